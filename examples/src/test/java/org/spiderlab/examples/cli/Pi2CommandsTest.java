package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/** reduce, crosscheck, campaign and demo with {@code --to fair} and {@code --to k-easy}. */
class Pi2CommandsTest {
  static final String TRUE = "samples/pi2-true.qdimacs";
  static final String FALSE = "samples/pi2-false.qdimacs";

  @TempDir Path dir;

  Path file(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void crosscheckHeadlinesAndWitnessChecks() {
    var r = CliRunner.run("crosscheck", TRUE, "--to", "fair");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("AGREE TRUE FAIR", r.firstLine(), r.toString());
    assertTrue(r.out().contains("evidence check: VALID  [ok]"), r.toString());
    assertTrue(r.out().contains("every row satisfies the matrix  [ok]"), r.toString());
    r = CliRunner.run("crosscheck", TRUE, "--to", "k-easy");
    assertEquals("AGREE TRUE EASY", r.firstLine(), r.toString());
    r = CliRunner.run("crosscheck", FALSE, "--to", "fair");
    assertEquals("AGREE FALSE UNFAIR", r.firstLine(), r.toString());
    assertTrue(r.out().contains("counterexample witness: -1 -2 -> the arrangement that encodes "
        + "it; solver: UNWINNABLE"), r.toString());
    r = CliRunner.run("crosscheck", FALSE, "--to", "k-easy");
    assertEquals("AGREE FALSE NOT-EASY", r.firstLine(), r.toString());
    assertTrue(r.out().contains("(search exhausted)  [ok]"), r.toString());
  }

  @Test
  void thesisClaimDisagrees() throws IOException {
    Path f = file("or.qdimacs", "p cnf 2 1\na 1 0\ne 2 0\n1 2 0\n");
    var r = CliRunner.run("crosscheck", f.toString(), "--to", "k-easy", "--claim", "thesis");
    assertEquals(1, r.exit(), "a failed check is exit status 1: " + r);
    assertEquals("DISAGREE TRUE NOT-EASY", r.firstLine(), r.toString());
    assertTrue(r.out().contains("no entry covers the end of the prefix m 3 1 1,m 5 1 3"),
        r.toString());
    assertTrue(r.out().contains("FAILURE: DISAGREE"), r.toString());
  }

  @Test
  void reduceWritesTheTemplateWithItsLayout() {
    Path out = dir.resolve("t.spider");
    var r = CliRunner.run("reduce", TRUE, "--to", "fair", "-o", out.toString(), "--layout");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("FAIR template"), r.toString());
    assertTrue(r.out().contains("universal v1: gadget"), r.toString());
    assertTrue(r.out().contains("detector of v1"), r.toString());
    Game g = GameText.read(out);
    assertTrue(g.hasFaceDownTop(), "the hidden piles' tops are face down in the file");
    r = CliRunner.run("reduce", TRUE, "--to", "k-easy", "--claim", "thesis");
    assertTrue(r.out().startsWith("# reduced forall-exists formula"), r.toString());
    assertTrue(r.out().contains("k-EASY instance with k = 4"), r.toString());
  }

  @Test
  void campaignWithFailuresExitsWith1() {
    var r = CliRunner.run("campaign", "--to", "k-easy", "--claim", "thesis", "--exhaustive",
        "--max-vars", "2", "--max-clauses", "1", "--max-width", "2", "--threads", "1",
        "--shrink-tries", "10", "--out", dir.resolve("t").toString());
    assertEquals(1, r.exit(), r.toString());
    assertTrue(r.out().contains("DISAGREE TRUE NOT-EASY"), r.toString());
    assertTrue(r.out().lines().anyMatch(l -> l.matches("failures: [1-9][0-9]*")), r.toString());
    r = CliRunner.run("campaign", "--to", "k-easy", "--claim", "thesis", "--exhaustive",
        "--max-vars", "2", "--max-clauses", "1", "--max-width", "2", "--threads", "1",
        "--shrink-tries", "10", "--out", dir.resolve("t").toString());
    assertEquals(1, r.exit(), "resumed failures still fail the campaign: " + r);
  }

  @Test
  void campaignOnATinyClass() {
    var r = CliRunner.run("campaign", "--to", "k-easy", "--exhaustive", "--max-vars", "2",
        "--max-clauses", "1", "--max-width", "2", "--threads", "1", "--out",
        dir.resolve("c").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("TRUE / FALSE: "), r.toString());
    assertTrue(r.out().contains("failures: none"), r.toString());
    r = CliRunner.run("campaign", "--to", "fair", "--random", "--universals", "1", "--vars",
        "3", "--clauses", "2", "--count", "2", "--threads", "1", "--out",
        dir.resolve("d").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("AGREE TRUE FAIR"), r.toString());
  }

  @Test
  void usageErrorsAreOneLine() throws IOException {
    LabCommandsTest.assertOneLine(CliRunner.run("crosscheck", TRUE, "--to", "easy"), 2,
        "spiderlab crosscheck: --to must be win, val, decks, run-height, fair or k-easy, got "
            + "'easy'");
    LabCommandsTest.assertOneLine(CliRunner.run("reduce", TRUE, "--claim", "thesis"), 2,
        "spiderlab reduce: --claim belongs to --to k-easy");
    LabCommandsTest.assertOneLine(CliRunner.run("reduce", TRUE, "--to", "fair",
        "--free-cells", "-1"), 2, "spiderlab reduce: --free-cells must be >= 0");
    Path bad = file("bad.qdimacs", "p cnf 2 1\ne 1 0\na 2 0\n1 2 0\n");
    LabCommandsTest.assertOneLine(CliRunner.run("crosscheck", bad.toString(), "--to", "fair"),
        2, bad + ":");
    LabCommandsTest.assertOneLine(CliRunner.run("campaign", "--to", "fair", "--random",
        "--universals", "3", "--vars", "3", "--out", dir.toString()), 2,
        "spiderlab campaign: --universals");
  }
}
