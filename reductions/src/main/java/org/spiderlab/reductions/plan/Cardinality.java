package org.spiderlab.reductions.plan;

import java.util.Arrays;

/** At-most-one constraints for {@link PlanEncoding}: pairwise for a few literals, else Sinz' sequential counter. */
final class Cardinality {
  private Cardinality() {}

  /** At most one of {@code lits} (literal {@code -1}, false, is skipped). */
  static void atMostOne(PlanEncoding e, int[] lits) {
    int[] x = Arrays.stream(lits).filter(l -> l != -1).toArray();
    int n = x.length;
    if (n <= 5) {
      for (int a = 0; a < n; a++) {
        for (int b = a + 1; b < n; b++) {
          e.clause(-x[a], -x[b]);
        }
      }
      return;
    }
    int[] s = e.newVars(n - 1);
    e.clause(-x[0], s[0]);
    for (int i = 1; i < n - 1; i++) {
      e.clause(-x[i], s[i]);
      e.clause(-s[i - 1], s[i]);
      e.clause(-x[i], -s[i - 1]);
    }
    e.clause(-x[n - 1], -s[n - 2]);
  }
}
