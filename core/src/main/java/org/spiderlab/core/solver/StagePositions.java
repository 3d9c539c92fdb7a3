package org.spiderlab.core.solver;

/**
 * What the staged best-first phase ({@link BestFirstSearch}) reads off a position besides its
 * {@link DealEvaluation} value: the moves it never plays, the face-down cards that a stage's
 * start is reported with, and the signature by which a stage deals from positions with
 * pairwise different top cards (a deal lands on the tops). Thesis chapter 3, the standard deals.
 */
final class StagePositions {

  private StagePositions() {}

  /** A hash of the top card of every pile and the number of face-down cards of {@code s}. */
  static long topsSignature(Position s) {
    long h = 0;
    for (int j = 0; j < s.p; j++) {
      h = h * 0x9E3779B97F4A7C15L + (s.size(j) == 0 ? -1 : s.top(j));
    }
    return h * 31 + faceDown(s);
  }

  /** The face-down cards of {@code s}. */
  static int faceDown(Position s) {
    int down = 0;
    for (int j = 0; j < s.p; j++) {
      for (int i = 0, sz = s.size(j); i < sz && SolverCards.down(s.card(j, i)); i++) {
        down++;
      }
    }
    return down;
  }

  /**
   * The moves the phase never plays: a run that lies on the next higher card of its own suit
   * moved onto a card (it turns no card, empties no pile and breaks a suited link or at best
   * trades it for another). Incomplete on purpose: a heuristic of the staged phase, whose
   * exhaustion proves nothing ({@link BestFirstSearch}).
   */
  static boolean pointless(Position s, long m) {
    if (PackedMove.kind(m) != PackedMove.TRANSFER) {
      return false;
    }
    int src = PackedMove.src(m);
    int h = PackedMove.count(m);
    int sz = s.size(src);
    if (h == sz || s.size(PackedMove.dst(m)) == 0) {
      return false;
    }
    return s.runEndingAt(src, sz - h) >= 2; // the run's lowest card lies on its suit's next
  }
}
