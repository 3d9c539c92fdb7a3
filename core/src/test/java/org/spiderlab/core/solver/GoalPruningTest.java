package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.io.GameText;

/**
 * The prunings for the goals of thesis 4.5 ({@link Goal#clears}, {@link Goal#run} under both
 * readings) against the unpruned search, as {@code SolverPropertyTest}, {@code DeadEndsTest} and
 * {@code StubbornSetsTest} do for {@link Goal#won()}: equal verdicts on thousands of seeded games
 * with the pruning on and off, never more states, and enough pruning for the comparison to mean
 * something; the bounds behind the dead-end test never exceeded along random plays; every
 * position the dead-end test drops unreachable for the goal. Every failure names the game, the
 * seed and the goal.
 */
class GoalPruningTest {

  private static final long BUDGET = 40_000;
  private static final String[] KINDS = {"clears", "run on top", "run anywhere"};

  /**
   * The seed's game: two of three from {@link StubbornSetsTest#game} (no stock, half of them
   * gadget-like blocks, where the prunings apply), one of three from {@link RandomSpecs#small}
   * (stock, hanoi, face-down cards).
   */
  static Game game(long seed) {
    return seed % 3 == 2 ? RandomSpecs.small(seed).generate(seed) : StubbornSetsTest.game(seed);
  }

  static String describe(long seed) {
    return seed % 3 == 2 ? RandomSpecs.small(seed).describe(seed)
        : StubbornSetsTest.describe(seed);
  }

  private static int kind(String name) {
    return List.of(KINDS).indexOf(name);
  }

  /** The prunings proven for the goals of every kind. */
  private static List<String> prunings(int kind) {
    return List.of("dead ends", "partial order", "all");
  }

  /** The options with only {@code pruning} on ("all": every pruning and shortcut). */
  private static SolverOptions pruned(String pruning, Goal goal) {
    SolverOptions.Builder b = SolverOptions.builder().maxStates(BUDGET).unpruned().goal(goal);
    return switch (pruning) {
      case "dead ends" -> b.deadEnds(true).build();
      case "partial order" -> b.partialOrder(true).build();
      default -> b.deadEnds(true).partialOrder(true).symmetry(true).sortedShortcut(true).build();
    };
  }

