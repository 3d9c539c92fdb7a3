package org.spiderlab.examples.pictures;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * What a reduction says about the game it built, for drawing it: a title, the legend of areas
 * and the area (style) of every rank, a label and a role for every pile, and optionally what its
 * backward map reads from a certificate move by move. The SVG, TikZ and HTML pictures all draw
 * from it, so they cannot disagree. {@link ThreeSatAnnotation} explains the 3-SAT reduction of
 * thesis 4.2.1; other reductions plug in by implementing this interface; {@link #plain} is a
 * game with no reduction behind it.
 */
public interface Annotation {

  /** One line saying what is drawn, e.g. the reduction and the formula. */
  String title();

  /** The legend; a card's style is an index into this list. Never empty. */
  List<AreaStyle> styles();

  /** The style (index into {@link #styles()}) of the cards of {@code rank}. */
  int styleOf(int rank);

  /**
   * A short label of the pile (0-based), at most two lines of at most 9 characters; may be
   * empty.
   */
  List<String> pileLabel(int pile);

  /** The pile's role in a sentence, e.g. {@code selection pile of v1}; may be empty. */
  String pileRole(int pile);

  /**
   * What the backward map reads from the legal moves {@code moves} (played from the game's
   * starting position), move by move; empty when the reduction has no such reading.
   */
  default Optional<Progress> progress(List<Move> moves) {
    return Optional.empty();
  }

  /** A game with no reduction behind it: one style, piles labelled by number only. */
  static Annotation plain(Game game) {
    String title = game.toString();
    List<AreaStyle> styles = List.of(new AreaStyle("card", "", "#FFFFFF"));
    return new Annotation() {
      @Override
      public String title() {
        return title;
      }

      @Override
      public List<AreaStyle> styles() {
        return styles;
      }

      @Override
      public int styleOf(int rank) {
        return 0;
      }

      @Override
      public List<String> pileLabel(int pile) {
        return List.of();
      }

      @Override
      public String pileRole(int pile) {
        return "";
      }
    };
  }
}
