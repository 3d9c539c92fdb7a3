package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Arrays;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * How the variables of a {@link ForallExists} read from a QDIMACS file are numbered in the file
 * ({@link QdimacsReader} renumbers so that the universal variables are {@code 1..t}), so that
 * counterexamples and Skolem tables are printed in the file's numbering. A bijection of {@code
 * 1..n} onto itself; immutable.
 */
public final class VariableNumbering {
  private final int[] fileVariable; // index 1..n; [0] unused

  private VariableNumbering(int[] fileVariable) {
    this.fileVariable = fileVariable;
  }

  /** The numbering that changes nothing. */
  public static VariableNumbering identity(int variables) {
    checkArgument(variables >= 0, "variables must be >= 0, got %s", variables);
    int[] f = new int[variables + 1];
    for (int v = 1; v <= variables; v++) {
      f[v] = v;
    }
    return new VariableNumbering(f);
  }

  /**
   * The numbering in which variable {@code v} is the file's variable {@code fileVariables[v -
   * 1]}; the array must be a permutation of {@code 1..length}.
   */
  public static VariableNumbering of(int... fileVariables) {
    checkNotNull(fileVariables, "fileVariables");
    int n = fileVariables.length;
    boolean[] seen = new boolean[n + 1];
    int[] f = new int[n + 1];
    for (int i = 0; i < n; i++) {
      int x = fileVariables[i];
      checkArgument(x >= 1 && x <= n && !seen[x], "not a permutation of 1..%s: %s", n,
          Arrays.toString(fileVariables));
      seen[x] = true;
      f[i + 1] = x;
    }
    return new VariableNumbering(f);
  }

  /** n. */
  public int variables() {
    return fileVariable.length - 1;
  }

  /** The file's number of variable {@code v}. */
  public int fileVariable(int v) {
    checkArgument(v >= 1 && v < fileVariable.length, "variable %s is not in 1..%s", v,
        variables());
    return fileVariable[v];
  }

  /** The file's form of the DIMACS literal {@code literal}. */
  public int fileLiteral(int literal) {
    checkArgument(literal != 0 && literal != Integer.MIN_VALUE, "not a literal: %s", literal);
    return Integer.signum(literal) * fileVariable(Math.abs(literal));
  }

  /** Whether every variable keeps its number. */
  public boolean isIdentity() {
    for (int v = 1; v < fileVariable.length; v++) {
      if (fileVariable[v] != v) {
        return false;
      }
    }
    return true;
  }

  /**
   * The values {@code a} gives the variables {@code from..to}, as literals in the file's
   * numbering ({@code a} may cover more variables than {@code to}), sorted by file variable.
   */
  public int[] fileLiterals(Assignment a, int from, int to) {
    checkNotNull(a, "assignment");
    checkArgument(from >= 1 && to <= variables() && to <= a.variables() && from <= to + 1,
        "variables %s..%s are not in 1..%s", from, to, Math.min(variables(), a.variables()));
    int[] out = new int[to - from + 1];
    for (int v = from; v <= to; v++) {
      out[v - from] = a.value(v) ? fileVariable[v] : -fileVariable[v];
    }
    Integer[] boxed = Arrays.stream(out).boxed().toArray(Integer[]::new);
    Arrays.sort(boxed, (x, y) -> Integer.compare(Math.abs(x), Math.abs(y)));
    return Arrays.stream(boxed).mapToInt(Integer::intValue).toArray();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof VariableNumbering n && Arrays.equals(fileVariable, n.fileVariable);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(fileVariable);
  }

  /** {@code 1->3 2->1 3->2}: each variable and its file number. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int v = 1; v < fileVariable.length; v++) {
      sb.append(v > 1 ? " " : "").append(v).append("->").append(fileVariable[v]);
    }
    return sb.toString();
  }
}
