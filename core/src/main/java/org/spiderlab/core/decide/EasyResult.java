package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * The outcome of {@link EasyDecider#decide} (thesis 4.4): the verdict, the statistics, and what
 * backs the verdict: for {@link EasyStatus#NOT_EASY} a losing prefix with the solver's
 * {@link SolverStatus#UNWINNABLE} result on its end position, for {@link EasyStatus#EASY} the
 * {@link EasyEvidence}, for {@link EasyStatus#UNKNOWN} the limit that was hit.
 *
 * @param status the verdict
 * @param statistics counters of the decision
 * @param limit present exactly when {@code UNKNOWN}
 * @param losing present exactly when {@code NOT_EASY}
 * @param evidence present exactly when {@code EASY}
 */
public record EasyResult(EasyStatus status, EasyStatistics statistics,
    Optional<DeciderLimit> limit, Optional<Losing> losing, Optional<EasyEvidence> evidence) {

  public EasyResult {
    checkNotNull(status, "status");
    checkNotNull(statistics, "statistics");
    checkArgument((status == EasyStatus.UNKNOWN) == limit.isPresent(),
        "a limit is given exactly for UNKNOWN");
    checkArgument((status == EasyStatus.NOT_EASY) == losing.isPresent(),
        "a losing prefix is given exactly for NOT_EASY");
    checkArgument((status == EasyStatus.EASY) == evidence.isPresent(),
        "evidence is given exactly for EASY");
  }

  /**
   * A legal prefix after which the game cannot be won: no continuation of {@code prefix} wins.
   *
   * @param prefix the adversary's moves (0-based piles), at most {@code k}; fewer only when no
   *     move is legal after them
   * @param position the position after the prefix, as a game (tableau and remaining stock)
   * @param result the solver's answer on {@code position}: {@link SolverStatus#UNWINNABLE}
   */
  public record Losing(List<Move> prefix, Game position, SolverResult result) {
    public Losing {
      prefix = List.copyOf(prefix);
      checkNotNull(position, "position");
      checkArgument(result.status() == SolverStatus.UNWINNABLE, "a losing prefix is UNWINNABLE");
    }
  }
}
