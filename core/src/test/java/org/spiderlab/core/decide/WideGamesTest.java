package org.spiderlab.core.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.GameTooLargeException;

/**
 * The deciders on games with tens of thousands of piles, where one level of the k-EASY
 * enumeration holds millions of children and a FAIR template's block of interchangeable empty
 * piles is huge: the time limit holds, the counts cost nothing, and a game beyond the solver's
 * limits is refused before any work.
 */
class WideGamesTest {

  /** A run of ranks 5..1 on one pile, the given face-down prefix, and {@code empty} empty piles. */
  private static Game wide(String firstPile, int empty) {
    StringBuilder s = new StringBuilder("spider ranks=5 suits=1\npile ").append(firstPile)
        .append('\n');
    for (int i = 0; i < empty; i++) {
      s.append("pile\n");
    }
    return GameText.parse(s.toString());
  }

  @Test
  void theEasyDecidersTimeLimitHoldsWhenALevelHasMillionsOfChildren() {
    Game g = wide("5S 4S 3S 2S 1S", 30_000); // 5 x 30,000 moves, each child copies the piles
    long t0 = System.nanoTime();
    EasyResult r = EasyDecider.decide(g, 1,
        DeciderOptions.builder().timeout(Duration.ofSeconds(1)).build());
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertEquals(EasyStatus.UNKNOWN, r.status());
    assertEquals(DeciderLimit.Kind.TIMEOUT, r.limit().orElseThrow().kind());
    assertTrue(seconds < 10, "the 1 s time limit took " + seconds + " s");
  }

  @Test
  void aHugeBlockOfEmptyPilesCostsNothingInTheArrangementCounts() {
    Game g = wide("[5S] [4S] [3S] 2S 1S", 60_000);
    assertEquals(BigInteger.valueOf(6), FairDecider.arrangementCount(g)); // 3 hidden cards
    long t0 = System.nanoTime();
    FairResult r = FairDecider.decide(g, DeciderOptions.builder()
        .timeout(Duration.ofSeconds(20)).build());
    double seconds = (System.nanoTime() - t0) / 1e9;
    assertTrue(seconds < 20, "took " + seconds + " s");
    assertEquals(FairStatus.FAIR, r.status(), r.toString()); // with free piles every order wins
  }

  @Test
  void gamesBeyondTheSolversLimitsAreRefusedBeforeAnyWork() {
    Game g = wide("5S 4S 3S 2S 1S", 70_000);
    GameTooLargeException e = assertThrows(GameTooLargeException.class,
        () -> EasyDecider.decide(g, 1, DeciderOptions.defaults()));
    assertTrue(e.getMessage().contains("65,535 piles"), e.getMessage());
    assertThrows(GameTooLargeException.class,
        () -> FairDecider.decide(wide("[5S] 4S 3S 2S 1S", 70_000), DeciderOptions.defaults()));
  }

  @Test
  void multinomialsAreFactorialQuotients() {
    for (int a = 0; a <= 12; a++) {
      for (int b = 0; b + a <= 12; b++) {
        for (int c = 0; c + b + a <= 12; c++) {
          BigInteger expected = fact(a + b + c).divide(fact(a)).divide(fact(b)).divide(fact(c));
          assertEquals(expected, Multinomials.of(List.of(a, b, c)), a + " " + b + " " + c);
        }
      }
    }
    assertEquals(BigInteger.ONE, Multinomials.of(List.of(1_000_000)));
    assertEquals(BigInteger.valueOf(1_000_001), Multinomials.of(List.of(1_000_000, 1)));
    assertThrows(IllegalArgumentException.class, () -> Multinomials.of(List.of(-1)));
  }

  private static BigInteger fact(int n) {
    BigInteger f = BigInteger.ONE;
    for (int k = 2; k <= n; k++) {
      f = f.multiply(BigInteger.valueOf(k));
    }
    return f;
  }
}
