package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.Optional;
import org.spiderlab.core.Game;

/**
 * {@link SearchStrategy#FOCUSED}: first an incomplete depth-first phase with the
 * {@link FocusedFilter} on a quarter of the state and time budget and half the memory; a win it
 * finds is returned (replayed and verified like every certificate); otherwise the complete
 * depth-first search runs on what is left, and its verdict is returned with the counters of both
 * phases added up. Verdicts keep their meaning: WINNABLE only with a replayed certificate (from
 * either phase), UNWINNABLE only from the complete phase.
 */
final class FocusedSearch {

  private FocusedSearch() {}

  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra) {
    long start = System.nanoTime();
    SolverOptions first = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, opt.maxStates() / 4))
        .timeout(opt.timeout().dividedBy(4).plusNanos(1))
        .maxMemoryBytes(Math.max(1, opt.maxMemoryBytes() / 2)).build();
    SolverResult a = firstPhase(game, first, extra);
    return thenComplete(game, opt, extra, a, start);
  }

  /**
   * The second phase of a two-phase strategy: returns {@code a}, the first phase's result, when it
   * is WINNABLE or cancelled; otherwise runs the complete depth-first search on the budget left
   * since {@code start} (the states {@code a} stored count against the state limit) and returns
   * its verdict with the counters of both phases added up and the caller's limits.
   */
  static SolverResult thenComplete(Game game, SolverOptions opt, MoveFilter extra,
      SolverResult a, long start) {
    if (a.status() == SolverStatus.WINNABLE
        || a.limit().map(l -> l.kind() == SolverLimit.Kind.CANCELLED).orElse(false)) {
      return a;
    }
    // the first phase's exhaustion (or root dead end) proves nothing on its own: go on
    SolverOptions second = rest(opt, a, start).strategy(SearchStrategy.DFS).build();
    SolverResult b = new DepthFirstSearch(new SearchRun(game, second, extra, false), null).run();
    return oneAfterTheOther(opt, a, b, start);
  }

  /**
   * The budgets of {@code opt} left after {@code a}, a search that started at {@code start}: the
   * states it stored count against the state limit and its time against the timeout, each left
   * at least 1 (state, nanosecond) so that the next search starts and stops on its limit.
   */
  static SolverOptions.Builder rest(SolverOptions opt, SolverResult a, long start) {
    Duration left = opt.timeout().minus(Duration.ofNanos(System.nanoTime() - start));
    return opt.toBuilder()
        .maxStates(Math.max(1, opt.maxStates() - a.statistics().storedStates()))
        .timeout(left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left);
  }

  /**
   * Two searches of one strategy run one after the other since {@code start} on the budgets of
   * {@code opt}, the second on what the first left: the second's verdict and certificate, the
   * counters of both added up (the larger peak: the first's tables are dropped before the second
   * builds its own), and the limits the caller set, not the second's remainders.
   */
  static SolverResult oneAfterTheOther(SolverOptions opt, SolverResult a, SolverResult b,
      long start) {
    SolverStatistics sa = a.statistics();
    SolverStatistics sb = b.statistics();
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    long stored = sa.storedStates() + sb.storedStates();
    SolverStatistics sum = new SolverStatistics(sa.statesExpanded() + sb.statesExpanded(), stored,
        Math.max(sa.peakTableBytes(), sb.peakTableBytes()), elapsed,
        stored / Math.max(elapsed.toNanos() / 1e9, 1e-9), sb.bytesPerState());
    Optional<SolverLimit> limit = b.limit().map(l -> switch (l.kind()) {
      case TIMEOUT -> SolverLimit.timeout(opt.timeout());
      case MAX_STATES -> SolverLimit.maxStates(opt.maxStates());
      default -> l;
    });
    return new SolverResult(b.status(), b.certificate(), sum, limit);
  }

  /**
   * The focused phase alone on the budgets of {@code opt}: its UNWINNABLE only means "focused
   * moves exhausted" (for the tests that show the phase incomplete).
   */
  static SolverResult firstPhase(Game game, SolverOptions opt, MoveFilter extra) {
    SolverOptions dfs = opt.toBuilder().strategy(SearchStrategy.DFS).build();
    SearchRun run = new SearchRun(game, dfs, extra, true);
    return new DepthFirstSearch(run, run.focus()).run();
  }
}
