package org.spiderlab.core;

/**
 * The rule variant of a game: which cards may receive a moved run.
 *
 * <ul>
 *   <li>{@link #SPIDER}: the target's top card must be exactly one rank higher than the lowest
 *       card of the moved run (thesis 1.3, KPatience).
 *   <li>{@link #HANOI}: the target's top card need only have a strictly higher rank (thesis
 *       4.6.1).
 * </ul>
 */
public enum Rule {
  SPIDER,
  HANOI;

  /** The keyword used in the text and JSON formats. */
  public String keyword() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** Whether a run whose lowest card has rank {@code movedRank} may go onto rank {@code targetRank}. */
  public boolean accepts(int targetRank, int movedRank) {
    return this == SPIDER ? targetRank == movedRank + 1 : targetRank > movedRank;
  }
}
