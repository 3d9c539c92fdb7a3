package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;

/**
 * Everything a picture shows, whatever its format: the game, what its reduction says about it
 * ({@link Annotation}: areas, colours, pile labels), an optional certificate ({@link Replay}),
 * the position to draw ({@code step} moves into the certificate) and the arrangement of the
 * piles. The SVG, TikZ and HTML renderers all draw from this one value.
 *
 * @param game the game as its file gives it
 * @param annotation the reduction's explanation, or {@link Annotation#plain}
 * @param replay the certificate, if any
 * @param step the position to draw (SVG, TikZ) or to open at (HTML): moves played, 0 without a
 *     certificate
 * @param arrangement columns per row and the fold of long piles
 */
public record Picture(Game game, Annotation annotation, Optional<Replay> replay, int step,
    Arrangement arrangement) {

  public Picture {
    checkNotNull(game, "game");
    checkNotNull(annotation, "annotation");
    checkNotNull(replay, "replay");
    checkNotNull(arrangement, "arrangement");
    int max = replay.map(Replay::steps).orElse(0);
    checkArgument(step >= 0 && step <= max, "step %s outside 0..%s", step, max);
  }

  /** A game without certificate, arranged by default. */
  public static Picture of(Game game, Annotation annotation) {
    return new Picture(game, annotation, Optional.empty(), 0, Arrangement.DEFAULT);
  }

  /** The position to draw: the file as it is without a certificate, else the verifier's board. */
  public Scene scene() {
    if (replay.isEmpty()) {
      return Scene.of(game);
    }
    Replay r = replay.get();
    Board b = r.boardAfter(game, step);
    return Scene.of(b, game.suits(), step, step == 0 ? null : r.moves().get(step - 1));
  }
}
