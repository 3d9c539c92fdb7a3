package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * The jobs of forall-exists campaigns (the Pi2 reductions of thesis 4.3, 4.4 cross-checked on
 * many formulas), with stable ids so that a campaign directory resumes: every formula of a class
 * up to isomorphism ({@link QbfEnumerator}), or a seeded random family ({@link
 * RandomForallExists}).
 */
public final class QbfJobs {
  private QbfJobs() {}

  /** Jobs for every class of {@code cls}, with id {@code x:ENCODING} ({@link QbfProblem}). */
  public static List<Campaign.Job<ForallExists>> exhaustive(FormulaClass cls) {
    checkNotNull(cls, "cls");
    List<Campaign.Job<ForallExists>> jobs = new ArrayList<>();
    for (ForallExists f : QbfEnumerator.enumerate(cls)) {
      jobs.add(new Campaign.Job<>("x:" + QbfProblem.INSTANCE.encode(f), f));
    }
    return jobs;
  }

  /** {@code count} random formulas of seed {@code seed}, with id {@code r:tTvVcC:SEED:INDEX}. */
  public static List<Campaign.Job<ForallExists>> random(RandomForallExists gen, long seed,
      int count) {
    checkNotNull(gen, "gen");
    checkArgument(count >= 0, "count must be >= 0, got %s", count);
    List<Campaign.Job<ForallExists>> jobs = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      jobs.add(new Campaign.Job<>("r:" + gen.toString().replace(" ", "") + ":" + seed + ":" + i,
          gen.generate(seed, i)));
    }
    return jobs;
  }
}
