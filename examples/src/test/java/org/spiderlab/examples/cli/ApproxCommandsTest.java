package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/** {@code reduce}, {@code crosscheck} and {@code campaign} with {@code --to} (thesis 4.5). */
class ApproxCommandsTest {
  @TempDir Path dir;

  @Test
  void crosscheckHeadlinesNameTheOptimum() {
    var r = CliRunner.run("crosscheck", LabCommandsTest.THESIS, "--to", "val");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("AGREE SAT VAL=2", r.firstLine(), r.toString());
    assertTrue(r.out().contains("optimum: VAL=2 (proof: the game holds at most 2 complete "
        + "decks); thesis 4.5 predicts VAL=2  [as predicted]"), r.toString());
    r = CliRunner.run("crosscheck", LabCommandsTest.UNSAT, "--to", "decks", "--decks", "4");
    assertEquals("AGREE UNSAT VAL=0", r.firstLine(), r.toString());
    r = CliRunner.run("crosscheck", LabCommandsTest.UNSAT, "--to", "run-height", "--rho",
        "2/3");
    assertEquals("AGREE UNSAT MAX-RUN=9", r.firstLine(), r.toString());
    assertTrue(r.out().contains("thesis 4.5 predicts MAX-RUN<=80  [as predicted]"),
        r.toString());
  }

  @Test
  void reduceBuildsTheExtendedGame() throws Exception {
    Path out = dir.resolve("d.spider");
    var r = CliRunner.run("reduce", LabCommandsTest.UNSAT, "--to", "decks", "--decks", "3",
        "-o", out.toString(), "--layout");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("construction: 3-SAT -> CLEAR ONE OF 3 DECKS (thesis 4.5.2); "
        + "question: VAL>=1"), r.toString());
    assertTrue(r.out().contains("added: 1 deck, each sorted from 81 down to 1, under the big "
        + "stack (pile 26)"), r.toString());
    Game g = GameText.read(out);
    assertEquals(3 * 81, g.cardCount());
    r = CliRunner.run("reduce", LabCommandsTest.UNSAT, "--to", "run-height", "--rho", "1");
    assertTrue(r.out().contains("spider ranks=162 suits=1"), r.toString());
  }

  @Test
  void campaignWritesResultsPerConstruction() throws Exception {
    Path out = dir.resolve("c");
    var r = CliRunner.run("campaign", "--exhaustive", "--max-vars", "1", "--max-clauses", "2",
        "--max-width", "1",
        "--to", "run-height", "--threads", "1", "--out", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("AGREE UNSAT MAX-RUN=7"), r.toString());
    assertTrue(r.out().contains("failures: none"), r.toString());
    assertTrue(Files.readString(out.resolve("results.jsonl")).contains("\"game\":\"MAX-RUN="));
  }

  @Test
  void parametersBelongToTheirTarget() {
    var r = CliRunner.run("crosscheck", LabCommandsTest.UNSAT, "--decks", "3");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab crosscheck: --decks belongs to --to decks");
    r = CliRunner.run("reduce", LabCommandsTest.UNSAT, "--to", "val", "--rho", "1/2");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab reduce: --rho belongs to --to run-height");
    r = CliRunner.run("crosscheck", LabCommandsTest.UNSAT, "--to", "run-height", "--rho", "3/2");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab crosscheck: --rho must satisfy 0 < rho <= 1");
    r = CliRunner.run("campaign", "--exhaustive", "--to", "sat");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab campaign: --to must be win, val, decks, "
        + "run-height, fair or k-easy, got 'sat'");
    r = CliRunner.run("crosscheck", LabCommandsTest.UNSAT, "--to", "decks", "--decks", "1");
    LabCommandsTest.assertOneLine(r, 2, "spiderlab crosscheck: --decks must be at least 2");
  }
}
