package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * Goals other than {@link Goal#won()}: "at least d runs cleared" against the brute force on seeded
 * tiny games (reachability and, in shortest mode, the fewest moves), with every strategy and with
 * the prunings requested on (the solver switches off those not proven for the goal); its
 * certificates reach the goal on a {@link Board}; and the goal of clearing every run agrees with
 * {@link Goal#won()}.
 */
class GoalTest {

  private static final long BUDGET = 200_000;

  @Test
  void defaultGoalIsWon() {
    assertEquals(Goal.won(), SolverOptions.defaults().goal());
    assertEquals(Goal.clears(2), SolverOptions.builder().goal(Goal.clears(2)).build().goal());
    assertThrows(IllegalArgumentException.class, () -> Goal.clears(-1));
    assertTrue(Goal.won().allowsDeadEndTest() && Goal.won().allowsPartialOrder()
        && Goal.won().allowsSortedShortcut());
    Goal c = Goal.clears(1);
    assertTrue(!c.allowsDeadEndTest() && !c.allowsPartialOrder() && !c.allowsSortedShortcut());
  }

  @Test
  void oneClearWithoutAWin() {
    Game g = GameText.parse("""
        spider ranks=3 suits=2
        pile 1H 3S 2S 1S
        pile 2H 3H
        """);
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(g).status());
    SolverResult r = Solver.solve(g, SolverOptions.builder().goal(Goal.clears(1)).build());
    assertEquals(SolverStatus.WINNABLE, r.status());
    assertEquals(java.util.List.of(Move.clear(0)), r.certificate());
    assertEquals(SolverStatus.UNWINNABLE,
        Solver.solve(g, SolverOptions.builder().goal(Goal.clears(2)).build()).status());
  }

  @Test
  void clearsAgreeWithBruteForce() {
    int decided = 0;
    int reachable = 0;
    int unreachable = 0;
    for (long seed = 0; seed < 1500; seed++) {
      RandomGames spec = RandomSpecs.tiny(seed);
      Game g = spec.generate(seed);
      long runs = g.cardCount() / g.maxRank();
      int d = 1 + (int) (seed % runs);
      String where = spec.describe(seed) + " clears(" + d + ")";
      int truth;
      try {
        truth = BruteForce.shortest(g, 50_000, b -> b.clearedRuns() >= d);
      } catch (IllegalStateException tooBig) {
        continue;
      }
      SolverOptions.Builder base = SolverOptions.builder().maxStates(BUDGET).goal(Goal.clears(d));
      SolverOptions[] variants = {base.build(), base.build().toBuilder().unpruned().build(),
          base.build().toBuilder().strategy(SearchStrategy.FOCUSED).build()};
      for (SolverOptions o : variants) {
        SolverResult r = Solver.solve(g, o);
        if (r.status() == SolverStatus.UNKNOWN) {
          continue;
        }
        assertEquals(truth >= 0 ? SolverStatus.WINNABLE : SolverStatus.UNWINNABLE, r.status(),
            where + " " + o);
        if (truth >= 0) {
          Board b = g.toBoard();
          r.certificate().forEach(b::apply);
          assertTrue(b.clearedRuns() >= d, where);
        }
      }
      SolverResult s = Solver.solve(g, base.shortest(true).build());
      if (s.status() != SolverStatus.UNKNOWN) {
        assertEquals(Math.max(truth, -1), s.status() == SolverStatus.WINNABLE
            ? s.certificate().size() : -1, where + " shortest");
      }
      decided++;
      if (truth >= 0) {
        reachable++;
      } else {
        unreachable++;
      }
    }
    assertTrue(decided > 1000, "only " + decided + " decided");
    assertTrue(reachable > 100 && unreachable > 100,
        "one-sided: " + reachable + " reachable, " + unreachable + " unreachable");
  }

  @Test
  void clearingEveryRunIsWinning() {
    int compared = 0;
    for (long seed = 0; seed < 800; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      int runs = (int) (g.cardCount() / g.maxRank());
      SolverOptions won = SolverOptions.builder().maxStates(BUDGET).build();
      SolverResult a = Solver.solve(g, won);
      SolverResult b = Solver.solve(g, won.toBuilder().goal(Goal.clears(runs)).build());
      if (a.status() == SolverStatus.UNKNOWN || b.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      compared++;
      assertEquals(a.status(), b.status(), spec.describe(seed));
    }
    assertTrue(compared > 700, "only " + compared + " compared");
  }
}
