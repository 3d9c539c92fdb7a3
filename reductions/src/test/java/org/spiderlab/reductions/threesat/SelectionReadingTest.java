package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.IllegalMoveException;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;

/** The backward map's reading move by move (thesis 4.2.3) on the worked example. */
class SelectionReadingTest {

  @Test
  void readsTheSelectedLiteralsMoveByMoveUntilTheCutoff() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.fromLiterals(3, 1, 2, -3);
    List<Move> cert = WitnessMaps.forward(r, a);
    SelectionReading reading = new SelectionReading(r);
    List<Integer> selected = new ArrayList<>();
    long cutoffMove = 0;
    for (Move m : cert) {
      boolean goesOn = reading.play(m);
      if (reading.lastSelected() != 0) {
        selected.add(reading.lastSelected());
        assertTrue(reading.selected(reading.lastSelected()));
      }
      if (!goesOn) {
        cutoffMove = reading.moves();
        break;
      }
      assertNull(reading.cutoff());
    }
    // phase A of the forward map unstacks the true literals' selection piles, v1 first
    assertEquals(List.of(1, 2, -3), selected);
    assertTrue(cutoffMove > 0 && cutoffMove < cert.size(), "cutoff at " + cutoffMove);
    assertEquals(SelectionReading.Cutoff.FREE_CELL, reading.cutoff());
    assertEquals(a, reading.assignment());
    assertEquals(a, reading.result());
    assertEquals(WitnessMaps.backward(r, cert), reading.result());
    assertFalse(reading.play(cert.get((int) cutoffMove)), "nothing is read after the cutoff");
    assertEquals(cutoffMove, reading.moves());
  }

  @Test
  void aPartialReadingLeavesUnselectedVariablesFalse() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    SelectionReading reading = new SelectionReading(r);
    assertEquals(Assignment.ofValues(false, false, false), reading.assignment());
    Layout lay = r.layout();
    int init = lay.initialSelectionPile();
    assertTrue(reading.play(Move.transfer(lay.literalPile(-1), 1, init))); // a+1 onto 2i+1
    assertEquals(0, reading.lastSelected());
    assertFalse(reading.selected(-1));
    assertTrue(reading.play(Move.transfer(lay.literalPile(-1), 1, init))); // a onto a+1
    assertEquals(-1, reading.lastSelected());
    assertTrue(reading.selected(-1));
    assertFalse(reading.selected(1));
    assertEquals(Assignment.ofValues(false, false, false), reading.assignment());
    assertThrows(IllegalMoveException.class,
        () -> reading.play(Move.transfer(lay.literalPile(1), 1, init)));
  }
}
