package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.SplittableRandom;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * Seeded random forall-exists 3-CNF formulas (the source of the Pi2 reductions, thesis 4.3 and
 * 4.4), for random campaigns and measurements: variables {@code 1..universals} universal, the
 * rest existential; each clause picks three distinct variables uniformly from {@code 1..vars},
 * drawn again while all three are universal, and a sign for each with probability 1/2. A clause
 * of universal literals only would make the formula false by itself (the universal assignment
 * that falsifies it has no extension), so the model leaves such clauses out; every clause has
 * one to three existential literals. Formula {@code i} of seed {@code s} depends only on {@code
 * s} and {@code i}. Where about half of the formulas are true is measured in {@code
 * docs/PERFORMANCE.md}.
 *
 * @param universals t, at least 1
 * @param vars all variables, at least 3 and more than {@code universals}
 * @param clauses the number of clauses, at least 1
 */
public record RandomForallExists(int universals, int vars, int clauses) {

  public RandomForallExists {
    checkArgument(vars >= 3, "vars must be at least 3, got %s", vars);
    checkArgument(universals >= 1 && universals < vars,
        "universals must be between 1 and vars - 1 (%s), got %s", vars - 1, universals);
    checkArgument(clauses >= 1, "clauses must be at least 1, got %s", clauses);
  }

  /** Formula number {@code index} of the sequence of {@code seed}. */
  public ForallExists generate(long seed, long index) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L
        + index * 0xBF58476D1CE4E5B9L + 0x2545F4914F6CDD1DL);
    int[][] out = new int[clauses][];
    for (int i = 0; i < clauses; i++) {
      int a;
      int b;
      int c;
      do {
        a = 1 + rnd.nextInt(vars);
        do {
          b = 1 + rnd.nextInt(vars);
        } while (b == a);
        do {
          c = 1 + rnd.nextInt(vars);
        } while (c == a || c == b);
      } while (a <= universals && b <= universals && c <= universals);
      out[i] = new int[] {sign(rnd, a), sign(rnd, b), sign(rnd, c)};
    }
    return new ForallExists(universals, Cnf.of(vars, out));
  }

  private static int sign(SplittableRandom rnd, int v) {
    return rnd.nextBoolean() ? v : -v;
  }

  /** {@code t20 v60 c250}: the parameters, for ids and file names. */
  @Override
  public String toString() {
    return "t" + universals + " v" + vars + " c" + clauses;
  }
}
