package org.spiderlab.verifier;

import java.util.Arrays;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Rule;

/**
 * Checks one dead-end claim of a proof ({@link ProofChecker}): that no position reachable from
 * {@code board} reaches the goal. Four kinds of justification, each recomputed here:
 *
 * <ul>
 *   <li><b>The stock that is never dealt</b> (stock left, no words): fewer tableau cards than
 *       piles. A deal needs every pile non-empty; only a deal adds tableau cards (a clear removes
 *       some), so no deal ever happens again and the stock never empties: never won; at most the
 *       complete runs the tableau cards can form are ever cleared; no run is taller than the
 *       longest stretch of consecutive ranks of one suit among the tableau cards.
 *   <li><b>The relaxation with the stock's cards</b> (stock left, at least as many tableau cards
 *       as piles, no words; goal {@code won} only): SPIDER rule, no empty pile, and {@link
 *       Relaxation#withStock} marks no pile as possibly empty; then no pile ever becomes empty,
 *       deals or not, so the game is never won.
 *   <li><b>The relaxation</b> (empty stock, no words): SPIDER rule, no empty pile, and the
 *       checker's {@link Relaxation} marks no pile as possibly empty; then no pile ever becomes
 *       empty (so the game is never won), at most {@code clearable} more runs are cleared, no top
 *       run is taller than the longest stretch of {@code B} ranks, no run anywhere taller than
 *       {@link Relaxation#longestPossibleRun()}.
 *   <li><b>A split</b> (empty stock, words: ranks and dots in preorder): a search tree whose
 *       inner nodes name a rank {@code r} not yet restricted and have one subtree per card of
 *       rank {@code r} in the tableau, in pile order then bottom to top ("this card is the first
 *       of its rank to leave its place, or none is"), and whose leaves ({@code .}) are
 *       relaxations with the restrictions of their path that mark no pile as possibly empty and
 *       no king as clearable, at most one possible top of rank {@code r+1} for each restricted
 *       rank {@code r}, and the goal out of reach as above. Sound because, following any play
 *       down the tree, the leaf it ends at over-approximates it: the first card {@code c} of a
 *       restricted rank {@code r} to leave went onto the one possible top {@code h} of rank
 *       {@code r+1} and stays there (no other top of that rank, no empty pile, no clear), so no
 *       other card of rank {@code r} ever finds a place to go.
 * </ul>
 */
final class DeadEndClaim {

  private final Board board;
  private final int suits;
  private final ProofGoal goal;
  private final String[] words;
  private int next;
  /** Relaxations computed (for the statistics). */
  long fixpoints;

  private DeadEndClaim(Board board, int suits, ProofGoal goal, String[] words, int from) {
    this.board = board;
    this.suits = suits;
    this.goal = goal;
    this.words = words;
    this.next = from;
  }

  /**
   * Checks the claim whose justification is {@code words[from..]}; returns null when it holds,
   * else why not. {@code counter[0]} is increased by the relaxations computed.
   */
  static String check(Board board, int suits, ProofGoal goal, String[] words, int from,
      long[] counter) {
    DeadEndClaim c = new DeadEndClaim(board, suits, goal, words, from);
    String why = c.check();
    counter[0] += c.fixpoints;
    return why;
  }

  private String check() {
    if (board.dealsLeft() > 0) {
      if (next < words.length) {
        return "a dead end with a stock takes no split";
      }
      if (board.tableauCardCount() >= board.pileCount()) {
        return withStock();
      }
      return stockOutOfReach() ? null : "the tableau cards alone do not rule out the goal";
    }
    if (board.rule() != Rule.SPIDER) {
      return "no dead-end claim is accepted under the " + board.rule().keyword() + " rule";
    }
    if (board.nonEmptyPiles() < board.pileCount()) {
      return "a pile is empty";
    }
    long[] allowed = new long[board.maxRank() + 2];
    Arrays.fill(allowed, -1);
    if (next == words.length) {
      fixpoints++;
      Relaxation x = Relaxation.of(board, suits, allowed);
      if (x.anyEmptiable()) {
        return "the relaxation lets a pile become empty";
      }
      return outOfReach(x) ? null : "the relaxation does not rule out the goal";
    }
    String why = split(allowed, new int[0]);
    if (why == null && next < words.length) {
      return "the split has " + (words.length - next) + " words too many";
    }
    return why;
  }

