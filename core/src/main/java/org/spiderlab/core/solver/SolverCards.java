package org.spiderlab.core.solver;

import org.spiderlab.core.Rule;

/**
 * The solver's {@code int} form of a card and its derived form of the move rule ({@link Rule}),
 * so that the position, the move generators, {@link CardReach}, {@link StubbornSets} and the
 * sorted-game completion test run steps and targets with one and the same code.
 *
 * <p>A card is {@code id << 1 | down} with {@code id = (suit-1) * (n+1) + rank}. Two face-up
 * cards, {@code lower} directly below {@code upper}, form a run step ({@link Rule#continuesRun})
 * exactly when {@code lower - upper == 2}: the ids differ by one exactly for the same suit and
 * ranks one apart, because the unused id {@code rank = 0} of every suit keeps a king and the
 * next suit's ace apart. Identical cards are the same int, hence indistinguishable.
 * {@code SolverCardsTest} checks both forms against {@link Rule} and {@link
 * org.spiderlab.core.CardCode} exhaustively on small ranges.
 */
final class SolverCards {

  final int n;
  final int suits;
  final Rule rule;
  private final int[] rankTab;
  private final int[] suitTab;

  SolverCards(int n, int suits, Rule rule) {
    this.n = n;
    this.suits = suits;
    this.rule = rule;
    int vals = 2 * (n + 1) * suits;
    if (vals <= (1 << 22)) {
      rankTab = new int[vals];
      suitTab = new int[vals];
      for (int v = 0; v < vals; v++) {
        rankTab[v] = (v >>> 1) % (n + 1);
        suitTab[v] = (v >>> 1) / (n + 1) + 1;
      }
    } else {
      rankTab = null;
      suitTab = null;
    }
  }

  /** The int of a card. */
  int code(int rank, int suit, boolean down) {
    return (((suit - 1) * (n + 1) + rank) << 1) | (down ? 1 : 0);
  }

  static boolean down(int v) {
    return (v & 1) != 0;
  }

  /** The same card face up. */
  static int up(int v) {
    return v & ~1;
  }

  /** The same card face down. */
  static int faceDown(int v) {
    return v | 1;
  }

  int rank(int v) {
    int[] t = rankTab;
    return t != null ? t[v] : (v >>> 1) % (n + 1);
  }

  int suit(int v) {
    int[] t = suitTab;
    return t != null ? t[v] : (v >>> 1) / (n + 1) + 1;
  }

  /**
   * Whether face-up {@code upper} directly on {@code lower} is a run step: {@code lower} face up,
   * same suit, one rank higher ({@link Rule#continuesRun}). A face-down {@code upper} is never
   * one (pass {@link #up} of it to ask whether it would be once turned).
   */
  static boolean isRunStep(int lower, int upper) {
    return lower - upper == 2 && ((lower | upper) & 1) == 0;
  }

  /** Whether a run with lowest card of rank {@code movedRank} may go onto rank {@code targetRank}. */
  boolean accepts(int targetRank, int movedRank) {
    return rule.accepts(targetRank, movedRank);
  }

  /** Whether the SPIDER rule is in force: a run has exactly one target rank, {@link #hostRank}. */
  boolean spider() {
    return rule == Rule.SPIDER;
  }

  /** Under SPIDER the one target rank for a run whose lowest card has rank {@code movedRank}. */
  static int hostRank(int movedRank) {
    return Rule.hostRank(movedRank);
  }

  /** Under SPIDER the rank of the lowest card of a run that may go onto rank {@code hostRank}. */
  static int guestRank(int hostRank) {
    return hostRank - 1;
  }
}
