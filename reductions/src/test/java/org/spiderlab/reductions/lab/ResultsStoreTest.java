package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results file read as it may be found (lines edited by hand, torn, not UTF-8, without their
 * required fields: skipped with their numbers, never a crash) and one campaign per directory.
 */
class ResultsStoreTest {

  @TempDir Path dir;

  private static CrossCheckResult result(String id) {
    return new CrossCheckResult(id, "1", 1, 1, true, "SAT", "WINNABLE", Outcome.AGREE, null, 40,
        27, 13, 54, true, 39, true, 5, 1, 20, 3, null);
  }

  private String line(String id) throws IOException {
    Path d = dir.resolve("tmp-" + id.hashCode());
    try (ResultsStore s = ResultsStore.open(d)) {
      s.append(result(id));
    }
    return Files.readString(d.resolve(ResultsStore.FILE)).strip();
  }

  @Test
  void unreadableLinesAreSkippedWithTheirNumbers() throws IOException {
    String good = line("x:1");
    byte[] notUtf8 = line("x:3").replace("\"1\"", "\"\u00e9\"").getBytes(StandardCharsets.ISO_8859_1);
    Path file = dir.resolve("c").resolve(ResultsStore.FILE);
    Files.createDirectories(file.getParent());
    try (var out = Files.newOutputStream(file)) {
      out.write((good + "\n{\"id\":\"x:2\"}\n\nnot json\n").getBytes(StandardCharsets.UTF_8));
      out.write(notUtf8);
      out.write("\n{\"id\":\"x:4\",\"formu".getBytes(StandardCharsets.UTF_8)); // torn last line
    }
    ResultsStore.Contents c = ResultsStore.read(dir.resolve("c"));
    assertEquals(List.of("x:1", "x:3"), List.copyOf(c.results().keySet()),
        "a byte that is not UTF-8 inside a string spoils nothing else");
    assertEquals(List.of(2, 4, 6), c.unreadableLines());
    try (ResultsStore s = ResultsStore.open(dir.resolve("c"))) {
      assertEquals(3, s.unreadableLines());
      s.append(result("x:2"));
    }
    assertEquals(List.of("x:1", "x:3", "x:2"),
        List.copyOf(ResultsStore.read(dir.resolve("c")).results().keySet()),
        "the next line starts on a fresh line after the torn one");
    UncheckedIOException strict = assertThrows(UncheckedIOException.class,
        () -> ResultsStore.readAll(file));
    assertTrue(strict.getMessage().startsWith(file + ":2: "), strict.getMessage());
  }

  @Test
  void oneCampaignPerDirectory() throws IOException {
    Path d = dir.resolve("camp");
    try (ResultsStore first = ResultsStore.open(d)) {
      UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> ResultsStore.open(d));
      assertTrue(e.getMessage().startsWith(d + " is in use by another campaign (process "
          + ProcessHandle.current().pid() + ")"), e.getMessage());
      first.append(result("x:1"));
      assertEquals(1, ResultsStore.read(d).results().size(), "reading needs no lock");
    }
    try (ResultsStore again = ResultsStore.open(d)) {
      assertEquals(1, again.previous().size(), "the lock is released on close");
    }
    Files.writeString(d.resolve(ResultsStore.LOCK), "999999\n"); // a stale lock file
    try (ResultsStore stale = ResultsStore.open(d)) {
      assertEquals(1, stale.previous().size(), "a lock file no process holds does not block");
    }
  }
}
