package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The incremental fields of {@link Position} against scans, at every step of seeded random walks
 * ({@link PositionWalks}): cached run lengths, the sortedness counter, the cleared runs derived
 * from the card counts, and the count of tall runs that the goal "a run anywhere" reads.
 */
class PositionTest {

  @TestFactory
  Stream<DynamicTest> incrementalEqualsScans() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> PositionWalks.walk(seed, (s, r, where) -> {
          for (int j = 0; j < s.p; j++) {
            assertEquals(s.runLengthSlow(j), s.runLength(j), "run of pile " + j + "; " + where);
          }
          assertEquals(s.isSortedCompleteSlow(), s.isSortedComplete(), "sorted; " + where);
          long cards = s.stockLeft();
          for (int j = 0; j < s.p; j++) {
            cards += s.size(j);
          }
          assertEquals(cards, s.tableau + s.stockLeft(), "tableau count; " + where);
          assertEquals(0, (s.sh.totalCards - cards) % s.n, "cleared cards; " + where);
          assertEquals((s.sh.totalCards - cards) / s.n, s.clearedRuns(), "cleared; " + where);
          long tall = 0;
          int top = 0;
          for (int j = 0; j < s.p; j++) {
            top = Math.max(top, s.runLengthSlow(j));
            for (int i = 0; i < s.size(j); i++) {
              tall += s.runEndingAt(j, i) >= s.runsCountedFrom() ? 1 : 0;
            }
          }
          assertEquals(tall, s.runsOfAtLeast(), "runs of at least " + s.runsCountedFrom()
              + "; " + where);
          assertEquals(top, s.tallestTopRun(), "tallest top run; " + where);
        })));
  }
}
