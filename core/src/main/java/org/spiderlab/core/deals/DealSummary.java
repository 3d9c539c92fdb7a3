package org.spiderlab.core.deals;

import java.util.Arrays;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.ToLongFunction;

/**
 * The summary of a range of {@link DealOutcome}s (thesis chapter 3: how often real deals are
 * decided, and at what cost): counts per SpiderLab status, the fraction decided, median and 95th
 * percentile of time and table memory, and the same counts and times for KPatience's solver over
 * the deals it was run on. Percentiles are nearest-rank: the smallest value with at least p% of
 * the values at or below it.
 */
public record DealSummary(int deals, int winnable, int unwinnable, int unknown, int invalid,
    double medianMillis, double p95Millis, double medianTableBytes, double p95TableBytes,
    int kpatDeals, int kpatWon, int kpatLost, int kpatUnknown, double kpatMedianMillis,
    double kpatP95Millis, int disagreements) {

  /** The summary of {@code outcomes}; NaN for a percentile of nothing. */
  public static DealSummary of(List<DealOutcome> outcomes) {
    List<DealOutcome> kpat = outcomes.stream().filter(o -> o.kpat().isPresent()).toList();
    return new DealSummary(outcomes.size(),
        count(outcomes, DealOutcome.WINNABLE), count(outcomes, DealOutcome.UNWINNABLE),
        count(outcomes, DealOutcome.UNKNOWN), count(outcomes, DealOutcome.INVALID),
        percentile(outcomes, DealOutcome::millis, 50), percentile(outcomes, DealOutcome::millis,
            95),
        percentile(outcomes, DealOutcome::tableBytes, 50),
        percentile(outcomes, DealOutcome::tableBytes, 95),
        kpat.size(), kpatCount(kpat, "won"), kpatCount(kpat, "lost"), kpatCount(kpat, "unknown"),
        percentile(kpat, DealOutcome::kpatMillis, 50), percentile(kpat, DealOutcome::kpatMillis,
            95),
        (int) outcomes.stream().filter(DealOutcome::disagrees).count());
  }

  /** The share of deals SpiderLab decided, NaN for no deals. */
  public double decidedFraction() {
    return deals == 0 ? Double.NaN : (winnable + unwinnable) / (double) deals;
  }

  /** The share of deals KPatience decided, NaN when it was run on none. */
  public double kpatDecidedFraction() {
    return kpatDeals == 0 ? Double.NaN : (kpatWon + kpatLost) / (double) kpatDeals;
  }

  private static int count(List<DealOutcome> outcomes, String status) {
    return (int) outcomes.stream().filter(o -> o.status().equals(status)).count();
  }

  private static int kpatCount(List<DealOutcome> outcomes, String answer) {
    return (int) outcomes.stream().filter(o -> o.kpatAnswer().equals(answer)).count();
  }

  /** The nearest-rank {@code p}th percentile of a field, NaN for no outcomes. */
  static double percentile(List<DealOutcome> outcomes, ToLongFunction<DealOutcome> field,
      double p) {
    long[] values = outcomes.stream().mapToLong(field).sorted().toArray();
    return percentile(values, p).orElse(Double.NaN);
  }

  /** The nearest-rank {@code p}th percentile ({@code 0 < p <= 100}) of values, empty for none. */
  public static OptionalDouble percentile(long[] values, double p) {
    if (values.length == 0) {
      return OptionalDouble.empty();
    }
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int rank = (int) Math.ceil(p / 100.0 * sorted.length);
    return OptionalDouble.of(sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))]);
  }
}
