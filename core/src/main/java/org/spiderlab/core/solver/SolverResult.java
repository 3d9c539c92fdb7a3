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
 * @param noWinWithin for an {@code UNKNOWN} result of shortest mode: the largest {@code L} such
 *     that the search proved that no win within {@code L} moves exists (every position of {@code
 *     moves + lower bound <= L} was expanded); -1 otherwise
 */
public record SolverResult(SolverStatus status, List<Move> certificate,
    SolverStatistics statistics, Optional<SolverLimit> limit, int noWinWithin) {

  /** A result without a proven length bound ({@code noWinWithin} -1). */
  public SolverResult(SolverStatus status, List<Move> certificate, SolverStatistics statistics,
      Optional<SolverLimit> limit) {
    this(status, certificate, statistics, limit, -1);
  }

  public SolverResult {
    checkNotNull(status, "status");
    certificate = List.copyOf(certificate);
    checkNotNull(statistics, "statistics");
    checkNotNull(limit, "limit");
    checkArgument(status == SolverStatus.WINNABLE || certificate.isEmpty(),
        "only a WINNABLE result carries a certificate");
    checkArgument((status == SolverStatus.UNKNOWN) == limit.isPresent(),
        "a limit is given exactly for UNKNOWN results");
    checkArgument(noWinWithin >= -1 && (noWinWithin == -1 || status == SolverStatus.UNKNOWN),
        "a length bound is given only for UNKNOWN results, got %s", noWinWithin);
  }
}
