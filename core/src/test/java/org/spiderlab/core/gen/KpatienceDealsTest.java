package org.spiderlab.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.KpatiencePosition;

class KpatienceDealsTest {
  /** The 52-card input of KPatience's autotests/shuffle_test.cpp. */
  private static final List<String> INPUT = Arrays.asList(("AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S "
      + "4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H 7S 8C 8D 8H 8S 9C 9D 9H 9S TC TD TH TS "
      + "JC JD JH JS QC QD QH QS KC KD KH KS").split(" "));

  @Test
  void shuffleWithSeedOneIsKpatiencesReference() {
    assertEquals(Arrays.asList(("6H 2H 9C 6S TC 8C 3D 6C QS 8D 8S 6D 7D JH 2C 8H TH 4S TD 3S 7S "
        + "4D AC 4H QH TS 5C 4C 3C AH AS JS QD 9D KS 2S 3H KH QC AD 5S 9S KC KD 5H 7C 7H 5D JC "
        + "9H 2D JD").split(" ")), KpatienceDeals.shuffled(INPUT, 1));
  }

  @Test
  void shuffleWithSeed24IsKpatiencesReference() {
    assertEquals(Arrays.asList(("AS 3D QD 2H 9D JD 7C 8D 6D KS 4H 4S 8S 8H KC TD JH 3S 3H QS 4D "
        + "AD TS TC 5C 9H AC 8C 7D 6S KH TH JC 6H 3C 9C 6C 5S JS KD 2S 9S QH 2C 7S AH 7H 2D 5D "
        + "QC 5H 4C").split(" ")), KpatienceDeals.shuffled(INPUT, 24));
  }

  @Test
  void deckIsRankByRankInKpatiencesSuitPattern() {
    List<Card> deck = KpatiencePosition.deck(2);
    assertEquals(104, deck.size());
    // hearts, spades, hearts, spades for every rank: SpiderLab suits 2, 1, 2, 1
    assertEquals(List.of(Card.of(1, 2), Card.of(1, 1), Card.of(1, 2), Card.of(1, 1),
        Card.of(2, 2)), deck.subList(0, 5));
    assertEquals(Card.of(1, 2), deck.get(52));
    assertEquals(List.of(Card.of(1, 3), Card.of(1, 4), Card.of(1, 2), Card.of(1, 1)),
        KpatiencePosition.deck(4).subList(0, 4));
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 4})
  void everyDealHasTheStandardShapeAndDeck(int suits) {
    for (long number = 0; number < 30; number++) {
      Game g = KpatienceDeals.deal(suits, number);
      String where = "suits " + suits + " deal number " + number;
      assertEquals(10, g.pileCount(), where);
      assertEquals(5, g.dealCount(), where);
      assertEquals(13, g.maxRank(), where);
      Map<Card, Integer> count = new HashMap<>();
      for (int p = 0; p < 10; p++) {
        List<Card> pile = g.pile(p);
        assertEquals(p < 4 ? 6 : 5, pile.size(), where + " pile " + p);
        for (int i = 0; i < pile.size(); i++) {
          assertEquals(i < pile.size() - 1, pile.get(i).faceDown(), where + " pile " + p);
          count.merge(pile.get(i).up(), 1, Integer::sum);
        }
      }
      g.deals().forEach(d -> d.forEach(c -> count.merge(c.up(), 1, Integer::sum)));
      Map<Card, Integer> want = new HashMap<>();
      KpatiencePosition.deck(suits).forEach(c -> want.merge(c, 1, Integer::sum));
      assertEquals(want, count, where);
    }
  }

  /**
   * KPatience deals from the end of the shuffled list: card 104 to pile 1 face down, card 103 to
   * pile 2, ..., the 45th card from the end face up onto pile 5, and the stock piles last; a stock
   * pile gives its top card to pile 1.
   */
  @Test
  void cardsGoWhereKpatienceDealsThem() {
    for (int suits : new int[] {1, 2, 4}) {
      for (long number : new long[] {1, 2, 24, 11982, 2147483647L}) {
        List<Card> s = KpatienceDeals.shuffled(KpatiencePosition.deck(suits), number);
        Game g = KpatienceDeals.deal(suits, number);
        String where = "suits " + suits + " deal number " + number;
        assertEquals(s.get(103).up(), g.pile(0).get(0).up(), where);
        assertEquals(s.get(94).up(), g.pile(9).get(0).up(), where);
        assertEquals(s.get(93).up(), g.pile(0).get(1).up(), where);
        assertEquals(s.get(103 - 44).up(), g.pile(4).get(4), where);
        assertEquals(s.get(103 - 50).up(), g.pile(0).get(5), where);
        assertEquals(s.get(103 - 53).up(), g.pile(3).get(5), where);
        // stock pile 1 holds cards 55..64 from the end, bottom first; its top goes to pile 1
        assertEquals(s.get(103 - 63), g.deal(0).get(0), where);
        assertEquals(s.get(103 - 54), g.deal(0).get(9), where);
        assertEquals(s.get(0), g.deal(4).get(0), where);
      }
    }
  }

  @Test
  void dealOneWithTwoSuitsIsPinned() {
    // pinned from this implementation after the external comparison with kpat (docs/DEALS.md)
    String text = GameText.toText(KpatienceDeals.deal(2, 1));
    assertEquals(text, GameText.toText(KpatienceDeals.deal(2, 1)));
    assertNotEquals(text, GameText.toText(KpatienceDeals.deal(2, 2)));
    assertNotEquals(text, GameText.toText(KpatienceDeals.deal(4, 1)));
  }

  @Test
  void rejectsWhatKpatienceDoesNotDeal() {
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(3, 1));
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(2, -1));
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(2, 1L << 31));
  }
}