  /** The claim for a stock that can still be dealt: the relaxation with the stock's cards. */
  private String withStock() {
    String dealt = "the stock can still be dealt (" + board.tableauCardCount() + " tableau cards, "
        + board.pileCount() + " piles)";
    if (goal.kind() != ProofGoal.Kind.WON) {
      return dealt + " and the goal is not won";
    }
    if (board.rule() != Rule.SPIDER) {
      return dealt + " under the " + board.rule().keyword() + " rule";
    }
    if (board.nonEmptyPiles() < board.pileCount()) {
      return dealt + " and a pile is empty";
    }
    fixpoints++;
    return Relaxation.withStock(board, suits).anyEmptiable()
        ? dealt + " and the relaxation with the stock's cards lets a pile become empty" : null;
  }

  /** Checks the subtree starting at the next word under the restrictions {@code allowed}. */
  private String split(long[] allowed, int[] restricted) {
    if (next >= words.length) {
      return "the split ends early";
    }
    String w = words[next++];
    Long r = ProofChecker.number(w);
    if (r == null || r < 1 || r > board.maxRank()) {
      return "'" + ProofChecker.cut(w) + "' is no rank of the game";
    }
    int rank = r.intValue();
    if (allowed[rank] >= 0) {
      return "rank " + rank + " is split twice on one path";
    }
    int[] more = Arrays.copyOf(restricted, restricted.length + 1);
    more[restricted.length] = rank;
    int cases = 0;
    for (int j = 0; j < board.pileCount(); j++) {
      for (int i = 0; i < board.pileSize(j); i++) {
        if (CardCode.rank(board.codeAt(j, i)) != rank) {
          continue;
        }
        cases++;
        allowed[rank] = ((long) j) << 32 | i;
        String why;
        if (next < words.length && words[next].equals(".")) {
          next++;
          why = leaf(allowed, more);
        } else {
          why = split(allowed, more);
        }
        if (why != null) {
          allowed[rank] = -1;
          return why;
        }
      }
    }
    allowed[rank] = -1;
    return cases == 0 ? "rank " + rank + " has no card in the tableau, so its split has no case"
        : null;
  }

  private String leaf(long[] allowed, int[] restricted) {
    fixpoints++;
    Relaxation x = Relaxation.of(board, suits, allowed);
    String path = describe(allowed, restricted);
    if (x.anyEmptiable()) {
      return "leaf " + path + ": a pile may become empty";
    }
    if (x.clearable > 0) {
      return "leaf " + path + ": a run may be cleared";
    }
    for (int r : restricted) {
      if (x.topsOfRank(r + 1) > 1) {
        return "leaf " + path + ": rank " + (r + 1) + " has " + x.topsOfRank(r + 1)
            + " possible tops";
      }
    }
    return outOfReach(x) ? null : "leaf " + path + ": the goal is not ruled out";
  }

  private static String describe(long[] allowed, int[] restricted) {
    StringBuilder b = new StringBuilder("[");
    for (int r : restricted) {
      if (b.length() > 1) {
        b.append(' ');
      }
      b.append("rank ").append(r).append(" only pile ").append((allowed[r] >>> 32) + 1)
          .append(" card ").append((allowed[r] & 0xffffffffL) + 1);
    }
    return b.append(']').toString();
  }

  private boolean outOfReach(Relaxation x) {
    return switch (goal.kind()) {
      case WON -> true;
      case CLEARS -> board.clearedRuns() + x.clearable < goal.amount();
      case RUN_TOP -> x.longestBaseStretch() < goal.amount();
      case RUN_ANY -> x.longestPossibleRun() < goal.amount();
    };
  }

  private boolean stockOutOfReach() {
    int n = board.maxRank();
    long[][] count = new long[suits + 1][n + 2];
    for (int j = 0; j < board.pileCount(); j++) {
      for (int i = 0; i < board.pileSize(j); i++) {
        long c = board.codeAt(j, i);
        count[CardCode.suit(c)][CardCode.rank(c)]++;
      }
    }
    switch (goal.kind()) {
      case WON:
        return true;
      case CLEARS: {
        long runs = board.clearedRuns();
        for (int u = 1; u <= suits; u++) {
          long fewest = Long.MAX_VALUE;
          for (int r = 1; r <= n; r++) {
            fewest = Math.min(fewest, count[u][r]);
          }
          runs += fewest;
        }
        return runs < goal.amount();
      }
      default: {
        if (goal.amount() <= 0) {
          return false;
        }
        for (int u = 1; u <= suits; u++) {
          int len = 0;
          for (int r = 1; r <= n; r++) {
            len = count[u][r] > 0 ? len + 1 : 0;
            if (len >= goal.amount()) {
              return false;
            }
          }
        }
        return true;
      }
    }
  }
}
