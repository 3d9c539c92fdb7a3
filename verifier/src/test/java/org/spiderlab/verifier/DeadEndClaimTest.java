package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * The checker's dead-end claims are sound: on positions of seeded small games (several suits and
 * decks, face-down cards, stocks) every claim the checker accepts (the bare relaxation, a split
 * on one rank, a split on two ranks, the stock test), for every goal of the format, is confirmed
 * by an exhaustive search of the position that shares no code with the checker. The counts of
 * accepted claims are asserted too, so that the test cannot pass by accepting nothing.
 */
class DeadEndClaimTest {

  static final List<RandomGames> FAMILIES = List.of(
      RandomGames.oneSuit(4, 2, 4),
      RandomGames.oneSuit(5, 2, 4).withFaceDown(30),
      new RandomGames(4, 2, 1, 4, 0, 20, Rule.SPIDER),
      new RandomGames(3, 2, 2, 4, 0, 0, Rule.SPIDER),
      new RandomGames(4, 2, 2, 3, 2, 0, Rule.SPIDER),
      new RandomGames(3, 2, 2, 4, 1, 20, Rule.SPIDER),
      new RandomGames(2, 1, 3, 3, 1, 0, Rule.SPIDER),   // clears come early: stock dead ends
      new RandomGames(2, 2, 2, 3, 1, 0, Rule.SPIDER),
      new RandomGames(3, 3, 1, 3, 0, 0, Rule.SPIDER),
      new RandomGames(3, 2, 1, 3, 0, 30, Rule.SPIDER),
      new RandomGames(4, 2, 1, 3, 0, 0, Rule.SPIDER),
      new RandomGames(3, 2, 2, 5, 0, 0, Rule.SPIDER));

  static final int SEEDS = Integer.getInteger("deadEndClaim.seeds", 120);

