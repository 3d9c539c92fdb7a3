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
 * to ONE-COLOR-SPIDER (thesis 4.2.1) and the formula type of the cross-check lab (enumeration,
 * canonical forms, shrinking).
 *
 * <p>Every clause has at least one literal: the empty clause makes a formula trivially
 * unsatisfiable, and the reduction cannot express it (see {@code docs/REDUCTION.md}). A formula
 * may have no clause (it is satisfiable) and no variable. A clause may repeat a literal or
 * contain both signs of a variable; nothing is simplified. Equality is by content, in the given
 * clause and literal order.
 *
 * <p>Text forms: {@link #toString()} is the compact form {@code 1 2 3, -1 2 3, -1 -2 -3} that
 * {@link #parse} reads back (campaign ids and result lines use it), {@link #pretty()} the
 * thesis' notation and {@link #toDimacs()} the DIMACS CNF format.
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

  /** The formula whose variables are exactly {@code 1..max|l|} over its clauses (copied). */
  public static Cnf ofClauses(int[][] clauses) {
    checkNotNull(clauses, "clauses");
    int max = 0;
    for (int[] c : clauses) {
      for (int l : checkNotNull(c, "clause")) {
        max = Math.max(max, l == Integer.MIN_VALUE ? Integer.MAX_VALUE : Math.abs(l));
      }
    }
    return of(max, clauses);
  }

  /**
   * Parses the compact form of {@link #toString()}: clauses separated by {@code ,} or {@code &},
   * literals by blanks or {@code |}, {@code !} or {@code -} for negation, parentheses ignored,
   * e.g. {@code "1 2 3, -1 2 3, -1 -2 -3"} or {@code "(1 | !2) & (2)"}. The variables are those
   * named ({@link #ofClauses}).
   *
   * @throws IllegalArgumentException if a literal is not a non-zero number
   */
  public static Cnf parse(String text) {
    checkNotNull(text, "text");
    List<int[]> out = new ArrayList<>();
    for (String clause : text.split("[,&]")) {
      String t = clause.replace("(", " ").replace(")", " ").trim();
      if (t.isEmpty()) {
        continue;
      }
      String[] lits = t.split("[\\s|]+");
      int[] c = new int[lits.length];
      for (int i = 0; i < lits.length; i++) {
        c[i] = Integer.parseInt(lits[i].replace("!", "-"));
      }
      out.add(c);
    }
    return ofClauses(out.toArray(new int[0][]));
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

  /** All clauses (a deep copy). */
  public int[][] clauses() {
    int[][] out = new int[clauses.length][];
    for (int i = 0; i < clauses.length; i++) {
      out[i] = clauses[i].clone();
    }
    return out;
  }

  /** The widest clause's length (0 without clauses). */
  public int maxWidth() {
    int w = 0;
    for (int[] c : clauses) {
      w = Math.max(w, c.length);
    }
    return w;
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
    return toDimacs(null);
  }

  /**
   * The formula in DIMACS CNF text, after {@code comment} as {@code c} lines (one per line of
   * the comment; none when null or empty).
   */
  public String toDimacs(String comment) {
    return toDimacs(comment, "");
  }

  /**
   * The formula in a dialect of DIMACS CNF: {@link #toDimacs(String)} with {@code lines} (each
   * ended by a newline; QDIMACS: the quantifier lines) between the header and the clauses.
   */
  public String toDimacs(String comment, String lines) {
    checkNotNull(lines, "lines");
    StringBuilder sb = new StringBuilder();
    if (comment != null && !comment.isEmpty()) {
      for (String line : comment.split("\n")) {
        sb.append("c ").append(line).append('\n');
      }
    }
    sb.append("p cnf ").append(variables).append(' ').append(clauses.length).append('\n');
    sb.append(lines);
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

  /** The formula in the thesis' notation, e.g. {@code (v1 | v2 | v3) & (!v1 | v2 | v3)}. */
  public String pretty() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < clauses.length; i++) {
      if (i > 0) {
        sb.append(" & ");
      }
      sb.append('(');
      for (int j = 0; j < clauses[i].length; j++) {
        int l = clauses[i][j];
        sb.append(j > 0 ? " | " : "").append(l < 0 ? "!v" : "v").append(Math.abs(l));
      }
      sb.append(')');
    }
    return sb.toString();
  }

  /**
   * The compact form {@code 1 2 3, -1 2 3, -1 -2 -3} (clauses separated by a comma and a blank,
   * literals by a blank; empty for no clause), read back by {@link #parse} (which takes the
   * variables to be those named).
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < clauses.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      for (int j = 0; j < clauses[i].length; j++) {
        sb.append(j > 0 ? " " : "").append(clauses[i][j]);
      }
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
