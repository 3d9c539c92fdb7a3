package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A greedy shrinker generic over the value and the property: starting from a value that
 * <em>fails</em> (the predicate holds), it repeatedly moves to the first smaller candidate that
 * still fails, until no candidate fails or the budget of predicate calls is spent. The result is
 * then 1-minimal with respect to the candidate function: every one-step shrink of it passes.
 *
 * <p>Used by campaigns to shrink a formula on which the reduction and SAT disagree (see {@link
 * FormulaShrinks}); as general as the property tests' shrinkers, with no test framework behind it.
 *
 * @param <T> the values shrunk
 */
public final class Shrinker<T> {
  private final Function<? super T, ? extends List<T>> candidates;

  /** A shrinker whose one-step smaller values of {@code t} are {@code candidates.apply(t)}. */
  public Shrinker(Function<? super T, ? extends List<T>> candidates) {
    this.candidates = checkNotNull(candidates, "candidates");
  }

  /**
   * What shrinking found.
   *
   * @param value the smallest failing value found
   * @param steps how many shrink steps were taken
   * @param tried how many candidates were tested
   * @param minimal whether every candidate of {@code value} was tested and passed (false when the
   *     budget ran out first)
   */
  public record Result<T>(T value, int steps, int tried, boolean minimal) {}

  /**
   * Shrinks {@code failing}; {@code fails} must hold for it (checked). At most {@code maxTries}
   * predicate calls are made.
   */
  public Result<T> shrink(T failing, Predicate<? super T> fails, int maxTries) {
    checkArgument(maxTries >= 0, "maxTries must be >= 0, got %s", maxTries);
    checkArgument(fails.test(failing), "the value to shrink does not fail: %s", failing);
    T current = failing;
    int steps = 0;
    int tried = 0;
    outer:
    while (true) {
      for (T c : candidates.apply(current)) {
        if (tried >= maxTries) {
          return new Result<>(current, steps, tried, false);
        }
        tried++;
        if (fails.test(c)) {
          current = c;
          steps++;
          continue outer;
        }
      }
      return new Result<>(current, steps, tried, true);
    }
  }
}
