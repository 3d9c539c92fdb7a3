package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.reductions.lab.ResultsStore;

/**
 * A campaign and a qbf-campaign as Slurm array jobs on a real single-node Slurm ({@code
 * examples/slurm}): {@code single-node.sh} starts munged, slurmctld and slurmd (as root; Debian's
 * {@code slurm-wlm} and {@code munge}), {@code sbatch --wait --array=1-3 spiderlab-array.sh} runs
 * the three shards of each, and {@code merge} must give the unsharded run's results. Runs with {@code -Pexternal}; skips saying
 * so when Slurm is not installed or the test does not run as root.
 */
@Tag("external")
class SlurmArrayExternalTest {
  static final String MISSING = "Slurm is not installed or this is not root; install it with: "
      + "sudo apt-get update && sudo apt-get install -y slurm-wlm munge";

  @TempDir Path dir;

  private static boolean available() {
    return Files.isExecutable(Path.of("/usr/sbin/slurmctld"))
        && Files.isExecutable(Path.of("/usr/bin/sbatch"))
        && "root".equals(System.getProperty("user.name"));
  }

  private static int run(Map<String, String> env, Path log, String... command)
      throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(log.toFile());
    pb.environment().putAll(env);
    Process p = pb.start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError(String.join(" ", command) + " did not end within 10 minutes");
    }
    return p.exitValue();
  }

  @Test
  void arrayJobsMergeToTheUnshardedRuns() throws IOException, InterruptedException {
    Assumptions.assumeTrue(available(), MISSING);
    Path cluster = dir.resolve("cluster");
    Map<String, String> env = Map.of("SLURM_CONF", cluster.resolve("slurm.conf").toString(),
        "SPIDERLAB", ProcessHandle.current().info().command().orElse("java") + " -cp "
            + System.getProperty("java.class.path") + " " + SpiderLabCli.class.getName());
    assertEquals(0, run(env, dir.resolve("start.log"), "slurm/single-node.sh", "start",
        cluster.toString()), () -> read(dir.resolve("start.log")));
    try {
      String[] job = {"campaign", "--exhaustive", "--max-vars", "3", "--max-clauses", "3",
          "--threads", "1"};
      Path shards = dir.resolve("shards");
      String[] sbatch = new String[6 + job.length];
      sbatch[0] = "sbatch";
      sbatch[1] = "--wait";
      sbatch[2] = "--array=1-3";
      sbatch[3] = "--output=" + dir.resolve("task-%a.out");
      sbatch[4] = "slurm/spiderlab-array.sh";
      sbatch[5] = shards.toString();
      System.arraycopy(job, 0, sbatch, 6, job.length);
      assertEquals(0, run(env, dir.resolve("sbatch.log"), sbatch),
          () -> read(dir.resolve("sbatch.log")) + read(dir.resolve("task-1.out")));
      var merged = CliRunner.run("merge", shards.resolve("shard-1").toString(),
          shards.resolve("shard-2").toString(), shards.resolve("shard-3").toString(), "--out",
          dir.resolve("merged").toString());
      assertEquals(0, merged.exit(), merged.toString());
      String[] whole = java.util.Arrays.copyOf(job, job.length + 1);
      whole[job.length] = "--out=" + dir.resolve("whole");
      assertEquals(0, CliRunner.run(whole).exit());
      assertEquals(answers(dir.resolve("whole")), answers(dir.resolve("merged")));
      // a qbf-campaign the same way: its outcomes, times left out, in the job list's order
      String[] qbf = {"qbf-campaign", "--random", "--universals", "3", "--vars", "10",
          "--clauses", "26", "--count", "9"};
      Path qshards = dir.resolve("qshards");
      String[] qsbatch = java.util.Arrays.copyOf(sbatch, 6 + qbf.length);
      qsbatch[5] = qshards.toString();
      System.arraycopy(qbf, 0, qsbatch, 6, qbf.length);
      assertEquals(0, run(env, dir.resolve("qsbatch.log"), qsbatch),
          () -> read(dir.resolve("qsbatch.log")) + read(dir.resolve("task-1.out")));
      var qmerged = CliRunner.run("merge", qshards.resolve("shard-1").toString(),
          qshards.resolve("shard-2").toString(), qshards.resolve("shard-3").toString(), "--out",
          dir.resolve("qmerged").toString());
      assertEquals(0, qmerged.exit(), qmerged.toString());
      String[] qwhole = java.util.Arrays.copyOf(qbf, qbf.length + 2);
      qwhole[qbf.length] = "-o";
      qwhole[qbf.length + 1] = dir.resolve("qwhole").toString();
      assertEquals(0, CliRunner.run(qwhole).exit());
      assertEquals(outcomes(dir.resolve("qwhole")), outcomes(dir.resolve("qmerged")));
    } finally {
      run(env, dir.resolve("stop.log"), "slurm/single-node.sh", "stop", cluster.toString());
    }
  }

  private static List<String> answers(Path d) {
    return ResultsStore.readAll(d.resolve(ResultsStore.FILE)).stream()
        .map(r -> r.id() + " " + r.game() + " " + r.outcome()).sorted().toList();
  }

  private static List<String> outcomes(Path d) throws IOException {
    return Files.readAllLines(d.resolve(QbfOutcomes.FILE)).stream()
        .map(l -> l.replaceAll("\"(nanos|refinements|satCalls)\":\\d+", "")).toList();
  }

  private static String read(Path p) {
    try {
      return Files.exists(p) ? Files.readString(p) : "";
    } catch (IOException e) {
      return e.toString();
    }
  }
}
