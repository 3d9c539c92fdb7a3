package org.spiderlab.reductions.qbf;

import org.spiderlab.reductions.cnf.Assignment;

/**
 * The truth of a small forall-exists formula by evaluating the matrix under all {@code 2^n}
 * assignments: no SAT solver, so it checks the deciders independently of Sat4j.
 */
public final class BruteForcePi2 {
  private BruteForcePi2() {}

  /** Whether every universal assignment extends; at most 20 variables. */
  public static boolean isTrue(ForallExists f) {
    return counterexample(f) < 0;
  }

  /** The first row (universal assignment) without an extension, or -1. */
  public static long counterexample(ForallExists f) {
    int t = f.universals();
    int e = f.existentials();
    if (f.variables() > 20) {
      throw new IllegalArgumentException("brute force takes at most 20 variables");
    }
    for (long u = 0; u < 1L << t; u++) {
      if (!extends_(f, u)) {
        return u;
      }
    }
    return -1;
  }

  /** Whether universal row {@code u} has an extension. */
  public static boolean extends_(ForallExists f, long u) {
    int t = f.universals();
    for (long y = 0; y < 1L << f.existentials(); y++) {
      if (f.matrix().evaluate(Assignment.ofBits(f.variables(), u | (y << t)))) {
        return true;
      }
    }
    return false;
  }
}
