package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.io.GameText;

class BoardSmokeTest {
  @Test
  void runMoveFlipAndClear() {
    Game g = GameText.parse("""
        spider ranks=3 suits=2
        pile [1H] 3S
        pile 2S 1S
        """);
    Board b = g.toBoard();
    assertEquals("the top 2 cards of pile 1 are not a movable run (3S lies on [1H])",
        b.whyIllegal(Move.transfer(0, 2, 1)));
    assertNull(b.tryApply(Move.transfer(1, 2, 0)));
    assertEquals(0, b.pileSize(1));
    assertEquals(4, b.pileSize(0));
    assertTrue(b.canClear(0));
    assertNull(b.tryApply(Move.clear(0)));
    assertEquals(Card.of(1, 2), b.cardAt(0, 0)); // flipped face up
    assertEquals("5H cannot go onto 9S (pile 7): the target card must be a 6",
        GameText.parse("spider ranks=9 suits=2\npile 5H\npile\npile\npile\npile\npile\npile 9S\n")
            .toBoard().whyIllegal(Move.transfer(0, 1, 6)));
  }
}
