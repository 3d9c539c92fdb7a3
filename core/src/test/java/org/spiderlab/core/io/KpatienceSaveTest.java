package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.gen.StandardDeals;

/** Round trips of KPatience savegames, both kinds, on seeded deals and positions. */
class KpatienceSaveTest {

  @TestFactory
  Stream<DynamicTest> standardDealsRoundTrip() {
    List<DynamicTest> tests = new ArrayList<>();
    for (int suits : new int[] {1, 2, 4}) {
      for (long seed = 0; seed < 10; seed++) {
        int s = suits;
        long sd = seed;
        tests.add(DynamicTest.dynamicTest("suits " + s + " seed " + sd, () -> {
          Game random = StandardDeals.random(s, sd);
          assertEquals(random, KpatienceSave.parse(
              KpatienceSave.toXml(KpatiencePosition.of(random, 0))), "random seed " + sd);
          Game numbered = KpatienceDeals.deal(s, sd + 1);
          KpatiencePosition p = KpatiencePosition.of(numbered, sd + 1);
          assertEquals(KpatienceDeals.position(s, sd + 1), p, "deal number " + (sd + 1));
          assertEquals(numbered, KpatienceSave.parse(KpatienceSave.toXml(p)));
        }));
      }
    }
    return tests.stream();
  }

