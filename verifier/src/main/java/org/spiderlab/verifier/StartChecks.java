package org.spiderlab.verifier;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * Checks of where a proof starts other than at its game's start: an arrangement of the face-down
 * cards of a FAIR template (thesis 4.3).
 */
final class StartChecks {
  private StartChecks() {}

  /**
   * Null when {@code arranged} is an arrangement of {@code template}: the same ranks, suits, rule,
   * piles and stock, the same face-up cards at the same places, face-down cards at the same
   * places, and the same multiset of face-down cards; else what differs.
   */
  static String arrangementOf(Game template, Game arranged) {
    if (template.maxRank() != arranged.maxRank() || template.suits() != arranged.suits()
        || template.rule() != arranged.rule()) {
      return "has other ranks, suits or rule than the game";
    }
    if (template.pileCount() != arranged.pileCount()) {
      return "has " + arranged.pileCount() + " piles, the game " + template.pileCount();
    }
    if (!template.deals().equals(arranged.deals())) {
      return "has another stock than the game";
    }
    List<Card> down = new ArrayList<>();
    List<Card> placed = new ArrayList<>();
    for (int j = 0; j < template.pileCount(); j++) {
      if (template.pileSize(j) != arranged.pileSize(j)) {
        return "has " + arranged.pileSize(j) + " cards on pile " + (j + 1) + ", the game "
            + template.pileSize(j);
      }
      for (int i = 0; i < template.pileSize(j); i++) {
        Card t = template.card(j, i);
        Card a = arranged.card(j, i);
        if (t.faceDown() != a.faceDown()) {
          return "turns card " + (i + 1) + " of pile " + (j + 1) + " the other way";
        }
        if (t.faceDown()) {
          down.add(t);
          placed.add(a);
        } else if (!t.equals(a)) {
          return "changes the face-up card " + (i + 1) + " of pile " + (j + 1);
        }
      }
    }
    java.util.Comparator<Card> order = java.util.Comparator.comparingInt(Card::suit)
        .thenComparingInt(Card::rank);
    down.sort(order);
    placed.sort(order);
    return down.equals(placed) ? null : "has other face-down cards than the game";
  }
}
