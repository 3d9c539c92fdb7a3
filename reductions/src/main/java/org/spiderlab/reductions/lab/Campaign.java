package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.hash.Hashing;
import java.io.IOException;
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
import org.spiderlab.core.shrink.Shrinker;

/**
 * A cross-check campaign of a reduction (thesis 4.2, Lemma 4.2.2, checked on many source
 * instances): runs a checker on every job in parallel, appends each result to a {@link
 * ResultsStore} as it finishes (so a stopped campaign resumes, skipping ids already stored),
 * shrinks every failing instance (a DISAGREE, a failed witness check or an error) with the
 * generic {@link Shrinker} and the {@link SourceProblem}'s shrinks to a 1-minimal instance that
 * fails the same way, writes it into {@code DIR/failures/}, and ends with a {@link Summary}.
 * Progress and cancellation go through a {@link CampaignListener}.
 *
 * <p>The checker is a plain function so that campaigns can be tested with fake checkers and so
 * researchers can plug their own; {@link CrossCheck#check} is the real one.
 *
 * @param <S> the source instances
 */
public final class Campaign<S> {
  private final SourceProblem<S, ?> problem;
  private final Function<? super S, CrossCheckResult> checker;

  private Campaign(SourceProblem<S, ?> problem, Function<? super S, CrossCheckResult> checker) {
    this.problem = checkNotNull(problem, "problem");
    this.checker = checkNotNull(checker, "checker");
  }

  /** A campaign of {@code checker} over instances of {@code problem}. */
  public static <S> Campaign<S> of(SourceProblem<S, ?> problem,
      Function<? super S, CrossCheckResult> checker) {
    return new Campaign<>(problem, checker);
  }

  /** A campaign of the real cross-check {@code check}. */
  public static <S> Campaign<S> of(CrossCheck<S, ?, ?, ?> check) {
    return new Campaign<>(check.problem(), check::check);
  }

  /** One instance to check, with the id under which its result is stored. */
  public record Job<S>(String id, S source) {
    public Job {
      checkNotNull(id, "id");
      checkNotNull(source, "source");
    }
  }

  /**
   * How to run.
   *
   * @param threads parallel checks (at least 1)
   * @param shrinkTries the most checker calls spent shrinking one failing instance (at least 0)
   */
  public record Settings(int threads, int shrinkTries) {
    public Settings {
      checkArgument(threads >= 1, "threads must be at least 1, got %s", threads);
      checkArgument(shrinkTries >= 0, "shrinkTries must be >= 0, got %s", shrinkTries);
    }

    /** Defaults: one thread per core, 2,000 shrink tries. */
    public static Settings defaults() {
      return new Settings(Runtime.getRuntime().availableProcessors(), 2_000);
    }

    public Settings withThreads(int t) {
      return new Settings(t, shrinkTries);
    }
  }

  /**
   * How far a campaign is, counting results of earlier runs.
   *
   * @param done jobs with a result
   * @param total jobs
   * @param failing results with a {@link CrossCheckResult#failure()}
   * @param undecided results with outcome UNDECIDED
   * @param elapsedMillis since this run started
   */
  public record Progress(int done, int total, int failing, int undecided, long elapsedMillis) {}

  /**
   * A failing instance and its shrunk form.
   *
   * @param id the job id
   * @param kind what failed
   * @param original the instance checked
   * @param minimal the shrunk instance (fails the same way)
   * @param minimalFile the file of {@code minimal}
   * @param provenMinimal whether every one-step shrink of {@code minimal} was tried and passed
   */
  public record Failure<S>(String id, CrossCheckFailure kind, S original, S minimal,
      Path minimalFile, boolean provenMinimal) {}

  /**
   * The campaign's totals, over the results of this run and of earlier runs in the same
   * directory.
   *
   * @param total results in the directory for this campaign's jobs
   * @param resumed how many of them came from earlier runs
   * @param byHeadline results per {@link CrossCheckResult#headline()} ({@code ERROR} for errors),
   *     sorted by headline
   * @param byOutcome results per outcome
   * @param satisfiable YES instances
   * @param unsatisfiable NO instances
   * @param states solver states, summed
   * @param maxStates the most states of one check
   * @param solveMillis solver time, summed
   * @param maxSolveMillis the longest solve
   * @param checkMillis source decider + reduction + solving + witness checks, summed
   * @param wallMillis this run's wall-clock time
   * @param failures the failing instances, shrunk
   * @param stopped whether the listener stopped the campaign (jobs may lack a result, failures
   *     are not shrunk; a later run resumes)
   */
  public record Summary<S>(int total, int resumed, Map<String, Integer> byHeadline,
      Map<Outcome, Integer> byOutcome, int satisfiable, int unsatisfiable, long states,
      long maxStates, long solveMillis, long maxSolveMillis, long checkMillis, long wallMillis,
      List<Failure<S>> failures, boolean stopped) {}

