package org.spiderlab.core.deals;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DealSummaryTest {
  private static DealOutcome outcome(long n, String status, long ms, long bytes, String kpat,
      long kpatMs) {
    return new DealOutcome(n, 2, status, status.equals(DealOutcome.UNKNOWN) ? "timeout" : "", ms,
        10, bytes, status.equals(DealOutcome.WINNABLE) ? 100 : -1, kpat, kpatMs);
  }

  @Test
  void countsFractionsAndPercentiles() {
    List<DealOutcome> all = List.of(
        outcome(1, DealOutcome.WINNABLE, 10, 1000, "won", 300),
        outcome(2, DealOutcome.UNWINNABLE, 20, 2000, "unknown", 400),
        outcome(3, DealOutcome.UNKNOWN, 30, 3000, "lost", 500),
        outcome(4, DealOutcome.WINNABLE, 40, 4000, "lost", 600),
        outcome(5, DealOutcome.INVALID, 50, 5000, "", -1));
    DealSummary s = DealSummary.of(all);
    assertEquals(5, s.deals());
    assertEquals(2, s.winnable());
    assertEquals(1, s.unwinnable());
    assertEquals(1, s.unknown());
    assertEquals(1, s.invalid());
    assertEquals(0.6, s.decidedFraction(), 1e-12);
    assertEquals(30, s.medianMillis());
    assertEquals(50, s.p95Millis());
    assertEquals(3000, s.medianTableBytes());
    assertEquals(4, s.kpatDeals());
    assertEquals(1, s.kpatWon());
    assertEquals(2, s.kpatLost());
    assertEquals(1, s.kpatUnknown());
    assertEquals(0.75, s.kpatDecidedFraction(), 1e-12);
    assertEquals(400, s.kpatMedianMillis());
    assertEquals(600, s.kpatP95Millis());
    assertEquals(1, s.disagreements(), "deal 4: winnable against lost");
  }

  @Test
  void emptyRangeHasNoPercentiles() {
    DealSummary s = DealSummary.of(List.of());
    assertTrue(Double.isNaN(s.decidedFraction()));
    assertTrue(Double.isNaN(s.medianMillis()));
    assertTrue(Double.isNaN(s.kpatDecidedFraction()));
  }

  /** Nearest rank: at least p% of the values are at or below it, and it is one of them. */
  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void percentileIsTheNearestRank(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    long[] values = rnd.longs(1 + rnd.nextInt(40), 0, 1000).toArray();
    for (double p : new double[] {1, 50, 95, 100}) {
      double v = DealSummary.percentile(values, p).orElseThrow();
      long atOrBelow = Arrays.stream(values).filter(x -> x <= v).count();
      long below = Arrays.stream(values).filter(x -> x < v).count();
      String where = "seed " + seed + " p " + p + " values " + Arrays.toString(values);
      assertTrue(atOrBelow >= Math.ceil(p / 100 * values.length), where);
      assertTrue(below < Math.ceil(p / 100 * values.length), where);
      assertTrue(Arrays.stream(values).anyMatch(x -> x == v), where);
    }
  }

  @Test
  void outcomesCheckTheirFields() {
    assertThrows(IllegalArgumentException.class,
        () -> new DealOutcome(1, 2, "MAYBE", "", 1, 1, 1, -1, "", -1));
    assertThrows(IllegalArgumentException.class,
        () -> new DealOutcome(1, 5, DealOutcome.WINNABLE, "", 1, 1, 1, 3, "", -1));
    DealOutcome o = new DealOutcome(1, 1, DealOutcome.UNWINNABLE, "", 1, 1, 1, -1, "won", 5);
    assertTrue(o.disagrees());
    assertTrue(o.decided());
    assertFalse(new DealOutcome(1, 1, DealOutcome.UNKNOWN, "timeout", 1, 1, 1, -1, "lost", 5)
        .disagrees());
    assertTrue(new DealOutcome(1, 1, DealOutcome.UNKNOWN, "", 1, 1, 1, -1, "", -1).kpat()
        .isEmpty());
  }
}
