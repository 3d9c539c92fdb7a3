package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.EvidenceCheck;

/**
 * A {@link GameQuestion} whose YES evidence is checked by one of {@code core.decide}'s evidence
 * checks ({@code EvidenceChecks.fair}, {@code EvidenceChecks.easy}), which use none of the
 * deciders' code: FAIR (thesis 4.3) and k-EASY (4.4). Immutable.
 *
 * @param <E> the evidence of a YES answer
 */
public final class EvidenceQuestion<E> implements GameQuestion<E> {
  private final String name;
  private final String yes;
  private final String no;
  private final BiFunction<Game, E, EvidenceCheck> check;
  private final BiFunction<Reduction.Instance<?>, E, Optional<String>> instanceCheck;
  private final Function<E, String> describe;
  private final ToLongFunction<E> moves;

  /**
   * The question {@code name} with the verdict words {@code yes} and {@code no}, its evidence
   * checked by {@code check} and, about a reduced instance, first by {@code instanceCheck} (e.g.
   * that the evidence is for the instance's {@code k}).
   */
  public EvidenceQuestion(String name, String yes, String no,
      BiFunction<Game, E, EvidenceCheck> check,
      BiFunction<Reduction.Instance<?>, E, Optional<String>> instanceCheck,
      Function<E, String> describe, ToLongFunction<E> moves) {
    this.name = checkNotNull(name, "name");
    this.yes = checkNotNull(yes, "yes");
    this.no = checkNotNull(no, "no");
    this.check = checkNotNull(check, "check");
    this.instanceCheck = checkNotNull(instanceCheck, "instanceCheck");
    this.describe = checkNotNull(describe, "describe");
    this.moves = checkNotNull(moves, "moves");
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String yes() {
    return yes;
  }

  @Override
  public String no() {
    return no;
  }

  /** Empty when the check finds the evidence VALID, else its status and problems. */
  @Override
  public Optional<String> refute(Game game, E evidence) {
    checkNotNull(game, "game");
    checkNotNull(evidence, "evidence");
    EvidenceCheck c = check.apply(game, evidence);
    return c.status() == EvidenceCheck.Status.VALID ? Optional.empty()
        : Optional.of(c.status() + ": " + String.join("; ", c.problems()));
  }

  @Override
  public Optional<String> refute(Reduction.Instance<?> instance, E evidence) {
    Optional<String> why = instanceCheck.apply(instance, evidence);
    return why.isPresent() ? why : refute(instance.game(), evidence);
  }

  @Override
  public String describe(E evidence) {
    return describe.apply(evidence);
  }

  @Override
  public long moves(E evidence) {
    return moves.applyAsLong(evidence);
  }

  @Override
  public String toString() {
    return name;
  }
}
