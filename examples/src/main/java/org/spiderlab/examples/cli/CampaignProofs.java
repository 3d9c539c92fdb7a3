package org.spiderlab.examples.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * {@code campaign --proof DIR}: after a campaign, a proof of every NO answer of the game side
 * that its results hold ({@code UNWINNABLE}, or for the constructions of thesis 4.5 an exact
 * optimum below the question's threshold), one file {@code DIR/NNNNN.proof.gz} per formula ({@code NNNNN} its place in the
 * campaign's job list, from 1), written by the proof-writing search on the reduced game
 * ({@link ProofFiles}), and {@code DIR/index.tsv} with the file and the formula's id per line. A
 * file already there is kept (a resumed campaign writes only the missing ones).
 */
final class CampaignProofs {
  private CampaignProofs() {}

  /** Writes the proofs; returns the summary line. */
  static String write(List<Campaign.Job<Cnf>> jobs, Path results, Path proofDir,
      ApproxReduction<?> approx, SolverOptions options) {
    try {
      Files.createDirectories(proofDir);
    } catch (java.io.IOException e) {
      throw new UserException(proofDir + ":0: cannot make the directory: " + e.getMessage(), 2);
    }
    OutputFiles.check(proofDir.resolve("x"));
    Map<String, CrossCheckResult> done = ResultsStore.read(results).results();

    int written = 0;
    int kept = 0;
    int none = 0;
    StringBuilder index = new StringBuilder();
    for (int i = 0; i < jobs.size(); i++) {
      Campaign.Job<Cnf> job = jobs.get(i);
      CrossCheckResult r = done.get(job.id());
      if (r == null || r.game() == null) {
        continue;
      }
      SolverOptions o = options;
      Game g;
      if (approx == null) {
        if (!r.game().equals("UNWINNABLE")) {
          continue;
        }
        g = ThreeSatToSpider.INSTANCE.reduce(job.source()).game();
      } else {
        // the word is the exact optimum, e.g. VAL=0: a NO when it is below the threshold
        String prefix = approx.question().objective().label() + "=";
        if (!r.game().startsWith(prefix)) {
          continue;
        }
        g = approx.reduce(job.source()).game();
        int threshold = approx.question().threshold(g);
        if (Integer.parseInt(r.game().substring(prefix.length())) >= threshold) {
          continue;
        }
        o = options.toBuilder().goal(approx.question().objective().atLeast(threshold)).build();
      }
      String name = String.format(java.util.Locale.ROOT, "%05d.proof.gz", i + 1);
      index.append(name).append('\t').append(job.id()).append('\n');
      Path out = proofDir.resolve(name);
      if (Files.exists(out)) {
        kept++;
        continue;
      }
      if (ProofFiles.write(out, g, o).startsWith("proof file: wrote")) {
        written++;
      } else {
        none++;
      }
    }
    OutputFiles.write(proofDir.resolve("index.tsv"), w -> w.write(index.toString()));
    return "proofs: " + written + " written to " + proofDir + (kept > 0 ? ", " + kept
        + " there already" : "") + (none > 0 ? ", " + none + " not proven within the limits"
        : "");
  }
}
