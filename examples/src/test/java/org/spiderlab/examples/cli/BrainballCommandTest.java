package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code spiderlab brainball}: an optimal colour Rochade of section 5.1, the distance table of
 * section 6.1, and the user's mistakes (exit status 2, one line on stderr).
 */
class BrainballCommandTest {
  private static String[] run(boolean ok, String... args) {
    String[] full = new String[args.length + 1];
    full[0] = "brainball";
    System.arraycopy(args, 0, full, 1, args.length);
    CliRunner.Run r = CliRunner.run(full);
    assertEquals(ok ? 0 : 2, r.exit(), r.toString());
    if (!ok) {
      assertEquals(1, r.err().strip().lines().count(), r.toString());
    }
    return r.out().split("\n");
  }

  @Test
  void printsEveryOptimalRochade() {
    String[] lines = run(true, "solved", "(1' 2 3' 4 5 6 7 8 9 10 11 12 13)");
    assertTrue(lines[0].matches("OPTIMAL: 6 \\(\\d+ Rochaden\\)"), lines[0]);
    int n = Integer.parseInt(lines[0].replaceAll("\\D+", " ").trim().split(" ")[1]);
    assertTrue(java.util.Arrays.asList(lines).subList(1, 1 + n).contains("/-2/2/-2/2/-2/2"));
    assertEquals("start: 1,2,3,4,5,6,7,8,9,10,11,12,13", lines[n + 1]);
    assertEquals("goal: 1y,2,3y,4,5,6,7,8,9,10,11,12,13", lines[n + 2]);
    String[] same = run(true, "solved", "13,1,2,3,4,5,6,7,8,9,10,11,12");
    assertEquals("OPTIMAL: 0 (1 Rochade)", same[0]);
    assertEquals("1", same[1]);
  }

  @Test
  void printsTheDistanceTable() {
    String[] lines = run(true, "--distances", "--max-states", "20000");
    assertTrue(lines[0].startsWith("DISTANCES from 1,2,3"), lines[0]);
    assertEquals("4 16,640 18,344", lines[5]);
    assertEquals("distance 5: more than the limit of 20,000 classes", lines[6]);
  }

  @Test
  void userMistakes() {
    run(false, "solved");
    run(false, "solved", "1,2,3");
    run(false, "--distances", "solved", "solved");
    run(false, "--distances", "--max-states", "0");
  }
}
