package org.spiderlab.verifier;

import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;

/**
 * Checks a partial-order claim of a proof ({@link ProofChecker}): that of an item's moves only
 * those between piles of a set {@code P} need successors in the proof (stubborn sets, Valmari;
 * the solver's partial-order reduction). With the SPIDER rule, an empty stock and no empty pile,
 * the checker computes its {@link Relaxation} over the piles outside {@code P} alone, {@code T}
 * (possible tops) and {@code B} (possible lowest cards of a movable top run) there, and requires
 * <ol>
 *   <li>(a) no pile outside {@code P} may become empty;
 *   <li>(b) for every pile {@code q} in {@code P}, no {@code B} card has the rank one below
 *       {@code q}'s top card;
 *   <li>(c) for every card {@code b} of {@code q}'s top run, no {@code T} card has the rank one
 *       above {@code b};
 *   <li>(d) the goal is invisible outside {@code P}: no king outside {@code P} may be cleared
 *       ({@code clears}), no stretch of {@code h} ranks of one suit has {@code B} cards ({@code
 *       run h top}), no chain of possible run steps makes a run of height {@code h} ({@code run h
 *       any}); nothing for {@code won};
 *   <li>(D0) some legal move lies inside {@code P} (implied by the others whenever the goal is
 *       reachable, see below; checked anyway, as in Valmari's conditions).
 * </ol>
 *
 * <p><b>Why a goal reachable from the item is reachable through a move inside {@code P}, at the
 * same distance.</b> Let {@code S} be the moves touching a pile of {@code P}. Moves outside
 * {@code S} never change a pile of {@code P}; over any sequence of them the relaxation's induction
 * holds (its assumption is (a)), so every top of a pile outside {@code P} is a {@code T} card and
 * every lowest card of a movable top run there a {@code B} card. A move across the border of
 * {@code P} would need, by (b) or (c), a card of a rank the relaxation rules out, or by (a) an
 * empty pile: it is disabled now and stays disabled after moves outside {@code S}; so the legal
 * moves of {@code S} lie inside {@code P}, they commute with any sequence outside {@code S} (they
 * read and write only piles of {@code P}) and stay enabled after it. By (d) no sequence outside
 * {@code S} reaches the goal from the item, which has not reached it (for {@code won} a won
 * position has no move, so a path to it ends with a move of {@code S} anyway). Take a shortest
 * path {@code w} to a goal position: it holds a move of {@code S}; the first, {@code t}, is enabled
 * after the moves before it, so now, and lies inside {@code P}; {@code t} first, then the rest,
 * is a path of the same length. So the proof's induction on the distance to the goal goes
 * through with the successors inside {@code P} alone.
 */
final class ReductionClaim {
  private ReductionClaim() {}

  /**
   * Null when the claim that {@code inP} is a stubborn set of piles of {@code board} holds for
   * {@code goal}, else why not.
   */
  static String check(Board board, int suits, ProofGoal goal, boolean[] inP) {
    if (board.rule() != Rule.SPIDER) {
      return "no partial-order claim is accepted under the " + board.rule().keyword() + " rule";
    }
    if (board.dealsLeft() > 0) {
      return "no partial-order claim is accepted with a stock";
    }
    if (board.nonEmptyPiles() < board.pileCount()) {
      return "a pile is empty";
    }
    boolean inside = false;
    for (Move m : board.legalMoves()) {
      inside |= inside(inP, m);
    }
    if (!inside) {
      return "no legal move lies inside the pile set";
    }
    Relaxation x = Relaxation.of(board, suits, null, inP);
    int n = board.maxRank();
    for (int j = 0; j < board.pileCount(); j++) {
      if (!inP[j] && x.emptiable[j]) {
        return "pile " + (j + 1) + " outside the set may become empty";
      }
    }
    boolean[] baseRank = new boolean[n + 2];
    for (int j = 0; j < board.pileCount(); j++) {
      for (int i = 0; i < board.pileSize(j); i++) {
        baseRank[CardCode.rank(board.codeAt(j, i))] |= x.base[j][i];
      }
    }
    for (int q = 0; q < board.pileCount(); q++) {
      if (!inP[q]) {
        continue;
      }
      int s = board.pileSize(q);
      int top = CardCode.rank(board.codeAt(q, s - 1));
      if (top > 1 && baseRank[top - 1]) {
        return "a run may come from outside the set onto pile " + (q + 1);
      }
      for (int h = 1; h <= board.runLength(q); h++) {
        int r = CardCode.rank(board.codeAt(q, s - h));
        if (r < n && x.topsOfRank(r + 1) > 0) {
          return "the top " + h + (h == 1 ? " card" : " cards") + " of pile " + (q + 1)
              + " may go to a pile outside the set";
        }
      }
    }
    boolean visible = switch (goal.kind()) {
      case WON -> false;
      case CLEARS -> x.clearable > 0;
      case RUN_TOP -> x.longestBaseStretch() >= goal.amount();
      case RUN_ANY -> x.longestPossibleRun() >= goal.amount();
    };
    return visible ? "moves outside the set may reach the goal" : null;
  }

  /** Whether {@code m} reads and writes piles of {@code inP} only. */
  static boolean inside(boolean[] inP, Move m) {
    if (m instanceof Move.Transfer t) {
      return inP[t.source()] && inP[t.target()];
    }
    return m instanceof Move.Clear c && inP[c.source()];
  }
}
