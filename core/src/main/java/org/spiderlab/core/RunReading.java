package org.spiderlab.core;

import java.util.Locale;

/**
 * Which same-suit runs count when the height of the tallest run of a position is asked (thesis
 * 4.5.3, "Höhe des höchsten einfarbigen sequenziellen Teilstapels"). The thesis' definition of
 * such a substack (1.3: "ein Teilstapel, T = (s_u, ..., s_v)" of a pile {@code (s_1, ..., s_i)})
 * counts a run at any position of a pile, also under other cards ({@link #ANY}); under it the
 * step of 4.5.3 "Die NP-Schwere folgt direkt aus 4.5.2" fails, because the sorted decks of the
 * 4.5.2 games are runs of height {@code n} from the start. {@link #TOP}, which the thesis does not
 * state, is the reading under which that step holds; both are offered ({@code
 * docs/APPROXIMATION.md}, {@code docs/FINDINGS.md} row 12).
 *
 * <p>A run is a sequence of face-up cards of one suit, each lying directly on the card one rank
 * higher (the run step of {@link Rule#continuesRun}); its height is its number of cards. Face-down
 * cards never belong to a run: a hidden card is not part of anything a player has formed.
 */
public enum RunReading {
  /**
   * The movable run on top of a pile ({@link Board#runLength}): what one move can take along and
   * what a clear needs. A run of height {@code n} (the maximal rank) under this reading is a
   * complete run that can be cleared, so "a run of height at least {@code n}" and "a deck can be
   * cleared" are the same question (the step 4.5.3 takes from 4.5.2). SpiderLab's default.
   */
  TOP,
  /**
   * Any maximal run inside a pile, also one with other cards on top of it (complete runs buried
   * under other cards count with their full height): the thesis' definition of 1.3, for face-up
   * cards.
   */
  ANY;

  /** The height of the tallest run on {@code board} under this reading (0 for an empty tableau). */
  public int tallest(BoardView board) {
    return this == TOP ? board.tallestTopRun() : board.tallestRun();
  }

  /** The keyword of the command line ({@code top}, {@code any}). */
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The reading of a keyword of {@link #keyword()}, case-insensitive. */
  public static RunReading ofKeyword(String keyword) {
    for (RunReading r : values()) {
      if (r.keyword().equalsIgnoreCase(keyword)) {
        return r;
      }
    }
    throw new IllegalArgumentException("unknown run reading '" + keyword
        + "' (expected top or any)");
  }
}