  /** Positions reached by random legal moves from KPatience deals, written and read back. */
  @TestFactory
  Stream<DynamicTest> positionsInPlayRoundTrip() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 0; seed < 30; seed++) {
      long sd = seed;
      tests.add(DynamicTest.dynamicTest("seed " + sd, () -> {
        int suits = new int[] {1, 2, 4}[(int) (sd % 3)];
        Game deal = KpatienceDeals.deal(suits, 1000 + sd);
        List<Move> walk = RandomWalk.walk(deal, sd, 5 + (int) (sd * 7 % 60), 100);
        Board b = deal.toBoard();
        walk.forEach(b::apply);
        Game now = b.snapshot(suits);
        Game back = KpatienceSave.parse(KpatienceSave.toXml(KpatiencePosition.of(now, 0)));
        assertEquals(now.withTopsTurnedUp(), back, "seed " + sd + " after " + walk.size()
            + " moves");
      }));
    }
    return tests.stream();
  }

  /** Positions with cleared runs and partly dealt stocks, cards scattered at random. */
  @TestFactory
  Stream<DynamicTest> positionsWithClearedRunsRoundTrip() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 0; seed < 40; seed++) {
      long sd = seed;
      tests.add(DynamicTest.dynamicTest("seed " + sd, () -> {
        SplittableRandom rnd = new SplittableRandom(sd);
        int suits = new int[] {1, 2, 4}[rnd.nextInt(3)];
        Game g = scattered(rnd, suits);
        KpatiencePosition p = KpatiencePosition.of(g, 0);
        String xml = KpatienceSave.toXml(p);
        assertEquals(g.withTopsTurnedUp(), KpatienceSave.parse(xml), "seed " + sd);
        assertEquals(p, KpatienceSave.readPosition(new java.io.StringReader(xml), "x"),
            "seed " + sd);
        assertEquals(p, KpatienceSave.readPosition(new java.io.StringReader(
            KpatienceHistoryText.of(p)), "x"), "history kind, seed " + sd);
      }));
    }
    return tests.stream();
  }

  /** KPatience's deck less some whole runs, scattered over ten piles and up to five deals. */
  static Game scattered(SplittableRandom rnd, int suits) {
    List<Card> cards = KpatiencePosition.deck(suits);
    int runs = rnd.nextInt(8);
    for (int r = 0; r < runs; r++) {
      int suit = cards.get(rnd.nextInt(cards.size())).suit();
      for (int rank = 1; rank <= 13; rank++) {
        cards.remove(Card.of(rank, suit));
      }
    }
    List<Card> shuffled = KpatienceDeals.shuffled(cards, rnd.nextLong());
    int deals = rnd.nextInt(Math.min(5, shuffled.size() / 10) + 1);
    Game.Builder b = Game.builder(13, suits);
    int next = 0;
    for (int d = 0; d < deals; d++) {
      b.deal(shuffled.subList(next, next + 10));
      next += 10;
    }
    List<List<Card>> piles = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      piles.add(new ArrayList<>());
    }
    while (next < shuffled.size()) {
      Card c = shuffled.get(next++);
      piles.get(rnd.nextInt(10)).add(rnd.nextBoolean() ? c : c.hidden());
    }
    piles.forEach(b::pile);
    return b.build();
  }

  @Test
  void historyPositionIsTheCurrentState() {
    KpatiencePosition start = KpatienceDeals.position(2, 7);
    Card top0 = start.stacks().get(0).get(5);
    Card top9 = start.stacks().get(9).get(4);
    String xml = KpatienceHistoryText.of(start, 7,
        // state 2 (current): the top card of stack0 goes onto stack9, the card below turns up
        List.of(new KpatienceHistoryText.Step("stack0", "stack9", 5, List.of(top0), null),
            new KpatienceHistoryText.Step("stack0", "stack0", 4, List.of(start.stacks().get(0).get(4)),
                "face-up")),
        // state 3 (undone): a deal from redeals0
        List.of(new KpatienceHistoryText.Step("redeals0", "stack0", 5,
            List.of(start.redeals().get(0).get(9)), "face-up")));
    KpatiencePosition p = KpatienceSave.readPosition(new java.io.StringReader(xml), "h.kpat");
    assertEquals(5, p.stacks().get(0).size());
    assertEquals(start.stacks().get(0).get(4).up(), p.stacks().get(0).get(4));
    assertTrue(!p.stacks().get(0).get(4).faceDown(), "turned up");
    assertEquals(List.of(top9, top0.up()), p.stacks().get(9).subList(4, 6));
    assertEquals(start.redeals(), p.redeals());
    assertEquals(2, p.suits());
    assertEquals(7, p.dealNumber());
  }

  @Test
  void exportSaysWhatKpatienceCannotHold() {
    Game small = GameText.parse("spider ranks=7 suits=1\npile 7S\n");
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> KpatiencePosition.of(small, 0)).getMessage().contains("13 ranks"));
    Game deal = KpatienceDeals.deal(2, 3);
    Game.Builder b = deal.toBuilder();
    Game noRun = Game.builder(13, 2).pile(deal.pile(0).subList(1, 6)).build();
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> KpatiencePosition.of(noRun, 0)).getMessage().contains("10 piles"));
    Game.Builder tooMany = Game.builder(13, 2);
    for (int i = 0; i < 10; i++) {
      tooMany.pile(deal.pile(i));
    }
    for (int d = 0; d < 5; d++) {
      tooMany.deal(deal.deal(d));
    }
    tooMany.deal(deal.deal(0));
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> KpatiencePosition.of(tooMany.build(), 0)).getMessage().contains("at most 5 deals"));
    Game.Builder partial = Game.builder(13, 2);
    for (int i = 0; i < 10; i++) {
      partial.pile(i == 0 ? deal.pile(0).subList(1, 6) : deal.pile(i));
    }
    for (int d = 0; d < 5; d++) {
      partial.deal(deal.deal(d));
    }
    String why = assertThrows(IllegalArgumentException.class,
        () -> KpatiencePosition.of(partial.build(), 0)).getMessage();
    assertTrue(why.contains("less whole runs"), why);
    assertEquals(deal, b.build());
  }

  /** The card ids of the thesis' figure 5 (section 3.8.1) are 5S 4S 3S 2S AS of the 1-suit deck. */
  @Test
  void thesisFigureFiveIdsAreSpadesFiveToAce() {
    java.util.Map<Long, Card> ids = KpatienceHistory.deckIds(1);
    assertEquals(List.of(Card.of(5, 1), Card.of(4, 1), Card.of(3, 1), Card.of(2, 1),
        Card.of(1, 1)), java.util.stream.LongStream.of(1049349, 983812, 525059, 3801858, 66305)
            .mapToObj(ids::get).toList());
    assertEquals(104, ids.size());
  }
}
