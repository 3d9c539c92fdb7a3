package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * The checker's partial-order claims are sound: on positions of seeded small games without a
 * stock, for every pile set of up to six piles and every goal of the format, whenever the checker
 * accepts the set, a goal position reachable from the position is reachable through a move
 * inside the set, one step closer: an exhaustive search of the position (no code shared with the
 * checker) gives the distances. The counts of accepted sets are asserted, so that the test
 * cannot pass by accepting nothing.
 */
class ReductionClaimTest {

  static final List<RandomGames> FAMILIES = List.of(
      RandomGames.oneSuit(5, 2, 5),
      RandomGames.oneSuit(6, 2, 6).withFaceDown(20),
      new RandomGames(4, 2, 2, 5, 0, 0, Rule.SPIDER),
      new RandomGames(5, 2, 1, 5, 0, 20, Rule.SPIDER),
      RandomGames.oneSuit(4, 3, 6));

  @Test
  void everyAcceptedSetKeepsAMoveOneStepCloserToTheGoal() {
    long accepted = 0;
    long reachable = 0;
    for (RandomGames family : FAMILIES) {
      for (long seed = 0; seed < 25; seed++) {
        Game game = family.generate(seed);
        SplittableRandom rnd = new SplittableRandom(seed);
        Board b = game.toBoard();
        for (int step = 0; step < 4; step++) {
          int p = b.pileCount();
          for (ProofGoal goal : goals(game.maxRank())) {
            Map<String, Integer> dist = null;
            for (int mask = 1; mask < (1 << p) - 1; mask++) {
              boolean[] inP = new boolean[p];
              for (int j = 0; j < p; j++) {
                inP[j] = (mask >> j & 1) != 0;
              }
              if (ReductionClaim.check(b, game.suits(), goal, inP) != null) {
                continue;
              }
              accepted++;
              if (dist == null) {
                dist = distances(b, goal, 6_000);
              }
              if (dist == null) {
                break;
              }
              Integer d = dist.get(DeadEndClaimTest.key(b));
              if (d == null || d == 0) {
                continue;
              }
              reachable++;
              boolean closer = false;
              for (Move m : b.legalMoves()) {
                if (ReductionClaim.inside(inP, m)) {
                  Board c = b.copy();
                  c.apply(m);
                  Integer e = goal.reachedBy(c) ? Integer.valueOf(0)
                      : dist.get(DeadEndClaimTest.key(c));
                  closer |= e != null && e == d - 1;
                }
              }
              if (!closer) {
                fail(family.describe(seed) + " after " + step + " random moves, goal " + goal
                    + ": the set " + java.util.Arrays.toString(inP) + " was accepted, but no move "
                    + "inside it leads closer to the goal (distance " + d + ") from\n"
                    + b.describe());
              }
            }
          }
          List<Move> moves = b.legalMoves();
          if (moves.isEmpty()) {
            break;
          }
          b.apply(moves.get(rnd.nextInt(moves.size())));
        }
      }
    }
    assertTrue(accepted >= 500 && reachable >= 150, "too few accepted sets to mean anything: "
        + accepted + " accepted, " + reachable + " with the goal reachable");
  }

  /**
   * Positions made so that a condition is needed: without it the set would be accepted, yet the
   * goal is reachable only through moves outside the set first.
   */
  @Test
  void theConditionsThatRandomPositionsRarelyNeed() {
    // (a): the fourth spade empties its pile, the 2D goes there, 2H onto 3H makes a run of two
    String emptied = "spider ranks=5 suits=4\npile 4S\npile 5H\npile 3H 2D\npile 2H\npile 1C\n";
    assertRejected(emptied, new ProofGoal(ProofGoal.Kind.RUN_TOP, 2), 0b11100, "may become empty");
    // (d): 1S onto 2S outside the set builds 3S 2S 1S
    String outside = "spider ranks=6 suits=4\npile 6D 3S 2S\npile 2D 1S\npile 6H 5H\npile 6C\n";
    assertRejected(outside, new ProofGoal(ProofGoal.Kind.RUN_TOP, 3), 0b1100, "may reach the goal");
    assertRejected(outside, new ProofGoal(ProofGoal.Kind.RUN_ANY, 3), 0b1100, "may reach the goal");
  }

  private static void assertRejected(String text, ProofGoal goal, int mask, String reason) {
    Game g = org.spiderlab.core.io.GameText.parse(text);
    Board b = g.toBoard();
    boolean[] inP = new boolean[b.pileCount()];
    for (int j = 0; j < inP.length; j++) {
      inP[j] = (mask >> j & 1) != 0;
    }
    Map<String, Integer> dist = distances(b, goal, 100_000);
    Integer d = dist.get(DeadEndClaimTest.key(b));
    assertTrue(d != null && d > 0, "the goal is reachable");
    for (Move m : b.legalMoves()) {
      if (ReductionClaim.inside(inP, m)) {
        Board c = b.copy();
        c.apply(m);
        Integer e = dist.get(DeadEndClaimTest.key(c));
        assertTrue(e == null || e >= d, "a move inside the set leads closer: " + m);
      }
    }
    String why = ReductionClaim.check(b, g.suits(), goal, inP);
    assertTrue(why != null && why.contains(reason), why);
  }

  private static List<ProofGoal> goals(int n) {
    return List.of(new ProofGoal(ProofGoal.Kind.WON, 0), new ProofGoal(ProofGoal.Kind.CLEARS, 1),
        new ProofGoal(ProofGoal.Kind.RUN_TOP, Math.min(3, n)),
        new ProofGoal(ProofGoal.Kind.RUN_ANY, Math.min(3, n)));
  }

  /**
   * The distance to the goal of every position reachable from {@code start} from which the goal
   * is reachable (0 for goal positions), by an exhaustive search over exact positions; null
   * beyond {@code maxStates}.
   */
  static Map<String, Integer> distances(Board start, ProofGoal goal, int maxStates) {
    Map<String, Board> seen = new HashMap<>();
    Map<String, List<String>> parents = new HashMap<>();
    ArrayDeque<Board> queue = new ArrayDeque<>();
    seen.put(DeadEndClaimTest.key(start), start);
    queue.add(start);
    ArrayDeque<String> goals = new ArrayDeque<>();
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      String k = DeadEndClaimTest.key(b);
      if (goal.reachedBy(b)) {
        goals.add(k);
        continue;
      }
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        String ck = DeadEndClaimTest.key(c);
        parents.computeIfAbsent(ck, x -> new java.util.ArrayList<>()).add(k);
        if (!seen.containsKey(ck)) {
          if (seen.size() >= maxStates) {
            return null;
          }
          seen.put(ck, c);
          queue.add(c);
        }
      }
    }
    Map<String, Integer> dist = new HashMap<>();
    for (String g : goals) {
      dist.put(g, 0);
    }
    ArrayDeque<String> back = new ArrayDeque<>(goals);
    while (!back.isEmpty()) {
      String k = back.poll();
      for (String parent : parents.getOrDefault(k, List.of())) {
        if (!dist.containsKey(parent)) {
          dist.put(parent, dist.get(k) + 1);
          back.add(parent);
        }
      }
    }
    return dist;
  }
}
