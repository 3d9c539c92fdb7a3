package org.spiderlab.core.solver;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Exact solver for every game the model allows (thesis 1.3: stock, face-down cards, any number of
 * suits and decks, rule variants SPIDER and HANOI 4.6.1): depth-first search (or breadth-first in
 * {@linkplain SolverOptions#shortest() shortest mode}) over canonical positions with an exact
 * transposition table of full compact encodings (see {@link SearchState} and
 * {@link StateTable}).
 *
 * <p><b>Verdicts.</b> {@link SolverStatus#WINNABLE} only with a certificate that has been replayed
 * with {@link Board#tryApply} on a fresh {@code game.toBoard()} (the verifier's code path) and
 * ends in a won position; a failing replay is a solver bug and throws
 * {@link IllegalStateException}. {@link SolverStatus#UNWINNABLE} only when the reachable canonical
 * state space (under the enabled prunings) is exhausted. Otherwise {@link SolverStatus#UNKNOWN}
 * with the budget that ran out. The search is deterministic for the same game and options.
 *
 * <p><b>Move ordering</b> (heuristic, never changes a verdict): clears, then run moves that empty
 * their pile or uncover a face-down card, then moves onto a card of the same suit, then other
 * moves onto cards, then moves to empty piles, the deal last.
 *
 * <p><b>Prunings and shortcuts</b>, each with a switch in {@link SolverOptions}:
 *
 * <ul>
 *   <li><b>symmetry</b> (on): among several empty piles whose remaining stock columns are equal only
 *       the first is tried as a target, and moving a whole pile onto an empty pile with an equal
 *       stock column is skipped. Sound: such piles are interchangeable (swapping two piles with
 *       equal remaining columns is an automorphism of the rest of the game), so the skipped
 *       successors are canonically equal to a generated successor, respectively to the current
 *       position; the transposition table would merge them anyway.
 *   <li><b>sortedShortcut</b> (on): when a position is a sorted game (thesis 2.3: empty stock, all
 *       cards face up, each pile one suit and strictly decreasing, complete decks per suit), the
 *       2.3.3 completion (clear complete runs, else move a maximal run onto the same suit one rank
 *       higher) is played to the end. Sound without any theorem: it only ever returns a
 *       certificate that is replayed and checked, and if the completion got stuck the search would
 *       simply go on; thesis 2.3.3 says it does not get stuck.
 *   <li><b>partialOrder</b> (on): with an empty stock and no empty pile, only the moves inside a
 *       stubborn set of piles are expanded ({@link StubbornSets}: deadlock-preserving stubborn
 *       sets, Valmari). Sound for both verdicts and for shortest lengths: every won position
 *       reachable in the full game stays reachable, along a path of the same length. It is what
 *       cuts the product of independent gadget states in 3-SAT reductions (thesis 4.2): the
 *       8-clause unsatisfiable 3-variable instance went from UNKNOWN after 62 million states to
 *       UNWINNABLE after 3.3 million.
 *   <li><b>deadEnds</b> (on): with an empty stock, a position from which no pile can ever become
 *       empty ({@link DeadEnds}: the {@link CardReach} over-approximation over all piles) is
 *       stored but never expanded. Sound: a won position has every pile empty, so no win is
 *       reachable from such a position, and dropping it removes no path to a win (verdicts and
 *       shortest lengths are kept; exhaustion still proves UNWINNABLE: every stored position was
 *       expanded or shown to reach no win). On 3-SAT reductions (thesis 4.2) it is true exactly
 *       when the selected literals falsify a clause, so the search backtracks like forward
 *       checking: the 8-clause unsatisfiable instance went from 1,480,283 to 634,507 states, and
 *       {@code (x|y)&(x|!y)&(!x|y)&(!x|!y)} from 31,539 (full search) to 187 (19 with the
 *       partial-order reduction).
 *   <li><b>Eager clearing is unsound</b> and therefore not offered (thesis "Ablegen"; brief
 *       candidate (a)). Two counterexamples, both found by the randomized comparison and kept as
 *       tests: (1) with a stock, clearing a pile that is exactly one complete run leaves an empty
 *       pile, which forbids the next deal ({@code pile 3S 2S 1S / pile 2S / stock 1S 3S} is
 *       winnable, the position after {@code c 1} is not); (2) even when the pile stays non-empty,
 *       with two decks of a suit a complete run's ace can bridge an identical buried card: the run
 *       {@code 3H 2H 1H} lends its {@code 1H} to complete another {@code 3H 2H} whose clear frees a
 *       buried {@code 1H} that then completes the first run again. Clearing first destroys that
 *       bridge.
 *   <li><b>Thesis 4.1.5 ("never split a run onto another suit") is unsound</b> in this model and
 *       therefore not offered (brief candidate (c)). The thesis proves it by induction over
 *       inverse moves; the randomized campaign found two counterexamples, kept as tests:
 *       {@code RandomGames[n=4, suits=2, decks=2, piles=3, deals=3] seed=7982} needs the split
 *       {@code 3S 2S} -> {@code 2S} onto {@code 3H} before the deals, and even without a stock
 *       {@code RandomGames[n=5, suits=3, decks=1, piles=4, deals=0, faceDown=36%] seed=8149}
 *       (one deck per suit) is winnable only by splitting {@code 5C 4C} to put {@code 4C} on
 *       {@code 5H}, which then carries {@code 3H 2H 1H} and frees a pile: the unsplit run would
 *       need one more free cell.
 * </ul>
 *
 * <p><b>Focused order</b> ({@link SearchStrategy#FOCUSED}, opt-in): first an incomplete
 * depth-first phase (a quarter of the state and time budget) that keeps only run moves uncovering
 * a card the current path has not uncovered, puts a run onto the identical host that heads the
 * longest run, and, when only run moves remain, plays onto the lowest-numbered target pile only;
 * then, if it found no win, the complete depth-first search on the remaining budget. Verdicts
 * keep their meaning: WINNABLE only with a replayed certificate (from either phase), UNWINNABLE
 * only from the complete phase. On 3-SAT reductions (thesis 4.2) the focused phase selects the
 * literals one variable at a time and plays every climb and lock in one order, branching only
 * where two cards compete for one host; with the dead-end test that is backtracking with forward
 * checking. It won the reduced uf20-01 in 7,586 states (also with the piles reversed or shuffled:
 * 5,635 and 7,426), where the complete orders stay UNKNOWN after millions
 * (docs/LAB-RESULTS.md, target 4).
 *
 * <p>In shortest mode only the symmetry pruning and the partial-order reduction apply (the sorted
 * shortcut may lengthen certificates). Shortest mode is breadth-first over canonical states; each
 * expanded state is rebuilt by replaying its stored parent chain, so it suits small games.
 */
public final class Solver {

  private Solver() {}

  /**
   * The solver's dead-end test on its own: true when, by the over-approximation of
   * {@code CardReach}, no pile of {@code game} can ever become empty, so the game is certainly
   * unwinnable (SPIDER rule, empty stock, no empty pile; otherwise false, which means "not shown",
   * not "winnable"). Polynomial: linear in the number of cards up to the rank waits. On a 3-SAT
   * reduction (thesis 4.2) it is true exactly when the selected literals falsify a clause (tested).
   */
  public static boolean isDeadEnd(Game game) {
    checkNotNull(game, "game");
    SearchState s = new SearchState(game);
    return new DeadEnds(s).dead(s);
  }

  /** Solves {@code game} with default options. */
  public static SolverResult solve(Game game) {
    return solve(game, SolverOptions.defaults());
  }

  /** Solves {@code game}; see the class documentation for the meaning of the verdicts. */
  public static SolverResult solve(Game game, SolverOptions options) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    if (options.strategy() == SearchStrategy.FOCUSED) {
      return focusedThenComplete(game, options);
    }
    return new Search(game, options).run();
  }

  /** The focused phase alone (tests): its UNWINNABLE only means "focused moves exhausted". */
  static SolverResult focusedPhaseOnly(Game game, SolverOptions options) {
    return new Search(game, options.toBuilder().strategy(SearchStrategy.DFS).build(), true).run();
  }

  /**
   * {@link SearchStrategy#FOCUSED}: the focused phase with a quarter of the state and time budget
   * and half the memory; a win it finds is returned (replayed and verified); otherwise the
   * complete depth-first search runs on what is left, and its verdict is returned with the
   * counters of both phases added up.
   */
  private static SolverResult focusedThenComplete(Game game, SolverOptions opt) {
    long start = System.nanoTime();
    SolverOptions first = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, opt.maxStates() / 4))
        .timeout(opt.timeout().dividedBy(4).plusNanos(1))
        .maxMemoryBytes(Math.max(1, opt.maxMemoryBytes() / 2)).build();
    SolverResult a = new Search(game, first, true).run();
    if (a.status() == SolverStatus.WINNABLE
        || a.limit().map(l -> l.kind() == SolverLimit.Kind.CANCELLED).orElse(false)) {
      return a;
    }
    // the focused phase's exhaustion (or root dead end) proves nothing on its own: go on
    Duration left = opt.timeout().minus(Duration.ofNanos(System.nanoTime() - start));
    SolverOptions second = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, opt.maxStates() - a.statistics().storedStates()))
        .timeout(left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left).build();
    SolverResult b = new Search(game, second).run();
    SolverStatistics sa = a.statistics();
    SolverStatistics sb = b.statistics();
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    long stored = sa.storedStates() + sb.storedStates();
    SolverStatistics sum = new SolverStatistics(sa.statesExpanded() + sb.statesExpanded(), stored,
        Math.max(sa.peakTableBytes(), sb.peakTableBytes()), elapsed,
        stored / Math.max(elapsed.toNanos() / 1e9, 1e-9), sb.bytesPerState());
    // report the limits the caller set, not the second phase's remainders
    Optional<SolverLimit> limit = b.limit().map(l -> switch (l.kind()) {
      case TIMEOUT -> SolverLimit.timeout(opt.timeout());
      case MAX_STATES -> SolverLimit.maxStates(opt.maxStates());
      default -> l;
    });
    return new SolverResult(b.status(), b.certificate(), sum, limit);
  }

  private static final class Search {
    final Game game;
    final SolverOptions opt;
    final SearchState state;
    final StateTable table;
    final long startNanos;
    final long deadline;
    final SearchListener listener;
    final long progressNanos;
    final StubbornSets por;
    final DeadEnds dead;
    /** Focused phase only: per pile, its lowest height on the current depth-first path. */
    final int[] lowWater;
    int[] lwPile = new int[64];
    int[] lwOld = new int[64];
    private boolean[] keep = new boolean[64];
    long nextProgress;
    long expanded;
    long work;
    SolverLimit limit;

    Search(Game game, SolverOptions opt) {
      this(game, opt, false);
    }

    Search(Game game, SolverOptions opt, boolean focused) {
      this.game = game;
      this.opt = opt;
      this.state = new SearchState(game);
      this.table = new StateTable(state.maxKeyLength(), opt.shortest(), opt.maxMemoryBytes());
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
      this.por = opt.partialOrder() ? new StubbornSets(state) : null;
      this.dead = opt.deadEnds() ? new DeadEnds(state) : null;
      this.lowWater = focused ? new int[state.pileCount()] : null;
      if (focused) {
        for (int j = 0; j < lowWater.length; j++) {
          lowWater[j] = state.size(j);
        }
      }
      this.nextProgress = startNanos + progressNanos;
    }

    SolverResult run() {
      if (state.won()) {
        return winnable(new ArrayList<>());
      }
      if (isDead(state)) {
        // the root is a dead end: no pile can ever become empty
        return store(-1, 0) == StateTable.FULL ? unknown() : unwinnable();
      }
      if (opt.shortest()) {
        return bfs();
      }
      return dfs();
    }

    /** Adds the current position; returns its entry, PRESENT, or FULL (limit set). */
    private long store(long parent, long move) {
      int len = state.encode();
      long r = table.add(state.keyBytes(), len, state.lastHash(), parent, move);
      if (r == StateTable.FULL) {
        limit = SolverLimit.maxMemory(opt.maxMemoryBytes());
      }
      return r;
    }

    /** Checks the budgets after a new state was stored; true when one ran out. */
    private boolean overBudget() {
      long stored = table.size();
      if (stored >= opt.maxStates()) {
        limit = SolverLimit.maxStates(opt.maxStates());
        return true;
      }
      return false;
    }

    /**
     * Every 1024 successors tried: the timeout, the listener's stop request and its progress
     * call; true when the search must stop.
     */
    private boolean clockOver() {
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

    // ---- depth-first search --------------------------------------------------------------------

    private SolverResult dfs() {
      if (store(-1, 0) == StateTable.FULL) {
        return unknown();
      }
      if (opt.sortedShortcut()) {
        List<Long> done = trySorted();
        if (done != null) {
          return winnable(done);
        }
      }
      int cap = 64;
      long[] moves = new long[256];
      int[] frameStart = new int[cap];
      int[] frameEnd = new int[cap];
      int[] cursor = new int[cap];
      long[] applied = new long[cap];
      int[] undo = new int[cap];
      int depth = 0;
      // generate root moves
      int cnt = genInto(0);
      moves = ensure(moves, cnt);
      System.arraycopy(state.generated(), 0, moves, 0, cnt);
      frameStart[0] = 0;
      frameEnd[0] = cnt;
      cursor[0] = 0;
      while (true) {
        if (cursor[depth] == frameEnd[depth]) {
          if (depth == 0) {
            return unwinnable();
          }
          depth--;
          state.undo(applied[depth], undo[depth]);
          if (lowWater != null && lwPile[depth] >= 0) {
            lowWater[lwPile[depth]] = lwOld[depth];
          }
          continue;
        }
        long m = moves[cursor[depth]++];
        if (depth > 0 && m == reverse(applied[depth - 1], undo[depth - 1])) {
          continue; // leads straight back to the parent, which is stored
        }
        if (clockOver()) {
          return unknown();
        }
        int u = state.apply(m);
        if (state.won()) {
          List<Long> path = path(applied, depth);
          path.add(m);
          return winnable(path);
        }
        long r = store(-1, 0);
        if (r == StateTable.PRESENT) {
          state.undo(m, u);
          continue;
        }
        if (r == StateTable.FULL || overBudget()) {
          return unknown();
        }
        if (opt.sortedShortcut() && state.dealsDone == state.dealTotal()) {
          List<Long> done = trySorted();
          if (done != null) {
            List<Long> path = path(applied, depth);
            path.add(m);
            path.addAll(done);
            return winnable(path);
          }
        }
        if (isDead(state)) {
          state.undo(m, u); // stored, never expanded: no win is reachable from it
          continue;
        }
        if (depth + 1 == cap) {
          cap *= 2;
          frameStart = Arrays.copyOf(frameStart, cap);
          frameEnd = Arrays.copyOf(frameEnd, cap);
          cursor = Arrays.copyOf(cursor, cap);
          applied = Arrays.copyOf(applied, cap);
          undo = Arrays.copyOf(undo, cap);
        }
        applied[depth] = m;
        undo[depth] = u;
        if (lowWater != null) {
          lowerWater(depth, m);
        }
        depth++;
        cnt = genInto(depth);
        int base = frameEnd[depth - 1];
        if (base + cnt > moves.length
            && table.bytes() + 16L * (base + cnt) + 64L * cap > opt.maxMemoryBytes()) {
          limit = SolverLimit.maxMemory(opt.maxMemoryBytes()); // the search stack counts too
          return unknown();
        }
        moves = ensure(moves, base + cnt);
        System.arraycopy(state.generated(), 0, moves, base, cnt);
        frameStart[depth] = base;
        frameEnd[depth] = base + cnt;
        cursor[depth] = base;
      }
    }

    /** The transfer that exactly undoes {@code m} (no card was turned), or -1. */
    private static long reverse(long m, int undoInfo) {
      if (SearchState.kind(m) != SearchState.TRANSFER || (undoInfo & 1) != 0) {
        return -1;
      }
      return SearchState.transfer(SearchState.dst(m), SearchState.count(m), SearchState.src(m));
    }

    private int genInto(int depth) {
      expanded++;
      int cnt = state.generate(opt.symmetry(), opt.eagerClears(), opt.splitMode(),
          opt.moveOrdering());
      if (lowWater != null) {
        cnt = focus(state.generated(), cnt);
      }
      return por == null ? cnt : por.filter(state, state.generated(), cnt);
    }

    /** Focused phase: records the source pile's new lowest height for the move at {@code depth}. */
    private void lowerWater(int depth, long m) {
      if (depth >= lwPile.length) {
        lwPile = Arrays.copyOf(lwPile, 2 * depth + 2);
        lwOld = Arrays.copyOf(lwOld, lwPile.length);
      }
      int src = SearchState.kind(m) == SearchState.DEAL ? -1 : SearchState.src(m);
      lwPile[depth] = src;
      if (src >= 0) {
        lwOld[depth] = lowWater[src];
        lowWater[src] = Math.min(lowWater[src], state.size(src));
      }
    }

    /**
     * The focused phase's move filter (a heuristic: it may drop every winning line, which is why
     * its exhaustion proves nothing). Keeps, in order: clears and deals; run moves that take the
     * source pile below its lowest height on the current path (they uncover a card this path has
     * not uncovered yet); among run moves of the same cards onto identical top cards, only the
     * one onto the longest top run (lowest pile on ties); and, when only run moves remain, only
     * those onto the lowest-numbered target pile. On 3-SAT reductions (thesis 4.2) this plays the
     * literal selections one variable at a time, every climb and lock in one order, and branches
     * only where two cards compete for one host, which with the dead-end test is backtracking
     * with forward checking over the assignments.
     */
    private int focus(long[] g, int cnt) {
      if (keep.length < cnt) {
        keep = new boolean[Math.max(cnt, 2 * keep.length)];
      }
      // decide on the unmodified list first: the identical-host rule compares moves with each other
      for (int i = 0; i < cnt; i++) {
        long m = g[i];
        keep[i] = SearchState.kind(m) != SearchState.TRANSFER
            || state.size(SearchState.src(m)) - SearchState.count(m)
                < lowWater[SearchState.src(m)] // uncovers a card this path has not uncovered
            && (state.size(SearchState.dst(m)) == 0 || longestIdenticalHost(g, cnt, m));
      }
      int w = 0;
      for (int i = 0; i < cnt; i++) {
        if (keep[i]) {
          g[w++] = g[i];
        }
      }
      cnt = w;
      int target = Integer.MAX_VALUE;
      for (int i = 0; i < cnt; i++) {
        if (SearchState.kind(g[i]) != SearchState.TRANSFER) {
          return cnt;
        }
        target = Math.min(target, SearchState.dst(g[i]));
      }
      w = 0;
      for (int i = 0; i < cnt; i++) {
        if (SearchState.dst(g[i]) == target) {
          g[w++] = g[i];
        }
      }
      return w;
    }

    /** Whether no other move of the same cards goes onto an identical top with a longer run. */
    private boolean longestIdenticalHost(long[] g, int cnt, long m) {
      int src = SearchState.src(m);
      int h = SearchState.count(m);
      int dst = SearchState.dst(m);
      int top = state.top(dst);
      int run = state.runLength(dst);
      for (int k = 0; k < cnt; k++) {
        long o = g[k];
        if (o == m || SearchState.kind(o) != SearchState.TRANSFER || SearchState.src(o) != src
            || SearchState.count(o) != h) {
          continue;
        }
        int d = SearchState.dst(o);
        if (state.size(d) == 0 || state.top(d) != top) {
          continue;
        }
        int r = state.runLength(d);
        if (r > run || r == run && d < dst) {
          return false;
        }
      }
      return true;
    }

    /** The dead-end test ({@link DeadEnds}), when enabled. */
    private boolean isDead(SearchState s) {
      return dead != null && dead.dead(s);
    }

    private static long[] ensure(long[] a, int n) {
      return a.length >= n ? a : Arrays.copyOf(a, Math.max(n, a.length * 2));
    }

    private static List<Long> path(long[] applied, int depth) {
      List<Long> out = new ArrayList<>(depth + 16);
      for (int i = 0; i < depth; i++) {
        out.add(applied[i]);
      }
      return out;
    }

    private List<Long> trySorted() {
      if (!state.isSortedComplete()) {
        return null;
      }
      return state.copy().completeSorted();
    }

    // ---- breadth-first search (shortest) -------------------------------------------------------

    private SolverResult bfs() {
      SearchState root = state.copy();
      if (store(-1, 0) == StateTable.FULL) {
        return unknown();
      }
      List<Long> chain = new ArrayList<>();
      for (long pos = table.first(); pos != -1; pos = table.next(pos)) {
        chain.clear();
        for (long q = pos; q != 0; q = table.parentOf(q)) {
          chain.add(table.moveOf(q));
        }
        java.util.Collections.reverse(chain);
        SearchState s = root.copy();
        for (long m : chain) {
          s.apply(m);
        }
        if (isDead(s)) {
          continue; // stored, never expanded: no win is reachable from it
        }
        expanded++;
        int cnt = s.generate(opt.symmetry(), false, 0, false);
        if (por != null) {
          cnt = por.filter(s, s.generated(), cnt);
        }
        long[] ms = Arrays.copyOf(s.generated(), cnt);
        for (long m : ms) {
          if (clockOver()) {
            return unknown();
          }
          int u = s.apply(m);
          if (s.won()) {
            List<Long> path = new ArrayList<>(chain);
            path.add(m);
            return winnable(path);
          }
          int len = s.encode();
          long r = table.add(s.keyBytes(), len, s.lastHash(), pos, m);
          if (r == StateTable.FULL) {
            limit = SolverLimit.maxMemory(opt.maxMemoryBytes());
            return unknown();
          }
          if (r != StateTable.PRESENT && overBudget()) {
            return unknown();
          }
          s.undo(m, u);
        }
      }
      return unwinnable();
    }

    // ---- results -------------------------------------------------------------------------------

    private SolverStatistics statistics() {
      long nanos = System.nanoTime() - startNanos;
      long stored = table.size();
      double secs = Math.max(nanos / 1e9, 1e-9);
      return new SolverStatistics(expanded, stored, table.peakBytes(), Duration.ofNanos(nanos),
          stored / secs, stored == 0 ? 0 : (double) table.bytes() / stored);
    }

    private SolverResult unknown() {
      return new SolverResult(SolverStatus.UNKNOWN, List.of(), statistics(), Optional.of(limit));
    }

    private SolverResult unwinnable() {
      return new SolverResult(SolverStatus.UNWINNABLE, List.of(), statistics(), Optional.empty());
    }

    private SolverResult winnable(List<Long> path) {
      List<Move> cert = new ArrayList<>(path.size());
      for (long m : path) {
        cert.add(SearchState.toMove(m));
      }
      Board b = game.toBoard();
      for (int i = 0; i < cert.size(); i++) {
        String why = b.tryApply(cert.get(i));
        if (why != null) {
          throw new IllegalStateException("solver bug: certificate move " + (i + 1) + " ("
              + cert.get(i) + ") is illegal: " + why);
        }
      }
      if (!b.isWon()) {
        throw new IllegalStateException(
            "solver bug: certificate of " + cert.size() + " moves does not win: " + b.describe());
      }
      return new SolverResult(SolverStatus.WINNABLE, cert, statistics(), Optional.empty());
    }
  }
}
