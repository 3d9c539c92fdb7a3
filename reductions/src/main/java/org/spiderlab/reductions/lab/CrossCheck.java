package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;

/**
 * Cross-checks a {@link Reduction} on one source instance (thesis chapter 4; for 3-SAT Lemma
 * 4.2.2: the formula is satisfiable iff the reduced game is winnable), with independent tools on
 * both sides:
 *
 * <ol>
 *   <li>the {@link SourceDecider} decides the source (for 3-SAT: Sat4j);
 *   <li>the reduction builds the game, which must stay within its {@link
 *       Reduction#sizeBound}; a violation is an error;
 *   <li>for a YES instance, the witness is mapped forward ({@link Reduction#forward}) to evidence
 *       that the reduction's {@link GameQuestion#refute} must accept (for WINNABLE: a certificate
 *       the {@link org.spiderlab.verifier.Verifier} finds WON);
 *   <li>the {@link GameDecider} answers the question about the game (e.g. the exact solver within
 *       its limits);
 *   <li>the game decider's YES evidence (e.g. its winning certificate) is checked the same way
 *       and mapped backward ({@link Reduction#backward}); the witness must be accepted by the
 *       {@link SourceProblem}.
 * </ol>
 *
 * <p>The game decider never sees the source or the forward evidence, so an AGREE is two
 * independent answers that match. Immutable and thread-safe.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 * @param <I> the reduced instances
 * @param <E> the evidence of the game's YES answer
 */
public final class CrossCheck<S, W, I extends Reduction.Instance<S>, E> {
  private final SourceProblem<S, W> problem;
  private final SourceDecider<S, W> sourceDecider;
  private final Reduction<S, W, I, E> reduction;
  private final GameDecider<E> gameDecider;

  private CrossCheck(SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I, E> reduction, GameDecider<E> gameDecider) {
    this.problem = checkNotNull(problem, "problem");
    this.sourceDecider = checkNotNull(sourceDecider, "sourceDecider");
    this.reduction = checkNotNull(reduction, "reduction");
    this.gameDecider = checkNotNull(gameDecider, "gameDecider");
  }

  /** A cross-check of {@code reduction} between {@code sourceDecider} and {@code gameDecider}. */
  public static <S, W, I extends Reduction.Instance<S>, E> CrossCheck<S, W, I, E> of(
      SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I, E> reduction, GameDecider<E> gameDecider) {
    return new CrossCheck<>(problem, sourceDecider, reduction, gameDecider);
  }

  public SourceProblem<S, W> problem() {
    return problem;
  }

  public Reduction<S, W, I, E> reduction() {
    return reduction;
  }

  public SourceDecider<S, W> sourceDecider() {
    return sourceDecider;
  }

  public GameDecider<E> gameDecider() {
    return gameDecider;
  }

  /**
   * Everything one cross-check produced, for reports.
   *
   * @param result the summary record (one campaign line)
   * @param source the source instance
   * @param instance the reduced game and its layout
   * @param witness the source decider's witness, if YES
   * @param forward the forward evidence, if YES
   * @param forwardProblem why the forward evidence proves nothing, if it does not
   * @param game the game decider's answer
   * @param backward the backward map's witness, if the game decider said YES and one was read
   * @param backwardProblem why the backward check failed, if it did
   */
  public record Report<S, W, I, E>(CrossCheckResult result, S source, I instance,
      Optional<W> witness, Optional<E> forward, Optional<String> forwardProblem,
      GameAnswer<E> game, Optional<W> backward, Optional<String> backwardProblem) {}

  /**
   * Cross-checks {@code source}. When the source decider gives no answer (its time limit), the
   * game decider still runs and its evidence is still checked, and the outcome is
   * {@link Outcome#UNDECIDED} with the answer {@link CrossCheckResult#UNKNOWN_ANSWER}.
   *
   * @throws IllegalStateException if the game exceeds the reduction's size bound
   */
  public Report<S, W, I, E> run(S source) {
    checkNotNull(source, "source");
    GameQuestion<E> question = reduction.question();
    long t0 = System.nanoTime();
    SourceAnswer<W> answer = sourceDecider.decide(source);
    String sourceUnknown = answer instanceof SourceAnswer.Unknown<W> u ? u.reason() : null;
    Optional<W> witness = answer instanceof SourceAnswer.Yes<W> y
        ? Optional.of(y.witness()) : Optional.empty();
    long t1 = System.nanoTime();
    I inst = reduction.reduce(source);
    Game game = inst.game();
    reduction.sizeBound(source).violation(game).ifPresent(v -> {
      throw new IllegalStateException(reduction.name() + " exceeds its size bound: " + v);
    });
    long t2 = System.nanoTime();
    Optional<E> forward = Optional.empty();
    Optional<String> forwardProblem = Optional.empty();
    if (witness.isPresent()) {
      forward = Optional.of(reduction.forward(inst, witness.get()));
      forwardProblem = question.refute(inst, forward.get());
    }
    long t3 = System.nanoTime();
    GameAnswer<E> decided = gameDecider.decide(inst);
    long t4 = System.nanoTime();
    Optional<W> back = Optional.empty();
    Optional<String> problemText = Optional.empty();
    Boolean backwardOk = null;
    if (decided instanceof GameAnswer.Yes<E> yes) {
      problemText = question.refute(inst, yes.evidence())
          .map(why -> "the game decider's evidence proves nothing: " + why);
      if (problemText.isEmpty()) {
        BackwardResult<W> b = reduction.backward(inst, yes.evidence());
        if (b instanceof BackwardResult.Rejected<W> rej) {
          problemText = Optional.of(rej.message());
        } else {
          back = b.witnessIfAny();
          problemText = problem.refute(source, back.orElseThrow());
        }
      }
      backwardOk = problemText.isEmpty();
    }
    long t5 = System.nanoTime();
    boolean yes = witness.isPresent();
    String gameLimit = decided instanceof GameAnswer.Unknown<E> u ? u.reason() : null;
    CrossCheckResult r = new CrossCheckResult("", problem.encode(source),
        problem.variables(source), problem.clauses(source), yes,
        sourceUnknown != null ? CrossCheckResult.UNKNOWN_ANSWER
            : yes ? problem.yesWord() : problem.noWord(), question.word(game, decided),
        sourceUnknown != null ? Outcome.UNDECIDED : CrossCheckResult.outcomeOf(yes, decided),
        sourceUnknown == null ? gameLimit
            : "source: " + sourceUnknown + (gameLimit == null ? "" : "; game: " + gameLimit),
        decided.states(),
        game.maxRank(), game.pileCount(), game.cardCount(),
        witness.isPresent() ? forwardProblem.isEmpty() : null,
        forward.map(question::moves).orElse(0L), backwardOk,
        ms(t1 - t0), ms(t2 - t1), ms(t4 - t3), ms(t3 - t2 + t5 - t4), null);
    return new Report<>(r, source, inst, witness, forward, forwardProblem, decided, back,
        problemText);
  }

  /** The summary record of {@link #run}; a campaign checker. */
  public CrossCheckResult check(S source) {
    return run(source).result();
  }

  private static long ms(long nanos) {
    return nanos / 1_000_000;
  }
}
