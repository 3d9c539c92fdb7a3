package org.spiderlab.core.special;

import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * The class of thesis 2.1 and 2.2: one deck (every rank {@code 1..n} exactly once), one suit, an
 * empty stock and the spider rule. Face-down cards and empty piles are allowed. Package-private
 * helper shared by {@link GreedyOneDeck} and {@link Inversions}.
 */
final class OneDeckClass {

  private OneDeckClass() {}

  /**
   * Throws {@link IllegalArgumentException} naming the first violation, prefixed with {@code who}.
   */
  static void require(Game game, String who) {
    String why = violation(game);
    if (why != null) {
      throw new IllegalArgumentException(who + " decides only one-deck, one-suit games with an "
          + "empty stock and the spider rule (thesis 2.1/2.2): " + why);
    }
  }

  /** The first reason {@code game} is outside the class, or {@code null}. */
  static String violation(Game game) {
    if (game.rule() != Rule.SPIDER) {
      return "the rule is " + game.rule().keyword() + ", not spider";
    }
    if (game.dealCount() > 0) {
      return "the stock holds " + game.dealCount() + " deals";
    }
    int n = game.maxRank();
    if (game.tableauCardCount() != n) {
      return "the tableau holds " + game.tableauCardCount() + " cards, but one deck of ranks 1.."
          + n + " has " + n;
    }
    int suit = -1;
    boolean[] seen = new boolean[n + 1];
    for (int p = 0; p < game.pileCount(); p++) {
      for (Card c : game.pile(p)) {
        if (suit < 0) {
          suit = c.suit();
        } else if (c.suit() != suit) {
          return "pile " + (p + 1) + " holds " + c.label() + ", but the game's first card has suit "
              + Card.label(1, suit).substring(1) + " (one suit only)";
        }
        if (seen[c.rank()]) {
          return "rank " + c.rank() + " occurs twice (pile " + (p + 1) + ": " + c.label() + ")";
        }
        seen[c.rank()] = true;
      }
    }
    return null;
  }
}
