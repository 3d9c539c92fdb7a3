package org.spiderlab.core.solver;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * An independent reference solver for tiny games: breadth-first search over {@link Board}
 * positions with {@link Board#legalMoves()}, deduplicated by exact (non-canonical) snapshots.
 * Shares no code with the solver's {@link Position}.
 */
final class BruteForce {

  private BruteForce() {}

  /** Fewest moves to win, -1 when unwinnable, or throws when more than {@code maxStates}. */
  static int shortest(Game game, int maxStates) {
    return shortest(game, maxStates, Board::isWon);
  }

  /**
   * Fewest moves to a board that satisfies {@code goal}, -1 when none is reachable, or throws when
   * more than {@code maxStates}.
   */
  static int shortest(Game game, int maxStates, Predicate<Board> goal) {
    Board start = game.toBoard();
    if (goal.test(start)) {
      return 0;
    }
    Set<Game> seen = new HashSet<>();
    seen.add(start.snapshot(game.suits()));
    ArrayDeque<Board> queue = new ArrayDeque<>();
    ArrayDeque<Integer> dist = new ArrayDeque<>();
    queue.add(start);
    dist.add(0);
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      int d = dist.poll();
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        if (goal.test(c)) {
          return d + 1;
        }
        if (seen.add(c.snapshot(game.suits()))) {
          if (seen.size() > maxStates) {
            throw new IllegalStateException("brute force exceeded " + maxStates + " states");
          }
          queue.add(c);
          dist.add(d + 1);
        }
      }
    }
    return -1;
  }
}
