package org.spiderlab.core.solver;

import java.util.Arrays;
import org.spiderlab.core.Rule;

/**
 * Generates the legal moves of a {@link Position} as {@link PackedMove}s in the solver's move
 * order (thesis 1.3 moves; the order is a heuristic and never changes a verdict): clears, then run
 * moves that empty their pile or uncover a face-down card, then moves onto a card of the same
 * suit, then other moves onto cards, then moves to empty piles, the deal last; but the deal first
 * when the tableau holds fewer than {@link #DEAL_FIRST_CARDS_PER_PILE} cards per pile, or fewer
 * than two and a half ({@link #DEAL_FIRST_FACE_UP_HALF_CARDS_PER_PILE} halves) with every tableau
 * card face up.
 *
 * <p><b>Where the deal goes</b> (measured in docs/PERFORMANCE.md, "Games with a stock"). With few
 * tableau cards per pile there is little to build before a deal; with the deal last, depth-first
 * search tries the rearrangements of the tableau before it deals, and below each one it searches
 * the rest of the game, lost or not (the clears tried first, which leave fewer tableau cards than
 * piles, are now cut at once by {@link DeadEnds}, but that is not enough). A face-down card
 * changes the balance: the moves before a deal may still turn it, and the deal covers it again, so
 * while one is left the deal comes first only with fewer than two cards per pile. The rule
 * decides the seeded families of games with a stock of the measurement (12 to 28 piles, one or
 * two deals: dfs wins 48 of 48, 16 with the deal last, and none more slowly), and on KPatience's
 * one-suit deals 1..100 dfs needs fewer states on 9 and more on none, against the same build with
 * the deal last. Rules measured and rejected: the deal first always, or after the clears that
 * leave their pile non-empty (one-suit deal 2: 1,262 states, then UNKNOWN at 200,000); below two
 * cards per pile alone (the two-deal games of the families hold 2.25 cards per pile after their
 * first deal and stay undecided); below three cards per pile (one-suit deal 44 lost at 200,000
 * states, four deals slower), also with every card face up (deal 80 slower); below two and a half
 * (deal 66 slower); below two and a half only with every card face up (wide games with face-down
 * cards, 26 piles and 1.5 cards per pile, UNKNOWN at 10,000 states instead of won); by an
 * evaluation (the deal first when its cards' links outweigh their breaks, {@link
 * DealEvaluation}'s weights): 10 and 14 of the families' 24 + 24 games.
 *
 * <p><b>Symmetry</b> (optional): among several empty piles whose remaining stock columns are equal
 * only the first is tried as a target, and moving a whole pile onto an empty pile with an equal
 * stock column is skipped. Sound: such piles are interchangeable (swapping two piles with equal
 * remaining columns is an automorphism of the rest of the game), so the skipped successors are
 * canonically equal to a generated successor, respectively to the current position; the
 * transposition table would merge them anyway.
 *
 * <p>Two generators give exactly the same moves in the same order ({@code MoveGeneratorTest}):
 * {@link #generateReference}, a scan over all source/target pairs, used for small games and the
 * hanoi rule; and {@link #generate} for SPIDER games with many piles, which takes the targets from
 * the position's {@link TopIndex} at cost {@code O(piles + legal moves + run cards examined)}.
 * Both ask {@link SolverCards} (hence {@link Rule}) which card accepts a run.
 */
final class MoveGenerator {

  /** Below this many tableau cards per pile the deal is tried first. */
  static final int DEAL_FIRST_CARDS_PER_PILE = 2;

  /**
   * Twice the tableau cards per pile below which the deal is tried first when every tableau card
   * is face up: two and a half cards per pile.
   */
  static final int DEAL_FIRST_FACE_UP_HALF_CARDS_PER_PILE = 5;

  private static final int SCORE_DEAL_FIRST = 6;
  private static final int SCORE_CLEAR = 5;
  private static final int SCORE_UNCOVERS = 4;
  private static final int SCORE_SAME_SUIT = 3;
  private static final int SCORE_CARD = 2;
  private static final int SCORE_EMPTY = 1;
  private static final int SCORE_DEAL = 0;

