package org.spiderlab.core.special;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

class SortedGamesTest {

  private static int[] randomDecks(SplittableRandom r, int suits, int maxDecks) {
    int[] d = new int[suits];
    for (int s = 0; s < suits; s++) {
      d[s] = r.nextInt(maxDecks + 1);
    }
    if (d[0] == 0) {
      d[0] = 1;
    }
    return d;
  }

  /** Figure 1 of the thesis (two decks, ranks 1..5). */
  @Test
  void thesisFigure1() {
    Game g = GameText.parse("spider ranks=5 suits=1\npile 5S 3S 1S\npile 4S 3S 2S\n"
        + "pile 2S 1S\npile 5S 4S\n");
    assertTrue(SortedGames.isSorted(g));
    assertTrue(SortedGames.isCompletable(g.toBoard()));
    List<Move> cert = SortedGames.complete(g);
    assertNull(ReferenceSearch.replay(g, cert));
    // stage 1: 1S of pile 1 onto the free 2S of pile 2; stage 2: 2S 1S of pile 3 onto the 3S of
    // pile 1; stage 3: 3S 2S 1S of pile 1 onto the 4S of pile 4; stage 4: 4S..1S of pile 2 onto
    // the 5S of pile 1; then the two complete runs are cleared
    assertEquals("[m 1 1 2, m 3 2 1, m 1 3 4, m 2 4 1, c 1, c 4]", cert.toString());
  }

