package org.spiderlab.examples.cli;

import static org.spiderlab.examples.cli.FormulaClassOptions.check;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.examples.pictures.CampaignReport;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.cnf.ApproxLab;
import org.spiderlab.reductions.lab.cnf.CnfJobs;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import org.spiderlab.reductions.lab.qbf.QbfJobs;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;
import org.spiderlab.reductions.qbf.ForallExists;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code spiderlab campaign}: cross-checks the thesis-4.2 reduction on many formulas. */
@Command(name = "campaign", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Campaign.class,
    description = {
        "Cross-check the reduction on many formulas, in parallel.",
        "--exhaustive: every CNF of the class up to renaming and negating variables (clause sets; no clause with v and !v unless --tautologies; no repeated clause unless --repeated-clauses). --random: seeded random formulas of fixed clause width.",
        "--to val|decks|run-height cross-checks a construction of thesis 4.5 instead (see crosscheck); the result lines name the exact optimum (VAL=v, MAX-RUN=h).",
        "--to fair | --to k-easy: forall-exists formulas (thesis 4.3.4, 4.4.3): --exhaustive gives every class with at least one universal variable, true and false ones; --random gives seeded formulas with --universals T of --vars V variables and --clauses C clauses of width 3 (no clause of universal literals only), true and false ones.",
        "Results are appended to DIR/results.jsonl as they finish; running the same command again resumes (done formulas are skipped). Every failure (DISAGREE, failed witness check, error) is shrunk to a 1-minimal formula in DIR/failures/*-min.cnf. Progress on stderr; a summary table on stdout and DIR/report.html (spiderlab report DIR rewrites it). Exit status 0 when the summary is printed and no formula failed, 1 when the summary lists failures (also those of earlier runs resumed)."})
final class CampaignCommand extends BaseCommand {

  @ArgGroup(exclusive = true, multiplicity = "1")
  FormulaClassOptions.Mode mode;

  @Mixin FormulaClassOptions classOptions;

  @Option(names = "--universals", defaultValue = "1", paramLabel = "T",
      description = "random, --to fair|k-easy: universal variables (default ${DEFAULT-VALUE})")
  int universals;

  @Option(names = "--vars", defaultValue = "4", paramLabel = "V",
      description = "random: variables (default ${DEFAULT-VALUE})")
  int vars;

  @Option(names = "--clauses", defaultValue = "12", paramLabel = "C",
      description = "random: clauses (default ${DEFAULT-VALUE})")
  int clauses;

  @Option(names = "--width", defaultValue = "3", paramLabel = "W",
      description = "random: literals per clause (default ${DEFAULT-VALUE})")
  int width;

