package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.Supplier;
import org.spiderlab.core.Durations;

/**
 * What a long command is doing, on stderr: once the work has taken {@code everyMillis}, one line
 * {@code spiderlab reduce: reading big.cnf: 34 MB of 80 MB (42%), ETA 20 s; 12 s elapsed} every
 * {@code everyMillis}, from a daemon thread. Quick work prints nothing.
 */
final class Heartbeat implements AutoCloseable {
  /** The default interval between lines. */
  static final long EVERY_MILLIS = 5_000;

  private final PrintWriter err;
  private final String command;
  private final long start = System.nanoTime();
  private final Thread thread;
  private volatile Supplier<String> stage = () -> "working";
  private volatile boolean closed;

  Heartbeat(PrintWriter err, String command, long everyMillis) {
    this.err = err;
    this.command = command;
    thread = new Thread(() -> {
      try {
        while (!closed) {
          Thread.sleep(everyMillis);
          if (!closed) {
            line();
          }
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }, "spiderlab-heartbeat");
    thread.setDaemon(true);
    thread.start();
  }

  /** What is being done now, e.g. {@code reducing 1000000 clauses}. */
  void stage(String text) {
    stage = () -> text;
  }

  /** What is being done now, computed when a line is printed. */
  void stage(Supplier<String> text) {
    stage = text;
  }

  private void line() {
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    String text = "spiderlab " + command + ": " + stage.get() + "; "
        + Durations.format(Duration.ofSeconds(elapsed / 1000)) + " elapsed";
    synchronized (err) {
      err.println(text);
      err.flush();
    }
  }

  /**
   * {@code reading big.cnf: 34 MB of 80 MB (42%), ETA 20 s}, or without the total and the ETA
   * when the size is not known ({@code total} negative, e.g. standard input).
   */
  static String reading(String name, long read, long total, long sinceNanos) {
    StringBuilder sb = new StringBuilder("reading ").append(name).append(": ")
        .append(Units.bytes(read));
    if (total > 0) {
      sb.append(" of ").append(Units.bytes(total)).append(String.format(Locale.ROOT, " (%d%%)",
          Math.min(100, 100 * read / total)));
      double seconds = (System.nanoTime() - sinceNanos) / 1e9;
      if (read > 0 && read < total && seconds > 0) {
        long eta = (long) Math.ceil((total - read) / (read / seconds));
        sb.append(", ETA ").append(Durations.format(Duration.ofSeconds(Math.max(1, eta))));
      }
    }
    return sb.toString();
  }

  @Override
  public void close() {
    closed = true;
    thread.interrupt();
  }
}
