package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.testing.ReferenceSpider;

/**
 * The two readings of "the tallest run" ({@link RunReading}, thesis 4.5.3) on a {@link Board},
 * against a naive count over the card lists of {@link ReferenceSpider} along seeded random plays,
 * and on hand-made positions.
 */
class RunReadingTest {

  /** The tallest run by the definitions, from the cards: on top only, or anywhere. */
  static int naive(List<List<Card>> piles, boolean topOnly) {
    int best = 0;
    for (List<Card> p : piles) {
      int run = 0;
      for (int i = 0; i < p.size(); i++) {
        Card c = p.get(i);
        if (c.faceDown()) {
          run = 0;
          continue;
        }
        Card below = i > 0 ? p.get(i - 1) : null;
        boolean step = below != null && !below.faceDown()
            && Rule.continuesRun(below.rank(), below.suit(), c.rank(), c.suit());
        run = step ? run + 1 : 1;
        if (!topOnly || i == p.size() - 1) {
          best = Math.max(best, run);
        }
      }
    }
    return best;
  }

  @TestFactory
  Stream<DynamicTest> boardAgreesWithTheDefinitions() {
    return BoardPropertyTest.SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(),
        () -> {
          for (long seed = 1; seed <= 40; seed++) {
            Game g = spec.generate(seed);
            Board b = g.toBoard();
            ReferenceSpider ref = new ReferenceSpider(g);
            SplittableRandom rnd = new SplittableRandom(seed);
            for (int step = 0; step < 60; step++) {
              String where = spec.describe(seed) + " after " + step + " moves";
              assertEquals(naive(ref.piles(), true), RunReading.TOP.tallest(b), where);
              assertEquals(naive(ref.piles(), false), RunReading.ANY.tallest(b), where);
              List<Move> legal = b.legalMoves();
              if (legal.isEmpty()) {
                break;
              }
              Move m = legal.get(rnd.nextInt(legal.size()));
              b.apply(m);
              ref.apply(m);
            }
          }
        }));
  }

  @Test
  void handMade() {
    Board b = GameText.parse("""
        spider ranks=6 suits=2
        pile 6S 5S 4S 3H 2H
        pile 5H 4H [3H] 2H 1H
        pile
        """).toBoard();
    assertEquals(2, RunReading.TOP.tallest(b));
    assertEquals(3, RunReading.ANY.tallest(b)); // 6S 5S 4S under 3H 2H
    Board hidden = GameText.parse("spider ranks=3 suits=1\npile [3S] [2S] [1S]\n").toBoard();
    assertEquals(1, RunReading.ANY.tallest(hidden)); // only the turned top card is face up
    assertEquals(0, RunReading.TOP.tallest(GameText.parse("spider ranks=2 suits=1\npile\n"
        + "stock 1S\n").toBoard()));
    assertEquals(RunReading.ANY, RunReading.ofKeyword("Any"));
    assertThrows(IllegalArgumentException.class, () -> RunReading.ofKeyword("middle"));
  }

  @Test
  void completeRunBuriedCountsOnlyAnywhere() {
    Board b = GameText.parse("spider ranks=3 suits=1\npile 3S 2S 1S\npile 3S 2S 1S 2S\n")
        .toBoard();
    assertEquals(3, RunReading.TOP.tallest(b));
    b.apply(Move.clear(0));
    assertEquals(1, RunReading.TOP.tallest(b));
    assertEquals(3, RunReading.ANY.tallest(b));
  }
}
