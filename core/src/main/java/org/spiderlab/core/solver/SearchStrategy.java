package org.spiderlab.core.solver;

/**
 * The order in which the exact {@link Solver} explores canonical states. Both orders use the same
 * exact transposition table and the same move generator, so both are complete: a verdict
 * {@link SolverStatus#UNWINNABLE} is a proof by exhaustion in either order (see {@link Solver}).
 * Only the number of states needed to find a win differs. Thesis 4 (the 3-SAT reduction)
 * motivates {@link #BEST_FIRST}: reduced games have hundreds of piles and the depth-first path
 * spends its budget shuffling gadget cards.
 */
public enum SearchStrategy {
  /** Depth-first search with the move ordering of {@link Solver} (the default). */
  DFS,
  /**
   * Greedy best-first search: always expand a stored, not yet expanded state with the fewest
   * run segments plus face-down plus stock cards; ties go to the most recently stored (deepest)
   * state. See {@link Solver} for the completeness argument.
   */
  BEST_FIRST
}
