package org.spiderlab.examples.embed;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CampaignListener;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.cnf.CnfJobs;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;

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
    CrossCheckResult one = ThreeSatLab.crossCheck(limits)
        .check(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    StringBuilder out = new StringBuilder(one.headline()).append('\n'); // AGREE SAT WINNABLE
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary<Cnf> s = ThreeSatLab.campaign(limits).run(
          CnfJobs.exhaustive(FormulaClass.of(2, 2, 2)), // 2 variables, 2 clauses, width 2
          store, Campaign.Settings.defaults(), CampaignListener.none());
      for (Map.Entry<String, Integer> e : s.byHeadline().entrySet()) {
        out.append(e.getKey()).append(": ").append(e.getValue()).append('\n');
      }
      out.append("failures: ").append(s.failures().isEmpty() ? "none" : s.failures()).append('\n');
    }
    return out.toString();
  }
}
