package org.spiderlab.examples.brainball;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every optimal Rochade from one position to another: the bidirectional breadth-first search of
 * section 6.5 on the search graph of section 6 (sections 4.1 and 6).
 *
 * <p>Model. Only flips cost (section 3.4), so the search runs on classes of positions that are
 * equal up to shifts and turning over (section 4.1: 12!·2^12 classes, 26 positions each); two
 * classes are neighbours when one flip leads from one to the other, each class has 13 neighbours
 * (a shift by 0..12, then "/"). A Rochade in standard form (section 2.2) is a shift, then
 * alternately a flip and a shift, and at most one "D" at the end; its length is its number of
 * flips. The Rochaden are counted as the paper counts the 14 solutions of the big strategy task
 * (section 3.4): distinct words in standard form with shift indices in -6..6 and shifts by 0 left
 * out, e.g. {@code 2/1/-2/2/1/1/-2/-4/5/4/-4/6/5/D}.
 *
 * <p>Method. Both searches grow one breadth-first layer at a time, the smaller frontier first;
 * before a layer is stored it is only generated and checked against the other side, so the
 * layer where the two meet (about 13 times larger than the rest) is never kept. The classes on
 * some optimal path are then found back from the meeting classes along decreasing depths on both
 * sides, and the Rochaden are spelt out on exact positions from the start through those classes
 * only, the last shift and "D" chosen to land on the exact goal.
 */
public final class RochadeSearch {
  private RochadeSearch() {}

  /** Whether a search ended with the optimum or at its limit of stored classes. */
  public enum Status {
    /** The optimal length and every optimal Rochade are known. */
    OPTIMAL,
    /** The limit of stored classes was reached first. */
    LIMIT
  }

  /**
   * The answer of {@link #search}.
   *
   * @param status OPTIMAL or LIMIT
   * @param length the optimal length l(r) (section 3.4), -1 at the limit
   * @param rochaden every optimal Rochade in standard form, sorted by their shift indices (empty
   *     at the limit)
   * @param excludedUpTo no Rochade of this length or less exists (length - 1 when optimal)
   * @param stored classes stored by both sides together
   */
  public record Result(Status status, int length, List<Rochade> rochaden, int excludedUpTo,
      long stored) {
    /** Copies the list. */
    public Result {
      rochaden = List.copyOf(rochaden);
    }
  }

  /** The class of /(w_s(x)) for the representative x of class {@code key}. */
  static long neighbour(long key, int s) {
    long p = Position.rotate(Position.keyPerm(key), s);
    return Position.classKey(Position.flipPerm(p), Position.flipYellow(p, Position.keyYellow(key)));
  }

  /**
   * Every optimal Rochade from {@code start} to {@code goal}.
   *
   * @param start the position before
   * @param goal the position after
   * @param maxStates classes stored at most (both sides together)
   * @return the optimum and its Rochaden, or the limit and the lengths excluded so far
   */
  public static Result search(Position start, Position goal, long maxStates) {
    long s = start.classKey();
    long g = goal.classKey();
    LongByteMap fwd = new LongByteMap(1024);
    LongByteMap bwd = new LongByteMap(1024);
    fwd.putIfAbsent(s, 0);
    bwd.putIfAbsent(g, 0);
    if (s == g) {
      return finish(start, goal, 0, Map.of(s, 0), 2);
    }
    LongByteMap.Layer fFront = new LongByteMap.Layer();
    LongByteMap.Layer bFront = new LongByteMap.Layer();
    fFront.add(s);
    bFront.add(g);
    int df = 0;
    int db = 0;
    while (true) {
      boolean forward = fFront.size() <= bFront.size();
      LongByteMap.Layer front = forward ? fFront : bFront;
      LongByteMap own = forward ? fwd : bwd;
      LongByteMap other = forward ? bwd : fwd;
      int depth = forward ? df : db;
      // Generate the next layer and only check it against the other side.
      Set<Long> meet = new LinkedHashSet<>();
      for (int i = 0; i < front.size(); i++) {
        long x = front.get(i);
        for (int k = 0; k < Position.STONES; k++) {
          long y = neighbour(x, k);
          if (other.get(y) >= 0) {
            meet.add(y);
          }
        }
      }
      if (!meet.isEmpty()) {
        int length = df + db + 1;
        int meetDist = forward ? df + 1 : df;
        return finish(start, goal, length, onPath(meet, meetDist, length, fwd, bwd),
            fwd.size() + bwd.size());
      }
      // No Rochade of length df + db + 1 or less: store the layer.
      LongByteMap.Layer next = new LongByteMap.Layer();
      for (int i = 0; i < front.size(); i++) {
        long x = front.get(i);
        for (int k = 0; k < Position.STONES; k++) {
          long y = neighbour(x, k);
          if (own.putIfAbsent(y, depth + 1)) {
            next.add(y);
            if ((long) fwd.size() + bwd.size() > maxStates) {
              return new Result(Status.LIMIT, -1, List.of(), df + db + 1,
                  fwd.size() + bwd.size());
            }
          }
        }
      }
      if (next.size() == 0) {
        // Section 4.2: every position is reachable; this cannot happen.
        throw new IllegalStateException("search graph not connected");
      }
      if (forward) {
        fFront = next;
        df++;
      } else {
        bFront = next;
        db++;
      }
    }
  }

