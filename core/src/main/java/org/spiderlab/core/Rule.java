package org.spiderlab.core;

/**
 * The rule variant of a game: which cards may receive a moved run (thesis 1.3 and 4.6.1). This
 * enum is the one statement of the move rule; {@link CardCode} and the solver's card encoding
 * are packed forms of it, tested to agree.
 *
 * <ul>
 *   <li>{@link #SPIDER}: the target's top card must be exactly one rank higher than the lowest
 *       card of the moved run (thesis 1.3, KPatience).
 *   <li>{@link #HANOI}: the target's top card need only have a strictly higher rank (thesis
 *       4.6.1).
 * </ul>
 *
 * <p>What a run is does not depend on the variant: a face-up card continues the run below it
 * when it lies directly on a face-up card of the same suit and one rank higher
 * ({@link #continuesRun}).
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
    return this == SPIDER ? targetRank == hostRank(movedRank) : targetRank > movedRank;
  }

  /**
   * The one rank that {@link #SPIDER} accepts as target of a run whose lowest card has rank
   * {@code movedRank}, which is also the rank of the card a run card continues: one higher.
   */
  public static int hostRank(int movedRank) {
    return movedRank + 1;
  }

  /**
   * Whether a face-up card ({@code upperRank}, {@code upperSuit}) lying directly on a face-up card
   * ({@code lowerRank}, {@code lowerSuit}) is a step of a movable run: same suit, and the lower
   * card one rank higher. The same in both variants.
   */
  public static boolean continuesRun(int lowerRank, int lowerSuit, int upperRank,
      int upperSuit) {
    return lowerSuit == upperSuit && lowerRank == hostRank(upperRank);
  }
}
