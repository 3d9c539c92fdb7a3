package org.spiderlab.verifier;

import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;

/**
 * The proof checker's own over-approximation of what can ever happen from a position (SPIDER
 * rule, empty stock, no empty pile), recomputed for every dead-end claim of a proof
 * ({@link ProofChecker}). Written for reading, not speed: a chaotic iteration to the least
 * fixpoint over the cards at their present places.
 *
 * <p><b>The rules.</b> Every top card is in {@code T} (a possible top); every card of a top run
 * is in {@code B} (a possible lowest card of a movable run at a top). A {@code B} card of rank
 * {@code r < n} <i>may leave</i> when some card of rank {@code r+1} is in {@code T}; a {@code B}
 * king may leave (be cleared) when every rank {@code 1..n-1} of its suit has a {@code B} card.
 * When a card may leave, the card under it is in {@code T} and {@code B}, and if it was the
 * bottom card its pile may become empty. A face-up card on which a {@code B} card lies as a run
 * step (same suit, one rank lower, whatever that card's face) is in {@code B}. A
 * <i>restriction</i> {@code (r, c)} adds: of the cards of rank {@code r}, only {@code c} may
 * leave.
 *
 * <p><b>Why it over-approximates</b> every play from the position in which no pile becomes empty
 * and no card of a restricted rank other than the allowed one leaves its place: a card keeps the
 * card above it until that card leaves as the lowest card of a moved run or of a clear, and only
 * a top card gets a new card above it. So a card becomes a top only when the card above it
 * leaves, which needs a top of the next rank (a {@code T} card) or a clear of its suit (every
 * lower rank of the suit the lowest card of a movable run, so a {@code B} card); and a card is
 * the lowest card of a movable run only when it is a top or the card above it continues the run
 * and is itself such a lowest card. Induction over the moves of the play gives the claim; the
 * first pile to become empty would lose its bottom card by such a move, so when no pile is marked
 * as possibly empty, none ever becomes empty. (Thesis 4.2 uses the same reasoning informally:
 * a clause's lock stays on the big stack until its clause is satisfied.)
 *
 * <p><b>With the stock's cards</b> ({@link #withStock}): every card of the remaining stock is a
 * {@code T} card and a {@code B} card from the start, lying on nothing. A deal, like a move, puts
 * cards only onto top cards, and the card it deals is a top and the lowest card of the run at its
 * top; so the same induction holds over every play with deals, as long as no pile becomes empty.
 * Only {@link #anyEmptiable()} is read from such a relaxation.
 */
final class Relaxation {

  private final Board board;
  private final int n;
  private final int p;
  private final int suits;
  final boolean[][] top;
  final boolean[][] base;
  private final boolean[][] left;
  final boolean[] emptiable;
  int clearable;
  /** Per rank: the allowed card as {@code pile * 2^32 + index}, or -1 for no restriction. */
  private final long[] allowed;
  /** The piles left out: they hold no possible top and no possible moved card. */
  private final boolean[] excluded;
  /** The remaining stock's cards, possible tops and moved cards ({@link #withStock}). */
  private long[] stock = new long[0];

  private Relaxation(Board board, int suits, long[] allowed, boolean[] excluded) {
    this.board = board;
    this.n = board.maxRank();
    this.p = board.pileCount();
    this.suits = suits;
    this.allowed = allowed;
    this.excluded = excluded;
    this.top = new boolean[p][];
    this.base = new boolean[p][];
    this.left = new boolean[p][];
    this.emptiable = new boolean[p];
    for (int j = 0; j < p; j++) {
      int s = board.pileSize(j);
      top[j] = new boolean[s];
      base[j] = new boolean[s];
      left[j] = new boolean[s];
    }
  }

  /**
   * The fixpoint of {@code board} (cards of suits {@code 1..suits}) with the restrictions
   * {@code allowed} (indexed by rank, {@code -1} where none; may be null).
   */
  static Relaxation of(Board board, int suits, long[] allowed) {
    return of(board, suits, allowed, new boolean[board.pileCount()]);
  }

  /**
   * As {@link #of(Board, int, long[])} over the piles not {@code excluded} alone: what moves among
   * those piles can ever do, as long as the excluded piles take no part (the partial-order claims
   * of {@link ReductionClaim}).
   */
  static Relaxation of(Board board, int suits, long[] allowed, boolean[] excluded) {
    long[] a = allowed;
    if (a == null) {
      a = new long[board.maxRank() + 2];
      java.util.Arrays.fill(a, -1);
    }
    Relaxation x = new Relaxation(board, suits, a, excluded);
    x.run();
    return x;
  }

  /**
   * The fixpoint of {@code board} (cards of suits {@code 1..suits}) with every card of its
   * remaining stock as a possible top and a possible lowest card of a movable run, no
   * restriction: what any play with moves and deals can ever do, as long as no pile becomes
   * empty.
   */
  static Relaxation withStock(Board board, int suits) {
    long[] a = new long[board.maxRank() + 2];
    java.util.Arrays.fill(a, -1);
    Relaxation x = new Relaxation(board, suits, a, new boolean[board.pileCount()]);
    x.stock = new long[board.dealsLeft() * board.pileCount()];
    for (int d = 0, k = 0; d < board.dealsLeft(); d++) {
      for (int j = 0; j < board.pileCount(); j++) {
        x.stock[k++] = board.stockCode(d, j);
      }
    }
    x.run();
    return x;
  }

