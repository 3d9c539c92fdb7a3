package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;

/**
 * What every search strategy ({@link DepthFirstSearch}, {@link ShortestSearch}, and through them
 * {@link FocusedSearch}) shares for one run on one game: the position, the exact transposition
 * table ({@link StateTable}) with the state and memory budgets, the clock with the listener's
 * progress and stop requests, the goal test, the successor generation (move generator, then the
 * move filters, the partial-order reduction last), the dead-end test, the sorted-game shortcut, the
 * counters, and the results, where a certificate is replayed before it is returned.
 *
 * <p>The prunings a goal does not allow ({@link Goal}) are switched off here, whatever the options
 * say.
 */
final class SearchRun {

  /** {@link #successor} outcomes. */
  static final int NEW = 0;
  static final int SEEN = 1;
  static final int REACHED = 2;
  static final int STOP = 3;

  final Game game;
  final SolverOptions opt;
  final Position state;
  final StateTable table;
  final MoveGenerator generator;
  private final Goal goal;
  /** The goal's test on the solver's position: cleared runs needed, or -1. */
  private final long clearsNeeded;
  /** The goal's test on the solver's position: the run height needed, or -1. */
  private final int heightNeeded;
  /** Whether runs count anywhere inside a pile ({@link RunReading#ANY}) rather than on top. */
  private final boolean anyRun;
  private final boolean sortedShortcut;
  private final long startNanos;
  private final long deadline;
  private final SearchListener listener;
  private final long progressNanos;
  private final StubbornSets por;
  private final DeadEnds dead;
  /** The filters applied to every generated move list, in order (the reduction last). */
  private final MoveFilter[] filters;
  private long nextProgress;
  long expanded;
  /** The table entry of the position stored last by {@link #successor}. */
  long lastEntry;
  private long work;
  SolverLimit limit;
  /** What shortest mode has proved so far: no win within this many moves (-1: nothing). */
  int noWinWithin = -1;

  /** The focused phase's filter, or null. */
  private final FocusedFilter focus;
  /**
   * Run exchange ({@link RunExchange}) for the complete depth-first search, or null: only in a
   * run without parent links (not breadth-first, not best-first) and without the focused filter.
   */
  final RunExchange exchange;

  /**
   * A run of {@code game} under {@code opt}; {@code extra} (nullable) is a move filter applied
   * first (a test's), then the {@link FocusedFilter} when {@code focused}, then the partial-order
   * reduction.
   */
  SearchRun(Game game, SolverOptions opt, MoveFilter extra, boolean focused) {
    this(game, opt, extra, focused, opt.shortest());
  }

  /**
   * As {@link #SearchRun(Game, SolverOptions, MoveFilter, boolean)}; {@code links}: the table
   * stores each position's parent entry and move (breadth-first and best-first search).
   */
  SearchRun(Game game, SolverOptions opt, MoveFilter extra, boolean focused, boolean links) {
    this.game = game;
    this.opt = opt;
    this.goal = opt.goal();
    this.clearsNeeded = goal instanceof Goal.Clears c ? c.runs() : -1;
    this.heightNeeded = goal instanceof Goal.RunHeight r ? r.height() : -1;
    this.anyRun = goal instanceof Goal.RunHeight r && r.reading() == RunReading.ANY;
    this.state = Position.start(game);
    if (anyRun) {
      state.countRunsOfAtLeast(heightNeeded);
    }
    this.table = new StateTable(state.maxKeyLength(), links, opt.maxMemoryBytes());
    this.generator = new MoveGenerator(state.pileCount());
    this.sortedShortcut = opt.sortedShortcut() && goal.allowsSortedShortcut();
    this.startNanos = System.nanoTime();
    long t;
    try {
      t = Math.min(opt.timeout().toNanos(), Long.MAX_VALUE / 4);
    } catch (ArithmeticException tooLong) {
      t = Long.MAX_VALUE / 4;
    }
    this.deadline = startNanos + t;
    this.listener = opt.listener();
    this.progressNanos = Math.max(1, opt.progressInterval().toNanos());
    this.exchange = opt.runExchange() && goal.allowsRunExchange() && !links && !focused
        && RunExchange.appliesTo(state) ? new RunExchange(state.pileCount()) : null;
    this.por = opt.partialOrder() && goal.allowsPartialOrder()
        ? new StubbornSets(state, links ? StubbornSets.LINKED_SEEDS : StubbornSets.DEFAULT_SEEDS,
            goal) : null;
    this.dead = opt.deadEnds() && goal.allowsDeadEndTest()
        ? new DeadEnds(state, goal,
            focused || links ? 0 : HostContention.firstBudget(opt.maxStates()),
            () -> System.nanoTime() - deadline >= 0 || listener.shouldStop())
        : null;
    List<MoveFilter> fs = new ArrayList<>();
    if (extra != null) {
      fs.add(extra);
    }
    this.focus = focused ? new FocusedFilter(state) : null;
    if (focus != null) {
      fs.add(focus);
    }
    if (por != null) {
      fs.add(por);
    }
    this.filters = fs.toArray(new MoveFilter[0]);
    this.nextProgress = startNanos + progressNanos;
  }

