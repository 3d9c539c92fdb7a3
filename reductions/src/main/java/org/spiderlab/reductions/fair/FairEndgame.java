package org.spiderlab.reductions.fair;

import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Move;
import org.spiderlab.core.special.SortedGames;
import org.spiderlab.reductions.threesat.Layout;

/**
 * The end of a FAIR forward certificate, from any position of a reduced FAIR game in which every
 * lock card has left the big stack (thesis 4.3.4 relies on Lemma 4.2.2 for this part: "Nach 4.2.2
 * 'Lemma zum großen Stapel' ist das Spiel dann gewinnbar"; 4.3.2: "kann wieder ein sortiertes
 * Spiel erreicht werden"). It works on the board, not on a script, so that one procedure serves
 * valid arrangements (locks lifted onto their clauses) and invalid ones (locks on the gadget's
 * free cells):
 *
 * <ol>
 *   <li><b>unwinding</b>: for each rank from {@code n-1} down to the lowest lock rank, both copies
 *       go onto the two end piles; a copy is taken from the top of the big stack's ascending part
 *       or from wherever it lies on the tableau, as the bottom of the run on top of its pile;
 *       cards above it are first moved, run by run, onto a card one higher (a bare {@code c+1} or
 *       {@code c+5} for a clause's {@code c} or {@code c+4}) or onto an empty pile. This empties
 *       the universal region's piles (hidden, detector and gadget piles) and puts every universal
 *       literal's card {@code u} on the end piles, so that every universal literal pile is down to
 *       its area top {@code T};
 *   <li>the second initial selection card onto an empty pile, and the unselected existential
 *       selection pairs onto it (4.2.2: "Die nicht gewählten Literalauswahlkarten können jetzt
 *       auf diese Karte bewegt werden");
 *   <li>every occurrence pair still in a clause pile onto its literal's area ("In jeder Klausel
 *       können jetzt alle Karten, die zu den Literalbereichen gehören, entfernt werden");
 *   <li>every clause card {@code c} or {@code c+4} alone on a pile back onto a bare {@code c+1}
 *       or {@code c+5}.
 * </ol>
 * The position is then sorted (thesis 2.3, checked), and {@link SortedGames#complete} wins it.
 */
final class FairEndgame {
  private final Board board;
  private final FairLayout lay;
  private final Layout base;
  private final List<Move> out;
  private final int endA;
  private final int endB;

  FairEndgame(Board board, FairInstance instance, List<Move> out) {
    this.board = board;
    this.lay = instance.layout();
    this.base = lay.base();
    this.out = out;
    this.endA = base.endPile(0);
    this.endB = base.endPile(1);
  }

  /** Plays the endgame; the board is won afterwards. */
  void finish() {
    for (int r = lay.maxRank() - 1; r >= lay.topRegionLow(); r--) {
      for (int target : new int[] {endA, endB}) {
        if (top(target) == r + 1) {
          bring(r, target);
        }
      }
      check(top(endA) <= r && top(endB) <= r, "the unwinding found no second copy of " + r);
    }
    int chain2 = emptyPile();
    move(base.bigStackPile(), 1, chain2);
    for (int x = lay.universals() + 1; x <= lay.variables(); x++) {
      for (int lit : new int[] {x, -x}) {
        int p = base.literalPile(lit);
        int a = lay.rank(base.selectionLow(x));
        if (board.pileSize(p) == 3 && rank(p, 1) == a && rank(p, 2) == a + 1) {
          move(p, 1, chain2);
          move(p, 1, chain2);
        }
      }
    }
    for (int x = 1; x <= lay.variables(); x++) {
      for (int lit : new int[] {x, -x}) {
        for (int s = base.occurrences(lit) - 1; s >= 0; s--) {
          int j = base.occurrenceClause(lit, s);
          int pos = base.occurrencePosition(lit, s);
          int q = base.clausePile(j, pos);
          int low = lay.rank(base.occurrencePairLow(j, pos));
          if (board.pileSize(q) == 3 && rank(q, 1) == low && rank(q, 2) == low + 1) {
            move(q, 1, base.literalPile(lit));
            move(q, 1, base.literalPile(lit));
          }
        }
      }
    }
    for (int j = 0; j < base.clauses(); j++) {
      int c = lay.rank(base.clauseLow(j));
      for (int p = 0; p < board.pileCount(); p++) {
        if (board.pileSize(p) == 1 && (rank(p, 0) == c || rank(p, 0) == c + 4)) {
          int host = rank(p, 0) == c + 4 ? base.clausePile(j, 2)
              : board.pileSize(base.clausePile(j, 0)) == 1 ? base.clausePile(j, 0)
                  : base.clausePile(j, 1);
          move(p, 1, host);
        }
      }
    }
    check(SortedGames.isSorted(board), "the position is not sorted after the endgame");
    for (Move m : SortedGames.complete(board)) {
      apply(m);
    }
    check(board.isWon(), "not won at the end: " + board.describe());
  }

  /** Moves a copy of rank {@code r} onto {@code target}, uncovering it first if need be. */
  private void bring(int r, int target) {
    int bestPile = -1;
    int bestIndex = -1;
    for (int p = 0; p < board.pileCount(); p++) {
      if (p == endA || p == endB) {
        continue;
      }
      int s = board.pileSize(p);
      int runStart = s - board.runLength(p);
      for (int i = s - 1; i >= 0; i--) {
        if (rank(p, i) == r) {
          if (i >= runStart) {
            move(p, s - i, target);
            return;
          }
          if (bestPile < 0 || s - i < board.pileSize(bestPile) - bestIndex) {
            bestPile = p;
            bestIndex = i;
          }
          break;
        }
      }
    }
    check(bestPile >= 0, "no copy of " + r + " left on the tableau");
    while (board.pileSize(bestPile) > bestIndex + 1) {
      int h = board.runLength(bestPile);
      int bottom = rank(bestPile, board.pileSize(bestPile) - h);
      move(bestPile, h, host(bottom + 1, bestPile));
    }
    move(bestPile, 1, target);
  }

  /** A pile topped by a face-up {@code rank} (not an end pile, the big or the rest stack), else an empty pile. */
  private int host(int rank, int except) {
    for (int p = 0; p < board.pileCount(); p++) {
      int s = board.pileSize(p);
      if (p != except && p != endA && p != endB && p != base.bigStackPile()
          && p != base.restStackPile() && s > 0 && rank(p, s - 1) == rank
          && !CardCode.isDown(board.codeAt(p, s - 1))) {
        return p;
      }
    }
    return emptyPile();
  }

  private int emptyPile() {
    for (int p = 0; p < board.pileCount(); p++) {
      if (board.pileSize(p) == 0 && p != endA && p != endB) {
        return p;
      }
    }
    throw new IllegalStateException("FAIR forward map: no empty pile left (" + board.describe()
        + ")");
  }

  private int top(int pile) {
    int s = board.pileSize(pile);
    return s == 0 ? 0 : rank(pile, s - 1);
  }

  private int rank(int pile, int index) {
    return CardCode.rank(board.codeAt(pile, index));
  }

  private void move(int src, int count, int dst) {
    apply(Move.transfer(src, count, dst));
  }

  private void apply(Move m) {
    FairWitnessMaps.apply(board, m, out, lay);
  }

  private static void check(boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException("FAIR forward map: " + what);
    }
  }
}
