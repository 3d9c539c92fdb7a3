package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import java.util.Arrays;
import java.util.Optional;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The witness that a forall-exists formula is true (thesis 4.3 and 4.4: the YES certificate of
 * the Pi2 source problem): for every assignment of the universal variables, values of the
 * existential variables that satisfy the matrix; the Skolem functions written out as a table.
 * Immutable.
 *
 * <p>Row {@code r} ({@code 0 <= r < 2^t}) is the universal assignment in which variable {@code
 * v} ({@code 1 <= v <= t}) is true iff bit {@code v - 1} of {@code r} is set. A table has at most
 * {@link #MAX_UNIVERSALS} universal variables and at most {@link #MAX_CELLS} cells (rows times
 * existential variables); {@link #fits} says whether a shape is allowed. {@link #refute} checks a
 * table against a formula row by row.
 */
public final class SkolemTable {
  /** The most universal variables of a table (65,536 rows). */
  public static final int MAX_UNIVERSALS = 16;

  /** The most cells, rows times existential variables (2^28 bits, 32 MiB). */
  public static final long MAX_CELLS = 1L << 28;

  private final int universals;
  private final int existentials;
  private final long[] bits; // bit r * existentials + (x - t - 1) is the value of x in row r

  private SkolemTable(int universals, int existentials, long[] bits) {
    this.universals = universals;
    this.existentials = existentials;
    this.bits = bits;
  }

  /** Whether a table with {@code universals} and {@code existentials} variables is allowed. */
  public static boolean fits(int universals, int existentials) {
    return universals >= 0 && universals <= MAX_UNIVERSALS && existentials >= 0
        && (1L << universals) * existentials <= MAX_CELLS;
  }

  /** A builder for a table of this shape; every row must be given. */
  public static Builder builder(int universals, int existentials) {
    checkArgument(fits(universals, existentials),
        "no Skolem table for %s universal and %s existential variables (at most %s universal"
            + " variables and %s cells)", universals, existentials, MAX_UNIVERSALS, MAX_CELLS);
    return new Builder(universals, existentials);
  }

  /** t. */
  public int universals() {
    return universals;
  }

  /** n - t. */
  public int existentials() {
    return existentials;
  }

  /** 2^t. */
  public int rows() {
    return 1 << universals;
  }

  /**
   * The row of the universal assignment that {@code a} gives the variables {@code 1..universals}
   * ({@code a} may cover more variables).
   */
  public static int rowOf(Assignment a, int universals) {
    checkArgument(universals >= 0 && universals <= MAX_UNIVERSALS && universals <= a.variables(),
        "%s universal variables of an assignment of %s", universals, a.variables());
    int r = 0;
    for (int x = 1; x <= universals; x++) {
      r |= a.value(x) ? 1 << (x - 1) : 0;
    }
    return r;
  }

  /** The universal assignment of row {@code row}, over the variables {@code 1..t}. */
  public Assignment universalAssignment(int row) {
    checkRow(row);
    return Assignment.ofBits(universals, row);
  }

  /** Row {@code row} as an assignment of all variables {@code 1..n}. */
  public Assignment assignment(int row) {
    checkRow(row);
    long base = (long) row * existentials;
    return Assignment.of(universals + existentials, v -> v <= universals
        ? ((row >>> (v - 1)) & 1) != 0 : bit(base + v - universals - 1));
  }

  /**
   * Why this table is not a witness of {@code formula}: its shape differs, or a row falsifies a
   * clause; empty when every row satisfies the matrix.
   */
  public Optional<String> refute(ForallExists formula) {
    checkNotNull(formula, "formula");
    if (formula.universals() != universals || formula.existentials() != existentials) {
      return Optional.of("the table has " + universals + " universal and " + existentials
          + " existential variables, the formula " + formula.universals() + " and "
          + formula.existentials());
    }
    Cnf m = formula.matrix();
    for (int r = 0; r < rows(); r++) {
      Assignment a = assignment(r);
      int bad = m.firstFalsifiedClause(a);
      if (bad >= 0) {
        return Optional.of("row " + r + " (" + a + ") falsifies clause " + (bad + 1));
      }
    }
    return Optional.empty();
  }

  private boolean bit(long i) {
    return (bits[(int) (i >>> 6)] >>> (i & 63) & 1) != 0;
  }

  private void checkRow(int row) {
    checkArgument(row >= 0 && row < rows(), "row %s is not in 0..%s", row, rows() - 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SkolemTable s && universals == s.universals
        && existentials == s.existentials && Arrays.equals(bits, s.bits);
  }

  @Override
  public int hashCode() {
    return (universals * 31 + existentials) * 31 + Arrays.hashCode(bits);
  }

  /** {@code Skolem table: 8 rows, 4 existential variables}. */
  @Override
  public String toString() {
    return "Skolem table: " + rows() + (rows() == 1 ? " row, " : " rows, ") + existentials
        + " existential variables";
  }

  /** Collects the rows of a {@link SkolemTable}. */
  public static final class Builder {
    private final int universals;
    private final int existentials;
    private final long[] bits;
    private final boolean[] given;
    private int missing;

    private Builder(int universals, int existentials) {
      this.universals = universals;
      this.existentials = existentials;
      long cells = (1L << universals) * existentials;
      this.bits = new long[(int) ((cells + 63) >>> 6)];
      this.given = new boolean[1 << universals];
      this.missing = given.length;
    }

    /**
     * Sets row {@code row} to the values that {@code a} gives the existential variables {@code
     * t+1..n} ({@code a} covers all {@code n} variables; its universal part is not read).
     */
    public Builder row(int row, Assignment a) {
      checkArgument(row >= 0 && row < given.length, "row %s is not in 0..%s", row,
          given.length - 1);
      checkArgument(a.variables() == universals + existentials,
          "the assignment has %s variables, the table %s", a.variables(),
          universals + existentials);
      long base = (long) row * existentials;
      for (int j = 0; j < existentials; j++) {
        long i = base + j;
        int word = (int) (i >>> 6);
        long mask = 1L << (i & 63);
        bits[word] = a.value(universals + 1 + j) ? bits[word] | mask : bits[word] & ~mask;
      }
      if (!given[row]) {
        given[row] = true;
        missing--;
      }
      return this;
    }

    /** Whether row {@code row} was given. */
    public boolean has(int row) {
      return given[row];
    }

    /** The first row not given yet, or -1 when every row was given. */
    public int firstMissing() {
      for (int r = 0; r < given.length; r++) {
        if (!given[r]) {
          return r;
        }
      }
      return -1;
    }

    /** The table; every row must have been given. */
    public SkolemTable build() {
      checkState(missing == 0, "%s of %s rows are missing", missing, given.length);
      return new SkolemTable(universals, existentials, bits.clone());
    }
  }
}
