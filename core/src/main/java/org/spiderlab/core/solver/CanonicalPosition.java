package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.Arrays;
import java.util.Comparator;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;

/**
 * A position up to interchangeable piles, as an exact value: two positions have equal canonical
 * positions exactly when a permutation of the piles that carries each pile's remaining stock
 * column along (card {@code j} of every remaining deal goes to pile {@code j}) maps one onto the
 * other, card for card, face-down flags included. It is the public form of the equivalence the
 * solver's transposition table uses (its package-private {@code CanonicalKey}: swapping piles
 * with equal remaining stock columns); {@code CanonicalPositionTest} checks that both make the
 * same classes along random walks. Unlike that key it needs no {@code GameShape}, so it is
 * self-contained and comparable across boards of one game.
 *
 * <p><b>Why it is sound for winnability</b> (thesis 1.3): such a permutation maps legal moves to
 * legal moves (run moves and clears act on piles by their contents only; a deal puts the same
 * cards on corresponding piles), so it maps move sequences, and winning ones, between the two
 * positions. Cleared runs are not part of the form: they do not affect which moves are legal or
 * when a position is won.
 *
 * <p><b>Form.</b> Each pile becomes a column: its remaining stock cards (next deal first), its
 * size, its cards bottom to top as {@link org.spiderlab.core.CardCode}s. The form is the maximal
 * rank, the rule, the number of piles and of deals left, then the columns in lexicographic order;
 * columns have the stock part of one length and an explicit size, so the form determines the
 * multiset of columns and nothing else. Equality compares the whole form (never a hash alone).
 */
public final class CanonicalPosition {

  private static final Comparator<long[]> COLUMN_ORDER = Arrays::compare;

  private final long[] form;
  private final int hash;

  private CanonicalPosition(long[] form) {
    this.form = form;
    this.hash = Arrays.hashCode(form);
  }

  /** The canonical position of {@code board}. */
  public static CanonicalPosition of(Board board) {
    checkNotNull(board, "board");
    int p = board.pileCount();
    int deals = board.dealsLeft();
    long[][] columns = new long[p][];
    int length = 4;
    for (int j = 0; j < p; j++) {
      int size = board.pileSize(j);
      long[] c = new long[deals + 1 + size];
      for (int d = 0; d < deals; d++) {
        c[d] = board.stockCode(d, j);
      }
      c[deals] = size;
      for (int i = 0; i < size; i++) {
        c[deals + 1 + i] = board.codeAt(j, i);
      }
      columns[j] = c;
      length += c.length;
    }
    Arrays.sort(columns, COLUMN_ORDER);
    long[] form = new long[length];
    form[0] = board.maxRank();
    form[1] = board.rule().ordinal();
    form[2] = p;
    form[3] = deals;
    int at = 4;
    for (long[] c : columns) {
      System.arraycopy(c, 0, form, at, c.length);
      at += c.length;
    }
    return new CanonicalPosition(form);
  }

  /** The canonical position of {@code game}'s starting position (tops turned up). */
  public static CanonicalPosition of(Game game) {
    return of(checkNotNull(game, "game").toBoard());
  }

  /** An estimate of the memory this value holds, in bytes. */
  public long bytes() {
    return 40 + 8L * form.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CanonicalPosition c && hash == c.hash && Arrays.equals(form, c.form);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** A short description: the number of piles, deals left and the length of the form. */
  @Override
  public String toString() {
    return "CanonicalPosition[" + form[2] + " piles, " + form[3] + " deals left, " + form.length
        + " words]";
  }
}
