package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Move;

/**
 * The outcome of {@link Solver#solve} (thesis 1.3 decision problem): the verdict, a certificate
 * when {@link SolverStatus#WINNABLE} (already replayed on a fresh board, ending in a position that
 * has reached the {@link Goal}), the search statistics and, for {@link SolverStatus#UNKNOWN},
 * which budget ran out.
 *
 * @param status the verdict
 * @param certificate the winning moves (0-based piles), empty unless {@code WINNABLE}
 * @param statistics counters of the search
 * @param limit the exhausted budget, present exactly when {@code UNKNOWN}
 */
public record SolverResult(SolverStatus status, List<Move> certificate,
    SolverStatistics statistics, Optional<SolverLimit> limit) {

  public SolverResult {
    checkNotNull(status, "status");
    certificate = List.copyOf(certificate);
    checkNotNull(statistics, "statistics");
    checkNotNull(limit, "limit");
    checkArgument(status == SolverStatus.WINNABLE || certificate.isEmpty(),
        "only a WINNABLE result carries a certificate");
    checkArgument((status == SolverStatus.UNKNOWN) == limit.isPresent(),
        "a limit is given exactly for UNKNOWN results");
  }
}
