package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;

/**
 * Decides the game side of a {@link Reduction}: its {@link GameQuestion} about a reduced game
 * (for 3-SAT: winnability, thesis 1.3, the decision problem SPIDER), independently of the source
 * and of the witness maps, so that the cross-check lab compares two independent answers.
 * Implementations are thread-safe.
 *
 * @param <E> the evidence of a YES answer
 */
@FunctionalInterface
public interface GameDecider<E> {

  /** YES with evidence, NO, or UNKNOWN with the limit hit. */
  GameAnswer<E> decide(Game game);

  /**
   * Decides the question about a reduced instance; the lab calls this. By default the game
   * alone; a question with a parameter that comes with the instance and not with the game (the
   * {@code k} of k-EASY, thesis 4.4: "Eine Instanz eines k-einfachen Spiel ist ein Paar (G, k)")
   * reads it here.
   */
  default GameAnswer<E> decide(Reduction.Instance<?> instance) {
    return decide(instance.game());
  }

  /**
   * The exact {@link Solver} with {@code options} (limits, strategy, switches): YES with its
   * winning certificate when the game reaches the options' goal ({@link GameQuestion#WINNABLE}
   * for the default goal), NO when the search is exhausted, UNKNOWN when a limit is hit.
   */
  static GameDecider<List<Move>> solver(SolverOptions options) {
    checkNotNull(options, "options");
    return game -> answer(Solver.solve(game, options));
  }

  /** A solver result as a game answer (see {@link #solver}). */
  static GameAnswer<List<Move>> answer(SolverResult r) {
    long states = r.statistics().storedStates();
    String stats = r.statistics().toString();
    return switch (r.status()) {
      case WINNABLE -> new GameAnswer.Yes<>(r.certificate(), states, stats);
      case UNWINNABLE -> new GameAnswer.No<>("no reachable position reaches the goal "
          + "(search exhausted)", states, stats);
      case UNKNOWN -> new GameAnswer.Unknown<>(
          r.limit().map(SolverLimit::toString).orElse("limit"), states, stats);
    };
  }
}
