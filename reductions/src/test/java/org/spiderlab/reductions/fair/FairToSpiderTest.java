package org.spiderlab.reductions.fair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.EvidenceCheck;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.decide.FairDecider;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.testing.Pi2Formulas;

/** The FAIR reduction of thesis 4.3.3: construction, sizes, witness maps, on seeded formulas. */
class FairToSpiderTest {
  static final long SEED = 20261124L;

  /** Random formulas with t = 1..2 and up to 4 variables, widths 1..4. */
  static List<ForallExists> family(long seed, int count, int maxT) {
    List<ForallExists> out = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int t = 1 + i % maxT;
      int vars = t + 1 + i % 2;
      out.add(Pi2Formulas.random(seed, i, t, vars, 1 + i % 3, 4));
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> sizeBoundIsExact() {
    List<DynamicTest> tests = new ArrayList<>();
    for (ForallExists f : family(SEED, 30, 3)) {
      for (FairToSpider red : List.of(FairToSpider.THESIS, FairToSpider.withFreeCells(1),
          FairToSpider.THESIS.placed(FairLayout.Placement.LOW))) {
        tests.add(DynamicTest.dynamicTest(red.name() + " " + f, () -> {
          FairInstance g = red.reduce(f);
          SizeBound b = red.sizeBound(f);
          String ctx = "seed " + SEED + ": " + f;
          assertEquals(b.ranks(), g.game().maxRank(), ctx);
          assertEquals(b.piles(), g.game().pileCount(), ctx);
          assertEquals(b.cards(), g.game().cardCount(), ctx);
          assertCompleteDecks(g.game(), ctx);
        }));
      }
    }
    return tests.stream();
  }

  /** Every rank twice; exactly the 2t selection cards face down, two on each hidden pile. */
  static void assertCompleteDecks(Game g, String ctx) {
    int[] count = new int[g.maxRank() + 1];
    List<Integer> down = new ArrayList<>();
    for (int p = 0; p < g.pileCount(); p++) {
      for (Card c : g.pile(p)) {
        count[c.rank()]++;
        if (c.faceDown()) {
          down.add(p);
        }
      }
    }
    for (int r = 1; r <= g.maxRank(); r++) {
      assertEquals(2, count[r], ctx + ": rank " + r);
    }
    Set<Integer> hiddenPiles = new HashSet<>(down);
    assertEquals(2 * hiddenPiles.size(), down.size(), ctx);
  }

  @Test
  void arrangementClassesHoldEveryArrangement() {
    for (int t = 1; t <= 3; t++) {
      List<List<int[]>> classes = FairWitnessMaps.arrangementClasses(t);
      BigInteger expected = BigInteger.ONE;
      for (int i = t + 1; i <= 2 * t; i++) {
        expected = expected.multiply(BigInteger.valueOf(i));
      }
      assertEquals(expected.intValueExact(), classes.size(), "t = " + t);
      ForallExists f = Pi2Formulas.random(SEED, t, t, t + 1, 2, 3);
      FairInstance g = FairToSpider.THESIS.reduce(f);
      assertEquals(FairDecider.arrangementCount(g.game()),
          BigInteger.valueOf(classes.size()).multiply(factorial(t)), "t = " + t);
    }
  }

  private static BigInteger factorial(int n) {
    BigInteger r = BigInteger.ONE;
    for (int i = 2; i <= n; i++) {
      r = r.multiply(BigInteger.valueOf(i));
    }
    return r;
  }

  @Test
  void encodedAssignments() {
    ForallExists f = new ForallExists(2, Cnf.of(3, new int[] {1, 2, 3}));
    FairInstance g = FairToSpider.THESIS.reduce(f);
    Assignment a = Assignment.ofValues(true, false);
    assertEquals(Optional.of(a), FairWitnessMaps.encoded(g,
        FairToSpider.losingArrangement(g, a)));
    Game invalid = FairToSpider.arrangement(g, List.of(new int[] {2, 1}, new int[] {-2, -1}));
    assertEquals(Optional.empty(), FairWitnessMaps.encoded(g, invalid));
    assertEquals(g.game(), FairToSpider.arrangement(g,
        List.of(new int[] {-1, 1}, new int[] {-2, 2})));
  }

  /** True formulas: the forward evidence passes the independent check and maps back. */
  @TestFactory
  Stream<DynamicTest> forwardEvidenceIsValidAndMapsBack() {
    return family(SEED + 1, 16, 2).stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      Optional<SkolemTable> table = Pi2Formulas.table(f);
      if (table.isEmpty()) {
        return;
      }
      String ctx = "seed " + (SEED + 1) + ": " + f;
      FairInstance g = FairToSpider.THESIS.reduce(f);
      FairEvidence ev = FairToSpider.THESIS.forward(g, table.get());
      EvidenceCheck c = EvidenceChecks.fair(g.game(), ev);
      assertEquals(EvidenceCheck.Status.VALID, c.status(), ctx + ": " + c);
      BackwardResult<SkolemTable> back = FairToSpider.THESIS.backward(g, ev);
      SkolemTable read = back.witnessIfAny().orElseThrow(() -> new AssertionError(ctx + back));
      assertEquals(Optional.empty(), read.refute(f), ctx);
    }));
  }

  /** Three universal variables: all 120 classes, 48 of them invalid. */
  @Test
  void threeUniversalsForward() {
    ForallExists f = new ForallExists(3, Cnf.of(5, new int[] {1, 4}, new int[] {-1, -4},
        new int[] {2, 3, 5}));
    FairInstance g = FairToSpider.THESIS.reduce(f);
    FairEvidence ev = FairToSpider.THESIS.forward(g, Pi2Formulas.table(f).orElseThrow());
    assertEquals(120, ev.entries().size());
    EvidenceCheck c = EvidenceChecks.fair(g.game(), ev);
    assertEquals(EvidenceCheck.Status.VALID, c.status(), c.toString());
  }

  /**
   * With gadgets smaller than the number of clauses the forward map has no certificate for an
   * invalid arrangement (it puts every lock card on a free cell), and says so by leaving it out.
   */
  @Test
  void smallGadgetsLeaveInvalidArrangementsOut() {
    ForallExists f = new ForallExists(2, Cnf.of(3, new int[] {1, 3}, new int[] {-1, -3},
        new int[] {1, 2, 3}));
    SkolemTable table = Pi2Formulas.table(f).orElseThrow();
    FairToSpider small = FairToSpider.withFreeCells(1);
    FairInstance g = small.reduce(f);
    FairEvidence ev = small.forward(g, table);
    assertEquals(8, ev.entries().size()); // the 8 valid classes of 12
    assertFalse(small.question().refute(g, ev).isEmpty());
    FairInstance thesis = FairToSpider.THESIS.reduce(f);
    assertEquals(12, FairToSpider.THESIS.forward(thesis, table).entries().size());
  }

  /**
   * The gadget is needed (docs/FINDINGS.md, second table, row 11): with gadgets of no free cell
   * the true formula forall v1 v2 : (v1 | -v1) & (v1 | v2 | -v1) (shrunk by the campaign of
   * {@code --free-cells 0}) has a lost arrangement, the one that hides both cards of v1 under
   * those of v2; with the thesis' k free cells it is won.
   */
  @Test
  void withoutFreeCellsAnInvalidArrangementIsLost() {
    ForallExists f = new ForallExists(2, Cnf.of(2, new int[] {-1, 1}, new int[] {1, 2, -1}));
    List<int[]> hideV1 = List.of(new int[] {1, 2}, new int[] {-1, -2});
    FairInstance none = FairToSpider.withFreeCells(0).reduce(f);
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(FairToSpider.arrangement(none, hideV1),
        Pi2Formulas.OPTIONS.solver()).status());
    FairInstance thesis = FairToSpider.THESIS.reduce(f);
    assertEquals(SolverStatus.WINNABLE, Solver.solve(FairToSpider.arrangement(thesis, hideV1),
        Pi2Formulas.OPTIONS.solver()).status());
  }

  /** False formulas: the counterexample's arrangement is unwinnable (exhaustive search). */
  @TestFactory
  Stream<DynamicTest> losingArrangementIsLost() {
    List<DynamicTest> tests = new ArrayList<>();
    for (ForallExists f : family(SEED + 2, 24, 2)) {
      if (tests.size() >= 6 || f.variables() > 3 || Pi2Formulas.table(f).isPresent()) {
        continue;
      }
      tests.add(DynamicTest.dynamicTest(f.toString(), () -> {
        FairInstance g = FairToSpider.THESIS.reduce(f);
        Game lost = FairToSpider.losingArrangement(g, Pi2Formulas.counterexample(f));
        assertEquals(SolverStatus.UNWINNABLE,
            Solver.solve(lost, Pi2Formulas.OPTIONS.solver()).status(),
            "seed " + (SEED + 2) + ": " + f);
      }));
    }
    assertTrue(tests.size() >= 3);
    return tests.stream();
  }
}
