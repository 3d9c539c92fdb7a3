package org.spiderlab.examples.pictures;

import org.spiderlab.core.CardCode;

/**
 * How a card is labelled in every picture and in {@code show}: its rank and suit symbol
 * ({@code 7♠}; suits 1 to 4 are ♠ ♥ ♣ ♦ in the thesis' order, higher suits {@code
 * rank:suit}), in brackets when face down ({@code [7♠]}). Hearts and diamonds are drawn red.
 */
public final class CardFace {
  private static final String[] SYMBOLS = {"♠", "♥", "♣", "♦"};

  private CardFace() {}

  /** The symbol of suits 1 to 4, or {@code null} for higher suits. */
  public static String symbol(int suit) {
    return suit >= 1 && suit <= 4 ? SYMBOLS[suit - 1] : null;
  }

  /** Whether the suit is drawn red (hearts and diamonds). */
  public static boolean isRed(int suit) {
    return suit == 2 || suit == 4;
  }

  /** The label without brackets: {@code 7♠}, {@code 12:5}. */
  public static String label(int rank, int suit) {
    String s = symbol(suit);
    return s != null ? rank + s : rank + ":" + suit;
  }

  /** The label of a packed card ({@link CardCode}), in brackets when face down. */
  public static String label(long code) {
    String s = label(CardCode.rank(code), CardCode.suit(code));
    return CardCode.isDown(code) ? "[" + s + "]" : s;
  }
}