  /**
   * Per seed, the unpruned search and the search with each proven pruning on alone and with all
   * of them: equal verdicts, reached goals, never more states; and per pruning enough positions
   * pruned that the comparison means something.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void prunedAgreesWithUnpruned(String kindName) {
    int kind = kind(kindName);
    List<String> prunings = prunings(kind);
    int decided = 0;
    int reachable = 0;
    int[] smaller = new int[prunings.size()];
    long[] plainStates = new long[prunings.size()];
    long[] prunedStates = new long[prunings.size()];
    for (long seed = 0; seed < 1500; seed++) {
      Game g = game(seed);
      Goal goal = GoalTest.goal(kind, g, seed);
      SolverResult a = Solver.solve(g, SolverOptions.builder().maxStates(BUDGET).unpruned()
          .goal(goal).build());
      if (a.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      reachable += a.status() == SolverStatus.WINNABLE ? 1 : 0;
      for (int v = 0; v < prunings.size(); v++) {
        String where = describe(seed) + " " + goal + " (" + prunings.get(v) + ")";
        SolverResult b = Solver.solve(g, pruned(prunings.get(v), goal));
        assertEquals(a.status(), b.status(), where + ": verdict differs from the unpruned search");
        if (b.status() == SolverStatus.WINNABLE) {
          assertReaches(g, b.certificate(), goal, where);
        } else {
          assertTrue(b.statistics().storedStates() <= a.statistics().storedStates(),
              where + ": the pruned search stored more states");
          smaller[v] += b.statistics().storedStates() < a.statistics().storedStates() ? 1 : 0;
          plainStates[v] += a.statistics().storedStates();
          prunedStates[v] += b.statistics().storedStates();
        }
      }
    }
    assertTrue(decided > 1400, kindName + ": only " + decided + " decided");
    assertTrue(reachable > 100 && reachable < decided - 100, kindName + ": one-sided "
        + reachable);
    for (int v = 0; v < prunings.size(); v++) {
      // the sample must exercise the pruning, or the comparison proves nothing
      String name = kindName + ", " + prunings.get(v);
      assertTrue(smaller[v] >= 15 && prunedStates[v] < plainStates[v], name + ": little pruning, "
          + smaller[v] + " smaller, " + prunedStates[v] + " of " + plainStates[v] + " states");
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void shortestLengthsArePreserved(String kindName) {
    int kind = kind(kindName);
    int compared = 0;
    for (long seed = 0; seed < 700; seed++) {
      Game g = StubbornSetsTest.game(seed);
      if (g.cardCount() > 14) {
        continue;
      }
      Goal goal = GoalTest.goal(kind, g, seed);
      String where = StubbornSetsTest.describe(seed) + " " + goal + " (shortest)";
      SolverOptions plain = SolverOptions.builder().maxStates(20_000).shortest(true).unpruned()
          .goal(goal).build();
      SolverOptions all = plain.toBuilder().deadEnds(true).partialOrder(true).symmetry(true)
          .build();
      SolverResult a = Solver.solve(g, plain);
      SolverResult b = Solver.solve(g, all);
      if (a.status() == SolverStatus.UNKNOWN || b.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      assertEquals(a.status(), b.status(), where);
      if (a.status() == SolverStatus.WINNABLE) {
        compared++;
        assertEquals(a.certificate().size(), b.certificate().size(), where + ": length");
        assertReaches(g, b.certificate(), goal, where);
      }
    }
    assertTrue(compared > 150, kindName + ": only " + compared + " compared");
  }

  static Stream<String> kinds() {
    return Stream.of(KINDS);
  }

  @Test
  void boundsHoldAlongRandomPlays() {
    int bounded = 0;
    int tightClears = 0;
    for (long seed = 0; seed < 5000; seed++) {
      Game g = StubbornSetsTest.game(seed);
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
      Position s = Position.start(g);
      CardReach reach = new CardReach(s);
      boolean[] none = new boolean[s.pileCount()];
      for (int step = 0; step < 20; step++) {
        if (s.stockEmptyNoEmptyPile() && !reach.compute(s, none, false)) {
          bounded++;
          long clears = s.clearedRuns() + reach.clearableKings;
          int top = reach.longestBaseStretch();
          int any = reach.longestPossibleRun();
          String where = StubbornSetsTest.describe(seed) + " step " + step + "\n" + s;
          tightClears += clears > s.clearedRuns() ? 1 : 0;
          for (int walk = 0; walk < 3; walk++) {
            Position w = s.copy();
            for (int k = 0; k < 30; k++) {
              assertTrue(w.clearedRuns() <= clears, where + ": more clears than " + clears);
              assertFalse(StubbornSetsTest.reached(w, Goal.run(top + 1, RunReading.TOP)),
                  where + ": a top run taller than " + top);
              assertFalse(StubbornSetsTest.reached(w, Goal.run(any + 1, RunReading.ANY)),
                  where + ": a run taller than " + any);
              for (int j = 0; j < w.pileCount(); j++) {
                assertTrue(w.size(j) > 0, where + ": a pile emptied");
              }
              long[] ms = StubbornSetsTest.moves(w);
              if (ms.length == 0) {
                break;
              }
              w.apply(ms[rnd.nextInt(ms.length)]);
            }
          }
        }
        long[] ms = StubbornSetsTest.moves(s);
        if (ms.length == 0) {
          break;
        }
        s.apply(ms[rnd.nextInt(ms.length)]);
      }
    }
    assertTrue(bounded > 8000 && tightClears > 50, bounded + " bounded positions, "
        + tightClears + " with clearable kings");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void everyDeadEndIsUnreachable(String kindName) {
    int kind = kind(kindName);
    int dead = 0;
    for (long seed = 0; seed < 1500; seed++) {
      Game g = StubbornSetsTest.game(seed);
      Goal goal = GoalTest.goal(kind, g, seed);
      Board b = g.toBoard();
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x5DEECE66DL);
      for (int step = 0; step < 15; step++) {
        Game here = b.snapshot(g.suits());
        Position s = Position.start(here);
        Goal rest = goal instanceof Goal.Clears c
            ? Goal.clears((int) Math.max(0, c.runs() - b.clearedRuns())) : goal;
        if (new DeadEnds(s, rest).dead(s)) {
          dead++;
          SolverResult r = Solver.solve(here, SolverOptions.builder().unpruned().goal(rest)
              .maxStates(BUDGET).build());
          assertNotEquals(SolverStatus.WINNABLE, r.status(), StubbornSetsTest.describe(seed)
              + " " + rest + " after " + step + " random moves:\n" + GameText.toText(here));
        }
        List<Move> moves = b.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        b.apply(moves.get(rnd.nextInt(moves.size())));
      }
    }
    assertTrue(dead > 1000, kindName + ": only " + dead + " dead ends");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("visibleGoals")
  void movesOutsideTheSetNeverReachTheGoal(String kindName) {
    int kind = kind(kindName);
    int checked = StubbornSetsTest.walkReducedPositions(6000,
        seed -> GoalTest.goal(kind, StubbornSetsTest.game(seed), seed));
    assertTrue(checked > 3000, kindName + ": only " + checked + " reduced positions checked");
  }

  static Stream<String> visibleGoals() {
    return Stream.of(KINDS);
  }

  static void assertReaches(Game g, List<Move> cert, Goal goal, String where) {
    Board b = g.toBoard();
    for (Move m : cert) {
      assertNull(b.tryApply(m), () -> where + ": illegal " + m);
    }
    assertTrue(goal.reachedBy(b), () -> where + ": certificate does not reach " + goal);
  }
}
