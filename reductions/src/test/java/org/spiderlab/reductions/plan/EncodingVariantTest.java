package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * Every {@link EncodingVariant} has exactly the plays of the game as its models: on seeded small
 * games of every kind, the plays the formula "won within {@code L} moves" (with the move budget)
 * admits, enumerated with Sat4j by blocking each play's actions, are exactly the winning plays of
 * at most {@code L} moves that an explicit enumeration of the rules finds; and the planner finds
 * the shortest length of the solver's shortest mode in each variant.
 */
class EncodingVariantTest {
  /** The default, each choice alone, and all three together. */
  static final List<EncodingVariant> VARIANTS = List.of(EncodingVariant.DEFAULT,
      new EncodingVariant(true, false, false), new EncodingVariant(false, true, false),
      new EncodingVariant(false, false, true), new EncodingVariant(true, true, true));

  static List<RandomGames> specs() {
    return List.of(
        RandomGames.oneSuit(4, 1, 3),
        RandomGames.oneSuit(4, 1, 3).withFaceDown(40),
        new RandomGames(3, 2, 1, 3, 0, 0, Rule.SPIDER),
        new RandomGames(3, 2, 1, 3, 1, 30, Rule.SPIDER),
        new RandomGames(2, 2, 2, 3, 1, 0, Rule.SPIDER),
        new RandomGames(2, 1, 2, 2, 2, 0, Rule.SPIDER),
        RandomGames.oneSuit(3, 1, 3).withRule(Rule.HANOI),
        new RandomGames(3, 1, 2, 3, 1, 50, Rule.SPIDER));
  }

  /** The most winning plays a game may have for its horizon to be enumerated. */
  static final int MAX_PLAYS = 300;

  static final java.util.concurrent.atomic.AtomicInteger PLAYS =
      new java.util.concurrent.atomic.AtomicInteger();

