package org.spiderlab.core.solver;

import org.spiderlab.core.Game;

/** The unsound test-only searches, in one place so that tests do not depend on how they are set. */
final class UnsoundSearches {

  private UnsoundSearches() {}

  static SolverResult focusedPhaseOnly(Game g, SolverOptions o) {
    return Solver.focusedPhaseOnly(g, o);
  }

  static SolverResult eagerClears(Game g, SolverOptions o) {
    return Solver.solve(g, o.toBuilder().eagerClears(true).build());
  }

  static SolverResult noMultiSuitSplit(Game g, SolverOptions o) {
    return Solver.solve(g, o.toBuilder().noMultiSuitSplit(true).build());
  }

  static SolverResult noMultiSuitSplitWithStock(Game g, SolverOptions o) {
    return Solver.solve(g, o.toBuilder().noMultiSuitSplitWithStock(true).build());
  }
}
