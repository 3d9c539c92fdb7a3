package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.SourceProblem;

/**
 * Runs the test kit's {@link Check}s on one source instance of a {@link Reduction} (thesis
 * chapter 4; for 3-SAT Lemma 4.2.2 and its proof 4.2.3) and never throws: every exception of a
 * stage becomes a {@link Finding} of that stage's check. The stages are those of the lab's
 * {@code CrossCheck}, with three additions: each stage is attributed to its own check, the backward
 * map runs on <em>every</em> piece of YES evidence found (the forward map's as well as the
 * game decider's), and a restricted set of checks runs only the stages it needs (the game decider only
 * for the decisive checks), which keeps shrinking cheap.
 *
 * <ol>
 *   <li>the source decider answers YES with a witness, NO, or UNKNOWN (then the instance is
 *       undecided);
 *   <li>{@code reduce} builds the game ({@link Check#REDUCE}), which must stay within {@code
 *       sizeBound} ({@link Check#SIZE_BOUND});
 *   <li>for YES, the forward map's evidence must prove the game's YES by the reduction's {@link
 *       GameQuestion#refute} (for WINNABLE: the certificate wins by the verifier; {@link
 *       Check#FORWARD_MAP});
 *   <li>the game decider's answer must match the source's ({@link Check#NO_INSTANCE}, {@link
 *       Check#YES_INSTANCE}); its YES evidence is checked the same way ({@link
 *       Check#GAME_DECIDER}); for WINNABLE, a game whose cards are not complete runs is lost
 *       without asking the decider;
 *   <li>every YES evidence (the forward map's and the game decider's) goes through the backward
 *       map, whose witness the {@link SourceProblem} must accept ({@link Check#BACKWARD_MAP}).
 * </ol>
 *
 * <p>Immutable and thread-safe when its parts are.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 * @param <I> the reduced instances
 * @param <E> the evidence of the game's YES answer (for WINNABLE: a winning certificate)
 */
public final class InstanceChecker<S, W, I extends Reduction.Instance<S>, E> {
  private final CrossCheck<S, W, I, E> lab;
  private final SourceProblem<S, W> problem;
  private final SourceDecider<S, W> sourceDecider;
  private final Reduction<S, W, I, E> reduction;
  private final GameDecider<E> gameDecider;

  /** A checker of the lab's cross-check {@code lab}: its problem, deciders and reduction. */
  public InstanceChecker(CrossCheck<S, W, I, E> lab) {
    this.lab = checkNotNull(lab, "lab");
    this.problem = lab.problem();
    this.sourceDecider = lab.sourceDecider();
    this.reduction = lab.reduction();
    this.gameDecider = lab.gameDecider();
  }

  /** A checker of {@code reduction} between {@code sourceDecider} and {@code gameDecider}. */
  public InstanceChecker(SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I, E> reduction, GameDecider<E> gameDecider) {
    this(CrossCheck.of(problem, sourceDecider, reduction, gameDecider));
  }

  /** The lab's cross-check this checker extends. */
  public CrossCheck<S, W, I, E> lab() {
    return lab;
  }

  public SourceProblem<S, W> problem() {
    return problem;
  }

  public SourceDecider<S, W> sourceDecider() {
    return sourceDecider;
  }

  public Reduction<S, W, I, E> reduction() {
    return reduction;
  }

  /** Every check on {@code source}. */
  public InstanceReport<S> check(S source) {
    return check(source, EnumSet.allOf(Check.class), null);
  }

  /**
   * The checks {@code enabled} on {@code source}, with the source decider's answer {@code known}
   * if it was already asked (null: ask it).
   */
  public InstanceReport<S> check(S source, Set<Check> enabled, SourceAnswer<W> known) {
    checkNotNull(source, "source");
    checkArgument(!enabled.isEmpty(), "no check enabled");
    return new Run(source, EnumSet.copyOf(enabled)).go(known);
  }

