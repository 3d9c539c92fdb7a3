package org.spiderlab.core.decide;

import java.math.BigInteger;

/** Exact factorials for the counts of arrangements ({@link FairCheck}, {@link Arrangements}). */
final class Factorials {

  private Factorials() {}

  /** {@code n!} for {@code n >= 0}. */
  static BigInteger of(int n) {
    if (n < 0) {
      throw new IllegalArgumentException("n (" + n + ") must not be negative");
    }
    BigInteger f = BigInteger.ONE;
    for (int k = 2; k <= n; k++) {
      f = f.multiply(BigInteger.valueOf(k));
    }
    return f;
  }
}
