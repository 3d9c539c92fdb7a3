package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code spiderlab mini}: a dealt start, a file, an unsolvable start, a malformed file. */
class MiniCommandTest {
  @TempDir Path dir;

  @Test
  void solvesDealtAndFileStarts() throws java.io.IOException {
    var r = CliRunner.run("mini", "--colours", "2", "--cards", "4", "--slots", "4", "--seed", "3");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("OPTIMAL: 12 moves", r.firstLine(), r.toString());
    assertTrue(r.out().contains("moves: (0,2) (0,3) (1,3)"), r.toString());
    Path f = CliRunner.write(dir, "g.mini", "# one colour\nmini colours=1 cards=3\n"
        + "slot 0B 1B 2B\nslot\nslot\n");
    var s = CliRunner.run("mini", f.toString());
    assertEquals("OPTIMAL: 3 moves", s.firstLine(), s.toString());
    assertTrue(s.out().contains("moves: (0,1) (0,1) (0,1)"), s.toString()); // 2B, 1B, 0B
    var u = CliRunner.run("mini", "--seed", "1");
    assertEquals("UNSOLVABLE", u.firstLine(), u.toString());
  }

  @Test
  void aMalformedFileIsAnError() throws java.io.IOException {
    Path f = CliRunner.write(dir, "bad.mini", "mini colours=2 cards=2\nslot 0B 9R\n");
    var r = CliRunner.run("mini", f.toString());
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().startsWith(f + ":2: '9R' is not a card of this game"), r.toString());
    assertEquals(2, CliRunner.run("mini", "--colours", "9").exit());
  }
}
