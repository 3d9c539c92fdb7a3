package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.StandardDeals;

/**
 * Standard deals of two and four suits (thesis chapter 3) with {@link SearchStrategy#BEST_FIRST}
 * and 60 s per deal (tag {@code slow}, run with {@code -Pslow}; up to 20 minutes): at least the
 * given number of the seeds 1..10 is decided, every certificate wins, and none is UNWINNABLE
 * (no proof of a standard deal is expected within a minute). docs/DEALS.md has the figures.
 */
@Tag("slow")
class StandardDealsSlowTest {

  @ParameterizedTest(name = "{0} suits")
  @CsvSource({"2, 9", "4, 7"})
  void mostDealsAreWon(int suits, int atLeast) {
    int decided = 0;
    StringBuilder undecided = new StringBuilder();
    for (int seed = 1; seed <= 10; seed++) {
      Game g = StandardDeals.random(suits, seed);
      String where = "StandardDeals.random(" + suits + ", " + seed + ")";
      SolverResult r = Solver.solve(g, SolverOptions.builder().timeout(Duration.ofSeconds(60))
          .strategy(SearchStrategy.BEST_FIRST).build());
      assertNotEquals(SolverStatus.UNWINNABLE, r.status(), where);
      if (r.status() == SolverStatus.WINNABLE) {
        decided++;
        SolverPropertyTest.assertCertificateWins(g, r.certificate(), where);
      } else {
        undecided.append(' ').append(seed);
      }
    }
    assertTrue(decided >= atLeast, suits + " suits: only " + decided
        + " of 10 decided; undecided seeds:" + undecided);
  }
}
