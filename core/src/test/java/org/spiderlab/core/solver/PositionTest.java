package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The incremental fields of {@link Position} against scans, at every step of seeded random walks
 * ({@link PositionWalks}): cached run lengths, the sortedness counter, the cleared runs derived
 * from the card counts, the count of tall runs that the goal "a run anywhere" reads, and the
 * counts of card positions by kind that {@link DealEvaluation} reads.
 */
class PositionTest {

  /** The product's weights, and weights that tell every term apart. */
  private static final List<DealEvaluation> EVALUATIONS = List.of(DealEvaluation.STANDARD,
      new DealEvaluation(1, 7, 131, 1031, 10007, 100003));

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
          for (DealEvaluation e : EVALUATIONS) {
            assertEquals(e.valueByScan(s), e.value(s), e + "; " + where);
          }
        })));
  }
}
