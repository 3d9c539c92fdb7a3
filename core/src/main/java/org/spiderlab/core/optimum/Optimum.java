package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverLimit;

/**
 * The result of an {@link Optimiser} run on one game (thesis 4.5: {@code val(G)} or {@code
 * maxHeight(G)}): the best value reached, with the certificate that reaches it (replayed on a
 * board by the solver; its last position has the value), and the best upper bound proven. When
 * both meet the optimum is {@link OptimumStatus#OPTIMAL}; otherwise a budget ran out ({@code
 * limit}) and the truth lies between {@code value} and {@code upperBound}.
 *
 * @param objective what was maximised
 * @param status OPTIMAL when {@code value == upperBound.value()}
 * @param value the best value reached (by {@code certificate}; 0 moves when the start has it)
 * @param certificate moves from the start to a position of value {@code value}
 * @param upperBound the best proof that no position has more
 * @param probes the exact searches made, in order
 * @param limit the budget that ran out, present exactly for UNKNOWN
 * @param elapsed wall-clock time of the whole run
 */
public record Optimum(Objective objective, OptimumStatus status, int value,
    List<Move> certificate, UpperBound upperBound, List<Probe> probes,
    Optional<SolverLimit> limit, Duration elapsed) {

  public Optimum {
    checkNotNull(objective, "objective");
    checkNotNull(status, "status");
    certificate = List.copyOf(certificate);
    checkNotNull(upperBound, "upperBound");
    probes = List.copyOf(probes);
    checkNotNull(limit, "limit");
    checkNotNull(elapsed, "elapsed");
    checkArgument(value <= upperBound.value(), "value %s above its upper bound %s", value,
        upperBound.value());
    checkArgument((status == OptimumStatus.OPTIMAL) == (value == upperBound.value()),
        "OPTIMAL exactly when the value meets the bound");
    checkArgument((status == OptimumStatus.UNKNOWN) == limit.isPresent(),
        "a limit is given exactly for UNKNOWN");
  }

  /** States stored by all probes together. */
  public long states() {
    return probes.stream().mapToLong(p -> p.statistics().storedStates()).sum();
  }

  /** E.g. {@code VAL=2} when optimal, {@code VAL>=1} otherwise. */
  public String word() {
    return objective.label() + (status == OptimumStatus.OPTIMAL ? "=" : ">=") + value;
  }
}
