package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * The solver's partial-order reduction on 3-SAT-reduced instances (thesis 4.2): the verdicts
 * equal those of the full search, the reduction cuts the product of gadget states, and the
 * backward witness map reads a satisfying assignment from the reduced search's certificates.
 */
class PartialOrderReducedTest {

  private static SolverResult solve(Game g, boolean partialOrder) {
    return Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.DFS).maxStates(2_000_000)
        .partialOrder(partialOrder).deadEnds(false).runExchange(false).build());
  }

  private static ReducedInstance reduce(String dimacs) {
    Cnf f = DimacsReader.parse(dimacs, "t.cnf");
    return ThreeSatToSpider.construct(WidthNormalization.of(f).normalized());
  }

  @Test
  void unsatisfiableFormulasStayUnwinnableWithFarFewerStates() {
    // full-search state counts (177 and 31,539; docs/PERFORMANCE.md)
    String[] formulas = {"p cnf 1 2\n1 0\n-1 0\n", "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"};
    long[] fullStates = {177, 31_539};
    for (int i = 0; i < formulas.length; i++) {
      Game g = reduce(formulas[i]).game();
      SolverResult full = solve(g, false);
      SolverResult por = solve(g, true);
      assertEquals(SolverStatus.UNWINNABLE, full.status());
      assertEquals(SolverStatus.UNWINNABLE, por.status());
      assertEquals(fullStates[i], full.statistics().storedStates());
      long reduced = por.statistics().storedStates();
      assertTrue(reduced * 20 < fullStates[i] || fullStates[i] < 1000 && reduced < fullStates[i],
          "partial order stored " + reduced + " of " + fullStates[i]);
    }
  }

  @Test
  void satisfiableFormulasAreWonAndMappedBack() {
    String[] formulas = {
      "p cnf 1 1\n1 0\n",
      "p cnf 2 3\n1 2 0\n-1 2 0\n1 -2 0\n",
      "p cnf 3 3\n1 2 3 0\n-1 2 3 0\n-1 -2 -3 0\n",
      "p cnf 3 4\n1 -2 0\n2 -3 0\n3 -1 0\n1 2 3 0\n",
    };
    for (String text : formulas) {
      Cnf f = DimacsReader.parse(text, "t.cnf");
      WidthNormalization w = WidthNormalization.of(f);
      ReducedInstance r = ThreeSatToSpider.construct(w.normalized());
      assertInstanceOf(SatResult.Satisfiable.class, SatSolver.solve(f), text);
      SolverResult res = solve(r.game(), true);
      assertEquals(SolverStatus.WINNABLE, res.status(), text);
      Assignment back = w.project(WitnessMaps.backward(r, res.certificate()));
      assertTrue(f.evaluate(back), () -> text + ": backward map " + back);
    }
  }
}
