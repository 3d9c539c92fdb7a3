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
  /** The proof being written ({@link ProofLog}), or null. */
  private final ProofLog proof;

  DepthFirstSearch(SearchRun run, MoveFilter pathFilter) {
    this(run, pathFilter, null);
  }

  /**
   * A search that writes every stored position to {@code proof} (nullable), with the claim of each
   * dead end and of each partial-order reduction; the caller has switched off the pruning a proof
   * cannot name (run exchange).
   */
  DepthFirstSearch(SearchRun run, MoveFilter pathFilter, ProofLog proof) {
    this.run = run;
    this.path = pathFilter;
    this.proof = proof;
    if (proof != null) {
      run.recordJustifications();
    }
  }

  SolverResult run() {
    SearchRun r = run;
    SolverResult root = r.atRoot();
    if (root != null) {
      if (proof != null && root.status() == SolverStatus.UNWINNABLE) {
        proof.root(ProofLog.dead(r.deadJustification()));
        proof.end();
      }
      return root;
    }
    Position state = r.state;
    RunExchange ex = r.exchange;
    // every move played on the path, with the exchange moves around the search's own moves
    RunExchange.MoveStack played = new RunExchange.MoveStack();
    if (ex != null) {
      ex.normalize(state, played); // the root's sorted member, reached by legal moves
    }
    if (r.store(state, -1, 0) == StateTable.FULL) {
      return r.unknown();
    }
    List<Long> done = r.trySorted(state);
    if (done != null) {
      return r.winnable(path(played, done));
    }
    int cap = 64;
    long[] moves = new long[256];
    int[] frameEnd = new int[cap];
    int[] cursor = new int[cap];
    long[] applied = new long[cap];
    int[] undo = new int[cap];
    int[] stepStart = new int[cap];
    boolean[] plain = new boolean[cap];
    int depth = 0;
    moves = expand(state, moves, 0, cap);
    if (proof != null) {
      proof.root(r.reductionClaim());
    }
    frameEnd[0] = frameFill;
    cursor[0] = 0;
    while (true) {
      if (cursor[depth] == frameEnd[depth]) {
        if (depth == 0) {
          if (proof != null) {
            proof.end();
          }
          return r.unwinnable();
        }
        depth--;
        played.undoTo(state, stepStart[depth]);
        if (path != null) {
          path.left(depth);
        }
        continue;
      }
      long m = moves[cursor[depth]++];
      if (depth > 0 && plain[depth - 1]
          && m == PackedMove.reverse(applied[depth - 1], Position.turned(undo[depth - 1]))) {
        continue; // leads straight back to the parent, which is stored
      }
      if (r.clockOver()) {
        return r.unknown();
      }
      int before = played.size;
      if (ex != null && PackedMove.kind(m) == PackedMove.CLEAR
          && !state.canClear(PackedMove.src(m))) {
        ex.prepareClear(state, PackedMove.src(m), played); // a clear of another class member
      }
      int u = state.apply(m);
      played.push(m, u);
      if (ex != null) {
        ex.normalize(state, played);
      }
      int outcome = r.successor(state, -1, 0);
      if (outcome == SearchRun.REACHED) {
        return r.winnable(path(played, List.of()));
      }
      if (outcome == SearchRun.SEEN) {
        played.undoTo(state, before);
        continue;
      }
      if (outcome == SearchRun.STOP) {
        return r.unknown();
      }
      done = r.trySorted(state);
      if (done != null) {
        return r.winnable(path(played, done));
      }
      if (r.isDead(state)) {
        if (proof != null) {
          proof.item(depth, m, ProofLog.dead(r.deadJustification()));
        }
        played.undoTo(state, before); // stored, never expanded: the goal is not reachable from it
        continue;
      }
      if (depth + 1 == cap) {
        cap *= 2;
        frameEnd = Arrays.copyOf(frameEnd, cap);
        cursor = Arrays.copyOf(cursor, cap);
        applied = Arrays.copyOf(applied, cap);
        undo = Arrays.copyOf(undo, cap);
        stepStart = Arrays.copyOf(stepStart, cap);
        plain = Arrays.copyOf(plain, cap);
      }
      applied[depth] = m;
      undo[depth] = u;
      stepStart[depth] = before;
      plain[depth] = played.size == before + 1;
      if (path != null) {
        path.entered(state, depth, m);
      }
      depth++;
      int base = frameEnd[depth - 1];
      moves = expand(state, moves, base, cap);
      if (moves == null) {
        r.limit = SolverLimit.maxMemory(r.opt.maxMemoryBytes()); // the search stack counts too
        return r.unknown();
      }
      if (proof != null) {
        proof.item(depth - 1, m, r.reductionClaim());
      }
      frameEnd[depth] = frameFill;
      cursor[depth] = base;
    }
  }

  /** The end of the frame written by the last {@link #expand}. */
  private int frameFill;
  /** The piles of the clears of other class members found by the last {@link #expand}. */
  private int[] clearPiles = new int[4];

  /**
   * Expands {@code state} into {@code moves} from index {@code base} (growing the array, which is
   * returned; null when the search stack would pass the memory budget), setting
   * {@link #frameFill}: with run exchange, first the clears that only another member of the
   * position's class can play ({@link RunExchange#clearReachable}), then the generated moves.
   */
  private long[] expand(Position state, long[] moves, int base, int cap) {
    SearchRun r = run;
    int cnt = r.expand(state, r.opt.moveOrdering());
    int extra = 0;
    RunExchange ex = r.exchange;
    if (ex != null && state.dealsDone == state.dealTotal()) {
      for (int j = 0; j < state.pileCount(); j++) {
        if (ex.clearReachable(state, j)) {
          if (extra == clearPiles.length) {
            clearPiles = Arrays.copyOf(clearPiles, 2 * extra);
          }
          clearPiles[extra++] = j;
        }
      }
    }
    int total = base + extra + cnt;
    if (base > 0 && total > moves.length
        && r.table.bytes() + 16L * total + 64L * cap > r.opt.maxMemoryBytes()) {
      return null;
    }
    moves = ensure(moves, total);
    int w = base;
    for (int i = 0; i < extra; i++) {
      moves[w++] = PackedMove.clear(clearPiles[i]);
    }
    System.arraycopy(r.generator.moves(), 0, moves, w, cnt);
    frameFill = w + cnt;
    return moves;
  }

  private static long[] ensure(long[] a, int n) {
    return a.length >= n ? a : Arrays.copyOf(a, Math.max(n, a.length * 2));
  }

  /** Every move played so far, then {@code tail}. */
  private static List<Long> path(RunExchange.MoveStack played, List<Long> tail) {
    List<Long> out = new ArrayList<>(played.size + tail.size());
    for (int i = 0; i < played.size; i++) {
      out.add(played.moves[i]);
    }
    out.addAll(tail);
    return out;
  }
}
