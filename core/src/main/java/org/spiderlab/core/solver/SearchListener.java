package org.spiderlab.core.solver;

/**
 * Observes a {@link Solver} run (thesis 1.3 search) and may stop it (in the manner of Sat4j's
 * search listeners and LogicNG's handlers): the library never prints; a command line or a GUI
 * formats {@link SearchProgress} as it likes. Called on the solver's thread; implementations
 * should return quickly.
 */
public interface SearchListener {

  /** A listener that ignores everything and never stops the search. */
  SearchListener NONE = new SearchListener() {};

  /**
   * Called about every {@link SolverOptions#progressInterval()} of wall-clock time with the
   * current counters.
   */
  default void progress(SearchProgress progress) {}

  /**
   * Called when a pass of the staged best-first phase ({@link SearchStrategy#BEST_FIRST}, the
   * pick of {@code auto} for games with a stock) ends, with what it tried and how far it got.
   */
  default void passEnded(StagedPass pass) {}

  /**
   * Polled about every thousand successors; returning {@code true} stops the search with
   * {@link SolverStatus#UNKNOWN} and the limit {@link SolverLimit.Kind#CANCELLED}.
   */
  default boolean shouldStop() {
    return false;
  }
}
