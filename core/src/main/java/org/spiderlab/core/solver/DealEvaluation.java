package org.spiderlab.core.solver;

/**
 * The evaluation that orders the best-first phase of {@link SearchStrategy#BEST_FIRST} (thesis
 * chapter 3: real deals are won by building runs of one suit, turning the face-down cards and
 * freeing piles). A heuristic only: it decides which position is expanded next, never a verdict.
 *
 * <p>The value of a position, higher is better, is a weighted sum of: complete runs cleared;
 * face-up cards lying on the next higher card of the same suit (links of a movable run); face-up
 * cards on the next higher card of another suit; face-down cards (negative); empty piles; face-up
 * cards on a card that does not take them (the breaks a deal leaves, negative). The phase only
 * compares positions with the same number of deals.
 *
 * @param cleared weight of a cleared run
 * @param suited weight of a card on the next higher card of its suit
 * @param natural weight of a card on the next higher card of another suit
 * @param faceDown weight (subtracted) of a face-down card
 * @param empty weight of an empty pile
 * @param broken weight (subtracted) of a face-up card on a card that does not take it
 */
record DealEvaluation(int cleared, int suited, int natural, int faceDown, int empty, int broken) {

  /** The weights measured best on standard deals (docs/DEALS.md, "The solver on standard deals"). */
  static final DealEvaluation STANDARD = new DealEvaluation(200, 10, 3, 30, 20, 5);

  /**
   * The value of {@code s}: higher is better. From the counts {@link Position} keeps as cards
   * move ({@link Position#links}), so only the empty piles are counted here; equal to {@link
   * #valueByScan} (checked by {@code PositionTest} at every step of random walks).
   */
  int value(Position s) {
    int empties = 0;
    for (int j = 0; j < s.p; j++) {
      empties += s.size[j] == 0 ? 1 : 0;
    }
    long v = cleared * s.clearedRuns() + (long) suited * s.links(Position.LINK_SUITED)
        + (long) natural * s.links(Position.LINK_NATURAL)
        - (long) faceDown * s.links(Position.LINK_DOWN) + (long) empty * empties
        - (long) broken * s.links(Position.LINK_BREAK);
    return (int) Math.max(Integer.MIN_VALUE / 2, Math.min(Integer.MAX_VALUE / 2, v));
  }

  /** {@link #value} by a scan of every card (the reference for tests). */
  int valueByScan(Position s) {
    long v = cleared * s.clearedRuns();
    int down = 0;
    int suitedLinks = 0;
    int naturalLinks = 0;
    int breaks = 0;
    int empties = 0;
    for (int j = 0; j < s.p; j++) {
      int sz = s.size[j];
      if (sz == 0) {
        empties++;
        continue;
      }
      int[] a = s.pile[j];
      int[] rl = s.rl[j];
      for (int i = 0; i < sz; i++) {
        int c = a[i];
        if (SolverCards.down(c)) {
          down++;
        } else if (i > 0 && !SolverCards.down(a[i - 1])) {
          if (rl[i] >= 2) {
            suitedLinks++;
          } else if (s.rank(a[i - 1]) == SolverCards.hostRank(s.rank(c))) {
            naturalLinks++;
          } else {
            breaks++;
          }
        }
      }
    }
    v += (long) suited * suitedLinks + (long) natural * naturalLinks - (long) faceDown * down
        + (long) empty * empties - (long) broken * breaks;
    return (int) Math.max(Integer.MIN_VALUE / 2, Math.min(Integer.MAX_VALUE / 2, v));
  }
}
