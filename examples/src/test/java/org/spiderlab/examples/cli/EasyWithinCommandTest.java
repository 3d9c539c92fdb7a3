package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code easy-within} on the sample that is winnable in 6 moves but not 1-easy: {@code k = 0} is
 * the bounded planner (TRUE at 6, FALSE at 5), {@code k = 1} FALSE at every horizon (the clear
 * first loses), as {@code easy} says; the QDIMACS it writes is decided alike by {@code qbf}; bad
 * options exit 2.
 */
class EasyWithinCommandTest {
  @TempDir Path dir;

  private static final String SAMPLE = "samples/easy-clear-first.spider";

  @Test
  void theSampleIsWinnableButNotOneEasy() {
    assertEquals("EVERY SEQUENCE WITHIN 6 MOVES: 0-EASY", CliRunner.run("easy-within", SAMPLE,
        "--k", "0", "--horizon", "6").firstLine());
    assertEquals("SOME SEQUENCE NOT WITHIN 5 MOVES", CliRunner.run("easy-within", SAMPLE,
        "--k", "0", "--horizon", "5").firstLine());
    assertEquals("SOME SEQUENCE NOT WITHIN 8 MOVES", CliRunner.run("easy-within", SAMPLE,
        "--k", "1", "--horizon", "8").firstLine());
    assertEquals("NOT-EASY", CliRunner.run("easy", SAMPLE, "--k", "1").firstLine());
    for (String h : new String[] {"5", "6"}) {
      Path q = dir.resolve("e" + h + ".qdimacs");
      var w = CliRunner.run("easy-within", SAMPLE, "--k", "0", "--horizon", h, "--qdimacs",
          q.toString());
      assertEquals(0, w.exit(), w.toString());
      assertEquals(h.equals("6") ? "TRUE" : "FALSE", CliRunner.run("qbf", q.toString())
          .firstLine(), "qbf on the written formula, horizon " + h);
    }
  }

  @Test
  void badOptionsAreRefused() {
    var k = CliRunner.run("easy-within", SAMPLE, "--k", "9", "--horizon", "4");
    assertEquals(2, k.exit(), k.toString());
    assertTrue(k.err().contains("--k must be 0..8, got 9"), k.toString());
    var s = CliRunner.run("easy-within", SAMPLE, "--k", "1", "--horizon", "4", "--solver", "x");
    assertEquals(2, s.exit(), s.toString());
  }
}
