package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * One position as a picture draws it: the tableau and stock (a {@link Game}), the runs cleared
 * to the foundation, and, for a position of a certificate, which move led to it.
 *
 * @param position the tableau and the stock left
 * @param cleared complete runs on the foundation
 * @param step moves played from the start (0 for the start or a game without certificate)
 * @param last the move that led here (empty at the start)
 */
public record Scene(Game position, long cleared, int step, Optional<Move> last) {

  public Scene {
    checkNotNull(position, "position");
    checkNotNull(last, "last");
  }

  /** A game file as it is, with no certificate. */
  public static Scene of(Game game) {
    return new Scene(game, 0, 0, Optional.empty());
  }

  /** The board after {@code step} moves, the last of which was {@code last}. */
  static Scene of(Board board, int suits, int step, Move last) {
    return new Scene(board.snapshot(suits), board.clearedRuns(), step, Optional.ofNullable(last));
  }

  /**
   * The first card of {@code pile} (0-based index) that the last move put there, or the pile's
   * size when it put none: the moved run's cards for a move, the dealt card for a deal.
   */
  public int movedFrom(int pile) {
    int size = position.pileSize(pile);
    if (last.isEmpty()) {
      return size;
    }
    Move m = last.get();
    if (m instanceof Move.Transfer t && t.target() == pile) {
      return Math.max(0, size - t.count());
    }
    if (m instanceof Move.Deal) {
      return Math.max(0, size - 1);
    }
    return size;
  }

  /** The pile the last move took cards from, or -1. */
  public int source() {
    if (last.isPresent() && last.get() instanceof Move.Transfer t) {
      return t.source();
    }
    if (last.isPresent() && last.get() instanceof Move.Clear c) {
      return c.source();
    }
    return -1;
  }
}
