package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Games the file format accepts but the solver cannot hold: every command that solves refuses them
 * with one line {@code FILE:0: too large for the solver: ...}, exit 2, no stack trace, before any
 * search.
 */
class SolverLimitsCommandTest {

  @TempDir Path dir;

  private Path wide() throws IOException {
    StringBuilder s = new StringBuilder("spider ranks=5 suits=1\npile [5S] 4S 3S 2S 1S\n");
    s.append("pile\n".repeat(70_000));
    return Files.writeString(dir.resolve("wide.spider"), s);
  }

  /**
   * A tiny file that declares ten million variables (the most the reader takes): the reduction
   * would build gadgets for all of them, 120,000,042 cards, about 9 GB; refused at once, before
   * any of it is built, with the heap it would need (on a test JVM with less heap than that).
   */
  @Test
  void aReductionBeyondTheHeapIsRefusedAtOnce() throws IOException {
    assumeTrue(Runtime.getRuntime().maxMemory() < 9_000L << 20,
        "the test JVM's heap holds the reduction of ten million variables");
    Path f = Files.writeString(dir.resolve("huge.cnf"), "p cnf 10000000 1\n1 0\n");
    Path out = dir.resolve("huge.spider");
    for (List<String> cmd : List.of(List.of("reduce", f.toString(), "-o", out.toString()),
        List.of("witness", f.toString()), List.of("crosscheck", f.toString()),
        List.of("draw", f.toString(), "-o", dir.resolve("huge.svg").toString()))) {
      long t0 = System.nanoTime();
      var r = CliRunner.run(cmd.toArray(new String[0]));
      assertEquals(3, r.exit(), cmd + " " + r);
      assertTrue(r.err().strip().matches("spiderlab \\S+: " + java.util.regex.Pattern.quote(
          f.toString()) + ": the reduced game would have 120000042 cards .* of heap, more than"
          + " the .*"), r.toString());
      assertTrue((System.nanoTime() - t0) / 1e9 < 10, "refused at once: " + r);
    }
    assertFalse(Files.exists(out), "nothing written");
  }

  @Test
  void everySolvingCommandRefusesAGameBeyondTheLimits() throws IOException {
    Path wide = wide();
    Path ranks = Files.writeString(dir.resolve("ranks.spider"),
        "spider ranks=1000000000 suits=1\npile 5S 4S [2S] 3S\npile 1S\npile\n");
    for (List<String> cmd : List.of(List.of("solve"), List.of("fair"), List.of("easy", "--k", "1"),
        List.of("value"), List.of("max-run"))) {
      for (Path game : List.of(wide, ranks)) {
        List<String> args = new ArrayList<>(cmd);
        args.add(game.toString());
        var r = CliRunner.run(args.toArray(new String[0]));
        assertEquals(2, r.exit(), cmd + " " + r);
        String err = r.err().strip();
        assertFalse(err.contains("\n"), "one line: " + r);
        assertTrue(err.startsWith(game + ":0: too large for the solver: the solver "), r.toString());
        assertFalse(err.contains("Exception"), r.toString());
      }
    }
  }
}
