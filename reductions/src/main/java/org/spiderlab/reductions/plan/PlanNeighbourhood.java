package org.spiderlab.reductions.plan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Plan neighbourhood graph search (Nakhost and Müller, "Action elimination and plan neighborhood
 * graph search", ICAPS 2010, the Aras planner): every position of a winning play is expanded to
 * a small depth, and a shortest path from the start to a won position is sought in the graph of
 * all positions seen, which holds the play itself, so the path is never longer. Positions are
 * named by a 128-bit hash of their piles and stock; the hash only guides the search: the path
 * found is rebuilt move by move from the boards (each step finds a legal move to a successor of
 * that hash) and the caller replays the result with the verifier, so a hash collision could at
 * worst cost an improvement, never a wrong certificate.
 */
final class PlanNeighbourhood {
  private PlanNeighbourhood() {}

  record Key(long a, long b) {}

  static Key key(Board board) {
    long a = 0x9E3779B97F4A7C15L;
    long b = 0xC2B2AE3D27D4EB4FL;
    for (int i = 0; i < board.pileCount(); i++) {
      int s = board.pileSize(i);
      a = mix(a ^ (s + 0x100L * i));
      b = mix(b + 31L * s + i);
      for (int j = 0; j < s; j++) {
        long c = board.codeAt(i, j);
        a = mix(a ^ c);
        b = mix(b * 0x100000001B3L + c + 7);
      }
    }
    a = mix(a ^ board.dealsDone());
    b = mix(b + board.dealsDone() * 0x632BE59BD9B4E019L);
    return new Key(a, b);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * A win at most as long as {@code cert}, found in the depth-{@code depth} neighbourhood of its
   * positions: a shorter one, {@code cert} itself if the neighbourhood holds none, or null if the
   * {@code maxNodes} budget or the deadline cut the expansion short.
   */
  static List<Move> shortest(Game game, List<Move> cert, int depth, int maxNodes, long deadline) {
    Map<Key, Integer> ids = new HashMap<>();
    List<int[]> succ = new ArrayList<>();
    Board b = game.toBoard();
    List<Board> plan = new ArrayList<>();
    plan.add(b.copy());
    for (Move m : cert) {
      b.apply(m);
      plan.add(b.copy());
    }
    int wonId = -1;
    for (Board start : plan) {
      ArrayDeque<Board> frontier = new ArrayDeque<>();
      ArrayDeque<Integer> level = new ArrayDeque<>();
      frontier.add(start);
      level.add(0);
      while (!frontier.isEmpty()) {
        if (ids.size() > maxNodes || System.nanoTime() > deadline) {
          return null;
        }
        Board x = frontier.poll();
        int d = level.poll();
        int id = idOf(ids, succ, key(x));
        if (x.isWon()) {
          wonId = id;
        }
        if (succ.get(id) != null) {
          continue; // expanded already
        }
        List<Move> moves = x.legalMoves();
        int[] out = new int[moves.size()];
        for (int m = 0; m < moves.size(); m++) {
          Board y = x.copy();
          y.apply(moves.get(m));
          out[m] = idOf(ids, succ, key(y));
          if (d + 1 < depth) {
            frontier.add(y);
            level.add(d + 1);
          } else if (y.isWon()) {
            wonId = out[m];
          }
        }
        succ.set(id, out);
      }
    }
    if (wonId < 0) {
      return cert;
    }
    int startId = ids.get(key(plan.get(0)));
    int[] parent = new int[ids.size()];
    Arrays.fill(parent, -1);
    parent[startId] = startId;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(startId);
    while (!queue.isEmpty() && parent[wonId] < 0) {
      int u = queue.poll();
      int[] out = succ.get(u);
      if (out == null) {
        continue;
      }
      for (int v : out) {
        if (parent[v] < 0) {
          parent[v] = u;
          queue.add(v);
        }
      }
    }
    if (parent[wonId] < 0) {
      return cert;
    }
    List<Integer> path = new ArrayList<>();
    for (int v = wonId; v != startId; v = parent[v]) {
      path.add(v);
    }
    if (path.size() >= cert.size()) {
      return cert;
    }
    java.util.Collections.reverse(path);
    List<Move> moves = new ArrayList<>();
    Board x = game.toBoard();
    for (int v : path) {
      Move step = null;
      for (Move m : x.legalMoves()) {
        Board y = x.copy();
        y.apply(m);
        if (ids.get(key(y)) == v) {
          step = m;
          x = y;
          break;
        }
      }
      if (step == null) {
        return cert; // a hash collision broke the path
      }
      moves.add(step);
    }
    return moves;
  }

  private static int idOf(Map<Key, Integer> ids, List<int[]> succ, Key k) {
    Integer id = ids.get(k);
    if (id == null) {
      id = ids.size();
      ids.put(k, id);
      succ.add(null);
    }
    return id;
  }
}
