package org.spiderlab.core.decide;

import java.math.BigInteger;
import java.time.Duration;
import java.util.Locale;

/**
 * Counters of one {@link FairDecider} run (thesis 4.3).
 *
 * @param arrangements all arrangements of the face-down cards: the multinomial coefficient
 *     {@code h! / (m_1! ... m_r!)} for {@code h} face-down cards of which {@code m_i} are of the
 *     {@code i}-th kind (identical cards are one kind)
 * @param classes arrangement classes enumerated (up to interchangeable piles when
 *     {@link DeciderOptions#pileSymmetry()}; every arrangement otherwise)
 * @param solved classes whose solver run finished (a run cancelled because the answer was
 *     already known is not counted)
 * @param winnable solved classes shown winnable
 * @param unknown solved classes a solver limit left open
 * @param covered arrangements (not classes) in the classes shown winnable; equals
 *     {@code arrangements} exactly when the answer is FAIR
 * @param solverStates canonical states stored, summed over all solver runs
 * @param elapsed wall-clock time of the decision
 */
public record FairStatistics(BigInteger arrangements, long classes, long solved, long winnable,
    long unknown, BigInteger covered, long solverStates, Duration elapsed) {

  /**
   * {@code 24 arrangements, 9 classes enumerated; 9 solved: 9 winnable, 0 unknown; 24
   * arrangements covered; 310 solver states; 41 ms}.
   */
  @Override
  public String toString() {
    return String.format(Locale.ROOT,
        "%s arrangements, %d classes enumerated; %d solved: %d winnable, %d unknown; "
            + "%s arrangements covered; %d solver states; %d ms",
        arrangements, classes, solved, winnable, unknown, covered, solverStates,
        elapsed.toMillis());
  }
}
