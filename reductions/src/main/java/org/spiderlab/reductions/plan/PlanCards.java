package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * The static part of the planning encoding ({@link PlanEncoding}): every physical card of a game
 * numbered {@code 0..n-1} (tableau cards pile by pile, bottom to top, then the stock deal by deal),
 * the pile bases numbered {@code n..n+p-1} as <i>places</i> beside the cards, and for each card the
 * places it can ever lie directly on: its place in the starting layout, the cards a move may put it
 * on (rank one higher, any suit; under {@link Rule#HANOI} any higher rank), every base (a move to
 * an empty pile), and for a stock card every card that can be on top of its pile when its deal
 * comes (every card not in its deal or a later one).
 */
final class PlanCards {
  final Game game; // turned up
  final int n; // cards
  final int p; // piles
  final int deals;
  final int maxRank;
  final int[] rank;
  final int[] suit;
  final boolean[] faceDown; // in the turned-up starting position
  final int[] deal; // -1: tableau card
  final int[] dealPile;
  final int[] startUnder; // place under a tableau card at the start, -1 for stock cards
  final int[][] domain; // places a card can lie on, ascending
  final int[][] runBelow; // cards that can lie on c within a run: same suit, rank - 1
  final int[][] runAbove; // cards c can lie on within a run: same suit, rank + 1
  final int[][] movers; // for each place: cards a move may put onto it
  final int[][] onto; // for each place: cards whose domain holds it
  final int[][] dealCards; // deal -> cards, by pile
  /**
   * Arranged mode ({@link ArrangedFair}): the cards at the template's face-down places, whose
   * places at the start are chosen by the arrangement; null otherwise. In arranged mode {@code
   * startUnder} and {@code faceDown} describe the template's places (a place is named by the card
   * the template shows there), and every hidden card counts as face down at the start.
   */
  final boolean[] hidden;

  PlanCards(Game original) {
    this(original, false);
  }

  /**
   * The cards of {@code original}; with {@code arranged}, of the template whose face-down cards
   * are arranged anew ({@link #hidden}).
   */
  PlanCards(Game original, boolean arranged) {
    this.game = original.withTopsTurnedUp();
    this.p = game.pileCount();
    this.deals = game.dealCount();
    this.maxRank = game.maxRank();
    long total = game.cardCount();
    if (total > PlanEncoding.MAX_CARDS) {
      throw new IllegalArgumentException("the planning encoding takes games of at most "
          + PlanEncoding.MAX_CARDS + " cards, this one has " + total);
    }
    this.n = (int) total;
    rank = new int[n];
    suit = new int[n];
    faceDown = new boolean[n];
    deal = new int[n];
    dealPile = new int[n];
    startUnder = new int[n];
    dealCards = new int[deals][p];
    int c = 0;
    for (int i = 0; i < p; i++) {
      for (int k = 0; k < game.pileSize(i); k++) {
        Card card = game.card(i, k);
        rank[c] = card.rank();
        suit[c] = card.suit();
        faceDown[c] = card.faceDown() || arranged && original.card(i, k).faceDown();
        deal[c] = -1;
        dealPile[c] = i;
        startUnder[c] = k == 0 ? base(i) : c - 1;
        c++;
      }
    }
    for (int d = 0; d < deals; d++) {
      for (int i = 0; i < p; i++) {
        Card card = game.deal(d).get(i);
        rank[c] = card.rank();
        suit[c] = card.suit();
        deal[c] = d;
        dealPile[c] = i;
        startUnder[c] = -1;
        dealCards[d][i] = c;
        c++;
      }
    }
    hidden = arranged ? faceDown.clone() : null;
    boolean[] startOn = arranged ? hiddenStartPlaces() : null;
    boolean hanoi = game.rule() == Rule.HANOI;
    runBelow = new int[n][];
    runAbove = new int[n][];
    domain = new int[n][];
    List<List<Integer>> mov = new ArrayList<>();
    List<List<Integer>> ont = new ArrayList<>();
    for (int x = 0; x < n + p; x++) {
      mov.add(new ArrayList<>());
      ont.add(new ArrayList<>());
    }
    for (int a = 0; a < n; a++) {
      List<Integer> below = new ArrayList<>();
      List<Integer> above = new ArrayList<>();
      List<Integer> dom = new ArrayList<>();
      for (int b = 0; b < n; b++) {
        if (suit[b] == suit[a] && rank[b] == rank[a] - 1) {
          below.add(b);
        }
        if (suit[b] == suit[a] && rank[b] == rank[a] + 1) {
          above.add(b);
        }
        boolean accepts = hanoi ? rank[b] > rank[a] : rank[b] == rank[a] + 1;
        if (accepts) {
          mov.get(b).add(a);
        }
        boolean dealtOn = deal[a] >= 0 && b != a && (deal[b] < 0 || deal[b] < deal[a]);
        if (accepts || dealtOn || b == startUnder[a]
            || arranged && mayStartOn(a, b, startOn)) {
          dom.add(b);
        }
      }
      for (int i = 0; i < p; i++) {
        mov.get(base(i)).add(a);
        dom.add(base(i));
      }
      runBelow[a] = toArray(below);
      runAbove[a] = toArray(above);
      domain[a] = toArray(dom);
      for (int x : domain[a]) {
        ont.get(x).add(a);
      }
    }
    movers = new int[n + p][];
    onto = new int[n + p][];
    for (int x = 0; x < n + p; x++) {
      movers[x] = toArray(mov.get(x));
      onto[x] = toArray(ont.get(x));
    }
  }

  /**
   * Arranged mode: the cards that lie at the start under some hidden place, in the template's
   * names (a hidden card stands for every hidden card).
   */
  private boolean[] hiddenStartPlaces() {
    boolean[] under = new boolean[n];
    for (int s = 0; s < n; s++) {
      if (hidden[s] && startUnder[s] >= 0 && startUnder[s] < n) {
        under[startUnder[s]] = true;
      }
    }
    return under;
  }

  /**
   * Arranged mode: whether card {@code a} may lie directly on card {@code b} at the start for some
   * arrangement. A shown card lies on the card of its place below, any hidden card if that place
   * is hidden; a hidden card lies on whatever lies under some hidden place.
   */
  private boolean mayStartOn(int a, int b, boolean[] startOn) {
    if (!hidden[a]) {
      int su = startUnder[a];
      return su >= 0 && su < n && hidden[su] && hidden[b];
    }
    if (b == a) {
      return false;
    }
    return hidden[b] ? anyHiddenOnHidden() : startOn[b];
  }

  /** Arranged mode: whether some hidden place lies on a hidden place. */
  boolean anyHiddenOnHidden() {
    for (int s = 0; s < n; s++) {
      if (hidden[s] && startUnder[s] >= 0 && startUnder[s] < n && hidden[startUnder[s]]) {
        return true;
      }
    }
    return false;
  }

  /** Whether a move may put card {@code c} onto place {@code x} (a base, or a card that accepts it). */
  boolean accepts(int x, int c) {
    if (x >= n) {
      return true;
    }
    return game.rule() == Rule.HANOI ? rank[x] > rank[c] : rank[x] == rank[c] + 1;
  }

  /** Whether card {@code c} lying on place {@code x} is part of a run: same suit, one rank higher. */
  boolean partner(int c, int x) {
    return x < n && suit[x] == suit[c] && rank[x] == rank[c] + 1;
  }

  /**
   * A lower bound on the moves of any win: the <i>broken</i> cards (not a king, on the tableau,
   * and not lying on a face-up card of its suit one rank higher), plus every king (each leaves
   * with one clear), plus the deals left. A move fixes at most one broken card (only the picked
   * card's place changes; a card turned face up has nothing on it), a clear removes one king and
   * cards that are not broken, a deal is one deal: so each move lowers the bound by at most one,
   * and the won position has bound 0. {@link StepClauses#waste} charges each step what it fails
   * to lower the bound by.
   */
  int lowerBound() {
    int h = deals;
    for (int c = 0; c < n; c++) {
      if (rank[c] == maxRank) {
        h++;
      } else if (deal[c] < 0) {
        int x = startUnder[c];
        if (!(partner(c, x) && !faceDown[x])) {
          h++;
        }
      }
    }
    return h;
  }

  int base(int pile) {
    return n + pile;
  }

  int places() {
    return n + p;
  }

  /** The index of {@code place} in {@code domain[card]}, or -1. */
  int slot(int card, int place) {
    int k = Arrays.binarySearch(domain[card], place);
    return k < 0 ? -1 : k;
  }

  private static int[] toArray(List<Integer> list) {
    int[] a = new int[list.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = list.get(i);
    }
    Arrays.sort(a);
    return a;
  }
}
