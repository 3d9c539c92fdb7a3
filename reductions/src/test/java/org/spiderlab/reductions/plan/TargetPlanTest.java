package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.io.GameText;

/**
 * The encoding aimed at an exact position (what the shortener's windows use) against
 * breadth-first search over boards: on games without identical cards (so a position's physical
 * layout is its layout), for the end of a seeded random walk of {@code m} moves, the planner
 * finds a way of exactly the breadth-first distance when that is below {@code m}, and none
 * otherwise. The target test is the shortener's own: the same cards in the same places, and
 * face up at least where the walk's end has them face up. Face-down cards, a stock and the
 * Hanoi rule are among the games, and with them the move budget counted against the target's
 * own bound.
 */
class TargetPlanTest {

  static int distance(Game g, Board target, int max) {
    String goal = Shortener.faceBlindKey(target);
    List<Board> level = new ArrayList<>(List.of(g.toBoard()));
    Set<String> seen = new HashSet<>();
    seen.add(GameText.toText(level.get(0).snapshot(g.suits())));
    for (int d = 0; d <= max; d++) {
      List<Board> next = new ArrayList<>();
      for (Board b : level) {
        if (Shortener.faceBlindKey(b).equals(goal) && Shortener.upWhereUp(b, target)) {
          return d;
        }
        for (Move m : b.legalMoves()) {
          Board c = b.copy();
          c.apply(m);
          if (seen.add(GameText.toText(c.snapshot(g.suits())))) {
            next.add(c);
          }
        }
      }
      level = next;
    }
    return Integer.MAX_VALUE;
  }

  @TestFactory
  Stream<DynamicTest> waysToAnExactPositionAreShortest() {
    List<RandomGames> specs = List.of(RandomGames.oneSuit(6, 1, 4).withFaceDown(40),
        new RandomGames(4, 2, 1, 4, 1, 30, Rule.SPIDER), new RandomGames(3, 2, 1, 3, 2, 0,
            Rule.SPIDER), RandomGames.oneSuit(6, 1, 4).withRule(Rule.HANOI));
    List<DynamicTest> tests = new ArrayList<>();
    int[] shorter = {0};
    for (RandomGames spec : specs) {
      for (long seed = 1; seed <= 10; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> {
          Game g = spec.generate(sd);
          List<Move> walk = RandomWalk.walk(g, sd * 7 + 1, 7, 50);
          if (walk.size() < 2) {
            return;
          }
          Board end = g.toBoard();
          for (Move m : walk) {
            end.apply(m);
          }
          int d = distance(g, end, walk.size());
          List<Move> plan = Shortener.replan(g, walk, 0, walk.size(), 60_000);
          String where = spec.describe(sd) + " walk " + walk + " distance " + d;
          if (d < walk.size()) {
            assertEquals(d, plan == null ? -1 : plan.size(), where + " plan " + plan);
            shorter[0]++;
          } else {
            assertNull(plan, where);
          }
        }));
      }
    }
    tests.add(DynamicTest.dynamicTest("many walks have a shorter way", () ->
        assertTrue(shorter[0] >= 10, "walks with a shorter way: " + shorter[0])));
    return tests.stream();
  }
}
