package org.spiderlab.reductions.lab.cnf;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * One-step shrinks of a {@link Cnf} for the generic {@link org.spiderlab.core.shrink.Shrinker},
 * so that a formula on which a reduction's cross-check fails (thesis 4.2) is reported in a minimal
 * form; biggest cuts first: drop a variable (delete all its literals, then the clauses left
 * empty), drop a clause, drop a literal from a clause of two or more, merge a variable into a
 * lower one with the same or the opposite sign. Every candidate has its variables renumbered
 * {@code 1..k} in order of first occurrence and has at least one clause; candidates that would hold a repeated literal are cleaned (the literal
 * kept once). Each step removes a variable, a clause or a literal, so shrinking terminates.
 */
public final class FormulaShrinks {
  private FormulaShrinks() {}

  /** The one-step shrinks of {@code f}, distinct, biggest first. */
  public static List<Cnf> candidates(Cnf f) {
    Set<Cnf> out = new LinkedHashSet<>();
    for (int[][] c : clauseSets(compact(f))) {
      if (c.length > 0) {
        out.add(compact(Cnf.ofClauses(c)));
      }
    }
    out.remove(f);
    if (f.clauseCount() == 0) {
      out.clear();
    }
    return new ArrayList<>(out);
  }

  /**
   * The clause sets of the one-step shrinks of {@code f}, biggest cuts first, in {@code f}'s
   * numbering (a merge keeps the lower variable; nothing is renumbered; a set may be empty or
   * repeat another): the steps that {@link #candidates} compacts, for shrinkers of formulas with
   * more structure (the forall-exists formulas of {@code lab.qbf}).
   */
  public static List<int[][]> clauseSets(Cnf f) {
    List<int[][]> out = new ArrayList<>();
    int vars = f.variables();
    int[][] c = f.clauses();
    for (int v = 1; v <= vars; v++) {
      final int drop = v;
      out.add(map(c, l -> Math.abs(l) == drop ? 0 : l));
    }
    for (int i = 0; i < c.length; i++) {
      List<int[]> rest = new ArrayList<>();
      for (int j = 0; j < c.length; j++) {
        if (j != i) {
          rest.add(c[j]);
        }
      }
      out.add(rest.toArray(new int[0][]));
    }
    for (int i = 0; i < c.length; i++) {
      if (c[i].length < 2) {
        continue;
      }
      for (int k = 0; k < c[i].length; k++) {
        int[][] copy = f.clauses();
        int[] shorter = new int[c[i].length - 1];
        for (int m = 0, n = 0; m < c[i].length; m++) {
          if (m != k) {
            shorter[n++] = c[i][m];
          }
        }
        copy[i] = shorter;
        out.add(copy);
      }
    }
    for (int hi = 2; hi <= vars; hi++) {
      for (int lo = 1; lo < hi; lo++) {
        for (int sign : new int[] {1, -1}) {
          final int h = hi;
          final int target = lo * sign;
          out.add(map(c, l -> Math.abs(l) == h ? Integer.signum(l) * target : l));
        }
      }
    }
    return out;
  }

  /** {@code f} with its variables renumbered {@code 1..k} in order of first occurrence. */
  public static Cnf compact(Cnf f) {
    int[][] c = f.clauses();
    int[] rename = new int[f.variables() + 1];
    int k = 0;
    for (int[] clause : c) {
      for (int i = 0; i < clause.length; i++) {
        int v = Math.abs(clause[i]);
        if (rename[v] == 0) {
          rename[v] = ++k;
        }
        clause[i] = Integer.signum(clause[i]) * rename[v];
      }
    }
    return Cnf.of(k, c);
  }

  private interface LitMap {
    int apply(int literal);
  }

  /** Maps every literal (0 = delete), removes repeated literals and empty clauses. */
  private static int[][] map(int[][] c, LitMap m) {
    List<int[]> out = new ArrayList<>();
    for (int[] clause : c) {
      List<Integer> lits = new ArrayList<>();
      for (int l : clause) {
        int x = m.apply(l);
        if (x != 0 && !lits.contains(x)) {
          lits.add(x);
        }
      }
      if (!lits.isEmpty()) {
        out.add(lits.stream().mapToInt(Integer::intValue).toArray());
      }
    }
    return out.toArray(new int[0][]);
  }
}
