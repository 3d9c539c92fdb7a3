package org.spiderlab.core.special;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Thesis 2.3 ("Sortierte Spiele"): sorted games and their constructive completion.
 *
 * <h2>Definitions</h2>
 * A pile is <i>sorted</i> when its ranks strictly decrease from bottom to top; a game or position
 * is <i>sorted</i> ({@link #isSorted(Game)}, {@link #isSorted(Board)}) when every pile is sorted,
 * no tableau card is face down and the stock is empty (the thesis' chapter 2 has no stock; a
 * sorted tableau with deals left is not called sorted here). Suits are ignored by this definition.
 *
 * <h2>The class this completes</h2>
 * {@link #complete(Board)} wins every sorted position in which (a) every pile holds cards of one
 * suit only and (b) the cards of every suit form complete decks (each rank {@code 1..n} the same
 * number of times). This covers thesis 2.3.1 (one suit, any number of decks) and 2.3.2 (several
 * suits, one suit per pile). Either rule variant: the certificate only moves runs onto a card one
 * rank higher, which the hanoi rule accepts too.
 *
 * <h2>The construction (2.3.1, made explicit)</h2>
 * The thesis argues by induction on the rank: put every ace that is not on a two onto a free two,
 * drop the aces, renumber, recurse. Unrolled, stage {@code r = 1 .. n-1} moves every card of rank
 * {@code r} that does not lie on an {@code r+1} of its suit onto a free {@code r+1} of its suit;
 * stage {@code n} clears the complete runs. Call the maximal runs of the initial position its
 * <i>segments</i>. Then:
 * <ul>
 *   <li>the cards moved at stage {@code r} are exactly the bottoms of segments with bottom rank
 *       {@code r < n}; at that moment such a card carries the run {@code r..1}, so the move has
 *       height {@code r} (every smaller card has been put on its successor in earlier stages);
 *   <li>the free {@code r+1} cards are exactly the tops of segments with top rank {@code r+1}:
 *       every card once above them has a bottom below {@code r} and left in an earlier stage;
 *       counting per suit, there are as many of them as segments with bottom {@code r};
 *   <li>no card below a segment with bottom {@code r} or below such a free {@code r+1} has moved
 *       yet (those cards are higher and move in later stages), so every move goes between the
 *       original piles of the two segments, and the two piles differ (if a segment with top
 *       {@code r+1} lay right under one with bottom {@code r}, they would be one segment).
 * </ul>
 * Hence the certificate has one transfer per segment with bottom {@code < n} and one clear per
 * pile holding an {@code n}, needs no free cell and is computed in {@code O(cards + piles)} time
 * (replaying it moves {@code O(sum of the moved bottoms' ranks)} cards, at most {@code O(k n^2)}).
 * Every legal move of a one-suit sorted position keeps it sorted (the source loses top cards, the
 * target gains a run below its top card), hence winnable; this is the reason behind 2.3.3.
 */
public final class SortedGames {

  private SortedGames() {}

  /** Whether the game is sorted: every pile strictly decreasing, all face up, empty stock. */
  public static boolean isSorted(Game game) {
    return isSorted(game.toBoard());
  }

  /** Whether the position is sorted: every pile strictly decreasing, all face up, no deals left. */
  public static boolean isSorted(Board board) {
    if (board.dealsLeft() > 0) {
      return false;
    }
    for (int p = 0; p < board.pileCount(); p++) {
      long below = Long.MAX_VALUE;
      for (int i = 0; i < board.pileSize(p); i++) {
        long c = board.codeAt(p, i);
        if (CardCode.isDown(c) || CardCode.rank(c) >= below) {
          return false;
        }
        below = CardCode.rank(c);
      }
    }
    return true;
  }

  /**
   * Whether {@link #complete(Board)} applies: sorted, one suit per pile, complete decks per suit.
   * Such a position is winnable (thesis 2.3.1/2.3.2), so a search may stop there.
   */
  public static boolean isCompletable(Board board) {
    return classViolation(board) == null;
  }

  /** {@code null} if {@link #complete(Game)} applies to the game, else the reason it does not. */
  public static String classViolation(Game game) {
    return classViolation(game.toBoard());
  }

  /** {@code null} if {@link #complete(Board)} applies to the position, else the reason. */
  public static String classViolation(Board board) {
    if (board.dealsLeft() > 0) {
      return "the stock still holds " + board.dealsLeft() + " deals";
    }
    int n = board.maxRank();
    Map<Integer, int[]> counts = new HashMap<>(); // suit -> count per rank
    for (int p = 0; p < board.pileCount(); p++) {
      long below = Long.MAX_VALUE;
      int suit = -1;
      for (int i = 0; i < board.pileSize(p); i++) {
        long c = board.codeAt(p, i);
        Card card = CardCode.decode(c);
        if (card.faceDown()) {
          return "pile " + (p + 1) + " is not sorted: card " + (i + 1) + " (" + card
              + ") is face down";
        }
        if (card.rank() >= below) {
          return "pile " + (p + 1) + " is not sorted: " + card + " lies on rank " + below;
        }
        if (suit >= 0 && card.suit() != suit) {
          return "pile " + (p + 1) + " holds more than one suit (" + card + " above "
              + Card.label((int) below, suit) + "); sorted games are completed for one suit per "
              + "pile only (thesis 2.3.2)";
        }
        suit = card.suit();
        below = card.rank();
        counts.computeIfAbsent(suit, s -> new int[n + 1])[card.rank()]++;
      }
    }
    for (Map.Entry<Integer, int[]> e : counts.entrySet()) {
      int[] cnt = e.getValue();
      for (int r = 2; r <= n; r++) {
        if (cnt[r] != cnt[1]) {
          return "the cards of suit " + Card.label(1, e.getKey()).substring(1)
              + " are not complete decks: rank 1 occurs " + cnt[1] + " times, rank " + r
              + " occurs " + cnt[r] + " times";
        }
      }
    }
    return null;
  }

  /**
   * A winning certificate for a sorted game with one suit per pile and complete decks per suit
   * (thesis 2.3.1/2.3.2); see the class comment for the construction.
   *
   * @throws IllegalArgumentException naming the first violation if the game is outside the class
   */
  public static List<Move> complete(Game game) {
    return complete(game.toBoard());
  }

  /**
   * A certificate that wins {@code board}'s current position (the board is not changed), for a
   * sorted position with one suit per pile and complete decks per suit.
   *
   * @throws IllegalArgumentException naming the first violation if the position is outside the
   *     class
   */
  public static List<Move> complete(Board board) {
    String why = classViolation(board);
    if (why != null) {
      throw new IllegalArgumentException("SortedGames.complete: " + why);
    }
    int n = board.maxRank();
    // segments: bottoms[r] = piles (with suit) of segments whose bottom has rank r < n;
    // freeTops: code(rank, suit) -> piles of segments whose top has that rank and suit
    Map<Integer, List<long[]>> bottoms = new HashMap<>();
    Map<Long, ArrayDeque<Integer>> freeTops = new HashMap<>();
    List<Integer> clears = new ArrayList<>();
    for (int p = 0; p < board.pileCount(); p++) {
      int s = board.pileSize(p);
      int i = 0;
      while (i < s) {
        int j = i; // segment from i to j
        while (j + 1 < s && board.codeAt(p, j) - board.codeAt(p, j + 1) == 1) {
          j++;
        }
        long bottom = board.codeAt(p, i);
        long topCode = board.codeAt(p, j);
        int rb = CardCode.rank(bottom);
        if (rb == n) {
          clears.add(p);
        } else {
          bottoms.computeIfAbsent(rb, r -> new ArrayList<>())
              .add(new long[] {p, CardCode.suit(bottom)});
        }
        freeTops.computeIfAbsent(topCode, c -> new ArrayDeque<>()).add(p);
        i = j + 1;
      }
    }
    List<Move> out = new ArrayList<>();
    List<Integer> ranks = new ArrayList<>(bottoms.keySet());
    ranks.sort(null);
    for (int r : ranks) {
      for (long[] seg : bottoms.get(r)) {
        int src = (int) seg[0];
        int suit = (int) seg[1];
        ArrayDeque<Integer> targets = freeTops.get(CardCode.of(r + 1, suit, false));
        if (targets == null || targets.isEmpty()) {
          throw new IllegalStateException("no free " + Card.label(r + 1, suit)
              + " although the decks are complete (a bug in SortedGames)");
        }
        out.add(Move.transfer(src, r, targets.poll()));
      }
    }
    for (int p : clears) {
      out.add(Move.clear(p));
    }
    return out;
  }
}