  @TestFactory
  Stream<DynamicTest> everyVariantAdmitsExactlyTheWinningPlays() {
    List<DynamicTest> tests = new ArrayList<>();
    for (RandomGames spec : specs()) {
      for (long seed = 1; seed <= 3; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> comparePlays(spec, sd)));
      }
    }
    tests.add(DynamicTest.dynamicTest("some games have many plays", () ->
        assertTrue(PLAYS.get() >= 1_000, "winning plays compared: " + PLAYS.get())));
    return tests.stream();
  }

  static void comparePlays(RandomGames spec, long seed) {
    Game g = spec.generate(seed).withTopsTurnedUp();
    int horizon = 0;
    Set<List<Move>> wins = winningPlays(g, 0);
    for (int l = 1; l <= 9; l++) {
      Set<List<Move>> w = winningPlays(g, l);
      if (w == null || w.size() > MAX_PLAYS) {
        break;
      }
      horizon = l;
      wins = w;
    }
    PLAYS.addAndGet(wins.size() * VARIANTS.size());
    for (EncodingVariant v : VARIANTS) {
      Set<List<Move>> models = models(g, horizon, v);
      assertEquals(wins, models, spec.describe(seed) + ", horizon " + horizon + ", variant " + v
          + "\n" + g);
    }
  }

  /** The winning plays of at most {@code horizon} moves, null beyond {@link #MAX_PLAYS}. */
  static Set<List<Move>> winningPlays(Game g, int horizon) {
    Set<List<Move>> out = new HashSet<>();
    return walk(g.toBoard(), new ArrayList<>(), horizon, out) ? out : null;
  }

  private static boolean walk(Board b, List<Move> play, int left, Set<List<Move>> out) {
    if (b.isWon()) {
      out.add(List.copyOf(play));
      return out.size() <= MAX_PLAYS;
    }
    if (left == 0) {
      return true;
    }
    for (Move m : b.legalMoves()) {
      Board next = b.copy();
      next.apply(m);
      play.add(m);
      boolean ok = walk(next, play, left - 1, out);
      play.remove(play.size() - 1);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** The plays the formula of {@code v} admits at {@code horizon}, budget assumed. */
  static Set<List<Move>> models(Game g, int horizon, EncodingVariant v) {
    ISolver solver = SolverFactory.newDefault();
    List<int[]> clauses = new ArrayList<>();
    PlanEncoding e = PlanEncoding.start(g, horizon, v, clauses::add);
    for (int t = 1; t <= horizon; t++) {
      e.extend(clauses::add);
    }
    clauses.add(new int[] {e.goal(horizon)});
    clauses.add(new int[] {e.budget(horizon)});
    Set<List<Move>> out = new HashSet<>();
    try {
      solver.newVar(e.variables());
      for (int[] c : clauses) {
        solver.addClause(new VecInt(c));
      }
      while (solver.isSatisfiable()) {
        int[] model = solver.model();
        Set<Integer> truth = new HashSet<>();
        for (int l : model) {
          if (l > 0) {
            truth.add(l);
          }
        }
        truth.add(1);
        List<Move> play = e.decode(truth::contains, horizon);
        assertTrue(out.add(play), "a play found twice: " + play);
        assertTrue(out.size() <= MAX_PLAYS, "more plays than the rules allow");
        solver.addClause(new VecInt(block(e, horizon, truth)));
      }
    } catch (ContradictionException ex) {
      // the last blocking clause emptied the formula: every play is found
    } catch (TimeoutException ex) {
      throw new AssertionError(ex);
    }
    return out;
  }

  /** The clause "not this sequence of actions". */
  private static int[] block(PlanEncoding e, int horizon, Set<Integer> truth) {
    List<Integer> lits = new ArrayList<>();
    for (int t = 1; t <= horizon; t++) {
      PlanEncoding.Step s = e.step(t);
      List<Integer> acts = new ArrayList<>();
      for (int[] vars : new int[][] {s.pick(), s.put(), s.clr(), {s.deal(), s.noop()}}) {
        for (int x : vars) {
          if (x > 1 && truth.contains(x)) {
            acts.add(-x);
          }
        }
      }
      lits.addAll(acts);
    }
    return lits.stream().mapToInt(Integer::intValue).toArray();
  }

  @TestFactory
  Stream<DynamicTest> everyVariantFindsTheShortestLength() {
    List<DynamicTest> tests = new ArrayList<>();
    for (EncodingVariant v : VARIANTS.subList(1, VARIANTS.size())) {
      for (RandomGames spec : SatPlannerTest.specs()) {
        for (long seed = 1; seed <= 2; seed++) {
          long sd = seed;
          tests.add(DynamicTest.dynamicTest(v + ": " + spec.describe(sd), () -> {
            Game g = spec.generate(sd);
            SolverResult a = Solver.solve(g, SolverOptions.builder().shortest(true)
                .maxStates(2_000_000).build());
            PlanResult p = SatPlanner.plan(g, PlanOptions.of(SatPlannerTest.HORIZON,
                Duration.ofMinutes(2)).withEncoding(v));
            String where = v + ": " + spec.describe(sd) + "\n" + g;
            if (a.status() == SolverStatus.WINNABLE
                && a.certificate().size() <= SatPlannerTest.HORIZON) {
              assertEquals(SolverStatus.WINNABLE, p.status(), where);
              assertEquals(a.certificate().size(), p.plan().size(), where);
            } else {
              assertEquals(SolverStatus.UNKNOWN, p.status(), where);
            }
          }));
        }
      }
    }
    return tests.stream();
  }

  @Test
  void namesReadBack() {
    for (int m = 0; m < 8; m++) {
      EncodingVariant v = new EncodingVariant((m & 1) != 0, (m & 2) != 0, (m & 4) != 0);
      assertEquals(v, EncodingVariant.parse(v.toString()));
    }
    assertEquals(EncodingVariant.DEFAULT, EncodingVariant.parse(""));
    assertEquals(new EncodingVariant(true, false, true),
        EncodingVariant.parse("classical-frames, pairs"));
    assertThrows(IllegalArgumentException.class, () -> EncodingVariant.parse("pairs,tops"));
  }
}
