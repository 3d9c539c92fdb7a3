package org.spiderlab.examples.mini;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Optimal solutions of {@link MiniGame}: A* with the consistent bound {@link MiniGame#unsettled}
 * (or, for comparison, without it: breadth-first order), positions merged up to the order of the
 * slots (a renaming of the slots keeps every distance to the goal). With a consistent bound the
 * first time a position is expanded its distance is final, so the first solved position expanded
 * ends a shortest solution; if the queue runs dry the start has none.
 */
public final class MiniSolver {
  private MiniSolver() {}

  /** How a search ended. */
  public enum Status {
    /** a shortest solution */
    OPTIMAL,
    /** every position reachable was expanded, none is solved */
    UNSOLVABLE,
    /** the state limit was reached */
    UNKNOWN
  }

  /**
   * The outcome.
   *
   * @param status how it ended
   * @param moves the moves {@code (from, to)} of a shortest solution (slots from 0), when OPTIMAL
   * @param expanded positions expanded
   * @param stored positions stored
   */
  public record Result(Status status, List<int[]> moves, long expanded, long stored) {}

  private record Node(MiniGame game, int g, int f, Node parent, int from, int to) {}

  /** Solves {@code game} optimally, storing at most {@code maxStates} positions. */
  public static Result solve(MiniGame game, long maxStates, boolean useBound) {
    PriorityQueue<Node> open = new PriorityQueue<>((a, b) -> a.f() != b.f()
        ? Integer.compare(a.f(), b.f()) : Integer.compare(b.g(), a.g()));
    Map<String, Integer> best = new HashMap<>();
    open.add(new Node(game, 0, useBound ? game.unsettled() : 0, null, -1, -1));
    best.put(game.canonicalKey(), 0);
    long expanded = 0;
    while (!open.isEmpty()) {
      Node n = open.poll();
      Integer g = best.get(n.game().canonicalKey());
      if (g != null && g < n.g()) {
        continue; // reached more cheaply since
      }
      if (n.game().isSolved()) {
        List<int[]> moves = new ArrayList<>();
        for (Node x = n; x.parent() != null; x = x.parent()) {
          moves.add(new int[] {x.from(), x.to()});
        }
        Collections.reverse(moves);
        return new Result(Status.OPTIMAL, moves, expanded, best.size());
      }
      expanded++;
      int s = n.game().slots().size();
      for (int a = 0; a < s; a++) {
        for (int b = 0; b < s; b++) {
          if (!n.game().canMove(a, b)) {
            continue;
          }
          MiniGame next = n.game().move(a, b);
          String key = next.canonicalKey();
          Integer old = best.get(key);
          if (old != null && old <= n.g() + 1) {
            continue;
          }
          if (old == null && best.size() >= maxStates) {
            return new Result(Status.UNKNOWN, List.of(), expanded, best.size());
          }
          best.put(key, n.g() + 1);
          open.add(new Node(next, n.g() + 1, n.g() + 1 + (useBound ? next.unsettled() : 0), n,
              a, b));
        }
      }
    }
    return new Result(Status.UNSOLVABLE, List.of(), expanded, best.size());
  }

  /** The moves in the source's notation: {@code (1,0) (0,2)}. */
  public static String notation(List<int[]> moves) {
    StringBuilder sb = new StringBuilder();
    for (int[] m : moves) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append('(').append(m[0]).append(',').append(m[1]).append(')');
    }
    return sb.toString();
  }
}
