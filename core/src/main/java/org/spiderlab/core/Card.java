package org.spiderlab.core;

import static org.spiderlab.core.internal.Checks.checkArgument;

/**
 * One playing card of a generalized Spider game (thesis 1.3): a rank in {@code 1..n}, a suit in
 * {@code 1..f}, and whether it lies face down on the tableau.
 *
 * <p>Identical cards (same rank and suit) are indistinguishable for winnability; the model keeps
 * no identity beyond rank, suit and orientation. Suits 1..4 are spades, hearts, clubs and
 * diamonds (the thesis' order) and are written {@code S H C D}; higher suits are written
 * {@code rank:suit}.
 *
 * @param rank the rank, 1 (ace) up to the game's maximal rank
 * @param suit the suit, 1-based
 * @param faceDown whether the card lies face down (only meaningful on the tableau)
 */
public record Card(int rank, int suit, boolean faceDown) {

  /** The suit letters of suits 1..4, in the thesis' order. */
  public static final String SUIT_LETTERS = "SHCD";

  public Card {
    checkArgument(rank >= 1, "rank must be at least 1, got %s", rank);
    checkArgument(suit >= 1, "suit must be at least 1, got %s", suit);
  }

  /** A face-up card. */
  public static Card of(int rank, int suit) {
    return new Card(rank, suit, false);
  }

  /** A face-down card. */
  public static Card down(int rank, int suit) {
    return new Card(rank, suit, true);
  }

  /** This card face up. */
  public Card up() {
    return faceDown ? new Card(rank, suit, false) : this;
  }

  /** This card face down. */
  public Card hidden() {
    return faceDown ? this : new Card(rank, suit, true);
  }

  /** Rank and suit in the text format, without brackets: {@code 7S}, {@code 12:5}. */
  public String label() {
    return label(rank, suit);
  }

  /** Rank and suit in the text format: {@code 7S}, {@code 12:5}. */
  public static String label(int rank, int suit) {
    return suit <= 4 ? rank + String.valueOf(SUIT_LETTERS.charAt(suit - 1)) : rank + ":" + suit;
  }

  /** The text format: {@code 7S}, or {@code [7S]} when face down. */
  @Override
  public String toString() {
    return faceDown ? "[" + label() + "]" : label();
  }
}
