package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;

/**
 * The jobs of CNF campaigns (thesis 4.2 cross-checked on many formulas), with stable ids so that
 * a campaign directory resumes: every formula of a {@link FormulaClass} up to isomorphism, or a
 * seeded random family.
 */
public final class CnfJobs {
  private CnfJobs() {}

  /** Jobs for every class of {@code cls}, with id {@code x:FORMULA} (the canonical form). */
  public static List<Campaign.Job<Cnf>> exhaustive(FormulaClass cls) {
    checkNotNull(cls, "cls");
    List<Campaign.Job<Cnf>> jobs = new ArrayList<>();
    for (Cnf f : FormulaEnumerator.enumerate(cls)) {
      jobs.add(new Campaign.Job<>("x:" + f, f));
    }
    return jobs;
  }

  /**
   * {@code count} random formulas of seed {@code seed}, with id {@code r:vVcCwW:SEED:INDEX} (the
   * generator's parameters are part of the id, so campaigns of different shapes can share a
   * directory).
   */
  public static List<Campaign.Job<Cnf>> random(RandomFormulas gen, long seed, int count) {
    checkNotNull(gen, "gen");
    checkArgument(count >= 0, "count must be >= 0, got %s", count);
    List<Campaign.Job<Cnf>> jobs = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      jobs.add(new Campaign.Job<>("r:v" + gen.vars() + "c" + gen.clauses() + "w" + gen.width()
          + ":" + seed + ":" + i, gen.generate(seed, i)));
    }
    return jobs;
  }
}
