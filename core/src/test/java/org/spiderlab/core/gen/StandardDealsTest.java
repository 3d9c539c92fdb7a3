package org.spiderlab.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

class StandardDealsTest {

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 4})
  void aRandomDealHasTheStandardShapeAndCards(int suits) {
    for (long seed = 0; seed < 20; seed++) {
      Game g = StandardDeals.random(suits, seed);
      String where = "suits " + suits + " seed " + seed;
      assertEquals(10, g.pileCount(), where);
      assertEquals(5, g.dealCount(), where);
      assertEquals(13, g.maxRank(), where);
      assertEquals(suits, g.suits(), where);
      Map<Card, Integer> count = new HashMap<>();
      for (int p = 0; p < 10; p++) {
        List<Card> pile = g.pile(p);
        assertEquals(p < 4 ? 6 : 5, pile.size(), where + " pile " + p);
        for (int i = 0; i < pile.size(); i++) {
          assertEquals(i < pile.size() - 1, pile.get(i).faceDown(), where + " pile " + p);
          count.merge(pile.get(i).up(), 1, Integer::sum);
        }
      }
      for (int d = 0; d < 5; d++) {
        for (Card c : g.deal(d)) {
          count.merge(c.up(), 1, Integer::sum);
        }
      }
      assertEquals(13 * suits, count.size(), where);
      for (int n : count.values()) {
        assertEquals(8 / suits, n, where);
      }
    }
  }

  @org.junit.jupiter.api.Test
  void theSeedDecides() {
    assertEquals(StandardDeals.random(4, 7).toString(), StandardDeals.random(4, 7).toString());
    assertTrue(StandardDeals.random(4, 7).equals(StandardDeals.random(4, 7)));
    assertNotEquals(StandardDeals.random(4, 7), StandardDeals.random(4, 8));
    assertThrows(IllegalArgumentException.class, () -> StandardDeals.random(3, 1));
  }
}
