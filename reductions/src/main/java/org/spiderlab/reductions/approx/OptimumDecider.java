package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.core.optimum.Optimiser;
import org.spiderlab.core.optimum.Optimum;
import org.spiderlab.core.optimum.OptimumStatus;
import org.spiderlab.core.optimum.UpperBound;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;

/**
 * Answers an {@link AtLeast} question (thesis 4.5) with the exact solver and the exact optimiser:
 * first the decision (the solver's goal "value at least {@code t}"), which settles YES with its
 * certificate, NO by exhaustion, or UNKNOWN; then the optimum ({@link Optimiser}), so that the
 * report can state {@code val(G)} or {@code maxHeight(G)} beside the thesis' prediction, starting
 * from what the decision established (its certificate, or its exhausted search as the bound
 * {@code t - 1}). Each part runs within the options' budgets; when the optimisation runs out, the decided answer
 * stands and only the exact value is missing.
 *
 * <p>A YES carries the optimum's certificate when the optimisation succeeded (else the
 * decision's); a NO's {@code detail} starts with the proven optimum ({@code MAX-RUN=7: ...}),
 * which {@link AtLeast#word} reads back through {@link #exactWord}.
 */
public final class OptimumDecider implements GameDecider<List<Move>> {
  private final AtLeast question;
  private final SolverOptions options;

  private OptimumDecider(AtLeast question, SolverOptions options) {
    this.question = checkNotNull(question, "question");
    this.options = checkNotNull(options, "options");
  }

  /** The decider of {@code question} with the solver's {@code options} (their goal is ignored). */
  public static OptimumDecider of(AtLeast question, SolverOptions options) {
    return new OptimumDecider(question, options);
  }

  /** The decision and the optimum of {@code game}. */
  public record Decision(GameAnswer<List<Move>> answer, Optimum optimum) {}

  @Override
  public GameAnswer<List<Move>> decide(Game game) {
    return decideWithOptimum(game).answer();
  }

  /** {@link #decide}, with the optimum the answer was built from. */
  public Decision decideWithOptimum(Game game) {
    checkNotNull(game, "game");
    Objective objective = question.objective();
    int t = question.threshold(game);
    SolverResult d = Solver.solve(game, options.toBuilder().goal(objective.atLeast(t)).build());
    Optimum o = Optimiser.maximise(game, objective, options, new Optimiser.Known(
        d.certificate(), d.status() == SolverStatus.UNWINNABLE
            ? Optional.of(new UpperBound.Exhausted(t - 1, d.statistics())) : Optional.empty()));
    long states = d.statistics().storedStates() + o.states();
    String stats = "decision " + objective.label() + ">=" + t + ": " + d.status() + ", "
        + d.statistics() + "; optimum " + o.word() + " (" + o.status() + ", " + o.probes().size()
        + " searches, " + o.states() + " states, " + o.elapsed().toMillis() + " ms)";
    return new Decision(switch (d.status()) {
      case WINNABLE -> new GameAnswer.Yes<>(o.value() >= t ? o.certificate() : d.certificate(),
          states, stats);
      case UNWINNABLE -> new GameAnswer.No<>(o.status() == OptimumStatus.OPTIMAL
          ? o.word() + ": " + o.upperBound() : objective.label() + "<" + t
              + ": no position reaches " + t + " (search exhausted)", states, stats);
      case UNKNOWN -> new GameAnswer.Unknown<>(d.limit().map(SolverLimit::toString)
          .orElse("limit") + "; best found " + o.word(), states, stats);
    }, o);
  }

  /**
   * The exact optimum a NO of this decider states ({@code MAX-RUN=7}), or null when its detail
   * does not start with one (another decider, or the optimisation ran out of budget).
   */
  static String exactWord(Objective objective, GameAnswer.No<List<Move>> no) {
    String prefix = objective.label() + "=";
    String d = no.detail();
    int colon = d.indexOf(':');
    if (!d.startsWith(prefix) || colon < 0) {
      return null;
    }
    String number = d.substring(prefix.length(), colon);
    return number.chars().allMatch(Character::isDigit) && !number.isEmpty()
        ? d.substring(0, colon) : null;
  }
}
