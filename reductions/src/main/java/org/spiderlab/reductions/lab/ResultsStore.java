package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkNotNull;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of a campaign: {@code DIR/results.jsonl}, one JSON {@link CrossCheckResult}
 * per line, appended and flushed as each check finishes, so that a stopped campaign resumes by
 * skipping the ids already present. A torn last line (the process was killed mid-write) is
 * ignored on reading and the next append starts on a fresh line. Thread-safe.
 */
public final class ResultsStore implements Closeable {
  /** The results file's name inside the campaign directory. */
  public static final String FILE = "results.jsonl";

  private static final ObjectMapper JSON = new ObjectMapper()
      .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  private final Path dir;
  private final Map<String, CrossCheckResult> previous;
  private final int unreadable;
  private final BufferedWriter out;

  private ResultsStore(Path dir, Map<String, CrossCheckResult> previous, int unreadable,
      BufferedWriter out) {
    this.dir = dir;
    this.previous = previous;
    this.unreadable = unreadable;
    this.out = out;
  }

  /** Opens (creating if needed) the campaign directory {@code dir} and reads earlier results. */
  public static ResultsStore open(Path dir) {
    checkNotNull(dir, "dir");
    try {
      Files.createDirectories(dir);
      Path file = dir.resolve(FILE);
      Map<String, CrossCheckResult> prev = new LinkedHashMap<>();
      int bad = 0;
      boolean needsNewline = false;
      if (Files.exists(file)) {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (String line : lines) {
          if (line.isBlank()) {
            continue;
          }
          try {
            CrossCheckResult r = JSON.readValue(line, CrossCheckResult.class);
            if (r.id() != null) {
              prev.put(r.id(), r);
            } else {
              bad++;
            }
          } catch (IOException e) {
            bad++;
          }
        }
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
          if (raf.length() > 0) {
            raf.seek(raf.length() - 1);
            needsNewline = raf.read() != '\n';
          }
        }
      }
      BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      if (needsNewline) {
        w.write('\n');
        w.flush();
      }
      return new ResultsStore(dir, prev, bad, w);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the campaign directory " + dir, e);
    }
  }

  /** The campaign directory. */
  public Path dir() {
    return dir;
  }

  /** Results read when the store was opened, by id, in file order. */
  public Map<String, CrossCheckResult> previous() {
    return Collections.unmodifiableMap(previous);
  }

  /** Lines of the file that could not be read (a torn last line, edits by hand). */
  public int unreadableLines() {
    return unreadable;
  }

  /** Appends {@code r} as one line and flushes. */
  public synchronized void append(CrossCheckResult r) {
    try {
      out.write(JSON.writeValueAsString(r));
      out.write('\n');
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads every result of the file at {@code file} (for tools and tests). */
  public static List<CrossCheckResult> readAll(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
          .filter(l -> !l.isBlank())
          .map(l -> {
            try {
              return JSON.readValue(l, CrossCheckResult.class);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          })
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public synchronized void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
