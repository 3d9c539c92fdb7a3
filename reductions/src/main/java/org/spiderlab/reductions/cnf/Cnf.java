package org.spiderlab.reductions.cnf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable formula in conjunctive normal form over the variables {@code 1..variables()},
 * clauses as arrays of DIMACS literals ({@code v} or {@code -v}); the input of the reduction 3-SAT
 * to ONE-COLOR-SPIDER (thesis 4.2.1).
 *
 * <p>Every clause has at least one literal: the empty clause makes a formula trivially
 * unsatisfiable, and the reduction cannot express it (see {@code docs/REDUCTION.md}). A clause
 * may repeat a literal or contain both signs of a variable; nothing is simplified.
 */
public final class Cnf {
  private final int variables;
  private final int[][] clauses;
  private final long occurrences;

  private Cnf(int variables, int[][] clauses) {
    this.variables = variables;
    this.clauses = clauses;
    long occ = 0;
    for (int[] c : clauses) {
      occ += c.length;
    }
    this.occurrences = occ;
  }

  /** A formula of the given clauses (copied). */
  public static Cnf of(int variables, int[]... clauses) {
    Builder b = builder(variables);
    for (int[] c : clauses) {
      b.clause(c);
    }
    return b.build();
  }

  /** A formula of the given clauses (copied). */
  public static Cnf of(int variables, List<int[]> clauses) {
    Builder b = builder(variables);
    for (int[] c : clauses) {
      b.clause(c);
    }
    return b.build();
  }

  public static Builder builder(int variables) {
    return new Builder(variables);
  }

  public int variables() {
    return variables;
  }

  public int clauseCount() {
    return clauses.length;
  }

  /** A copy of clause {@code i} (0-based). */
  public int[] clause(int i) {
    checkElementIndex(i, clauses.length, "clause");
    return clauses[i].clone();
  }

  public int width(int i) {
    checkElementIndex(i, clauses.length, "clause");
    return clauses[i].length;
  }

  /** Literal {@code position} of clause {@code i} (both 0-based). */
  public int literal(int i, int position) {
    checkElementIndex(i, clauses.length, "clause");
    checkElementIndex(position, clauses[i].length, "position");
    return clauses[i][position];
  }

  /** The total number of literal occurrences (sum of the clause widths). */
  public long occurrences() {
    return occurrences;
  }

  /** Whether every clause has exactly three literals. */
  public boolean isThreeCnf() {
    for (int[] c : clauses) {
      if (c.length != 3) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code a} satisfies every clause; {@code a} must cover exactly these variables. */
  public boolean evaluate(Assignment a) {
    return firstFalsifiedClause(a) < 0;
  }

  /** The index of the first clause that {@code a} falsifies, or {@code -1}. */
  public int firstFalsifiedClause(Assignment a) {
    checkNotNull(a, "assignment");
    checkArgument(a.variables() == variables,
        "the assignment has %s variables, the formula %s", a.variables(), variables);
    outer:
    for (int i = 0; i < clauses.length; i++) {
      for (int lit : clauses[i]) {
        if (a.isTrue(lit)) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  /** The formula in DIMACS CNF text ({@code p cnf V C} and one clause per line). */
  public String toDimacs() {
    StringBuilder sb = new StringBuilder();
    sb.append("p cnf ").append(variables).append(' ').append(clauses.length).append('\n');
    for (int[] c : clauses) {
      for (int lit : c) {
        sb.append(lit).append(' ');
      }
      sb.append("0\n");
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Cnf c && variables == c.variables && Arrays.deepEquals(clauses, c.clauses);
  }

  @Override
  public int hashCode() {
    return variables * 31 + Arrays.deepHashCode(clauses);
  }

  /** {@code 3 variables, 2 clauses: (1 | -2 | 3) & (-1 | 2 | 2)}, abbreviated when long. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append(variables).append(" variables, ").append(clauses.length).append(" clauses");
    if (clauses.length > 0) {
      sb.append(": ");
    }
    for (int i = 0; i < Math.min(clauses.length, 8); i++) {
      if (i > 0) {
        sb.append(" & ");
      }
      sb.append('(');
      for (int j = 0; j < clauses[i].length; j++) {
        sb.append(j > 0 ? " | " : "").append(clauses[i][j]);
      }
      sb.append(')');
    }
    if (clauses.length > 8) {
      sb.append(" & ...");
    }
    return sb.toString();
  }

  /** Collects clauses; every literal must lie in {@code 1..variables} up to its sign. */
  public static final class Builder {
    private final int variables;
    private final List<int[]> clauses = new ArrayList<>();

    private Builder(int variables) {
      checkArgument(variables >= 0, "the number of variables must be >= 0, got %s", variables);
      this.variables = variables;
    }

    /** Adds a clause (copied); {@code 0} is not a literal. */
    public Builder clause(int... literals) {
      checkNotNull(literals, "clause");
      checkArgument(literals.length > 0,
          "clause %s is empty (the empty clause is trivially false and not supported)",
          clauses.size() + 1);
      for (int lit : literals) {
        checkArgument(lit != 0 && lit != Integer.MIN_VALUE && Math.abs(lit) <= variables,
            "clause %s: literal %s is not one of the variables 1..%s",
            clauses.size() + 1, lit, variables);
      }
      clauses.add(literals.clone());
      return this;
    }

    public int clauseCount() {
      return clauses.size();
    }

    public Cnf build() {
      return new Cnf(variables, clauses.toArray(new int[0][]));
    }
  }
}
