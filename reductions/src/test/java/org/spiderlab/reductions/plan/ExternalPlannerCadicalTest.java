package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;

/**
 * {@link ExternalPlanner} with CaDiCaL ({@code sudo apt-get update && sudo apt-get install -y
 * cadical}): on every seeded kind of {@link SatPlannerTest}, the shortest length of breadth-first
 * search, verified, and UNKNOWN one move below. Skips, saying so, when CaDiCaL is not installed.
 */
@Tag("external")
class ExternalPlannerCadicalTest {

  @TestFactory
  Stream<DynamicTest> cadicalFindsTheShortestWins() {
    assumeTrue(ExternalQbfSolver.onPath("cadical"), "cadical is not installed; install it with: "
        + "sudo apt-get update && sudo apt-get install -y cadical");
    List<DynamicTest> tests = new ArrayList<>();
    for (RandomGames spec : SatPlannerTest.specs()) {
      for (long seed = 1; seed <= 4; seed++) {
        Game g = spec.generate(seed);
        SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true)
            .maxStates(2_000_000).build());
        if (bfs.status() != SolverStatus.WINNABLE || bfs.certificate().size() > 12) {
          continue;
        }
        String where = spec.describe(seed);
        tests.add(DynamicTest.dynamicTest(where, () -> ExternalPlannerTest
            .agreesWithBreadthFirstSearch(g, ExternalPlanner.cadical(), where)));
      }
    }
    return tests.stream();
  }
}
