package org.spiderlab.core.solver;

/**
 * The dead-end test: a position from which no pile can ever become empty cannot be won, so the
 * solver stores it but does not expand it. Proven for the goal {@link Goal#won()} only; the solver
 * switches it off for other goals.
 *
 * <p><b>The test.</b> It applies with the SPIDER rule, an empty stock and no empty pile (otherwise
 * it says nothing). It computes the {@link CardReach} fixpoint over all piles and reports a dead
 * end when no pile may become empty.
 *
 * <p><b>Soundness.</b> With an empty stock a position is won exactly when every pile is empty. If
 * the fixpoint over all piles marks no pile as possibly empty, then by the induction in
 * {@link CardReach} (whose one assumption, that no pile becomes empty, holds throughout by the same
 * induction: a pile empties only when its bottom card leaves, which the fixpoint would have marked)
 * no pile is empty in any position reachable from this one, so none of them is won. Pruning the
 * position therefore removes no path to a win: WINNABLE verdicts and shortest lengths are kept, and
 * exhaustion with pruned positions still proves UNWINNABLE (every stored position was expanded or
 * shown to lead to no win). The proof never rests on a hash.
 *
 * <p><b>What it does on reductions</b> (thesis 4.2). Selecting a literal puts its selection cards on
 * the chain for good: the other literal's pile needs the second copy of a card that lies under the
 * locks. The fixpoint sees this (it is a least fixpoint: the locks can only leave once every clause
 * is satisfied), while it lets the variables not yet selected go either way. So once the selected
 * literals falsify a clause, that clause's lock can never leave the big stack, nothing under it is
 * ever uncovered, and the position is a dead end: the search backtracks like a SAT solver with
 * forward checking, instead of exploring every rearrangement of the gadgets first.
 */
final class DeadEnds {

  /**
   * Back-off: after this many live positions in a row, the next {@code 2^k} positions ({@code k}
   * growing with further live results, at most {@link #MAX_BACKOFF_SHIFT}) are not tested. Sound
   * (an untested position is simply expanded) and deterministic; a dead end that is skipped is
   * caught at most {@code 2^MAX_BACKOFF_SHIFT} positions later in one of its successors, which
   * are dead ends too. It keeps most of the solver's speed where dead ends are rare.
   */
  static final int LIVE_BEFORE_BACKOFF = 64;
  static final int MAX_BACKOFF_SHIFT = 4;
  private int live;
  private int skip;

  private final CardReach reach;
  private final boolean[] none;
  /** Statistics: positions tested and dead ends found. */
  long tested;
  long found;

  DeadEnds(Position shape) {
    this.reach = new CardReach(shape);
    this.none = new boolean[shape.pileCount()];
  }

  /** Whether {@code position} is a dead end (see the class documentation); false when unsure. */
  boolean dead(Position position) {
    if (!position.cards.spider() || !position.stockEmptyNoEmptyPile()) {
      return false;
    }
    if (skip > 0) {
      skip--;
      return false;
    }
    tested++;
    if (reach.compute(position, none, true)) {
      if (++live >= LIVE_BEFORE_BACKOFF) {
        skip = 1 << Math.min(MAX_BACKOFF_SHIFT, live - LIVE_BEFORE_BACKOFF);
      }
      return false;
    }
    live = 0;
    found++;
    return true;
  }
}
