package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.FormulaShrinks;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * One-step shrinks of a forall-exists formula for the generic {@link
 * org.spiderlab.core.shrink.Shrinker}, so that a formula on which a Pi2 reduction's cross-check
 * fails (thesis 4.3, 4.4) is reported small: the steps of {@link FormulaShrinks#clauseSets}
 * (drop a variable, a clause, a literal; merge a variable into a lower one, which may turn an
 * existential occurrence universal), then make one universal variable existential. Every
 * candidate is compacted ({@link #compact}: the occurring universal variables {@code 1..t'},
 * then the occurring existential ones, each in increasing order), has at least one clause and
 * at least one universal variable that occurs. Each step removes a variable, a clause, a literal
 * or a universal variable, so shrinking terminates.
 */
public final class QbfShrinks {
  private QbfShrinks() {}

  /** The one-step shrinks of {@code f}, distinct, biggest first. */
  public static List<ForallExists> candidates(ForallExists f) {
    checkNotNull(f, "formula");
    ForallExists fc = compact(f.universals(), f.matrix().clauses());
    Set<ForallExists> out = new LinkedHashSet<>();
    for (int[][] c : FormulaShrinks.clauseSets(fc.matrix())) {
      add(out, fc.universals(), c);
    }
    int t = fc.universals();
    for (int v = 1; v <= t && t >= 2; v++) {
      // v becomes the lowest existential variable: swap it with t, then t - 1 universals
      int[][] c = fc.matrix().clauses();
      for (int[] clause : c) {
        for (int i = 0; i < clause.length; i++) {
          int x = Math.abs(clause[i]);
          int y = x == v ? t : x == t ? v : x;
          clause[i] = Integer.signum(clause[i]) * y;
        }
      }
      add(out, t - 1, c);
    }
    out.remove(f);
    out.remove(fc);
    if (f.matrix().clauseCount() == 0) {
      out.clear();
    }
    return new ArrayList<>(out);
  }

  /**
   * The formula of {@code clauses} with universal variables {@code 1..universals}, renumbered:
   * the occurring universal variables first, then the occurring existential ones, each group in
   * increasing order; variables that occur nowhere are dropped.
   */
  public static ForallExists compact(int universals, int[][] clauses) {
    int max = 0;
    for (int[] c : clauses) {
      for (int l : c) {
        max = Math.max(max, Math.abs(l));
      }
    }
    boolean[] occurs = new boolean[max + 1];
    for (int[] c : clauses) {
      for (int l : c) {
        occurs[Math.abs(l)] = true;
      }
    }
    int[] rename = new int[max + 1];
    int k = 0;
    for (int v = 1; v <= Math.min(universals, max); v++) {
      rename[v] = occurs[v] ? ++k : 0;
    }
    int t = k;
    for (int v = universals + 1; v <= max; v++) {
      rename[v] = occurs[v] ? ++k : 0;
    }
    int[][] out = new int[clauses.length][];
    for (int i = 0; i < clauses.length; i++) {
      out[i] = new int[clauses[i].length];
      for (int j = 0; j < clauses[i].length; j++) {
        int l = clauses[i][j];
        out[i][j] = Integer.signum(l) * rename[Math.abs(l)];
      }
    }
    return new ForallExists(t, Cnf.of(k, out));
  }

  private static void add(Set<ForallExists> out, int universals, int[][] clauses) {
    if (clauses.length == 0) {
      return;
    }
    ForallExists g = compact(universals, clauses);
    if (g.universals() >= 1) {
      out.add(g);
    }
  }
}
