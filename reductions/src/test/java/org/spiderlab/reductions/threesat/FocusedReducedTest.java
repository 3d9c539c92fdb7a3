package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;

/**
 * The solver alone (no model) with {@link SearchStrategy#FOCUSED} on satisfiable reductions
 * (thesis 4.2): it wins, and the backward map reads a satisfying assignment from its certificate.
 * The all-file measurement is {@code ReducedFocusedTest} (slow).
 */
class FocusedReducedTest {

  private static final SolverOptions FOCUSED = SolverOptions.builder()
      .strategy(SearchStrategy.FOCUSED).maxStates(400_000).build();

  private static long winAndMapBack(Cnf f, String where) {
    ReducedInstance r = ThreeSatToSpider.construct(f);
    SolverResult res = Solver.solve(r.game(), FOCUSED);
    assertEquals(SolverStatus.WINNABLE, res.status(), where);
    Assignment a = WitnessMaps.backward(r, res.certificate());
    assertTrue(f.evaluate(a), () -> where + ": backward map gives " + a);
    return res.statistics().storedStates();
  }

  @Test
  void firstUf20FilesAreWon() throws IOException {
    List<Path> files = SatlibForwardTest.files("uf20-91").subList(0, 8);
    for (Path p : files) {
      long states = winAndMapBack(DimacsReader.read(p), p.toString());
      // measured: 2,792 to 7,586 states for these files, 21,820 at most over all 1000
      assertTrue(states < 60_000, p + ": " + states + " states");
    }
  }

  /**
   * Random satisfiable 4-variable formulas (campaign seed 7, 11 clauses) on which the
   * depth-first order stayed UNKNOWN after 3,000,000 states each.
   */
  @Test
  void formulasTheDepthFirstOrderCouldNotWin() {
    String[] formulas = {
      "1 -4 -2 0 -1 4 3 0 -2 3 -4 0 -3 4 -2 0 -1 2 -3 0 "
          + "-2 4 1 0 1 2 3 0 -3 4 1 0 -3 -4 -1 0 4 -3 2 0 -3 -1 -4 0",
      "1 -2 3 0 3 2 1 0 -1 3 -4 0 -4 -1 -3 0 4 2 -3 0 "
          + "-2 3 -1 0 4 -2 1 0 -1 3 2 0 -1 -2 -3 0 3 -4 -2 0 4 -3 1 0",
      "-1 -4 -3 0 -2 3 -1 0 4 -3 2 0 2 1 -3 0 3 -1 -2 0 "
          + "-3 4 -1 0 -3 2 4 0 -3 1 4 0 4 1 3 0 1 3 2 0 3 -1 2 0",
      "-3 -2 4 0 -4 3 1 0 -4 -1 -3 0 1 2 -3 0 -4 -2 1 0 "
          + "-4 2 -1 0 2 -4 1 0 -2 -4 -1 0 -4 1 2 0 -1 -3 2 0 4 3 1 0",
      "-4 3 -2 0 1 -3 -4 0 -4 2 3 0 -3 -2 -1 0 1 -3 -4 0 "
          + "4 -2 -1 0 2 -4 -3 0 -1 -2 3 0 4 -3 2 0 -3 -4 -1 0 3 -1 2 0",
      "-1 4 -2 0 -4 -1 -2 0 1 3 -2 0 -1 3 -4 0 1 -4 -3 0 "
          + "2 -4 1 0 -1 2 -3 0 4 2 -1 0 2 3 -1 0 3 -2 1 0 -2 4 3 0",
      "4 2 1 0 -4 -1 -2 0 4 3 2 0 1 -2 4 0 -3 4 2 0 "
          + "3 1 -2 0 3 -1 2 0 -2 3 -1 0 3 -2 -1 0 -2 -1 4 0 -2 3 1 0",
      "-4 3 -2 0 3 1 -4 0 2 -3 -4 0 -2 1 3 0 -3 4 2 0 "
          + "3 -2 1 0 -2 1 -3 0 -4 -1 -2 0 -2 -3 1 0 -2 4 -3 0 2 1 4 0",
      "3 4 -1 0 4 -3 1 0 1 4 2 0 1 2 -4 0 -4 -2 -1 0 "
          + "-3 2 1 0 -4 1 3 0 -4 -2 -1 0 -3 1 2 0 3 1 -2 0 -1 -3 -2 0",
      "1 -2 -4 0 -3 2 4 0 4 2 1 0 -3 -2 1 0 1 -4 -3 0 "
          + "1 -2 3 0 -1 -3 -4 0 -2 1 -4 0 -3 -1 -4 0 4 -1 -3 0 -1 3 2 0",
    };
    for (String clauses : formulas) {
      Cnf f = DimacsReader.parse("p cnf 4 11\n" + clauses + "\n", "c4.cnf");
      long states = winAndMapBack(f, clauses);
      assertTrue(states < 100_000, clauses + ": " + states + " states");
    }
  }
}
