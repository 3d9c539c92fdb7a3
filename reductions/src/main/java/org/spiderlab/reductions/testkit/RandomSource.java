package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A seeded generator of source instances for the test kit's random families (e.g. random CNF
 * formulas for thesis 4.2): instance {@code index} of {@code seed} depends on nothing else, so a
 * failure is reproduced from its seed and index alone.
 *
 * @param <S> the source instances
 */
public interface RandomSource<S> {

  /** A short description for test names, e.g. {@code random 2-CNF, 3 variables, 6 clauses}. */
  String name();

  /** Instance number {@code index} of the sequence of {@code seed}. */
  S generate(long seed, long index);

  /** A source named {@code name} that draws with {@code generator}. */
  static <S> RandomSource<S> of(String name, Generator<S> generator) {
    checkNotNull(name, "name");
    checkNotNull(generator, "generator");
    return new RandomSource<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public S generate(long seed, long index) {
        return generator.generate(seed, index);
      }

      @Override
      public String toString() {
        return name;
      }
    };
  }

  /** The drawing function of a {@link RandomSource}. */
  @FunctionalInterface
  interface Generator<S> {
    S generate(long seed, long index);
  }
}
