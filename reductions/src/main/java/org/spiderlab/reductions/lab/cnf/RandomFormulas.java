package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Seeded random k-CNF formulas for random campaigns: each clause picks {@code width} distinct
 * variables uniformly from {@code 1..vars} and a sign for each with probability 1/2 (the fixed
 * clause-length model; around {@code clauses / vars = 4.26} for width 3 about half are
 * satisfiable). Formula {@code i} of seed {@code s} depends only on {@code s} and {@code i}, so a
 * campaign can regenerate any formula from its id.
 *
 * @param vars the number of variables
 * @param clauses the number of clauses
 * @param width the literals per clause
 */
public record RandomFormulas(int vars, int clauses, int width) {

  public RandomFormulas {
    checkArgument(vars >= 1, "vars must be at least 1, got %s", vars);
    checkArgument(clauses >= 1, "clauses must be at least 1, got %s", clauses);
    checkArgument(width >= 1 && width <= vars,
        "width must be between 1 and vars (%s), got %s", vars, width);
  }

  /** Formula number {@code index} of the sequence of {@code seed}. */
  public Cnf generate(long seed, long index) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index * 0xBF58476D1CE4E5B9L
        + 0x94D049BB133111EBL);
    int[][] out = new int[clauses][];
    for (int i = 0; i < clauses; i++) {
      List<Integer> chosen = new ArrayList<>(width);
      while (chosen.size() < width) {
        int v = 1 + rnd.nextInt(vars);
        if (!chosen.contains(v)) {
          chosen.add(v);
        }
      }
      out[i] = new int[width];
      for (int j = 0; j < width; j++) {
        out[i][j] = rnd.nextBoolean() ? chosen.get(j) : -chosen.get(j);
      }
    }
    return Cnf.of(vars, out);
  }
}
