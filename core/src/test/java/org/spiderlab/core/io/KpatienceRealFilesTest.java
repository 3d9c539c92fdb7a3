package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;

/**
 * Savegames written by KPatience 22.12.3 itself (its File, Save format, saved on exit; recorded
 * as described in docs/DEALS.md): a fresh 2-suit deal, a 1-suit game after KPatience's demo
 * played 42 moves, and one after 168 moves with a run cleared and four deals done.
 */
class KpatienceRealFilesTest {

  private static KpatiencePosition read(String name) throws IOException {
    try (InputStream in = KpatienceRealFilesTest.class.getResourceAsStream("/kpat/" + name);
        Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
      return KpatienceSave.readPosition(r, name);
    }
  }

  @Test
  void aFreshDealSavedByKpatienceIsSpiderLabsDeal() throws IOException {
    KpatiencePosition p = read("gui-fresh-2-suits.kpat");
    assertEquals(1934615594L, p.dealNumber());
    assertEquals(2, p.suits());
    assertEquals(KpatienceDeals.position(2, 1934615594L), p);
    assertEquals(KpatienceDeals.deal(2, 1934615594L), p.toGame());
  }

  @Test
  void aGameInPlaySavedByKpatienceKeepsItsStockAndCards() throws IOException {
    KpatiencePosition p = read("gui-demo-1-suit.kpat");
    assertEquals(535167403L, p.dealNumber());
    Game now = p.toGame();
    Game start = KpatienceDeals.deal(1, 535167403L);
    assertEquals(1, p.dealsDone());
    assertEquals(List.of(), p.legs());
    assertEquals(start.deals().subList(1, 5), now.deals(), "the stock still to deal");
    Map<Card, Integer> want = new HashMap<>();
    start.piles().forEach(pile -> pile.forEach(c -> want.merge(c.up(), 1, Integer::sum)));
    start.deal(0).forEach(c -> want.merge(c.up(), 1, Integer::sum));
    Map<Card, Integer> have = new HashMap<>();
    now.piles().forEach(pile -> pile.forEach(c -> have.merge(c.up(), 1, Integer::sum)));
    assertEquals(want, have, "the tableau holds the deal's tableau and its first deal");
    for (List<Card> pile : now.piles()) {
      if (!pile.isEmpty()) {
        assertEquals(false, pile.get(pile.size() - 1).faceDown(), "tops are face up: " + pile);
      }
    }
    assertEquals(now, KpatienceSave.parse(KpatienceSave.toXml(p)), "snapshot round trip");
  }

  @Test
  void aClearedRunSavedByKpatienceIsAbsentFromTheGame() throws IOException {
    KpatiencePosition p = read("gui-demo-1-suit-cleared.kpat");
    assertEquals(564578827L, p.dealNumber());
    assertEquals(List.of(1), p.legs(), "one run of spades on the foundation");
    assertEquals(4, p.dealsDone());
    Game now = p.toGame();
    Game start = KpatienceDeals.deal(1, 564578827L);
    assertEquals(start.deals().subList(4, 5), now.deals(), "the last deal still in the stock");
    assertEquals(104 - 13 - 10, now.tableauCardCount());
    assertEquals(now, KpatienceSave.parse(KpatienceSave.toXml(p)), "snapshot round trip");
    assertEquals(p, KpatiencePosition.of(now, 564578827L));
  }
}
