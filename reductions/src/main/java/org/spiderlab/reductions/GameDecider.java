package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;

/**
 * Decides the game side of a {@link Reduction}: whether a reduced game is winnable (thesis 1.3,
 * the decision problem SPIDER), independently of the source and of the witness maps, so that the
 * cross-check lab compares two independent answers. Implementations are thread-safe.
 */
@FunctionalInterface
public interface GameDecider {

  /** The verdict on {@code game}, with a winning certificate when WINNABLE. */
  SolverResult decide(Game game);

  /** The exact {@link Solver} with {@code options} (limits, strategy, switches). */
  static GameDecider solver(SolverOptions options) {
    checkNotNull(options, "options");
    return game -> Solver.solve(game, options);
  }
}
