package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import org.spiderlab.core.solver.Goal;
import org.spiderlab.core.solver.SolverStatistics;
import org.spiderlab.core.solver.SolverStatus;

/**
 * One exact search of an {@link Optimiser} run: the solver asked whether a position of value at
 * least {@code atLeast} is reachable (as the goal {@code goal}), and what it answered.
 *
 * @param atLeast the threshold asked
 * @param goal the solver's goal: the objective's "at least", or an equivalent one (a win for
 *     every run cleared, one clear for a complete run on top), or one clear as a first try for
 *     a complete run anywhere (then an exhausted search proves nothing)
 * @param status WINNABLE (reachable, with a certificate), UNWINNABLE (exhausted: unreachable) or
 *     UNKNOWN (a budget ran out)
 * @param reached for WINNABLE the value the certificate reaches (it may exceed {@code atLeast});
 *     else -1
 * @param statistics the search's counters
 */
public record Probe(int atLeast, Goal goal, SolverStatus status, int reached,
    SolverStatistics statistics) {
  public Probe {
    checkNotNull(goal, "goal");
    checkNotNull(status, "status");
    checkNotNull(statistics, "statistics");
  }

  /** E.g. {@code >=3: WINNABLE (reaches 4), 120 states, 7 ms}. */
  @Override
  public String toString() {
    return ">=" + atLeast + (goal instanceof Goal.RunHeight || goal.equals(Goal.clears(atLeast))
        ? "" : " (asked as " + goal + ")") + ": " + status
        + (status == SolverStatus.WINNABLE ? " (reaches " + reached + ")" : "") + ", "
        + statistics.storedStates() + " states, " + statistics.elapsed().toMillis() + " ms";
  }
}
