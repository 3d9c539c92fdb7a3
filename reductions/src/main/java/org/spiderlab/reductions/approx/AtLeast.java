package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;
import org.spiderlab.core.Board;
import org.spiderlab.core.BoardView;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.verifier.Verifier;

/**
 * The question of an optimisation problem of thesis 4.5 about one game: does some position reach
 * value at least {@code t} ({@code val(G) >= 1}: can a deck be cleared, 4.5.1 and 4.5.2; {@code
 * maxHeight(G) >= n}: can a run of the base game's maximal rank be built, 4.5.3)? The evidence
 * is a certificate, checked by replaying it in the {@link Verifier} and measuring its final
 * position ({@link Objective#measure}).
 *
 * <p>In result lines the game's word is the optimum, when it is known: for YES the value the
 * evidence reaches, {@code VAL=2} when that is the card count's bound (so it is the optimum),
 * else {@code VAL>=v}; for NO the exact optimum that {@link OptimumDecider} proved ({@code
 * MAX-RUN=7}), else {@code VAL=0} for the threshold 1 and {@code MAX-RUN<t} otherwise.
 */
public final class AtLeast implements GameQuestion<List<Move>> {
  private final Objective objective;
  private final ToIntFunction<Game> threshold;
  private final String thresholdName;

  /**
   * The question "value of {@code objective} at least {@code threshold.applyAsInt(game)}";
   * {@code thresholdName} names the threshold in reports, e.g. {@code 1} or {@code n}.
   */
  public AtLeast(Objective objective, ToIntFunction<Game> threshold, String thresholdName) {
    this.objective = checkNotNull(objective, "objective");
    this.threshold = checkNotNull(threshold, "threshold");
    this.thresholdName = checkNotNull(thresholdName, "thresholdName");
  }

  /** What is measured. */
  public Objective objective() {
    return objective;
  }

  /** The threshold for {@code game}. */
  public int threshold(Game game) {
    return threshold.applyAsInt(game);
  }

  @Override
  public String name() {
    return objective.label() + ">=" + thresholdName;
  }

  @Override
  public String yes() {
    return name();
  }

  @Override
  public String no() {
    return objective.label() + "<" + thresholdName;
  }

  /**
   * The value the certificate reaches on {@code game} (its final position), or empty when a move
   * is illegal.
   */
  public Optional<Integer> reached(Game game, List<Move> certificate) {
    Verifier.Replay r = Verifier.replay(game, certificate);
    return r.end().map(objective::measure);
  }

  @Override
  public Optional<String> refute(Game game, List<Move> certificate) {
    checkNotNull(game, "game");
    checkNotNull(certificate, "certificate");
    Verifier.Replay r = Verifier.replay(game, certificate);
    if (r.end().isEmpty()) {
      return Optional.of("the certificate is illegal: " + r.verdict());
    }
    BoardView end = r.end().get();
    int v = objective.measure(end);
    int t = threshold(game);
    return v >= t ? Optional.empty()
        : Optional.of("the certificate reaches " + objective.label() + "=" + v + ", not "
            + objective.label() + ">=" + t + " (" + r.verdict() + ")");
  }

  @Override
  public String word(Game game, GameAnswer<List<Move>> answer) {
    String label = objective.label();
    if (answer instanceof GameAnswer.Yes<List<Move>> y) {
      int v = reached(game, y.evidence()).orElse(-1);
      return label + (v == objective.countingBound(game) ? "=" : ">=") + v;
    }
    if (answer instanceof GameAnswer.No<List<Move>> n) {
      String exact = OptimumDecider.exactWord(objective, n);
      if (exact != null) {
        return exact;
      }
      int t = threshold(game);
      return t == 1 ? label + "=0" : label + "<" + t;
    }
    return "UNKNOWN";
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
}
