package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.lab.SourceProblem;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Runs the test kit's {@link Check}s on one source instance of a {@link Reduction} (thesis
 * chapter 4; for 3-SAT Lemma 4.2.2 and its proof 4.2.3) and never throws: every exception of a
 * stage becomes a {@link Finding} of that stage's check. The stages are those of the lab's
 * {@code CrossCheck}, with three additions: each stage is attributed to its own check, the backward
 * map runs on <em>every</em> winning certificate found (the forward map's as well as the game
 * decider's), and a restricted set of checks runs only the stages it needs (the game decider only
 * for the decisive checks), which keeps shrinking cheap.
 *
 * <ol>
 *   <li>the source decider answers YES with a witness, NO, or UNKNOWN (then the instance is
 *       undecided);
 *   <li>{@code reduce} builds the game ({@link Check#REDUCE}), which must stay within {@code
 *       sizeBound} ({@link Check#SIZE_BOUND});
 *   <li>for YES, the forward map's certificate must win by the {@link Verifier} ({@link
 *       Check#FORWARD_MAP});
 *   <li>the game decider's verdict must match the source's ({@link Check#NO_INSTANCE}, {@link
 *       Check#YES_INSTANCE}); its certificate is verified too ({@link Check#GAME_DECIDER});
 *   <li>every winning certificate goes through the backward map, whose witness the {@link
 *       SourceProblem} must accept ({@link Check#BACKWARD_MAP}).
 * </ol>
 *
 * <p>Immutable and thread-safe when its parts are.
 *
 * @param <S> the source instances
 * @param <W> their witnesses
 * @param <I> the reduced instances
 */
public final class InstanceChecker<S, W, I extends Reduction.Instance<S>> {
  private final SourceProblem<S, W> problem;
  private final SourceDecider<S, W> sourceDecider;
  private final Reduction<S, W, I> reduction;
  private final GameDecider gameDecider;

  /** A checker of {@code reduction} between {@code sourceDecider} and {@code gameDecider}. */
  public InstanceChecker(SourceProblem<S, W> problem, SourceDecider<S, W> sourceDecider,
      Reduction<S, W, I> reduction, GameDecider gameDecider) {
    this.problem = checkNotNull(problem, "problem");
    this.sourceDecider = checkNotNull(sourceDecider, "sourceDecider");
    this.reduction = checkNotNull(reduction, "reduction");
    this.gameDecider = checkNotNull(gameDecider, "gameDecider");
  }

  public SourceProblem<S, W> problem() {
    return problem;
  }

  public SourceDecider<S, W> sourceDecider() {
    return sourceDecider;
  }

  public Reduction<S, W, I> reduction() {
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
      Map<String, List<Move>> winning = new java.util.LinkedHashMap<>();
      if (witness.isPresent() && enabled.contains(Check.FORWARD_MAP)) {
        forward(inst, witness.get()).ifPresent(c -> winning.put("the forward certificate", c));
      }
      if (enabled.stream().anyMatch(Check::needsGameDecider)) {
        decide(game).ifPresent(c -> winning.put("the game decider's certificate", c));
      }
      if (enabled.contains(Check.BACKWARD_MAP)) {
        winning.forEach((what, cert) -> backward(inst, what, cert));
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

    /** The forward certificate if it wins; else a finding. */
    Optional<List<Move>> forward(I inst, W witness) {
      List<Move> cert;
      try {
        cert = reduction.forward(inst, witness);
      } catch (RuntimeException | StackOverflowError e) {
        add(Check.FORWARD_MAP, "the forward map threw " + thrown(e) + " on the source "
            + "decider's witness " + witness);
        return Optional.empty();
      }
      Optional<String> why = refute(inst.game(), cert);
      if (why.isPresent()) {
        add(Check.FORWARD_MAP, "the forward certificate of the witness " + witness + " ("
            + cert.size() + " moves) " + why.get());
        return Optional.empty();
      }
      return Optional.of(cert);
    }

    /**
     * The game decider's verdict against the source's; its certificate if it won. A game whose
     * cards are not complete runs is unwinnable without asking the decider ({@link
     * #incompleteRuns}).
     */
    Optional<List<Move>> decide(Game game) {
      Optional<String> incomplete = incompleteRuns(game);
      if (incomplete.isPresent()) {
        verdict = SolverStatus.UNWINNABLE.toString();
        if (yes.orElseThrow()) {
          add(Check.YES_INSTANCE, "the source is a YES instance, but the game cannot be won: "
              + incomplete.get());
        }
        return Optional.empty();
      }
      SolverResult r;
      try {
        r = gameDecider.decide(game);
      } catch (RuntimeException | StackOverflowError e) {
        add(Check.GAME_DECIDER, "the game decider threw " + thrown(e));
        return Optional.empty();
      }
      states = r.statistics().storedStates();
      verdict = r.status().toString();
      boolean sourceYes = yes.orElseThrow();
      if (r.status() == SolverStatus.UNKNOWN) {
        undecided = Optional.of("the game decider gave no answer: " + r.limit().map(
            Object::toString).orElse("limit") + " after " + states + " states");
        return Optional.empty();
      }
      if (r.status() == SolverStatus.UNWINNABLE) {
        if (sourceYes) {
          add(Check.YES_INSTANCE, "the source is a YES instance, but the game decider proved "
              + "the game unwinnable (" + states + " states)");
        }
        return Optional.empty();
      }
      Optional<String> why = refute(game, r.certificate());
      if (why.isPresent()) {
        add(Check.GAME_DECIDER, "the game decider's certificate " + why.get());
        return Optional.empty();
      }
      if (!sourceYes) {
        add(Check.NO_INSTANCE, "the source is a NO instance, but the game decider won the game "
            + "with a verified certificate of " + r.certificate().size() + " moves");
      }
      return Optional.of(r.certificate());
    }

    void backward(I inst, String what, List<Move> cert) {
      mapped++;
      BackwardResult<W> b;
      try {
        b = reduction.backward(inst, cert);
      } catch (RuntimeException | StackOverflowError e) {
        add(Check.BACKWARD_MAP, "the backward map threw " + thrown(e) + " on " + what);
        return;
      }
      if (b instanceof BackwardResult.Rejected<W> rej) {
        add(Check.BACKWARD_MAP, what + " wins, but the backward map rejected it ("
            + rej.reason() + "): " + rej.message());
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

  /** Why {@code certificate} does not win {@code game} (the verifier's verdict); empty if it does. */
  static Optional<String> refute(Game game, List<Move> certificate) {
    Verdict v = Verifier.verify(game, certificate);
    return v.isWon() ? Optional.empty() : Optional.of("does not win: " + v);
  }

  static String thrown(Throwable e) {
    return e.getClass().getSimpleName() + (e.getMessage() == null ? ""
        : ": " + e.getMessage().replace('\n', ' '));
  }
}
