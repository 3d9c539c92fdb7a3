package org.spiderlab.core.solver;

import java.time.Duration;

/**
 * A snapshot of a running {@link Solver} search (thesis 1.3), handed to
 * {@link SearchListener#progress}.
 *
 * @param storedStates distinct canonical states stored so far
 * @param expandedStates states whose successors were generated so far
 * @param elapsed wall-clock time since the search started
 * @param tableBytes memory held by the transposition table
 * @param tableFill stored states per slot of the table's hash index
 * @param reducedPositions positions the partial-order reduction expanded with a proper stubborn
 *     set (0 when it is off)
 * @param keptMoves moves kept by the partial-order reduction, over all positions offered to it
 * @param offeredMoves moves offered to the partial-order reduction
 * @param deadEndTests positions the dead-end test examined (0 when it is off)
 * @param deadEnds positions it found to be dead ends
 */
public record SearchProgress(long storedStates, long expandedStates, Duration elapsed,
    long tableBytes, double tableFill, long reducedPositions, long keptMoves, long offeredMoves,
    long deadEndTests, long deadEnds) {

  /** Stored states per second of elapsed time. */
  public double statesPerSecond() {
    return storedStates / Math.max(elapsed.toNanos() / 1e9, 1e-9);
  }
}
