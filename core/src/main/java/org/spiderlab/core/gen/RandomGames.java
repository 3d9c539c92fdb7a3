package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * Seeded random deals for property tests and benchmarks: {@code decks} copies of every suit's
 * deck of ranks {@code 1..maxRank}, shuffled; {@code deals * piles} cards go to the stock, the rest
 * round-robin onto the piles; each tableau card that is not on top of its pile is face down with
 * probability {@code faceDownPercent / 100}. The same spec and seed always give the same game, so
 * every failing property test can print its seed and be replayed.
 *
 * @param maxRank the maximal rank n
 * @param suits the number of suits
 * @param decks copies of each suit's deck
 * @param piles tableau piles
 * @param deals deals in the stock (piles may be left empty when there are few cards)
 * @param faceDownPercent chance, in percent, that a covered tableau card lies face down
 * @param rule the rule variant
 */
public record RandomGames(int maxRank, int suits, int decks, int piles, int deals,
    int faceDownPercent, Rule rule) {

  public RandomGames {
    checkArgument(maxRank >= 1, "maxRank must be >= 1, got %s", maxRank);
    checkArgument(suits >= 1, "suits must be >= 1, got %s", suits);
    checkArgument(decks >= 1, "decks must be >= 1, got %s", decks);
    checkArgument(piles >= 1, "piles must be >= 1, got %s", piles);
    checkArgument(deals >= 0, "deals must be >= 0, got %s", deals);
    checkArgument(faceDownPercent >= 0 && faceDownPercent <= 100,
        "faceDownPercent must be in 0..100, got %s", faceDownPercent);
    checkArgument((long) deals * piles <= (long) maxRank * suits * decks,
        "%s deals of %s cards need more than the %s cards", deals, piles,
        (long) maxRank * suits * decks);
  }

  /** One suit, all face up, no stock, spider rule. */
  public static RandomGames oneSuit(int maxRank, int decks, int piles) {
    return new RandomGames(maxRank, 1, decks, piles, 0, 0, Rule.SPIDER);
  }

  public RandomGames withDeals(int d) {
    return new RandomGames(maxRank, suits, decks, piles, d, faceDownPercent, rule);
  }

  public RandomGames withFaceDown(int percent) {
    return new RandomGames(maxRank, suits, decks, piles, deals, percent, rule);
  }

  public RandomGames withRule(Rule r) {
    return new RandomGames(maxRank, suits, decks, piles, deals, faceDownPercent, r);
  }

  /** The game for {@code seed}. */
  public Game generate(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Card> all = new ArrayList<>(maxRank * suits * decks);
    for (int s = 1; s <= suits; s++) {
      for (int k = 0; k < decks; k++) {
        for (int r = 1; r <= maxRank; r++) {
          all.add(Card.of(r, s));
        }
      }
    }
    for (int i = all.size() - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      Card t = all.get(i);
      all.set(i, all.get(j));
      all.set(j, t);
    }
    int stockCards = deals * piles;
    List<Card> tableau = all.subList(stockCards, all.size());
    List<List<Card>> ps = new ArrayList<>();
    for (int i = 0; i < piles; i++) {
      ps.add(new ArrayList<>());
    }
    for (int i = 0; i < tableau.size(); i++) {
      ps.get(i % piles).add(tableau.get(i));
    }
    Game.Builder b = Game.builder(maxRank, suits).rule(rule);
    for (List<Card> pile : ps) {
      for (int i = 0; i + 1 < pile.size(); i++) {
        if (rnd.nextInt(100) < faceDownPercent) {
          pile.set(i, pile.get(i).hidden());
        }
      }
      b.pile(pile);
    }
    for (int d = 0; d < deals; d++) {
      b.deal(all.subList(d * piles, (d + 1) * piles));
    }
    return b.build();
  }

  /** A description for failure messages, e.g. {@code RandomGames[n=5, suits=1, ...] seed=42}. */
  public String describe(long seed) {
    return this + " seed=" + seed;
  }
}