  /**
   * Runs {@code jobs} whose ids are not yet in {@code store}, shrinks failures, and returns the
   * summary over all of {@code jobs}.
   */
  public Summary<S> run(List<Job<S>> jobs, ResultsStore store, Settings settings,
      CampaignListener<S> listener) {
    checkNotNull(jobs, "jobs");
    checkNotNull(store, "store");
    checkNotNull(settings, "settings");
    checkNotNull(listener, "listener");
    long start = System.nanoTime();
    Map<String, CrossCheckResult> results = new TreeMap<>();
    List<Job<S>> todo = new ArrayList<>();
    int failing = 0;
    int undecided = 0;
    for (Job<S> j : jobs) {
      CrossCheckResult prev = store.previous().get(j.id());
      if (prev != null) {
        results.put(j.id(), prev);
      } else {
        todo.add(j);
      }
    }
    for (CrossCheckResult r : results.values()) {
      failing += r.failure().isPresent() ? 1 : 0;
      undecided += r.outcome() == Outcome.UNDECIDED ? 1 : 0;
    }
    int resumed = results.size();
    listener.resumed(resumed, jobs.size());
    boolean stop = listener.shouldStop();
    ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), r -> {
      Thread t = new Thread(r, "campaign");
      t.setDaemon(true);
      return t;
    });
    try {
      // at most two checks per thread in flight, so that a stop leaves few checks running
      CompletionService<CrossCheckResult> cs = new ExecutorCompletionService<>(pool);
      int next = 0;
      int running = 0;
      while (true) {
        while (!stop && next < todo.size() && running < 2 * settings.threads()) {
          Job<S> j = todo.get(next++);
          cs.submit(() -> safeCheck(j.source()).withId(j.id()));
          running++;
        }
        if (running == 0) {
          break;
        }
        CrossCheckResult r = take(cs);
        running--;
        store.append(r);
        results.put(r.id(), r);
        failing += r.failure().isPresent() ? 1 : 0;
        undecided += r.outcome() == Outcome.UNDECIDED ? 1 : 0;
        listener.finished(r, new Progress(results.size(), jobs.size(), failing, undecided,
            (System.nanoTime() - start) / 1_000_000));
        stop = stop || listener.shouldStop();
      }
    } finally {
      pool.shutdownNow();
    }
    List<Failure<S>> failures = new ArrayList<>();
    for (Job<S> j : jobs) {
      CrossCheckResult r = results.get(j.id());
      if (r == null || r.failure().isEmpty()) {
        continue;
      }
      if (stop || listener.shouldStop()) {
        stop = true;
        break;
      }
      Failure<S> f = shrink(j, r.failure().get(), store.dir(), settings, listener);
      listener.shrunk(f);
      failures.add(f);
    }
    return summarize(jobs, results, resumed, failures, (System.nanoTime() - start) / 1_000_000,
        stop);
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
  CrossCheckResult safeCheck(S source) {
    try {
      return checker.apply(source);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      return CrossCheckResult.error(problem, source, e);
    }
  }

  /** The folder of a campaign directory that holds the failing instances. */
  public static final String FAILURES = "failures";

  /**
   * The file name, without extension, of the failing instance with job id {@code id}: {@code
   * KIND-HASH}; its shrunk form is {@code KIND-HASH-min}, both in {@link #FAILURES}.
   */
  public static String failureName(CrossCheckFailure kind, String id) {
    return kind.name().toLowerCase(Locale.ROOT) + "-"
        + Hashing.sha256().hashString(id, StandardCharsets.UTF_8).toString().substring(0, 12);
  }

  /**
   * Shrinks a failing job's instance while it fails the same way, and writes the original and the
   * shrunk instance to {@code DIR/failures/KIND-HASH.EXT} and {@code ...-min.EXT}. A failure
   * already shrunk by an earlier run (its {@code -min} file exists) is read back instead.
   */
  public Failure<S> shrink(Job<S> job, CrossCheckFailure kind, Path dir, Settings settings,
      CampaignListener<S> listener) {
    Path failures = dir.resolve(FAILURES);
    String name = failureName(kind, job.id());
    Path orig = failures.resolve(name + "." + problem.fileExtension());
    Path min = failures.resolve(name + "-min." + problem.fileExtension());
    try {
      Files.createDirectories(failures);
      if (Files.exists(min)) {
        return new Failure<>(job.id(), kind, job.source(), problem.readFile(min), min, true);
      }
      Files.writeString(orig, problem.toFile(job.source(), kind + " " + job.id()),
          StandardCharsets.UTF_8);
      listener.shrinking(job, kind);
      Shrinker<S> s = new Shrinker<>(problem::shrinks);
      Shrinker.Result<S> res = s.shrink(job.source(),
          x -> safeCheck(x).failure().filter(kind::equals).isPresent(), settings.shrinkTries());
      Files.writeString(min, problem.toFile(res.value(), kind + " (shrunk from " + job.id() + ": "
          + problem.encode(job.source()) + ")\n" + (res.minimal()
              ? "1-minimal: every one-step shrink passes"
              : "shrink budget spent; may not be minimal")), StandardCharsets.UTF_8);
      return new Failure<>(job.id(), kind, job.source(), res.value(), min, res.minimal());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static <S> Summary<S> summarize(List<Job<S>> jobs,
      Map<String, CrossCheckResult> results, int resumed, List<Failure<S>> failures, long wall,
      boolean stopped) {
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
    for (Job<S> j : jobs) {
      CrossCheckResult r = results.get(j.id());
      if (r == null) {
        continue;
      }
      total++;
      String h = r.outcome() == Outcome.ERROR ? "ERROR" : r.headline();
      byHeadline.merge(h, 1, Integer::sum);
      byOutcome.merge(r.outcome(), 1, Integer::sum);
      if (r.sourceDecided()) {
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
    return new Summary<>(total, resumed, byHeadline, byOutcome, sat, unsat, states, maxStates,
        solve, maxSolve, check, wall, failures, stopped);
  }
}
