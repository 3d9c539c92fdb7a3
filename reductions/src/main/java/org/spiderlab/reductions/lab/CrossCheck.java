package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Cross-checks a {@link Reduction} on one source instance (thesis 4.2, Lemma 4.2.2 for 3-SAT: the
 * formula is satisfiable iff the reduced game is winnable), with independent tools on both sides:
 *
 * <ol>
 *   <li>the {@link SourceDecider} decides the source (for 3-SAT: Sat4j);
 *   <li>the reduction builds the game, which must stay within its {@link
 *       Reduction#sizeBound}; a violation is an error;
 *   <li>for a YES instance, the witness is mapped forward to a certificate ({@link
 *       Reduction#forward}) that the {@link Verifier} must find WON;
 *   <li>the {@link GameDecider} decides the game (the exact solver within its limits);
 *   <li>a winning certificate of the game decider is mapped backward ({@link
 *       Reduction#backward}); the witness must be accepted by the {@link SourceProblem}.
 * </ol>
 *
 * <p>The game decider never sees the source or the forward certificate, so an AGREE is two
 * independent answers that match. Immutable and thread-safe.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 * @param <I> the reduced instances
 */
public final class CrossCheck<S, W, I extends Reduction.Instance<S>> {
  private final SourceProblem<S, W> problem;
  private final SourceDecider<S, W> sourceDecider;
  private final Reduction<S, W, I> reduction;
  private final GameDecider gameDecider;

  private CrossCheck(SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I> reduction, GameDecider gameDecider) {
    this.problem = checkNotNull(problem, "problem");
    this.sourceDecider = checkNotNull(sourceDecider, "sourceDecider");
    this.reduction = checkNotNull(reduction, "reduction");
    this.gameDecider = checkNotNull(gameDecider, "gameDecider");
  }

  /** A cross-check of {@code reduction} between {@code sourceDecider} and {@code gameDecider}. */
  public static <S, W, I extends Reduction.Instance<S>> CrossCheck<S, W, I> of(
      SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I> reduction, GameDecider gameDecider) {
    return new CrossCheck<>(problem, sourceDecider, reduction, gameDecider);
  }

  public SourceProblem<S, W> problem() {
    return problem;
  }

  public Reduction<S, W, I> reduction() {
    return reduction;
  }

  /**
   * Everything one cross-check produced, for reports.
   *
   * @param result the summary record (one campaign line)
   * @param source the source instance
   * @param instance the reduced game and its layout
   * @param witness the source decider's witness, if YES
   * @param forward the forward certificate (empty for NO)
   * @param forwardVerdict the verifier's verdict on it (empty for NO)
   * @param solver the game decider's result
   * @param backward the backward map's witness, if the game decider won and one was read
   * @param backwardProblem why the backward check failed, if it did
   */
  public record Report<S, W, I>(CrossCheckResult result, S source, I instance,
      Optional<W> witness, List<Move> forward, Optional<Verdict> forwardVerdict,
      SolverResult solver, Optional<W> backward, Optional<String> backwardProblem) {}

  /**
   * Cross-checks {@code source}.
   *
   * @throws IllegalStateException if the source decider gives no answer or the game exceeds the
   *     reduction's size bound
   */
  public Report<S, W, I> run(S source) {
    checkNotNull(source, "source");
    long t0 = System.nanoTime();
    SourceAnswer<W> answer = sourceDecider.decide(source);
    if (answer instanceof SourceAnswer.Unknown<W> u) {
      throw new IllegalStateException("the source decider gave no answer: " + u.reason());
    }
    Optional<W> witness = answer instanceof SourceAnswer.Yes<W> y
        ? Optional.of(y.witness()) : Optional.empty();
    long t1 = System.nanoTime();
    I inst = reduction.reduce(source);
    Game game = inst.game();
    reduction.sizeBound(source).violation(game).ifPresent(v -> {
      throw new IllegalStateException(reduction.name() + " exceeds its size bound: " + v);
    });
    long t2 = System.nanoTime();
    List<Move> forward = List.of();
    Optional<Verdict> fv = Optional.empty();
    if (witness.isPresent()) {
      forward = reduction.forward(inst, witness.get());
      fv = Optional.of(Verifier.verify(game, forward));
    }
    long t3 = System.nanoTime();
    SolverResult sr = gameDecider.decide(game);
    long t4 = System.nanoTime();
    Optional<W> back = Optional.empty();
    Optional<String> problemText = Optional.empty();
    Boolean backwardOk = null;
    if (sr.status() == SolverStatus.WINNABLE) {
      BackwardResult<W> b = reduction.backward(inst, sr.certificate());
      if (b instanceof BackwardResult.Rejected<W> rej) {
        problemText = Optional.of(rej.message());
      } else {
        back = b.witnessIfAny();
        problemText = problem.refute(source, back.orElseThrow());
      }
      backwardOk = problemText.isEmpty();
    }
    long t5 = System.nanoTime();
    boolean yes = witness.isPresent();
    CrossCheckResult r = new CrossCheckResult("", problem.encode(source),
        problem.variables(source), problem.clauses(source), yes, sr.status(),
        CrossCheckResult.outcomeOf(yes, sr.status()),
        sr.limit().map(SolverLimit::toString).orElse(null), sr.statistics().storedStates(),
        game.maxRank(), game.pileCount(), game.cardCount(),
        fv.map(Verdict::isWon).orElse(null), forward.size(), backwardOk,
        ms(t1 - t0), ms(t2 - t1), ms(t4 - t3), ms(t3 - t2 + t5 - t4), null);
    return new Report<>(r, source, inst, witness, forward, fv, sr, back, problemText);
  }

  /** The summary record of {@link #run}; a campaign checker. */
  public CrossCheckResult check(S source) {
    return run(source).result();
  }

  private static long ms(long nanos) {
    return nanos / 1_000_000;
  }
}
