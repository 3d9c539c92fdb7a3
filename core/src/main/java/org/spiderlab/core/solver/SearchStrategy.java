package org.spiderlab.core.solver;

/**
 * The order in which the exact {@link Solver} explores canonical states (thesis 1.3 search;
 * {@link #FOCUSED} is shaped by the 3-SAT reduction of thesis 4.2, {@link #BEST_FIRST} by the
 * standard deals of thesis chapter 3). All strategies end in a
 * complete search over the same exact transposition table and move generator: a verdict
 * {@link SolverStatus#UNWINNABLE} is a proof by exhaustion in every one (see {@link Solver}).
 * Only the number of states needed to find a win differs.
 */
public enum SearchStrategy {
  /** Depth-first search with the move ordering of {@link Solver}. */
  DFS,
  /**
   * A focused, incomplete depth-first phase first, then {@link #DFS} on what budget is left. The
   * focused phase only plays moves that take their source pile below its lowest height on the
   * current path, among runs that could go onto identical top cards only onto the one heading the
   * longest run, and only onto the lowest-numbered target pile when every move is a run move; it
   * can find a win (replayed and verified like every certificate) but its exhaustion proves
   * nothing, so only the complete phase can answer UNWINNABLE. See {@link Solver}.
   */
  FOCUSED,
  /**
   * For standard deals (thesis chapter 3): an incomplete best-first phase, stage by stage between
   * the deals, ordered by an evaluation of suited runs, face-down cards, empty piles and clears,
   * on nine tenths of the budget, then {@link #DFS} on what is left. Once, after a tenth of its
   * time or 8 million stored states, the phase runs {@link #DFS} on at most 200,000 states: when
   * that exhausts the game, the answer is UNWINNABLE at once (an unwinnable deal with few positions
   * is proven early). The best-first phase can find a win (replayed and verified like every
   * certificate) but its exhaustion proves nothing, so only the complete search (that bounded run
   * or the complete phase) can answer UNWINNABLE. See {@link Solver}.
   */
  BEST_FIRST,
  /**
   * One of the others, chosen by the game's shape and the goal ({@link Solver#strategyFor}): for
   * a game with a stock (standard deals, thesis chapter 3) {@link #BEST_FIRST}; for a one-suit
   * game without a stock and without face-down cards (the reductions of thesis 4.2 and 4.5)
   * {@link #FOCUSED}; otherwise, for goals other than a win and for the shortest search,
   * {@link #DFS}. Each of them ends in the complete depth-first search, so UNWINNABLE is still a
   * proof by exhaustion. The default of {@link SolverOptions} and of the command line.
   */
  AUTO
}
