package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * {@code --shard K/N} and {@code merge}: the shards of a campaign, a {@code qbf-campaign} and of
 * {@code bench-deals},
 * merged, give what the unsharded run gives (the same results, in the job list's order); a
 * missing shard or result is reported (exit 1), directories of another job or split and a
 * directory reused for another shard are refused (exit 2).
 */
class ShardCommandsTest {
  @TempDir Path dir;

  private static final String[] CLASS = {"--exhaustive", "--max-vars", "3", "--max-clauses",
      "2"};

  private CliRunner.Run campaign(String out, String... more) {
    String[] args = new String[2 + CLASS.length + more.length + 2];
    args[0] = "campaign";
    System.arraycopy(CLASS, 0, args, 1, CLASS.length);
    System.arraycopy(more, 0, args, 1 + CLASS.length, more.length);
    args[args.length - 3] = "--threads";
    args[args.length - 2] = "1";
    args[args.length - 1] = "--out=" + dir.resolve(out);
    return CliRunner.run(args);
  }

  private static List<String> answers(Path d) {
    return ResultsStore.readAll(d.resolve(ResultsStore.FILE)).stream()
        .map(r -> r.id() + " " + r.game() + " " + r.outcome()).toList();
  }

  @Test
  void mergedShardsOfACampaignAreTheUnshardedRun() {
    assertEquals(0, campaign("all").exit());
    for (int k = 1; k <= 3; k++) {
      var r = campaign("s" + k, "--shard", k + "/3");
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.firstLine().contains("; shard " + k + "/3: "), r.toString());
    }
    var m = CliRunner.run("merge", dir.resolve("s1").toString(), dir.resolve("s2").toString(),
        dir.resolve("s3").toString(), "--out", dir.resolve("merged").toString());
    assertEquals(0, m.exit(), m.toString());
    List<String> all = answers(dir.resolve("all"));
    List<String> merged = answers(dir.resolve("merged"));
    assertEquals(all.stream().sorted().toList(), merged.stream().sorted().toList());
    assertTrue(Files.exists(dir.resolve("merged").resolve("report.html")));
    assertTrue(m.out().contains("merged 3 of 3 shards of campaign") && m.out().contains(
        all.size() + " of " + all.size() + " jobs"), m.toString());
    // the job list's order: job i is the (i / 3)-th id of shard i mod 3 + 1
    for (int i = 0; i < merged.size(); i++) {
      Shards.Manifest m3 = Shards.read(dir.resolve("s" + (i % 3 + 1)).resolve(Shards.FILE));
      assertTrue(merged.get(i).startsWith(m3.ids().get(i / 3) + " "), merged.get(i));
    }
  }

  private CliRunner.Run qbf(String out, String... more) {
    String[] base = {"qbf-campaign", "--random", "--universals", "3", "--vars", "10",
        "--clauses", "26", "--count", "7", "-o", dir.resolve(out).toString()};
    String[] args = java.util.Arrays.copyOf(base, base.length + more.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    return CliRunner.run(args);
  }

  /** Each formula's id and answers, times left out. */
  private static List<String> qbfAnswers(Path d) throws IOException {
    return Files.readAllLines(d.resolve(QbfOutcomes.FILE)).stream()
        .map(l -> l.replaceAll("\"(nanos|refinements|satCalls)\":\\d+", "")).toList();
  }

  @Test
  void mergedShardsOfAQbfCampaignAreTheUnshardedRun() throws IOException {
    var all = qbf("all");
    assertEquals(0, all.exit(), all.toString());
    for (int k = 1; k <= 2; k++) {
      var r = qbf("q" + k, "--shard", k + "/2");
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.firstLine().contains("; shard " + k + "/2: "), r.toString());
    }
    var m = CliRunner.run("merge", dir.resolve("q1").toString(), dir.resolve("q2").toString(),
        "--out", dir.resolve("qm").toString());
    assertEquals(0, m.exit(), m.toString());
    assertTrue(m.out().contains("7 of 7 jobs"), m.toString());
    assertEquals(qbfAnswers(dir.resolve("all")), qbfAnswers(dir.resolve("qm")),
        "the merged outcomes, in the job list's order");
    var again = qbf("all");
    assertTrue(again.out().contains("resuming: 7 formulas already in"), again.toString());
    assertEquals(7, Files.readAllLines(dir.resolve("all").resolve(QbfOutcomes.FILE)).size());
    var noDir = CliRunner.run("qbf-campaign", "--random", "--count", "2", "--shard", "1/2");
    assertEquals(2, noDir.exit(), noDir.toString());
    assertTrue(noDir.err().contains("--shard needs -o DIR"), noDir.toString());
    var missing = CliRunner.run("merge", dir.resolve("q1").toString(), "--out",
        dir.resolve("qm2").toString());
    assertEquals(1, missing.exit(), missing.toString());
    Files.writeString(dir.resolve("q2").resolve(QbfOutcomes.FILE), "{not json\n");
    var bad = CliRunner.run("merge", dir.resolve("q1").toString(), dir.resolve("q2").toString(),
        "--out", dir.resolve("qm3").toString());
    assertEquals(2, bad.exit(), bad.toString());
    assertTrue(bad.err().startsWith(dir.resolve("q2").resolve(QbfOutcomes.FILE) + ":1: "),
        bad.toString());
  }

  @Test
  void missingShardsAndOtherJobsAreReported() throws IOException {
    campaign("s1", "--shard", "1/2");
    var missing = CliRunner.run("merge", dir.resolve("s1").toString(), "--out",
        dir.resolve("m").toString());
    assertEquals(1, missing.exit(), missing.toString());
    assertTrue(missing.out().contains("missing shards: [2]"), missing.toString());
    var other = CliRunner.run("campaign", "--exhaustive", "--max-vars", "2", "--max-clauses",
        "2", "--shard", "2/2", "--out", dir.resolve("o").toString());
    assertEquals(0, other.exit(), other.toString());
    var mixed = CliRunner.run("merge", dir.resolve("s1").toString(), dir.resolve("o")
        .toString(), "--out", dir.resolve("m2").toString());
    assertEquals(2, mixed.exit(), mixed.toString());
    assertTrue(mixed.err().startsWith(dir.resolve("o") + ":0: a shard of another job"),
        mixed.toString());
    var reused = campaign("s1", "--shard", "2/2");
    assertEquals(2, reused.exit(), reused.toString());
    assertTrue(reused.err().contains("this directory holds shard 1/2"), reused.toString());
    var bad = campaign("x", "--shard", "3/2");
    assertEquals(2, bad.exit(), bad.toString());
    // a result lost from a shard is reported
    campaign("t1", "--shard", "1/2");
    campaign("t2", "--shard", "2/2");
    Path results = dir.resolve("t2").resolve(ResultsStore.FILE);
    List<String> lines = Files.readAllLines(results);
    Files.write(results, lines.subList(1, lines.size()));
    var lost = CliRunner.run("merge", dir.resolve("t1").toString(), dir.resolve("t2").toString(),
        "--out", dir.resolve("m3").toString());
    assertEquals(1, lost.exit(), lost.toString());
    assertTrue(lost.out().contains("missing results in the shards present: 1"), lost.toString());
  }

  @Test
  void benchDealsShardsMergeInDealOrder() throws IOException {
    for (int k = 1; k <= 2; k++) {
      var r = CliRunner.run("bench-deals", "--suits", "1", "--from", "1", "--to", "3",
          "--no-kpat", "--threads", "1", "--timeout", "20", "--shard", k + "/2", "-o",
          dir.resolve("d" + k).toString());
      assertEquals(0, r.exit(), r.toString());
    }
    var m = CliRunner.run("merge", dir.resolve("d1").toString(), dir.resolve("d2").toString(),
        "--out", dir.resolve("dm").toString());
    assertEquals(0, m.exit(), m.toString());
    List<String> csv = Files.readAllLines(dir.resolve("dm").resolve("deals.csv"));
    assertEquals(4, csv.size(), csv.toString());
    for (int n = 1; n <= 3; n++) {
      assertTrue(csv.get(n).startsWith(n + ",1,"), csv.toString());
    }
  }
}
