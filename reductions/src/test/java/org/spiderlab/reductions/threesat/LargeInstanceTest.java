package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Scale: a random 3-CNF with a planted model, reduced, forward witness, verified, backward
 * witness. The slow variant has 100,000 variables and 426,000 clauses; the figures are
 * in docs/REDUCTION.md.
 */
class LargeInstanceTest {

  /** Uniform random 3-CNF whose clauses are all satisfied by {@code planted}. */
  static Cnf planted(Random rnd, Assignment planted, int clauses) {
    int vars = planted.variables();
    Cnf.Builder b = Cnf.builder(vars);
    int[] c = new int[3];
    for (int j = 0; j < clauses; j++) {
      do {
        for (int p = 0; p < 3; p++) {
          c[p] = (1 + rnd.nextInt(vars)) * (rnd.nextBoolean() ? 1 : -1);
        }
      } while (!planted.isTrue(c[0]) && !planted.isTrue(c[1]) && !planted.isTrue(c[2]));
      b.clause(c);
    }
    return b.build();
  }

  static void run(long seed, int vars, int clauses, boolean print) {
    Random rnd = new Random(seed);
    Assignment model = Assignment.of(vars, x -> rnd.nextBoolean());
    Cnf f = planted(rnd, model, clauses);
    long t0 = System.nanoTime();
    ReducedInstance r = ThreeSatToSpider.construct(f);
    long t1 = System.nanoTime();
    List<Move> cert = WitnessMaps.forward(r, model);
    long t2 = System.nanoTime();
    Verdict v = Verifier.verify(r.game(), cert);
    long t3 = System.nanoTime();
    Assignment back = WitnessMaps.backward(r, cert);
    long t4 = System.nanoTime();
    assertTrue(v.isWon(), "seed " + seed + ": " + v);
    assertEquals(model, back, "seed " + seed);
    if (print) {
      System.out.printf("%d variables, %d clauses: maxRank %d, %d piles, %d cards; "
              + "reduce %.2f s, forward %.2f s (%d moves), verify %.2f s, backward %.2f s%n",
          vars, clauses, r.game().maxRank(), r.game().pileCount(), r.game().cardCount(),
          (t1 - t0) / 1e9, (t2 - t1) / 1e9, cert.size(), (t3 - t2) / 1e9, (t4 - t3) / 1e9);
    }
  }

  @Test
  void mediumPlantedInstance() {
    run(1, 5_000, 21_300, true);
  }

  @Tag("slow")
  @Test
  void hundredThousandVariables() {
    run(42, 100_000, 426_000, true);
  }
}
