package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The complete depth-first search ({@link SearchStrategy#DFS}, and the phases of
 * {@link SearchStrategy#FOCUSED}) over canonical positions with an explicit stack of move lists:
 * every position is stored once in the exact table and expanded once, in the solver's move order.
 *
 * <p>Exhaustion proves that no reachable position reaches the goal (UNWINNABLE), provided the
 * filters keep that property: true for the partial-order reduction, not for the focused filter,
 * whose runs report exhaustion as UNWINNABLE only to {@link FocusedSearch}, which does not take it
 * as a proof. A move that takes back the previous one without having turned a card leads to the
 * parent, which is stored, and is skipped.
 */
final class DepthFirstSearch {

  private final SearchRun run;
  /** The filter told of every move played and taken back (the focused filter), or null. */
  private final MoveFilter path;

  DepthFirstSearch(SearchRun run, MoveFilter pathFilter) {
    this.run = run;
    this.path = pathFilter;
  }

  SolverResult run() {
    SearchRun r = run;
    SolverResult root = r.atRoot();
    if (root != null) {
      return root;
    }
    Position state = r.state;
    if (r.store(state, -1, 0) == StateTable.FULL) {
      return r.unknown();
    }
    List<Long> done = r.trySorted(state);
    if (done != null) {
      return r.winnable(done);
    }
    int cap = 64;
    long[] moves = new long[256];
    int[] frameEnd = new int[cap];
    int[] cursor = new int[cap];
    long[] applied = new long[cap];
    int[] undo = new int[cap];
    int depth = 0;
    int cnt = r.expand(state, r.opt.moveOrdering());
    moves = ensure(moves, cnt);
    System.arraycopy(r.generator.moves(), 0, moves, 0, cnt);
    frameEnd[0] = cnt;
    cursor[0] = 0;
    while (true) {
      if (cursor[depth] == frameEnd[depth]) {
        if (depth == 0) {
          return r.unwinnable();
        }
        depth--;
        state.undo(applied[depth], undo[depth]);
        if (path != null) {
          path.left(depth);
        }
        continue;
      }
      long m = moves[cursor[depth]++];
      if (depth > 0
          && m == PackedMove.reverse(applied[depth - 1], Position.turned(undo[depth - 1]))) {
        continue; // leads straight back to the parent, which is stored
      }
      if (r.clockOver()) {
        return r.unknown();
      }
      int u = state.apply(m);
      int outcome = r.successor(state, -1, 0);
      if (outcome == SearchRun.REACHED) {
        List<Long> p = path(applied, depth);
        p.add(m);
        return r.winnable(p);
      }
      if (outcome == SearchRun.SEEN) {
        state.undo(m, u);
        continue;
      }
      if (outcome == SearchRun.STOP) {
        return r.unknown();
      }
      done = r.trySorted(state);
      if (done != null) {
        List<Long> p = path(applied, depth);
        p.add(m);
        p.addAll(done);
        return r.winnable(p);
      }
      if (r.isDead(state)) {
        state.undo(m, u); // stored, never expanded: the goal is not reachable from it
        continue;
      }
      if (depth + 1 == cap) {
        cap *= 2;
        frameEnd = Arrays.copyOf(frameEnd, cap);
        cursor = Arrays.copyOf(cursor, cap);
        applied = Arrays.copyOf(applied, cap);
        undo = Arrays.copyOf(undo, cap);
      }
      applied[depth] = m;
      undo[depth] = u;
      if (path != null) {
        path.entered(state, depth, m);
      }
      depth++;
      cnt = r.expand(state, r.opt.moveOrdering());
      int base = frameEnd[depth - 1];
      if (base + cnt > moves.length
          && r.table.bytes() + 16L * (base + cnt) + 64L * cap > r.opt.maxMemoryBytes()) {
        r.limit = SolverLimit.maxMemory(r.opt.maxMemoryBytes()); // the search stack counts too
        return r.unknown();
      }
      moves = ensure(moves, base + cnt);
      System.arraycopy(r.generator.moves(), 0, moves, base, cnt);
      frameEnd[depth] = base + cnt;
      cursor[depth] = base;
    }
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
}
