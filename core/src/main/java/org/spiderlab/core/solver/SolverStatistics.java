package org.spiderlab.core.solver;

import java.time.Duration;

/**
 * Counters of one {@link Solver} run.
 *
 * @param statesExpanded states whose successors were generated
 * @param storedStates distinct canonical states stored in the transposition table (for an
 *     {@link SolverStatus#UNWINNABLE} verdict: the size of the reachable canonical state space
 *     under the enabled prunings)
 * @param peakTableBytes the largest memory the transposition table held (slots and key arena)
 * @param elapsed wall-clock time of the search
 * @param statesPerSecond stored states per second of elapsed time
 * @param bytesPerState the table's bytes divided by the stored states (slots, arena, key headers)
 */
public record SolverStatistics(long statesExpanded, long storedStates, long peakTableBytes,
    Duration elapsed, double statesPerSecond, double bytesPerState) {

  @Override
  public String toString() {
    return String.format(java.util.Locale.ROOT,
        "%d states stored, %d expanded, %.0f states/s, %.1f bytes/state, table %d bytes, %d ms",
        storedStates, statesExpanded, statesPerSecond, bytesPerState, peakTableBytes,
        elapsed.toMillis());
  }
}
