package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The plain formula of {@link PlanFormula}, solved from scratch by Sat4j: satisfiable exactly when
 * the solver's shortest mode finds a win within the horizon (at the shortest length and one below
 * it), every model decodes to a win within the horizon, the DIMACS text reads back to the same
 * formula with its header, and a model that falsifies a clause is refused.
 */
class PlanFormulaTest {

  @TestFactory
  Stream<DynamicTest> satisfiableExactlyWithAWinWithinTheHorizon() {
    List<DynamicTest> tests = new ArrayList<>();
    for (RandomGames spec : SatPlannerTest.specs()) {
      for (long seed = 1; seed <= 4; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> {
          Game g = spec.generate(sd);
          SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true).build());
          int len = bfs.status() == SolverStatus.WINNABLE ? bfs.certificate().size() : 8;
          for (int h : new int[] {len - 1, len, len + 2}) {
            if (h < 0) {
              continue;
            }
            PlanFormula f = PlanFormula.of(g, h);
            SatResult r = SatSolver.solve(f.cnf());
            boolean win = bfs.status() == SolverStatus.WINNABLE && len <= h;
            assertEquals(win, r instanceof SatResult.Satisfiable, spec.describe(sd) + " h " + h);
            assertTrue(f.lowerBound() <= len || !win, "bound " + f.lowerBound());
            if (r instanceof SatResult.Satisfiable s) {
              List<Move> plan = f.decode(s.model());
              assertTrue(plan.size() <= h && plan.size() >= len);
              assertTrue(Verifier.verify(g, plan) instanceof Verdict.Won);
            }
          }
        }));
      }
    }
    return tests.stream();
  }

  /**
   * The encoding's move budget starts from the same bound that guides the solver's shortest mode:
   * one statement of the bound in each module, checked equal on seeded games of every shape.
   */
  @Test
  void theBudgetsBoundEqualsTheSolversBound() {
    int compared = 0;
    for (RandomGames spec : SatPlannerTest.specs()) {
      for (long seed = 1; seed <= 20; seed++) {
        Game g = spec.generate(seed);
        assertEquals(Solver.movesLowerBound(g), PlanFormula.of(g, 0).lowerBound(),
            spec.describe(seed));
        compared++;
      }
    }
    for (int suits : new int[] {1, 2, 4}) {
      Game deal = KpatienceDeals.deal(suits, 1);
      assertEquals(Solver.movesLowerBound(deal), PlanFormula.of(deal, 0).lowerBound(),
          "KPatience deal 1, suits " + suits);
    }
    assertTrue(compared >= 100, "only " + compared + " games");
  }

  @Test
  void theTextCarriesItsHeaderAndReadsBack() {
    Game g = RandomGames.oneSuit(4, 1, 3).generate(3);
    PlanFormula f = PlanFormula.of(g, 5);
    String text = f.toDimacs();
    assertEquals(f.cnf(), DimacsReader.parse(text, "f.cnf"));
    PlanFormula.Header h = PlanFormula.header(text.lines().findFirst().orElseThrow().substring(1));
    assertNotNull(h);
    assertEquals(5, h.horizon());
    assertEquals(GameText.sha256(g), h.gameSha256());
    assertNull(PlanFormula.header(" spiderlab-plan horizon x game 00"));
    Assignment none = Assignment.of(f.cnf().variables(), v -> false);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> f.decode(none));
    assertTrue(e.getMessage().startsWith("the model falsifies clause 1 of "), e.getMessage());
  }
}
