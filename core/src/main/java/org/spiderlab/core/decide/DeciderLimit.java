package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.time.Duration;
import java.util.Optional;
import org.spiderlab.core.solver.SolverLimit;

/**
 * Why a {@link FairDecider} or {@link EasyDecider} run (thesis 4.3, 4.4) answered UNKNOWN. A limit
 * is never a verdict: the game may be fair or unfair, easy or not.
 *
 * @param kind which limit was hit
 * @param value the configured limit (a count, a byte count, a duration in nanoseconds, 0 for
 *     {@link Kind#CANCELLED}); for {@link Kind#SOLVER} the number of games left undecided
 * @param solverLimit for {@link Kind#SOLVER}: the limit of the first undecided game (in
 *     enumeration order); empty otherwise
 */
public record DeciderLimit(Kind kind, long value, Optional<SolverLimit> solverLimit) {

  /** The limits a decision can hit. */
  public enum Kind {
    /** {@link DeciderOptions#maxArrangements()} classes solved, more remained (FAIR). */
    MAX_ARRANGEMENTS("max-arrangements"),
    /** {@link DeciderOptions#maxPositions()} positions stored, more remained (k-EASY). */
    MAX_POSITIONS("max-positions"),
    /**
     * {@link DeciderOptions#timeout()} of wall-clock time for the whole decision (keyword
     * {@code time-limit}, the command line's option; a solver run's own timeout is
     * {@link #SOLVER}).
     */
    TIMEOUT("time-limit"),
    /** {@link DeciderOptions#maxMemoryBytes()} for stored positions and evidence. */
    MAX_MEMORY("max-memory"),
    /** The {@link DeciderListener} asked to stop. */
    CANCELLED("cancelled"),
    /** Every game was enumerated, but some solver runs hit their own limit. */
    SOLVER("solver");

    private final String keyword;

    Kind(String keyword) {
      this.keyword = keyword;
    }

    /** The keyword of the command line's {@code limit:} line, e.g. {@code max-arrangements}. */
    public String keyword() {
      return keyword;
    }
  }

  public DeciderLimit {
    checkNotNull(kind, "kind");
    checkNotNull(solverLimit, "solverLimit");
    checkArgument((kind == Kind.SOLVER) == solverLimit.isPresent(),
        "a solver limit is given exactly for kind SOLVER");
  }

  static DeciderLimit of(Kind kind, long value) {
    return new DeciderLimit(kind, value, Optional.empty());
  }

  static DeciderLimit timeout(Duration timeout) {
    long nanos;
    try {
      nanos = timeout.toNanos();
    } catch (ArithmeticException tooLong) {
      nanos = Long.MAX_VALUE;
    }
    return of(Kind.TIMEOUT, nanos);
  }

  static DeciderLimit solver(long undecided, SolverLimit first) {
    return new DeciderLimit(Kind.SOLVER, undecided, Optional.of(first));
  }

  /**
   * The keyword and the limit: {@code max-arrangements 1000}, {@code time-limit 30 s},
   * {@code cancelled}, {@code solver max-states 50000 (3 games undecided)}.
   */
  @Override
  public String toString() {
    return switch (kind) {
      case TIMEOUT -> kind.keyword() + " " + org.spiderlab.core.Durations.format(Duration.ofNanos(value));
      case CANCELLED -> kind.keyword();
      case MAX_MEMORY -> kind.keyword() + " " + value + " bytes";
      case SOLVER -> kind.keyword() + " " + solverLimit.orElseThrow() + " (" + value
          + (value == 1 ? " game" : " games") + " undecided)";
      default -> kind.keyword() + " " + value;
    };
  }
}
