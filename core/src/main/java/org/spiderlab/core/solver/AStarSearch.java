package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Shortest mode for the goal WON ({@link SolverOptions#shortest()}): A* search (Hart, Nilsson and
 * Raphael 1968) over canonical positions, guided by the lower bound of the SAT planner's move
 * budget (thesis 3.7 asks for a bounded planner; the bound is {@link #lowerBound}). Positions are
 * expanded in order of {@code f = g + h} ({@code g} the moves from the start, {@code h} the
 * bound), deepest first among equal {@code f}. Breadth-first search ({@link ShortestSearch})
 * expands every position closer to the start than the shortest win; A* only those whose bound
 * leaves room for a win of that length.
 *
 * <p><b>The bound.</b> A card is <i>broken</i> when it is no king, lies on the tableau and not
 * on a face-up card of its suit one rank higher. {@code h} = broken cards + kings not yet cleared
 * (tableau and stock) + deals left. Every move lowers {@code h} by at most one: a run move
 * changes the place of one card only (the lowest card of the run), so it fixes at most one broken
 * card, and the card it uncovers, turned face up or not, has nothing on it; a clear removes one
 * king and cards lying on their partners; a deal is one deal and adds cards, broken or not. In
 * both rule variants, since what a run is does not depend on the variant. A won position has
 * {@code h = 0}, and every other position {@code h >= 1}. So {@code h} is admissible (at most the
 * moves of any win) and consistent ({@code h(s) <= 1 + h(s')} for every move {@code s -> s'}).
 *
 * <p><b>Partial expansion</b> (Yoshizumi, Miura and Ishida 2000). Expanding a position at
 * {@code f = F} stores only its successors of value {@code F} (by consistency none is lower) and
 * queues the position again at the smallest value of the others, where it is expanded again. Most
 * successors of a real position have values above the shortest length and are never stored
 * (one-suit deal 2 of KPatience, 25 moves before the end: 1.0 million stored positions instead
 * of 20.6 million, docs/PERFORMANCE.md). The bound of a successor is counted again only on the
 * piles the move touched ({@link #boundAfter}).
 *
 * <p><b>Why the first win found is a shortest one.</b> A win is detected when it is generated,
 * whatever its value, at the first expansion of a position {@code s} with {@code h(s) = 1}
 * (consistency with {@code h(won) = 0}), which happens at {@code F = f(s)}; so its length is
 * {@code g(s) + 1 = f(s)}, the smallest value in the open list. Until then the open list holds an
 * entry of value at most the shortest length {@code C}: take the expanded position {@code m} on a
 * shortest win closest to the end, with {@code g} exact. The reductions keep a move of {@code m}
 * one step closer to a win (the partial-order reduction's length-preserving argument in {@link
 * StubbornSets}, which allows sets that depend on the search's history, so a second expansion may
 * keep another such move; symmetric positions are one canonical position; dead ends have no win).
 * Its successor {@code m'} has {@code f(m') <= C} (the bound is admissible) and is not expanded
 * (it would be closer to the end): it is open, or it was left for later and {@code m} is queued
 * again at a value {@code <= f(m')}. A position reached again by a shorter way gets the shorter
 * link and is queued again (its older entries are skipped: their length no longer matches); by
 * consistency an expanded position is never improved. Exhaustion stores and expands every
 * position the reductions reach (a position is queued again as long as a successor is left), so
 * it proves UNWINNABLE exactly as breadth-first search does, over the exact table (never on
 * hashes).
 *
 * <p>Each expanded position is rebuilt from the start by replaying its stored chain of moves, as
 * in breadth-first search. The open list costs 8 bytes a queued entry, counted against the memory
 * budget with the table.
 */
final class AStarSearch {

  private final SearchRun run;
  /** Kings in the stock from deal {@code d} on. */
  private final int[] stockKings;
  private final int kingRank;
  private final Buckets open = new Buckets();

  AStarSearch(SearchRun run) {
    this(run, run.state);
  }

  /** For {@link #lowerBound} alone, on positions of {@code s}'s game. */
  AStarSearch(Position s) {
    this(null, s);
  }

  private AStarSearch(SearchRun run, Position s) {
    this.run = run;
    GameShape sh = s.sh;
    this.kingRank = s.n;
    stockKings = new int[sh.dealTotal + 1];
    for (int d = sh.dealTotal - 1; d >= 0; d--) {
      int k = 0;
      for (int j = 0; j < s.p; j++) {
        k += s.rank(sh.stock[d * s.p + j]) == kingRank ? 1 : 0;
      }
      stockKings[d] = stockKings[d + 1] + k;
    }
  }

  /**
   * The lower bound on the moves of every win from {@code s} (the class documentation): broken
   * cards, kings not yet cleared, deals left.
   */
  int lowerBound(Position s) {
    int h = s.dealTotal() - s.dealsDone + stockKings[s.dealsDone];
    for (int j = 0; j < s.p; j++) {
      h += pileBound(s, j);
    }
    return h;
  }

  /** {@link #lowerBound} of {@code s}, with each pile's part stored in {@code parts}. */
  int lowerBound(Position s, int[] parts) {
    int h = s.dealTotal() - s.dealsDone + stockKings[s.dealsDone];
    for (int j = 0; j < s.p; j++) {
      parts[j] = pileBound(s, j);
      h += parts[j];
    }
    return h;
  }

  /** Pile {@code j}'s part of {@link #lowerBound}: its kings and broken cards. */
  private int pileBound(Position s, int j) {
    int h = 0;
    int[] a = s.pile[j];
    int below = 1; // face down: no partner under the bottom card
    for (int i = 0, size = s.size[j]; i < size; i++) {
      int v = a[i];
      if (s.rank(v) == kingRank || !SolverCards.isRunStep(below, SolverCards.up(v))) {
        h++; // a king, or a broken card
      }
      below = v;
    }
    return h;
  }

  /**
   * {@link #lowerBound} after move {@code m} was applied to a position whose bound was {@code
   * before} with pile parts {@code parts}: only the piles the move touched are counted again.
   */
  int boundAfter(Position s, long m, int before, int[] parts) {
    switch (PackedMove.kind(m)) {
      case PackedMove.TRANSFER: {
        int a = PackedMove.src(m);
        int b = PackedMove.dst(m);
        return before - parts[a] - parts[b] + pileBound(s, a) + pileBound(s, b);
      }
      case PackedMove.CLEAR: {
        int a = PackedMove.src(m);
        return before - parts[a] + pileBound(s, a);
      }
      default:
        return lowerBound(s);
    }
  }

  SolverResult run() {
    SearchRun r = run;
    SolverResult result = r.atRoot();
    if (result != null) {
      return result;
    }
    Position root = r.state.copy();
    long rootEntry = r.store(r.state, -1, 0);
    if (rootEntry == StateTable.FULL) {
      return r.unknown();
    }
    StateTable table = r.table;
    open.push(lowerBound(root), 0, rootEntry);
    List<Long> chain = new ArrayList<>();
    int[] parts = new int[root.p];
    while (!open.isEmpty()) {
      int f = open.f();
      r.noWinWithin = f - 1; // a win of length L < f would have an open entry of value <= L
      int g = open.g();
      long pos = open.pop(g);
      table.movesTo(pos, chain);
      if (chain.size() != g) {
        continue; // queued again with a shorter way
      }
      Position s = root.copyAfter(chain);
      if (r.isDead(s)) {
        continue;
      }
      int cnt = r.expand(s, false);
      long[] ms = Arrays.copyOf(r.generator.moves(), cnt);
      int later = Integer.MAX_VALUE; // the smallest f of a successor left for later
      int hs = lowerBound(s, parts);
      for (long m : ms) {
        if (r.clockOver()) {
          return r.unknown();
        }
        int u = s.apply(m);
        int fm = r.reached(s) ? g + 1 : g + 1 + boundAfter(s, m, hs, parts);
        if (fm > f) {
          later = Math.min(later, fm);
          s.undo(m, u);
          continue;
        }
        int outcome = r.successor(s, pos, m);
        if (outcome == SearchRun.REACHED) {
          return r.winnable(chain, m);
        }
        if (outcome == SearchRun.STOP) {
          return r.unknown();
        }
        long entry = r.lastEntry;
        if (outcome == SearchRun.SEEN) {
          entry = table.found();
          if (table.depthOf(entry) <= g + 1) {
            s.undo(m, u);
            continue;
          }
          table.relink(entry, pos, m);
        }
        open.push(fm, g + 1, entry);
        if (table.bytes() + open.bytes() > r.opt.maxMemoryBytes()) {
          r.limit = SolverLimit.maxMemory(r.opt.maxMemoryBytes());
          return r.unknown();
        }
        s.undo(m, u);
      }
      if (later != Integer.MAX_VALUE) {
        open.push(later, g, pos); // expanded again when the search reaches f = later
      }
    }
    return r.unwinnable();
  }

  /**
   * The open list: stacks of table entries by {@code f}, then {@code g}; {@link #pop} takes the
   * last entry of the smallest {@code f} and, within it, the largest {@code g}.
   */
  static final class Buckets {
    private long[][][] stacks = new long[0][][];
    private int[][] fill = new int[0][];
    private long[] perF = new long[0];
    private int minF = Integer.MAX_VALUE;
    private long count;
    private long bytes;

    boolean isEmpty() {
      return count == 0;
    }

    long bytes() {
      return bytes;
    }

    void push(int f, int g, long entry) {
      if (f >= stacks.length) {
        int len = Math.max(f + 1, stacks.length * 2);
        stacks = Arrays.copyOf(stacks, len);
        fill = Arrays.copyOf(fill, len);
        perF = Arrays.copyOf(perF, len);
      }
      if (stacks[f] == null || g >= stacks[f].length) {
        int len = Math.max(g + 1, stacks[f] == null ? 8 : stacks[f].length * 2);
        stacks[f] = stacks[f] == null ? new long[len][] : Arrays.copyOf(stacks[f], len);
        fill[f] = fill[f] == null ? new int[len] : Arrays.copyOf(fill[f], len);
      }
      long[] a = stacks[f][g];
      int n = fill[f][g];
      if (a == null || n == a.length) {
        int len = a == null ? 16 : a.length * 2;
        bytes += (len - (a == null ? 0 : a.length)) * 8L;
        a = stacks[f][g] = a == null ? new long[len] : Arrays.copyOf(a, len);
      }
      a[n] = entry;
      fill[f][g] = n + 1;
      count++;
      perF[f]++;
      minF = Math.min(minF, f);
    }

    /** The {@code g} of the entry {@link #pop} removes next; the list must not be empty. */
    int g() {
      settle();
      int[] fl = fill[minF];
      for (int g = fl.length - 1; ; g--) {
        if (fl[g] > 0) {
          return g;
        }
      }
    }

    /** The smallest {@code f} in the list; the list must not be empty. */
    int f() {
      settle();
      return minF;
    }

    /** Removes and returns the entry {@link #g()} described; {@code g} is what it returned. */
    long pop(int g) {
      count--;
      perF[minF]--;
      return stacks[minF][g][--fill[minF][g]];
    }

    /**
     * Moves {@link #minF} to the smallest non-empty level, releasing the levels it leaves: no
     * entry below the value being expanded is ever queued again (consistency).
     */
    private void settle() {
      while (perF[minF] == 0) {
        if (stacks[minF] != null) {
          for (long[] a : stacks[minF]) {
            bytes -= a == null ? 0 : a.length * 8L;
          }
          stacks[minF] = null;
          fill[minF] = null;
        }
        minF++;
      }
    }
  }
}
