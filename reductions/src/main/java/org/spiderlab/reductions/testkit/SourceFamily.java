package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;

/**
 * A family of source instances the test kit checks a reduction on (thesis chapter 4): every
 * instance of a small class (up to isomorphism), or a seeded random family that is made to hold
 * both YES and NO instances, because a reduction that maps everything to winnable games passes
 * every YES instance.
 *
 * @param <S> the source instances
 */
public sealed interface SourceFamily<S> permits SourceFamily.Exhaustive, SourceFamily.Random {

  /** A short description for test names and failure messages. */
  String name();

  /**
   * Every instance of a small class, in a fixed order (smaller first, so the first failure found
   * is already small).
   *
   * @param name e.g. {@code every CNF with vars<=3 clauses<=4 width<=3 up to isomorphism}
   * @param instances the instances, one per isomorphism class
   */
  record Exhaustive<S>(String name, List<S> instances) implements SourceFamily<S> {
    public Exhaustive {
      checkNotNull(name, "name");
      instances = List.copyOf(instances);
    }
  }

  /**
   * {@code count} instances drawn from {@code source} with {@code seed}, at least {@code minYes}
   * YES and {@code minNo} NO instances among them (by the source decider): draws that would leave
   * too little room for the rarer answer are skipped, and the family fails if it cannot be filled
   * within {@code maxDraws} draws.
   */
  record Random<S>(RandomSource<S> source, long seed, int count, int minYes, int minNo,
      int maxDraws) implements SourceFamily<S> {
    public Random {
      checkNotNull(source, "source");
      checkArgument(count >= 1, "count must be at least 1, got %s", count);
      checkArgument(minYes >= 0 && minNo >= 0 && minYes + minNo <= count,
          "need 0 <= minYes, minNo and minYes + minNo <= count, got %s, %s, %s", minYes, minNo,
          count);
      checkArgument(maxDraws >= count, "maxDraws must be at least count, got %s", maxDraws);
    }

    @Override
    public String name() {
      return source.name() + ", seed " + seed;
    }
  }
}
