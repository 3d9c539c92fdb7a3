package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The board's memory stays {@code O(cards + piles)} however cards travel (the verifier's memory
 * bound, thesis 4.1.8): piles give back their arrays when they shrink.
 */
class BoardMemoryTest {

  private static Game bigRun(int n, int piles) {
    Game.Builder b = Game.builder(n, 1);
    List<Card> run = new ArrayList<>(n);
    for (int r = n; r >= 1; r--) {
      run.add(Card.of(r, 1));
    }
    b.pile(run);
    for (int i = 1; i < piles; i++) {
      b.pile();
    }
    return b.build();
  }

  @Test
  void aBigRunThroughEveryPileKeepsMemoryLinear() {
    int n = 200_000;
    int piles = 300;
    Board b = bigRun(n, piles).toBoard();
    long bound = 4L * n + 16L * piles;
    for (int i = 0; i + 1 < piles; i++) {
      assertNull(b.tryApply(Move.transfer(i, n, i + 1)));
      assertTrue(b.allocatedSlots() <= bound, "after move " + (i + 1) + ": "
          + b.allocatedSlots() + " slots for " + n + " cards on " + piles + " piles");
    }
    assertNull(b.tryApply(Move.clear(piles - 1)));
    assertTrue(b.isWon());
    assertTrue(b.allocatedSlots() <= 16L * piles, b.allocatedSlots() + " slots left when empty");
  }

  @Test
  void aRunRebuiltOneCardAtATimeAlsoGivesMemoryBack() {
    // Card k leaves pile 1 for the empty one of piles 2 and 3, then the run of the k - 1 cards
    // below it in rank follows: piles grow and empty again over and over.
    int n = 2_000;
    Board b = bigRun(n, 3).toBoard();
    long bound = 4L * n + 16L * 3;
    for (int k = 1; k <= n; k++) {
      int empty = b.pileSize(1) == 0 ? 1 : 2;
      int full = 3 - empty;
      assertNull(b.tryApply(Move.transfer(0, 1, empty)), "k=" + k);
      if (k > 1) {
        assertNull(b.tryApply(Move.transfer(full, k - 1, empty)), "k=" + k);
      }
      assertTrue(b.allocatedSlots() <= bound, "k=" + k + ": " + b.allocatedSlots());
      assertEquals(n - k, b.pileSize(0));
    }
    assertTrue(b.allocatedSlots() <= n * 2L + 32, b.allocatedSlots() + " slots");
  }
}
