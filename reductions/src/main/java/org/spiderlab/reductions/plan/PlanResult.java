package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverStatus;

/**
 * What {@link SatPlanner} found: {@link SolverStatus#WINNABLE} with a plan that the verifier has
 * replayed and that is a shortest win (every smaller horizon was answered "no win"), or {@link
 * SolverStatus#UNKNOWN} with the limit that stopped the deepening ({@code horizon L}: no win within
 * {@code L} moves, which says nothing about longer plays; or the time). Never UNWINNABLE.
 *
 * @param status WINNABLE or UNKNOWN
 * @param plan the moves (0-based piles), empty unless WINNABLE
 * @param horizon the largest horizon answered: the plan's length when WINNABLE; when UNKNOWN
 *     every horizon up to it has no win ({@code -1} if none was answered)
 * @param limit the limit hit, exactly when UNKNOWN
 * @param statistics the formula's size and the solver's effort
 */
public record PlanResult(SolverStatus status, List<Move> plan, int horizon, Optional<String> limit,
    Statistics statistics) {

  /**
   * The formula at the last horizon and Sat4j's effort summed over all calls.
   *
   * @param variables variables
   * @param clauses clauses
   * @param conflicts Sat4j's conflicts
   * @param decisions Sat4j's decisions
   * @param elapsed wall-clock time, building the formula included
   */
  public record Statistics(int variables, long clauses, long conflicts, long decisions,
      Duration elapsed) {
    @Override
    public String toString() {
      return String.format(java.util.Locale.ROOT,
          "%,d variables, %,d clauses, %,d conflicts, %,d decisions, %s", variables, clauses,
          conflicts, decisions, org.spiderlab.core.Durations.format(elapsed));
    }
  }

  public PlanResult {
    checkNotNull(status, "status");
    checkArgument(status != SolverStatus.UNWINNABLE, "the planner never answers UNWINNABLE");
    plan = List.copyOf(plan);
    checkArgument(status == SolverStatus.WINNABLE || plan.isEmpty(), "a plan only when WINNABLE");
    checkArgument((status == SolverStatus.UNKNOWN) == limit.isPresent(),
        "a limit exactly when UNKNOWN");
    checkNotNull(statistics, "statistics");
  }
}
