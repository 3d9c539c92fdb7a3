package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.verifier.Verifier;

/** {@code spiderlab value} and {@code spiderlab max-run} (thesis 4.5): output, files, errors. */
class OptimumCommandsTest {
  /** val = 1: 3S 2S 1S clears, the hearts never complete (2H lies under 3H). */
  static final String ONE_CLEAR = """
      spider ranks=3 suits=2
      pile 1H 3S 2S 1S
      pile 2H 3H
      """;

  @TempDir Path dir;

  Path file(String name, String text) throws IOException {
    return CliRunner.write(dir, name, text);
  }

  @Test
  void valueIsOptimalWithCertificateAndProof() throws IOException {
    Path g = file("g.spider", ONE_CLEAR);
    Path out = dir.resolve("best.moves");
    var r = CliRunner.run("value", g.toString(), "--cert", out.toString(), "--greedy");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("OPTIMAL VAL=1", r.firstLine(), r.toString());
    assertTrue(r.out().contains("best: 1 run cleared after 1 move (verifier: NOT-WON after 1 "
        + "move: 3 cards on 2 of 2 piles, 0 deals left, 1 run cleared)"), r.toString());
    assertTrue(r.out().contains("proof: VAL<=1: no position of value >= 2 is reachable (search "
        + "exhausted: "), r.toString());
    assertTrue(r.out().contains("greedy: 1 run cleared in "), r.toString());
    var replay = Verifier.replay(GameText.read(g), CertificateText.read(out));
    assertEquals(1, replay.end().orElseThrow().clearedRuns());
  }

  @Test
  void maxRunUnderBothReadings() throws IOException {
    Path g = file("g.spider", "spider ranks=3 suits=2\npile 3S 2S 1S 3H\npile 1H\n");
    var top = CliRunner.run("max-run", g.toString());
    assertEquals("OPTIMAL MAX-RUN=1", top.firstLine(), top.toString());
    var any = CliRunner.run("max-run", g.toString(), "--reading", "any");
    assertEquals("OPTIMAL MAX-RUN=3", any.firstLine(), any.toString());
    assertTrue(any.out().contains("best: a run of height 3 inside a pile after 0 moves"),
        any.toString());
  }

  @Test
  void limitsGiveUnknownWithTheBestFound() throws IOException {
    Path g = file("g.spider", """
        spider ranks=6 suits=2
        pile 6S 2H 5S 1H
        pile 6H 3S 4H 2S
        pile 5H 1S 4S 3H
        pile
        """);
    var r = CliRunner.run("max-run", g.toString(), "--max-states", "3");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().startsWith("UNKNOWN MAX-RUN>="), r.toString());
    assertTrue(r.out().contains("limit: max-states 3"), r.toString());
    assertTrue(r.out().contains("upper bound: MAX-RUN<="), r.toString());
  }

  @Test
  void badInputAndOptions() throws IOException {
    Path g = file("bad.spider", "spider ranks=3 suits=1\npile 4S\n");
    var r = CliRunner.run("value", g.toString());
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().startsWith(g + ":2: "), r.toString());
    var o = CliRunner.run("max-run", g.toString(), "--reading", "middle");
    assertEquals(2, o.exit(), o.toString());
    assertTrue(o.err().contains("expected top or any, got 'middle'"), o.toString());
  }
}
