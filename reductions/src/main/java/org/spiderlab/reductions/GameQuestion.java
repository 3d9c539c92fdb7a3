package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The yes/no question a {@link Reduction} asks about its game, and how a YES is evidenced and
 * checked (thesis chapter 4): WINNABLE for 3-SAT (4.2) with a winning certificate as evidence,
 * FAIR (4.3) and k-EASY (4.4) with a certificate per arrangement or prefix, at least {@code d}
 * clears (4.5) with a certificate reaching them. The lab compares the source's answer with the
 * game's answer to this question and checks every YES evidence with {@link #refute}, which must
 * not trust the code that produced it (for certificates: the {@link Verifier}).
 *
 * @param <E> the evidence of a YES answer
 */
public interface GameQuestion<E> {

  /** WINNABLE: the game is won by some certificate (thesis 1.3, the problem SPIDER). */
  GameQuestion<List<Move>> WINNABLE = new GameQuestion<>() {
    @Override
    public String name() {
      return "WINNABLE";
    }

    @Override
    public String yes() {
      return "WINNABLE";
    }

    @Override
    public String no() {
      return "UNWINNABLE";
    }

    @Override
    public Optional<String> refute(Game game, List<Move> certificate) {
      checkNotNull(game, "game");
      checkNotNull(certificate, "certificate");
      Verdict v = Verifier.verify(game, certificate);
      return v.isWon() ? Optional.empty() : Optional.of("the certificate does not win: " + v);
    }

    @Override
    public String describe(List<Move> certificate) {
      return "certificate of " + certificate.size() + " moves";
    }

    @Override
    public long moves(List<Move> certificate) {
      return certificate.size();
    }

    @Override
    public String toString() {
      return name();
    }
  };

  /** The question's short name for reports, e.g. {@code WINNABLE}, {@code FAIR}, {@code 2-EASY}. */
  String name();

  /** The game verdict word of a YES answer, e.g. {@code WINNABLE}, {@code FAIR}, {@code EASY}. */
  String yes();

  /** The game verdict word of a NO answer, e.g. {@code UNWINNABLE}, {@code UNFAIR}. */
  String no();

  /**
   * Checks {@code evidence} of a YES answer about {@code game} independently of whoever produced
   * it: empty when it proves YES, else why it does not (one line).
   */
  Optional<String> refute(Game game, E evidence);

  /**
   * The game's word for {@code answer} in result lines and headlines: by default {@link
   * GameAnswer#word} ({@link #yes()}, {@link #no()} or {@code UNKNOWN}). A question about an
   * optimum (thesis 4.5) says more, e.g. {@code VAL=2}, the value its evidence reaches.
   */
  default String word(Game game, GameAnswer<E> answer) {
    return answer.word(this);
  }

  /**
   * Checks {@code evidence} about a reduced instance; the lab calls this. By default {@link
   * #refute(Game, Object)} on the instance's game; a question with a parameter that comes with
   * the instance (the {@code k} of k-EASY) also checks that the evidence answers it for that
   * parameter.
   */
  default Optional<String> refute(Reduction.Instance<?> instance, E evidence) {
    return refute(instance.game(), evidence);
  }

  /** A short description of {@code evidence} for reports. */
  default String describe(E evidence) {
    return String.valueOf(evidence);
  }

  /** The moves in {@code evidence} (summed over its certificates), for result lines. */
  default long moves(E evidence) {
    return 0;
  }
}
