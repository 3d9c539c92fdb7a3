package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * The outcome of {@link FairDecider#decide} (thesis 4.3): the verdict, the statistics, and what
 * backs the verdict: for {@link FairStatus#UNFAIR} a losing arrangement with the solver's
 * {@link SolverStatus#UNWINNABLE} result (an exhaustive search), for {@link FairStatus#FAIR} the
 * {@link FairEvidence} (a replayed certificate per class), for {@link FairStatus#UNKNOWN} the
 * limit that was hit.
 *
 * @param status the verdict
 * @param statistics counters of the decision
 * @param limit present exactly when {@code UNKNOWN}
 * @param losing present exactly when {@code UNFAIR}
 * @param evidence present exactly when {@code FAIR}
 */
public record FairResult(FairStatus status, FairStatistics statistics,
    Optional<DeciderLimit> limit, Optional<Losing> losing, Optional<FairEvidence> evidence) {

  public FairResult {
    checkNotNull(status, "status");
    checkNotNull(statistics, "statistics");
    checkArgument((status == FairStatus.UNKNOWN) == limit.isPresent(),
        "a limit is given exactly for UNKNOWN");
    checkArgument((status == FairStatus.UNFAIR) == losing.isPresent(),
        "a losing arrangement is given exactly for UNFAIR");
    checkArgument((status == FairStatus.FAIR) == evidence.isPresent(),
        "evidence is given exactly for FAIR");
  }

  /**
   * An arrangement that cannot be won.
   *
   * @param arrangement the template with its face-down cards in this arrangement (flags kept)
   * @param result the solver's answer on it: {@link SolverStatus#UNWINNABLE}
   */
  public record Losing(Game arrangement, SolverResult result) {
    public Losing {
      checkNotNull(arrangement, "arrangement");
      checkArgument(result.status() == SolverStatus.UNWINNABLE, "a losing arrangement is UNWINNABLE");
    }
  }
}
