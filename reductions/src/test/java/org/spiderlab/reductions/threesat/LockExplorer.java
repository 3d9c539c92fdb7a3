package org.spiderlab.reductions.threesat;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * Test helper: exhaustive breadth-first search over every position of a (tiny) reduced game that
 * is reachable while at least one lock card is still on the big stack. The state includes the
 * set of literals whose selection pile has been unstacked down to its bottom card so far (the
 * backward witness map's reading). After the last lock has left, the search goes on up to the
 * backward map's cutoff (the first empty pile or the second initial selection card uncovered),
 * and the reading of every path that reaches the cutoff is checked.
 */
final class LockExplorer {
  /** What the search found. */
  record Result(long states, boolean locksCanLeave, String violation, Assignment firstReading) {}

  private static final long GONE = 1L << 62;

  private LockExplorer() {}

  static Result explore(ReducedInstance r, long maxStates) {
    Layout lay = r.layout();
    int i = lay.variables();
    int big = lay.bigStackPile();
    Board start = r.game().toBoard();
    int floor = start.pileSize(big) - lay.clauses();
    int initFloor = start.pileSize(big) - 1;
    while (CardCode.rank(start.codeAt(big, initFloor)) != lay.initialSelectionRank()) {
      initFloor--;
    }
    initFloor++;
    Set<String> seen = new HashSet<>();
    ArrayDeque<Board> boards = new ArrayDeque<>();
    ArrayDeque<Long> masks = new ArrayDeque<>();
    boards.add(start);
    masks.add(0L);
    seen.add(key(start, 0L));
    boolean reached = false;
    Assignment first = null;
    while (!boards.isEmpty()) {
      Board b = boards.poll();
      long mask = masks.poll();
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        long nm = mask;
        if (m instanceof Move.Transfer t && t.source() >= 1 && t.source() <= 2 * i
            && c.pileSize(t.source()) <= 1) {
          nm |= 1L << (t.source() - 1);
        }
        boolean gone = (mask & GONE) != 0 || c.pileSize(big) <= floor;
        if (gone) {
          nm |= GONE;
          reached = true;
        }
        boolean emptied = false;
        for (int p = 0; p < c.pileCount() && !emptied; p++) {
          emptied = c.pileSize(p) == 0;
        }
        if (emptied && !gone) {
          return new Result(seen.size(), reached, "a pile emptied while a lock is on the big stack",
              null);
        }
        if (gone && (emptied || c.pileSize(big) <= initFloor)) {
          boolean[] v = new boolean[i];
          for (int x = 0; x < i; x++) {
            boolean pos = (nm >>> (2 * x) & 1) != 0;
            boolean neg = (nm >>> (2 * x + 1) & 1) != 0;
            if (pos && neg) {
              return new Result(seen.size(), true, "both literals of v" + (x + 1) + " selected",
                  null);
            }
            v[x] = pos;
          }
          Assignment a = Assignment.ofValues(v);
          if (!r.formula().evaluate(a)) {
            return new Result(seen.size(), true, "reading " + a + " falsifies the formula", a);
          }
          if (first == null) {
            first = a;
          }
          continue; // the backward map's cutoff: not explored further
        }
        if (seen.add(key(c, nm))) {
          if (seen.size() > maxStates) {
            throw new IllegalStateException("more than " + maxStates + " states");
          }
          boards.add(c);
          masks.add(nm);
        }
      }
    }
    return new Result(seen.size(), reached, null, first);
  }

  static String key(Board b, long mask) {
    StringBuilder sb = new StringBuilder();
    sb.append(mask).append('|');
    for (int p = 0; p < b.pileCount(); p++) {
      for (int x = 0; x < b.pileSize(p); x++) {
        sb.append((char) CardCode.rank(b.codeAt(p, x)));
      }
      sb.append('/');
    }
    return sb.toString();
  }
}
