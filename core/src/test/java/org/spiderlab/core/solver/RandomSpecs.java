package org.spiderlab.core.solver;

import java.util.SplittableRandom;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/** Seeded random small game specs for the solver's property tests. */
final class RandomSpecs {

  private RandomSpecs() {}

  /** A small spec (at most ~16 cards) chosen by {@code seed}; stock, face-down, suits, hanoi. */
  static RandomGames small(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 17);
    int n = 2 + r.nextInt(3); // 2..4
    int suits = 1 + r.nextInt(2);
    int decks = 1 + r.nextInt(n == 4 ? 2 : 3);
    if (n * suits * decks > 16) {
      decks = Math.max(1, 16 / (n * suits));
    }
    int cards = n * suits * decks;
    int piles = 2 + r.nextInt(3);
    int maxDeals = Math.min(2, cards / piles);
    int deals = maxDeals == 0 ? 0 : r.nextInt(maxDeals + 1);
    int down = r.nextInt(3) == 0 ? 0 : 50;
    Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
    return new RandomGames(n, suits, decks, piles, deals, down, rule);
  }

  /** A tiny spec (at most ~9 cards) for comparisons with the brute force. */
  static RandomGames tiny(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0xBF58476D1CE4E5B9L + 3);
    int n = 2 + r.nextInt(2);
    int suits = 1 + r.nextInt(2);
    int decks = suits == 2 ? 1 : 1 + r.nextInt(3);
    int cards = n * suits * decks;
    int piles = 2 + r.nextInt(2);
    int deals = cards / piles >= 1 && r.nextBoolean() ? 1 : 0;
    int down = r.nextBoolean() ? 0 : 50;
    Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
    return new RandomGames(n, suits, decks, piles, deals, down, rule);
  }
}
