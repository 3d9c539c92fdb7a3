package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.spiderlab.examples.embed.VerifyExample;

/** The README's embedding example works on the shipped samples. */
class VerifyExampleTest {
  static final Path SAMPLES = Path.of("samples");

  @Test
  void samplesVerify() {
    assertEquals(0, VerifyExample.run(SAMPLES.resolve("small.spider"),
        SAMPLES.resolve("small.moves")));
    assertEquals(1, VerifyExample.run(SAMPLES.resolve("small.spider"),
        SAMPLES.resolve("bad-move.moves")));
    assertEquals(2, VerifyExample.run(SAMPLES.resolve("missing.spider"),
        SAMPLES.resolve("small.moves")));
  }

  @Test
  void samplesThroughTheCli() {
    var r = CliRunner.run("verify", "samples/small.spider", "samples/small.moves");
    assertEquals("WON after 5 moves", r.firstLine(), r.toString());
    r = CliRunner.run("show", "samples/two-suits.spider");
    assertEquals(0, r.exit(), r.toString());
    r = CliRunner.run("verify", "samples/two-suits.spider", "samples/small.moves");
    assertEquals(0, r.exit(), r.toString());
  }
}
