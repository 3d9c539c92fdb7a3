package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/** {@link ThreeSatToSpider} as a {@code Reduction} of any CNF: normalization, maps, size bound. */
class ThreeSatToSpiderTest {
  static final ThreeSatToSpider R = ThreeSatToSpider.INSTANCE;

  @Test
  void reduceNormalizesAndConstructTakesOnlyThreeCnf() {
    assertEquals("3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1)", R.name());
    Cnf wide = Cnf.parse("1 2 3 4 5, -1, 2 -3");
    ReducedInstance r = R.reduce(wide);
    assertEquals(wide, r.source());
    assertTrue(r.formula().isThreeCnf());
    assertEquals(5 + 2, r.formula().variables());
    assertEquals(3 + 1 + 1, r.formula().clauseCount());
    assertEquals(ThreeSatToSpider.construct(r.formula()).game(), r.game());
    assertThrows(IllegalArgumentException.class, () -> ThreeSatToSpider.construct(wide));
    Cnf three = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");
    assertEquals(ThreeSatToSpider.construct(three).game(), R.reduce(three).game());
  }

  @Test
  void witnessMapsGoThroughTheNormalization() {
    Cnf wide = Cnf.parse("1 2 3 4 5, -1, 2 -3, -5 -4");
    ReducedInstance r = R.reduce(wide);
    int models = 0;
    for (long bits = 0; bits < 32; bits++) {
      Assignment a = Assignment.ofBits(5, bits);
      if (!wide.evaluate(a)) {
        assertThrows(IllegalArgumentException.class, () -> R.forward(r, a), a.toString());
        continue;
      }
      models++;
      List<Move> cert = R.forward(r, a);
      assertTrue(Verifier.verify(r.game(), cert).isWon(), a.toString());
      BackwardResult<Assignment> back = R.backward(r, cert);
      assertEquals(new BackwardResult.Witness<>(a), back, a.toString());
    }
    assertTrue(models > 0);
  }

  @Test
  void backwardRejectsACertificateThatDoesNotWin() {
    ReducedInstance r = R.reduce(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    List<Move> cert = R.forward(r, Assignment.ofValues(false, true, false));
    BackwardResult<Assignment> back = R.backward(r, cert.subList(0, cert.size() - 1));
    BackwardResult.Rejected<Assignment> rej = assertInstanceOf(BackwardResult.Rejected.class,
        back);
    assertEquals(BackwardResult.Reason.NOT_WON, rej.reason());
    Verdict v = rej.verdict().orElseThrow();
    assertTrue(!v.isWon() && rej.message().endsWith(v.toString()), rej.message());
    assertTrue(back.witnessIfAny().isEmpty());
  }

  /**
   * A formula without clauses is satisfiable, and so is one without variables: both reduce by
   * the same rules (k = 0, and i = 0) to winnable games, and both maps work.
   */
  @Test
  void formulasWithoutClausesOrVariablesReduceToWinnableGames() {
    for (Cnf f : List.of(Cnf.of(0), Cnf.of(1), Cnf.of(4))) {
      String what = f.variables() + " variables, no clause";
      ReducedInstance r = R.reduce(f);
      Game g = r.game();
      assertEquals(6L * f.variables() + 5, g.maxRank(), what);
      assertEquals(2 * f.variables() + 6, g.pileCount(), what);
      assertTrue(R.sizeBound(f).admits(g), what);
      Assignment a = Assignment.ofBits(f.variables(), 0);
      List<Move> cert = R.forward(r, a);
      assertTrue(Verifier.verify(g, cert).isWon(), what);
      assertEquals(new BackwardResult.Witness<>(a), R.backward(r, cert), what);
      SolverResult s = Solver.solve(g);
      assertEquals(SolverStatus.WINNABLE, s.status(), what);
      BackwardResult<Assignment> back = R.backward(r, s.certificate());
      assertTrue(back.witnessIfAny().isPresent(), what + ": " + back);
    }
    // zero variables, zero clauses: selection card 1, buffer 2, rest 3, buffer 4, end 5
    Game g = R.reduce(Cnf.of(0)).game();
    assertEquals(5, g.maxRank());
    assertEquals(List.of(1), g.pile(0).stream().map(c -> c.rank()).toList());
    assertEquals(List.of(1, 2, 2, 4, 4), g.pile(1).stream().map(c -> c.rank()).toList());
  }

  /** The size bound is exact for every formula, of any widths (seeded random families). */
  @TestFactory
  Stream<DynamicTest> sizeBoundIsExact() {
    long seed = 4242;
    SplittableRandom rnd = new SplittableRandom(seed);
    List<DynamicTest> tests = new ArrayList<>();
    IntStream.range(0, 40).forEach(t -> {
      int vars = 1 + rnd.nextInt(6);
      int clauses = rnd.nextInt(8);
      List<int[]> cl = new ArrayList<>();
      for (int j = 0; j < clauses; j++) {
        int[] c = new int[1 + rnd.nextInt(6)];
        for (int x = 0; x < c.length; x++) {
          c[x] = (1 + rnd.nextInt(vars)) * (rnd.nextBoolean() ? 1 : -1);
        }
        cl.add(c);
      }
      Cnf f = Cnf.of(vars, cl);
      tests.add(DynamicTest.dynamicTest("seed " + seed + " #" + t, () -> {
        Game g = R.reduce(f).game();
        SizeBound b = R.sizeBound(f);
        String what = "seed " + seed + " #" + t + ": " + f;
        assertEquals(b, new SizeBound(g.maxRank(), g.pileCount(), g.cardCount()), what);
      }));
    });
    return tests.stream();
  }

  /**
   * A formula whose game would exceed the limits of a game (here {@code n = 6i + 5} with {@code
   * i = 2^30 - 1} variables, beyond {@link Game#MAX_RANK}) is refused with a clear message before
   * anything of its size is built; its size bound says so too.
   */
  @Test
  void aFormulaTooLargeForAGameIsRefusedBeforeBuilding() {
    int vars = Integer.MAX_VALUE / 2;
    Cnf huge = Cnf.of(vars);
    long n = 6L * vars + 5;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> R.reduce(huge));
    assertEquals("the reduced game would have maximal rank " + n + ", more than a game may have",
        e.getMessage());
    assertEquals(n, R.sizeBound(huge).ranks());
  }
}
