package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
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
 * The NO side of Lemma 4.2.2 at the reach of the solver's prunings (run exchange and the
 * partial-order reduction's seeds, docs/LAB-RESULTS.md "Unsatisfiable formulas: reach"): reduced
 * games of unsatisfiable formulas proven unwinnable within pinned state budgets, and never a
 * satisfiable formula's game. The default run keeps a few small ones; the seeded random family
 * over four variables runs under {@code -Pslow}. Every failure names the formula.
 */
class UnsatisfiableReachTest {

  private static SolverResult solve(Cnf f, long maxStates) {
    Game g = ThreeSatToSpider.INSTANCE.reduce(f).game();
    return Solver.solve(g, SolverOptions.builder().maxStates(maxStates).build());
  }

  private static Cnf file(String name) {
    return DimacsReader.read(Path.of("..", "docs", "campaigns", name));
  }

  @Test
  void theEightClausesAndAFourVariableFormula() {
    SolverResult eight = solve(file("eight-clauses-3v.cnf"), 1_000);
    assertEquals(SolverStatus.UNWINNABLE, eight.status());
    assertTrue(eight.statistics().storedStates() <= 100, eight.statistics().toString());
    SolverResult four = solve(file("random-unsat-4v14c.cnf"), 20_000);
    assertEquals(SolverStatus.UNWINNABLE, four.status());
    assertTrue(four.statistics().storedStates() <= 10_000, four.statistics().toString());
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

  /** The reach table's family: every one of its 8 unsatisfiable members within 2,000,000 states. */
  @Tag("slow")
  @Test
  void theFourVariableFamily() {
    int[] r = unsatisfiableAndProven(new RandomFormulas(4, 18, 3), 1, 30, 2_000_000);
    assertEquals(8, r[0]);
    assertEquals(8, r[1], "proven of the unsatisfiable members");
  }
}
