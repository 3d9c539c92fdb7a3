package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;

/**
 * {@link ExternalPlanner} with CaDiCaL ({@code sudo apt-get update && sudo apt-get install -y
 * cadical}): on every seeded kind of {@link SatPlannerTest}, the shortest length of the solver's
 * shortest mode, verified, and UNKNOWN one move below. Skips, saying so, when CaDiCaL is not
 * installed.
 */
@Tag("external")
class ExternalPlannerCadicalTest {

  @TestFactory
  Stream<DynamicTest> cadicalFindsTheShortestWins() {
    assumeTrue(ExternalQbfSolver.onPath("cadical"), "cadical is not installed; install it with: "
        + "sudo apt-get update && sudo apt-get install -y cadical");
    List<DynamicTest> tests = ExternalPlannerTest.againstBreadthFirstSearch(1, 4, 12,
        ExternalPlanner.cadical());
    return tests.stream();
  }
}
