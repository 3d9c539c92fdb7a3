package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.hash.Hashing;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * A cross-check campaign (thesis 4.2, Lemma 4.2.2, checked on many formulas): runs a checker on
 * every job in parallel, appends each result to a {@link ResultsStore} as it finishes (so a
 * stopped campaign resumes, skipping ids already stored), shrinks every failing formula (a
 * DISAGREE, a failed witness check or an error) with {@link Shrinker} and {@link FormulaShrinks}
 * to a 1-minimal formula that fails the same way, writes it as DIMACS into {@code
 * DIR/failures/}, and ends with a {@link Summary}.
 *
 * <p>The checker is a plain function so that campaigns can be tested with fake checkers and so
 * researchers can plug their own; {@link CrossCheck#checker} is the real one.
 */
public final class Campaign {
  private Campaign() {}

  /** One formula to check, with the id under which its result is stored. */
  public record Job(String id, Formula formula) {
    public Job {
      checkNotNull(id, "id");
      checkNotNull(formula, "formula");
    }
  }

  /**
   * How to run.
   *
   * @param threads parallel checks (at least 1)
   * @param shrinkTries the most checker calls spent shrinking one failing formula
   * @param progress where the progress line goes (null: nowhere)
   * @param progressMillis the least time between two progress lines
   */
  public record Settings(int threads, int shrinkTries, PrintStream progress, long progressMillis) {
    public Settings {
      checkArgument(threads >= 1, "--threads must be at least 1, got %s", threads);
      checkArgument(shrinkTries >= 0, "--shrink-tries must be >= 0, got %s", shrinkTries);
    }

    /** Defaults: one thread per core, 2,000 shrink tries, progress every 2 s to {@code progress}. */
    public static Settings defaults(PrintStream progress) {
      return new Settings(Runtime.getRuntime().availableProcessors(), 2_000, progress, 2_000);
    }

    public Settings withThreads(int t) {
      return new Settings(t, shrinkTries, progress, progressMillis);
    }
  }

  /**
   * A failing formula and its shrunk form.
   *
   * @param id the job id
   * @param kind what failed ({@link CrossCheckResult#failure()})
   * @param original the formula checked
   * @param minimal the shrunk formula (fails the same way)
   * @param minimalFile the DIMACS file of {@code minimal}
   * @param provenMinimal whether every one-step shrink of {@code minimal} was tried and passed
   */
  public record Failure(String id, String kind, Formula original, Formula minimal,
      Path minimalFile, boolean provenMinimal) {}

  /**
   * The campaign's totals, over the results of this run and of earlier runs in the same
   * directory.
   *
   * @param total results in the directory for this campaign's jobs
   * @param resumed how many of them came from earlier runs
   * @param byHeadline results per headline ({@code AGREE SAT WINNABLE}, ...)
   * @param byOutcome results per outcome
   * @param satisfiable formulas found satisfiable
   * @param unsatisfiable formulas found unsatisfiable
   * @param states solver states, summed
   * @param maxStates the most states of one check
   * @param solveMillis solver time, summed
   * @param maxSolveMillis the longest solve
   * @param checkMillis SAT + reduction + solving + witness checks, summed
   * @param wallMillis this run's wall-clock time
   * @param failures the failing formulas, shrunk
   */
  public record Summary(int total, int resumed, Map<String, Integer> byHeadline,
      Map<Outcome, Integer> byOutcome, int satisfiable, int unsatisfiable, long states,
      long maxStates, long solveMillis, long maxSolveMillis, long checkMillis, long wallMillis,
      List<Failure> failures) {

    /** The summary table the command line prints. */
    public String table() {
      StringBuilder sb = new StringBuilder();
      sb.append(String.format(Locale.ROOT, "%-28s %8s%n", "outcome", "formulas"));
      for (Map.Entry<String, Integer> e : byHeadline.entrySet()) {
        sb.append(String.format(Locale.ROOT, "%-28s %8d%n", e.getKey(), e.getValue()));
      }
      sb.append(String.format(Locale.ROOT, "%-28s %8d  (%d resumed from earlier runs)%n", "total",
          total, resumed));
      sb.append(String.format(Locale.ROOT, "SAT / UNSAT: %d / %d%n", satisfiable, unsatisfiable));
      if (total > 0 && (satisfiable == 0 || unsatisfiable == 0)) {
        sb.append("warning: no ").append(satisfiable == 0 ? "satisfiable" : "unsatisfiable")
            .append(" formula in this campaign, so one direction of Lemma 4.2.2 went untested")
            .append(" (for random formulas change the clauses-per-variable ratio)\n");
      }
      sb.append(String.format(Locale.ROOT,
          "solver states: %d in all, %d at most; solver time: %.1f s in all, %.2f s at most%n",
          states, maxStates, solveMillis / 1000.0, maxSolveMillis / 1000.0));
      sb.append(String.format(Locale.ROOT, "check time: %.1f s in all; wall time: %.1f s%n",
          checkMillis / 1000.0, wallMillis / 1000.0));
      if (failures.isEmpty()) {
        sb.append("failures: none\n");
      } else {
        sb.append("failures: ").append(failures.size()).append('\n');
        for (Failure f : failures) {
          sb.append("  ").append(f.kind()).append(' ').append(f.id()).append(": ")
              .append(f.original()).append("  ->  ").append(f.minimal()).append("  (")
              .append(f.minimalFile()).append(f.provenMinimal() ? ")" : ", budget spent)")
              .append('\n');
        }
      }
      return sb.toString();
    }
  }

  /** Jobs for every class of {@code cls}, with id {@code x:FORMULA} (the canonical form). */
  public static List<Job> exhaustive(FormulaClass cls) {
    List<Job> jobs = new ArrayList<>();
    for (Formula f : FormulaEnumerator.enumerate(cls)) {
      jobs.add(new Job("x:" + f, f));
    }
    return jobs;
  }

  /**
   * {@code count} random formulas of seed {@code seed}, with id {@code r:vVcCwW:SEED:INDEX} (the
   * generator's parameters are part of the id, so campaigns of different shapes can share a
   * directory).
   */
  public static List<Job> random(RandomFormulas gen, long seed, int count) {
    checkArgument(count >= 0, "--count must be >= 0, got %s", count);
    List<Job> jobs = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      jobs.add(new Job("r:v" + gen.vars() + "c" + gen.clauses() + "w" + gen.width() + ":" + seed
          + ":" + i, gen.generate(seed, i)));
    }
    return jobs;
  }

  /**
   * Runs {@code jobs} whose ids are not yet in {@code store}, shrinks failures, and returns the
   * summary over all of {@code jobs}.
   */
  public static Summary run(List<Job> jobs, Function<Formula, CrossCheckResult> checker,
      ResultsStore store, Settings settings) {
    long start = System.nanoTime();
    Map<String, CrossCheckResult> results = new TreeMap<>();
    List<Job> todo = new ArrayList<>();
    for (Job j : jobs) {
      CrossCheckResult prev = store.previous().get(j.id());
      if (prev != null) {
        results.put(j.id(), prev);
      } else {
        todo.add(j);
      }
    }
    int resumed = results.size();
    ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), r -> {
      Thread t = new Thread(r, "campaign");
      t.setDaemon(true);
      return t;
    });
    try {
      CompletionService<CrossCheckResult> cs = new ExecutorCompletionService<>(pool);
      for (Job j : todo) {
        cs.submit(() -> safeCheck(checker, j.formula()).withId(j.id()));
      }
      Progress progress = new Progress(settings, jobs.size(), results.values(), start);
      for (int i = 0; i < todo.size(); i++) {
        CrossCheckResult r = take(cs);
        store.append(r);
        results.put(r.id(), r);
        progress.update(r, i + 1 == todo.size());
      }
    } finally {
      pool.shutdownNow();
    }
    List<Failure> failures = new ArrayList<>();
    for (Job j : jobs) {
      CrossCheckResult r = results.get(j.id());
      if (r != null && r.failure() != null) {
        failures.add(shrink(j, r.failure(), checker, store.dir(), settings));
      }
    }
    return summarize(jobs, results, resumed, failures, (System.nanoTime() - start) / 1_000_000);
  }

  private static CrossCheckResult take(CompletionService<CrossCheckResult> cs) {
    try {
      Future<CrossCheckResult> f = cs.take();
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("campaign interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("a check failed outside the checker", e.getCause());
    }
  }

  /** Runs the checker, turning an exception into an ERROR result. */
  static CrossCheckResult safeCheck(Function<Formula, CrossCheckResult> checker, Formula f) {
    try {
      return checker.apply(f);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      return CrossCheckResult.error(f, e);
    }
  }

  /**
   * Shrinks a failing job's formula while it fails the same way, and writes the original and the
   * shrunk formula as DIMACS to {@code DIR/failures/KIND-HASH.cnf} and {@code ...-min.cnf}. A
   * failure already shrunk by an earlier run (its {@code -min.cnf} exists) is read back instead.
   */
  public static Failure shrink(Job job, String kind, Function<Formula, CrossCheckResult> checker,
      Path dir, Settings settings) {
    String hash = Hashing.sha256().hashString(job.id(), StandardCharsets.UTF_8).toString()
        .substring(0, 12);
    Path failures = dir.resolve("failures");
    Path orig = failures.resolve(kind.toLowerCase(Locale.ROOT) + "-" + hash + ".cnf");
    Path min = failures.resolve(kind.toLowerCase(Locale.ROOT) + "-" + hash + "-min.cnf");
    try {
      Files.createDirectories(failures);
      if (Files.exists(min)) {
        Formula done = readCompact(min);
        return new Failure(job.id(), kind, job.formula(), done, min, true);
      }
      Files.writeString(orig, job.formula().toDimacs(kind + " " + job.id()),
          StandardCharsets.UTF_8);
      if (settings.progress() != null) {
        settings.progress().println("campaign: shrinking " + kind + " " + job.id());
      }
      Shrinker<Formula> s = new Shrinker<>(FormulaShrinks::candidates);
      Shrinker.Result<Formula> res = s.shrink(job.formula(),
          f -> kind.equals(safeCheck(checker, f).failure()), settings.shrinkTries());
      Files.writeString(min, res.value().toDimacs(kind + " (shrunk from " + job.id() + ": "
          + job.formula() + ")\n" + (res.minimal() ? "1-minimal: every one-step shrink passes"
          : "shrink budget spent; may not be minimal")), StandardCharsets.UTF_8);
      return new Failure(job.id(), kind, job.formula(), res.value(), min, res.minimal());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Reads back a DIMACS file written by {@link Formula#toDimacs} (comments, header, clauses). */
  static Formula readCompact(Path p) throws IOException {
    List<int[]> clauses = new ArrayList<>();
    int vars = 0;
    for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
      String t = line.trim();
      if (t.isEmpty() || t.startsWith("c")) {
        continue;
      }
      if (t.startsWith("p")) {
        vars = Integer.parseInt(t.split("\\s+")[2]);
        continue;
      }
      String[] tok = t.split("\\s+");
      int[] c = new int[tok.length - 1];
      for (int i = 0; i < c.length; i++) {
        c[i] = Integer.parseInt(tok[i]);
      }
      clauses.add(c);
    }
    return Formula.of(vars, clauses.toArray(new int[0][]));
  }

  private static Summary summarize(List<Job> jobs, Map<String, CrossCheckResult> results,
      int resumed, List<Failure> failures, long wall) {
    Map<String, Integer> byHeadline = new TreeMap<>();
    Map<Outcome, Integer> byOutcome = new EnumMap<>(Outcome.class);
    int sat = 0;
    int unsat = 0;
    long states = 0;
    long maxStates = 0;
    long solve = 0;
    long maxSolve = 0;
    long check = 0;
    int total = 0;
    for (Job j : jobs) {
      CrossCheckResult r = results.get(j.id());
      if (r == null) {
        continue;
      }
      total++;
      String h = r.outcome() == Outcome.ERROR ? "ERROR" : r.headline();
      byHeadline.merge(h, 1, Integer::sum);
      byOutcome.merge(r.outcome(), 1, Integer::sum);
      if (r.outcome() != Outcome.ERROR) {
        if (r.satisfiable()) {
          sat++;
        } else {
          unsat++;
        }
      }
      states += r.states();
      maxStates = Math.max(maxStates, r.states());
      solve += r.solveMillis();
      maxSolve = Math.max(maxSolve, r.solveMillis());
      check += r.satMillis() + r.reduceMillis() + r.solveMillis() + r.checkMillis();
    }
    return new Summary(total, resumed, byHeadline, byOutcome, sat, unsat, states, maxStates,
        solve, maxSolve, check, wall, failures);
  }

  /** The throttled progress line on stderr. */
  private static final class Progress {
    final Settings settings;
    final int total;
    final long start;
    int done;
    int failed;
    int undecided;
    long last;

    Progress(Settings settings, int total, java.util.Collection<CrossCheckResult> resumedResults,
        long start) {
      this.settings = settings;
      this.total = total;
      this.start = start;
      int resumed = resumedResults.size();
      this.done = resumed;
      for (CrossCheckResult r : resumedResults) {
        failed += r.failure() != null ? 1 : 0;
        undecided += r.outcome() == Outcome.UNDECIDED ? 1 : 0;
      }
      this.last = System.nanoTime();
      if (settings.progress() != null && resumed > 0) {
        settings.progress().println("campaign: resuming, " + resumed + " of " + total
            + " formulas already done");
      }
    }

    void update(CrossCheckResult r, boolean last) {
      done++;
      if (r.failure() != null) {
        failed++;
      }
      if (r.outcome() == Outcome.UNDECIDED) {
        undecided++;
      }
      long now = System.nanoTime();
      if (settings.progress() != null
          && (last || (now - this.last) / 1_000_000 >= settings.progressMillis())) {
        this.last = now;
        settings.progress().printf(Locale.ROOT,
            "campaign: %d/%d formulas, %d failing, %d undecided, %.1f s%n", done, total, failed,
            undecided, (now - start) / 1e9);
        settings.progress().flush();
      }
    }
  }
}
