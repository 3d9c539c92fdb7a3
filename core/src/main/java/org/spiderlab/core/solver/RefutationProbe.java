package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;

/**
 * A bounded run of the complete depth-first search inside the staged best-first phase of
 * {@link SearchStrategy#BEST_FIRST} (standard deals, thesis chapter 3), run once per phase (by the
 * one-thread phase, or the first member of a {@link PortfolioPhase}) between two passes, as soon
 * as the phase has spent {@link #MARK} of its time or stored {@link #AFTER_STATES} states. It
 * stores at most {@link #STATES} states and spends at most {@link #TIME_SHARE} of the phase's
 * time.
 *
 * <p><b>What it is for.</b> The staged phase can only win: its exhaustion proves nothing, and it
 * rarely exhausts, because its passes grow. An unwinnable deal whose reachable positions are few
 * (PySolFC's game 14934, docs/DEALS.md "Two games proven unwinnable": the complete search
 * exhausts it after about 100,000 positions) was searched by the staged phase until its budget
 * (nine tenths of the time) ran out, and with no time limit never ended. The probe exhausts such
 * a deal early; the phase ends there and the strategy answers UNWINNABLE ({@link
 * BestFirstSearch#run}) without the complete phase.
 *
 * <p><b>Soundness.</b> The probe is the complete depth-first search that the strategy runs after
 * the phase ({@link FocusedSearch#thenComplete}), built the same way ({@link SearchRun} on the same
 * game, options and move filter, every pruning of {@link Solver} with its own argument), with
 * smaller limits. So its exhaustion is the same proof by exhaustion, with no hash-only
 * deduplication (the table compares full keys); a win it finds is a real win (replayed and checked
 * like every certificate) and is the phase's win; when a limit stops it, the passes go on. A deal
 * that the staged phase wins before the mark is won exactly as without the probe; a later one pays
 * at most the probe's states and time.
 */
final class RefutationProbe {

  /** The share of the phase's time after which the probe runs (at the next pass boundary). */
  static final double MARK = 0.1;
  /**
   * The states the member stores in its passes before the probe runs, whatever the time: without
   * a time limit (the library's and the command line's default) this is the only trigger. More
   * than nine in ten of KPatience's four-suit deals are won by the one-thread phase within half of
   * it (docs/DEALS.md, "The first member hands over"), and those never meet the probe; a deal that
   * does has stored at least this many states when it pays the probe's.
   */
  static final long AFTER_STATES = 8_000_000;
  /**
   * The most states the probe stores: it exhausts PySolFC's game 14934 with 101,519. The complete
   * search stores 110,000 to 430,000 states per second on standard deals, by the machine's load
   * (docs/PERFORMANCE.md, "The refutation probe"), so the probe costs a deal that meets it
   * about half a second to two seconds.
   */
  static final long STATES = 200_000;
  /** The most of the phase's time the probe spends. */
  static final double TIME_SHARE = 0.02;


  private final long startNanos;
  private final long markNanos;
  private final long capNanos;
  private final long afterStates;
  private long stored;
  private boolean done;
  /** Whether the probe exhausted the game: UNWINNABLE. */
  private volatile boolean exhausted;

  private RefutationProbe(long markNanos, long capNanos, long afterStates) {
    this.startNanos = System.nanoTime();
    this.markNanos = markNanos;
    this.capNanos = capNanos;
    this.afterStates = afterStates;
  }

  /**
   * A probe for a phase that starts now on the budgets of {@code phase}, running after {@code
   * afterStates} stored states at the latest ({@link #AFTER_STATES} but in tests).
   */
  RefutationProbe(SolverOptions phase, long afterStates) {
    this((long) (SolverLimit.saturatedNanos(phase.timeout()) * MARK),
        Math.max(1, (long) (SolverLimit.saturatedNanos(phase.timeout()) * TIME_SHARE)),
        afterStates);
  }

  /** A probe on the default trigger. */
  RefutationProbe(SolverOptions phase) {
    this(phase, AFTER_STATES);
  }

  /** Counts {@code states} stored by a pass of the phase. */
  void passed(long states) {
    stored += states;
  }

  /** Whether the probe is to run now: not yet run, and its mark reached. */
  boolean due() {
    return !done && (stored >= afterStates || System.nanoTime() - startNanos >= markNanos);
  }

  /** No probe: one that is never due (the beam members of a {@link PortfolioPhase}). */
  static RefutationProbe none() {
    return new RefutationProbe(Long.MAX_VALUE, 1, Long.MAX_VALUE);
  }

  /**
   * Runs the probe on {@code game} with {@code opt}'s options and move filter {@code extra},
   * within {@code statesLeft} states and {@code nanosLeft} of time (what the phase has left):
   * WINNABLE with a checked certificate, UNWINNABLE when it exhausted the game (a proof: the phase
   * ends and the strategy answers UNWINNABLE, {@link #proof}), or UNKNOWN when one of its limits
   * stopped it.
   */
  SolverResult run(Game game, SolverOptions opt, MoveFilter extra, long statesLeft,
      long nanosLeft) {
    done = true;
    SolverOptions probe = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, Math.min(STATES, statesLeft)))
        .timeout(Duration.ofNanos(Math.max(1, Math.min(capNanos, nanosLeft)))).build();
    SolverResult r = new DepthFirstSearch(new SearchRun(game, probe, extra, false), null).run();
    exhausted = r.status() == SolverStatus.UNWINNABLE;
    return r;
  }

  /** Whether the probe ran and exhausted the game: the game is unwinnable. */
  boolean exhausted() {
    return exhausted;
  }

  /**
   * The strategy's verdict after the probe exhausted the game and the phase it ended did not win,
   * {@code phase}: UNWINNABLE with the phase's counters, no limit.
   */
  SolverResult proof(SolverResult phase) {
    if (!exhausted) {
      throw new IllegalStateException("the probe did not exhaust the game");
    }
    return new SolverResult(SolverStatus.UNWINNABLE, List.of(), phase.statistics(),
        Optional.empty());
  }

  /**
   * The phase's result when the probe {@code p} ended it (a win, or its exhaustion): {@code p}'s
   * status and certificate with the phase's counters since {@code start}, no limit.
   */
  static SolverResult ended(SolverResult p, long start, long expanded, long stored, long peak) {
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    SolverStatistics sum = new SolverStatistics(expanded, stored, peak, elapsed,
        stored / Math.max(elapsed.toNanos() / 1e9, 1e-9), p.statistics().bytesPerState());
    return new SolverResult(p.status(), p.certificate(), sum, Optional.empty());
  }
}
