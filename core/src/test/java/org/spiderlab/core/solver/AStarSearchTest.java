package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.RandomGames;

/**
 * Shortest mode's A* search ({@link AStarSearch}): its bound is consistent and exact at the
 * goal on seeded random walks, and its verdicts and lengths equal those of breadth-first search
 * ({@link ShortestSearch}) on thousands of seeded games, with and without the prunings. Every
 * failure names the spec and seed.
 */
class AStarSearchTest {

  @Test
  void boundIsConsistentAndZeroOnlyWhenWon() {
    for (long seed = 0; seed < 400; seed++) {
      PositionWalks.walk(seed, (s, rnd, where) -> {
        AStarSearch a = new AStarSearch(s);
        int h = a.lowerBound(s);
        assertEquals(s.won(), h == 0, () -> where + ": h = " + h);
        MoveGenerator gen = new MoveGenerator(s.pileCount());
        int cnt = gen.generateReference(s, false, false);
        for (long m : Arrays.copyOf(gen.moves(), cnt)) {
          int u = s.apply(m);
          int after = a.lowerBound(s);
          s.undo(m, u);
          int[] parts = new int[s.p];
          int before = a.lowerBound(s, parts);
          u = s.apply(m);
          int incremental = a.boundAfter(s, m, before, parts);
          s.undo(m, u);
          assertEquals(after, incremental, () -> where + ": " + PackedMove.toMove(m)
              + ", the bound counted again only where the move changed piles");
          assertTrue(h <= 1 + after,
              () -> where + ": " + PackedMove.toMove(m) + " lowers h from " + h + " to " + after);
        }
      });
    }
  }

  @Test
  void agreesWithBreadthFirstSearchOnLengthsAndVerdicts() {
    int winnable = 0;
    int unwinnable = 0;
    for (long seed = 0; seed < 1200; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      String where = spec.describe(seed);
      SolverOptions.Builder b = SolverOptions.builder().maxStates(100_000).shortest(true);
      SolverOptions opt = (seed % 3 == 0 ? b.unpruned() : b).build();
      SolverResult bfs = new ShortestSearch(new SearchRun(g, opt, null, false)).run();
      SolverResult astar = Solver.solve(g, opt);
      if (bfs.status() == SolverStatus.UNKNOWN || astar.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      assertEquals(bfs.status(), astar.status(), () -> where + ": verdicts differ");
      if (astar.status() == SolverStatus.WINNABLE) {
        winnable++;
        assertEquals(bfs.certificate().size(), astar.certificate().size(),
            () -> where + ": shortest lengths differ");
        assertTrue(Solver.movesLowerBound(g) <= astar.certificate().size(),
            () -> where + ": the bound exceeds the shortest win");
      } else {
        unwinnable++;
      }
    }
    assertTrue(winnable > 200 && unwinnable > 50,
        "one-sided sample: " + winnable + " winnable, " + unwinnable + " unwinnable");
  }

  @Test
  void expandsFewerPositionsThanBreadthFirstSearchNearTheEndOfADeal() {
    Game end = lastMoves(KpatienceDeals.deal(1, 1), 8);
    SolverOptions opt = SolverOptions.builder().shortest(true).maxStates(2_000_000).build();
    SolverResult bfs = new ShortestSearch(new SearchRun(end, opt, null, false)).run();
    SolverResult astar = Solver.solve(end, opt);
    assertEquals(SolverStatus.WINNABLE, astar.status());
    assertEquals(bfs.certificate().size(), astar.certificate().size());
    assertTrue(astar.statistics().statesExpanded() * 10 < bfs.statistics().statesExpanded(),
        () -> "A* expanded " + astar.statistics().statesExpanded() + ", breadth-first "
            + bfs.statistics().statesExpanded());
  }

  @Test
  void memoryBudgetEndsTheSearchAsUnknown() {
    SolverResult r = Solver.solve(KpatienceDeals.deal(4, 1), SolverOptions.builder().shortest(true)
        .maxMemoryBytes(1 << 20).build());
    assertEquals(SolverStatus.UNKNOWN, r.status());
    assertEquals(SolverLimit.maxMemory(1 << 20), r.limit().orElseThrow());
  }

  @Test
  void anUnknownAnswerCarriesTheLengthItRuledOut() {
    Game end = lastMoves(KpatienceDeals.deal(2, 1), 25);
    SolverResult full = Solver.solve(end, SolverOptions.builder().shortest(true).build());
    assertEquals(SolverStatus.WINNABLE, full.status());
    int shortest = full.certificate().size();
    int bound = Solver.movesLowerBound(end);
    assertTrue(bound < shortest - 1, "the bound alone would decide: " + bound);
    for (long states : new long[] {50, 2_000, 20_000}) {
      SolverResult r = Solver.solve(end, SolverOptions.builder().shortest(true)
          .maxStates(states).build());
      if (r.status() == SolverStatus.WINNABLE) {
        assertEquals(shortest, r.certificate().size());
        continue;
      }
      assertEquals(SolverStatus.UNKNOWN, r.status());
      assertTrue(r.noWinWithin() >= bound - 1 && r.noWinWithin() < shortest,
          states + " states: no win within " + r.noWinWithin() + ", shortest " + shortest);
    }
    SolverResult cut = Solver.solve(end, SolverOptions.builder().shortest(true).maxStates(50)
        .build());
    assertEquals(SolverStatus.UNKNOWN, cut.status());
    assertTrue(cut.noWinWithin() >= bound,
        "50 states rule out more than the bound: " + cut.noWinWithin() + ", bound " + bound);
    SolverResult dfs = Solver.solve(end, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(1).build());
    assertEquals(-1, dfs.noWinWithin(), "only shortest mode proves a length bound");
  }

  @Test
  void bucketsPopSmallestFThenDeepestThenLast() {
    AStarSearch.Buckets b = new AStarSearch.Buckets();
    b.push(5, 1, 10);
    b.push(4, 0, 11);
    b.push(5, 3, 12);
    b.push(5, 3, 13);
    b.push(7, 2, 14);
    long[] order = new long[5];
    for (int i = 0; i < 5; i++) {
      order[i] = b.pop(b.g());
    }
    assertTrue(b.isEmpty());
    assertEquals(List.of(11L, 13L, 12L, 10L, 14L), Arrays.stream(order).boxed().toList());
  }

  /** The position {@code k} moves before the end of the default strategy's win of {@code g}. */
  static Game lastMoves(Game g, int k) {
    SolverResult won = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.AUTO)
        .maxStates(2_000_000).build());
    assertEquals(SolverStatus.WINNABLE, won.status());
    List<Move> cert = won.certificate();
    Board b = g.toBoard();
    for (Move m : cert.subList(0, cert.size() - Math.min(k, cert.size()))) {
      b.apply(m);
    }
    return b.snapshot(g.suits());
  }
}
