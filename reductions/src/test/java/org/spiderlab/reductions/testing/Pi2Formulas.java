package org.spiderlab.reductions.testing;

import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.qbf.Pi2Lab;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.SkolemTable;

/**
 * Seeded forall-exists formulas for the tests of the Pi2 reductions (thesis 4.3, 4.4), with
 * clauses of width 1 to {@code maxWidth} (so that width normalization is exercised), and their
 * answers from the CEGAR decider.
 */
public final class Pi2Formulas {
  private Pi2Formulas() {}

  /** The source decider of the tests. */
  public static final QbfDecider PI2 = QbfDecider.cegar(Duration.ofSeconds(60));

  /** Decider options for the reduced games of the tests: focused solver, 2,000,000 states. */
  public static final DeciderOptions OPTIONS =
      Pi2Lab.deciderOptions(2_000_000, Duration.ofSeconds(120), 1);

  /** Formula {@code index} of {@code seed}: {@code t} universal of {@code vars} variables. */
  public static ForallExists random(long seed, int index, int t, int vars, int clauses,
      int maxWidth) {
    SplittableRandom rnd = new SplittableRandom(seed * 1_000_003L + index);
    Cnf.Builder b = Cnf.builder(vars);
    for (int j = 0; j < clauses; j++) {
      int w = 1 + rnd.nextInt(maxWidth);
      int[] c = new int[w];
      for (int p = 0; p < w; p++) {
        c[p] = (1 + rnd.nextInt(vars)) * (rnd.nextBoolean() ? 1 : -1);
      }
      b.clause(c);
    }
    return new ForallExists(t, b.build());
  }

  /** The Skolem table of a true formula, empty for a false one. */
  public static Optional<SkolemTable> table(ForallExists f) {
    Pi2Answer a = PI2.answer(f);
    if (a instanceof Pi2Answer.True t) {
      return Optional.of(t.table().orElseThrow());
    }
    if (a instanceof Pi2Answer.False) {
      return Optional.empty();
    }
    throw new IllegalStateException("no answer for " + f + ": " + a);
  }

  /** The counterexample of a false formula. */
  public static Assignment counterexample(ForallExists f) {
    return ((Pi2Answer.False) PI2.answer(f)).counterexample();
  }
}
