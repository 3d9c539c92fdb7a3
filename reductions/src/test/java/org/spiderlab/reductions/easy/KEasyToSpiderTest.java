package org.spiderlab.reductions.easy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.decide.EvidenceCheck;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.testing.Pi2Formulas;

/** The k-EASY reduction of thesis 4.4.2: construction, sizes, witness maps, on seeded formulas. */
class KEasyToSpiderTest {
  static final long SEED = 20261123L;

  /** Random formulas with t = 1..3 and up to 5 variables, widths 1..4. */
  static List<ForallExists> family(long seed, int count) {
    List<ForallExists> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int t = 1 + i % 3;
      int vars = t + 1 + i % (5 - t);
      out.add(Pi2Formulas.random(seed, i, t, vars, 1 + i % 3, 4));
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> sizeBoundIsExact() {
    return family(SEED, 40).stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      KEasyInstance g = KEasyToSpider.REPAIRED.reduce(f);
      SizeBound b = KEasyToSpider.REPAIRED.sizeBound(f);
      String ctx = "seed " + SEED + ": " + f;
      assertEquals(b.ranks(), g.game().maxRank(), ctx);
      assertEquals(b.piles(), g.game().pileCount(), ctx);
      assertEquals(b.cards(), g.game().cardCount(), ctx);
      assertEquals(2 * g.layout().blockedPiles(), g.layout().shift(), ctx);
      assertEquals(5 * g.base().layout().clauses() + 5, g.layout().blockedPiles(), ctx);
    }));
  }

  @TestFactory
  Stream<DynamicTest> onlyTheFirstVariableCanMoveFirst() {
    return family(SEED + 1, 20).stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      KEasyInstance g = KEasyToSpider.THESIS.reduce(f);
      KEasyLayout lay = g.layout();
      String ctx = "seed " + (SEED + 1) + ": " + f;
      assertEquals(List.of(Move.transfer(lay.base().literalPile(1), 1, 0),
          Move.transfer(lay.base().literalPile(-1), 1, 0)), g.game().toBoard().legalMoves(), ctx);
      for (int m = 0; m < lay.blockedPiles(); m++) {
        int p = lay.blockedPile(m);
        int s = g.game().pileSize(p);
        assertEquals(lay.blockingLow(m), g.game().card(p, s - 2).rank(), ctx);
        assertEquals(lay.blockingLow(m) + 1, g.game().card(p, s - 1).rank(), ctx);
      }
      assertEquals(1, lay.blockingLow(lay.blockedPiles() - 1), ctx);
      assertEquals(lay.shift() + 1, lay.selectionLow(lay.variables()), ctx);
    }));
  }

  /** True formulas: the repaired reduction's forward evidence passes the independent check. */
  @TestFactory
  Stream<DynamicTest> repairedForwardEvidenceIsValidAndMapsBack() {
    return family(SEED + 2, 24).stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      Optional<SkolemTable> table = Pi2Formulas.table(f);
      if (table.isEmpty()) {
        return;
      }
      String ctx = "seed " + (SEED + 2) + ": " + f;
      KEasyInstance g = KEasyToSpider.REPAIRED.reduce(f);
      EasyEvidence ev = KEasyToSpider.REPAIRED.forward(g, table.get());
      EvidenceCheck c = EvidenceChecks.easy(g.game(), ev);
      assertEquals(EvidenceCheck.Status.VALID, c.status(), ctx + ": " + c);
      assertEquals(Optional.empty(), KEasyToSpider.REPAIRED.question().refute(g, ev), ctx);
      BackwardResult<SkolemTable> back = KEasyToSpider.REPAIRED.backward(g, ev);
      SkolemTable read = back.witnessIfAny().orElseThrow(() -> new AssertionError(ctx + back));
      assertEquals(Optional.empty(), read.refute(f), ctx);
    }));
  }

  /** False formulas: the counterexample's prefix of exactly k moves loses (exhaustive search). */
  @TestFactory
  Stream<DynamicTest> losingPrefixIsLost() {
    List<DynamicTest> tests = new ArrayList<>();
    int found = 0;
    for (ForallExists f : family(SEED + 3, 40)) {
      if (found >= 6 || f.variables() > 4 || Pi2Formulas.table(f).isPresent()) {
        continue;
      }
      found++;
      tests.add(DynamicTest.dynamicTest(f.toString(), () -> {
        String ctx = "seed " + (SEED + 3) + ": " + f;
        for (KEasyToSpider red : List.of(KEasyToSpider.THESIS, KEasyToSpider.REPAIRED)) {
          KEasyInstance g = red.reduce(f);
          List<Move> prefix = KEasyWitnessMaps.losingPrefix(g, Pi2Formulas.counterexample(f));
          assertEquals(g.k(), prefix.size(), ctx);
          Board b = g.game().toBoard();
          prefix.forEach(b::apply);
          assertEquals(SolverStatus.UNWINNABLE, Solver.solve(b.snapshot(1),
              Pi2Formulas.OPTIONS.solver()).status(), ctx + " " + red.claim());
        }
      }));
    }
    return tests.stream();
  }

  /**
   * The thesis' claim k = 2t fails (docs/FINDINGS.md, row 10), shrunk: forall v1 exists v2 : v1 |
   * v2 is true, but the adversary commits v1 false (its first move: -v1's card a_1+1 onto the
   * initial card) and v2 false (its second: -v2's card a_2+1 onto the card a_1 that the first
   * move uncovered on -v1's pile), after which no continuation wins. With k = t the reduction holds on the same game.
   */
  @Test
  void thesisClaimFailsShrunk() {
    ForallExists f = new ForallExists(1, org.spiderlab.reductions.cnf.Cnf.of(2,
        new int[] {1, 2}));
    SkolemTable table = Pi2Formulas.table(f).orElseThrow();
    KEasyInstance thesis = KEasyToSpider.THESIS.reduce(f);
    assertEquals(2, thesis.k());
    int notV1 = thesis.layout().base().literalPile(-1);
    int notV2 = thesis.layout().base().literalPile(-2);
    List<Move> prefix = List.of(Move.transfer(notV1, 1, 0), Move.transfer(notV2, 1, notV1));
    Board b = thesis.game().toBoard();
    prefix.forEach(b::apply);
    assertEquals(List.of(-1, -2), KEasyWitnessMaps.committed(thesis, b));
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(b.snapshot(1)).status());
    assertEquals(Optional.empty(), KEasyWitnessMaps.continuation(thesis, table, prefix));
    Optional<String> why = KEasyToSpider.THESIS.question().refute(thesis,
        KEasyToSpider.THESIS.forward(thesis, table));
    assertTrue(why.orElseThrow().contains("m 3 1 1,m 5 1 3"), why.get());
    KEasyInstance repaired = KEasyToSpider.REPAIRED.reduce(f);
    assertEquals(thesis.game(), repaired.game());
    assertEquals(1, repaired.k());
    assertEquals(Optional.empty(), KEasyToSpider.REPAIRED.question().refute(repaired,
        KEasyToSpider.REPAIRED.forward(repaired, table)));
  }

  @Test
  void deciderNeedsTheInstance() {
    ForallExists f = new ForallExists(1, org.spiderlab.reductions.cnf.Cnf.of(2,
        new int[] {1, 2}));
    KEasyInstance g = KEasyToSpider.REPAIRED.reduce(f);
    var d = KEasyToSpider.decider(Pi2Formulas.OPTIONS);
    assertThrows(IllegalArgumentException.class, () -> d.decide(g.game()));
    var a = d.decide(g);
    assertEquals("EASY", a.word(KEasyToSpider.REPAIRED.question()));
  }
}
