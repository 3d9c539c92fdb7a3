package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.time.Duration;

/**
 * The budget that stopped a {@link Solver} run without a verdict ({@link SolverStatus#UNKNOWN};
 * the decision problem of thesis 1.3 is PSPACE-hard in general, so budgets are part of the API).
 * A limit is never a verdict: the game may still be winnable or unwinnable.
 *
 * @param kind which budget ran out
 * @param value the budget's configured value: a state count, a byte count, a duration in
 *     nanoseconds, or 0 for {@link Kind#CANCELLED}
 */
public record SolverLimit(Kind kind, long value) {

  /** The budgets a search can run out of. */
  public enum Kind {
    /** {@link SolverOptions#maxStates()} stored canonical states. */
    MAX_STATES("max-states"),
    /** {@link SolverOptions#timeout()} of wall-clock time. */
    TIMEOUT("timeout"),
    /** {@link SolverOptions#maxMemoryBytes()} for the table and the search stack. */
    MAX_MEMORY("max-memory"),
    /** The {@link SearchListener} asked the search to stop. */
    CANCELLED("cancelled");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    /** The keyword of the command line's {@code limit:} line, e.g. {@code max-states}. */
    public String keyword() {
      return keyword;
    }
  }

  public SolverLimit {
    checkNotNull(kind, "kind");
  }

  static SolverLimit maxStates(long states) {
    return new SolverLimit(Kind.MAX_STATES, states);
  }

  static SolverLimit timeout(Duration timeout) {
    return new SolverLimit(Kind.TIMEOUT, saturatedNanos(timeout));
  }

  static SolverLimit maxMemory(long bytes) {
    return new SolverLimit(Kind.MAX_MEMORY, bytes);
  }

  static SolverLimit cancelled() {
    return new SolverLimit(Kind.CANCELLED, 0);
  }

  static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException tooLong) {
      return Long.MAX_VALUE;
    }
  }

  /** The keyword and the budget: {@code max-states 50}, {@code timeout 30 s}, {@code cancelled}. */
  @Override
  public String toString() {
    return switch (kind) {
      case TIMEOUT -> kind.keyword() + " " + org.spiderlab.core.Durations.format(Duration.ofNanos(value));
      case CANCELLED -> kind.keyword();
      default -> kind.keyword() + " " + value;
    };
  }
}