  /**
   * The classes on some optimal path with their distance from the start: the meeting classes,
   * then back along decreasing depths on both sides.
   */
  private static Map<Long, Integer> onPath(Set<Long> meet, int meetDist, int length,
      LongByteMap fwd, LongByteMap bwd) {
    Map<Long, Integer> on = new HashMap<>();
    for (long m : meet) {
      on.put(m, meetDist);
    }
    Set<Long> cur = meet;
    for (int d = meetDist; d > 0; d--) {
      Set<Long> next = new LinkedHashSet<>();
      for (long x : cur) {
        for (int k = 0; k < Position.STONES; k++) {
          long y = neighbour(x, k);
          if (fwd.get(y) == d - 1) {
            next.add(y);
            on.put(y, d - 1);
          }
        }
      }
      cur = next;
    }
    cur = meet;
    for (int e = length - meetDist; e > 0; e--) {
      Set<Long> next = new LinkedHashSet<>();
      for (long x : cur) {
        for (int k = 0; k < Position.STONES; k++) {
          long y = neighbour(x, k);
          if (bwd.get(y) == e - 1) {
            next.add(y);
            on.put(y, length - (e - 1));
          }
        }
      }
      cur = next;
    }
    return on;
  }

  /** Spells out every optimal Rochade on exact positions through the classes of {@code on}. */
  private static Result finish(Position start, Position goal, int length, Map<Long, Integer> on,
      long stored) {
    List<int[]> words = new ArrayList<>();
    spell(start, goal, 0, length, new int[length + 2], on, words);
    words.sort(Arrays::compare);
    List<Rochade> rs = new ArrayList<>();
    for (int[] w : words) {
      rs.add(standardForm(w));
    }
    return new Result(Status.OPTIMAL, length, rs, length - 1, stored);
  }

  /**
   * Depth-first from {@code p} (after {@code k} flips): {@code w[0..k-1]} are the shifts before
   * each flip; at the goal's class {@code w[length]} is the last shift and {@code w[length+1]} 1
   * for a final "D".
   */
  private static void spell(Position p, Position goal, int k, int length, int[] w,
      Map<Long, Integer> on, List<int[]> out) {
    if (k == length) {
      for (int t = -6; t <= 6; t++) {
        Position q = p.shift(t);
        if (q.equals(goal)) {
          w[length] = t;
          w[length + 1] = 0;
          out.add(w.clone());
        } else if (q.turn().equals(goal)) {
          w[length] = t;
          w[length + 1] = 1;
          out.add(w.clone());
        }
      }
      return;
    }
    for (int t = -6; t <= 6; t++) {
      Position q = p.shift(t).flip();
      Integer d = on.get(q.classKey());
      if (d != null && d == k + 1) {
        w[k] = t;
        spell(q, goal, k + 1, length, w, on, out);
      }
    }
  }

  /** The standard-form word of shifts {@code w} (see {@link #spell}), shifts by 0 left out. */
  static Rochade standardForm(int[] w) {
    int length = w.length - 2;
    List<Move> ms = new ArrayList<>();
    for (int i = 0; i <= length; i++) {
      if (i > 0) {
        ms.add(Move.FLIP);
      }
      if (w[i] != 0) {
        ms.add(new Move.Shift(w[i]));
      }
    }
    if (w[length + 1] == 1) {
      ms.add(Move.TURN);
    }
    return new Rochade(ms);
  }
}
