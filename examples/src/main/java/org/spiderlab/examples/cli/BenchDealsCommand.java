package org.spiderlab.examples.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.spiderlab.core.Game;
import org.spiderlab.core.deals.DealOutcome;
import org.spiderlab.core.deals.DealSummary;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.PysolDeals;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.plan.Shortener;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code spiderlab bench-deals}: SpiderLab's solver against KPatience's on KPatience's numbered
 * deals (thesis chapter 3).
 */
@Command(name = "bench-deals", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.BenchDeals.class,
    description = {
        "Solve KPatience's (or with --numbering pysol PySolFC's) numbered Spider deals FROM..TO with SpiderLab's solver (every win replayed through the verifier) and, when kpat is installed, with KPatience's solver (kpat --solve 17 --start N --end N).",
        "One line per deal is appended to DIR/deals.csv as it finishes (number,suits,status,limit,ms,states,table_bytes,moves,kpat,kpat_ms); running the same command again skips the deals already there. Progress on stderr; a Markdown summary on stdout and in DIR/summary-S-FROM-TO.md. A deal that needs more than its time, state or memory budget is UNKNOWN."})
final class BenchDealsCommand extends BaseCommand {
  @Option(names = "--suits", required = true, paramLabel = "S", description = "1, 2 or 4 suits")
  int suits;

  @Option(names = "--from", required = true, paramLabel = "N", description = "first deal number")
  long from;

  @Option(names = "--to", required = true, paramLabel = "M", description = "last deal number")
  long to;

  @Option(names = "--threads", defaultValue = "1", paramLabel = "T",
      description = "deals solved at once (default ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--max-memory", paramLabel = "MB",
      description = "table memory per deal in MB (default: half the heap divided by --threads)")
  Long maxMemoryMb;

  @Mixin Shards.ShardOption shardOption;

  @Option(names = {"-o", "--output"}, defaultValue = "bench-deals", paramLabel = "DIR",
      description = "the results directory (default ${DEFAULT-VALUE})")
  Path dir;

  @Option(names = "--no-kpat", description = "do not run kpat even when it is installed")
  boolean noKpat;

  @Option(names = "--numbering", paramLabel = "WHOSE", defaultValue = "kpatience",
      description = "whose deal numbers FROM..TO are: kpatience (default) or pysol (PySolFC's "
          + "game numbers, plspider's; kpat is not run, and the results directory should hold "
          + "one numbering only)")
  String numbering;

  @Option(names = "--kpat", paramLabel = "PROGRAM",
      description = "the kpat program (default: kpat on PATH, else /usr/games/kpat)")
  Path kpatProgram;

  @Mixin SolverOptionsMixin solver;

  @Option(names = "--shorten-time", paramLabel = "SEC",
      description = "shorten each winning certificate for up to SEC seconds (as solve does by "
          + "default; see the shorten command) and report the shortened length in the moves "
          + "column (default: the search's certificate as it is)")
  Double shortenTime;

  @Option(names = "--unknown-in", paramLabel = "DIR",
      description = "solve only the deals of FROM..TO that DIR/deals.csv (an earlier run's "
          + "results directory, same numbering) has as UNKNOWN with these suits: a second run "
          + "with a longer --timeout over what the first left open; not with --shard")
  Path unknownIn;

