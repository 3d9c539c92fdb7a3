package org.spiderlab.examples.pictures;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * How the piles of a picture are arranged: at most {@code columns} columns side by side in a
 * row (further piles continue in the next row), and a pile of more than {@code fold} cards
 * folded into several columns of {@code fold} cards each, the later ones headed "cont." with
 * their card numbers ({@code fold = 0}: never fold). Every card is drawn; the picture states
 * the fold rule whenever it applies.
 *
 * @param columns the most columns in one row, at least 1
 * @param fold the most cards in one column, 0 for no limit
 */
public record Arrangement(int columns, int fold) {
  /**
   * The defaults: 32 columns per row (the 27 piles of the thesis' 4.2.1 example stand in one
   * row), folds of 100 cards.
   */
  public static final Arrangement DEFAULT = new Arrangement(32, 100);

  public Arrangement {
    checkArgument(columns >= 1, "--columns must be at least 1, got %s", columns);
    checkArgument(fold >= 0, "--fold must be at least 0, got %s", fold);
  }

  /** The number of columns pile of {@code size} cards takes. */
  public int columnsOf(int size) {
    return fold == 0 || size <= fold ? 1 : (size + fold - 1) / fold;
  }

  /** The cards in one column (the whole pile when not folding). */
  public int cardsPerColumn(int size) {
    return fold == 0 ? Math.max(size, 1) : fold;
  }
}
