package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import org.spiderlab.core.solver.SolverStatistics;

/**
 * Why no position of a game has a value above {@link #value()} (the upper half of an
 * {@link Optimum}): the cards do not allow more, or the exact search for one more was exhausted.
 * The second never rests on a hash: the solver's table compares full keys, and each of its
 * prunings is proven for the goal it served.
 */
public sealed interface UpperBound permits UpperBound.Counting, UpperBound.Exhausted {

  /** The bound: no reachable position has a larger value. */
  int value();

  /**
   * By counting cards ({@link Objective#countingBound}).
   *
   * @param value the bound
   * @param what what was counted, e.g. {@code complete decks}
   */
  record Counting(int value, String what) implements UpperBound {
    public Counting {
      checkNotNull(what, "what");
    }

    @Override
    public String toString() {
      return "the game holds at most " + value + " " + what;
    }
  }

  /**
   * By exhaustion: the exact search for a position of value at least {@code value + 1} stored
   * every reachable canonical position (under its proven prunings) and found none.
   *
   * @param value the bound
   * @param statistics the exhausted search's counters
   */
  record Exhausted(int value, SolverStatistics statistics) implements UpperBound {
    public Exhausted {
      checkNotNull(statistics, "statistics");
    }

    @Override
    public String toString() {
      return "no position of value >= " + (value + 1) + " is reachable (search exhausted: "
          + statistics.storedStates() + " states)";
    }
  }
}
