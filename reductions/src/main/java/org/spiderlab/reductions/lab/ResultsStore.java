package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkNotNull;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results file of a campaign: {@code DIR/results.jsonl}, one JSON {@link CrossCheckResult}
 * per line, appended and flushed as each check finishes, so that a stopped campaign resumes by
 * skipping the ids already present. Lines that cannot be read (a torn last line after the process
 * was killed mid-write, a line edited by hand, bytes that are not UTF-8, a result without its
 * required fields) are skipped and counted with their line numbers, never a crash; the next
 * append starts on a fresh line. One campaign at a time: {@link #open} takes the lock file
 * {@code DIR/.lock} (an operating-system lock, gone with the process that held it, so a stale file
 * never blocks) and refuses while another process or store holds it; {@link #read} reads without
 * it. Thread-safe.
 */
public final class ResultsStore implements Closeable {
  /** The results file's name inside the campaign directory. */
  public static final String FILE = "results.jsonl";
  /** The lock file's name inside the campaign directory. */
  public static final String LOCK = ".lock";

  private static final ObjectMapper JSON = new ObjectMapper()
      .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

  /**
   * What a results file holds.
   *
   * @param results the readable results by id, in file order (a later line with the same id wins)
   * @param unreadableLines the numbers (from 1) of the lines that were skipped
   */
  public record Contents(Map<String, CrossCheckResult> results, List<Integer> unreadableLines) {
    public Contents {
      results = Collections.unmodifiableMap(new LinkedHashMap<>(results));
      unreadableLines = List.copyOf(unreadableLines);
    }
  }

  private final Path dir;
  private final Contents previous;
  private final BufferedWriter out;
  private final FileChannel lockChannel;
  private final FileLock lock;

  private ResultsStore(Path dir, Contents previous, BufferedWriter out, FileChannel lockChannel,
      FileLock lock) {
    this.dir = dir;
    this.previous = previous;
    this.out = out;
    this.lockChannel = lockChannel;
    this.lock = lock;
  }

  /**
   * Opens (creating if needed) the campaign directory {@code dir} for a campaign: takes its lock
   * and reads earlier results.
   *
   * @throws UncheckedIOException if the directory cannot be used, or another campaign holds it
   *     (the message names its process)
   */
  public static ResultsStore open(Path dir) {
    checkNotNull(dir, "dir");
    FileChannel ch = null;
    try {
      Files.createDirectories(dir);
      ch = FileChannel.open(dir.resolve(LOCK), StandardOpenOption.CREATE,
          StandardOpenOption.READ, StandardOpenOption.WRITE);
      FileLock l;
      try {
        l = ch.tryLock();
      } catch (OverlappingFileLockException sameProcess) {
        l = null;
      }
      if (l == null) {
        String holder = holder(ch);
        ch.close();
        ch = null;
        throw new UncheckedIOException(dir + " is in use by another campaign" + holder
            + "; wait for it, or give another directory", new IOException("locked"));
      }
      ch.truncate(0);
      ch.write(ByteBuffer.wrap((ProcessHandle.current().pid() + "\n")
          .getBytes(StandardCharsets.US_ASCII)), 0);
      Path file = dir.resolve(FILE);
      Contents prev = readFile(file);
      boolean needsNewline = false;
      if (Files.exists(file) && Files.size(file) > 0) {
        try (FileChannel r = FileChannel.open(file, StandardOpenOption.READ)) {
          ByteBuffer last = ByteBuffer.allocate(1);
          r.read(last, r.size() - 1);
          needsNewline = last.get(0) != '\n';
        }
      }
      BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
          StandardOpenOption.CREATE, StandardOpenOption.APPEND);
      if (needsNewline) {
        w.write('\n');
        w.flush();
      }
      ResultsStore store = new ResultsStore(dir, prev, w, ch, l);
      ch = null;
      return store;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the campaign directory " + dir + ": "
          + e.getMessage(), e);
    } finally {
      if (ch != null) {
        try {
          ch.close();
        } catch (IOException ignored) {
          // the error being thrown matters more
        }
      }
    }
  }

  /** " (process PID)" from the lock file's content, or "" when it holds none. */
  private static String holder(FileChannel ch) throws IOException {
    ByteBuffer b = ByteBuffer.allocate(32);
    int n = ch.read(b, 0);
    String pid = n <= 0 ? "" : new String(b.array(), 0, n, StandardCharsets.US_ASCII).strip();
    return pid.matches("\\d+") ? " (process " + pid + ")" : "";
  }

  /**
   * Reads the results of the campaign directory {@code dir} without taking its lock (a report
   * while the campaign runs sees the lines written so far).
   *
   * @throws UncheckedIOException if the results file cannot be read
   */
  public static Contents read(Path dir) {
    checkNotNull(dir, "dir");
    try {
      return readFile(dir.resolve(FILE));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + dir.resolve(FILE) + ": " + e.getMessage(),
          e);
    }
  }

  private static Contents readFile(Path file) throws IOException {
    List<CrossCheckResult> lines = new ArrayList<>();
    List<Integer> bad = readLines(file, lines);
    Map<String, CrossCheckResult> results = new LinkedHashMap<>();
    for (CrossCheckResult r : lines) {
      results.put(r.id(), r);
    }
    return new Contents(results, bad);
  }

  /** Adds every readable line's result to {@code into}, in order; returns the skipped lines. */
  private static List<Integer> readLines(Path file, List<CrossCheckResult> into)
      throws IOException {
    List<Integer> bad = new ArrayList<>();
    if (!Files.exists(file)) {
      return bad;
    }
    // bytes that are not UTF-8 become U+FFFD: such a line fails below, not the whole file
    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    int number = 0;
    for (String line : text.split("\n", -1)) {
      number++;
      if (line.isBlank()) {
        continue;
      }
      CrossCheckResult r = parse(line);
      if (r == null) {
        bad.add(number);
      } else {
        into.add(r);
      }
    }
    return bad;
  }

  /** The result of one line, or null when the line is not one with every required field. */
  private static CrossCheckResult parse(String line) {
    try {
      CrossCheckResult r = JSON.readValue(line, CrossCheckResult.class);
      // what the report and the resume read of every result (the answer word may be absent:
      // an ERROR result, or a file written before it was recorded)
      return r.id() == null || r.formula() == null || r.game() == null || r.outcome() == null
          ? null : r;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** The campaign directory. */
  public Path dir() {
    return dir;
  }

  /** Results read when the store was opened, by id, in file order. */
  public Map<String, CrossCheckResult> previous() {
    return previous.results();
  }

  /** Lines of the file that could not be read when the store was opened. */
  public int unreadableLines() {
    return previous.unreadableLines().size();
  }

  /** Their numbers, from 1. */
  public List<Integer> unreadableLineNumbers() {
    return previous.unreadableLines();
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

  /**
   * Reads the result of every line of the file at {@code file}, in order, repeated ids included
   * (for tests and tools that must see every line): strict, where {@link #read} skips.
   *
   * @throws UncheckedIOException if the file cannot be read or a line is not a result (naming the
   *     line)
   */
  public static List<CrossCheckResult> readAll(Path file) {
    try {
      List<CrossCheckResult> out = new ArrayList<>();
      List<Integer> bad = readLines(file, out);
      if (!bad.isEmpty()) {
        throw new UncheckedIOException(file + ":" + bad.get(0) + ": not a result line",
            new IOException("unreadable line"));
      }
      return List.copyOf(out);
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
    } finally {
      try {
        lock.release();
        lockChannel.close();
      } catch (IOException e) {
        // the lock goes with the channel or the process
      }
    }
  }
}
