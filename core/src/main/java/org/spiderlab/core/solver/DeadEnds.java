package org.spiderlab.core.solver;

import org.spiderlab.core.RunReading;

/**
 * The dead-end test: a position from which the {@link Goal} can never be reached is stored but
 * not expanded. Proven for every goal, each with its own condition below.
 *
 * <p><b>The test without a stock.</b> It applies with the SPIDER rule, an empty stock and no empty
 * pile (otherwise it says nothing). It computes the {@link CardReach} fixpoint over all piles. If
 * some pile may become empty it says nothing. Otherwise no pile ever becomes empty in any position reachable
 * from this one (by the induction in {@link CardReach}, whose one assumption, that no pile
 * becomes empty, holds throughout by the same induction: a pile empties only when its bottom card
 * leaves, which the fixpoint would have marked), and every fact the fixpoint over-approximates
 * holds in all of them: every card that is ever a top card is in {@code T}, every card that is
 * ever the lowest card of a movable run at a top is in {@code B}, and every king that is ever
 * cleared was marked as clearable. The position is then a dead end
 * <ul>
 *   <li>for {@link Goal#won()}: always. With an empty stock a position is won exactly when every
 *       pile is empty, and no pile ever becomes empty.
 *   <li>for {@link Goal#clears(int) clears(d)}: when the runs cleared so far plus the kings the
 *       fixpoint marks as clearable are fewer than {@code d}. Each clear removes one king, a
 *       different card each time, and that king was marked (a clear needs a complete run on top,
 *       whose king is the lowest card of a movable run, hence in {@code B}, and whose every rank
 *       is the lowest card of a movable run, hence has a {@code B} card: the fixpoint's clear
 *       rule).
 *   <li>for {@link Goal#run(int, RunReading) run(h, TOP)}: when no suit has {@code h} consecutive
 *       ranks that all have a {@code B} card. Every card of a movable run of height {@code h} on
 *       top of a pile is the lowest card of the movable run above it, hence in {@code B}; the run
 *       has {@code h} consecutive ranks of one suit.
 *   <li>for {@link Goal#run(int, RunReading) run(h, ANY)}: when {@link
 *       CardReach#longestPossibleRun} is below {@code h}. In a run anywhere in a pile, every card
 *       lies directly on the card one rank higher of its suit; that pair either lies so already
 *       (a pair the bound counts), or came to lie so when the upper card, as the lowest card of a
 *       moved run ({@code B}), went onto the lower card while it was a top ({@code T}): with an
 *       empty stock nothing else puts a card onto another.
 * </ul>
 * When the fixpoint shows nothing, the second stage, {@link HostContention}, splits on which card
 * of a contended rank leaves its place first and recomputes the fixpoint per case with the other
 * cards of the rank held in place; its own soundness argument is in its documentation, for every
 * goal, on the bounds above.
 *
 * <p>Pruning a dead end therefore removes no path to the goal: WINNABLE verdicts and shortest lengths
 * are kept, and exhaustion with pruned positions still proves UNWINNABLE (every stored position
 * was expanded or shown to lead to no goal position). The proof never rests on a hash.
 *
 * <p><b>With a stock: the stock that can never be dealt.</b> A deal needs every pile non-empty,
 * so at least as many tableau cards as piles. The tableau card count grows only by a deal; every
 * other move keeps it (a run move) or lowers it by {@code n} (a clear). So with a non-empty stock
 * and fewer tableau cards than piles no deal is ever possible again, and every position reachable
 * from this one is a position of the game of the present tableau without the stock: the same
 * tableau cards, less the runs cleared meanwhile. (The count is also exact: with at least as many
 * tableau cards as piles, while some pile is empty another holds two cards, and its top card
 * alone may move onto an empty pile, so every pile can be filled and the stock dealt. The
 * fixpoint adds nothing here: with an empty pile every card may leave.) This test needs no
 * fixpoint and no rule (it holds for the hanoi rule too), costs {@code O(1)} for {@link
 * Goal#won()} and {@code O(piles)} otherwise, and is never skipped by the back-off. The position
 * is then a dead end
 * <ul>
 *   <li>for {@link Goal#won()}: always. A won position has an empty stock, and the stock never
 *       empties.
 *   <li>for {@link Goal#clears(int) clears(d)}: when the runs cleared so far plus, summed over
 *       the suits, the fewest tableau cards of one rank of the suit are fewer than {@code d}. Each
 *       clear removes one card of every rank of one suit from the tableau, and no card comes in.
 *   <li>for {@link Goal#run(int, RunReading) run(h, TOP)} and {@link Goal#run(int, RunReading)
 *       run(h, ANY)}: when no suit has {@code h} consecutive ranks that all have a tableau card.
 *       A run of height {@code h} is {@code h} cards of one suit and consecutive ranks, all in the
 *       tableau, and no card comes in.
 * </ul>
 *
 * <p><b>With a stock that can still be dealt: the fixpoint with the stock's cards.</b> For
 * {@link Goal#won()}, with the SPIDER rule and no empty pile, the test computes the {@link
 * CardReach} fixpoint with every card of the remaining stock as a possible top and a possible
 * lowest card of a movable run from the start ({@link CardReach#computeWithStock}). A deal gives
 * a new cover only to top cards, as a move does, and the card it deals is a top card, so the
 * induction of {@link CardReach} holds through deals: when the fixpoint marks no pile as
 * possibly empty, no pile ever becomes empty in any play from the position, and the game is
 * never won. On most positions of standard deals the stock's cards are hosts for almost every
 * rank and the fixpoint shows nothing (it runs with a back-off of its own, as the test without a
 * stock does, so that the latter decides as before). Where a rank has no card in the stock and
 * every card of it lies under cards that cannot leave without it, it shows a dead end: PySolFC's
 * four-suit game 1748 at its start (its eight sixes lie face down under kings and fives, none is
 * in the stock, and a five can only go onto a six), and every position of game 14934 after its
 * third deal (docs/DEALS.md, "Two games proven unwinnable"). Other goals keep the
 * stock test above alone: the counting conditions for {@code clears(d)} and {@code run(h)} stay
 * sound with the stock's cards counted too, but they would seldom say anything: cards only leave
 * by clears, so for {@code clears(d)} the runs cleared plus the fewest cards of a rank, summed
 * over the suits, are the same in every position (a fact of the start position alone); for
 * {@code run(h)} only a clear that takes the last card of a rank in every suit could change the
 * answer, too rare to pay for a count over tableau and stock in every position.
 *
 * <p><b>What it does on reductions</b> (thesis 4.2). Selecting a literal puts its selection cards on
 * the chain for good: the other literal's pile needs the second copy of a card that lies under the
 * locks. The fixpoint sees this (it is a least fixpoint: the locks can only leave once every clause
 * is satisfied), while it lets the variables not yet selected go either way. So once the selected
 * literals falsify a clause, that clause's lock can never leave the big stack, nothing under it is
 * ever uncovered, and the position is a dead end: the search backtracks like a SAT solver with
 * forward checking, instead of exploring every rearrangement of the gadgets first. The second
 * stage goes further: it splits on the variables not yet selected (both selection piles of the
 * next variable compete for the chain's one exposed card), so the start position of an
 * unsatisfiable formula is refuted before any move. For the goals
 * of thesis 4.5 the same happens: a clear needs a card of rank {@code n-1}, which lies under the
 * locks, and a run taller than the gadgets' own runs needs the cards under the locks too.
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
  private final BackOff withoutStock = new BackOff();
  /** The back-off of the fixpoint with the stock's cards, kept apart from the one above. */
  private final BackOff withStock = new BackOff();

  private final CardReach reach;
  private final HostContention contention;
  private final boolean[] none;
  private final Goal goal;
  /** Statistics: positions tested and dead ends found. */
  long tested;
  long found;

  /** The test for positions of the game of {@code shape} and the goal {@code goal}. */
  DeadEnds(Position shape, Goal goal) {
    this(shape, goal, HostContention.FIRST_BUDGET, () -> false);
  }

  /**
   * The test, whose split ({@link HostContention}) gets up to {@code firstSplit} fixpoints for
   * the first position tested (0: no split at all) and gives up (answers "unsure") as soon as
   * {@code stop} says so: the search's time limit and cancellation.
   */
  DeadEnds(Position shape, Goal goal, int firstSplit, java.util.function.BooleanSupplier stop) {
    this.reach = new CardReach(shape);
    this.contention = firstSplit > 0 ? new HostContention(shape, reach, firstSplit, stop) : null;
    this.none = new boolean[shape.pileCount()];
    this.goal = goal;
  }

  /** Whether the last dead end found was shown by the split, whose tree is then recorded. */
  private boolean bySplit;

  /** Makes every dead end keep its justification ({@link #justification()}). */
  void recordJustifications() {
    if (contention != null) {
      contention.record();
    }
  }

  /**
   * The justification of the last dead end found, in the words of a proof's dead-end claim
   * (docs/FORMATS.md, "Proofs"): empty for the stock test and the fixpoint, the split's tree
   * otherwise (with {@link #recordJustifications}).
   */
  String justification() {
    return bySplit ? contention.tree() : "";
  }

  /** Whether {@code position} is a dead end (see the class documentation); false when unsure. */
  boolean dead(Position position) {
    bySplit = false;
    if (position.dealsDone != position.dealTotal()) {
      if (position.tableau >= position.pileCount()) {
        if (!stockTestApplies(position)) {
          return false; // the stock can still be dealt
        }
        if (withStock.skips()) {
          return false;
        }
        tested++;
        if (withStock.result(!reach.computeWithStock(position))) {
          found++;
          return true;
        }
        return false;
      }
      tested++;
      if (!stockNeverDealtOutOfReach(position)) {
        return false;
      }
      found++;
      return true;
    }
    if (!position.cards.spider() || !position.stockEmptyNoEmptyPile()) {
      return false;
    }
    if (withoutStock.skips()) {
      return false;
    }
    tested++;
    boolean dead = !reach.compute(position, none, true) && goalOutOfReach(position)
        || (bySplit = contention != null
            && contention.refutes(position, () -> goalOutOfReach(position)));
    if (withoutStock.result(dead)) {
      found++;
      return true;
    }
    return false;
  }

  /**
   * The back-off of one test: after {@link #LIVE_BEFORE_BACKOFF} live positions in a row, the
   * next {@code 2^k} positions are not tested ({@code k} growing with further live results, at
   * most {@link #MAX_BACKOFF_SHIFT}); a dead end starts the count again.
   */
  private static final class BackOff {
    private int live;
    private int skip;

    /** Whether the next position is skipped (counted). */
    boolean skips() {
      if (skip > 0) {
        skip--;
        return true;
      }
      return false;
    }

    /** Records a test's result; returns {@code dead}. */
    boolean result(boolean dead) {
      if (dead) {
        live = 0;
      } else if (++live >= LIVE_BEFORE_BACKOFF) {
        skip = 1 << Math.min(MAX_BACKOFF_SHIFT, live - LIVE_BEFORE_BACKOFF);
      }
      return dead;
    }
  }

  /**
   * Which stage of the test shows {@code position} a dead end, without the back-off: 0 when
   * neither (live or unsure), 1 the fixpoint or the stock test, 2 only the split of {@link
   * HostContention}. For the tests and the best-first phase, which tests only what it pops.
   */
  int stage(Position position) {
    if (position.dealsDone != position.dealTotal()) {
      if (position.tableau >= position.pileCount()) {
        return stockTestApplies(position) && !reach.computeWithStock(position) ? 1 : 0;
      }
      return stockNeverDealtOutOfReach(position) ? 1 : 0;
    }
    if (!position.cards.spider() || !position.stockEmptyNoEmptyPile()) {
      return 0;
    }
    if (!reach.compute(position, none, true) && goalOutOfReach(position)) {
      return 1;
    }
    return contention != null && contention.refutes(position, () -> goalOutOfReach(position)) ? 2
        : 0;
  }

  /**
   * Whether the fixpoint with the stock's cards ({@link CardReach#computeWithStock}) applies to
   * {@code position}, which has a stock and at least as many tableau cards as piles: the goal
   * {@link Goal#won()}, the SPIDER rule and no empty pile.
   */
  private boolean stockTestApplies(Position position) {
    return goal instanceof Goal.Won && position.cards.spider() && position.canDeal();
  }

  /**
   * With a stock that can never be dealt again: whether the goal is out of reach with the present
   * tableau cards alone (see the class documentation).
   */
  private boolean stockNeverDealtOutOfReach(Position position) {
    if (goal instanceof Goal.Won) {
      return true;
    }
    int n = position.n;
    int suits = position.suits();
    int[] count = new int[(suits + 1) * (n + 2)];
    for (int j = 0; j < position.pileCount(); j++) {
      for (int i = 0; i < position.size(j); i++) {
        int c = position.card(j, i);
        count[position.suit(c) * (n + 2) + position.rank(c)]++;
      }
    }
    if (goal instanceof Goal.Clears c) {
      long runs = position.clearedRuns();
      for (int u = 1; u <= suits; u++) {
        int fewest = Integer.MAX_VALUE;
        for (int r = 1; r <= n; r++) {
          fewest = Math.min(fewest, count[u * (n + 2) + r]);
        }
        runs += fewest;
      }
      return runs < c.runs();
    }
    int height = ((Goal.RunHeight) goal).height();
    for (int u = 1; u <= suits; u++) {
      int len = 0;
      for (int r = 1; r <= n; r++) {
        len = count[u * (n + 2) + r] > 0 ? len + 1 : 0;
        if (len >= height) {
          return false;
        }
      }
    }
    return height > 0;
  }

  /** After a fixpoint without an emptiable pile: whether it shows the goal out of reach. */
  private boolean goalOutOfReach(Position position) {
    if (goal instanceof Goal.Clears c) {
      return position.clearedRuns() + reach.clearableKings < c.runs();
    }
    if (goal instanceof Goal.RunHeight r) {
      return (r.reading() == RunReading.TOP ? reach.longestBaseStretch()
          : reach.longestPossibleRun()) < r.height();
    }
    return true;
  }
}