  /** The focused phase's filter (to be told of the path), or null. */
  MoveFilter focus() {
    return focus;
  }

  /**
   * The result decided at the root without a search (goal reached, or a dead end), or null.
   */
  SolverResult atRoot() {
    if (reached(state)) {
      return winnable(new ArrayList<>());
    }
    if (isDead(state)) {
      // the root is a dead end: no pile can ever become empty
      return store(state, -1, 0) == StateTable.FULL ? unknown() : unwinnable();
    }
    return null;
  }

  /** Whether {@code s} has reached the goal. */
  boolean reached(Position s) {
    if (clearsNeeded >= 0) {
      return s.clearedRuns() >= clearsNeeded;
    }
    if (heightNeeded >= 0) {
      return heightNeeded == 0
          || (anyRun ? s.runsOfAtLeast() > 0 : s.tallestTopRun() >= heightNeeded);
    }
    return s.won();
  }

  /** Adds position {@code s}; returns its entry, PRESENT, or FULL (limit set). */
  long store(Position s, long parent, long move) {
    CanonicalKey k = s.key;
    int len = k.encode();
    long r = table.add(k.keyBytes(), len, k.lastHash(), parent, move);
    lastEntry = r;
    if (r == StateTable.FULL) {
      limit = SolverLimit.maxMemory(opt.maxMemoryBytes());
    }
    return r;
  }

  /** Checks the budgets after a new state was stored; true when one ran out. */
  private boolean overBudget() {
    if (table.size() >= opt.maxStates()) {
      limit = SolverLimit.maxStates(opt.maxStates());
      return true;
    }
    return false;
  }

  /**
   * The successor step, after a move was applied to {@code s}: {@link #REACHED} when the goal is
   * reached; otherwise stores the position with link {@code (parent, move)} and returns
   * {@link #SEEN} when it was stored before, {@link #STOP} when a budget ran out ({@link #limit}
   * set), else {@link #NEW}.
   */
  int successor(Position s, long parent, long move) {
    if (reached(s)) {
      return REACHED;
    }
    long r = store(s, parent, move);
    if (r == StateTable.PRESENT) {
      return SEEN;
    }
    return r == StateTable.FULL || overBudget() ? STOP : NEW;
  }

  /**
   * Every 1024 successors tried: the timeout, the listener's stop request and its progress
   * call; true when the search must stop.
   */
  boolean clockOver() {
    if ((++work & 1023) == 0) {
      long now = System.nanoTime();
      if (now - deadline >= 0) {
        limit = SolverLimit.timeout(opt.timeout());
        return true;
      }
      if (listener.shouldStop()) {
        limit = SolverLimit.cancelled();
        return true;
      }
      if (now - nextProgress >= 0) {
        nextProgress = now + progressNanos;
        listener.progress(new SearchProgress(table.size(), expanded,
            Duration.ofNanos(now - startNanos), table.bytes(), table.fill(),
            por == null ? 0 : por.reduced, por == null ? 0 : por.kept,
            por == null ? 0 : por.offered, dead == null ? 0 : dead.tested,
            dead == null ? 0 : dead.found));
      }
    }
    return false;
  }