  /** One instance's run: the stages in order, collecting findings. */
  private final class Run {
    final S source;
    final Set<Check> enabled;
    final GameQuestion<E> question = reduction.question();
    final long start = System.nanoTime();
    final List<Finding> findings = new ArrayList<>();
    Optional<Boolean> yes = Optional.empty();
    String verdict = "not asked";
    Optional<String> undecided = Optional.empty();
    int mapped;
    long states;

    Run(S source, Set<Check> enabled) {
      this.source = source;
      this.enabled = enabled;
    }

    InstanceReport<S> go(SourceAnswer<W> known) {
      SourceAnswer<W> answer;
      try {
        answer = known != null ? known : sourceDecider.decide(source);
      } catch (RuntimeException | StackOverflowError e) {
        return fail(Check.SOURCE_DECIDER, "the source decider threw " + thrown(e));
      }
      if (answer instanceof SourceAnswer.Unknown<W> u) {
        undecided = Optional.of("the source decider gave no answer: " + u.reason());
        return done();
      }
      Optional<W> witness = answer instanceof SourceAnswer.Yes<W> y
          ? Optional.of(y.witness()) : Optional.empty();
      yes = Optional.of(witness.isPresent());
      I inst;
      try {
        inst = reduction.reduce(source);
      } catch (RuntimeException | StackOverflowError e) {
        return fail(Check.REDUCE, "reduce threw " + thrown(e));
      }
      Game game = inst.game();
      if (enabled.contains(Check.SIZE_BOUND)) {
        sizeBound(game);
      }
      Map<String, E> evidence = new LinkedHashMap<>();
      if (witness.isPresent() && enabled.contains(Check.FORWARD_MAP)) {
        forward(inst, witness.get()).ifPresent(e -> evidence.put("the forward evidence", e));
      }
      if (enabled.stream().anyMatch(Check::needsGameDecider)) {
        decide(inst).ifPresent(e -> evidence.put("the game decider's evidence", e));
      }
      if (enabled.contains(Check.BACKWARD_MAP)) {
        evidence.forEach((what, e) -> backward(inst, what, e));
      }
      return done();
    }

    void sizeBound(Game game) {
      try {
        SizeBound bound = reduction.sizeBound(source);
        bound.violation(game).ifPresent(v -> add(Check.SIZE_BOUND, "the game exceeds the size "
            + "bound: " + v + " (bound: " + bound.ranks() + " ranks, " + bound.piles()
            + " piles, " + bound.cards() + " cards)"));
      } catch (RuntimeException e) {
        add(Check.SIZE_BOUND, "sizeBound threw " + thrown(e));
      }
    }

    /** The forward evidence if it proves YES; else a finding. */
    Optional<E> forward(I inst, W witness) {
      E e;
      try {
        e = reduction.forward(inst, witness);
      } catch (RuntimeException | StackOverflowError t) {
        add(Check.FORWARD_MAP, "the forward map threw " + thrown(t) + " on the source "
            + "decider's witness " + witness);
        return Optional.empty();
      }
      Optional<String> why = question.refute(inst, e);
      if (why.isPresent()) {
        add(Check.FORWARD_MAP, "the forward map's " + question.describe(e) + " for the witness "
            + witness + " proves nothing: " + why.get());
        return Optional.empty();
      }
      return Optional.of(e);
    }

