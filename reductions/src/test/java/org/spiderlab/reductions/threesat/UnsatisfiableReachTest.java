package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * The NO side of Lemma 4.2.2 at the reach of the solver's prunings (the dead-end test's split on
 * contended hosts, run exchange and the partial-order reduction's seeds, docs/LAB-RESULTS.md
 * "Unsatisfiable formulas: reach"): reduced games of unsatisfiable formulas proven unwinnable
 * within pinned state budgets, and never a satisfiable formula's game. The default run keeps the
 * files of the reach table and seeded random families near the threshold with 4, 5 and 6
 * variables; the families with 8 to 15 variables run under {@code -Pslow}. Every failure names
 * the formula.
 */
class UnsatisfiableReachTest {

  private static SolverResult solve(Cnf f, long maxStates) {
    Game g = ThreeSatToSpider.INSTANCE.reduce(f).game();
    return Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(maxStates).build());
  }

  private static Cnf file(String name) {
    return DimacsReader.read(Path.of("..", "docs", "campaigns", name));
  }

  @Test
  void theEightClausesAndAFourVariableFormula() {
    SolverResult eight = solve(file("eight-clauses-3v.cnf"), 1_000);
    assertEquals(SolverStatus.UNWINNABLE, eight.status());
    assertTrue(eight.statistics().storedStates() <= 100, eight.statistics().toString());
    for (String name : new String[] {"random-unsat-4v14c.cnf", "random-unsat-4v18c.cnf",
        "random-unsat-5v22c.cnf", "pigeonhole-3-2.cnf", "pigeonhole-4-3.cnf"}) {
      SolverResult r = solve(file(name), 1_000);
      assertEquals(SolverStatus.UNWINNABLE, r.status(), name);
      // the complete phase's first test refutes the start position (2026-11-26)
      assertTrue(r.statistics().storedStates() <= 10, name + ": " + r.statistics());
    }
  }

  /** Every unsatisfiable member of the seeded families with 4, 5 and 6 variables. */
  @Test
  void everyUnsatisfiableFormulaOverFourToSixVariables() {
    int[][] families = {{4, 18, 30}, {5, 22, 24}, {6, 26, 20}};
    int unsat = 0;
    for (int[] f : families) {
      int[] r = unsatisfiableAndProven(new RandomFormulas(f[0], f[1], 3), 1, f[2], 1_000);
      assertEquals(r[0], r[1], f[0] + " variables: proven of the unsatisfiable members");
      unsat += r[0];
    }
    // seed 1: 8, 4 and 5 unsatisfiable members
    assertEquals(17, unsat);
  }

  /**
   * Solves {@code count} formulas of {@code family} with {@code seed}: never UNWINNABLE for a
   * satisfiable one; returns the unsatisfiable members and how many of them were proven.
   */
  private static int[] unsatisfiableAndProven(RandomFormulas family, long seed, int count,
      long maxStates) {
    int unsat = 0;
    int proven = 0;
    for (long i = 0; i < count; i++) {
      Cnf f = family.generate(seed, i);
      boolean satisfiable = SatSolver.solve(f) instanceof SatResult.Satisfiable;
      SolverResult r = solve(f, maxStates);
      if (satisfiable) {
        assertNotEquals(SolverStatus.UNWINNABLE, r.status(), "seed " + seed + " index " + i
            + ": " + f);
      } else {
        unsat++;
        proven += r.status() == SolverStatus.UNWINNABLE ? 1 : 0;
      }
    }
    return new int[] {unsat, proven};
  }

  /** Every unsatisfiable member of a seeded 3-variable family near the threshold. */
  @Test
  void everyUnsatisfiableFormulaOverThreeVariables() {
    int[] r = unsatisfiableAndProven(new RandomFormulas(3, 14, 3), 7, 40, 50_000);
    assertTrue(r[0] >= 5, "unsatisfiable members: " + r[0]);
    assertEquals(r[0], r[1], "proven of the unsatisfiable members");
  }

  /**
   * The reach table's larger families (seed 1): every unsatisfiable member with 8, 10, 12 and 15
   * variables within 2,000 states.
   */
  @Tag("slow")
  @Test
  void theFamiliesWithEightToFifteenVariables() {
    int[][] families = {{8, 34, 40}, {10, 43, 40}, {12, 52, 20}, {15, 64, 20}};
    for (int[] f : families) {
      int[] r = unsatisfiableAndProven(new RandomFormulas(f[0], f[1], 3), 1, f[2], 2_000);
      assertTrue(r[0] > 0, f[0] + " variables: no unsatisfiable member");
      assertEquals(r[0], r[1], f[0] + " variables: proven of the unsatisfiable members");
    }
  }
}