  @Option(names = "--count", defaultValue = "100", paramLabel = "N",
      description = "random: formulas (default ${DEFAULT-VALUE})")
  int count;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
      description = "random: seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--threads", paramLabel = "T",
      description = "parallel checks (default: the number of cores)")
  Integer threads;

  @Option(names = "--out", paramLabel = "DIR",
      description = "results directory (default runs/<mode and parameters>)")
  Path out;

  @Mixin SolverOptionsMixin solver;

  @Mixin ReductionTargetMixin target;

  @Mixin Shards.ShardOption shardOption;

  @Option(names = "--proof", paramLabel = "DIR",
      description = "write a proof of every NO answer of the game side (docs/FORMATS.md, "
          + "\"Proofs\") to DIR/NNNNN.proof.gz, with DIR/index.tsv naming each file's formula; "
          + "check one with 'check-proof G FILE' on the game that 'reduce' writes for it")
  Path proofDir;

  @Option(names = "--shrink-tries", defaultValue = "2000", paramLabel = "N",
      description = "cross-checks spent shrinking one failure (default ${DEFAULT-VALUE})")
  int shrinkTries;

  @Override
  public Integer call() {
    OutputFiles.checkDirectory(out);
    OutputFiles.checkDirectory(proofDir);
    SolverOptions opts = solver.options(err());
    if (target.isPi2()) {
      return pi2(opts);
    }
    ApproxReduction<?> approx = target.approx();
    List<Campaign.Job<Cnf>> jobs;
    String what;
    Path dir;
    String tag = approx == null ? "" : "-" + target.tag();
    if (mode.exhaustive) {
      FormulaClass cls = classOptions.formulaClass();
      jobs = CnfJobs.exhaustive(cls);
      what = "exhaustive campaign, " + cls + ": " + jobs.size() + " formulas up to isomorphism";
      dir = out != null ? out : Path.of("runs", "exhaustive-" + classOptions.name() + tag);
    } else {
      check(vars >= 1, "--vars must be at least 1, got " + vars);
      check(clauses >= 1, "--clauses must be at least 1, got " + clauses);
      check(width >= 1 && width <= vars,
          "--width must be between 1 and --vars (" + vars + "), got " + width);
      check(count >= 0, "--count must be >= 0, got " + count);
      RandomFormulas gen = new RandomFormulas(vars, clauses, width);
      jobs = CnfJobs.random(gen, seed, count);
      what = "random campaign, " + vars + " variables, " + clauses + " clauses of width "
          + width + ", seed " + seed + ": " + jobs.size() + " formulas";
      dir = out != null ? out : Path.of("runs", "random-v" + vars + "-c" + clauses + "-w"
          + width + "-s" + seed + tag);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    check(t >= 1, "--threads must be at least 1, got " + t);
    check(shrinkTries >= 0, "--shrink-tries must be >= 0, got " + shrinkTries);
    what += approx == null ? "" : "; " + approx.name() + ", question " + approx.question().name();
    Sharded<Cnf> sharded = shard(dir, jobs, what);
    dir = sharded.dir();
    jobs = sharded.jobs();
    what = sharded.what();
    out().println(what);
    out().println("results: " + dir.resolve(ResultsStore.FILE) + "; solver limits: "
        + solver.limits() + " per formula; " + t + " threads");
    out().flush();
    Campaign.Summary<Cnf> s;
    try (ResultsStore store = ResultsStore.open(dir)) {
      CampaignText.noteUnreadable(store, err());
      Campaign<Cnf> campaign = approx == null ? ThreeSatLab.campaign(opts)
          : ApproxLab.campaign(approx, opts);
      s = campaign.run(jobs, store, new Campaign.Settings(t, shrinkTries),
          new CampaignText<>(err(), 2_000));
    } catch (UncheckedIOException e) {
      throw new UserException(e.getMessage(), 2);
    }
    out().print(CampaignText.table(s));
    out().println("report: " + CampaignReport.write(dir).file());
    if (proofDir != null) {
      out().println(CampaignProofs.write(jobs, dir, proofDir, approx, opts));
    }
    out().flush();
    return s.failures().isEmpty() ? 0 : 1;
  }

  private int pi2(SolverOptions opts) {
    List<Campaign.Job<ForallExists>> jobs;
    String what;
    Path dir;
    if (mode.exhaustive) {
      FormulaClass cls = classOptions.formulaClass();
      jobs = QbfJobs.exhaustive(cls);
      what = "exhaustive campaign, " + target.tag() + ", forall-exists " + cls + ": "
          + jobs.size() + " formulas up to isomorphism";
      dir = out != null ? out : Path.of("runs", target.tag() + "-exhaustive-"
          + classOptions.name());
    } else {
      check(vars >= 3, "--vars must be at least 3, got " + vars);
      check(universals >= 1 && universals < vars, "--universals must be between 1 and --vars"
          + " - 1 (" + (vars - 1) + "), got " + universals);
      check(clauses >= 1, "--clauses must be at least 1, got " + clauses);
      check(count >= 0, "--count must be >= 0, got " + count);
      RandomForallExists gen = new RandomForallExists(universals, vars, clauses);
      jobs = QbfJobs.random(gen, seed, count);
      what = "random campaign, " + target.tag() + ", " + universals + " universal of " + vars
          + " variables, " + clauses + " clauses of width 3, seed " + seed + ": " + jobs.size()
          + " formulas";
      dir = out != null ? out : Path.of("runs", target.tag() + "-random-t" + universals + "-v"
          + vars + "-c" + clauses + "-s" + seed);
    }
    int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    check(t >= 1, "--threads must be at least 1, got " + t);
    check(shrinkTries >= 0, "--shrink-tries must be >= 0, got " + shrinkTries);
    Sharded<ForallExists> sharded = shard(dir, jobs, what);
    dir = sharded.dir();
    jobs = sharded.jobs();
    what = sharded.what();
    out().println(what);
    out().println("results: " + dir.resolve(ResultsStore.FILE) + "; solver limits: "
        + solver.limits() + " per game; " + t + " threads");
    out().flush();
    Pi2Commands.CampaignOutcome o = Pi2Commands.campaign(target, jobs, dir, opts,
        new Campaign.Settings(t, shrinkTries), err());
    out().print(o.table());
    if (proofDir != null) {
      out().println(CampaignProofs.writePi2(target, jobs, dir, proofDir, opts));
    }
    out().flush();
    return o.failed() ? 1 : 0;
  }

  /** A campaign's directory, jobs and description after {@code --shard}. */
  private record Sharded<S>(Path dir, List<Campaign.Job<S>> jobs, String what) {}

  /**
   * Without {@code --shard}, the arguments as they are; with it, the shard's directory (the
   * default one gets the shard's suffix), its manifest written or checked, and its jobs.
   */
  private <S> Sharded<S> shard(Path dir, List<Campaign.Job<S>> jobs, String what) {
    Shards.Shard shard = shardOption.shard();
    if (shard == null) {
      return new Sharded<>(dir, jobs, what);
    }
    Path d = out != null ? dir : Path.of(dir + "-shard-" + shard.k() + "-of-" + shard.n());
    Shards.prepare(d, "campaign", what + "; solver limits " + solver.limits(),
        jobs.stream().map(Campaign.Job::id).toList(), shard);
    List<Campaign.Job<S>> mine = shard.select(jobs);
    return new Sharded<>(d, mine, what + "; shard " + shard + ": " + mine.size() + " formulas");
  }
}
