package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;

/** The compact move list of the forward certificates: what goes in comes out, nothing more. */
class PackedMovesTest {

  @Test
  void holdsTransfersClearsAndDealsInOrderAcrossGrowthAndTrim() {
    PackedMoves packed = new PackedMoves();
    List<Move> expected = new ArrayList<>();
    for (int t = 0; t < 100; t++) { // beyond the first two capacities (16 and 32 moves)
      Move m = t % 7 == 3 ? Move.clear(t % 5) : t % 11 == 5 ? Move.deal()
          : Move.transfer(t % 9, 1 + t % 4, t % 13);
      if (t % 2 == 0) {
        assertTrue(packed.add(m), "List.add returns true");
      } else if (m instanceof Move.Transfer x) {
        packed.add(x.source(), x.count(), x.target());
      } else if (m instanceof Move.Clear c) {
        packed.addClear(c.source());
      } else {
        assertTrue(packed.add(m), "List.add returns true");
      }
      expected.add(m);
      assertEquals(expected.size(), packed.size());
    }
    assertEquals(expected, packed);
    packed.trim();
    assertEquals(expected, packed);
  }

  @Test
  void anIndexOutsideTheMovesIsRefused() {
    PackedMoves packed = new PackedMoves();
    packed.add(Move.transfer(1, 2, 3));
    packed.add(Move.clear(4));
    for (int index : new int[] {2, -1}) {
      IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
          () -> packed.get(index));
      assertEquals("move " + index + " of 2", e.getMessage());
    }
    packed.trim();
    IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
        () -> packed.get(2));
    assertEquals("move 2 of 2", e.getMessage());
  }
}
