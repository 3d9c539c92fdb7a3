package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.LongFunction;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * {@link SearchStrategy#BEST_FIRST} against the depth-first search on thousands of seeded random
 * games: equal verdicts, replayed certificates, and on UNWINNABLE the same number of stored
 * states (both exhaust the same reachable canonical state set). Every failure names spec and
 * seed.
 */
class BestFirstTest {

  private static final long BUDGET = 200_000;

  private static int compare(LongFunction<RandomGames> specs, int games, boolean unpruned,
      String name) {
    return compare(specs, games, unpruned, name, BUDGET);
  }

  private static int compare(LongFunction<RandomGames> specs, int games, boolean unpruned,
      String name, long budget) {
    SolverOptions.Builder base = SolverOptions.builder().maxStates(budget);
    if (unpruned) {
      base.unpruned();
    }
    SolverOptions dfs = base.strategy(SearchStrategy.DFS).build();
    SolverOptions best = dfs.toBuilder().strategy(SearchStrategy.BEST_FIRST).build();
    int decided = 0;
    int winnable = 0;
    for (long seed = 0; seed < games; seed++) {
      RandomGames spec = specs.apply(seed);
      Game g = spec.generate(seed);
      String where = name + " " + spec.describe(seed);
      SolverResult a = Solver.solve(g, dfs);
      SolverResult b = Solver.solve(g, best);
      if (a.status() == SolverStatus.UNKNOWN || b.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      assertEquals(a.status(), b.status(), () -> where + ": best-first verdict differs from DFS");
      if (b.status() == SolverStatus.WINNABLE) {
        winnable++;
        SolverPropertyTest.assertCertificateWins(g, b.certificate(), where);
      } else {
        assertEquals(a.statistics().storedStates(), b.statistics().storedStates(),
            () -> where + ": exhaustion stored a different number of states");
      }
    }
    assertTrue(decided > games * 9 / 10, name + ": only " + decided + " games decided");
    assertTrue(winnable > games / 20 && winnable < decided - games / 20,
        name + ": too one-sided, " + winnable + " of " + decided + " winnable");
    return decided;
  }

  @Test
  void agreesWithDfsOnSmallGames() {
    compare(RandomSpecs::small, 3000, false, "best-first");
  }

  @Test
  void agreesWithUnprunedDfsOnSmallGames() {
    compare(RandomSpecs::small, 1500, true, "best-first unpruned");
  }

  /** Many piles: the difference-list keys (24+ piles) and long undo/replay paths. */
  @Test
  void agreesWithDfsOnWideGames() {
    compare(seed -> new RandomGames(3, 1, 10, 24 + (int) (seed % 3), (int) (seed % 2),
        seed % 3 == 0 ? 0 : 40, Rule.SPIDER), 300, false, "best-first wide", 20_000);
  }

  @Test
  void shortestRejectsBestFirst() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SolverOptions.builder().shortest(true).strategy(SearchStrategy.BEST_FIRST).build());
    assertTrue(e.getMessage().contains("BEST_FIRST"), e.getMessage());
    assertEquals(SearchStrategy.DFS, SolverOptions.defaults().strategy());
  }
}
