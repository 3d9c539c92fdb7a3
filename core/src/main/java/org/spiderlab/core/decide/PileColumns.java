package org.spiderlab.core.decide;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * The evidence checks' own view of piles as columns (thesis 4.3, 4.4): a pile's cards and the
 * stock cards still to be dealt onto it, as text. Two positions are equal up to a renaming of
 * their piles that carries the stock columns along exactly when their sorted column lists are
 * equal; {@link #renaming} finds such a renaming and {@link #renamed} applies it to moves.
 */
final class PileColumns {

  private PileColumns() {}

  /** The columns of a game file's piles (face-down flags as in the file), pile by pile. */
  static List<String> of(Game g) {
    List<String> out = new ArrayList<>(g.pileCount());
    for (int j = 0; j < g.pileCount(); j++) {
      StringBuilder sb = new StringBuilder();
      for (Card c : g.pile(j)) {
        sb.append(c).append(' ');
      }
      sb.append('|');
      for (int d = 0; d < g.dealCount(); d++) {
        sb.append(' ').append(g.deal(d).get(j));
      }
      out.add(sb.toString());
    }
    return out;
  }

  /** The columns of a board's piles with their remaining stock, pile by pile. */
  static List<String> of(Board b) {
    List<String> out = new ArrayList<>(b.pileCount());
    for (int j = 0; j < b.pileCount(); j++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < b.pileSize(j); i++) {
        sb.append(CardCode.decode(b.codeAt(j, i))).append(' ');
      }
      sb.append('|');
      for (int d = 0; d < b.dealsLeft(); d++) {
        sb.append(' ').append(CardCode.decode(b.stockCode(d, j)));
      }
      out.add(sb.toString());
    }
    return out;
  }

  /** The columns sorted and joined: equal exactly for positions equal up to a renaming. */
  static String classKey(List<String> columns) {
    List<String> sorted = new ArrayList<>(columns);
    Collections.sort(sorted);
    return String.join("\n", sorted);
  }

  /**
   * A renaming {@code r} with {@code to.get(r[i]).equals(from.get(i))} for every pile {@code i},
   * or null when the column lists are not permutations of each other.
   */
  static int[] renaming(List<String> from, List<String> to) {
    if (from.size() != to.size()) {
      return null;
    }
    int[] r = new int[from.size()];
    boolean[] used = new boolean[to.size()];
    for (int i = 0; i < from.size(); i++) {
      r[i] = -1;
      for (int j = 0; j < to.size(); j++) {
        if (!used[j] && to.get(j).equals(from.get(i))) {
          used[j] = true;
          r[i] = j;
          break;
        }
      }
      if (r[i] < 0) {
        return null;
      }
    }
    return r;
  }

  /** {@code moves} with every pile {@code i} renamed to {@code r[i]}. */
  static List<Move> renamed(List<Move> moves, int[] r) {
    List<Move> out = new ArrayList<>(moves.size());
    for (Move m : moves) {
      if (m instanceof Move.Transfer t) {
        out.add(valid(t.source(), r) && valid(t.target(), r)
            ? Move.transfer(r[t.source()], t.count(), r[t.target()]) : m);
      } else if (m instanceof Move.Clear c) {
        out.add(valid(c.source(), r) ? Move.clear(r[c.source()]) : m);
      } else {
        out.add(m);
      }
    }
    return out;
  }

  private static boolean valid(int pile, int[] r) {
    return pile >= 0 && pile < r.length;
  }
}
