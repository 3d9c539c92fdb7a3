package org.spiderlab.core.decide;

import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;

/**
 * Counters of one {@link EasyDecider} run (thesis 4.4).
 *
 * @param k the number of adversary moves
 * @param positions positions stored by the prefix enumeration, summed over the depths (one per
 *     class of positions equal up to interchangeable piles, per depth)
 * @param movesTried legal moves applied by the enumeration
 * @param sequences legal move sequences the question quantifies over: those of exactly {@code k}
 *     moves and the shorter ones after which no move is legal (counted exactly through the
 *     deduplication; a lower bound when the enumeration stopped at a limit)
 * @param ends distinct end positions of those sequences (up to interchangeable piles)
 * @param solved end positions whose solver run finished (a run cancelled because the answer was
 *     already known is not counted)
 * @param winnable solved end positions shown winnable
 * @param unknown solved end positions a solver limit left open
 * @param solverStates canonical states stored, summed over all solver runs
 * @param elapsed wall-clock time of the decision
 */
public record EasyStatistics(int k, long positions, long movesTried, BigInteger sequences,
    long ends, long solved, long winnable, long unknown, long solverStates, Duration elapsed) {

  /**
   * {@code k=2: 14 positions, 30 moves tried, 25 sequences, 9 end positions; 9 solved: 9
   * winnable, 0 unknown; 120 solver states; 12 ms}.
   */
  @Override
  public String toString() {
    return String.format(Locale.ROOT,
        "k=%d: %d positions, %d moves tried, %s sequences, %d end positions; %d solved: "
            + "%d winnable, %d unknown; %d solver states; %d ms",
        k, positions, movesTried, sequences, ends, solved, winnable, unknown, solverStates,
        elapsed.toMillis());
  }
}
