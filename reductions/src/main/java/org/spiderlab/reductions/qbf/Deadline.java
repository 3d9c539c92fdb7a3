package org.spiderlab.reductions.qbf;

import java.time.Duration;

/** The time limit of one decision ({@link Pi2Options#timeout()}), shared by its Sat4j calls. */
final class Deadline {
  private final Duration limit;
  private final long end;

  private Deadline(Duration limit) {
    this.limit = limit;
    long now = System.nanoTime();
    long nanos = limit.toNanos();
    this.end = now + nanos < now ? Long.MAX_VALUE : now + nanos;
  }

  static Deadline after(Duration limit) {
    return new Deadline(limit);
  }

  /** The milliseconds left, at least 1 (Sat4j's timer needs a positive time). */
  long remainingMillis() {
    return Math.max(1, (end - System.nanoTime()) / 1_000_000);
  }

  /** @throws Expired if the time is up */
  void check() {
    if (System.nanoTime() - end >= 0) {
      throw new Expired();
    }
  }

  /** {@code timeout after 10 s}. */
  String reason() {
    return "timeout after " + org.spiderlab.core.Durations.format(limit);
  }

  /** The time is up; the decider answers UNKNOWN. */
  static final class Expired extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Expired() {
      super(null, null, false, false);
    }
  }
}
