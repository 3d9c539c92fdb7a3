package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * A campaign's results file as it may be found: a line with an id and nothing else, a byte that is
 * not UTF-8. {@code report} and a resumed {@code campaign} skip such lines, name the first with
 * {@code FILE:LINE}, and never crash.
 */
class ResultsFilesCommandTest {

  @TempDir Path dir;

  private CliRunner.Run campaign(Path out) {
    return CliRunner.run("campaign", "--exhaustive", "--max-vars", "1", "--max-clauses", "2",
        "--max-width", "1", "--threads", "1", "--out", out.toString());
  }

  @Test
  void badLinesAreSkippedAndNamed() throws IOException {
    Path out = dir.resolve("camp");
    var r = campaign(out);
    assertEquals(0, r.exit(), r.toString());
    Path results = out.resolve(ResultsStore.FILE);
    long good = Files.readAllLines(results).size();
    Files.write(results, new byte[] {'{', '"', 'i', 'd', '"', ':', '"', 'x', '"', '}', '\n',
        (byte) 0xff, '\n'}, StandardOpenOption.APPEND);
    r = CliRunner.run("report", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().endsWith("2 unreadable lines skipped, the first " + results + ":"
        + (good + 1) + ")"), r.toString());
    r = campaign(out);
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.err().contains(results + ":" + (good + 1) + ": unreadable line skipped (2 in all)"),
        r.toString());
    assertFalse(r.err().contains("Exception"), r.toString());
  }
}
