package org.spiderlab.reductions.plan;

import java.util.List;

/**
 * Equivalences added to a {@link PlanEncoding} as clauses: the definitions that tie the arranged
 * start of {@link ArrangedFair} to the arrangement variables.
 */
final class Definitions {
  private Definitions() {}

  /** Adds {@code a <-> b}. */
  static void iff(PlanEncoding e, int a, int b) {
    e.clause(-a, b);
    e.clause(-b, a);
  }

  /** Adds {@code a <-> (t_1 or ... or t_k)} ({@code a} false for no terms). */
  static void iffAny(PlanEncoding e, int a, List<Integer> terms) {
    int[] c = new int[terms.size() + 1];
    c[0] = -a;
    for (int i = 0; i < terms.size(); i++) {
      c[i + 1] = terms.get(i);
      e.clause(-terms.get(i), a);
    }
    e.clause(c);
  }

  /** A new variable equal to {@code a and b}. */
  static int and(PlanEncoding e, int a, int b) {
    int v = e.newVar();
    e.clause(-v, a);
    e.clause(-v, b);
    e.clause(-a, -b, v);
    return v;
  }
}
