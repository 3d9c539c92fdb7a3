package org.spiderlab.reductions.spider;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;

/**
 * Sorted one-suit games (thesis 2.3): every pile strictly decreasing from bottom to top and every
 * card face up. Such a game with complete decks is always winnable (2.3.1); {@link #complete}
 * plays the constructive strategy of that proof.
 */
public final class SortedGames {
  private SortedGames() {}

  /** Whether every pile of {@code board} is sorted and face up (stock not considered). */
  public static boolean isSorted(Board board) {
    for (int p = 0; p < board.pileCount(); p++) {
      int s = board.pileSize(p);
      for (int x = 0; x < s; x++) {
        long c = board.codeAt(p, x);
        if (Board.isDown(c)) {
          return false;
        }
        if (x > 0 && Board.rankOf(c) >= Board.rankOf(board.codeAt(p, x - 1))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Wins a sorted one-suit position with an empty stock and complete decks by the strategy of
   * thesis 2.3.1 (induction on the rank: every ace onto a two that carries no ace, then treat
   * the aces as gone and the twos as aces, ...), applying the moves to {@code board} and
   * returning them. Needs no free cells. The moved runs grow, so the cost is {@code O(n^2 p)}:
   * meant for small and medium games.
   *
   * @throws IllegalArgumentException if the position is not sorted, not one suit, or has a stock
   * @throws IllegalStateException if no target exists (the decks are incomplete)
   */
  public static List<Move> complete(Board board) {
    checkArgument(isSorted(board), "the position is not sorted");
    checkArgument(board.dealsLeft() == 0, "the stock is not empty");
    int suit = -1;
    for (int p = 0; p < board.pileCount(); p++) {
      for (int x = 0; x < board.pileSize(p); x++) {
        int s = Board.suitOf(board.codeAt(p, x));
        checkArgument(suit < 0 || s == suit, "the position has more than one suit");
        suit = s;
      }
    }
    List<Move> out = new ArrayList<>();
    int n = board.maxRank();
    int piles = board.pileCount();
    for (int r = 1; r < n; r++) {
      for (int p = 0; p < piles; p++) {
        int s = board.pileSize(p);
        if (s == 0) {
          continue;
        }
        int h = board.runLength(p);
        int runBottom = Board.rankOf(board.codeAt(p, s - h));
        if (runBottom != r) {
          continue; // no card of rank r here, or it already lies on an r+1
        }
        int target = -1;
        for (int q = 0; q < piles && target < 0; q++) {
          int sq = board.pileSize(q);
          if (q != p && sq > 0 && Board.rankOf(board.codeAt(q, sq - 1)) == r + 1) {
            target = q;
          }
        }
        if (target < 0) {
          throw new IllegalStateException("no free " + (r + 1) + " for the run on pile "
              + (p + 1) + " (incomplete decks?)");
        }
        Move m = Move.transfer(p, h, target);
        board.apply(m);
        out.add(m);
      }
    }
    for (int p = 0; p < piles; p++) {
      while (board.canClear(p)) {
        Move m = Move.clear(p);
        board.apply(m);
        out.add(m);
      }
    }
    if (!board.isWon()) {
      throw new IllegalStateException("2.3.1 strategy left " + board.describe());
    }
    return out;
  }
}
