package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;

/**
 * The wide pass of the staged best-first phase ({@link BestFirstSearch#WIDE_BUDGET}), run once
 * when 70% of the phase's budget is spent: KPatience's two-suit deal 439, which the pairs of passes
 * do not win within 2 million states (nor within 60 s, docs/DEALS.md), is won by the phase
 * with the wide pass on the same state budget. The mark is taken on states here, so the
 * runs are deterministic.
 */
class WidePassTest {

  private static final SolverOptions BUDGET = SolverOptions.builder()
      .strategy(SearchStrategy.DFS).maxStates(2_000_000).timeout(Duration.ofMinutes(10)).build();

  @Test
  void theWidePassWinsWhatThePairsDoNot() {
    Game g = KpatienceDeals.deal(2, 439);
    SolverResult pairs = BestFirstSearch.firstPhase(g, BUDGET, null, false);
    assertEquals(SolverStatus.UNKNOWN, pairs.status(), pairs.toString());
    SolverResult portfolio = BestFirstSearch.firstPhase(g, BUDGET, null, true);
    assertEquals(SolverStatus.WINNABLE, portfolio.status(), portfolio.toString());
    SolverResult solved = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.BEST_FIRST).maxStates(2_500_000)
        .timeout(Duration.ofMinutes(10)).build());
    assertEquals(SolverStatus.WINNABLE, solved.status(), solved.toString());
  }

  @Test
  void budgetsBeyondWhatNanosecondsHoldAreNoLimit() {
    Game g = org.spiderlab.core.io.GameText.parse(
        "spider ranks=2 suits=1\npile 2S\npile 1S\nstock 2S 1S\n");
    SolverResult r = BestFirstSearch.firstPhase(g, SolverOptions.builder()
        .timeout(Duration.ofSeconds(Long.MAX_VALUE)).build(), null, true);
    assertEquals(SolverStatus.WINNABLE, r.status(), r.toString());
  }
}
