package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
