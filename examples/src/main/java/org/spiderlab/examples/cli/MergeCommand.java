package org.spiderlab.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.spiderlab.core.deals.DealOutcome;
import org.spiderlab.core.deals.DealSummary;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.examples.pictures.CampaignReport;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.qbf.Pi2Comparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab merge DIR... --out DIR}: puts the shards of one {@code campaign}, {@code
 * qbf-campaign} or {@code bench-deals} job together ({@link Shards}): checks that the directories are shards of one job
 * and one split, each shard once, and that together they cover the job; reports what is missing;
 * writes the merged results in the job list's order ({@code results.jsonl} and {@code
 * report.html}, {@code outcomes.jsonl} and {@code summary.txt}, or {@code deals.csv} and the
 * summary).
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
    description = {
        "Merge the shards of one campaign, qbf-campaign or bench-deals job (each run with --shard K/N in its own directory).",
        "Checks that the directories hold shards of one job and split, each once, and that their results cover every job; writes the merged results in the job list's order (campaign: results.jsonl and report.html; qbf-campaign: outcomes.jsonl and summary.txt; bench-deals: deals.csv and the summary). Exit status 0 when the shards cover the job, 1 when a shard or a result is missing (what is there is merged), 2 for directories of different jobs or a bad manifest."})
final class MergeCommand extends BaseCommand {
  @Parameters(paramLabel = "DIR", arity = "1..*", description = "the shards' directories")
  List<Path> shards;

  @Option(names = "--out", paramLabel = "DIR", required = true,
      description = "where the merged results go (a new or empty directory)")
  Path out;

  @Override
  public Integer call() throws IOException {
    OutputFiles.checkDirectory(out);
    List<Shards.Manifest> manifests = new ArrayList<>();
    for (Path d : shards) {
      if (d.toAbsolutePath().normalize().equals(out.toAbsolutePath().normalize())) {
        throw new InputFormatException(out.toString(), 0,
            "is one of the shards; merge into another directory");
      }
      Path f = d.resolve(Shards.FILE);
      if (!Files.exists(f)) {
        throw new InputFormatException(f.toString(), 0, "no shard manifest: was " + d
            + " run with --shard?");
      }
      manifests.add(Shards.read(f));
    }
    Shards.Manifest first = manifests.get(0);
    Map<Integer, Integer> byShard = new TreeMap<>();
    for (int i = 0; i < manifests.size(); i++) {
      Shards.Manifest m = manifests.get(i);
      if (!m.command().equals(first.command()) || !m.job().equals(first.job())
          || m.jobs() != first.jobs() || !m.digest().equals(first.digest())
          || m.of() != first.of()) {
        throw new InputFormatException(shards.get(i).toString(), 0, "a shard of another job or "
            + "split than " + shards.get(0) + " (" + m.command() + ": " + m.job() + ", " + m.of()
            + " shards; there: " + first.command() + ": " + first.job() + ", " + first.of()
            + " shards)");
      }
      if (byShard.put(m.shard(), i) != null) {
        throw new InputFormatException(shards.get(i).toString(), 0, "shard " + m.shard()
            + "/" + m.of() + " twice, also in " + shards.get(byShard.get(m.shard())));
      }
    }
    Files.createDirectories(out);
    List<Integer> missingShards = new ArrayList<>();
    for (int k = 1; k <= first.of(); k++) {
      if (!byShard.containsKey(k)) {
        missingShards.add(k);
      }
    }
    // the job list's order: job i is the (i / N)-th id of shard i mod N + 1
    List<String> missingIds = new ArrayList<>();
    int merged;
    if (first.command().equals("campaign")) {
      merged = mergeCampaign(manifests, missingIds);
    } else if (first.command().equals("qbf-campaign")) {
      merged = mergeQbf(manifests, missingIds);
    } else {
      merged = mergeDeals(manifests, missingIds);
    }
    out().println("merged " + manifests.size() + " of " + first.of() + " shards of "
        + first.command() + " (" + first.job() + "): " + merged + " of " + first.jobs()
        + " jobs" + (missingShards.isEmpty() ? "" : "; missing shards: " + missingShards)
        + (missingIds.isEmpty() ? "" : "; missing results in the shards present: "
            + missingIds.size() + " (first: " + String.join(", ", missingIds.subList(0,
                Math.min(5, missingIds.size()))) + ")"));
    out().flush();
    return missingShards.isEmpty() && missingIds.isEmpty() ? 0 : 1;
  }

