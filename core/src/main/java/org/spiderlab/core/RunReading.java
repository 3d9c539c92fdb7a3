package org.spiderlab.core;

import java.util.Locale;

/**
 * Which same-suit runs count when the height of the tallest run of a position is asked (thesis
 * 4.5.3, "Höhe des höchsten einfarbigen sequenziellen Teilstapels"). The thesis does not say
 * whether a run buried inside a pile counts; both readings are offered, and {@code
 * docs/APPROXIMATION.md} explains why {@link #TOP} is the one under which the chain of arguments
 * of 4.5.3 (its NP-hardness "follows directly from 4.5.2") holds.
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
   * cleared" are the same question (the step 4.5.3 takes from 4.5.2).
   */
  TOP,
  /**
   * Any maximal run inside a pile, also one with other cards on top of it (complete runs buried
   * under other cards count with their full height).
   */
  ANY;

  /** The height of the tallest run on {@code board} under this reading (0 for an empty tableau). */
  public int tallest(Board board) {
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
