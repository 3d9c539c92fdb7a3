package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;

/**
 * The limits of a {@link Pi2Decider}: the time after which it answers UNKNOWN, and the most
 * universal variables for which a TRUE answer carries a {@link SkolemTable} (building and
 * checking the table costs {@code 2^t} rows).
 *
 * @param timeout the time limit of one decision (at least one millisecond)
 * @param tableLimit the most universal variables with a table, {@code 0..}{@link
 *     SkolemTable#MAX_UNIVERSALS}
 */
public record Pi2Options(Duration timeout, int tableLimit) {
  /** The default time limit: one hour, as {@code SatSolver}'s. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofHours(1);

  /** The default table limit: 12 universal variables (4,096 rows). */
  public static final int DEFAULT_TABLE_LIMIT = 12;

  public Pi2Options {
    checkNotNull(timeout, "timeout");
    checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms, got %s", timeout);
    checkArgument(tableLimit >= 0 && tableLimit <= SkolemTable.MAX_UNIVERSALS,
        "the table limit must be in 0..%s, got %s", SkolemTable.MAX_UNIVERSALS, tableLimit);
  }

  /** One hour, tables up to 12 universal variables. */
  public static Pi2Options defaults() {
    return new Pi2Options(DEFAULT_TIMEOUT, DEFAULT_TABLE_LIMIT);
  }

  /** These options with another time limit. */
  public Pi2Options withTimeout(Duration t) {
    return new Pi2Options(t, tableLimit);
  }

  /** These options with another table limit. */
  public Pi2Options withTableLimit(int limit) {
    return new Pi2Options(timeout, limit);
  }

  /** Whether a TRUE answer for {@code formula} carries a table under these options. */
  public boolean wantsTable(ForallExists formula) {
    return formula.universals() <= tableLimit
        && SkolemTable.fits(formula.universals(), formula.existentials());
  }
}
