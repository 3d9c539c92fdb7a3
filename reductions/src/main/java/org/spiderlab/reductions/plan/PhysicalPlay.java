package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;

/**
 * A play followed card by card: the physical cards of {@link PlanCards} through a sequence of
 * moves, beside a {@link Board} that checks each move. It names, for the position reached, the
 * place each card lies on and which cards are face up, which is what {@link PlanEncoding} needs
 * to aim at that exact position ({@link #target}).
 */
final class PhysicalPlay {
  private final PlanCards k;
  private final List<List<Integer>> piles = new ArrayList<>();
  private final Board board;
  private int dealsDone;

  PhysicalPlay(PlanCards k) {
    this.k = k;
    this.board = k.game.toBoard();
    int c = 0;
    for (int i = 0; i < k.p; i++) {
      List<Integer> pile = new ArrayList<>();
      for (int j = 0; j < k.game.pileSize(i); j++) {
        pile.add(c++);
      }
      piles.add(pile);
    }
  }

  /** The pile holding {@code card}, or -1. */
  int pileOf(int card) {
    for (int i = 0; i < piles.size(); i++) {
      if (piles.get(i).contains(card)) {
        return i;
      }
    }
    return -1;
  }

  /** How many cards lie on {@code card} and it, in its pile. */
  int heightFrom(int card) {
    List<Integer> pile = piles.get(pileOf(card));
    return pile.size() - pile.indexOf(card);
  }

  /**
   * Applies {@code m}.
   *
   * @return null, or why the board refuses it (nothing is changed then)
   */
  String apply(Move m) {
    String why = board.tryApply(m);
    if (why != null) {
      return why;
    }
    if (m instanceof Move.Deal) {
      for (int i = 0; i < k.p; i++) {
        piles.get(i).add(k.dealCards[dealsDone][i]);
      }
      dealsDone++;
    } else if (m instanceof Move.Clear c) {
      List<Integer> pile = piles.get(c.source());
      pile.subList(pile.size() - k.maxRank, pile.size()).clear();
    } else if (m instanceof Move.Transfer t) {
      List<Integer> pile = piles.get(t.source());
      List<Integer> run = pile.subList(pile.size() - t.count(), pile.size());
      piles.get(t.target()).addAll(run);
      run.clear();
    }
    return null;
  }

  Board board() {
    return board;
  }

  /** The position reached, as the encoding's target. */
  PlanEncoding.Target target() {
    int[] under = new int[k.n];
    boolean[] up = new boolean[k.n];
    java.util.Arrays.fill(under, -1);
    int broken = 0;
    int kings = 0;
    for (int i = 0; i < k.p; i++) {
      List<Integer> pile = piles.get(i);
      for (int j = 0; j < pile.size(); j++) {
        int c = pile.get(j);
        under[c] = j == 0 ? k.base(i) : pile.get(j - 1);
        up[c] = !board.cardAt(i, j).faceDown();
        if (k.rank[c] == k.maxRank) {
          kings++;
        } else if (!(k.partner(c, under[c]) && !board.cardAt(i, j - 1).faceDown())) {
          broken++;
        }
      }
    }
    for (int d = dealsDone; d < k.deals; d++) {
      for (int c : k.dealCards[d]) {
        kings += k.rank[c] == k.maxRank ? 1 : 0;
      }
    }
    return new PlanEncoding.Target(under, up, dealsDone,
        broken + kings + (k.deals - dealsDone));
  }
}
