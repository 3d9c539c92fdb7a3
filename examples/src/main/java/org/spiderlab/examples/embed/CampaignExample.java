package org.spiderlab.examples.embed;

import java.nio.file.Path;
import java.time.Duration;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.Formula;
import org.spiderlab.reductions.lab.FormulaClass;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * Using the cross-check lab (thesis 4.2, Lemma 4.2.2) from Java: one cross-check, then a small
 * resumable exhaustive campaign.
 *
 * <pre>
 * java -cp examples/target/spiderlab.jar org.spiderlab.examples.embed.CampaignExample runs/example
 * </pre>
 */
public final class CampaignExample {
  private CampaignExample() {}

  public static void main(String[] args) {
    System.out.print(run(Path.of(args.length > 0 ? args[0] : "runs/example")));
  }

  /** Runs the example with results in {@code dir}; returns what it prints. */
  public static String run(Path dir) {
    SolverOptions limits = SolverOptions.builder().maxStates(200_000)
        .timeout(Duration.ofSeconds(20)).build();
    CrossCheckResult one = CrossCheck.check(Formula.parse("1 2 3, -1 2 3, -1 -2 -3"), limits);
    StringBuilder out = new StringBuilder(one.headline()).append('\n'); // AGREE SAT WINNABLE
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary s = Campaign.run(
          Campaign.exhaustive(FormulaClass.of(2, 2, 2)), // 2 variables, 2 clauses, width 2
          CrossCheck.checker(limits), store, Campaign.Settings.defaults(null));
      out.append(s.table());
    }
    return out.toString();
  }
}