  private long code(int j, int i) {
    return board.codeAt(j, i);
  }

  private void run() {
    topCount = new int[n + 2];
    baseCount = new int[suits + 1][n + 2];
    for (long c : stock) {
      topCount[CardCode.rank(c)]++;
      baseCount[CardCode.suit(c)][CardCode.rank(c)]++;
    }
    for (int j = 0; j < p; j++) {
      int s = board.pileSize(j);
      if (s > 0 && !excluded[j]) {
        markTop(j, s - 1);
      }
    }
    boolean changed = true;
    while (changed) { // a pass over every card that may leave, until nothing changes
      changed = false;
      for (int j = 0; j < p; j++) {
        for (int i = base[j].length - 1; i >= 0 && base[j][i]; i--) {
          if (left[j][i] || !mayLeave(j, i)) {
            continue;
          }
          left[j][i] = true;
          changed = true;
          if (CardCode.rank(code(j, i)) == n) {
            clearable++;
          }
          if (i == 0) {
            emptiable[j] = true;
          } else {
            markTop(j, i - 1);
          }
        }
      }
    }
  }

  /** T cards per rank, B cards per suit and rank: kept up to date as the marks grow. */
  private int[] topCount;
  private int[][] baseCount;

  /** Marks the card at {@code i} as a possible top, and as in {@code B} with the run under it. */
  private void markTop(int j, int i) {
    if (!top[j][i]) {
      top[j][i] = true;
      topCount[CardCode.rank(code(j, i))]++;
    }
    markBase(j, i);
    for (int k = i; k > 0 && runStep(code(j, k - 1), code(j, k)); k--) {
      markBase(j, k - 1);
    }
  }

  private void markBase(int j, int i) {
    if (!base[j][i]) {
      base[j][i] = true;
      baseCount[CardCode.suit(code(j, i))][CardCode.rank(code(j, i))]++;
    }
  }

  /**
   * Whether {@code upper} lies on the face-up card {@code lower} as a run step: same suit, one
   * rank lower, whatever the face of {@code upper}.
   */
  private static boolean runStep(long lower, long upper) {
    return !CardCode.isDown(lower) && CardCode.suit(lower) == CardCode.suit(upper)
        && CardCode.rank(lower) == CardCode.rank(upper) + 1;
  }

  private boolean mayLeave(int j, int i) {
    long c = code(j, i);
    int r = CardCode.rank(c);
    if (allowed[r] >= 0 && allowed[r] != (((long) j) << 32 | i)) {
      return false;
    }
    if (r < n) {
      return topCount[r + 1] > 0;
    }
    for (int q = 1; q < n; q++) {
      if (baseCount[CardCode.suit(c)][q] == 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether some pile may become empty. */
  boolean anyEmptiable() {
    for (boolean e : emptiable) {
      if (e) {
        return true;
      }
    }
    return false;
  }

  /** The number of {@code T} cards of rank {@code r}. */
  int topsOfRank(int r) {
    return r >= 1 && r <= n ? topCount[r] : 0;
  }

  /**
   * The most consecutive ranks of one suit that all have a {@code B} card: every card of a
   * movable run on top of a pile is the lowest card of the movable run above it.
   */
  int longestBaseStretch() {
    boolean[][] has = new boolean[suits + 1][n + 2];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < base[j].length; i++) {
        if (base[j][i]) {
          has[CardCode.suit(code(j, i))][CardCode.rank(code(j, i))] = true;
        }
      }
    }
    return longestStretch(has, 0);
  }

  /**
   * One more than the longest chain of possible run steps of one suit: a step {@code r} to
   * {@code r-1} is possible when two such cards lie on each other now (either face), or a
   * {@code T} card of rank {@code r} and a {@code B} card of rank {@code r-1} of the suit exist
   * (a card comes to lie on another only as the lowest card of a moved run, onto a top).
   */
  int longestPossibleRun() {
    boolean[][] step = new boolean[suits + 1][n + 2];
    boolean[][] t = new boolean[suits + 1][n + 2];
    boolean[][] b = new boolean[suits + 1][n + 2];
    boolean any = false;
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < top[j].length && !excluded[j]; i++) {
        long c = code(j, i);
        any = true;
        t[CardCode.suit(c)][CardCode.rank(c)] |= top[j][i];
        b[CardCode.suit(c)][CardCode.rank(c)] |= base[j][i];
        if (i > 0) {
          long lower = code(j, i - 1);
          if (CardCode.suit(lower) == CardCode.suit(c)
              && CardCode.rank(lower) == CardCode.rank(c) + 1) {
            step[CardCode.suit(lower)][CardCode.rank(lower)] = true;
          }
        }
      }
    }
    for (int u = 1; u <= suits; u++) {
      for (int r = 2; r <= n; r++) {
        step[u][r] |= t[u][r] && b[u][r - 1];
      }
    }
    int chain = longestStretch(step, 2);
    return chain > 0 ? chain + 1 : any ? 1 : 0;
  }

  /** The longest stretch of consecutive true entries per suit, from rank {@code from} up. */
  private int longestStretch(boolean[][] has, int from) {
    int best = 0;
    for (int u = 1; u <= suits; u++) {
      int len = 0;
      for (int r = Math.max(1, from); r <= n; r++) {
        len = has[u][r] ? len + 1 : 0;
        best = Math.max(best, len);
      }
    }
    return best;
  }
}
