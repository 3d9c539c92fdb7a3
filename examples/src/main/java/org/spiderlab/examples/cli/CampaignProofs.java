package org.spiderlab.examples.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.spiderlab.core.io.InputFormatException;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SearchListener;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.easy.KEasyInstance;
import org.spiderlab.reductions.easy.KEasyWitnessMaps;
import org.spiderlab.reductions.fair.FairInstance;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * {@code campaign --proof DIR}: after a campaign, a proof of every NO answer of the game side
 * that its results hold, one file {@code DIR/NNNNN.proof.gz} per formula ({@code NNNNN} its
 * place in the campaign's job list, from 1), written by the proof-writing search ({@link
 * ProofFiles}), and {@code DIR/index.tsv} with the file and the formula's id per line. The NO
 * answers: {@code UNWINNABLE} (3-SAT, thesis 4.2: the reduced game); an exact optimum below the
 * question's threshold (the constructions of thesis 4.5: the threshold out of reach); {@code
 * UNFAIR} and {@code NOT-EASY} (thesis 4.3, 4.4: the CEGAR decider's counterexample mapped to its
 * losing arrangement or prefix, as {@code crosscheck} does). A file already there is kept (a
 * resumed campaign writes only the missing ones).
 */
final class CampaignProofs {
  private CampaignProofs() {}

  /** What one formula's proof needs: where it starts and the options (with the goal). */
  private record Task(ProofSearch.Start start, SolverOptions options) {}

  /** The task of a result, or null when it is no NO answer to prove. */
  private interface Tasks<S> {
    Task of(S source, CrossCheckResult result);
  }

  /** The proofs of a 3-SAT campaign or one of thesis 4.5 ({@code approx} non-null). */
  static String write(List<Campaign.Job<Cnf>> jobs, Path results, Path proofDir,
      ApproxReduction<?> approx, SolverOptions options) {
    return write(jobs, results, proofDir, (cnf, r) -> {
      if (approx == null) {
        Game g = ThreeSatToSpider.INSTANCE.reduce(cnf).game();
        return r.game().equals("UNWINNABLE") ? new Task(ProofSearch.Start.of(g), options) : null;
      }
      // the word is the exact optimum, e.g. VAL=0: a NO when it is below the threshold
      String prefix = approx.question().objective().label() + "=";
      if (!r.game().startsWith(prefix)) {
        return null;
      }
      Game g = approx.reduce(cnf).game();
      int threshold = approx.question().threshold(g);
      return Integer.parseInt(r.game().substring(prefix.length())) >= threshold ? null
          : new Task(ProofSearch.Start.of(g), options.toBuilder().goal(
              approx.question().objective().atLeast(threshold)).build());
    });
  }

  /** The proofs of a campaign {@code --to fair|k-easy}. */
  static String writePi2(ReductionTargetMixin target, List<Campaign.Job<ForallExists>> jobs,
      Path results, Path proofDir, SolverOptions options) {
    String no = target.isFair() ? target.fair().question().no() : target.easy().question().no();
    SolverOptions quiet = options.toBuilder().listener(SearchListener.NONE).build();
    return write(jobs, results, proofDir, (f, r) -> {
      if (!no.equals(r.game()) || !(QbfDecider.cegar(Pi2Commands.SOURCE_TIMEOUT).answer(f)
          instanceof Pi2Answer.False cx)) {
        return null;
      }
      if (target.isFair()) {
        FairInstance inst = target.fair().reduce(f);
        return new Task(ProofSearch.Start.arrangement(inst.game(),
            FairToSpider.losingArrangement(inst, cx.counterexample())), quiet);
      }
      KEasyInstance inst = target.easy().reduce(f);
      List<Move> prefix = KEasyWitnessMaps.losingPrefix(inst, cx.counterexample());
      Board b = inst.game().toBoard();
      prefix.forEach(b::apply);
      return new Task(ProofSearch.Start.prefix(inst.game(), prefix,
          b.snapshot(inst.game().suits())), quiet);
    });
  }

  private static <S> String write(List<Campaign.Job<S>> jobs, Path results, Path proofDir,
      Tasks<S> tasks) {
    try {
      Files.createDirectories(proofDir);
    } catch (java.io.IOException e) {
      throw new InputFormatException(proofDir.toString(), 0, "cannot make the directory: "
          + e.getMessage());
    }
    OutputFiles.check(proofDir.resolve("index.tsv"));
    Map<String, CrossCheckResult> done = ResultsStore.read(results).results();
    int written = 0;
    int kept = 0;
    int none = 0;
    StringBuilder index = new StringBuilder();
    for (int i = 0; i < jobs.size(); i++) {
      Campaign.Job<S> job = jobs.get(i);
      CrossCheckResult r = done.get(job.id());
      Task task = r == null || r.game() == null ? null : tasks.of(job.source(), r);
      if (task == null) {
        continue;
      }
      String name = String.format(java.util.Locale.ROOT, "%05d.proof.gz", i + 1);
      index.append(name).append('\t').append(job.id()).append('\n');
      Path out = proofDir.resolve(name);
      if (Files.exists(out)) {
        kept++;
      } else if (ProofFiles.write(out, task.start(), task.options())
          .startsWith("proof file: wrote")) {
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
