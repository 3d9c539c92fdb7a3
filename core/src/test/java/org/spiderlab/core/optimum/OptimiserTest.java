package org.spiderlab.core.optimum;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;

/**
 * The {@link Optimiser} against a brute-force maximum over every reachable position of seeded
 * tiny games, for every objective; its certificates replayed; its budgets; and the {@link
 * GreedyPlayer} never above the optimum. Every failure names the spec and seed.
 */
class OptimiserTest {

  static Stream<Objective> objectives() {
    return Stream.of(Objective.runsCleared(), Objective.tallestRun(RunReading.TOP),
        Objective.tallestRun(RunReading.ANY));
  }

  /** A tiny spec (at most ~12 cards): stock, face-down cards, two suits, hanoi. */
  static RandomGames tiny(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x632BE59BD9B4E019L + 11);
    int n = 2 + r.nextInt(3);
    int suits = 1 + r.nextInt(2);
    int decks = n * suits > 4 ? 1 : 1 + r.nextInt(2);
    int piles = 2 + r.nextInt(3);
    int cards = n * suits * decks;
    int deals = cards / piles >= 2 && r.nextInt(3) == 0 ? 1 : 0;
    return new RandomGames(n, suits, decks, piles, deals, r.nextBoolean() ? 0 : 40,
        r.nextInt(5) == 0 ? Rule.HANOI : Rule.SPIDER);
  }

  private static final List<Objective> ALL = objectives().toList();
  private static final java.util.Map<Long, int[]> MAXIMA = new java.util.HashMap<>();

  /**
   * The largest value of each objective of {@link #objectives()} over every position reachable
   * in {@code game}, by breadth-first search over exact board snapshots; null when more than
   * {@code cap} positions.
   */
  static int[] bruteMaxima(Game game, int cap) {
    Board start = game.toBoard();
    Set<Game> seen = new HashSet<>();
    seen.add(start.snapshot(game.suits()));
    ArrayDeque<Board> queue = new ArrayDeque<>();
    queue.add(start);
    int[] best = new int[ALL.size()];
    measureInto(best, start);
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        // cleared runs are not in the snapshot: positions differing only there are equal here,
        // and both have the same future, so the first one seen (fewest moves) stands for both
        measureInto(best, c);
        if (seen.add(c.snapshot(game.suits()))) {
          if (seen.size() > cap) {
            return null;
          }
          queue.add(c);
        }
      }
    }
    return best;
  }

  private static void measureInto(int[] best, Board b) {
    for (int i = 0; i < best.length; i++) {
      best[i] = Math.max(best[i], ALL.get(i).measure(b));
    }
  }

  /** The brute-force maximum of {@code objective} for the seed's tiny game, or -1 (cached). */
  static int truth(long seed, Objective objective) {
    int[] m = MAXIMA.computeIfAbsent(seed, s -> {
      int[] r = bruteMaxima(tiny(s).generate(s), 10_000);
      return r == null ? new int[0] : r;
    });
    return m.length == 0 ? -1 : m[ALL.indexOf(objective)];
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("objectives")
  void optimumAgreesWithBruteForce(Objective objective) {
    int compared = 0;
    int exhausted = 0;
    Set<Integer> values = new HashSet<>();
    for (long seed = 0; seed < 1000; seed++) {
      RandomGames spec = tiny(seed);
      Game g = spec.generate(seed);
      String where = spec.describe(seed) + " " + objective;
      int truth = truth(seed, objective);
      if (truth < 0) {
        continue;
      }
      Optimum o = Optimiser.maximise(g, objective, SolverOptions.builder().maxStates(200_000)
          .build());
      assertEquals(OptimumStatus.OPTIMAL, o.status(), where);
      assertEquals(truth, o.value(), where + ": " + o);
      assertEquals(truth, o.upperBound().value(), where);
      assertEquals(truth, Optimiser.replay(g, objective, o.certificate()), where);
      assertReplays(g, o.certificate(), where);
      if (o.upperBound() instanceof UpperBound.Exhausted) {
        exhausted++;
        assertTrue(o.probes().stream().anyMatch(p -> p.status() == SolverStatus.UNWINNABLE
            && p.atLeast() == truth + 1), where + ": " + o.probes());
      }
      compared++;
      values.add(truth);
    }
    assertTrue(compared > 800, objective + ": only " + compared + " compared");
    assertTrue(exhausted > 100 && values.size() >= 3, objective + ": " + exhausted
        + " optima proven by exhaustion, values " + values);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("objectives")
  void greedyNeverBeatsTheOptimum(Objective objective) {
    int below = 0;
    for (long seed = 0; seed < 600; seed++) {
      RandomGames spec = tiny(seed);
      Game g = spec.generate(seed);
      String where = spec.describe(seed) + " " + objective + " greedy";
      int truth = truth(seed, objective);
      if (truth < 0) {
        continue;
      }
      GreedyPlayer.Play p = GreedyPlayer.play(g, 500);
      assertReplays(g, p.moves(), where);
      assertEquals(p, GreedyPlayer.play(g, 500), where + ": not deterministic");
      assertTrue(p.value(objective) <= truth, where + ": greedy " + p + " above " + truth);
      below += p.value(objective) < truth ? 1 : 0;
    }
    assertTrue(below > 0 || objective instanceof Objective.TallestRun,
        objective + ": greedy always optimal on the sample");
  }

  @Test
  void budgetsGiveUnknownWithTheBestFound() {
    Game g = new RandomGames(6, 2, 1, 5, 0, 40, Rule.SPIDER).generate(3);
    Optimum o = Optimiser.maximise(g, Objective.tallestRun(RunReading.TOP),
        SolverOptions.builder().maxStates(5).build());
    assertEquals(OptimumStatus.UNKNOWN, o.status(), o.toString());
    assertEquals(new SolverLimit(SolverLimit.Kind.MAX_STATES, 5), o.limit().orElseThrow());
    assertTrue(o.value() < o.upperBound().value());
    assertEquals(o.value(), Optimiser.replay(g, o.objective(), o.certificate()));
    assertTrue(o.word().startsWith("MAX-RUN>="), o.word());
  }

  @Test
  void handMadeValues() {
    Game oneClear = GameText.parse("""
        spider ranks=3 suits=2
        pile 1H 3S 2S 1S
        pile 2H 3H
        """);
    Optimum val = Optimiser.maximise(oneClear, Objective.runsCleared(), SolverOptions.defaults());
    assertEquals("VAL=1", val.word());
    assertEquals(List.of(Move.clear(0)), val.certificate());
    assertInstanceOf(UpperBound.Exhausted.class, val.upperBound());
    assertEquals(2, Objective.runsCleared().countingBound(oneClear));
    // a complete deck already in place: no search needed beyond the counting bound
    Game sorted = GameText.parse("spider ranks=3 suits=1\npile 3S 2S 1S\n");
    Optimum run = Optimiser.maximise(sorted, Objective.tallestRun(RunReading.TOP),
        SolverOptions.defaults());
    assertEquals("MAX-RUN=3", run.word());
    assertTrue(run.probes().isEmpty() && run.certificate().isEmpty());
    assertInstanceOf(UpperBound.Counting.class, run.upperBound());
  }

  static void assertReplays(Game g, List<Move> moves, String where) {
    Board b = g.toBoard();
    for (Move m : moves) {
      assertNull(b.tryApply(m), () -> where + ": illegal " + m);
    }
  }
}
