package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;

/**
 * A fast greedy player, the kind of polynomial-time strategy thesis 4.5 says cannot approximate
 * {@code val(G)} or {@code maxHeight(G)} (unless P = NP; 4.5.4 "Bedeutung für das Spiel"): clear
 * a complete run whenever one lies on top; otherwise play the move that uncovers the most, that
 * is, the legal move with the best score: {@code 2 * cards moved}, plus {@code 1} for turning a
 * face-down card, plus {@code cards moved} again when it empties its pile; the deal only when no
 * other move leads to a new position. It never returns to a position it has seen (by a 64-bit
 * fingerprint: a collision only makes it skip a move), and stops when no move leads to a new
 * position or after {@code maxMoves} moves. Deterministic: ties go to the first move of {@link
 * Board#legalMoves()}.
 *
 * <p>It records the best it reached on the way: the runs cleared, and the tallest run under
 * both {@link RunReading}s (at some position of its play; the certificate up to that position is
 * a prefix of its moves).
 */
public final class GreedyPlayer {
  private GreedyPlayer() {}

  /**
   * What the greedy player did on one game.
   *
   * @param moves its moves, in order
   * @param clears the runs it cleared
   * @param tallestTop the tallest movable run on top of a pile at any position of its play
   * @param tallestAnywhere the tallest run anywhere inside a pile at any position of its play
   * @param won whether it won the game
   */
  public record Play(List<Move> moves, int clears, int tallestTop, int tallestAnywhere,
      boolean won) {
    public Play {
      moves = List.copyOf(moves);
    }

    /** The best it reached for {@code objective}. */
    public int value(Objective objective) {
      if (objective instanceof Objective.TallestRun t) {
        return t.reading() == RunReading.TOP ? tallestTop : tallestAnywhere;
      }
      return clears;
    }
  }

  /** Plays {@code game} greedily for at most {@code maxMoves >= 0} moves. */
  public static Play play(Game game, int maxMoves) {
    checkNotNull(game, "game");
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    Board b = game.toBoard();
    Set<Long> seen = new HashSet<>();
    seen.add(fingerprint(b));
    List<Move> moves = new ArrayList<>();
    int top = RunReading.TOP.tallest(b);
    int any = RunReading.ANY.tallest(b);
    while (moves.size() < maxMoves) {
      Move chosen = null;
      long chosenPrint = 0;
      int bestScore = Integer.MIN_VALUE;
      for (Move m : b.legalMoves()) {
        Board next = b.copy();
        next.apply(m);
        long print = fingerprint(next);
        if (seen.contains(print)) {
          continue;
        }
        int score = score(b, m);
        if (score > bestScore) {
          bestScore = score;
          chosen = m;
          chosenPrint = print;
        }
      }
      if (chosen == null) {
        break;
      }
      b.apply(chosen);
      seen.add(chosenPrint);
      moves.add(chosen);
      top = Math.max(top, RunReading.TOP.tallest(b));
      any = Math.max(any, RunReading.ANY.tallest(b));
    }
    return new Play(moves, (int) b.clearedRuns(), top, any, b.isWon());
  }

  /** The greedy score of {@code m} on {@code b} (see the class documentation). */
  private static int score(Board b, Move m) {
    if (m instanceof Move.Clear) {
      return Integer.MAX_VALUE;
    }
    if (!(m instanceof Move.Transfer t)) {
      return Integer.MIN_VALUE + 1; // the deal: only when nothing else is new
    }
    int size = b.pileSize(t.source());
    int score = 2 * t.count();
    if (size > t.count() && CardCode.isDown(b.codeAt(t.source(), size - t.count() - 1))) {
      score++;
    }
    if (size == t.count()) {
      score += t.count();
    }
    return score;
  }

  /** A 64-bit fingerprint of the position (piles in order, deals done). */
  static long fingerprint(Board b) {
    long h = 0x9E3779B97F4A7C15L * (b.dealsDone() + 1);
    for (int j = 0; j < b.pileCount(); j++) {
      h = mix(h ^ (0xC2B2AE3D27D4EB4FL + j));
      for (int i = 0; i < b.pileSize(j); i++) {
        h = mix(h ^ b.codeAt(j, i));
      }
    }
    return h;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
    z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
    return z ^ (z >>> 33);
  }
}
