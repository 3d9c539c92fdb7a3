package org.spiderlab.reductions.testkit.mutants;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.threesat.Layout;

/**
 * A reduced game of thesis 4.2.1 as editable piles of ranks (one suit, every card face up), so
 * that a mutant of the construction can move, drop or swap cards found through the {@link
 * Layout} and then be turned back into a {@link Game}. Pile indices stay those of the layout
 * until {@link #toGame}; a removed pile is left out there, and {@link #pileMap} says where each
 * layout pile went.
 */
final class Sketch {
  private final List<List<Integer>> piles = new ArrayList<>();
  private final boolean[] removed;
  private int maxRank;

  private Sketch(Game game) {
    maxRank = game.maxRank();
    for (List<Card> p : game.piles()) {
      List<Integer> ranks = new ArrayList<>();
      p.forEach(c -> ranks.add(c.rank()));
      piles.add(ranks);
    }
    removed = new boolean[piles.size()];
  }

  static Sketch of(Game game) {
    return new Sketch(game);
  }

  /** Pile {@code p} (a layout index), bottom to top, editable. */
  List<Integer> pile(int p) {
    return piles.get(p);
  }

  int maxRank() {
    return maxRank;
  }

  /** Leaves pile {@code p} out of the game (its cards are gone unless moved first). */
  void removePile(int p) {
    removed[p] = true;
  }

  /** Swaps the cards at {@code i} and {@code j} (0 = bottom) of pile {@code p}. */
  void swap(int p, int i, int j) {
    List<Integer> pile = piles.get(p);
    int t = pile.get(i);
    pile.set(i, pile.get(j));
    pile.set(j, t);
  }

  /** Swaps whole piles {@code p} and {@code q}. */
  void swapPiles(int p, int q) {
    List<Integer> t = piles.get(p);
    piles.set(p, piles.get(q));
    piles.set(q, t);
  }

  /** Swaps the cards at {@code i} of pile {@code p} and {@code j} of pile {@code q}. */
  void swapBetween(int p, int i, int q, int j) {
    int t = piles.get(p).get(i);
    piles.get(p).set(i, piles.get(q).get(j));
    piles.get(q).set(j, t);
  }

  /** Removes the first card of rank {@code rank} (from the bottom) of pile {@code p}. */
  void removeCard(int p, int rank) {
    List<Integer> pile = piles.get(p);
    int at = pile.indexOf(rank);
    if (at < 0) {
      throw new IllegalStateException("pile " + (p + 1) + " holds no " + rank + ": " + pile);
    }
    pile.remove(at);
  }

  /**
   * Removes both cards of {@code rank} and renumbers every higher rank one lower: the game built
   * without that rank (for a buffer rank: without that buffer).
   */
  void dropRank(int rank) {
    for (List<Integer> pile : piles) {
      pile.removeIf(r -> r == rank);
      pile.replaceAll(r -> r > rank ? r - 1 : r);
    }
    maxRank--;
  }

  /**
   * Rebuilds the big stack and the rest stack from the cards the other piles use, by the rules of
   * thesis 4.2.1 as the project reads them ({@code docs/REDUCTION.md}): the big stack holds one
   * copy of every rank below the lock areas that has a copy left, descending, then the second
   * initial selection card, then every copy left of the ranks from the first lock rank to {@code
   * n-1}, ascending, then the lower lock cards, clause 1's on top; the rest stack holds the second
   * copy of every rank below the lock areas of which no copy is used, descending, under one rest
   * card. An independent statement of the rule: rebuilding an unmutated game changes nothing
   * (tested).
   */
  void restack(Layout lay) {
    restack(lay, false);
  }

  /**
   * {@link #restack(Layout)}, or, with {@code restTakesLeftovers}, the rest stack wrongly taking
   * a copy of every rank below the lock areas that the gadgets use fewer than twice (an extra
   * card for each rank used once: the mutant {@code rest-stack-overfilled}).
   */
  void restack(Layout lay, boolean restTakesLeftovers) {
    int big = lay.bigStackPile();
    int rest = lay.restStackPile();
    int[] used = new int[maxRank + 1];
    for (int p = 0; p < piles.size(); p++) {
      if (!removed[p] && p != big && p != rest) {
        piles.get(p).forEach(r -> used[r]++);
      }
    }
    used[lay.restRank()]++; // the rest stack's own top card
    for (int j = 0; j < lay.clauses(); j++) {
      used[lay.lockLow(j)]++; // the lock cards on top of the big stack
    }
    int top = lay.topRegionLow();
    int init = lay.initialSelectionRank();
    List<Integer> bigStack = new ArrayList<>();
    List<Integer> restStack = new ArrayList<>();
    for (int r = top - 1; r >= 1; r--) {
      if (r != init && used[r] < 2) {
        bigStack.add(r);
      }
      if (used[r] == 0 || restTakesLeftovers && used[r] == 1 && r != init) {
        restStack.add(r);
      }
    }
    bigStack.add(init);
    for (int r = top; r < maxRank; r++) {
      for (int copy = used[r]; copy < 2; copy++) {
        bigStack.add(r);
      }
    }
    for (int j = lay.clauses() - 1; j >= 0; j--) {
      bigStack.add(lay.lockLow(j));
    }
    restStack.add(lay.restRank());
    piles.set(big, bigStack);
    piles.set(rest, restStack);
  }

  /** Where each layout pile is in {@link #toGame}, -1 for a removed one. */
  int[] pileMap() {
    int[] map = new int[piles.size()];
    int next = 0;
    for (int p = 0; p < map.length; p++) {
      map[p] = removed[p] ? -1 : next++;
    }
    return map;
  }

  /** The game: the piles not removed, in layout order, one suit, face up, no stock. */
  Game toGame() {
    Game.Builder b = Game.builder(maxRank, 1);
    for (int p = 0; p < piles.size(); p++) {
      if (!removed[p]) {
        b.pile(piles.get(p).stream().map(r -> new Card(r, 1, false)).toList());
      }
    }
    return b.build();
  }

  @Override
  public String toString() {
    return "Sketch" + piles + " removed " + Arrays.toString(removed);
  }
}
