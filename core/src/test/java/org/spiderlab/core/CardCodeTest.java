package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** {@link CardCode}: the packed form agrees with {@link Card} and with the run-step rule. */
class CardCodeTest {

  @Test
  void roundTripsEveryFieldAtTheEdges() {
    int[] ranks = {1, 2, 12, 13, 65_535, Game.MAX_RANK};
    int[] suits = {1, 2, 4, 5, 1_000, Integer.MAX_VALUE};
    for (int r : ranks) {
      for (int s : suits) {
        for (boolean down : new boolean[] {false, true}) {
          Card c = new Card(r, s, down);
          long code = CardCode.of(c);
          assertEquals(c, CardCode.decode(code));
          assertEquals(r, CardCode.rank(code));
          assertEquals(s, CardCode.suit(code));
          assertEquals(down, CardCode.isDown(code));
          assertEquals(c.up(), CardCode.decode(CardCode.up(code)));
        }
      }
    }
  }

  @Test
  void runStepOnAFaceUpCardIsExactlySameSuitOneRankLowerFaceUp() {
    int[] ranks = {1, 2, 3, 12, 13, 14, Game.MAX_RANK - 1, Game.MAX_RANK};
    int[] suits = {1, 2, 3, 4, 5, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};
    for (int r1 : ranks) {
      for (int s1 : suits) {
        for (boolean d1 : new boolean[] {false, true}) {
          for (int r2 : ranks) {
            for (int s2 : suits) {
              boolean expected = !d1 && s1 == s2 && r1 == r2 + 1;
              assertEquals(expected, CardCode.isRunStep(CardCode.of(r1, s1, d1),
                  CardCode.of(r2, s2, false)), () -> new Card(r2, s2, false) + " on "
                      + new Card(r1, s1, d1));
            }
          }
        }
      }
    }
  }

  @Test
  void gameCodeAtIsTheCodeOfItsCard() {
    Game g = Game.builder(7, 2).pile(Card.of(7, 1), Card.down(5, 2), Card.of(4, 1)).pile()
        .pile(Card.of(1, 2)).build();
    for (int p = 0; p < g.pileCount(); p++) {
      for (int i = 0; i < g.pileSize(p); i++) {
        assertEquals(g.card(p, i), CardCode.decode(g.codeAt(p, i)));
      }
    }
    assertThrows(IndexOutOfBoundsException.class, () -> g.codeAt(1, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> g.codeAt(0, 3));
  }
}
