package org.spiderlab.core.special;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * The tests' exhaustive reference: breadth-first search over full board states with an exact
 * visited set (a state is the full text of every pile plus the deals done; no symmetry reduction,
 * no pruning). Tiny games only. Returns a shortest winning certificate (in moves, clears counted).
 */
final class ReferenceSearch {

  /** Raised when the state budget is exhausted. */
  static final class TooBig extends RuntimeException {
    TooBig(int states) {
      super("reference search exceeded " + states + " states");
    }
  }

  /**
   * @param winnable whether some certificate wins
   * @param shortest a shortest winning certificate, or null
   * @param states the number of distinct states visited
   */
  record Outcome(boolean winnable, List<Move> shortest, int states) {}

  private ReferenceSearch() {}

  /** Unrestricted search. */
  static Outcome solve(Game game, int maxStates) {
    return solve(game, true, maxStates);
  }

  /**
   * @param freeCellTargets whether transfers onto empty piles are allowed
   */
  static Outcome solve(Game game, boolean freeCellTargets, int maxStates) {
    Board start = game.toBoard();
    Map<String, Object[]> parent = new HashMap<>(); // key -> {parentKey, move}
    ArrayDeque<Board> queue = new ArrayDeque<>();
    ArrayDeque<String> keys = new ArrayDeque<>();
    String k0 = key(start);
    parent.put(k0, null);
    queue.add(start);
    keys.add(k0);
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      String k = keys.poll();
      if (b.isWon()) {
        List<Move> path = new ArrayList<>();
        for (Object[] e = parent.get(k); e != null; e = parent.get((String) e[0])) {
          path.add((Move) e[1]);
        }
        Collections.reverse(path);
        return new Outcome(true, path, parent.size());
      }
      for (Move m : b.legalMoves()) {
        if (!freeCellTargets && m instanceof Move.Transfer t && b.pileSize(t.target()) == 0) {
          continue;
        }
        Board c = b.copy();
        c.apply(m);
        String ck = key(c);
        if (!parent.containsKey(ck)) {
          parent.put(ck, new Object[] {k, m});
          if (parent.size() > maxStates) {
            throw new TooBig(maxStates);
          }
          queue.add(c);
          keys.add(ck);
        }
      }
    }
    return new Outcome(false, null, parent.size());
  }

  static String key(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < b.pileCount(); p++) {
      for (int i = 0; i < b.pileSize(p); i++) {
        sb.append(Long.toHexString(b.codeAt(p, i))).append(',');
      }
      sb.append('|');
    }
    return sb.append(b.dealsDone()).toString();
  }

  /** Replays {@code moves} on a fresh board; returns null if they win, else the problem. */
  static String replay(Game game, List<Move> moves) {
    Board b = game.toBoard();
    for (int i = 0; i < moves.size(); i++) {
      String why = b.tryApply(moves.get(i));
      if (why != null) {
        return "move " + (i + 1) + " (" + moves.get(i) + "): " + why;
      }
    }
    return b.isWon() ? null : "not won after " + moves.size() + " moves: " + b.describe();
  }
}
