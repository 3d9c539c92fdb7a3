package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The approximation ratio {@code rho = p / q} of thesis 4.5.3, {@code 0 < rho <= 1}, as an exact
 * fraction: the construction adds {@code ceil(n / rho)} ranks above the end card.
 *
 * @param p the numerator, at least 1
 * @param q the denominator, at least {@code p}, at most 1,000,000
 */
public record Rho(int p, int q) {
  /** The largest denominator accepted (keeps {@code n * q} within a {@code long}). */
  public static final int MAX_DENOMINATOR = 1_000_000;

  public Rho {
    checkArgument(p >= 1 && q >= p && q <= MAX_DENOMINATOR,
        "rho = %s/%s must satisfy 0 < rho <= 1 with a denominator of at most %s", p, q,
        MAX_DENOMINATOR);
  }

  /**
   * Parses {@code P/Q} or {@code 1}.
   *
   * @throws IllegalArgumentException with a message for the user when malformed or out of range
   */
  public static Rho parse(String text) {
    checkNotNull(text, "text");
    String[] parts = text.trim().split("/", -1);
    checkArgument(parts.length <= 2, "rho must be P/Q, got '%s'", text);
    try {
      int p = Integer.parseInt(parts[0].trim());
      int q = parts.length == 2 ? Integer.parseInt(parts[1].trim()) : 1;
      checkArgument(p >= 1 && q >= p && q <= MAX_DENOMINATOR,
          "rho must satisfy 0 < rho <= 1 with a denominator of at most %s, got '%s'",
          MAX_DENOMINATOR, text);
      return new Rho(p, q);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("rho must be P/Q with whole numbers, got '" + text + "'");
    }
  }

  /** The ranks added above the end card for a base game of maximal rank {@code n}: ceil(n/rho). */
  public long addedRanks(long n) {
    return (n * q + p - 1) / p;
  }

  /**
   * The base maximal rank {@code n} of a game of maximal rank {@code total = n + ceil(n / rho)}:
   * the largest {@code n} with {@code n + addedRanks(n) <= total} (exact for games this
   * construction built).
   */
  public long baseRank(long total) {
    long lo = 0;
    long hi = total;
    while (lo < hi) {
      long mid = (lo + hi + 1) >>> 1;
      if (mid + addedRanks(mid) <= total) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  @Override
  public String toString() {
    return p + "/" + q;
  }
}
