package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;
import org.spiderlab.reductions.qbf.QdimacsReader;
import org.spiderlab.reductions.qbf.QdimacsWriter;

/** qbf and qbf-campaign, run in-process. */
class QbfCommandsTest {
  static final String TRUE = "samples/pi2-true.qdimacs";
  static final String FALSE = "samples/pi2-false.qdimacs";

  @TempDir Path dir;

  @Test
  void trueWithItsTableInTheFilesNumbering() {
    var r = CliRunner.run("qbf", TRUE, "--table");
    assertEquals(0, r.exit(), r.toString());
    // forall x2 x3 exists x1: x1 = x2 xor x3
    assertEquals(List.of("TRUE", "-2 -3 -> -1", "2 -3 -> 1", "-2 3 -> 1", "2 3 -> -1"),
        r.out().lines().limit(5).toList(), r.toString());
    assertTrue(r.out().contains("witness: Skolem table of 4 rows, every row checked"),
        r.toString());
    r = CliRunner.run("qbf", TRUE);
    assertEquals("TRUE", r.firstLine(), r.toString());
    assertTrue(r.out().lines().skip(1).findFirst().orElse("").startsWith("formula: 3 variables"),
        "no table without --table: " + r);
  }

  @Test
  void falseWithItsCounterexample() {
    for (String algorithm : List.of("cegar", "cegar-plain", "enumeration")) {
      var r = CliRunner.run("qbf", FALSE, "--algorithm", algorithm);
      assertEquals(0, r.exit(), r.toString());
      assertEquals(List.of("FALSE", "counterexample: -1 -2"), r.out().lines().limit(2).toList(),
          r.toString());
      assertTrue(r.out().contains(algorithm + ": "), r.toString());
      assertTrue(r.out().contains("confirmed by a fresh Sat4j solver"), r.toString());
    }
  }

  @Test
  void timeoutIsUnknown() throws IOException {
    Path big = dir.resolve("t20.qdimacs");
    Files.writeString(big, QdimacsWriter.write(new RandomForallExists(20, 60, 30).generate(1, 0)));
    var r = CliRunner.run("qbf", big.toString(), "--algorithm", "enumeration", "--timeout",
        "0.05");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(List.of("UNKNOWN", "reason: timeout after 50 ms"),
        r.out().lines().limit(2).toList(), r.toString());
  }

  @Test
  void badOptions() {
    var r = CliRunner.run("qbf", TRUE, "--algorithm", "dpll");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab qbf: --algorithm: expected cegar,"
        + " cegar-plain or enumeration, got 'dpll'");
    r = CliRunner.run("qbf", TRUE, "--timeout", "-1");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab qbf: --timeout must be positive");
    r = CliRunner.run("qbf-campaign", "--exhaustive", "--deciders", "cegar,z3");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab qbf-campaign: --deciders: expected cegar,"
        + " cegar-plain, enumeration or depqbf, got 'z3'");
  }

  @Test
  void exhaustiveCampaignWritesReadableFiles() throws IOException {
    Path out = dir.resolve("files");
    var r = CliRunner.run("qbf-campaign", "--exhaustive", "--max-vars", "2", "--max-clauses",
        "2", "--write", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().startsWith("exhaustive, vars<=2 clauses<=2 width<=3: "),
        r.toString());
    assertTrue(r.out().contains("failures: none"), r.toString());
    try (var files = Files.list(out)) {
      List<Path> all = files.toList();
      assertTrue(all.size() > 10, r.toString());
      for (Path p : all) {
        assertTrue(QdimacsReader.read(p).formula().universals() >= 1, p.toString());
      }
    }
  }

  @Test
  void randomCampaignWithDepqbf() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), "depqbf is not on PATH; skipping");
    var r = CliRunner.run("qbf-campaign", "--random", "--universals", "3", "--vars", "8",
        "--clauses", "14", "--count", "5", "--deciders", "cegar,depqbf", "--progress");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("failures: none"), r.toString());
    assertEquals(5, r.err().lines().count(), r.toString());
  }
}
