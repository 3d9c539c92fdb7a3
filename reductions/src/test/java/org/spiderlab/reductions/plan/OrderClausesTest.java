package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.io.GameText;

/**
 * The canonical order of commuting steps ({@link OrderClauses}) pair by pair: from positions of
 * seeded games (one and two suits, two decks, a stock, face-down cards, the Hanoi rule), every
 * sequence of two legal steps (moves, clears, deals) leads to an exact position that the ordered
 * encoding still reaches within two steps, and every two-step way it finds is one the unordered
 * encoding finds too. Over the families, some pairs are refused (the order prunes), and each
 * refused pair has its two steps legal in the other order to the same position (replayed on a
 * board): the order never refuses a pair whose swap is not a play.
 */
class OrderClausesTest {

  private static final List<RandomGames> SPECS = List.of(
      RandomGames.oneSuit(4, 1, 4),
      RandomGames.oneSuit(3, 2, 4).withFaceDown(30),
      new RandomGames(4, 2, 1, 4, 1, 30, Rule.SPIDER),
      new RandomGames(3, 2, 2, 4, 1, 0, Rule.SPIDER),
      RandomGames.oneSuit(4, 1, 4).withRule(Rule.HANOI));

  /**
   * Positions the random families rarely reach: a card on the ace of a complete run (moved away,
   * then the run cleared), a complete run on the ace of another (cleared top one first), two
   * runs made by independent moves, a stock.
   */
  private static final List<String> HAND_MADE = List.of(
      "spider ranks=2 suits=1\npile 2S 1S 1S\npile 2S\n",
      "spider ranks=2 suits=1\npile 2S 1S 2S 1S\npile 2S 1S\n",
      "spider ranks=3 suits=2\npile 3S 2S\npile 3H 2H\npile 1H\npile 1S\n",
      "spider ranks=2 suits=1\npile 2S 1S 1S\npile 2S\nstock 2S 1S\n");

