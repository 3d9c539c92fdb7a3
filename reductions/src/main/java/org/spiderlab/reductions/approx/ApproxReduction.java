package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ReductionViolationException;
import org.spiderlab.reductions.threesat.WitnessMaps;
import org.spiderlab.verifier.Verifier;

/**
 * What the constructions of thesis 4.5 share: the game extends the 4.2 instance of the formula
 * (cards added only under the big stack and the rest stack), the question is {@link AtLeast}
 * about an {@link Objective}, and the backward map is the same: replay the evidence in the
 * {@link Verifier}, check that it reaches the threshold, and read the selected literals as in
 * 4.2.3 ({@link WitnessMaps#readSelection}): a clear, like a run of height {@code n}, needs the
 * lock cards lifted, and then the selection satisfies the formula.
 *
 * @param <I> the reduced instances
 */
public abstract class ApproxReduction<I extends ApproxInstance>
    implements Reduction<Cnf, Assignment, I, List<Move>> {

  private final AtLeast question;

  ApproxReduction(AtLeast question) {
    this.question = checkNotNull(question, "question");
  }

  @Override
  public AtLeast question() {
    return question;
  }

  /**
   * What the thesis predicts for the optimum of {@code instance}'s game, given whether the
   * formula is satisfiable: e.g. {@code VAL=2}, {@code VAL=0}, {@code MAX-RUN<=70}.
   */
  public abstract Prediction prediction(I instance, boolean satisfiable);

  /**
   * A satisfying assignment of the source read from any certificate that reaches the question's
   * threshold, or why none can be read: the certificate is illegal or falls short (NOT_WON, with
   * the verifier's verdict), or it reaches the threshold but encodes no satisfying assignment
   * (NO_WITNESS: evidence against the construction).
   */
  @Override
  public BackwardResult<Assignment> backward(I instance, List<Move> evidence) {
    checkNotNull(instance, "instance");
    checkNotNull(evidence, "evidence");
    Verifier.Replay r = Verifier.replay(instance.game(), evidence);
    var shortfall = question.refute(instance.game(), evidence);
    if (shortfall.isPresent()) {
      return BackwardResult.notWon(r.verdict(), shortfall.get());
    }
    try {
      Assignment a = WitnessMaps.readSelection(instance.base(), instance.game(), evidence);
      return new BackwardResult.Witness<>(instance.base().normalization().project(a));
    } catch (ReductionViolationException e) {
      return BackwardResult.noWitness(e.getMessage());
    }
  }

  /** The 4.2 instance of {@code cnf}. */
  static ReducedInstance base(Cnf cnf) {
    return org.spiderlab.reductions.threesat.ThreeSatToSpider.INSTANCE.reduce(cnf);
  }

  /**
   * {@code base} with maximal rank {@code maxRank} and the one-suit ranks {@code under[j]}
   * (bottom to top) put under pile {@code j}'s cards.
   */
  static Game extend(Game base, int maxRank, int[][] under) {
    Game.Builder b = Game.builder(maxRank, base.suits()).rule(base.rule());
    for (int j = 0; j < base.pileCount(); j++) {
      int[] extra = under[j] == null ? new int[0] : under[j];
      List<Card> pile = base.pile(j);
      long[] codes = new long[extra.length + pile.size()];
      for (int i = 0; i < extra.length; i++) {
        codes[i] = CardCode.of(extra[i], 1, false);
      }
      for (int i = 0; i < pile.size(); i++) {
        codes[extra.length + i] = CardCode.of(pile.get(i));
      }
      b.pileCodes(codes);
    }
    return b.build();
  }

  /** Plays {@code m} on {@code board} and appends it, or fails with the forward map's context. */
  static void play(Board board, Move m, List<Move> out, String what) {
    String why = board.tryApply(m);
    if (why != null) {
      throw new IllegalStateException(what + ": move " + (out.size() + 1) + " (" + m
          + ") is illegal: " + why);
    }
    out.add(m);
  }
}
