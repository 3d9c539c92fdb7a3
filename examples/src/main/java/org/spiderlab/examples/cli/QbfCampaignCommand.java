package org.spiderlab.examples.cli;

import static org.spiderlab.examples.cli.FormulaClassOptions.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.qbf.Pi2Comparison;
import org.spiderlab.reductions.lab.qbf.QbfJobs;
import org.spiderlab.reductions.lab.qbf.QbfProblem;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.EnumerationDecider;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Options;
import org.spiderlab.reductions.qbf.Pi2Result;
import org.spiderlab.reductions.qbf.QdimacsWriter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spiderlab qbf-campaign}: several Pi2 deciders on many forall-exists formulas, compared
 * and timed (the source side of thesis 4.3, 4.4).
 */
@Command(name = "qbf-campaign", mixinStandardHelpOptions = true,
    description = {
        "Decide many forall-exists formulas with several deciders; compare and time them.",
        "--exhaustive: every forall-exists formula with at most --max-vars variables (at least one universal variable occurring) and at most --max-clauses clauses of width at most --max-width (clause sets, no clause with v and !v unless --tautologies, no repeated clause unless --repeated-clauses), up to renaming universal variables among themselves, existential ones among themselves, and negating variables. --random: seeded random 3-CNF with --universals of --vars variables, --clauses clauses, each with an existential literal.",
        "Every answer's witness is checked (tables row by row, counterexamples by a fresh Sat4j solver), and the answers must agree. Prints a table of answers and times per decider, the TRUE/FALSE split per universal count, and every failure. --write DIR writes each formula as QDIMACS for other solvers. -o DIR keeps each formula's outcome in DIR/outcomes.jsonl as it is decided (a second run resumes) and the summary in DIR/summary.txt; with --shard K/N only shard K of the formulas runs there, and 'spiderlab merge' puts the shards together. Exit status 0 when the summary is printed."})
final class QbfCampaignCommand extends BaseCommand {

  @ArgGroup(exclusive = true, multiplicity = "1")
  FormulaClassOptions.Mode mode;

  @Mixin FormulaClassOptions classOptions;

  @Option(names = "--universals", defaultValue = "20", paramLabel = "T",
      description = "random: universal variables (default ${DEFAULT-VALUE})")
  int universals;

  @Option(names = "--vars", defaultValue = "160", paramLabel = "V",
      description = "random: all variables (default ${DEFAULT-VALUE})")
  int vars;

  @Option(names = "--clauses", defaultValue = "330", paramLabel = "C",
      description = "random: clauses (default ${DEFAULT-VALUE})")
  int clauses;

  @Option(names = "--count", defaultValue = "20", paramLabel = "N",
      description = "random: formulas (default ${DEFAULT-VALUE})")
  int count;

