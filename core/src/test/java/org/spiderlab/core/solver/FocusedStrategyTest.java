package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;

/**
 * {@link SearchStrategy#FOCUSED} against the complete depth-first search: the same verdicts on
 * seeded games (with stocks, face-down cards, several suits, and gadget-like blocks), every
 * certificate wins, and the focused phase alone is shown to be incomplete on some winnable games,
 * which is why an UNWINNABLE verdict only ever comes from the complete phase.
 */
class FocusedStrategyTest {

  @Test
  void verdictsEqualTheCompleteSearch() {
    SolverOptions dfs = SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(300_000).build();
    SolverOptions focused = SolverOptions.builder().maxStates(300_000)
        .strategy(SearchStrategy.FOCUSED).build();
    int decided = 0;
    int winnable = 0;
    int focusedMissed = 0;
    for (long seed = 0; seed < 2400; seed++) {
      Game g = seed % 3 == 2 ? RandomSpecs.small(seed).generate(seed) : StubbornSetsTest.game(seed);
      String where = (seed % 3 == 2 ? RandomSpecs.small(seed).describe(seed)
          : StubbornSetsTest.describe(seed)) + " (focused)";
      SolverResult[] r = SolverPropertyTest.solveBoth(g, dfs, focused, where);
      if (r == null) {
        continue;
      }
      decided++;
      if (r[0].status() == SolverStatus.WINNABLE) {
        winnable++;
        if (UnsoundSearches.focusedPhaseOnly(g, dfs).status() != SolverStatus.WINNABLE) {
          focusedMissed++; // the complete phase found the win
        }
      }
    }
    assertTrue(decided > 2000, "only " + decided + " decided");
    assertTrue(winnable > 300 && winnable < decided - 300, "one-sided: " + winnable);
    assertTrue(focusedMissed > 10, "the focused phase missed only " + focusedMissed
        + " wins: the fallback to the complete phase is not exercised");
  }

  @Test
  void shortestModeRejectsIt() {
    assertThrows(IllegalArgumentException.class, () -> SolverOptions.builder().shortest(true)
        .strategy(SearchStrategy.FOCUSED).build());
    assertEquals(SearchStrategy.AUTO, SolverOptions.defaults().strategy());
  }
}
