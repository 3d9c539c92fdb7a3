package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A CNF formula as the lab handles it: {@code vars} variables numbered {@code 1..vars} and a list
 * of clauses, each an array of DIMACS literals ({@code v} or {@code -v}). The plain {@code int[][]}
 * form keeps enumeration, canonicalization and shrinking independent of the reduction's own
 * formula type; the lab converts at the boundary.
 *
 * <p>Immutable (arrays are copied in and out); equality is by content, in the given order. A
 * clause is non-empty; the same literal may not appear twice in a clause (a clause is a set of
 * literals, thesis 4.2 reduces 3-CNF where a clause names at most three literals), but {@code v}
 * and {@code -v} may (a tautological clause). The formula may be empty only as an intermediate
 * value; campaigns never produce one.
 */
public final class Formula {
  private final int vars;
  private final int[][] clauses;

  private Formula(int vars, int[][] clauses) {
    this.vars = vars;
    this.clauses = clauses;
  }

  /** A formula with {@code vars} variables and the given clauses (copied and checked). */
  public static Formula of(int vars, int[][] clauses) {
    checkArgument(vars >= 0, "the number of variables must be >= 0, got %s", vars);
    checkNotNull(clauses, "clauses");
    int[][] copy = new int[clauses.length][];
    for (int i = 0; i < clauses.length; i++) {
      int[] c = checkNotNull(clauses[i], "clause %s is null", i + 1);
      checkArgument(c.length > 0, "clause %s is empty", i + 1);
      for (int j = 0; j < c.length; j++) {
        int l = c[j];
        checkArgument(l != 0 && Math.abs(l) <= vars,
            "clause %s: literal %s is outside +-1..%s", i + 1, l, vars);
        for (int k = 0; k < j; k++) {
          checkArgument(c[k] != l, "clause %s: literal %s appears twice", i + 1, l);
        }
      }
      copy[i] = c.clone();
    }
    return new Formula(vars, copy);
  }

  /** The formula whose variables are exactly the ones its clauses mention: {@code 1..max|l|}. */
  public static Formula of(int[][] clauses) {
    int max = 0;
    for (int[] c : clauses) {
      for (int l : c) {
        max = Math.max(max, Math.abs(l));
      }
    }
    return of(max, clauses);
  }

  /**
   * Parses the compact form of {@link #toString()}: clauses separated by {@code ,} or {@code &},
   * literals by blanks or {@code |}, e.g. {@code "1 2 3, -1 2 3, -1 -2 -3"}.
   */
  public static Formula parse(String text) {
    List<int[]> out = new ArrayList<>();
    for (String clause : text.split("[,&]")) {
      String t = clause.trim();
      if (t.isEmpty()) {
        continue;
      }
      String[] lits = t.replace("(", " ").replace(")", " ").trim().split("[\\s|]+");
      int[] c = new int[lits.length];
      for (int i = 0; i < lits.length; i++) {
        c[i] = Integer.parseInt(lits[i].replace("!", "-"));
      }
      out.add(c);
    }
    return of(out.toArray(new int[0][]));
  }

  public int vars() {
    return vars;
  }

  public int clauseCount() {
    return clauses.length;
  }

  /** Clause {@code i} (a copy). */
  public int[] clause(int i) {
    return clauses[i].clone();
  }

  /** All clauses (a deep copy). */
  public int[][] clauses() {
    int[][] out = new int[clauses.length][];
    for (int i = 0; i < clauses.length; i++) {
      out[i] = clauses[i].clone();
    }
    return out;
  }

  /** The widest clause's length. */
  public int maxWidth() {
    int w = 0;
    for (int[] c : clauses) {
      w = Math.max(w, c.length);
    }
    return w;
  }

  /** Whether {@code assignment} (index {@code v} for variable {@code v}; index 0 unused) satisfies every clause. */
  public boolean satisfiedBy(boolean[] assignment) {
    checkArgument(assignment.length > vars, "the assignment covers %s variables, need %s",
        assignment.length - 1, vars);
    for (int[] c : clauses) {
      boolean sat = false;
      for (int l : c) {
        if (assignment[Math.abs(l)] == (l > 0)) {
          sat = true;
          break;
        }
      }
      if (!sat) {
        return false;
      }
    }
    return true;
  }

  /** The formula in DIMACS CNF format, with an optional comment line. */
  public String toDimacs(String comment) {
    StringBuilder sb = new StringBuilder();
    if (comment != null && !comment.isEmpty()) {
      for (String line : comment.split("\n")) {
        sb.append("c ").append(line).append('\n');
      }
    }
    sb.append("p cnf ").append(vars).append(' ').append(clauses.length).append('\n');
    for (int[] c : clauses) {
      for (int l : c) {
        sb.append(l).append(' ');
      }
      sb.append("0\n");
    }
    return sb.toString();
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
        if (j > 0) {
          sb.append(" | ");
        }
        sb.append(l < 0 ? "!v" : "v").append(Math.abs(l));
      }
      sb.append(')');
    }
    return sb.toString();
  }

  /** The compact form {@code 1 2 3, -1 2 3, -1 -2 -3}, read back by {@link #parse}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < clauses.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      for (int j = 0; j < clauses[i].length; j++) {
        if (j > 0) {
          sb.append(' ');
        }
        sb.append(clauses[i][j]);
      }
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Formula f && f.vars == vars && Arrays.deepEquals(f.clauses, clauses);
  }

  @Override
  public int hashCode() {
    return vars * 31 + Arrays.deepHashCode(clauses);
  }
}
