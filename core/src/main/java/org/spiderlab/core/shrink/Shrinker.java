package org.spiderlab.core.shrink;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A greedy shrinker generic over the value and the property, so that a counterexample found by a
 * property test or a campaign (the games and certificates of thesis 1.3 and 4.1.8, the formulas
 * of the reductions of thesis 4.2) is reported in a minimal form: starting from a value that
 * <em>fails</em> (the predicate holds), it repeatedly moves to the first one-step smaller
 * candidate that still fails, until no candidate fails or the budget of predicate calls is spent.
 * The result is then 1-minimal with respect to the candidate function: every one-step shrink of
 * it passes.
 *
 * <p>The candidates are a per-domain function (e.g. {@code GameShrinks}
 * for a game and a move list, {@code FormulaShrinks} for CNF formulas); it may return a lazy
 * {@link Iterable}, which is consumed only as far as needed. No test framework is involved.
 *
 * @param <T> the values shrunk
 */
public final class Shrinker<T> {
  private final Function<? super T, ? extends Iterable<? extends T>> candidates;

  /** A shrinker whose one-step smaller values of {@code t} are {@code candidates.apply(t)}. */
  public Shrinker(Function<? super T, ? extends Iterable<? extends T>> candidates) {
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
   * Shrinks {@code failing}; {@code fails} must hold for it (checked, not counted). At most
   * {@code maxTries} further predicate calls are made.
   *
   * @throws IllegalArgumentException if {@code failing} does not fail or {@code maxTries < 0}
   */
  public Result<T> shrink(T failing, Predicate<? super T> fails, int maxTries) {
    checkArgument(maxTries >= 0, "maxTries must be >= 0, got %s", maxTries);
    checkNotNull(fails, "fails");
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
