package org.spiderlab.core.testing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;

/**
 * A deliberately naive model of docs/FORMATS.md "Moves", written from the rules text with lists of
 * {@link Card} objects and no shared code with {@link org.spiderlab.core.Board}: the oracle of the
 * differential property tests.
 */
public final class ReferenceSpider {
  private final int n;
  private final Rule rule;
  private final List<List<Card>> piles = new ArrayList<>();
  private final Deque<List<Card>> stock = new ArrayDeque<>();

  public ReferenceSpider(Game g) {
    n = g.maxRank();
    rule = g.rule();
    for (List<Card> p : g.piles()) {
      piles.add(new ArrayList<>(p));
    }
    for (List<Card> d : g.deals()) {
      stock.addLast(new ArrayList<>(d));
    }
  }

  public List<List<Card>> piles() {
    return piles;
  }

  public int dealsLeft() {
    return stock.size();
  }

  public boolean won() {
    return stock.isEmpty() && piles.stream().allMatch(List::isEmpty);
  }

  private boolean exists(int pile) {
    return pile >= 0 && pile < piles.size();
  }

  /** The top h cards of the pile are face up, of one suit, each one rank below the card under it. */
  private boolean movableRun(List<Card> pile, int h) {
    if (h < 1 || h > pile.size()) {
      return false;
    }
    List<Card> run = pile.subList(pile.size() - h, pile.size());
    for (int i = 0; i < run.size(); i++) {
      Card c = run.get(i);
      if (c.faceDown()) {
        return false;
      }
      if (i > 0) {
        Card below = run.get(i - 1);
        if (below.suit() != c.suit() || below.rank() != c.rank() + 1) {
          return false;
        }
      }
    }
    return true;
  }

  public boolean legal(Move m) {
    if (m instanceof Move.Transfer t) {
      if (!exists(t.source()) || !exists(t.target())) {
        return false;
      }
      List<Card> src = piles.get(t.source());
      if (!movableRun(src, t.count())) {
        return false;
      }
      List<Card> dst = piles.get(t.target());
      if (dst.isEmpty()) {
        return true;
      }
      Card top = dst.get(dst.size() - 1);
      int lowest = src.get(src.size() - t.count()).rank();
      if (top.faceDown()) {
        return false;
      }
      return rule == Rule.SPIDER ? top.rank() == lowest + 1 : top.rank() > lowest;
    } else if (m instanceof Move.Clear c) {
      if (!exists(c.source())) {
        return false;
      }
      List<Card> src = piles.get(c.source());
      return movableRun(src, n) && src.get(src.size() - 1).rank() == 1
          && src.get(src.size() - n).rank() == n;
    } else {
      return !stock.isEmpty() && piles.stream().noneMatch(List::isEmpty);
    }
  }

  /** Plays a legal move. */
  public void apply(Move m) {
    if (!legal(m)) {
      throw new IllegalStateException("illegal " + m);
    }
    if (m instanceof Move.Transfer t) {
      List<Card> src = piles.get(t.source());
      List<Card> run = src.subList(src.size() - t.count(), src.size());
      piles.get(t.target()).addAll(run);
      run.clear();
      flip(src);
    } else if (m instanceof Move.Clear c) {
      List<Card> src = piles.get(c.source());
      src.subList(src.size() - n, src.size()).clear();
      flip(src);
    } else {
      List<Card> deal = stock.removeFirst();
      for (int i = 0; i < piles.size(); i++) {
        piles.get(i).add(deal.get(i).up());
      }
    }
  }

  private static void flip(List<Card> pile) {
    if (!pile.isEmpty() && pile.get(pile.size() - 1).faceDown()) {
      pile.set(pile.size() - 1, pile.get(pile.size() - 1).up());
    }
  }

  /** Every move m s h d (h up to {@code maxHeight}), c s and d over piles 0..piles (one too many). */
  public static List<Move> allMoves(int pileCount, int maxHeight) {
    List<Move> out = new ArrayList<>();
    for (int s = 0; s <= pileCount; s++) {
      out.add(Move.clear(s));
      for (int d = 0; d <= pileCount; d++) {
        if (d != s) {
          for (int h = 1; h <= maxHeight; h++) {
            out.add(Move.transfer(s, h, d));
          }
        }
      }
    }
    out.add(Move.deal());
    return out;
  }
}
