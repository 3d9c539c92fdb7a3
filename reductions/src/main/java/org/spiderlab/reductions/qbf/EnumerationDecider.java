package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.Optional;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * The reference decider of forall-exists formulas (thesis 4.3, 4.4): tries the {@code 2^t}
 * universal assignments in the order of their rows (bit {@code v - 1} is variable {@code v}) and
 * asks one incremental Sat4j solver ({@link MatrixOracle}, the universal literals as assumptions)
 * for an extension of each. The first assignment without one is the counterexample (confirmed by
 * a fresh solver); when all extend, the formula is TRUE and, for {@code t} up to {@link
 * Pi2Options#tableLimit()}, the models found are the Skolem table. Simple enough to be obviously
 * right, and exponential in {@code t} on TRUE formulas, which is what {@link CegarDecider} is
 * checked and measured against. At most 62 universal variables. Thread-safe.
 */
public final class EnumerationDecider implements Pi2Decider {
  /** The most universal variables (the rows are counted in a {@code long}). */
  public static final int MAX_UNIVERSALS = 62;

  private final Pi2Options options;

  private EnumerationDecider(Pi2Options options) {
    this.options = checkNotNull(options, "options");
  }

  /** The decider with these limits. */
  public static EnumerationDecider of(Pi2Options options) {
    return new EnumerationDecider(options);
  }

  /** The decider with {@link Pi2Options#defaults()}. */
  public static EnumerationDecider withDefaults() {
    return of(Pi2Options.defaults());
  }

  @Override
  public Pi2Result solve(ForallExists formula) {
    checkNotNull(formula, "formula");
    long start = System.nanoTime();
    int t = formula.universals();
    if (t > MAX_UNIVERSALS) {
      return new Pi2Result(new Pi2Answer.Unknown("enumeration takes at most " + MAX_UNIVERSALS
          + " universal variables, the formula has " + t), 0, 0, Duration.ZERO);
    }
    Deadline deadline = Deadline.after(options.timeout());
    SkolemTable.Builder table = options.wantsTable(formula)
        ? SkolemTable.builder(t, formula.existentials()) : null;
    long tried = 0;
    Pi2Answer answer = null;
    try (MatrixOracle matrix = new MatrixOracle(formula, deadline, false)) {
      try {
        for (long row = 0; row < 1L << t && answer == null; row++) {
          Assignment u = Assignment.ofBits(t, row);
          tried++;
          Assignment y = matrix.extend(u);
          if (y == null) {
            answer = matrix.confirmedFalse(u);
          } else if (table != null) {
            table.row((int) row, y);
          }
        }
        if (answer == null) {
          answer = new Pi2Answer.True(Optional.ofNullable(table)
              .map(b -> checked(formula, b.build())));
        }
      } catch (Deadline.Expired e) {
        answer = new Pi2Answer.Unknown(deadline.reason());
      }
      return new Pi2Result(answer, tried, matrix.calls(),
          Duration.ofNanos(System.nanoTime() - start));
    }
  }

  private static SkolemTable checked(ForallExists formula, SkolemTable table) {
    table.refute(formula).ifPresent(why -> {
      throw new IllegalStateException("the Skolem table of " + formula + " is wrong: " + why);
    });
    return table;
  }

  @Override
  public String toString() {
    return "enumeration (" + options + ")";
  }
}
