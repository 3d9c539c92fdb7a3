package org.spiderlab.core.solver;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The move filter of the focused first phase ({@link SearchStrategy#FOCUSED}, {@link
 * FocusedSearch}): a heuristic that may drop every winning line, which is why an exhaustion with
 * it proves nothing.
 *
 * <p>Keeps, in order: clears and deals; run moves that take the source pile below its lowest
 * height on the current path since its last deal (they uncover a card this path has not
 * uncovered yet, or one that a deal covered since); among run
 * moves of the same cards onto identical top cards, only the one onto the longest top run
 * (lowest pile on ties); and, when only run moves remain, only those onto the lowest-numbered
 * target pile. On 3-SAT reductions (thesis 4.2) this plays the literal selections one variable at
 * a time, every climb and lock in one order, and branches only where two cards compete for one
 * host, which with the dead-end test is backtracking with forward checking over the assignments.
 *
 * <p>A deal starts every pile afresh at its new height: before, the low-water marks stayed below
 * the dealt cards, so that after a deal hardly any run move was kept and the phase spent its
 * budget in vain on games with a stock (docs/PERFORMANCE.md, "Games with a stock": on KPatience's
 * one-suit deals 1..10 it now wins all ten within about 5,000 states each).
 */
final class FocusedFilter implements MoveFilter {

  /** Per pile, its lowest height on the current depth-first path since the path's last deal. */
  private final int[] lowWater;
  /** The low-water marks before each deal of the current path, the last deal on top. */
  private final ArrayDeque<int[]> dealt = new ArrayDeque<>();
  /** {@link #lwPile} entry of a deal. */
  private static final int DEALT = -1;
  private int[] lwPile = new int[64];
  private int[] lwOld = new int[64];
  private boolean[] keep = new boolean[64];

  FocusedFilter(Position start) {
    lowWater = new int[start.pileCount()];
    for (int j = 0; j < lowWater.length; j++) {
      lowWater[j] = start.size(j);
    }
  }

  /** Records the new lowest heights after the move at {@code depth}. */
  @Override
  public void entered(Position s, int depth, long m) {
    if (depth >= lwPile.length) {
      lwPile = Arrays.copyOf(lwPile, 2 * depth + 2);
      lwOld = Arrays.copyOf(lwOld, lwPile.length);
    }
    if (PackedMove.kind(m) == PackedMove.DEAL) {
      lwPile[depth] = DEALT; // every pile starts afresh at its new height
      dealt.push(lowWater.clone());
      for (int j = 0; j < lowWater.length; j++) {
        lowWater[j] = s.size(j);
      }
      return;
    }
    int src = PackedMove.src(m);
    lwPile[depth] = src;
    lwOld[depth] = lowWater[src];
    lowWater[src] = Math.min(lowWater[src], s.size(src));
  }

  @Override
  public void left(int depth) {
    if (lwPile[depth] == DEALT) {
      System.arraycopy(dealt.pop(), 0, lowWater, 0, lowWater.length);
    } else {
      lowWater[lwPile[depth]] = lwOld[depth];
    }
  }

  @Override
  public int filter(Position s, long[] g, int cnt) {
    if (keep.length < cnt) {
      keep = new boolean[Math.max(cnt, 2 * keep.length)];
    }
    // decide on the unmodified list first: the identical-host rule compares moves with each other
    for (int i = 0; i < cnt; i++) {
      long m = g[i];
      keep[i] = PackedMove.kind(m) != PackedMove.TRANSFER
          || s.size(PackedMove.src(m)) - PackedMove.count(m)
              < lowWater[PackedMove.src(m)] // uncovers a card this path has not uncovered
          && (s.size(PackedMove.dst(m)) == 0 || longestIdenticalHost(s, g, cnt, m));
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
      if (PackedMove.kind(g[i]) != PackedMove.TRANSFER) {
        return cnt;
      }
      target = Math.min(target, PackedMove.dst(g[i]));
    }
    w = 0;
    for (int i = 0; i < cnt; i++) {
      if (PackedMove.dst(g[i]) == target) {
        g[w++] = g[i];
      }
    }
    return w;
  }

  /** Whether no other move of the same cards goes onto an identical top with a longer run. */
  private static boolean longestIdenticalHost(Position s, long[] g, int cnt, long m) {
    int src = PackedMove.src(m);
    int h = PackedMove.count(m);
    int dst = PackedMove.dst(m);
    int top = s.top(dst);
    int run = s.runLength(dst);
    for (int k = 0; k < cnt; k++) {
      long o = g[k];
      if (o == m || PackedMove.kind(o) != PackedMove.TRANSFER || PackedMove.src(o) != src
          || PackedMove.count(o) != h) {
        continue;
      }
      int d = PackedMove.dst(o);
      if (s.size(d) == 0 || s.top(d) != top) {
        continue;
      }
      int r = s.runLength(d);
      if (r > run || r == run && d < dst) {
        return false;
      }
    }
    return true;
  }
}
