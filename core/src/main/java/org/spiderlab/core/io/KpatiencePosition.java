package org.spiderlab.core.io;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * A Spider position as KPatience holds it (thesis section 3.1, the KPatience rules; section
 * 3.8.1, its file format): ten tableau piles ({@code stack0..stack9}), five stock piles ({@code
 * redeals0..redeals4}) of ten cards each, dealt in that order, and the foundation ({@code
 * legs0..legs7}), one pile per cleared run. This is the bridge between KPatience's savegames and
 * SpiderLab's {@link Game}: {@link #toGame()} and {@link #of(Game, long)}.
 *
 * <p>Suits map by name: SpiderLab's S H C D (1..4) are KPatience's spades (3), hearts (2), clubs
 * (0) and diamonds (1). KPatience's decks per suit count are those of {@link #deckSuits(int)}.
 * A deal from stock pile {@code redealsK} gives pile j (0-based) the card at index 9 - j of that
 * pile (index 0 is its bottom): KPatience hands out the top card first, to {@code stack0}.
 *
 * @param suits the suit option, 1..4 (KPatience's "Spider Options")
 * @param dealNumber KPatience's deal number, 0 when unknown
 * @param stacks the ten tableau piles, bottom to top, with their face-down flags
 * @param redeals the five stock piles, bottom to top; empty ones were dealt already
 * @param legs the SpiderLab suit of each cleared run, in clearing order
 */
public record KpatiencePosition(int suits, long dealNumber, List<List<Card>> stacks,
    List<List<Card>> redeals, List<Integer> legs) {

  /** Ranks of KPatience's cards. */
  public static final int RANKS = 13;
  /** Tableau piles. */
  public static final int STACKS = 10;
  /** Stock piles, one per deal. */
  public static final int REDEALS = 5;
  /** Foundation piles, one per cleared run. */
  public static final int LEGS = 8;
  /** Copies of the four-suit pattern of {@link #deckSuits(int)} in KPatience's 104 cards. */
  public static final int COPIES = 2;

  public KpatiencePosition {
    checkArgument(suits >= 1 && suits <= 4, "KPatience's Spider has 1 to 4 suits, got %s", suits);
    checkArgument(stacks.size() == STACKS, "%s tableau piles, KPatience has %s", stacks.size(),
        STACKS);
    checkArgument(redeals.size() == REDEALS, "%s stock piles, KPatience has %s", redeals.size(),
        REDEALS);
    checkArgument(legs.size() <= LEGS, "%s cleared runs, KPatience has room for %s", legs.size(),
        LEGS);
    stacks = copy(stacks);
    redeals = copy(redeals);
    legs = List.copyOf(legs);
    boolean dealt = true;
    for (int k = 0; k < REDEALS; k++) {
      int n = redeals.get(k).size();
      checkArgument(n == 0 || n == STACKS,
          "stock pile redeals%s has %s cards; a deal needs %s", k, n, STACKS);
      if (n == 0) {
        checkArgument(dealt, "stock pile redeals%s is empty but an earlier one is not: "
            + "KPatience deals redeals0 to redeals4 in order", k);
      } else {
        dealt = false;
      }
    }
  }

  private static List<List<Card>> copy(List<List<Card>> piles) {
    List<List<Card>> out = new ArrayList<>(piles.size());
    for (List<Card> p : piles) {
      out.add(List.copyOf(p));
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * KPatience's four-suit pattern for a suit count, as SpiderLab suits: its 104 cards are {@link
   * #COPIES} times, for every rank ace to king, one card of each suit of this list. One suit:
   * spades four times; two: hearts, spades, hearts, spades; three: clubs, spades, hearts, spades;
   * four: clubs, diamonds, hearts, spades.
   */
  public static List<Integer> deckSuits(int suits) {
    return switch (suits) {
      case 1 -> List.of(1, 1, 1, 1);
      case 2 -> List.of(2, 1, 2, 1);
      case 3 -> List.of(3, 1, 2, 1);
      case 4 -> List.of(3, 4, 2, 1);
      default -> throw new IllegalArgumentException(
          "KPatience's Spider has 1 to 4 suits, got " + suits);
    };
  }

  /** KPatience's 104 cards for a suit count, face up, in its deck order (rank by rank). */
  public static List<Card> deck(int suits) {
    List<Integer> pattern = deckSuits(suits);
    List<Card> cards = new ArrayList<>(COPIES * RANKS * pattern.size());
    for (int copy = 0; copy < COPIES; copy++) {
      for (int rank = 1; rank <= RANKS; rank++) {
        for (int suit : pattern) {
          cards.add(Card.of(rank, suit));
        }
      }
    }
    return cards;
  }

  /** How many cards of each (suit, rank) the deck has: {@code [suit][rank]}, 1-based. */
  public static int[][] deckCounts(int suits) {
    int[][] counts = new int[5][RANKS + 1];
    for (Card c : deck(suits)) {
      counts[c.suit()][c.rank()]++;
    }
    return counts;
  }

  /** KPatience's suit code (0 clubs, 1 diamonds, 2 hearts, 3 spades) of a SpiderLab suit. */
  public static int kpatSuit(int suit) {
    return switch (suit) {
      case 1 -> 3;
      case 2 -> 2;
      case 3 -> 0;
      case 4 -> 1;
      default -> throw new IllegalArgumentException("KPatience has no suit " + suit);
    };
  }

  /** The SpiderLab suit of KPatience's suit code, or -1 for a code outside 0..3. */
  public static int spiderSuit(int kpatSuit) {
    return switch (kpatSuit) {
      case 0 -> 3;
      case 1 -> 4;
      case 2 -> 2;
      case 3 -> 1;
      default -> -1;
    };
  }

  /** Stock piles dealt so far (KPatience's redeal counter). */
  public int dealsDone() {
    int n = 0;
    while (n < REDEALS && redeals.get(n).isEmpty()) {
      n++;
    }
    return n;
  }

  /**
   * The SpiderLab game of this position: the tableau as it is, the remaining stock piles as
   * deals in KPatience's order, cleared runs absent; 13 ranks and {@link #suits} suits.
   */
  public Game toGame() {
    Game.Builder b = Game.builder(RANKS, suits);
    for (List<Card> stack : stacks) {
      b.pile(stack);
    }
    for (List<Card> redeal : redeals) {
      if (redeal.isEmpty()) {
        continue;
      }
      List<Card> deal = new ArrayList<>(STACKS);
      for (int j = 0; j < STACKS; j++) {
        deal.add(redeal.get(STACKS - 1 - j).up());
      }
      b.deal(deal);
    }
    return b.build();
  }

  /**
   * The KPatience position of a SpiderLab game: 13 ranks, ten piles, 1, 2 or 4 suits (3 too, as
   * KPatience 22.12 has it), at most five deals, and cards that are KPatience's deck for that
   * suit count less whole runs of one suit, which become cleared runs on the foundation.
   * Face-down tops are turned up (play starts with them turned, docs/FORMATS.md); stock cards
   * are face down as KPatience keeps them.
   *
   * @throws IllegalArgumentException naming what KPatience cannot represent
   */
  public static KpatiencePosition of(Game game, long dealNumber) {
    checkArgument(game.maxRank() == RANKS,
        "KPatience's cards have %s ranks, this game has maximal rank %s", RANKS, game.maxRank());
    checkArgument(game.suits() >= 1 && game.suits() <= 4,
        "KPatience's Spider has 1, 2 or 4 suits, this game has %s", game.suits());
    checkArgument(game.pileCount() == STACKS,
        "KPatience's Spider has %s piles, this game has %s", STACKS, game.pileCount());
    checkArgument(game.dealCount() <= REDEALS,
        "KPatience's stock holds at most %s deals, this game has %s", REDEALS, game.dealCount());
    int suits = game.suits();
    int[][] missing = deckCounts(suits);
    Game turned = game.withTopsTurnedUp();
    for (List<Card> pile : turned.piles()) {
      take(missing, pile, suits);
    }
    for (List<Card> deal : turned.deals()) {
      take(missing, deal, suits);
    }
    List<Integer> legs = new ArrayList<>();
    for (int suit = 1; suit <= 4; suit++) {
      int runs = missing[suit][1];
      for (int rank = 2; rank <= RANKS; rank++) {
        checkArgument(missing[suit][rank] == runs,
            "the cards are not KPatience's %s-suit deck less whole runs: %s of %s missing, "
                + "but %s of %s", suits, missing[suit][rank], Card.label(rank, suit), runs,
            Card.label(1, suit));
      }
      for (int r = 0; r < runs; r++) {
        legs.add(suit);
      }
    }
    List<List<Card>> redeals = new ArrayList<>();
    int empty = REDEALS - game.dealCount();
    for (int k = 0; k < REDEALS; k++) {
      List<Card> pile = new ArrayList<>(STACKS);
      if (k >= empty) {
        List<Card> deal = turned.deal(k - empty);
        for (int i = 0; i < STACKS; i++) {
          pile.add(deal.get(STACKS - 1 - i).hidden());
        }
      }
      redeals.add(pile);
    }
    return new KpatiencePosition(suits, dealNumber, turned.piles(), redeals, legs);
  }

  private static void take(int[][] missing, List<Card> cards, int suits) {
    for (Card c : cards) {
      checkArgument(missing[c.suit()][c.rank()] > 0,
          "KPatience's %s-suit deck has only %s of %s", suits,
          deckCounts(suits)[c.suit()][c.rank()], c.up().label());
      missing[c.suit()][c.rank()]--;
    }
  }
}
