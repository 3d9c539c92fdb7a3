package org.spiderlab.core.optimum;

import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.solver.SolverStatistics;
import org.spiderlab.core.solver.SolverStatus;

/**
 * One exact search of an {@link Optimiser} run: the solver asked whether a position of value at
 * least {@code atLeast} is reachable, and what it answered.
 *
 * @param atLeast the threshold asked
 * @param status WINNABLE (reachable, with a certificate), UNWINNABLE (exhausted: unreachable) or
 *     UNKNOWN (a budget ran out)
 * @param reached for WINNABLE the value the certificate reaches (it may exceed {@code atLeast});
 *     else -1
 * @param statistics the search's counters
 */
public record Probe(int atLeast, SolverStatus status, int reached, SolverStatistics statistics) {
  public Probe {
    checkNotNull(status, "status");
    checkNotNull(statistics, "statistics");
  }

  /** E.g. {@code >=3: WINNABLE (reaches 4), 120 states}. */
  @Override
  public String toString() {
    return ">=" + atLeast + ": " + status
        + (status == SolverStatus.WINNABLE ? " (reaches " + reached + ")" : "") + ", "
        + statistics.storedStates() + " states, " + statistics.elapsed().toMillis() + " ms";
  }
}
