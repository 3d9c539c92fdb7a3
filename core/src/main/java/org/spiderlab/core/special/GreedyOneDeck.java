package org.spiderlab.core.special;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Thesis 2.1 ("Ein Deck, ohne Nachziehen, ohne Freifelder"): the polynomial decider for one-deck,
 * one-suit games with an empty stock, played <b>without moves onto free cells</b>.
 *
 * <h2>The question it answers</h2>
 * The class restriction "no free cells" restricts the <i>moves</i>, not the game: a pile may still
 * be or become empty, but no run may be moved onto an empty pile. {@link #decide(Game)} answers
 * exactly: <i>can the game be won by a sequence of legal moves none of which is a transfer onto an
 * empty pile?</i> (deals do not occur, the stock being empty; clears are allowed). Consequences for
 * the unrestricted game of docs/FORMATS.md:
 * <ul>
 *   <li>{@code winnable() == true}: the certificate is a winning certificate under the full rules,
 *       so the game is winnable.
 *   <li>{@code winnable() == false}: the game cannot be won without free-cell moves; it may still
 *       be winnable with them (the tests count such games against an exact search).
 * </ul>
 *
 * <h2>Why greedy play decides it</h2>
 * The thesis' lemma (every legal restricted move keeps a winnable game winnable) rests on two facts
 * that hold because every rank occurs once and there is one suit: (1) a card {@code a} can only
 * ever go onto the unique card {@code a+1}; once it lies there it never leaves again (the only
 * other target would be a free cell), so each transfer joins one new pair for good, which bounds
 * the play by {@code n - 1} transfers and a clear; (2) a legal transfer stays legal until played:
 * the run with bottom {@code a} can only be covered by {@code a-1}, which extends it, and the top
 * card {@code a+1} can only be covered by {@code a}. Hence restricted play is confluent: every
 * maximal play joins the same pairs, and the game is won iff the maximal play ends with all
 * {@code n} cards in one run, which is then cleared. Note that a transfer always moves a whole
 * maximal top run: a card in a run that is not the run's bottom lies on its only possible target.
 *
 * <p>Cost: {@code O(p + n)} bookkeeping plus the board's {@code O(cards moved)} per transfer. The
 * thesis' proof also needs that a face-down card is never the target: the model guarantees it.
 */
public final class GreedyOneDeck {

  private GreedyOneDeck() {}

  /**
   * The outcome of greedy restricted play.
   *
   * @param winnable whether the game can be won without moves onto free cells
   * @param moves the certificate (ends with the clear) when winnable; otherwise the maximal greedy
   *     play up to the position where no restricted move is left
   * @param finalPosition a description of the position where the play ended
   */
  public record Result(boolean winnable, List<Move> moves, String finalPosition) {
    public Result {
      moves = List.copyOf(moves);
    }
  }

  /** Whether {@code game} lies in this decider's class; {@code null} if so, else the reason. */
  public static String classViolation(Game game) {
    return OneDeckClass.violation(game);
  }

  /**
   * Decides whether {@code game} can be won without moves onto free cells.
   *
   * @throws IllegalArgumentException if the game is not one deck of one suit with an empty stock
   *     and the spider rule
   */
  public static Result decide(Game game) {
    OneDeckClass.require(game, "GreedyOneDeck");
    int n = game.maxRank();
    int p = game.pileCount();
    Board b = game.toBoard();
    int[] top = new int[p]; // face-up top rank, 0 if none
    int[] runBottom = new int[p]; // bottom rank of the top run, 0 if none
    int[] runLen = new int[p];
    int[] topPile = new int[n + 2]; // rank -> pile where it is the face-up top, -1
    int[] bottomPile = new int[n + 2]; // rank -> pile where it is the top run's bottom, -1
    Arrays.fill(topPile, -1);
    Arrays.fill(bottomPile, -1);
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int i = 0; i < p; i++) {
      refresh(b, i, top, runBottom, runLen, topPile, bottomPile);
      work.add(i);
    }
    List<Move> moves = new ArrayList<>();
    while (!work.isEmpty()) {
      int k = work.poll();
      int src = -1;
      int dst = -1;
      if (runBottom[k] > 0 && runBottom[k] < n && topPile[runBottom[k] + 1] >= 0
          && topPile[runBottom[k] + 1] != k) {
        src = k;
        dst = topPile[runBottom[k] + 1];
      } else if (top[k] > 1 && bottomPile[top[k] - 1] >= 0 && bottomPile[top[k] - 1] != k) {
        src = bottomPile[top[k] - 1];
        dst = k;
      }
      if (src < 0) {
        continue;
      }
      Move m = Move.transfer(src, runLen[src], dst);
      b.apply(m); // legal by the bookkeeping; apply() would throw otherwise
      moves.add(m);
      // destination: its top becomes the source's old top, its run grows, its bottom stays
      topPile[top[dst]] = -1;
      top[dst] = top[src];
      topPile[top[dst]] = dst;
      runLen[dst] += runLen[src];
      // source: forget its old run, look at what is uncovered
      bottomPile[runBottom[src]] = -1;
      top[src] = 0;
      runBottom[src] = 0;
      runLen[src] = 0;
      refresh(b, src, top, runBottom, runLen, topPile, bottomPile);
      work.add(src);
      work.add(dst);
    }
    for (int i = 0; i < p; i++) {
      if (b.canClear(i)) {
        Move c = Move.clear(i);
        b.apply(c);
        moves.add(c);
        break;
      }
    }
    return new Result(b.isWon(), moves, b.describe());
  }

  private static void refresh(Board b, int i, int[] top, int[] runBottom, int[] runLen,
      int[] topPile, int[] bottomPile) {
    int s = b.pileSize(i);
    int len = b.runLength(i);
    if (s == 0 || len == 0) {
      return; // empty (a top card is never face down in play)
    }
    top[i] = CardCode.rank(b.codeAt(i, s - 1));
    runBottom[i] = CardCode.rank(b.codeAt(i, s - len));
    runLen[i] = len;
    topPile[top[i]] = i;
    bottomPile[runBottom[i]] = i;
  }
}