  /**
   * Expands {@code s}: generates its moves (in the solver's order when {@code ordering}), applies
   * the filters, and returns the count; the moves are in {@link MoveGenerator#moves()}.
   */
  int expand(Position s, boolean ordering) {
    expanded++;
    int cnt = generator.generate(s, opt.symmetry(), ordering);
    long[] moves = generator.moves();
    if (exchange != null && s.dealsDone == s.dealTotal()) {
      cnt = RunExchange.dropExchangeMoves(s, moves, cnt);
    }
    for (MoveFilter f : filters) {
      cnt = f.filter(s, moves, cnt);
    }
    return cnt;
  }

  /** The dead-end test ({@link DeadEnds}), when enabled. */
  boolean isDead(Position s) {
    return dead != null && dead.dead(s);
  }

  /**
   * The dead-end test without its back-off ({@link DeadEnds#stage}): a function of {@code s}
   * alone, for a search that tests only some of its positions.
   */
  boolean isDeadAlways(Position s) {
    return dead != null && dead.stage(s) != 0;
  }

  /**
   * The partial-order claim of the last {@link #expand} ({@link StubbornSets#lastClaim}), or null
   * when every move was kept by the reduction.
   */
  String reductionClaim() {
    return por == null ? null : por.lastClaim();
  }

  /** The justification of the last dead end found ({@link DeadEnds#justification()}). */
  String deadJustification() {
    return dead.justification();
  }

  /** Makes the dead-end test keep its justifications, for a proof. */
  void recordJustifications() {
    if (dead != null) {
      dead.recordJustifications();
    }
  }

  /** The moves of the sorted-game completion from {@code s} when it applies and wins, or null. */
  List<Long> trySorted(Position s) {
    if (!sortedShortcut || s.dealsDone != s.dealTotal() || !s.isSortedComplete()) {
      return null;
    }
    Position end = s.copy();
    List<Long> moves = SortedCompletion.play(end);
    return moves != null && reached(end) ? moves : null; // won; enough clears for the goal?
  }

  // ---- results -------------------------------------------------------------------------------

  SolverStatistics statistics() {
    long nanos = System.nanoTime() - startNanos;
    long stored = table.size();
    double secs = Math.max(nanos / 1e9, 1e-9);
    return new SolverStatistics(expanded, stored, table.peakBytes(), Duration.ofNanos(nanos),
        stored / secs, stored == 0 ? 0 : (double) table.bytes() / stored);
  }

  SolverResult unknown() {
    return new SolverResult(SolverStatus.UNKNOWN, List.of(), statistics(), Optional.of(limit),
        noWinWithin);
  }

  SolverResult unwinnable() {
    return new SolverResult(SolverStatus.UNWINNABLE, List.of(), statistics(), Optional.empty());
  }

  /**
   * WINNABLE with the certificate {@code path}, after replaying it with {@link Board#tryApply} on
   * a fresh {@code game.toBoard()} (the verifier's code path) and checking that the final board
   * has reached the goal; a failing replay is a solver bug and throws
   * {@link IllegalStateException}.
   */
  SolverResult winnable(List<Long> path) {
    return replayed(path, null);
  }

  /** {@link #winnable(List)} of {@code path} followed by the move {@code last}. */
  SolverResult winnable(List<Long> path, long last) {
    return replayed(path, last);
  }

  /** {@link #winnable(List)} of {@code path}, then {@code last} when not null. */
  private SolverResult replayed(List<Long> path, Long last) {
    List<Move> cert = new ArrayList<>(path.size() + 1);
    for (long m : path) {
      cert.add(PackedMove.toMove(m));
    }
    if (last != null) {
      cert.add(PackedMove.toMove(last));
    }
    Board b = game.toBoard();
    for (int i = 0; i < cert.size(); i++) {
      String why = b.tryApply(cert.get(i));
      if (why != null) {
        throw new IllegalStateException("solver bug: certificate move " + (i + 1) + " ("
            + cert.get(i) + ") is illegal: " + why);
      }
    }
    if (!goal.reachedBy(b)) {
      throw new IllegalStateException("solver bug: certificate of " + cert.size()
          + " moves does not reach " + goal + ": " + b.describe());
    }
    return new SolverResult(SolverStatus.WINNABLE, cert, statistics(), Optional.empty());
  }
}
