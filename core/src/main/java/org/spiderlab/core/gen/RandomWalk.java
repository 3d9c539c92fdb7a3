package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Seeded random play over {@link Board#legalMoves()} (docs/FORMATS.md "Moves"): from the initial state
 * of a game, repeatedly plays a uniformly chosen legal move, except that a possible clear is
 * taken with probability {@code clearPercent / 100}. Every move sequence it returns is legal in
 * turn, which makes it a source of valid certificates for property tests of the verifier
 * (thesis 4.1.8) and for benchmarks.
 */
public final class RandomWalk {
  private RandomWalk() {}

  /** Up to {@code maxMoves} legal moves from the start of {@code game}, stopping when stuck. */
  public static List<Move> walk(Game game, long seed, int maxMoves, int clearPercent) {
    checkArgument(maxMoves >= 0, "maxMoves must be >= 0, got %s", maxMoves);
    checkArgument(clearPercent >= 0 && clearPercent <= 100,
        "clearPercent must be in 0..100, got %s", clearPercent);
    SplittableRandom rnd = new SplittableRandom(seed);
    Board b = game.toBoard();
    List<Move> out = new ArrayList<>();
    while (out.size() < maxMoves) {
      List<Move> legal = b.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Move m = legal.get(0) instanceof Move.Clear && rnd.nextInt(100) < clearPercent
          ? legal.get(0)
          : legal.get(rnd.nextInt(legal.size()));
      b.apply(m);
      out.add(m);
    }
    return out;
  }
}
