package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The cross-check lab set up for the reduction 3-SAT to ONE-COLOR-SPIDER (thesis 4.2, Lemma
 * 4.2.2): Sat4j decides the formula, {@link ThreeSatToSpider} builds the game, the exact solver
 * decides it.
 */
public final class ThreeSatLab {
  private ThreeSatLab() {}

  /**
   * The cross-check with the exact solver limited by {@code options}, and Sat4j by the same time
   * limit (at most an hour): a formula Sat4j does not decide in time is UNDECIDED.
   */
  public static CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> crossCheck(SolverOptions options) {
    checkNotNull(options, "options");
    return CrossCheck.of(CnfProblem.INSTANCE, SatSolver.decider(sourceLimit(options)),
        ThreeSatToSpider.INSTANCE,
        GameDecider.solver(options));
  }

  /**
   * Sat4j's time limit beside a game search under {@code options}: the same time limit, at most
   * an hour and at least a millisecond.
   *
   * @param options the game search's options
   * @return the limit for {@link SatSolver#decider(java.time.Duration)}
   */
  public static java.time.Duration sourceLimit(SolverOptions options) {
    java.time.Duration hour = java.time.Duration.ofHours(1);
    java.time.Duration t = options.timeout();
    return t.compareTo(hour) > 0 ? hour : t.toMillis() < 1 ? java.time.Duration.ofMillis(1) : t;
  }

  /** A campaign of {@link #crossCheck}; jobs come from {@link CnfJobs}. */
  public static Campaign<Cnf> campaign(SolverOptions options) {
    return Campaign.of(crossCheck(options));
  }
}
