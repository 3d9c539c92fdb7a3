package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.io.GameText;

/**
 * {@link SearchStrategy#AUTO}: the strategy it stands for by the game's shape and the goal, and
 * the same verdicts as the complete depth-first search on seeded games of every shape (with and
 * without a stock, face-down cards, one and two suits), every certificate winning.
 */
class AutoStrategyTest {

  private static final SolverOptions AUTO =
      SolverOptions.builder().strategy(SearchStrategy.AUTO).build();

  @Test
  void theStrategyFollowsTheShape() {
    Game stock = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S\nstock 2S 1S\n");
    Game oneSuit = GameText.parse("spider ranks=3 suits=1\npile 1S 3S\npile 2S\n");
    Game faceDown = GameText.parse("spider ranks=3 suits=1\npile [1S] 3S\npile 2S\n");
    Game twoSuits = GameText.parse("spider ranks=2 suits=2\npile 1S 2H\npile 2S 1H\n");
    assertEquals(SearchStrategy.BEST_FIRST, Solver.strategyFor(stock, AUTO));
    assertEquals(SearchStrategy.FOCUSED, Solver.strategyFor(oneSuit, AUTO));
    assertEquals(SearchStrategy.DFS, Solver.strategyFor(faceDown, AUTO));
    assertEquals(SearchStrategy.DFS, Solver.strategyFor(twoSuits, AUTO));
    SolverOptions clears = AUTO.toBuilder().goal(Goal.clears(1)).build();
    SolverOptions run = AUTO.toBuilder().goal(Goal.run(2, RunReading.TOP)).build();
    SolverOptions shortest = AUTO.toBuilder().shortest(true).build();
    for (SolverOptions o : new SolverOptions[] {clears, run, shortest}) {
      assertEquals(SearchStrategy.DFS, Solver.strategyFor(stock, o), o.toString());
      assertEquals(SearchStrategy.DFS, Solver.strategyFor(oneSuit, o), o.toString());
    }
    SolverOptions dfs = AUTO.toBuilder().strategy(SearchStrategy.DFS).build();
    assertEquals(SearchStrategy.DFS, Solver.strategyFor(stock, dfs), "an explicit strategy");
    assertEquals(SearchStrategy.AUTO, SolverOptions.defaults().strategy(), "the library default");
  }

  /**
   * The library's default is the command line's: a standard deal solved with the default options
   * (a state budget only) is won by the staged best-first search, which the plain depth-first
   * search does not do within the same budget.
   */
  @Test
  void theDefaultWinsAStandardDeal() {
    Game deal = KpatienceDeals.deal(2, 1);
    SolverOptions defaults = SolverOptions.builder().maxStates(300_000).build();
    assertEquals(SearchStrategy.BEST_FIRST, Solver.strategyFor(deal, defaults));
    SolverResult won = Solver.solve(deal, defaults);
    assertEquals(SolverStatus.WINNABLE, won.status(), won.toString());
    SolverPropertyTest.assertCertificateWins(deal, won.certificate(), "KPatience two-suit 1");
    SolverResult dfs = Solver.solve(deal, defaults.toBuilder().strategy(SearchStrategy.DFS)
        .build());
    assertEquals(SolverStatus.UNKNOWN, dfs.status(), "depth-first within the same budget");
  }

  @Test
  void verdictsEqualTheCompleteSearch() {
    SolverOptions dfs = SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(200_000).build();
    SolverOptions auto = dfs.toBuilder().strategy(SearchStrategy.AUTO).build();
    Map<SearchStrategy, Integer> decidedBy = new EnumMap<>(SearchStrategy.class);
    for (long seed = 0; seed < 1000; seed++) {
      Game g = seed % 3 == 2 ? RandomSpecs.small(seed).generate(seed) : StubbornSetsTest.game(seed);
      String where = (seed % 3 == 2 ? RandomSpecs.small(seed).describe(seed)
          : StubbornSetsTest.describe(seed)) + " (auto)";
      if (SolverPropertyTest.solveBoth(g, dfs, auto, where) != null) {
        decidedBy.merge(Solver.strategyFor(g, auto), 1, Integer::sum);
      }
    }
    for (SearchStrategy s : new SearchStrategy[] {SearchStrategy.DFS, SearchStrategy.FOCUSED,
        SearchStrategy.BEST_FIRST}) {
      assertTrue(decidedBy.getOrDefault(s, 0) > 50, "too few games decided by " + s + ": "
          + decidedBy);
    }
  }
}