  private long[] genMoves = new long[64];
  private int[] genScore = new int[64];
  private long[] sorted = new long[64];
  private long[] sortScratch = new long[64];
  private final int[] emptyReps;
  private final int[] topRank;
  private final int[] topSuit;

  MoveGenerator(int piles) {
    emptyReps = new int[piles];
    topRank = new int[piles];
    topSuit = new int[piles];
  }

  /** The moves of the last generation (valid up to its returned count). */
  long[] moves() {
    return sorted;
  }

  /**
   * Generates the moves of {@code s} into {@link #moves()} and returns their number: the indexed
   * form when the position has a {@link TopIndex} and the SPIDER rule holds, else the reference.
   *
   * <p>Under SPIDER a run whose lowest card has rank {@code r} can only go onto a face-up top of
   * rank {@link SolverCards#hostRank}{@code (r)} or an empty pile, so the targets come from the
   * index of piles by top rank (ascending pile numbers) instead of a scan over all piles; when no
   * empty pile is a target, only the heights {@code h} whose target rank has a non-empty bucket
   * are visited (the ranks of a run are consecutive).
   */
  int generate(Position s, boolean symmetry, boolean ordering) {
    TopIndex x = s.index;
    if (x == null || !s.cards.spider()) {
      return generateReference(s, symmetry, ordering);
    }
    int n = s.n;
    int cnt = 0;
    if (n >= 1) {
      int[] clearable = x.bucket[1];
      for (int i = 0, c = x.bucketSize[1]; i < c; i++) {
        int j = clearable[i];
        if (s.canClear(j)) {
          cnt = add(cnt, PackedMove.clear(j), SCORE_CLEAR);
        }
      }
    }
    int[] cls = s.sh.colClass[s.dealsDone];
    int empties = 0;
    for (int e = 0; e < x.emptyCount; e++) {
      empties = addEmptyTarget(x.emptyList[e], empties, cls, symmetry);
    }
    if (empties == 0 && n < (1 << 24)) {
      cnt = cardMovesIndexed(s, cnt);
      if (s.canDeal()) {
        cnt = add(cnt, PackedMove.DEAL_MOVE, dealScore(s));
      }
      return order(cnt, ordering);
    }
    for (int src = 0; src < s.p; src++) {
      int sz = s.size[src];
      if (sz == 0) {
        continue;
      }
      int run = s.rl[src][sz - 1];
      if (run == 0) {
        continue;
      }
      if (empties == 0) {
        // only card targets: height h has target rank hostRank(topRank + h - 1)
        int topR = s.rank(s.pile[src][sz - 1]);
        int hi = SolverCards.hostRank(topR + run - 1);
        for (int tr = x.nextRank(topR + 1); tr <= hi; tr = x.nextRank(tr + 1)) {
          cnt = cardTargets(s, cnt, src, SolverCards.guestRank(tr) - topR + 1, run);
        }
        continue;
      }
      for (int h = 1; h <= run; h++) {
        cnt = cardTargets(s, cnt, src, h, run);
        cnt = emptyTargets(s, cnt, src, h, run, empties, cls, symmetry);
      }
    }
    if (s.canDeal()) {
      cnt = add(cnt, PackedMove.DEAL_MOVE, dealScore(s));
    }
    return order(cnt, ordering);
  }

  /**
   * The deal's place: first with few tableau cards per pile (fewer still while a card is face
   * down), else last.
   */
  private static int dealScore(Position s) {
    if (s.tableau < (long) DEAL_FIRST_CARDS_PER_PILE * s.p) {
      return SCORE_DEAL_FIRST;
    }
    if (2L * s.tableau >= (long) DEAL_FIRST_FACE_UP_HALF_CARDS_PER_PILE * s.p) {
      return SCORE_DEAL;
    }
    for (int j = 0; j < s.p; j++) {
      if (s.size[j] > 0 && s.rl[j][0] == 0) {
        return SCORE_DEAL; // a face-down card (they lie at the bottom of a pile)
      }
    }
    return SCORE_DEAL_FIRST;
  }

