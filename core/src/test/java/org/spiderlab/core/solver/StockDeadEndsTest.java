package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * The dead-end test with a stock ({@link DeadEnds}: a stock that can never be dealt again) against
 * the unpruned search, for every goal: every position it calls a dead end cannot reach the goal,
 * and switching it on changes no verdict while storing no more states. The games are small
 * seeded games with a stock and few tableau cards per pile ({@link #game}), where one or two
 * clears leave fewer tableau cards than piles. Every failure names the game, the seed and the goal.
 */
class StockDeadEndsTest {

  private static final long BUDGET = 20_000;
  private static final String[] GOALS = {"won", "clears", "run on top", "run anywhere"};

  /**
   * The seed's spec: ranks 2-4, one or two suits, 3-6 piles, one or two deals, about 24 cards at
   * most and at least as many tableau cards as piles, but only a few more,
   * face-down cards in half of the games, the hanoi rule in a quarter.
   */
  static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 29);
    int n = 2 + r.nextInt(3);
    int suits = 1 + r.nextInt(2);
    int piles = 3 + r.nextInt(4);
    int deals = 1 + r.nextInt(2);
    int cards = Math.min(24, (deals + 1) * piles + r.nextInt(3));
    int decks = Math.max(1, (cards + n * suits - 1) / (n * suits));
    deals = Math.max(1, Math.min(deals, n * suits * decks / piles - 1));
    int down = r.nextBoolean() ? 0 : 50;
    Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
    return new RandomGames(n, suits, decks, piles, deals, down, rule);
  }

  static Game game(long seed) {
    return spec(seed).generate(seed);
  }

  /**
   * The goal of kind {@code kind} (an index into {@link #GOALS}) for the seed's game: for clears
   * every run or all but one, for runs the full height or one less (at least 2).
   */
  static Goal goal(int kind, Game g, long seed) {
    int less = (int) (seed % 2);
    return switch (kind) {
      case 0 -> Goal.won();
      case 1 -> Goal.clears((int) Math.max(1, g.cardCount() / g.maxRank() - less));
      default -> Goal.run(Math.max(2, g.maxRank() - less),
          kind == 2 ? RunReading.TOP : RunReading.ANY);
    };
  }

  static Stream<String> goals() {
    return Stream.of(GOALS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goals")
  void everyDeadEndIsUnreachable(String goalName) {
    int kind = List.of(GOALS).indexOf(goalName);
    int dead = 0;
    int live = 0;
    for (long seed = 0; seed < 1500; seed++) {
      Game g = game(seed);
      Goal goal = goal(kind, g, seed);
      Board b = g.toBoard();
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
      for (int step = 0; step < 12; step++) {
        Game here = b.snapshot(g.suits());
        Position s = Position.start(here);
        Goal rest = goal instanceof Goal.Clears c
            ? Goal.clears((int) Math.max(0, c.runs() - b.clearedRuns())) : goal;
        if (s.dealsDone != s.dealTotal()) {
          if (new DeadEnds(s, rest).dead(s)) {
            dead++;
            SolverResult r = Solver.solve(here, SolverOptions.builder()
                .strategy(SearchStrategy.DFS).unpruned().goal(rest)
                .maxStates(BUDGET).build());
            assertNotEquals(SolverStatus.WINNABLE, r.status(), spec(seed).describe(seed) + " "
                + rest + " after " + step + " random moves:\n" + GameText.toText(here));
          } else {
            live++;
          }
        }
        if (!PositionWalks.randomMove(b, rnd)) {
          break;
        }
      }
    }
    // runs of full height rarely need more cards than the tableau holds
    assertTrue(dead > (kind >= 2 ? 250 : 300) && live > 3000, goalName + ": " + dead
        + " dead ends, " + live
        + " live positions with a stock");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("goals")
  void verdictsAgreeAndNoMoreStatesAreStored(String goalName) {
    int kind = List.of(GOALS).indexOf(goalName);
    int decided = 0;
    int reachable = 0;
    int smaller = 0;
    long statesWithout = 0;
    long statesWith = 0;
    for (long seed = 0; seed < 2000; seed++) {
      Game g = game(seed);
      Goal goal = goal(kind, g, seed);
      String where = spec(seed).describe(seed) + " " + goal;
      SolverOptions plain = SolverOptions.builder()
          .strategy(SearchStrategy.DFS).maxStates(BUDGET).unpruned().goal(goal)
          .build();
      SolverResult a = Solver.solve(g, plain);
      if (a.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      SolverResult b = Solver.solve(g, plain.toBuilder().deadEnds(true).build());
      decided++;
      assertEquals(a.status(), b.status(), where + ": verdict differs from the unpruned search");
      if (b.status() == SolverStatus.WINNABLE) {
        reachable++;
        GoalPruningTest.assertReaches(g, b.certificate(), goal, where);
      }
      assertTrue(b.statistics().storedStates() <= a.statistics().storedStates(),
          where + ": the dead-end test stored more states");
      smaller += b.statistics().storedStates() < a.statistics().storedStates() ? 1 : 0;
      statesWithout += a.statistics().storedStates();
      statesWith += b.statistics().storedStates();
    }
    assertTrue(decided > 1900, goalName + ": only " + decided + " decided");
    assertTrue(reachable > 100 && reachable < decided - (kind >= 2 ? 10 : 40), goalName
        + ": one-sided " + reachable + " of " + decided);
    // the sample must exercise the test, or the comparison proves nothing
    assertTrue(smaller > (kind >= 2 ? 15 : 100) && statesWith < statesWithout, goalName
        + ": little pruning, "
        + smaller + " smaller, " + statesWith + " of " + statesWithout + " states");
  }

  @Test
  void everyStrategyAgreesWithTheUnprunedSearch() {
    int decided = 0;
    for (long seed = 0; seed < 600; seed++) {
      Game g = game(seed);
      SolverResult a = Solver.solve(g, SolverOptions.builder()
          .strategy(SearchStrategy.DFS).maxStates(BUDGET).unpruned()
          .build());
      if (a.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      for (SearchStrategy strategy : SearchStrategy.values()) {
        String where = spec(seed).describe(seed) + " " + strategy;
        SolverResult b = Solver.solve(g, SolverOptions.builder().maxStates(BUDGET)
            .strategy(strategy).build());
        if (b.status() != SolverStatus.UNKNOWN) {
          assertEquals(a.status(), b.status(), where + ": verdict differs");
        }
        if (b.status() == SolverStatus.WINNABLE) {
          GoalPruningTest.assertReaches(g, b.certificate(), Goal.won(), where);
        }
      }
    }
    assertTrue(decided > 550, "only " + decided + " decided");
  }

  @Test
  void smallCases() {
    // four piles, two tableau cards (as after a clear): the stock can never be dealt
    Game kings = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 2S\npile\npile\n"
        + "stock 1S 1S 2S 1S\n");
    assertTrue(Solver.isDeadEnd(kings));
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(kings).status());
    // as many tableau cards as piles: a card can move onto the empty pile, then deal
    Game spread = GameText.parse("spider ranks=2 suits=1\npile 2S 1S\npile\nstock 2S 1S\n");
    assertFalse(Solver.isDeadEnd(spread));
    assertEquals(SolverStatus.WINNABLE, Solver.solve(spread).status());
    // the hanoi rule too: the count does not depend on which card takes which
    assertTrue(Solver.isDeadEnd(GameText.parse("spider ranks=2 suits=1 rule=hanoi\npile 2S\n"
        + "pile 2S\npile\npile\nstock 1S 1S 2S 1S\n")));
    // for the other goals only when the tableau cards cannot make them
    Position s = Position.start(kings);
    assertTrue(new DeadEnds(s, Goal.clears(1)).dead(s));
    assertTrue(new DeadEnds(s, Goal.run(2, RunReading.TOP)).dead(s));
    assertFalse(new DeadEnds(s, Goal.run(1, RunReading.TOP)).dead(s));
    Game run = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S\npile\npile\n"
        + "stock 2S 1S 2S 1S\n");
    Position t = Position.start(run);
    assertTrue(new DeadEnds(t, Goal.won()).dead(t));
    assertFalse(new DeadEnds(t, Goal.clears(1)).dead(t));
    assertTrue(new DeadEnds(t, Goal.clears(2)).dead(t));
    assertFalse(new DeadEnds(t, Goal.run(2, RunReading.ANY)).dead(t));
    assertEquals(SolverStatus.WINNABLE, Solver.solve(run, SolverOptions.builder()
        .goal(Goal.clears(1)).build()).status());
  }
}