  @Override
  public Integer call() throws Exception {
    OutputFiles.checkDirectory(dir);
    if (suits != 1 && suits != 2 && suits != 4) {
      throw new UserException("--suits must be 1, 2 or 4, got " + suits, 2);
    }
    boolean pysol = numbering.equals("pysol");
    if (!pysol && !numbering.equals("kpatience")) {
      throw new UserException("--numbering must be kpatience or pysol, got " + numbering, 2);
    }
    if (pysol) {
      noKpat = true;
    }
    if (from < KpatienceDeals.MIN_NUMBER || (!pysol && to > KpatienceDeals.MAX_NUMBER)
        || from > to) {
      throw new UserException("need " + KpatienceDeals.MIN_NUMBER + " <= --from <= --to <= "
          + KpatienceDeals.MAX_NUMBER
          + ", got " + from + ".." + to, 2);
    }
    if (shortenTime != null && !(shortenTime > 0)) {
      throw new UserException("--shorten-time must be positive, got " + shortenTime, 2);
    }
    if (threads < 1) {
      throw new UserException("--threads must be at least 1, got " + threads, 2);
    }
    long memory = maxMemoryMb != null ? maxMemoryMb * 1_000_000L
        : Runtime.getRuntime().maxMemory() / 2 / threads;
    if (memory < 1) {
      throw new UserException("--max-memory must be positive, got " + maxMemoryMb, 2);
    }
    solver.defaultSearchThreads = SolverOptionsMixin.coresPerSearch(threads);
    SolverOptions options = solver.builder(err()).maxMemoryBytes(memory).build();
    Set<Long> open = unknownIn == null ? null : unknownOf(unknownIn.resolve("deals.csv"));
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UserException("cannot make " + dir + ": " + e.getMessage(), 2);
    }
    Shards.Shard shard = shardOption.shard();
    if (open != null && shard != null) {
      throw new UserException("--unknown-in and --shard do not go together: rerun the open "
          + "deals of the merged results in one job", 2);
    }
    if (shard != null) {
      List<String> numbers = new ArrayList<>();
      for (long n = from; n <= to; n++) {
        numbers.add(Long.toString(n));
      }
      Shards.prepare(dir, "bench-deals", (pysol ? "PySolFC games " : "KPatience deals ") + from
          + ".." + to + ", " + suits
          + " suits; " + solver.limits() + shortening() + "; kpat " + (noKpat ? "off" : "on"),
          numbers, shard);
    }
    Path csv = dir.resolve("deals.csv");
    List<DealOutcome> done = DealsCsv.read(csv);
    Set<Long> have = new HashSet<>();
    done.stream().filter(o -> o.suits() == suits).forEach(o -> have.add(o.number()));
    List<Long> todo = new ArrayList<>();
    for (long n = from; n <= to; n++) {
      if (!have.contains(n) && (shard == null || shard.owns(n - from))
          && (open == null || open.contains(n))) {
        todo.add(n);
      }
    }
    Optional<KpatienceProgram> kpat = noKpat ? Optional.empty()
        : kpatProgram != null ? Optional.of(KpatienceProgram.at(kpatProgram, 600))
        : KpatienceProgram.find(600);
    long owned = open != null ? open.stream().filter(n -> n >= from && n <= to).count()
        : shard == null ? to - from + 1
        : (to - from + 1) / shard.n() + ((to - from + 1) % shard.n() >= shard.k() ? 1 : 0);
    err().println("bench-deals: " + todo.size() + " of " + owned + " deals to solve"
        + (shard == null ? "" : " (shard " + shard + ")")
        + (open == null ? "" : " (the UNKNOWN of " + unknownIn.resolve("deals.csv") + ")")
        + " (" + (owned - todo.size())
        + " already in " + csv + "); " + solver.limits()
        + ", " + memory / 1_000_000 + " MB and " + options.threads() + " search thread"
        + (options.threads() == 1 ? "" : "s") + " per deal; kpat: "
        + kpat.map(k -> k.program().toString()).orElse(noKpat ? "not run (--no-kpat)"
            : "not installed (column left empty; sudo apt-get install -y kpat)"));
    err().flush();
    if (!Files.exists(csv) || Files.size(csv) == 0) {
      Files.writeString(csv, DealsCsv.HEADER + "\n", StandardCharsets.UTF_8);
    }
    Progress progress = new Progress(todo.size());
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try (Writer w = Files.newBufferedWriter(csv, StandardCharsets.UTF_8,
        StandardOpenOption.APPEND)) {
      List<Future<DealOutcome>> futures = new ArrayList<>();
      for (long n : todo) {
        futures.add(pool.submit(() -> {
          DealOutcome o = solve(n, options, kpat);
          synchronized (w) {
            w.write(DealsCsv.line(o) + "\n");
            w.flush();
            progress.done(o);
          }
          return o;
        }));
      }
      for (Future<DealOutcome> f : futures) {
        try {
          f.get();
        } catch (ExecutionException e) {
          throw e.getCause() instanceof Exception ex ? ex : e;
        }
      }
    } finally {
      pool.shutdownNow();
      kpat.ifPresent(KpatienceProgram::close);
    }
    List<DealOutcome> range = DealsCsv.read(csv).stream()
        .filter(o -> o.suits() == suits && o.number() >= from && o.number() <= to
            && (shard == null || shard.owns(o.number() - from))
            && (open == null || open.contains(o.number()))).toList();
    String md = DealsCsv.markdown(DealSummary.of(range), String.format(Locale.ROOT,
        "%s %d..%d%s, %d suit%s (%s)", pysol ? "PySolFC games" : "KPatience deals", from, to,
            shard != null ? ", shard " + shard
            : open != null ? ", those UNKNOWN in " + unknownIn : "", suits,
            suits == 1 ? "" : "s", solver.limits() + shortening()));
    md += certificateLengths(range);
    Path summary = dir.resolve("summary-" + suits + "-" + from + "-" + to + ".md");
    GameFiles.writeString(summary, md);
    out().print(md);
    out().println("wrote " + csv + " and " + summary);
    out().flush();
    return 0;
  }

  /** The numbers {@code csv} has as UNKNOWN with the command's suits; it must exist. */
  private Set<Long> unknownOf(Path csv) {
    if (!Files.isRegularFile(csv)) {
      throw new UserException(csv + ": no such results file (--unknown-in takes the directory "
          + "of an earlier bench-deals run)", 2);
    }
    Set<Long> open = new HashSet<>();
    for (DealOutcome o : DealsCsv.read(csv)) {
      if (o.suits() == suits && o.status().equals("UNKNOWN")) {
        open.add(o.number());
      }
    }
    return open;
  }

  /** A line on the verified certificates' lengths (median, shortest, longest), if any. */
  private String certificateLengths(List<DealOutcome> range) {
    int[] m = range.stream().mapToInt(DealOutcome::moves).filter(x -> x >= 0).sorted().toArray();
    if (m.length == 0) {
      return "";
    }
    double median = m.length % 2 == 1 ? m[m.length / 2]
        : (m[m.length / 2 - 1] + m[m.length / 2]) / 2.0;
    return String.format(Locale.ROOT, "%nCertificates%s: median %s moves, %d to %d, over %d"
        + " won deals%n", shortenTime == null ? " (as the search found them)" : " (shortened)",
        median == Math.rint(median) ? Long.toString((long) median) : Double.toString(median),
        m[0], m[m.length - 1], m.length);
  }

  /** The shortening in the job's and the summary's description, empty without it. */
  private String shortening() {
    return shortenTime == null ? "" : String.format(Locale.ROOT,
        "; certificates shortened up to %s s each", new java.math.BigDecimal(
            Double.toString(shortenTime)).stripTrailingZeros().toPlainString());
  }

  /** One deal: SpiderLab's solver, the verifier on a win, then kpat when it is there. */
  private DealOutcome solve(long n, SolverOptions options, Optional<KpatienceProgram> kpat) {
    Game g = numbering.equals("pysol") ? PysolDeals.deal(suits, n) : KpatienceDeals.deal(suits, n);
    String status;
    String limit = "";
    long millis;
    long states = 0;
    long table = 0;
    int moves = -1;
    long start = System.nanoTime();
    try {
      SolverResult r = Solver.solve(g, options);
      millis = r.statistics().elapsed().toMillis();
      states = r.statistics().storedStates();
      table = r.statistics().peakTableBytes();
      status = r.status().name();
      limit = r.limit().map(l -> l.kind().keyword()).orElse("");
      if (r.status() == SolverStatus.WINNABLE) {
        Verdict v = Verifier.verify(g, r.certificate());
        if (v instanceof Verdict.Won) {
          moves = r.certificate().size();
          if (shortenTime != null) {
            Shortener.Result sh = Shortener.shorten(g, r.certificate(), Shortener.Options.of(
                Duration.ofMillis(Math.max(1, Math.round(shortenTime * 1000)))));
            if (Verifier.verify(g, sh.certificate()) instanceof Verdict.Won) {
              moves = sh.certificate().size();
            } else {
              status = DealOutcome.INVALID;
              limit = "verifier";
            }
          }
        } else {
          status = DealOutcome.INVALID;
          limit = "verifier";
        }
      }
    } catch (OutOfMemoryError e) {
      millis = (System.nanoTime() - start) / 1_000_000;
      status = DealOutcome.UNKNOWN;
      limit = "heap";
    }
    String answer = "";
    long kpatMillis = -1;
    if (kpat.isPresent()) {
      try {
        KpatienceProgram.Answer a = kpat.get().solve(suits, n, n).get(0);
        answer = a.answer();
        kpatMillis = a.millis();
      } catch (UserException e) {
        // one failed kpat run does not end a long benchmark: the deal keeps SpiderLab's
        // result, its kpat columns stay empty (not run), and the message says why
        err().println("bench-deals: deal " + n + ": kpat gave no answer (its columns stay"
            + " empty): " + e.getMessage());
      }
    }
    return new DealOutcome(n, suits, status, limit, millis, states, table, moves, answer,
        kpatMillis);
  }

  /** The progress bar on stderr: one line per finished deal. */
  private final class Progress {
    private final int total;
    private final AtomicInteger finished = new AtomicInteger();
    private final long start = System.nanoTime();
    private int winnable;
    private int unwinnable;
    private int unknown;

    Progress(int total) {
      this.total = total;
    }

    void done(DealOutcome o) {
      int k = finished.incrementAndGet();
      switch (o.status()) {
        case DealOutcome.WINNABLE -> winnable++;
        case DealOutcome.UNWINNABLE -> unwinnable++;
        default -> unknown++;
      }
      int filled = total == 0 ? 20 : k * 20 / total;
      err().println(String.format(Locale.ROOT,
          "bench-deals: [%s%s] %d/%d deals, %d winnable, %d unwinnable, %d unknown, %.1f s"
              + " (deal %d: %s%s%s)", "#".repeat(filled), ".".repeat(20 - filled), k, total,
          winnable, unwinnable, unknown, (System.nanoTime() - start) / 1e9, o.number(),
          o.status(), o.limit().isEmpty() ? "" : " " + o.limit(),
          o.kpat().map(a -> ", kpat " + a).orElse("")));
      err().flush();
    }
  }
}
