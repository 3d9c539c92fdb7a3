package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkElementIndex;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * A certificate as a picture shows it (thesis 4.1.8): its legal moves, the verifier's verdict on
 * the whole certificate, and what the reduction's backward map reads from it move by move. The
 * positions are the verifier's boards: play starts from the game with its face-down top cards
 * turned up (docs/FORMATS.md "Moves"), and position {@code k} is the board after {@code k} moves.
 *
 * @param name where the certificate came from (a file name), for the picture's text
 * @param moves the moves the verifier found legal, in order (all of them unless the verdict is
 *     INVALID)
 * @param verdict the verifier's verdict on the whole certificate
 * @param progress the backward map's reading of {@code moves}, if the reduction has one
 */
public record Replay(String name, List<Move> moves, Verdict verdict,
    Optional<Progress> progress) {

  public Replay {
    checkNotNull(name, "name");
    moves = List.copyOf(moves);
    checkNotNull(verdict, "verdict");
    checkNotNull(progress, "progress");
  }

  /** Verifies {@code certificate} on {@code game} and keeps its legal moves. */
  public static Replay of(Game game, List<Move> certificate, Annotation annotation, String name) {
    Verdict v = Verifier.verify(game, certificate);
    List<Move> legal = certificate.subList(0, (int) v.movesPlayed());
    return new Replay(name, legal, v, annotation.progress(legal));
  }

  /** The number of positions after the start: the legal moves. */
  public int steps() {
    return moves.size();
  }

  /** The verifier's board after {@code step} moves ({@code 0 <= step <= steps()}). */
  public Board boardAfter(Game game, int step) {
    checkElementIndex(step, steps() + 1, "step");
    Board b = game.toBoard();
    for (int k = 0; k < step; k++) {
      b.apply(moves.get(k));
    }
    return b;
  }
}
