package org.spiderlab.core.solver;

/**
 * A step of the solver's successor generation that keeps a subsequence of the generated moves of
 * a position ({@link StubbornSets}, the partial-order reduction; {@link FocusedFilter}, the
 * focused phase's heuristic). Whether dropping moves is sound is each filter's own argument.
 * A filter that depends on the path to the position hears of every move the depth-first search
 * plays and takes back.
 */
interface MoveFilter {

  /**
   * Keeps, in order, some of {@code moves[0..cnt)} of position {@code s}, compacted to the front;
   * returns how many.
   */
  int filter(Position s, long[] moves, int cnt);

  /** The depth-first search played {@code move} at {@code depth} and now stands on {@code s}. */
  default void entered(Position s, int depth, long move) {}

  /** The depth-first search took back the move it played at {@code depth}. */
  default void left(int depth) {}
}