  @Test
  void everyAcceptedClaimIsConfirmedByExhaustiveSearch() {
    long[] accepted = new long[5]; // relaxation, one rank, two ranks, stock, stock's cards
    long confirmed = 0;
    for (RandomGames family : FAMILIES) {
      for (long seed = 0; seed < SEEDS; seed++) {
        Game game = family.generate(seed);
        SplittableRandom rnd = new SplittableRandom(seed);
        Board b = game.toBoard();
        for (int step = 0; step < 6; step++) {
          for (ProofGoal goal : goals(game.maxRank())) {
            for (String claim : claims(b)) {
              String[] words = claim.isEmpty() ? new String[0] : claim.split(" ");
              if (DeadEndClaim.check(b, game.suits(), goal, words, 0, new long[1]) != null) {
                continue;
              }
              Boolean reachable = reachable(b, goal, 20_000);
              if (reachable == null) {
                continue;
              }
              if (reachable) {
                fail(family.describe(seed) + " after " + step + " random moves: the claim '"
                    + claim + "' for goal " + goal + " was accepted, but the goal is reachable "
                    + "from\n" + b.describe());
              }
              confirmed++;
              accepted[b.dealsLeft() > 0 ? b.tableauCardCount() >= b.pileCount() ? 4 : 3
                  : words.length == 0 ? 0
                  : claim.chars().filter(c -> c == '.').count() == claim.split(" ").length - 1
                  ? 1 : 2]++;
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
    assertTrue(accepted[0] >= 200 && accepted[1] >= 50 && accepted[2] >= 20
        && accepted[3] >= 50 && accepted[4] >= 30,
        "too few accepted claims to mean anything: relaxation "
        + accepted[0] + ", one rank " + accepted[1] + ", two ranks " + accepted[2] + ", stock "
        + accepted[3] + ", stock's cards " + accepted[4] + " (" + confirmed + " confirmed)");
  }

  /**
   * The relaxation with the stock's cards (a stock that can still be dealt, goal {@code won}),
   * on small seeded games with one to three deals and face-down cards: every claim accepted is
   * confirmed by the exhaustive search, and the claim is refused for the other goals.
   */
  @Test
  void theRelaxationWithTheStocksCardsIsConfirmedByExhaustiveSearch() {
    ProofGoal won = new ProofGoal(ProofGoal.Kind.WON, 0);
    int accepted = 0;
    int live = 0;
    for (long seed = 0; seed < 3000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 31 + 7);
      int n = 3 + r.nextInt(2);
      int piles = 3 + r.nextInt(2);
      int decks = Math.max(1, (3 * piles + 2 * n - 1) / (2 * n));
      RandomGames family = new RandomGames(n, 2, decks, piles,
          Math.max(1, Math.min(1 + r.nextInt(2), 2 * n * decks / piles - 2)), 60, Rule.SPIDER);
      Game game = family.generate(seed);
      Board b = game.toBoard();
      for (int step = 0; step < 10; step++) {
        if (b.dealsLeft() > 0 && b.tableauCardCount() >= b.pileCount()) {
          String why = DeadEndClaim.check(b, game.suits(), won, new String[0], 0, new long[1]);
          if (why == null) {
            Boolean reachable = reachable(b, won, 50_000);
            if (Boolean.TRUE.equals(reachable)) {
              fail(family.describe(seed) + " after " + step + " random moves: the stock's "
                  + "cards claim was accepted, but the game is won from\n" + b.describe());
            }
            accepted += reachable == null ? 0 : 1;
            String other = DeadEndClaim.check(b, game.suits(),
                new ProofGoal(ProofGoal.Kind.CLEARS, 1), new String[0], 0, new long[1]);
            assertTrue(other != null && other.contains("the goal is not won"),
                String.valueOf(other));
          } else {
            live++;
          }
        }
        List<Move> moves = b.legalMoves();
        if (moves.isEmpty()) {
          break;
        }
        b.apply(moves.get(r.nextInt(moves.size())));
      }
    }
    assertTrue(accepted >= 200 && live >= 1000, "too few claims to mean anything: " + accepted
        + " accepted and confirmed, " + live + " refused");
  }

  /**
   * Positions made so that each condition of a split's leaf and each step of the bounds is
   * needed: without it the claim would be accepted, yet the goal is reachable.
   */
  @Test
  void theConditionsThatRandomPositionsRarelyNeed() {
    // two aces, two hosts of rank 2: each case alone gets nowhere, both together build 4H 3H 2H
    assertRejected("spider ranks=4 suits=2\npile 4S 3H 1S\npile 2H 1S\npile 4H 2S\n"
        + "pile 4H 2S\n", new ProofGoal(ProofGoal.Kind.RUN_TOP, 3), "1 . .",
        "rank 2 has 2 possible tops");
    // 2S may go onto the 3S of the third pile: a run step that lies nowhere yet
    assertRejected("spider ranks=3 suits=2\npile 3S 2H\npile 3H 2S\npile 3S\n",
        new ProofGoal(ProofGoal.Kind.RUN_ANY, 2), "", "does not rule out the goal");
    // a split on a rank without a card has no case
    assertRejected("spider ranks=4 suits=1\npile 4S 2S\npile 4S 1S\n",
        new ProofGoal(ProofGoal.Kind.RUN_TOP, 2), "3", "has no card in the tableau");
  }

  private static void assertRejected(String text, ProofGoal goal, String claim, String reason) {
    Board b = org.spiderlab.core.io.GameText.parse(text).toBoard();
    assertTrue(Boolean.TRUE.equals(reachable(b, goal, 100_000)), "the goal is reachable");
    String why = DeadEndClaim.check(b, 2, goal, claim.isEmpty() ? new String[0]
        : claim.split(" "), 0, new long[1]);
    assertTrue(why != null && (reason == null || why.contains(reason)), claim + ": " + why);
  }

  private static List<ProofGoal> goals(int n) {
    List<ProofGoal> goals = new ArrayList<>();
    goals.add(new ProofGoal(ProofGoal.Kind.WON, 0));
    goals.add(new ProofGoal(ProofGoal.Kind.CLEARS, 1));
    goals.add(new ProofGoal(ProofGoal.Kind.CLEARS, 2));
    for (int h = 2; h <= n; h++) {
      goals.add(new ProofGoal(ProofGoal.Kind.RUN_TOP, h));
      goals.add(new ProofGoal(ProofGoal.Kind.RUN_ANY, h));
    }
    return goals;
  }

  /**
   * The claims tried on {@code b}: the bare one, a split on each rank with leaves only, and a
   * split on each pair of ranks (the second below every case of the first).
   */
  private static List<String> claims(Board b) {
    int n = b.maxRank();
    int[] count = new int[n + 1];
    for (int j = 0; j < b.pileCount(); j++) {
      for (int i = 0; i < b.pileSize(j); i++) {
        count[CardCode.rank(b.codeAt(j, i))]++;
      }
    }
    List<String> claims = new ArrayList<>();
    claims.add("");
    for (int r = 1; r <= n; r++) {
      if (count[r] == 0) {
        claims.add(String.valueOf(r)); // a split without a case
        continue;
      }
      claims.add(r + " .".repeat(count[r]));
      for (int s = 1; s <= n; s++) {
        if (s != r && count[s] > 0) {
          claims.add(r + (" " + s + " .".repeat(count[s])).repeat(count[r]));
        }
      }
    }
    return claims;
  }

  /**
   * Whether a position that reaches {@code goal} is reachable from {@code start}, by a
   * breadth-first search over exact positions with the model's moves; null beyond
   * {@code maxStates}.
   */
  static Boolean reachable(Board start, ProofGoal goal, int maxStates) {
    Set<String> seen = new HashSet<>();
    ArrayDeque<Board> queue = new ArrayDeque<>();
    queue.add(start.copy());
    seen.add(key(start));
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      if (goal.reachedBy(b)) {
        return true;
      }
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        if (seen.add(key(c))) {
          if (seen.size() > maxStates) {
            return null;
          }
          queue.add(c);
        }
      }
    }
    return false;
  }

  /** The whole position: its cards as a game's text, the runs cleared and the deals made. */
  static String key(Board b) {
    return org.spiderlab.core.io.GameText.toText(b.snapshot(maxSuit(b))) + "|"
        + b.clearedRuns() + "|" + b.dealsDone();
  }

  private static int maxSuit(Board b) {
    int most = 4;
    for (int j = 0; j < b.pileCount(); j++) {
      for (int i = 0; i < b.pileSize(j); i++) {
        most = Math.max(most, CardCode.suit(b.codeAt(j, i)));
      }
    }
    for (int d = 0; d < b.dealsLeft(); d++) {
      for (int j = 0; j < b.pileCount(); j++) {
        most = Math.max(most, CardCode.suit(b.stockCode(d, j)));
      }
    }
    return most;
  }
}
