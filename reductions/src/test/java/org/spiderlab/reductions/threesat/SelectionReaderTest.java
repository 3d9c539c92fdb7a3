package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The reading of thesis 4.2.3 as the backward maps of 4.2, 4.3 and 4.4 share it, on the 4.2 game
 * of the worked example: the selected literals, the model, and the values a game fixed otherwise.
 */
class SelectionReaderTest {
  final ReducedInstance R = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
  final Assignment A = Assignment.fromLiterals(3, 1, 2, -3);
  final List<Move> CERT = WitnessMaps.forward(R, A);
  final SelectionReader.Site SITE = SelectionReader.Site.of(R.layout());

  long cutoffMove() {
    SelectionReading reading = new SelectionReading(R);
    for (Move m : CERT) {
      if (!reading.play(m)) {
        break;
      }
    }
    return reading.moves();
  }

  @Test
  void readsTheSelectedLiteralsInPileOrderUpToTheCutoff() {
    SelectionReader.Selection sel = SelectionReader.read(R.game(), CERT, SITE);
    assertEquals(List.of(1, 2, -3), sel.selected());
    assertTrue(sel.isSelected(2) && sel.isSelected(-3));
    assertFalse(sel.isSelected(-1) || sel.isSelected(3));
    assertEquals(cutoffMove(), sel.movesRead());
    assertTrue(sel.movesRead() < CERT.size());
    assertFalse(sel.emptiedUnderLocks());
    // the selection phase alone: v1 and v2 selected so far, every move read
    SelectionReader.Selection early = SelectionReader.read(R.game(), CERT.subList(0, 4), SITE);
    assertEquals(List.of(1, 2), early.selected());
    assertEquals(4, early.movesRead());
  }

  @Test
  void theModelIsTheSelectionAndTheValuesTheGameFixed() {
    assertEquals(new SelectionReader.Model(Optional.of(A), Optional.empty()),
        SelectionReader.model(R.game(), CERT, SITE, R.formula(), Assignment.ofValues()));
    assertEquals(Optional.of(A), SelectionReader.model(R.game(), CERT, SITE, R.formula(),
        Assignment.ofValues(true, true)).model());
    SelectionReader.Model against = SelectionReader.model(R.game(), CERT, SITE, R.formula(),
        Assignment.ofValues(true, false));
    assertEquals(Optional.of("the literal 2 was selected (move " + cutoffMove() + "), against "
        + "the value the game fixed"), against.problem());
    assertEquals(Optional.empty(), against.model());
  }

  @Test
  void aModelThatFalsifiesTheFormulaIsAProblem() {
    Cnf other = Cnf.parse("-1 -2 3, 1 2 3, -1 -2 -3");
    SelectionReader.Model m = SelectionReader.model(R.game(), CERT, SITE, other,
        Assignment.ofValues());
    assertEquals(Optional.of("the certificate wins, but the literals selected up to move "
        + cutoffMove() + " falsify clause 1 (" + A + ")"), m.problem());
  }

  @Test
  void aModelOrAProblemNeverBothNorNeither() {
    assertThrows(IllegalArgumentException.class,
        () -> new SelectionReader.Model(Optional.empty(), Optional.empty()));
    assertThrows(IllegalArgumentException.class,
        () -> new SelectionReader.Model(Optional.of(A), Optional.of("why")));
  }

  /**
   * A variable that the play leaves unselected is false, unless the game fixed its value: here
   * {@code v2} occurs in no clause, and a winning play need not touch its selection piles (the
   * forward play without the selection of {@code -v2} is legal up to the cutoff).
   */
  @Test
  void aVariableTheLocksDoNotNeedTakesTheFixedValueOrFalse() {
    ReducedInstance r = ThreeSatToSpider.construct(Cnf.of(2, new int[] {1, 1, 1}));
    List<Move> cert = new java.util.ArrayList<>(WitnessMaps.forward(r,
        Assignment.ofValues(true, false)));
    cert.subList(2, 4).clear(); // phase A: moves 1-2 select v1, moves 3-4 select -v2
    SelectionReader.Site site = SelectionReader.Site.of(r.layout());
    assertEquals(List.of(1), SelectionReader.read(r.game(), cert, site).selected());
    assertEquals(Optional.of(Assignment.ofValues(true, false)),
        SelectionReader.model(r.game(), cert, site, r.formula(), Assignment.ofValues()).model());
    assertEquals(Optional.of(Assignment.ofValues(true, true)),
        SelectionReader.model(r.game(), cert, site, r.formula(), Assignment.ofValues(true, true))
            .model());
  }
}