  /** Thesis 2.3.2's example: sorted, two suits mixed in piles, lost. */
  @Test
  void mixedSuitsAreOutsideTheClass() {
    Game g = GameText.parse("spider ranks=2 suits=2\npile 2S 1H\npile 2H 1S\n");
    assertTrue(SortedGames.isSorted(g));
    assertFalse(SortedGames.isCompletable(g.toBoard()));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SortedGames.complete(g));
    assertTrue(e.getMessage().contains("pile 1 holds more than one suit (1H above 2S)"),
        e.getMessage());
    assertFalse(ReferenceSearch.solve(g, 10_000).winnable());
  }

  @Test
  void classChecks() {
    assertFalse(SortedGames.isSorted(GameText.parse("spider ranks=2 suits=1\npile 1S 2S\n")));
    assertFalse(SortedGames.isSorted(GameText.parse("spider ranks=2 suits=1\npile [2S] 1S\n")));
    assertFalse(SortedGames.isSorted(GameText.parse("spider ranks=2 suits=1\npile 2S 2S\n")));
    assertFalse(SortedGames.isSorted(
        GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S\nstock 1S 2S\n")));
    assertTrue(SortedGames.isSorted(GameText.parse("spider ranks=2 suits=1\npile\n")));
    assertEquals("the cards of suit S are not complete decks: rank 1 occurs 1 times, rank 3 "
        + "occurs 0 times", SortedGames.classViolation(
            GameText.parse("spider ranks=3 suits=1\npile 2S 1S\n")));
    assertEquals("pile 1 is not sorted: card 1 ([2S]) is face down", SortedGames.classViolation(
        GameText.parse("spider ranks=2 suits=1\npile [2S] 1S\n")));
    assertEquals("pile 2 is not sorted: 2S lies on rank 1", SortedGames.classViolation(
        GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S 2S\n")));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> SortedGames.complete(GameText.parse("spider ranks=2 suits=1\npile 1S 2S\n")));
    assertTrue(e.getMessage().startsWith("SortedGames.complete: pile 1 is not sorted"),
        e.getMessage());
    assertEquals(List.of(), SortedGames.complete(GameText.parse("spider ranks=3 suits=1\npile\n")));
  }

  /** Tiny random sorted games: exhaustive search agrees (winnable) and the certificate wins. */
  @Test
  void tinyGamesAgreeWithExhaustiveSearch() {
    int checked = 0;
    for (long seed = 1; seed <= 1500; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      int suits = 1 + r.nextInt(2);
      int[] decks = randomDecks(r, suits, suits == 1 ? 3 : 1);
      int n = 1 + r.nextInt(suits == 1 ? 4 : 3);
      Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
      Game g = SpecialGen.sorted(seed, n, decks, r.nextInt(3), false, rule);
      String ctx = "seed=" + seed + "\n" + GameText.toText(g);
      assertTrue(SortedGames.isSorted(g), ctx);
      List<Move> cert = SortedGames.complete(g);
      assertNull(ReferenceSearch.replay(g, cert), ctx);
      try {
        assertTrue(ReferenceSearch.solve(g, 300_000).winnable(), ctx);
        checked++;
      } catch (ReferenceSearch.TooBig tooBig) {
        // skip: too big for the naive reference
      }
    }
    assertTrue(checked > 1000, "too few exhaustive checks: " + checked);
  }

  /** Larger random sorted games, one suit and one suit per pile: certificates verify. */
  @Test
  void largeGamesCertificatesVerify() {
    for (long seed = 1; seed <= 3000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 17);
      int suits = 1 + r.nextInt(4);
      int[] decks = randomDecks(r, suits, 4);
      int n = 1 + r.nextInt(40);
      Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
      Game g = SpecialGen.sorted(seed, n, decks, r.nextInt(8), false, rule);
      List<Move> cert = SortedGames.complete(g);
      assertNull(ReferenceSearch.replay(g, cert), "seed=" + seed + "\n" + GameText.toText(g));
      long clears = cert.stream().filter(m -> m instanceof Move.Clear).count();
      int total = 0;
      for (int d : decks) {
        total += d;
      }
      assertEquals(total, clears, "one clear per deck, seed=" + seed);
    }
  }

  /**
   * Every legal move keeps a one-suit sorted game sorted (the class comment's claim), so the
   * completion must also win from any position reached by random legal play ({@code Board}
   * overload).
   */
  @Test
  void completesAfterRandomLegalPlay() {
    for (long seed = 1; seed <= 1500; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 101);
      int n = 1 + r.nextInt(10);
      Game g = SpecialGen.sorted(seed, n, new int[] {1 + r.nextInt(3)}, r.nextInt(4), false,
          Rule.SPIDER);
      Board b = g.toBoard();
      List<Move> played = new ArrayList<>();
      int steps = r.nextInt(30);
      for (int i = 0; i < steps; i++) {
        List<Move> legal = b.legalMoves();
        if (legal.isEmpty()) {
          break;
        }
        Move m = legal.get(r.nextInt(legal.size()));
        b.apply(m);
        played.add(m);
        assertTrue(SortedGames.isSorted(b), "stays sorted after " + played + ", seed=" + seed);
      }
      List<Move> rest = SortedGames.complete(b);
      Board check = b.copy();
      for (Move m : rest) {
        assertNull(check.tryApply(m), m + " after " + played + ", seed=" + seed);
      }
      assertTrue(check.isWon(), "seed=" + seed);
      assertEquals(n, b.maxRank());
    }
  }

  /**
   * Thesis 2.3.3: in a one-suit sorted game any order of non-splitting moves onto non-empty piles
   * (and clears) wins. (Moves onto empty piles keep the game sorted, but may cycle forever.)
   */
  @Test
  void anyNonSplittingOrderWins() {
    for (long seed = 1; seed <= 2000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 13);
      int n = 1 + r.nextInt(12);
      Game g = SpecialGen.sorted(seed, n, new int[] {1 + r.nextInt(4)}, r.nextInt(5), false,
          Rule.SPIDER);
      Board b = g.toBoard();
      while (true) {
        List<Move> ok = new ArrayList<>();
        for (Move m : b.legalMoves()) {
          if (m instanceof Move.Transfer t
              && (t.count() != b.runLength(t.source()) || b.pileSize(t.target()) == 0)) {
            continue;
          }
          ok.add(m);
        }
        if (ok.isEmpty()) {
          break;
        }
        b.apply(ok.get(r.nextInt(ok.size())));
      }
      assertTrue(b.isWon(), "stuck: " + b.describe() + ", seed=" + seed + "\n"
          + GameText.toText(g));
    }
  }

  /** The construction is linear in the cards; the replay moves up to k n^2 cards. */
  @Test
  void largeInstance() {
    Game big = SpecialGen.sorted(7, 100_000, new int[] {3}, 7, false, Rule.SPIDER);
    long t = System.nanoTime();
    List<Move> cert = SortedGames.complete(big);
    long ms = (System.nanoTime() - t) / 1_000_000;
    assertTrue(ms < 5_000, "complete took " + ms + " ms for 300,000 cards");
    assertEquals(3, cert.stream().filter(m -> m instanceof Move.Clear).count());
    Game mid = SpecialGen.sorted(8, 1_500, new int[] {2, 1}, 6, false, Rule.SPIDER);
    assertNull(ReferenceSearch.replay(mid, SortedGames.complete(mid)));
  }

  /** Random deals are almost never sorted; when they are, they must complete. */
  @Test
  void randomDealsClassification() {
    RandomGames spec = RandomGames.oneSuit(4, 2, 6);
    for (long seed = 1; seed <= 500; seed++) {
      Game g = spec.generate(seed);
      if (SortedGames.isSorted(g)) {
        assertNull(ReferenceSearch.replay(g, SortedGames.complete(g)), spec.describe(seed));
      } else {
        assertTrue(SortedGames.classViolation(g) != null, spec.describe(seed));
      }
    }
  }
}