  /** Adds pile {@code j} to the empty targets unless symmetry makes it a duplicate. */
  private int addEmptyTarget(int j, int empties, int[] cls, boolean symmetry) {
    if (symmetry) {
      for (int k = 0; k < empties; k++) {
        if (cls[emptyReps[k]] == cls[j]) {
          return empties;
        }
      }
    }
    emptyReps[empties] = j;
    return empties + 1;
  }

  /** Adds the moves of the top {@code h} cards of {@code src} onto the empty targets. */
  private int emptyTargets(Position s, int cnt, int src, int h, int run, int empties, int[] cls,
      boolean symmetry) {
    int sz = s.size[src];
    boolean uncovers = h == sz || (h == run && SolverCards.down(s.pile[src][sz - h - 1]));
    for (int k = 0; k < empties; k++) {
      int dst = emptyReps[k];
      if (dst == src) {
        continue;
      }
      if (symmetry && h == sz && cls[dst] == cls[src]) {
        continue; // the same position up to swapping two equivalent piles
      }
      cnt = add(cnt, PackedMove.transfer(src, h, dst),
          uncovers && h < sz ? SCORE_UNCOVERS : SCORE_EMPTY);
    }
    return cnt;
  }

  /**
   * All moves onto face-up tops when there is no empty target: for every rank {@code R} with a
   * top of rank {@code R} (bucket) and a top run containing its guest rank (run index), the run of
   * each such source from its card of the guest rank up; found by and-ing the two rank bitsets
   * shifted by one rank, so the cost is {@code O(ranks / 64 + moves log moves)}. The moves are
   * then sorted by (source, height, target), the order of the all-pairs scan.
   */
  private int cardMovesIndexed(Position s, int cnt) {
    TopIndex x = s.index;
    int c0 = cnt;
    long[] tb = x.rankBits;
    long[] rb = x.runBits;
    long carry = 0;
    for (int w = 0; w < tb.length; w++) {
      long bits = tb[w] & ((rb[w] << 1) | carry); // host rank R = hostRank(guest rank R - 1)
      carry = rb[w] >>> 63;
      while (bits != 0) {
        int r = (w << 6) + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        int g = SolverCards.guestRank(r);
        int[] srcs = x.runIdx[g];
        int ns = x.runIdxSize[g];
        for (int i = 0; i < ns; i++) {
          int src = srcs[i];
          int sz = s.size[src];
          cnt = cardTargets(s, cnt, src, g - s.rank(s.pile[src][sz - 1]) + 1,
              s.rl[src][sz - 1]);
        }
      }
    }
    int k = cnt - c0;
    if (k > 1) {
      if (sortScratch.length < k) {
        sortScratch = new long[Math.max(k, 2 * sortScratch.length)];
      }
      long[] t = sortScratch;
      for (int i = 0; i < k; i++) {
        long m = genMoves[c0 + i];
        t[i] = (long) PackedMove.src(m) << 43 | (long) PackedMove.count(m) << 19
            | (long) PackedMove.dst(m) << 3 | genScore[c0 + i];
      }
      Arrays.sort(t, 0, k);
      for (int i = 0; i < k; i++) {
        long v = t[i];
        genMoves[c0 + i] = PackedMove.transfer((int) (v >>> 43), (int) (v >>> 19) & 0xFF_FFFF,
            (int) (v >>> 3) & 0xFFFF);
        genScore[c0 + i] = (int) (v & 7);
      }
    }
    return cnt;
  }

