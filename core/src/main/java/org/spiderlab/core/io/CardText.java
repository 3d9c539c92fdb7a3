package org.spiderlab.core.io;

import org.spiderlab.core.Card;

/** Parses single cards of the text format: {@code 7S}, {@code 12:5}, {@code [4H]}. */
final class CardText {
  private CardText() {}

  /**
   * Parses {@code token} or returns an error text. The result is a {@link Card} or a {@link
   * String} with the problem, so callers can attach file and line.
   */
  static Object parse(String token, int maxRank, int suits, boolean allowDown) {
    boolean down = false;
    String t = token;
    if (t.startsWith("[") || t.endsWith("]")) {
      if (!(t.startsWith("[") && t.endsWith("]") && t.length() > 2)) {
        return "unbalanced brackets in card '" + token + "'";
      }
      if (!allowDown) {
        return "face-down card '" + token + "' in the stock (stock cards are dealt face up)";
      }
      down = true;
      t = t.substring(1, t.length() - 1);
    }
    int i = 0;
    while (i < t.length() && isAsciiDigit(t.charAt(i))) {
      i++;
    }
    if (i == 0) {
      return "bad card '" + token + "': expected a rank followed by a suit, e.g. 7S or 12:5";
    }
    String rankDigits = t.substring(0, i);
    long rank = parseBounded(rankDigits);
    long suit;
    String suitText = null;
    String rest = t.substring(i);
    if (rest.length() == 1 && Card.SUIT_LETTERS.indexOf(rest.charAt(0)) >= 0) {
      suit = Card.SUIT_LETTERS.indexOf(rest.charAt(0)) + 1;
    } else if (rest.startsWith(":") && rest.length() > 1 && rest.substring(1).chars()
        .allMatch(CardText::isAsciiDigit)) {
      suitText = rest.substring(1);
      suit = parseBounded(suitText);
    } else if (rest.isEmpty()) {
      return "bad card '" + token + "': the suit is missing (S, H, C, D or :NUMBER)";
    } else {
      return "bad card '" + token + "': unknown suit '" + rest + "' (S, H, C, D or :NUMBER)";
    }
    if (rank < 1 || rank > maxRank) {
      return "bad card '" + token + "': rank " + rankDigits + " is outside 1.." + maxRank;
    }
    if (suit < 1 || suit > suits) {
      return "bad card '" + token + "': suit " + (suitText == null ? String.valueOf(suit) : suitText)
          + " is outside 1.." + suits;
    }
    return new Card((int) rank, (int) suit, down);
  }

  /** {@code 0..9} only: other Unicode digits are not numbers in SpiderLab files. */
  static boolean isAsciiDigit(int c) {
    return c >= '0' && c <= '9';
  }

  /** A decimal number, saturated at {@link Long#MAX_VALUE} so overflow reads as "too big". */
  static long parseBounded(String digits) {
    if (digits.length() > 18) {
      return Long.MAX_VALUE;
    }
    return Long.parseLong(digits);
  }
}