    /**
     * The game decider's answer against the source's; its evidence if it said YES. For WINNABLE,
     * a game whose cards are not complete runs is lost without asking the decider ({@link
     * #incompleteRuns}).
     */
    Optional<E> decide(I inst) {
      Game game = inst.game();
      boolean sourceYes = yes.orElseThrow();
      Optional<String> incomplete = question == GameQuestion.WINNABLE ? incompleteRuns(game)
          : Optional.empty();
      if (incomplete.isPresent()) {
        verdict = question.no();
        if (sourceYes) {
          add(Check.YES_INSTANCE, "the source is a YES instance, but the game cannot be won: "
              + incomplete.get());
        }
        return Optional.empty();
      }
      GameAnswer<E> a;
      try {
        a = gameDecider.decide(inst);
      } catch (RuntimeException | StackOverflowError t) {
        add(Check.GAME_DECIDER, "the game decider threw " + thrown(t));
        return Optional.empty();
      }
      states = a.states();
      verdict = a.word(question);
      if (a instanceof GameAnswer.Unknown<E> u) {
        undecided = Optional.of("the game decider gave no answer: " + u.reason() + " after "
            + states + " states");
        return Optional.empty();
      }
      if (a instanceof GameAnswer.No<E> no) {
        if (sourceYes) {
          add(Check.YES_INSTANCE, "the source is a YES instance, but the game decider answered "
              + question.no() + " (" + no.detail() + ", " + states + " states)");
        }
        return Optional.empty();
      }
      E e = ((GameAnswer.Yes<E>) a).evidence();
      Optional<String> why = question.refute(inst, e);
      if (why.isPresent()) {
        add(Check.GAME_DECIDER, "the game decider's " + question.describe(e) + " proves "
            + "nothing: " + why.get());
        return Optional.empty();
      }
      if (!sourceYes) {
        add(Check.NO_INSTANCE, "the source is a NO instance, but the game decider answered "
            + question.yes() + " with checked evidence (" + question.describe(e) + ")");
      }
      return Optional.of(e);
    }

    void backward(I inst, String what, E e) {
      mapped++;
      BackwardResult<W> b;
      try {
        b = reduction.backward(inst, e);
      } catch (RuntimeException | StackOverflowError t) {
        add(Check.BACKWARD_MAP, "the backward map threw " + thrown(t) + " on " + what);
        return;
      }
      if (b instanceof BackwardResult.Rejected<W> rej) {
        add(Check.BACKWARD_MAP, what + " proves " + question.yes() + ", but the backward map "
            + "rejected it (" + rej.reason() + "): " + rej.message());
        return;
      }
      W w = b.witnessIfAny().orElseThrow();
      problem.refute(source, w).ifPresent(why -> add(Check.BACKWARD_MAP, what
          + " maps back to no witness: " + why));
    }

    void add(Check check, String detail) {
      if (enabled.contains(check)) {
        findings.add(new Finding(check, detail));
      }
    }

    InstanceReport<S> fail(Check check, String detail) {
      findings.add(new Finding(check, detail));
      return done();
    }

    InstanceReport<S> done() {
      return new InstanceReport<>(source, yes, verdict, findings,
          findings.isEmpty() ? undecided : Optional.empty(), mapped, states,
          (System.nanoTime() - start) / 1_000_000);
    }
  }

  /**
   * Why {@code game} cannot be won, by counting cards alone: a won game has cleared all its cards
   * in complete runs {@code n..1} of one suit, so every rank of a suit occurs equally often (thesis
   * 1.3); empty when the counts allow a win. A cheap, decider-independent proof of unwinnability.
   */
  static Optional<String> incompleteRuns(Game game) {
    int n = game.maxRank();
    long[][] count = new long[game.suits() + 1][n + 1];
    for (List<Card> pile : game.piles()) {
      pile.forEach(c -> count[c.suit()][c.rank()]++);
    }
    for (List<Card> deal : game.deals()) {
      deal.forEach(c -> count[c.suit()][c.rank()]++);
    }
    for (int s = 1; s <= game.suits(); s++) {
      for (int r = 2; r <= n; r++) {
        if (count[s][r] != count[s][1]) {
          return Optional.of("suit " + s + " has " + count[s][1] + " cards of rank 1 but "
              + count[s][r] + " of rank " + r + ", so its cards are not complete runs");
        }
      }
    }
    return Optional.empty();
  }

  static String thrown(Throwable e) {
    return e.getClass().getSimpleName() + (e.getMessage() == null ? ""
        : ": " + e.getMessage().replace('\n', ' '));
  }
}
