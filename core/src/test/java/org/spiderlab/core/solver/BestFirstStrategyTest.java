package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.StandardDeals;

/**
 * {@link SearchStrategy#BEST_FIRST} against the complete depth-first search: the same verdicts on
 * seeded small games (stocks, face-down cards, one to three suits), every certificate wins, the
 * best-first phase alone misses wins on some of them (so the complete phase is exercised and an
 * UNWINNABLE verdict only ever comes from it), its memory is bounded, and standard one-suit deals
 * (thesis chapter 3) are won within a small budget.
 */
class BestFirstStrategyTest {

  @Test
  void verdictsEqualTheCompleteSearch() {
    SolverOptions dfs = SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(300_000).build();
    SolverOptions best = SolverOptions.builder().maxStates(300_000)
        .strategy(SearchStrategy.BEST_FIRST).build();
    int decided = 0;
    int winnable = 0;
    int phaseMissed = 0;
    for (long seed = 0; seed < 1500; seed++) {
      Game g = seed % 3 == 2 ? RandomSpecs.small(seed).generate(seed) : StubbornSetsTest.game(seed);
      String where = (seed % 3 == 2 ? RandomSpecs.small(seed).describe(seed)
          : StubbornSetsTest.describe(seed)) + " (best-first)";
      SolverResult[] r = SolverPropertyTest.solveBoth(g, dfs, best, where);
      if (r == null) {
        continue;
      }
      decided++;
      if (r[0].status() == SolverStatus.WINNABLE) {
        winnable++;
        if (BestFirstSearch.firstPhase(g, dfs, null).status() != SolverStatus.WINNABLE) {
          phaseMissed++; // the complete phase found the win
        }
      }
    }
    assertTrue(decided > 1200, "only " + decided + " decided");
    assertTrue(winnable > 200 && winnable < decided - 200, "one-sided: " + winnable);
    assertTrue(phaseMissed > 0, "the best-first phase missed no win: the fallback to the "
        + "complete phase is not exercised");
  }

  @Test
  void phaseAloneNeverClaimsMoreThanAWin() {
    // the phase's exhaustion is reported as UNWINNABLE only by firstPhase; the strategy goes on
    SolverOptions o = SolverOptions.builder().maxStates(300_000).build();
    for (long seed = 0; seed < 300; seed++) {
      Game g = RandomSpecs.small(seed).generate(seed);
      SolverResult phase = BestFirstSearch.firstPhase(g, o, null);
      if (phase.status() == SolverStatus.WINNABLE) {
        SolverPropertyTest.assertCertificateWins(g, phase.certificate(),
            RandomSpecs.small(seed).describe(seed));
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> oneSuitStandardDealsAreWonQuickly() {
    return IntStream.rangeClosed(1, 4).mapToObj(seed -> DynamicTest.dynamicTest(
        "StandardDeals.random(1, " + seed + ")", () -> {
          Game g = StandardDeals.random(1, seed);
          SolverResult r = Solver.solve(g, SolverOptions.builder().maxStates(2_000_000)
              .timeout(Duration.ofSeconds(60)).strategy(SearchStrategy.BEST_FIRST).build());
          String where = "StandardDeals.random(1, " + seed + ")";
          assertEquals(SolverStatus.WINNABLE, r.status(), where + ": " + r.limit());
          SolverPropertyTest.assertCertificateWins(g, r.certificate(), where);
        }));
  }

  @Test
  void memoryIsBounded() {
    Game g = StandardDeals.random(4, 1);
    SolverResult phase = BestFirstSearch.firstPhase(g, SolverOptions.builder()
        .maxMemoryBytes(1 << 20).build(), null);
    assertEquals(SolverStatus.UNKNOWN, phase.status(), "StandardDeals.random(4, 1)");
    assertEquals(SolverLimit.Kind.MAX_MEMORY, phase.limit().orElseThrow().kind());
    SolverResult r = Solver.solve(g, SolverOptions.builder().maxMemoryBytes(2 << 20)
        .strategy(SearchStrategy.BEST_FIRST).build());
    assertEquals(SolverStatus.UNKNOWN, r.status(), "StandardDeals.random(4, 1)");
    assertEquals(SolverLimit.Kind.MAX_MEMORY, r.limit().orElseThrow().kind());
  }

  @Test
  void shortestModeRejectsIt() {
    assertThrows(IllegalArgumentException.class, () -> SolverOptions.builder().shortest(true)
        .strategy(SearchStrategy.BEST_FIRST).build());
  }
}