  /** The shards' results by job, in the job list's order; returns how many were merged. */
  private int mergeCampaign(List<Shards.Manifest> manifests, List<String> missing) {
    if (Files.exists(out.resolve(ResultsStore.FILE))) {
      throw new InputFormatException(out.resolve(ResultsStore.FILE).toString(), 0,
          "the output directory already holds results; merge into a new or empty directory");
    }
    List<CrossCheckResult> ordered = new ArrayList<>();
    for (String id : order(manifests)) {
      CrossCheckResult r = null;
      for (int i = 0; i < manifests.size() && r == null; i++) {
        if (manifests.get(i).ids().contains(id)) {
          r = ResultsStore.read(shards.get(i)).results().get(id);
          if (r == null) {
            missing.add(id);
          }
        }
      }
      if (r != null) {
        ordered.add(r);
      }
    }
    try (ResultsStore store = ResultsStore.open(out)) {
      ordered.forEach(store::append);
    }
    CampaignReport.Written w = CampaignReport.write(out);
    Map<String, Integer> byHeadline = new TreeMap<>();
    ordered.forEach(r -> byHeadline.merge(r.headline(), 1, Integer::sum));
    byHeadline.forEach((h, c) -> out().printf(Locale.ROOT, "%-40s %8d%n", h, c));
    out().println("wrote " + out.resolve(ResultsStore.FILE) + " and " + w.file());
    return ordered.size();
  }

  /**
   * The shards' forall-exists outcomes in the job list's order, and the summary; returns how
   * many were merged.
   */
  private int mergeQbf(List<Shards.Manifest> manifests, List<String> missing) {
    Path file = out.resolve(QbfOutcomes.FILE);
    if (Files.exists(file)) {
      throw new InputFormatException(file.toString(), 0,
          "the output directory already holds outcomes; merge into a new or empty directory");
    }
    List<String> names = List.of();
    for (Path d : shards) {
      Path f = d.resolve(QbfOutcomes.FILE);
      if (names.isEmpty() && Files.exists(f)) {
        names = QbfOutcomes.deciders(f);
      }
    }
    List<Map<String, Pi2Comparison.Outcome>> byShard = new ArrayList<>();
    for (Path d : shards) {
      byShard.add(QbfOutcomes.read(d.resolve(QbfOutcomes.FILE), names));
    }
    Pi2Comparison.Tally tally = new Pi2Comparison.Tally(names);
    StringBuilder lines = new StringBuilder();
    int merged = 0;
    for (String id : order(manifests)) {
      Pi2Comparison.Outcome o = null;
      for (int i = 0; i < manifests.size() && o == null; i++) {
        if (manifests.get(i).ids().contains(id)) {
          o = byShard.get(i).get(id);
          if (o == null) {
            missing.add(id);
          }
        }
      }
      if (o != null) {
        tally.add(o);
        lines.append(QbfOutcomes.line(o, names)).append('\n');
        merged++;
      }
    }
    OutputFiles.write(file, w -> w.write(lines.toString()));
    String summary = "merged: " + manifests.get(0).job() + "\n"
        + (names.isEmpty() ? "no outcomes\n" : QbfText.summary(tally));
    Path text = out.resolve("summary.txt");
    OutputFiles.write(text, w -> w.write(summary));
    out().print(summary);
    out().println("wrote " + file + " and " + text);
    return merged;
  }

  /** The shards' deals in number order, and the summary; returns how many were merged. */
  private int mergeDeals(List<Shards.Manifest> manifests, List<String> missing)
      throws IOException {
    Path csv = out.resolve("deals.csv");
    if (Files.exists(csv)) {
      throw new InputFormatException(csv.toString(), 0,
          "the output directory already holds deals; merge into a new or empty directory");
    }
    Map<Long, DealOutcome> deals = new TreeMap<>();
    for (int i = 0; i < manifests.size(); i++) {
      Map<Long, DealOutcome> mine = new TreeMap<>();
      for (DealOutcome o : DealsCsv.read(shards.get(i).resolve("deals.csv"))) {
        mine.put(o.number(), o);
      }
      for (String id : manifests.get(i).ids()) {
        DealOutcome o = mine.get(Long.parseLong(id));
        if (o == null) {
          missing.add(id);
        } else {
          deals.put(o.number(), o);
        }
      }
    }
    StringBuilder text = new StringBuilder(DealsCsv.HEADER).append('\n');
    deals.values().forEach(o -> text.append(DealsCsv.line(o)).append('\n'));
    OutputFiles.write(csv, w -> w.write(text.toString()));
    String md = DealsCsv.markdown(DealSummary.of(new ArrayList<>(deals.values())),
        String.format(Locale.ROOT, "merged: %s", manifests.get(0).job()));
    Path summary = out.resolve("summary.md");
    OutputFiles.write(summary, w -> w.write(md));
    out().print(md);
    out().println("wrote " + csv + " and " + summary);
    return deals.size();
  }

  /** The ids of the whole job list in its order, as far as the shards present tell it. */
  private static List<String> order(List<Shards.Manifest> manifests) {
    int n = manifests.get(0).of();
    Map<Integer, List<String>> byShard = new TreeMap<>();
    for (Shards.Manifest m : manifests) {
      byShard.put(m.shard(), m.ids());
    }
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < manifests.get(0).jobs(); i++) {
      List<String> mine = byShard.get(i % n + 1);
      if (mine != null && i / n < mine.size()) {
        ids.add(mine.get(i / n));
      }
    }
    return ids;
  }
}
