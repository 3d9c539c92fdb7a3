package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * Standard Spider deals, the games of thesis chapter 3 (section 3.1, the KPatience rules): 104
 * cards of ranks 1..13 (eight decks of one suit, four decks of each of two suits, or two decks of
 * each of four suits), ten piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 cards with only the top card face
 * up, and the remaining 50 cards in the stock as five deals of ten.
 *
 * <p>{@link #random(int, long)} is SpiderLab's own seeded layout (the same suits and seed always
 * give the same game); KPatience's numbered deals, with its own deck order, shuffle and dealing
 * order, are {@link KpatienceDeals}.
 */
public final class StandardDeals {

  /** The maximal rank of a standard deal. */
  public static final int MAX_RANK = 13;
  /** Tableau piles of a standard deal. */
  public static final int PILES = 10;
  /** Deals in a standard deal's stock. */
  public static final int DEALS = 5;
  /** Cards of a standard deal. */
  public static final int CARDS = 104;

  private StandardDeals() {}

  /** The number of cards pile {@code pile} (0-based) starts with: 6 for piles 0..3, 5 after. */
  public static int startingHeight(int pile) {
    checkArgument(pile >= 0 && pile < PILES, "pile %s is outside 0..%s", pile, PILES - 1);
    return pile < 4 ? 6 : 5;
  }

  /** Checks that {@code suits} is 1, 2 or 4, the suit counts of standard Spider. */
  public static int checkSuits(int suits) {
    checkArgument(suits == 1 || suits == 2 || suits == 4,
        "standard Spider has 1, 2 or 4 suits, got %s", suits);
    return suits;
  }

  /** The 104 cards of a standard deal with {@code suits} suits, face up, in deck order. */
  public static List<Card> cards(int suits) {
    checkSuits(suits);
    List<Card> cards = new ArrayList<>(CARDS);
    for (int deck = 0; deck < 8; deck++) {
      int suit = deck % suits + 1;
      for (int rank = 1; rank <= MAX_RANK; rank++) {
        cards.add(Card.of(rank, suit));
      }
    }
    return cards;
  }

  /**
   * Lays out 104 cards as a standard deal: the first 54 go to the tableau pile by pile (pile 1
   * bottom to top first), face down but the top; the last 50 form the stock, ten per deal.
   */
  public static Game layOut(int suits, List<Card> cards) {
    checkSuits(suits);
    checkArgument(cards.size() == CARDS, "a standard deal has %s cards, got %s", CARDS,
        cards.size());
    Game.Builder b = Game.builder(MAX_RANK, suits);
    int next = 0;
    for (int pile = 0; pile < PILES; pile++) {
      int h = startingHeight(pile);
      List<Card> pileCards = new ArrayList<>(h);
      for (int i = 0; i < h; i++) {
        Card c = cards.get(next++).up();
        pileCards.add(i == h - 1 ? c : c.hidden());
      }
      b.pile(pileCards);
    }
    for (int deal = 0; deal < DEALS; deal++) {
      b.deal(cards.subList(next, next + PILES));
      next += PILES;
    }
    return b.build();
  }

  /** SpiderLab's seeded standard deal: a Fisher-Yates shuffle of {@link #cards} laid out. */
  public static Game random(int suits, long seed) {
    List<Card> cards = cards(suits);
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card t = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, t);
    }
    return layOut(suits, cards);
  }
}
