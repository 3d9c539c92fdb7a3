package org.spiderlab.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    for (long number = 1; number <= 30; number++) {
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

  /**
   * The layout KPatience 22.12.3's solver reads for {@code kpat --solve 17 --start 5 --end 5}
   * (with 1 and with 4 suits in its settings), recorded by the probe of docs/DEALS.md: its
   * tableau piles stack0..9 and stock piles redeals0..4 bottom to top, face-down cards in
   * brackets.
   */
  private static final List<String> KPAT_DEAL_5_ONE_SUIT = List.of(
      "stack0: [1S] [10S] [1S] [3S] [11S] 11S",
      "stack1: [2S] [13S] [10S] [4S] [13S] 9S",
      "stack2: [4S] [3S] [9S] [3S] [5S] 8S",
      "stack3: [2S] [2S] [6S] [7S] [2S] 13S",
      "stack4: [3S] [4S] [11S] [11S] 10S",
      "stack5: [12S] [9S] [5S] [6S] 8S",
      "stack6: [13S] [8S] [3S] [9S] 12S",
      "stack7: [11S] [3S] [4S] [9S] 12S",
      "stack8: [5S] [7S] [5S] [10S] 5S",
      "stack9: [1S] [11S] [2S] [10S] 6S",
      "redeals0: [8S] [10S] [11S] [2S] [7S] [7S] [8S] [1S] [10S] [1S]",
      "redeals1: [7S] [13S] [4S] [12S] [2S] [3S] [2S] [3S] [4S] [1S]",
      "redeals2: [12S] [5S] [7S] [7S] [9S] [13S] [10S] [11S] [8S] [6S]",
      "redeals3: [5S] [13S] [12S] [5S] [4S] [1S] [12S] [9S] [8S] [6S]",
      "redeals4: [7S] [6S] [6S] [1S] [6S] [8S] [4S] [9S] [12S] [13S]");

  private static final List<String> KPAT_DEAL_5_FOUR_SUITS = List.of(
      "stack0: [1H] [10H] [1D] [3D] [11H] 11C",
      "stack1: [2S] [13D] [10C] [4C] [13H] 9C",
      "stack2: [4S] [3D] [9D] [3S] [5S] 8S",
      "stack3: [2S] [2C] [6S] [7C] [2H] 13H",
      "stack4: [3C] [4H] [11S] [11S] 10C",
      "stack5: [12S] [9S] [5H] [6H] 8D",
      "stack6: [13D] [8S] [3H] [9H] 12S",
      "stack7: [11C] [3H] [4C] [9H] 12H",
      "stack8: [5C] [7C] [5H] [10S] 5C",
      "stack9: [1S] [11D] [2C] [10S] 6D",
      "redeals0: [8D] [10D] [11H] [2H] [7D] [7H] [8H] [1C] [10H] [1C]",
      "redeals1: [7S] [13C] [4D] [12H] [2D] [3S] [2D] [3C] [4H] [1D]",
      "redeals2: [12C] [5S] [7S] [7D] [9C] [13C] [10D] [11D] [8C] [6C]",
      "redeals3: [5D] [13S] [12D] [5D] [4D] [1S] [12D] [9D] [8H] [6C]",
      "redeals4: [7H] [6H] [6S] [1H] [6D] [8C] [4S] [9S] [12C] [13S]");

  private static List<String> describe(KpatiencePosition p) {
    List<String> out = new java.util.ArrayList<>();
    for (int i = 0; i < p.stacks().size(); i++) {
      out.add("stack" + i + ": " + labels(p.stacks().get(i)));
    }
    for (int i = 0; i < p.redeals().size(); i++) {
      out.add("redeals" + i + ": " + labels(p.redeals().get(i)));
    }
    return out;
  }

  private static String labels(List<Card> cards) {
    StringBuilder sb = new StringBuilder();
    for (Card c : cards) {
      String label = c.up().label();
      sb.append(sb.length() == 0 ? "" : " ").append(c.faceDown() ? "[" + label + "]" : label);
    }
    return sb.toString();
  }

  @Test
  void dealFiveIsWhatKpatiencesSolverReads() {
    assertEquals(KPAT_DEAL_5_ONE_SUIT, describe(KpatienceDeals.position(1, 5)));
    assertEquals(KPAT_DEAL_5_FOUR_SUITS, describe(KpatienceDeals.position(4, 5)));
  }

  @Test
  void rejectsWhatKpatienceDoesNotDeal() {
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(3, 1));
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(2, -1));
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(2, 0));
    assertThrows(IllegalArgumentException.class, () -> KpatienceDeals.deal(2, 1L << 31));
  }
}
