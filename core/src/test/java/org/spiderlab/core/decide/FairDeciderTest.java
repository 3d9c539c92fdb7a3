package org.spiderlab.core.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;

/**
 * {@link FairDecider} (thesis 4.3) against the reference (every arrangement solved by an
 * independent breadth-first search), on hand-made templates with known answers, with and without
 * the pile symmetry, on one thread and on three, and at its limits.
 */
class FairDeciderTest {

  static final DeciderOptions ONE = DeciderOptions.defaults();

  static Game game(String text) {
    return GameText.parse(text);
  }

  @TestFactory
  Stream<DynamicTest> verdictsMatchTheReference() {
    return LongStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> check(Reference.template(seed), Reference.describe(seed))));
  }

  private static void check(Game t, String where) {
    Reference ref = new Reference();
    boolean fair = Reference.arrangements(t).stream().allMatch(ref::winnable);
    FairResult r = FairDecider.decide(t, ONE);
    assertEquals(fair ? FairStatus.FAIR : FairStatus.UNFAIR, r.status(), where);
    FairResult plain = FairDecider.decide(t, ONE.toBuilder().pileSymmetry(false).build());
    assertEquals(r.status(), plain.status(), where + ": without symmetry");
    if (fair) {
      assertEquals(plain.statistics().arrangements(),
          BigInteger.valueOf(plain.statistics().classes()), where + ": one class each");
      assertTrue(r.statistics().classes() <= plain.statistics().classes(), where);
      EvidenceCheck c = EvidenceChecks.fair(t, r.evidence().orElseThrow());
      assertTrue(c.isValid(), where + ": " + c);
      assertEquals(r.statistics().classes(), r.evidence().get().entries().size(), where);
      assertEquals(r.statistics().arrangements(), r.statistics().covered(), where);
      assertTrue(EvidenceChecks.fair(t, plain.evidence().orElseThrow()).isValid(), where);
    } else {
      Game losing = r.losing().orElseThrow().arrangement();
      assertTrue(Reference.arrangements(t).contains(losing), where + ": not an arrangement");
      assertTrue(!ref.winnable(losing), where + ": the losing arrangement wins");
      assertEquals(SolverStatus.UNWINNABLE, r.losing().get().result().status(), where);
    }
  }

  @Test
  void anEmptyPileMakesEveryArrangementWinnable() {
    // whichever of 1S, 2S lies on top, it goes to the empty pile and the other follows
    Game t = game("spider ranks=2 suits=1\npile [1S] [2S]\npile\n");
    FairResult r = FairDecider.decide(t, ONE);
    assertEquals(FairStatus.FAIR, r.status(), r.toString());
    assertEquals(BigInteger.TWO, r.statistics().arrangements());
    assertEquals(2, r.evidence().orElseThrow().entries().size());
    assertTrue(EvidenceChecks.fair(t, r.evidence().get()).isValid());
  }

  @Test
  void oneLosingArrangementMakesTheGameUnfair() {
    // 1S 1S 2S 2S hidden on two interchangeable piles, no free cell: 6 arrangements in 4
    // classes, in enumeration order (bottom to top) 1S 1S | 2S 2S (wins: 1S onto 2S, clear,
    // 1S onto the uncovered 2S, clear), then 1S 2S | 1S 2S (two 2S on top: no move at all)
    Game t = game("spider ranks=2 suits=1\npile [1S] [1S]\npile [2S] [2S]\n");
    assertEquals(6, Reference.arrangements(t).size());
    FairResult r = FairDecider.decide(t, ONE);
    assertEquals(FairStatus.UNFAIR, r.status(), r.toString());
    assertEquals(game("spider ranks=2 suits=1\npile [1S] [2S]\npile [1S] [2S]\n"),
        r.losing().orElseThrow().arrangement());
    assertEquals(SolverStatus.UNWINNABLE, r.losing().get().result().status());
    assertEquals(2, r.statistics().classes(), "stopped at the first loser");
    assertEquals(1, r.statistics().winnable());
    assertEquals(BigInteger.TWO, r.statistics().covered(), "the first class has two members");
  }

  @Test
  void aGameWithoutFaceDownCardsIsFairExactlyWhenWinnable() {
    FairResult won = FairDecider.decide(game("spider ranks=2 suits=1\npile 2S 1S\n"), ONE);
    assertEquals(FairStatus.FAIR, won.status());
    assertEquals(BigInteger.ONE, won.statistics().arrangements());
    FairResult lost = FairDecider.decide(game("spider ranks=2 suits=1\npile 1S 2S\n"), ONE);
    assertEquals(FairStatus.UNFAIR, lost.status());
  }

  @Test
  void threadsGiveTheSameVerdictAndTheSameLosingArrangement() {
    DeciderOptions three = ONE.toBuilder().threads(3).build();
    int unfair = 0;
    for (long seed = 0; seed < 120; seed++) {
      Game t = Reference.template(seed);
      String where = Reference.describe(seed);
      FairResult a = FairDecider.decide(t, ONE);
      FairResult b = FairDecider.decide(t, three);
      assertEquals(a.status(), b.status(), where);
      assertEquals(a.losing().map(FairResult.Losing::arrangement),
          b.losing().map(FairResult.Losing::arrangement), where + ": the first loser");
      if (a.status() == FairStatus.FAIR) {
        assertEquals(a.evidence(), b.evidence(), where + ": evidence in enumeration order");
      } else {
        unfair++;
      }
    }
    assertTrue(unfair > 10 && unfair < 110, "one-sided: " + unfair + " unfair");
  }

  /** A fair template with 4 classes: two hidden pairs over two interchangeable piles, free cell. */
  static final String FOUR_CLASSES =
      "spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\npile\n";

  @Test
  void limitsGiveUnknown() {
    Game t = game(FOUR_CLASSES);
    FairResult full = FairDecider.decide(t, ONE);
    assertEquals(FairStatus.FAIR, full.status(), full.toString());
    assertEquals(4, full.statistics().classes());

    FairResult r = FairDecider.decide(t, ONE.toBuilder().maxArrangements(2).build());
    assertEquals(FairStatus.UNKNOWN, r.status());
    assertEquals(DeciderLimit.Kind.MAX_ARRANGEMENTS, r.limit().orElseThrow().kind());
    assertEquals("max-arrangements 2", r.limit().get().toString());
    assertEquals(2, r.statistics().solved());

    r = FairDecider.decide(t, ONE.toBuilder().maxArrangements(4).build());
    assertEquals(FairStatus.FAIR, r.status(), "exactly the limit is enough");

    r = FairDecider.decide(t, ONE.toBuilder()
        .solver(SolverOptions.builder().maxStates(1).build()).build());
    assertEquals(FairStatus.UNKNOWN, r.status());
    assertEquals(DeciderLimit.Kind.SOLVER, r.limit().orElseThrow().kind());
    assertTrue(r.limit().get().toString().startsWith("solver max-states 1 ("), r.toString());

    r = FairDecider.decide(t, ONE.toBuilder().maxMemoryBytes(1).build());
    assertEquals(DeciderLimit.Kind.MAX_MEMORY, r.limit().orElseThrow().kind());

    r = FairDecider.decide(t, ONE.toBuilder().timeout(Duration.ofNanos(1)).build());
    assertEquals(DeciderLimit.Kind.TIMEOUT, r.limit().orElseThrow().kind());
    assertEquals("time-limit 1 ns", r.limit().get().toString());
  }

  @Test
  void theListenerSeesProgressAndCanCancel() {
    Game t = game(FOUR_CLASSES);
    AtomicInteger polls = new AtomicInteger();
    DeciderListener stopAfterTwo = new DeciderListener() {
      @Override
      public boolean shouldStop() {
        return polls.incrementAndGet() > 2;
      }
    };
    FairResult r = FairDecider.decide(t, ONE.toBuilder().listener(stopAfterTwo).build());
    assertEquals(FairStatus.UNKNOWN, r.status());
    assertEquals("cancelled", r.limit().orElseThrow().toString());

    DeciderProgress[] last = new DeciderProgress[1];
    DeciderListener watch = new DeciderListener() {
      @Override
      public void progress(DeciderProgress p) {
        last[0] = p;
      }
    };
    FairDecider.decide(t, ONE.toBuilder().listener(watch).progressInterval(Duration.ZERO).build());
    assertEquals(4, last[0].enumerated());
    assertEquals(4, last[0].winnable());
    assertEquals(1.0, last[0].covered(), "every arrangement covered at the end");
  }
}
