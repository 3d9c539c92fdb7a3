package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * Reads which literals a play of a reduced game selects, as the proof of thesis 4.2.3 reads them
 * ("Man erhält also aus den Auswahlkarten eine erfüllende Belegung"): a literal is selected when
 * its selection pile has been unstacked down to its bottom card (the top card of the literal's
 * area), up to the <i>cutoff</i>, the first moment a pile becomes empty or the second initial
 * selection card on the big stack is uncovered. {@code docs/REDUCTION.md} gives the argument why
 * this cutoff is the right one.
 *
 * <p>The games of thesis 4.2 ({@link WitnessMaps#backward}), 4.3 (FAIR) and 4.4 (k-EASY) keep the
 * 4.2 piles in the 4.2 order, so the three backward maps share this reading; they differ in the
 * rank of the initial selection card and in how many cards lie on the big stack above its lock
 * floor (the {@link Site}).
 */
public final class SelectionReader {
  private SelectionReader() {}

  /**
   * Where the reading looks in a game.
   *
   * @param variables the variables with selection piles (piles {@code 1..2 variables} in the order
   *     {@code v1, -v1, v2, ...})
   * @param bigStackPile the big stack
   * @param initialSelectionRank the rank of the initial selection card (its second copy is on the
   *     big stack)
   * @param cardsAboveLockFloor how many cards lie on the big stack above the last lock card's
   *     floor: the lock cards and anything put on them
   */
  public record Site(int variables, int bigStackPile, int initialSelectionRank,
      int cardsAboveLockFloor) {
    public Site {
      checkArgument(variables >= 0 && bigStackPile >= 0 && initialSelectionRank >= 1
          && cardsAboveLockFloor >= 0, "bad site %s %s %s %s", variables, bigStackPile,
          initialSelectionRank, cardsAboveLockFloor);
    }

    /** The site of a thesis 4.2 layout. */
    public static Site of(Layout layout) {
      return new Site(layout.variables(), layout.bigStackPile(), layout.initialSelectionRank(),
          layout.clauses());
    }
  }

  /**
   * What the reading found.
   *
   * @param selected the selected literals (DIMACS), in pile order
   * @param movesRead the moves replayed up to the cutoff (all of them if there was none)
   * @param emptiedUnderLocks whether the big stack never went down to its lock floor before the
   *     cutoff, i.e. a pile was emptied while a lock card was still on it (which the proof of
   *     4.2.3 rules out)
   */
  public record Selection(List<Integer> selected, long movesRead, boolean emptiedUnderLocks) {
    public Selection {
      selected = List.copyOf(selected);
    }

    /** Whether {@code literal} (DIMACS) was selected. */
    public boolean isSelected(int literal) {
      return selected.contains(literal);
    }

    /**
     * The assignment with the selected literals true; a variable with no selected literal is
     * false.
     *
     * @throws ReductionViolationException if both literals of a variable were selected
     */
    public Assignment assignment(int variables) {
      boolean[] values = new boolean[variables];
      for (int lit : selected) {
        if (lit > 0 && selected.contains(-lit)) {
          throw new ReductionViolationException("both selection piles of v" + lit
              + " were unstacked before the first free cell / the second initial card (move "
              + movesRead + ")");
        }
        if (lit > 0) {
          values[lit - 1] = true;
        }
      }
      return Assignment.ofValues(values);
    }
  }

  /**
   * Replays {@code moves} on {@code game} up to the cutoff and reports the selected literals. The
   * moves must be legal (verify them first); an illegal move throws.
   */
  public static Selection read(Game game, Iterable<? extends Move> moves, Site site) {
    checkNotNull(game, "game");
    checkNotNull(moves, "moves");
    checkNotNull(site, "site");
    Board board = game.toBoard();
    int big = site.bigStackPile();
    int lockFloor = board.pileSize(big) - site.cardsAboveLockFloor();
    // the second initial selection card: the first card from the top with its rank
    int initFloor = board.pileSize(big) - 1;
    while (initFloor >= 0
        && CardCode.rank(board.codeAt(big, initFloor)) != site.initialSelectionRank()) {
      initFloor--;
    }
    initFloor++; // the big stack's size once the second initial card is its top
    int literalPiles = 2 * site.variables();
    boolean[] exposed = new boolean[literalPiles];
    long index = 0;
    int minBig = board.pileSize(big); // cards can be put back onto the big stack later
    for (Move m : moves) {
      index++;
      board.apply(m);
      minBig = Math.min(minBig, board.pileSize(big));
      int s = m instanceof Move.Transfer t ? t.source() : m instanceof Move.Clear c ? c.source() : -1;
      if (s < 0) {
        continue;
      }
      if (s >= 1 && s <= literalPiles && board.pileSize(s) <= 1) {
        exposed[s - 1] = true;
      }
      if (board.pileSize(s) == 0 || board.pileSize(big) <= initFloor) {
        break; // the first free cell, or the second initial card uncovered: the reading ends
      }
    }
    List<Integer> selected = new ArrayList<>();
    for (int l = 0; l < literalPiles; l++) {
      if (exposed[l]) {
        selected.add(Layout.literalOf(l));
      }
    }
    return new Selection(selected, index, minBig > lockFloor);
  }
}
