package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * Goals other than {@link Goal#won()} (thesis 4.5): "at least d runs cleared" and "a run of height
 * at least h" under both readings, against the brute force on seeded tiny games (reachability
 * and, in shortest mode, the fewest moves), with every strategy and every pruning requested on
 * (the solver keeps those proven for the goal); certificates reach the goal on a {@link Board};
 * and the goal of clearing every run agrees with {@link Goal#won()}. The comparisons of each
 * pruning with the unpruned search on bigger games are in {@code GoalPruningTest}.
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
    assertTrue(c.allowsDeadEndTest() && c.allowsPartialOrder() && c.allowsSortedShortcut());
    Goal top = Goal.run(3, RunReading.TOP);
    assertTrue(top.allowsDeadEndTest() && top.allowsPartialOrder() && !top.allowsSortedShortcut());
    Goal any = Goal.run(3, RunReading.ANY);
    assertTrue(any.allowsDeadEndTest() && any.allowsPartialOrder() && !any.allowsSortedShortcut());
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

  /**
   * Goal {@code kind} (0: clears, 1: run on top, 2: run anywhere) with a threshold chosen by the
   * seed: {@code d} in {@code 1..runs}, {@code h} in {@code 2..n}.
   */
  static Goal goal(int kind, Game g, long seed) {
    if (kind == 0) {
      return Goal.clears(1 + (int) (seed % Math.max(1, g.cardCount() / g.maxRank())));
    }
    int h = 2 + (int) (seed % Math.max(1, g.maxRank() - 1));
    return Goal.run(h, kind == 1 ? RunReading.TOP : RunReading.ANY);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"clears", "run on top", "run anywhere"})
  void goalsAgreeWithBruteForce(String name) {
    int kind = name.equals("clears") ? 0 : name.equals("run on top") ? 1 : 2;
    int decided = 0;
    int reachable = 0;
    int unreachable = 0;
    for (long seed = 0; seed < 1500; seed++) {
      RandomGames spec = RandomSpecs.tiny(seed);
      Game g = spec.generate(seed);
      Goal goal = goal(kind, g, seed);
      String where = spec.describe(seed) + " " + goal;
      int truth;
      try {
        truth = BruteForce.shortest(g, 50_000, goal::reachedBy);
      } catch (IllegalStateException tooBig) {
        continue;
      }
      SolverOptions.Builder base = SolverOptions.builder()
          .strategy(SearchStrategy.DFS).maxStates(BUDGET).goal(goal);
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
          assertTrue(goal.reachedBy(b), where);
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
  void runGoalsOnHandMadeGames() {
    Game g = GameText.parse("""
        spider ranks=4 suits=2
        pile 4H 1S
        pile 3S 2S
        """);
    // 1S goes onto 2S: a run 3S 2S 1S on top; it can go onto 4H, which does not continue it
    SolverResult three = Solver.solve(g, SolverOptions.builder()
        .goal(Goal.run(3, RunReading.TOP)).build());
    assertEquals(SolverStatus.WINNABLE, three.status());
    assertEquals(java.util.List.of(Move.transfer(0, 1, 1)), three.certificate());
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(g, SolverOptions.builder()
        .goal(Goal.run(4, RunReading.TOP)).build()).status());
    assertEquals(SolverStatus.WINNABLE, Solver.solve(g, SolverOptions.builder()
        .goal(Goal.run(0, RunReading.ANY)).build()).status());
    // a complete run buried under a king that cannot move counts anywhere, not on top
    Game buried = GameText.parse("spider ranks=3 suits=2\npile 3S 2S 1S 3H\npile 1H\n");
    assertEquals(SolverStatus.WINNABLE, Solver.solve(buried, SolverOptions.builder()
        .goal(Goal.run(3, RunReading.ANY)).build()).status());
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(buried, SolverOptions.builder()
        .goal(Goal.run(3, RunReading.TOP)).build()).status());
    assertThrows(IllegalArgumentException.class, () -> Goal.run(-1, RunReading.TOP));
  }

  @Test
  void clearingEveryRunIsWinning() {
    int compared = 0;
    for (long seed = 0; seed < 800; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      int runs = (int) (g.cardCount() / g.maxRank());
      SolverOptions won = SolverOptions.builder()
          .strategy(SearchStrategy.DFS).maxStates(BUDGET).build();
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