  /** Adds the moves of the top {@code h} cards of {@code src} onto face-up tops (SPIDER rule). */
  private int cardTargets(Position s, int cnt, int src, int h, int run) {
    int sz = s.size[src];
    int[] a = s.pile[src];
    int low = a[sz - h];
    int want = SolverCards.hostRank(s.rank(low));
    if (want > s.n) {
      return cnt;
    }
    TopIndex x = s.index;
    int bs = x.bucketSize[want];
    if (bs == 0) {
      return cnt;
    }
    int lowSuit = s.suit(low);
    boolean uncovers = h == sz || (h == run && SolverCards.down(a[sz - h - 1]));
    int[] b = x.bucket[want];
    for (int i = 0; i < bs; i++) {
      int dst = b[i];
      if (dst == src) {
        continue;
      }
      boolean sameSuit = s.suit(s.top(dst)) == lowSuit;
      cnt = add(cnt, PackedMove.transfer(src, h, dst),
          uncovers ? SCORE_UNCOVERS : sameSuit ? SCORE_SAME_SUIT : SCORE_CARD);
    }
    return cnt;
  }

  /**
   * The move generator as a scan over all source/target pairs: the reference that
   * {@link #generate} is tested against, and the generator for small games and the hanoi rule.
   */
  int generateReference(Position s, boolean symmetry, boolean ordering) {
    int p = s.p;
    int cnt = 0;
    for (int j = 0; j < p; j++) {
      if (s.canClear(j)) {
        cnt = add(cnt, PackedMove.clear(j), SCORE_CLEAR);
      }
    }
    int[] cls = s.sh.colClass[s.dealsDone];
    int empties = 0;
    for (int j = 0; j < p; j++) {
      if (s.size[j] == 0) {
        empties = addEmptyTarget(j, empties, cls, symmetry);
      }
    }
    Rule rule = s.cards.rule;
    for (int j = 0; j < p; j++) {
      if (s.size[j] == 0 || SolverCards.down(s.top(j))) {
        topRank[j] = 0; // accepted by no rule: ranks start at 1
      } else {
        topRank[j] = s.rank(s.top(j));
        topSuit[j] = s.suit(s.top(j));
      }
    }
    for (int src = 0; src < p; src++) {
      int run = s.runLengthSlow(src);
      if (run == 0) {
        continue;
      }
      int sz = s.size[src];
      int[] a = s.pile[src];
      for (int h = 1; h <= run; h++) {
        int low = a[sz - h];
        int lowRank = s.rank(low);
        int lowSuit = s.suit(low);
        boolean uncovers = h == sz || (h == run && SolverCards.down(a[sz - h - 1]));
        for (int dst = 0; dst < p; dst++) {
          if (!rule.accepts(topRank[dst], lowRank) || dst == src) {
            continue; // also skips empty piles and face-down tops (rank 0)
          }
          boolean sameSuit = topSuit[dst] == lowSuit;
          cnt = add(cnt, PackedMove.transfer(src, h, dst),
              uncovers ? SCORE_UNCOVERS : sameSuit ? SCORE_SAME_SUIT : SCORE_CARD);
        }
        cnt = emptyTargets(s, cnt, src, h, run, empties, cls, symmetry);
      }
    }
    if (s.canDeal()) {
      cnt = add(cnt, PackedMove.DEAL_MOVE, dealScore(s));
    }
    return order(cnt, ordering);
  }

  /** Copies the generated moves into {@link #moves()}, by descending score when ordering. */
  private int order(int cnt, boolean ordering) {
    if (sorted.length < cnt) {
      sorted = new long[genMoves.length];
    }
    if (!ordering) {
      System.arraycopy(genMoves, 0, sorted, 0, cnt);
      return cnt;
    }
    int k = 0;
    for (int sc = SCORE_DEAL_FIRST; sc >= SCORE_DEAL; sc--) {
      for (int i = 0; i < cnt; i++) {
        if (genScore[i] == sc) {
          sorted[k++] = genMoves[i];
        }
      }
    }
    return cnt;
  }

  private int add(int cnt, long m, int score) {
    if (cnt == genMoves.length) {
      genMoves = Arrays.copyOf(genMoves, cnt * 2);
      genScore = Arrays.copyOf(genScore, cnt * 2);
    }
    genMoves[cnt] = m;
    genScore[cnt] = score;
    return cnt + 1;
  }
}
