package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.approx.ApproxInstance;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.OptimumDecider;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * The cross-check lab set up for the constructions of thesis 4.5 ({@link ApproxReduction}): Sat4j
 * decides the formula, the reduction builds the game, and {@link OptimumDecider} answers the
 * reduction's question with the exact solver and computes the optimum ({@code val(G)}, {@code
 * maxHeight(G)}) for the result line.
 */
public final class ApproxLab {
  private ApproxLab() {}

  /**
   * The cross-check of {@code reduction} with the exact solver limited by {@code options}, and
   * Sat4j by the same time limit (at most an hour).
   */
  public static <I extends ApproxInstance> CrossCheck<Cnf, Assignment, I, List<Move>> crossCheck(
      ApproxReduction<I> reduction, SolverOptions options) {
    checkNotNull(reduction, "reduction");
    return CrossCheck.of(CnfProblem.INSTANCE,
        SatSolver.decider(ThreeSatLab.sourceLimit(options)), reduction,
        OptimumDecider.of(reduction.question(), options));
  }

  /** The cross-check of {@code reduction} with {@code decider} on the game side. */
  public static <I extends ApproxInstance> CrossCheck<Cnf, Assignment, I, List<Move>> crossCheck(
      ApproxReduction<I> reduction, GameDecider<List<Move>> decider) {
    return CrossCheck.of(CnfProblem.INSTANCE, SatSolver.decider(), reduction, decider);
  }

  /** A campaign of {@link #crossCheck}; jobs come from {@link CnfJobs}. */
  public static Campaign<Cnf> campaign(ApproxReduction<?> reduction, SolverOptions options) {
    return Campaign.of(crossCheck(reduction, options));
  }
}
