package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Arrays;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * How the variables of a {@link ForallExists} read from a QDIMACS file are numbered in the file
 * ({@link QdimacsReader} renumbers so that the universal variables are {@code 1..t}), so that
 * counterexamples and Skolem tables are printed in the file's numbering: variables {@code 1..t}
 * are the file's universal variables in increasing order, variables {@code t+1..n} the file's
 * other variables in increasing order. Stored as the {@code t} universal file numbers only (so a
 * header declaring millions of variables costs nothing), none for the identity; immutable, equal
 * when the bijections are.
 */
public final class VariableNumbering {
  private final int variables;
  private final int[] universals; // file numbers of 1..t, increasing

  private VariableNumbering(int variables, int[] universals) {
    this.variables = variables;
    this.universals = universals;
  }

  /** The numbering that changes nothing. */
  public static VariableNumbering identity(int variables) {
    return of(variables);
  }

  /**
   * The numbering of {@code variables} variables whose first ones are the file's variables
   * {@code universals} (increasing, in {@code 1..variables}).
   */
  public static VariableNumbering of(int variables, int... universals) {
    checkArgument(variables >= 0, "variables must be >= 0, got %s", variables);
    checkNotNull(universals, "universals");
    for (int i = 0; i < universals.length; i++) {
      checkArgument(universals[i] >= 1 && universals[i] <= variables
          && (i == 0 || universals[i - 1] < universals[i]),
          "not increasing variables of 1..%s: %s", variables, Arrays.toString(universals));
    }
    // the only bijection with two representations is the identity (universals 1..t for any t,
    // the empty list included), so equal numberings are equal objects once it is normalized
    boolean identity = universals.length == 0 || universals[universals.length - 1]
        == universals.length;
    return new VariableNumbering(variables, identity ? new int[0] : universals.clone());
  }

  /** n. */
  public int variables() {
    return variables;
  }

  /** The file's number of variable {@code v}. */
  public int fileVariable(int v) {
    checkArgument(v >= 1 && v <= variables, "variable %s is not in 1..%s", v, variables);
    int t = universals.length;
    if (v <= t) {
      return universals[v - 1];
    }
    // the k-th other file variable is k + j, j = the universal file numbers below it, which
    // are the indices i with universals[i] - i <= k
    int k = v - t;
    int lo = 0;
    int hi = t;
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (universals[mid] - mid <= k) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return k + lo;
  }

  /** The number of the file's variable {@code x} in this numbering (the inverse). */
  public int variable(int x) {
    checkArgument(x >= 1 && x <= variables, "variable %s is not in 1..%s", x, variables);
    int i = Arrays.binarySearch(universals, x);
    return i >= 0 ? i + 1 : universals.length + x + i + 1; // i = -(universals below x) - 1
  }

  /** The file's form of the DIMACS literal {@code literal}. */
  public int fileLiteral(int literal) {
    checkArgument(literal != 0 && literal != Integer.MIN_VALUE, "not a literal: %s", literal);
    return Integer.signum(literal) * fileVariable(Math.abs(literal));
  }

  /** Whether every variable keeps its number (the universal ones are {@code 1..t}). */
  public boolean isIdentity() {
    return universals.length == 0;
  }

  /**
   * The values {@code a} gives the variables {@code from..to}, as literals in the file's
   * numbering ({@code a} may cover more variables than {@code to}); a range within the universal
   * or within the other variables comes out sorted by file variable.
   */
  public int[] fileLiterals(Assignment a, int from, int to) {
    checkNotNull(a, "assignment");
    checkArgument(from >= 1 && to <= variables && to <= a.variables() && from <= to + 1,
        "variables %s..%s are not in 1..%s", from, to, Math.min(variables, a.variables()));
    int[] out = new int[to - from + 1];
    for (int v = from; v <= to; v++) {
      out[v - from] = a.value(v) ? fileVariable(v) : -fileVariable(v);
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VariableNumbering n && variables == n.variables
        && Arrays.equals(universals, n.universals);
  }

  @Override
  public int hashCode() {
    return variables * 31 + Arrays.hashCode(universals);
  }

  /**
   * {@code 3 variables, first 2 3} (the file variables numbered first), or {@code 3 variables,
   * identity}.
   */
  @Override
  public String toString() {
    if (universals.length == 0) {
      return variables + " variables, identity";
    }
    StringBuilder sb = new StringBuilder(variables + " variables, first");
    for (int u : universals) {
      sb.append(' ').append(u);
    }
    return sb.toString();
  }
}
