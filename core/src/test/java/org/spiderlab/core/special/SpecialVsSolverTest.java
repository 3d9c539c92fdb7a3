package org.spiderlab.core.special;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/** The special-case deciders against the project's exact solver (seeded; seed in messages). */
class SpecialVsSolverTest {

  private static final SolverOptions OPT = SolverOptions.builder().maxStates(2_000_000).build();
  private static final SolverOptions PLAIN =
      SolverOptions.builder().unpruned().maxStates(2_000_000).build();

  private static SolverStatus solve(Game g, SolverOptions o, String ctx) {
    SolverResult r = Solver.solve(g, o);
    assertNotEquals(SolverStatus.UNKNOWN, r.status(), "solver gave up, " + ctx);
    if (r.status() == SolverStatus.WINNABLE) {
      assertNull(ReferenceSearch.replay(g, r.certificate()), "solver certificate, " + ctx);
    }
    return r.status();
  }

  @Test
  void greedyAndInversionsAgreeWithSolver() {
    int greedyWins = 0;
    int lost = 0;
    for (long seed = 1; seed <= 2000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 4099);
      int n = 2 + r.nextInt(9);
      int p = 1 + r.nextInt(5);
      Game g = SpecialGen.oneDeck(seed, n, p, r.nextInt(70), r.nextInt(5));
      String ctx = "seed=" + seed + "\n" + GameText.toText(g);
      SolverStatus s = solve(g, OPT, ctx);
      if (n <= 6) {
        assertEquals(ReferenceSearch.solve(g, 2_000_000).winnable(), s == SolverStatus.WINNABLE,
            "solver vs reference, " + ctx);
      }
      if (GreedyOneDeck.decide(g).winnable()) {
        greedyWins++;
        assertEquals(SolverStatus.WINNABLE, s, "greedy win, " + ctx);
      }
      if (Inversions.decide(g).lost()) {
        lost++;
        assertEquals(SolverStatus.UNWINNABLE, s, "every pile inverted, " + ctx);
      }
    }
    assertTrue(greedyWins > 300 && lost > 100, greedyWins + " greedy wins, " + lost + " lost");
  }

  /** The solver's shortest mode reproduces the Hanoi lengths of HanoiTowersTest. */
  @Test
  void hanoiShortestMatchesSolver() {
    SolverOptions shortest = SolverOptions.builder().shortest(true).maxStates(5_000_000).build();
    for (int n = 1; n <= 7; n++) {
      Game g = HanoiTowers.stacked(n, 2);
      SolverResult r = Solver.solve(g, shortest);
      assertEquals(SolverStatus.WINNABLE, r.status(), "n=" + n);
      assertNull(ReferenceSearch.replay(g, r.certificate()), "n=" + n);
      assertEquals(HanoiTowersTest.formula(n), r.certificate().size(), "n=" + n);
    }
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(HanoiTowers.stacked(4, 1), OPT).status());
    assertEquals(SolverStatus.UNWINNABLE,
        Solver.solve(HanoiTowers.figureLiteral(4, 2), OPT).status());
  }

  @Test
  void sortedGamesAreWinnableForTheSolver() {
    for (long seed = 1; seed <= 1000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 8191);
      int suits = 1 + r.nextInt(2);
      int[] decks = new int[suits];
      for (int s = 0; s < suits; s++) {
        decks[s] = 1 + r.nextInt(suits == 1 ? 3 : 2);
      }
      Game g = SpecialGen.sorted(seed, 1 + r.nextInt(suits == 1 ? 6 : 4), decks, r.nextInt(3),
          false, r.nextBoolean() ? Rule.SPIDER : Rule.HANOI);
      String ctx = "seed=" + seed + "\n" + GameText.toText(g);
      assertNull(ReferenceSearch.replay(g, SortedGames.complete(g)), ctx);
      assertEquals(SolverStatus.WINNABLE, solve(g, PLAIN, ctx), "unpruned solver, " + ctx);
      assertEquals(SolverStatus.WINNABLE, solve(g, OPT, ctx), "default solver, " + ctx);
    }
  }
}