  @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
      description = "random: seed (default ${DEFAULT-VALUE})")
  long seed;

  @Option(names = "--deciders", defaultValue = "cegar,enumeration", paramLabel = "LIST",
      split = ",", description = "cegar, cegar-plain (no strengthened refinements), enumeration,"
          + " depqbf (depqbf --qdo on PATH)"
          + " (default: ${DEFAULT-VALUE})")
  List<String> deciders;

  @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "60",
      converter = SolverOptionsMixin.SecondsConverter.class,
      description = "per formula and decider; none for no limit (default: ${DEFAULT-VALUE})")
  Double timeout;

  @Option(names = "--write", paramLabel = "DIR",
      description = "also write every formula to DIR as QDIMACS")
  Path write;

  @Option(names = "--progress", description = "a line per formula on stderr")
  boolean progress;

  @Option(names = {"-o", "--output"}, paramLabel = "DIR",
      description = "keep the outcomes in DIR/outcomes.jsonl (one line per formula as it is "
          + "decided; a second run resumes) and the summary in DIR/summary.txt")
  Path dir;

  @Mixin Shards.ShardOption shardOption;

  @Override
  public Integer call() {
    OutputFiles.checkDirectory(write);
    OutputFiles.checkDirectory(dir);
    Shards.Shard shard = shardOption.shard();
    if (shard != null && dir == null) {
      throw new UserException("--shard needs -o DIR: each shard keeps its outcomes there", 2);
    }
    Pi2Options options = new Pi2Options(QbfText.timeout(timeout), Pi2Options.DEFAULT_TABLE_LIMIT);
    List<Pi2Comparison.Named> named = new ArrayList<>();
    for (String d : deciders) {
      named.add(switch (d) {
        case "cegar" -> new Pi2Comparison.Named(d, CegarDecider.of(options));
        case "cegar-plain" -> new Pi2Comparison.Named(d, CegarDecider.plain(options));
        case "enumeration" -> new Pi2Comparison.Named(d, EnumerationDecider.of(options));
        case "depqbf" -> {
          check(ExternalQbfSolver.onPath("depqbf"), "depqbf is not on PATH (Debian: apt-get"
              + " install depqbf)");
          yield new Pi2Comparison.Named(d, ExternalQbfSolver.depqbf(options.timeout()));
        }
        default -> throw new UserException("--deciders: expected cegar, cegar-plain,"
            + " enumeration or depqbf, got '" + d + "'", 2);
      });
    }
    List<Campaign.Job<ForallExists>> jobs;
    String what;
    if (mode.exhaustive) {
      FormulaClass cls = classOptions.formulaClass();
      jobs = QbfJobs.exhaustive(cls);
      what = "exhaustive, " + cls + ": " + jobs.size()
          + " forall-exists formulas up to isomorphism";
    } else {
      check(vars >= 3, "--vars must be at least 3, got " + vars);
      check(universals >= 1 && universals < vars,
          "--universals must be between 1 and --vars - 1, got " + universals);
      check(clauses >= 1, "--clauses must be at least 1, got " + clauses);
      check(count >= 0, "--count must be >= 0, got " + count);
      RandomForallExists gen = new RandomForallExists(universals, vars, clauses);
      jobs = QbfJobs.random(gen, seed, count);
      what = "random, " + gen + " (clauses/vars " + String.format(Locale.ROOT, "%.2f",
          clauses / (double) vars) + "), seed " + seed + ": " + jobs.size() + " formulas";
    }
    String deciderLine = "deciders: " + String.join(", ", deciders) + "; "
        + QbfText.limit(timeout) + " per formula and decider";
    if (shard != null) {
      Shards.prepare(dir, "qbf-campaign", what + "; " + deciderLine,
          jobs.stream().map(Campaign.Job::id).toList(), shard);
      jobs = shard.select(jobs);
      what += "; shard " + shard + ": " + jobs.size() + " formulas";
    }
    out().println(what);
    out().println(deciderLine);
    out().flush();
    if (write != null) {
      writeFiles(jobs);
    }
    Pi2Comparison comparison = Pi2Comparison.of(named, options.timeout());
    Pi2Comparison.Tally tally = new Pi2Comparison.Tally(comparison.names());
    java.util.Map<String, Pi2Comparison.Outcome> stored = dir == null ? java.util.Map.of()
        : QbfOutcomes.read(dir.resolve(QbfOutcomes.FILE), comparison.names());
    if (!stored.isEmpty()) {
      out().println("resuming: " + stored.size() + " formulas already in "
          + dir.resolve(QbfOutcomes.FILE));
      out().flush();
    }
    int done = 0;
    for (Campaign.Job<ForallExists> job : jobs) {
      Pi2Comparison.Outcome o = stored.get(job.id());
      if (o != null) {
        tally.add(o);
        done++;
        continue;
      }
      o = comparison.compare(job.id(), job.source());
      tally.add(o);
      if (dir != null) {
        append(QbfOutcomes.line(o, comparison.names()));
      }
      done++;
      if (progress) {
        StringBuilder sb = new StringBuilder("[" + done + "/" + jobs.size() + "] " + job.id()
            + ":");
        for (int i = 0; i < named.size(); i++) {
          Pi2Result r = o.results().get(i);
          sb.append(i == 0 ? " " : ", ").append(named.get(i).name()).append(' ')
              .append(r.answer().word()).append(String.format(Locale.ROOT, " %.3f s",
                  r.time().toNanos() / 1e9));
        }
        err().println(sb);
        err().flush();
      }
    }
    String summary = QbfText.summary(tally);
    out().print(summary);
    if (dir != null) {
      Path file = dir.resolve("summary.txt");
      GameFiles.writeString(file, what + "\n" + deciderLine + "\n" + summary);
      out().println("wrote " + dir.resolve(QbfOutcomes.FILE) + " and " + file);
    }
    out().flush();
    return 0;
  }

  /** Appends one outcome line to DIR/outcomes.jsonl. */
  private void append(String line) {
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(QbfOutcomes.FILE), line + "\n",
          java.nio.charset.StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
          java.nio.file.StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UserException("cannot write to " + dir + ": " + e.getMessage(), 2);
    }
  }

  private void writeFiles(List<Campaign.Job<ForallExists>> jobs) {
    try {
      Files.createDirectories(write);
      int i = 0;
      for (Campaign.Job<ForallExists> job : jobs) {
        String name = job.id().startsWith("x:") ? String.format(Locale.ROOT, "x%04d", i)
            : job.id().replace(':', '-');
        Files.writeString(write.resolve(name + ".qdimacs"), QdimacsWriter.write(job.source(),
            job.id() + "\n" + QbfProblem.INSTANCE.encode(job.source())));
        i++;
      }
    } catch (IOException e) {
      throw new UserException("cannot write to " + write + ": " + e.getMessage(), 2);
    }
    out().println("wrote " + jobs.size() + " QDIMACS files to " + write);
    out().flush();
  }
}