  @TestFactory
  Stream<DynamicTest> everyTwoStepPositionStaysReachable() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] refused = {0};
    int[] pairs = {0};
    for (String text : HAND_MADE) {
      tests.add(DynamicTest.dynamicTest(text.replace('\n', '/'), () ->
          everyPair(GameText.parse(text), text, refused, pairs)));
    }
    for (RandomGames spec : SPECS) {
      for (long seed = 1; seed <= 12; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> {
          Game g = spec.generate(sd);
          Board b = g.toBoard();
          for (Move m : RandomWalk.walk(g, sd * 11 + 3, (int) (sd % 5), 30)) {
            b.apply(m);
          }
          everyPair(b.snapshot(g.suits()), spec.describe(sd), refused, pairs);
        }));
      }
    }
    tests.add(DynamicTest.dynamicTest("the order refuses some pairs", () -> {
      assertTrue(refused[0] >= 50, "refused " + refused[0] + " of " + pairs[0]);
      assertTrue(refused[0] < pairs[0], "refused " + refused[0] + " of " + pairs[0]);
    }));
    return tests.stream();
  }

  /** Every pair of legal steps from {@code from}, as the class comment says. */
  private static void everyPair(Game from, String name, int[] refused, int[] pairs)
      throws Exception {
          for (Move m1 : from.toBoard().legalMoves()) {
            Board after1 = from.toBoard();
            after1.apply(m1);
            for (Move m2 : after1.legalMoves()) {
              pairs[0]++;
              PhysicalPlay play = new PhysicalPlay(new PlanCards(from));
              assertEquals(null, play.apply(m1));
              assertEquals(null, play.apply(m2));
              String where = name + " from\n" + GameText.toText(from) + "steps "
                  + m1 + ", " + m2;
              Set<List<Move>> ordered = ways(from, play.target(), true, 1);
              Set<List<Move>> all = ways(from, play.target(), false, 1);
              assertFalse(ordered.isEmpty(), "the ordered encoding loses the position: " + where);
              assertTrue(all.containsAll(ordered), where + ": " + ordered + " not in " + all);
              assertTrue(all.contains(List.of(m1, m2)), where + ": " + all);
              if (!ordered.contains(List.of(m1, m2))) {
                refused[0]++;
                assertTrue(swapsTo(from, m1, m2, play.board()), "refused, but the steps do not"
                    + " commute: " + where);
              }
            }
          }
  }

  /**
   * Whether {@code m1} and {@code m2} can be played in the other order from {@code from} to the
   * same layout (some legal first step other than {@code m1}, and a legal second step after it,
   * reach {@code end}'s layout), or one step reaches it (a clear that saves a move).
   */
  private static boolean swapsTo(Game from, Move m1, Move m2, Board end) {
    String goal = Shortener.faceBlindKey(end);
    for (Move a : from.toBoard().legalMoves()) {
      Board one = from.toBoard();
      one.apply(a);
      if (Shortener.faceBlindKey(one).equals(goal) && Shortener.upWhereUp(one, end)) {
        return true;
      }
      if (a.equals(m1)) {
        continue;
      }
      for (Move c : one.legalMoves()) {
        Board two = one.copy();
        two.apply(c);
        if (Shortener.faceBlindKey(two).equals(goal) && Shortener.upWhereUp(two, end)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Every way of exactly two steps (or fewer and a {@code noop}) to {@code target}. */
  private static Set<List<Move>> ways(Game from, PlanEncoding.Target target, boolean ordered,
      int orderFrom) throws ContradictionException, TimeoutException {
    List<int[]> buffer = new ArrayList<>();
    PlanEncoding enc = PlanEncoding.start(from, 2, target, EncodingVariant.DEFAULT, buffer::add);
    enc.ordered(ordered);
    enc.orderFrom(orderFrom);
    enc.extend(buffer::add);
    enc.extend(buffer::add);
    ISolver solver = SolverFactory.newDefault();
    solver.newVar(enc.variables());
    Set<List<Move>> ways = new HashSet<>();
    try {
      for (int[] c : buffer) {
        solver.addClause(new VecInt(c));
      }
      solver.addClause(new VecInt(new int[] {enc.goal(2)}));
      while (solver.isSatisfiable()) {
        boolean[] value = new boolean[enc.variables() + 1];
        for (int l : solver.model()) {
          if (l > 0 && l < value.length) {
            value[l] = true;
          }
        }
        ways.add(enc.decode(x -> x < value.length && value[x], 2));
        List<Integer> block = new ArrayList<>();
        for (int t = 1; t <= 2; t++) {
          PlanEncoding.Step s = enc.step(t);
          for (int[] vs : new int[][] {s.pick(), s.put(), s.clr(), {s.deal(), s.noop()}}) {
            for (int v : vs) {
              if (v > 1 && value[v]) {
                block.add(-v);
              }
            }
          }
        }
        solver.addClause(new VecInt(block.stream().mapToInt(Integer::intValue).toArray()));
      }
    } catch (ContradictionException e) {
      // the last blocking clause closed the formula: every way is listed
    } finally {
      solver.reset();
    }
    return ways;
  }

  @Test
  void independentMovesKeepOneOrderExceptInTheAdversaryPrefix() throws Exception {
    // pile 3 onto pile 1 and pile 4 onto pile 2 commute: the order keeps the one that picks the
    // lower card first, unless the first step is a universal prefix's (BoundedEasy)
    Game g = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 2S\npile 1S\npile 1S\n");
    Move a = new Move.Transfer(2, 1, 0);
    Move b = new Move.Transfer(3, 1, 1);
    PhysicalPlay play = new PhysicalPlay(new PlanCards(g));
    assertEquals(null, play.apply(a));
    assertEquals(null, play.apply(b));
    PlanEncoding.Target end = play.target();
    assertEquals(Set.of(List.of(a, b), List.of(b, a)), ways(g, end, false, 1));
    assertEquals(Set.of(List.of(a, b)), ways(g, end, true, 1));
    assertEquals(Set.of(List.of(a, b), List.of(b, a)), ways(g, end, true, 2));
  }
}
