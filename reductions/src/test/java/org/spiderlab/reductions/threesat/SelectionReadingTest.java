package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.IllegalMoveException;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

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

  /**
   * On the forward play of every model of seeded random formulas: the reading selects exactly the
   * true literals, each at the move that leaves its selection pile with its bottom card (the
   * second move of its pair in phase A), counts every move it plays, and {@code play} answers
   * false on the cutoff move itself.
   */
  @Test
  void selectsExactlyTheTrueLiteralsOfEveryModel() {
    for (int seed = 0; seed < 12; seed++) {
      Random rnd = new Random(seed);
      int vars = 1 + rnd.nextInt(4);
      Cnf f = WitnessMapsTest.random(rnd, vars, rnd.nextInt(8));
      ReducedInstance r = ThreeSatToSpider.construct(f);
      for (long bits = 0; bits < 1L << vars; bits++) {
        Assignment a = Assignment.ofBits(vars, bits);
        if (!f.evaluate(a)) {
          continue;
        }
        String what = "seed " + seed + " " + f + " " + a;
        WitnessMaps.ForwardPhases phases = WitnessMaps.forwardPhases(r, a);
        List<Move> cert = WitnessMaps.forward(r, a);
        SelectionReading reading = new SelectionReading(r);
        int played = 0;
        for (Move m : cert) {
          boolean goesOn = reading.play(m);
          played++;
          assertEquals(played, reading.moves(), what);
          boolean pairDone = played <= phases.selectionEnd() && played % 2 == 0;
          int x = (played + 1) / 2;
          assertEquals(pairDone ? (a.value(x) ? x : -x) : 0, reading.lastSelected(),
              what + " move " + played);
          assertEquals(reading.cutoff() == null, goesOn, what + " move " + played);
          if (!goesOn) {
            break;
          }
        }
        assertTrue(played > phases.locksLiftedEnd(), what + ": cutoff at " + played);
        for (int v = 1; v <= vars; v++) {
          assertEquals(a.value(v), reading.selected(v), what + " v" + v);
          assertEquals(!a.value(v), reading.selected(-v), what + " -v" + v);
        }
        assertEquals(a, reading.result(), what);
      }
    }
  }

  /**
   * The lock cards stay on the big stack until phase (D) lifts the last of them; a reading that
   * ends before that has no answer, one that ends after it (even before the cutoff) reads the
   * selection so far.
   */
  @Test
  void theReadingNeedsTheLocksToHaveLeft() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.fromLiterals(3, -1, 2, -3);
    WitnessMaps.ForwardPhases phases = WitnessMaps.forwardPhases(r, a);
    SelectionReading reading = new SelectionReading(r);
    for (int t = 0; t < phases.locksLiftedEnd(); t++) {
      assertTrue(reading.locksStayed(), "move " + t);
      assertTrue(reading.play(phases.untilSorted().get(t)));
    }
    assertFalse(reading.locksStayed());
    assertNull(reading.cutoff());
    assertEquals(a, reading.result());

    List<Move> early = phases.untilSorted().subList(0, phases.locksLiftedEnd() - 1);
    SelectionReading partial = new SelectionReading(r);
    early.forEach(partial::play);
    assertTrue(partial.locksStayed());
    ReductionViolationException e = assertThrows(ReductionViolationException.class,
        partial::result);
    assertEquals("the lock cards never all left the big stack (the certificate ends after move "
        + early.size() + "), which a clear or a run of height n needs", e.getMessage());
    e = assertThrows(ReductionViolationException.class,
        () -> WitnessMaps.readSelection(r, r.game(), early));
    assertTrue(e.getMessage().startsWith("the lock cards never all left"), e.getMessage());
    assertEquals(a, WitnessMaps.readSelection(r, r.game(), phases.untilSorted()));
    IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
        () -> WitnessMaps.readSelection(r, ThreeSatToSpider.construct(Cnf.of(1)).game(), early));
    assertEquals("the game has 8 piles, the reduced instance 27", wrong.getMessage());
  }

  /**
   * The first empty pile is the cutoff whichever pile it is, the chain of the initial selection
   * card too: with one variable and no clause, the rest card can go onto the big stack's top
   * ({@code n-1}), which uncovers the first buffer {@code 2i+2} for the whole chain.
   */
  @Test
  void emptyingTheSelectionChainIsTheCutoff() {
    ReducedInstance r = ThreeSatToSpider.construct(Cnf.of(1));
    Layout lay = r.layout();
    assertEquals(List.of(6, 4, 9), WorkedExampleTest.ranks(r.game(), lay.restStackPile()));
    SelectionReading reading = new SelectionReading(r);
    int chain = lay.initialSelectionPile();
    assertTrue(reading.play(Move.transfer(lay.literalPile(1), 1, chain))); // 2 onto 3
    assertTrue(reading.play(Move.transfer(lay.literalPile(1), 1, chain))); // 1 onto 2
    assertEquals(1, reading.lastSelected());
    assertTrue(reading.play(Move.transfer(lay.restStackPile(), 1, lay.bigStackPile()))); // 9 on 10
    assertFalse(reading.play(Move.transfer(chain, 3, lay.restStackPile()))); // 3 2 1 onto 4
    assertEquals(SelectionReading.Cutoff.FREE_CELL, reading.cutoff());
    assertEquals(4, reading.moves());
    assertFalse(reading.locksStayed(), "no clause, no lock card");
    assertEquals(Assignment.ofValues(true), reading.result());
  }

  /**
   * The answer is checked against the formula the reading was given: a selection that falsifies
   * one of its clauses (here the first) is reported as a contradiction of the proof of 4.2.3.
   */
  @Test
  void aSelectionThatFalsifiesTheFormulaIsAViolation() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.fromLiterals(3, 1, 2, -3);
    Cnf other = Cnf.parse("-1 -2 3, 1 2 3, -1 -2 -3");
    SelectionReading reading = new SelectionReading(r.game(),
        SelectionReader.Site.of(r.layout()), other);
    for (Move m : WitnessMaps.forward(r, a)) {
      if (!reading.play(m)) {
        break;
      }
    }
    assertEquals(a, reading.assignment());
    ReductionViolationException e = assertThrows(ReductionViolationException.class,
        reading::result);
    assertTrue(e.getMessage().endsWith(" falsify clause 1 (" + a + "), although the locks left"),
        e.getMessage());
  }

  /** Where a reading looks: counts and piles are never negative, ranks start at 1. */
  @Test
  void aSiteIsCheckedAndTheThesisLayoutGivesIt() {
    assertEquals(new SelectionReader.Site(0, 1, 1, 0),
        SelectionReader.Site.of(ThreeSatToSpider.construct(Cnf.of(0)).layout()));
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Layout lay = r.layout();
    assertEquals(new SelectionReader.Site(3, lay.bigStackPile(), 7, 3),
        SelectionReader.Site.of(lay));
    new SelectionReader.Site(0, 0, 1, 0); // the smallest site
    for (int[] bad : new int[][] {{-1, 0, 1, 0}, {0, -1, 1, 0}, {0, 0, 0, 0}, {0, 0, 1, -1}}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> new SelectionReader.Site(bad[0], bad[1], bad[2], bad[3]));
      assertEquals("bad site " + bad[0] + " " + bad[1] + " " + bad[2] + " " + bad[3],
          e.getMessage());
    }
  }
}
