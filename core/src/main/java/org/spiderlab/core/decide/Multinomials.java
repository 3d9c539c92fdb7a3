package org.spiderlab.core.decide;

import java.math.BigInteger;

/**
 * Exact multinomial coefficients for the counts of arrangements ({@link FairCheck},
 * {@link Arrangements}): {@code (m_1 + ... + m_k)! / (m_1! ... m_k!)}, computed as a product of
 * binomial coefficients, each with the smaller of its two sides, so that a large group of
 * identical items (200,000 interchangeable empty piles) costs nothing, where the factorials
 * themselves would have hundreds of thousands of digits.
 */
final class Multinomials {

  private Multinomials() {}

  /** The multinomial coefficient of the group sizes {@code counts} (each {@code >= 0}). */
  static BigInteger of(Iterable<Integer> counts) {
    BigInteger result = BigInteger.ONE;
    long total = 0;
    for (int m : counts) {
      if (m < 0) {
        throw new IllegalArgumentException("group size (" + m + ") must not be negative");
      }
      total += m;
      result = result.multiply(binomial(total, m));
    }
    return result;
  }

  /** {@code n} choose {@code k}, for {@code 0 <= k <= n}. */
  static BigInteger binomial(long n, long k) {
    long small = Math.min(k, n - k);
    BigInteger c = BigInteger.ONE;
    for (long i = 1; i <= small; i++) {
      c = c.multiply(BigInteger.valueOf(n - small + i)).divide(BigInteger.valueOf(i));
    }
    return c;
  }
}
