package org.spiderlab.core.special;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/** Seeded generators for the special classes (tests only). */
final class SpecialGen {

  private SpecialGen() {}

  /**
   * One deck of spades, ranks 1..n, shuffled and cut into p piles of random sizes (empty piles
   * possible); every card face down with probability {@code downPct}% (the top card with
   * probability {@code topDownPct}%).
   */
  static Game oneDeck(long seed, int n, int p, int downPct, int topDownPct) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Integer> ranks = new ArrayList<>();
    for (int r = 1; r <= n; r++) {
      ranks.add(r);
    }
    for (int i = n - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      Integer t = ranks.get(i);
      ranks.set(i, ranks.get(j));
      ranks.set(j, t);
    }
    List<List<Card>> piles = new ArrayList<>();
    for (int i = 0; i < p; i++) {
      piles.add(new ArrayList<>());
    }
    for (int r : ranks) {
      piles.get(rnd.nextInt(p)).add(Card.of(r, 1));
    }
    Game.Builder b = Game.builder(n, 1);
    for (List<Card> pile : piles) {
      for (int i = 0; i < pile.size(); i++) {
        int pct = i + 1 == pile.size() ? topDownPct : downPct;
        if (rnd.nextInt(100) < pct) {
          pile.set(i, pile.get(i).hidden());
        }
      }
      b.pile(pile);
    }
    return b.build();
  }

  /**
   * A random sorted game: {@code decks[s-1]} complete decks of suit s (ranks 1..n); every pile is
   * given one suit (each suit with decks gets at least as many piles as it has decks) unless
   * {@code mixed}, in which case piles may mix suits; every copy of a card goes to a random pile
   * of its suit that has no card of that rank yet; piles are sorted. Empty piles are possible.
   */
  static Game sorted(long seed, int n, int[] decks, int extraPiles, boolean mixed, Rule rule) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int suits = decks.length;
    List<Integer> pileSuit = new ArrayList<>();
    for (int s = 1; s <= suits; s++) {
      for (int k = 0; k < decks[s - 1]; k++) {
        pileSuit.add(s);
      }
    }
    for (int i = 0; i < extraPiles; i++) {
      pileSuit.add(1 + rnd.nextInt(suits));
    }
    for (int i = pileSuit.size() - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      Integer t = pileSuit.get(i);
      pileSuit.set(i, pileSuit.get(j));
      pileSuit.set(j, t);
    }
    int p = pileSuit.size();
    List<List<Card>> piles = new ArrayList<>();
    for (int i = 0; i < p; i++) {
      piles.add(new ArrayList<>());
    }
    for (int r = n; r >= 1; r--) {
      boolean[] used = new boolean[p]; // no pile gets rank r twice, so piles stay sorted
      for (int s = 1; s <= suits; s++) {
        for (int k = 0; k < decks[s - 1]; k++) {
          List<Integer> ok = new ArrayList<>();
          for (int i = 0; i < p; i++) {
            if (!used[i] && (mixed || pileSuit.get(i) == s)) {
              ok.add(i);
            }
          }
          int i = ok.get(rnd.nextInt(ok.size()));
          used[i] = true;
          piles.get(i).add(Card.of(r, s));
        }
      }
    }
    Game.Builder b = Game.builder(n, suits).rule(rule);
    for (List<Card> pile : piles) {
      b.pile(pile);
    }
    return b.build();
  }
}
