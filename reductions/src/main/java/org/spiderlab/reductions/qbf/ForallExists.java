package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.reductions.cnf.Cnf;

/**
 * A forall-exists formula in prenex CNF, the source problem of the Pi2 reductions (thesis 4.3 and
 * 4.4): {@code forall x1..xt exists x(t+1)..xn : matrix}. The universal variables are the first
 * {@code universals} variables of the matrix; every other variable is existential. The formula is
 * true when every assignment of the universal variables extends to a model of the matrix.
 *
 * @param universals t, the number of universal variables ({@code 0 <= t <= matrix.variables()})
 * @param matrix the CNF matrix over the variables {@code 1..n}
 */
public record ForallExists(int universals, Cnf matrix) {

  public ForallExists {
    checkNotNull(matrix, "matrix");
    checkArgument(universals >= 0 && universals <= matrix.variables(),
        "universals must be in 0..%s, got %s", matrix.variables(), universals);
  }

  /** n, all variables. */
  public int variables() {
    return matrix.variables();
  }

  /** n - t, the existential variables. */
  public int existentials() {
    return matrix.variables() - universals;
  }

  /** Whether variable {@code v} (1-based) is universal. */
  public boolean isUniversal(int v) {
    checkArgument(v >= 1 && v <= matrix.variables(), "variable %s is not in 1..%s", v,
        matrix.variables());
    return v <= universals;
  }

  /** A one-line summary with the matrix, for messages. */
  @Override
  public String toString() {
    return "forall 1.." + universals + " exists " + (universals + 1) + ".." + matrix.variables()
        + ": " + matrix;
  }
}
