package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import org.spiderlab.reductions.testing.ProjectFiles;

/**
 * Every SATLIB file of uf20-91 (1000) and uf50-218 (100): solve with Sat4j, reduce, forward
 * witness, verify, backward witness. See docs/REDUCTION.md for the timing.
 */
class SatlibForwardTest {
  static final Path SATLIB = ProjectFiles.satlib();

  static List<Path> files(String set) throws IOException {
    try (Stream<Path> s = Files.list(SATLIB.resolve(set))) {
      return s.filter(p -> p.toString().endsWith(".cnf")).sorted().toList();
    }
  }

  static void roundTrip(Path p) {
    Cnf f = DimacsReader.read(p);
    SatResult.Satisfiable s = assertInstanceOf(SatResult.Satisfiable.class, SatSolver.solve(f),
        p.toString());
    ReducedInstance r = ThreeSatToSpider.construct(f);
    List<Move> cert = WitnessMaps.forward(r, s.model());
    Verdict v = Verifier.verify(r.game(), cert);
    assertTrue(v.isWon(), p + ": " + v);
    Assignment back = WitnessMaps.backward(r, cert);
    assertEquals(s.model(), back, p.toString());
  }

  @Test
  void uf20AllFiles() throws IOException {
    List<Path> files = files("uf20-91");
    assertEquals(1000, files.size());
    files.forEach(SatlibForwardTest::roundTrip);
  }

  @Test
  void uf50AllFiles() throws IOException {
    List<Path> files = files("uf50-218");
    assertEquals(100, files.size());
    files.forEach(SatlibForwardTest::roundTrip);
  }
}
