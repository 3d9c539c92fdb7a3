package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * Run exchange: a quotient of the state space of one-suit games (thesis 1.3 moves, SPIDER rule,
 * empty stock) by the reversible moves that only pass the upper part of one top run onto another,
 * so that the depth-first search stores and expands one position per class instead of every
 * rearrangement. On the reductions of thesis 4.2 these rearrangements are what multiplies the
 * search: the two copies of every selection pair, of every clause card {@code c + 1} and of every
 * buffer lie on top runs, and their cards can be passed back and forth between them in any order
 * between two selections.
 *
 * <p><b>The classes.</b> In a one-suit game every non-empty pile {@code j} has a top run, the
 * cards of ranks {@code lo_j .. hi_j} (face up, consecutive), lying on the rest of the pile,
 * {@code F_j}, whose top card (if any) does not continue the run. Two positions are <i>equivalent</i>
 * when they have the same {@code F_j} and {@code hi_j} on every pile and the same multiset of
 * {@code lo}s, assigned differently (every assignment with {@code lo_j <= hi_j}). Within a class
 * the only difference is which pile holds which run tail: a rank's identical cards are exchanged.
 *
 * <p><b>Exchange moves.</b> For piles {@code A}, {@code B} of a class member with
 * {@code lo_B < lo_A <= hi_B}, the transfer of the top {@code lo_A - lo_B} cards of {@code B} onto
 * {@code A} (their lowest card has rank {@code lo_A - 1}, {@code A}'s top rank {@code lo_A}) is
 * legal and swaps the two {@code lo}s; it turns no card and empties no pile, and the transfer back
 * is legal afterwards. Sorting the piles by {@code (hi, pile number)} and the {@code lo}s
 * ascending, the <i>sorted assignment</i> gives the k-th smallest {@code lo} to the k-th pile; it
 * is valid whenever any assignment is, and any valid assignment reaches it by exchange moves that
 * each fix one pile in order (selection sort: pile {@code P_i} holds {@code x}, the target {@code
 * y < x} lies on a later pile {@code Q}, and {@code x <= hi_P <= hi_Q}, so the swap is valid). Hence
 * a class is strongly connected by legal moves: all its members have the same winnability and the
 * same number of cleared runs reachable. {@link #normalize} plays these moves, so every position
 * that the search stores is the sorted member of its class, reached by legal moves that the
 * certificate lists.
 *
 * <p><b>Why one member per class suffices</b> (for {@link Goal#won()} and {@link Goal#clears}).
 * Let {@code Y} be any member of the class of a stored position {@code X} and {@code Y -> Z} a move.
 * Then {@code Z} is in the class again, or some move that the search generates from {@code X} leads
 * to a position equivalent to {@code Z}:
 * <ul>
 *   <li>a transfer of the top {@code h} cards of pile {@code a} (ranks {@code lo^Y_a .. t}) onto a
 *       card: in one suit its host is the top {@code t + 1 = lo^Y_b} of a run; with {@code t <
 *       hi_a} that is an exchange move ({@code Z} in the class); with {@code t = hi_a} (the whole
 *       run) {@code X} has a pile {@code c != a} with {@code lo^X_c = hi_a + 1} (same multiset),
 *       and moving {@code a}'s whole run onto it gives the same {@code F}s and {@code hi}s and the
 *       multiset minus {@code hi_a + 1} plus the new top run of {@code F_a}, as in {@code Z};
 *   <li>a transfer onto an empty pile {@code b} of the whole run of {@code a}: {@code X} moves its
 *       whole run of {@code a}, with the same result up to the {@code lo}s; of a part ending at
 *       {@code t < hi_a}: the piles with {@code hi <= t} hold {@code lo}s {@code <= t} in every
 *       member, and in {@code Y} pile {@code a} is one more with {@code lo <= t}, so in {@code X}
 *       too some pile {@code c} has {@code lo^X_c <= t < hi_c}; moving its cards up to rank
 *       {@code t} onto {@code b} gives the multiset plus {@code t + 1} and a run {@code [. .. t]}
 *       on {@code b} with the same {@code F} and {@code hi} as in {@code Z};
 *   <li>a clear of pile {@code a} ({@code lo^Y_a = 1}, {@code hi_a = n}): the search generates
 *       the clear of {@code a} from {@code X} whenever some member has {@code lo_a = 1}, played
 *       after the exchange moves that lead there ({@link #prepareClear}); the result has the
 *       same piles as {@code Z} up to the {@code lo}s;
 *   <li>deals do not occur (empty stock), and the stock is the same in all members.
 * </ul>
 * So the union of the classes of the stored positions is closed under moves, up to the positions
 * shown to be dead ends (whose class members share their fate). An exhausted search therefore
 * proves that no position reachable from the root reaches the goal (the root is replaced by its
 * sorted member, reached by legal moves); the table stays exact (keys of whole positions, never
 * hash-only).
 *
 * <p><b>With the partial-order reduction</b> ({@link StubbornSets}), whose argument is about the
 * real moves. Count a path's cost as its moves that are not exchange moves ({@link #isExchange});
 * the least cost {@code d(P)} of a path from {@code P} to the goal is the same for every member of
 * a class. Suppose the search is exhausted but the goal reachable; take a stored position {@code X}
 * from which it is reachable with the least {@code d(X)}. {@code X} is no dead end, so it was
 * expanded. Fully: the lemma above gives a generated move into a class with smaller {@code d}.
 * With a closed pile set {@code P} (no pile is empty then): take a least-cost path {@code w} from
 * {@code X} and its first move {@code t} inside {@code P} ({@code w = w1 t w2}); by the reduction's
 * argument {@code t} is enabled in {@code X} and {@code t w1 w2} reaches the goal too, at the same
 * cost (a move is an exchange move by the contents of its own two piles, which commuting leaves
 * alone). If {@code t} is an exchange move, {@code X·t} is a member of the class of {@code X}
 * whose piles of {@code P} hold the same top ranks and the same top-run cards, and whose other
 * piles are those of {@code X}, so {@code P} is closed there too; repeat with {@code w1 w2}, which
 * is shorter. This ends with a member {@code Y} of the class and a move {@code s} inside {@code P}
 * that is no exchange move and leads to {@code d(Y·s) = d(X) - 1}: a whole run of a pile
 * {@code a} onto a run top, or a clear. In {@code X} the lemma's matching move moves the whole run
 * of {@code a} onto the pile {@code c} whose top has the rank above the run's bottom, which lies
 * in {@code P} (else the set would not be closed), so the move is kept; a clear of {@code a} is
 * kept, or played after exchange moves (those clears are always generated). Both cases contradict
 * the choice of {@code X}.
 *
 * <p>Positions with a stock, games of several suits and the hanoi rule are left alone:
 * there a card of another suit (or any lower rank) can freeze a run tail in place, and two
 * members stop being interchangeable. It does not serve the run-height goals (exchanges change
 * the heights of runs) nor shortest search (exchange moves count as moves).
 */
final class RunExchange {

  private final int p;
  /** Per position in the order: pile, hi, lo (current). */
  private long[] order;
  private int[] lo;
  private int[] sortedLo;
  private int m;

  RunExchange(int piles) {
    this.p = piles;
    this.order = new long[piles];
    this.lo = new int[piles];
    this.sortedLo = new int[piles];
  }

  /**
   * Whether {@code m}, legal in {@code s}, is an exchange move: a transfer of part of a top run
   * (its source keeps a run) onto a non-empty pile (in one suit, onto the top of a run).
   */
  static boolean isExchange(Position s, long m) {
    return PackedMove.kind(m) == PackedMove.TRANSFER
        && PackedMove.count(m) < s.runLength(PackedMove.src(m)) && s.size(PackedMove.dst(m)) > 0;
  }

  /**
   * Removes, in order, the exchange moves from {@code moves[0..cnt)} and returns the new count.
   * From a sorted position each of them leads back into its own class, which is stored; neither
   * argument above needs them expanded (the moves they rely on are whole-run moves, moves onto
   * empty piles and clears), and left out they cannot become the partial-order reduction's seeds.
   */
  static int dropExchangeMoves(Position s, long[] moves, int cnt) {
    int w = 0;
    for (int i = 0; i < cnt; i++) {
      if (!isExchange(s, moves[i])) {
        moves[w++] = moves[i];
      }
    }
    return w;
  }

  /** Whether run exchange applies to positions of {@code s}'s game with its stock dealt. */
  static boolean appliesTo(Position s) {
    return s.cards.spider() && s.suits() == 1;
  }

  /**
   * Plays the exchange moves that take {@code s} to the sorted member of its class, pushing each
   * with its undo information on {@code out}; returns how many. Nothing while cards are in the
   * stock.
   */
  int normalize(Position s, MoveStack out) {
    if (s.dealsDone != s.dealTotal()) {
      return 0;
    }
    collect(s);
    return sortSwaps(s, out, null, null);
  }

  /**
   * The selection sort from the assignment in {@link #lo} to {@link #sortedLo}: each swap fixes
   * one order position (valid, see the class documentation). With {@code out} it plays each swap
   * on {@code s} as an exchange move; otherwise it records the swapped order positions in {@code
   * swapsI} and {@code swapsK}. Returns the number of swaps; {@link #lo} ends sorted.
   */
  private int sortSwaps(Position s, MoveStack out, int[] swapsI, int[] swapsK) {
    int swaps = 0;
    for (int i = 0; i < m; i++) {
      int y = sortedLo[i];
      if (lo[i] == y) {
        continue;
      }
      int k = i + 1;
      while (lo[k] != y) {
        k++;
      }
      if (out != null) {
        exchange(s, i, k, out);
      } else {
        lo[k] = lo[i];
        lo[i] = y;
        swapsI[swaps] = i;
        swapsK[swaps] = k;
      }
      swaps++;
    }
    return swaps;
  }

  /**
   * For a sorted position {@code s}: whether some member of its class has a complete run on pile
   * {@code a} that the position itself does not ({@code hi_a = n}, {@code lo_a > 1}).
   */
  boolean clearReachable(Position s, int a) {
    if (s.dealsDone != s.dealTotal() || s.size(a) == 0 || s.canClear(a)) {
      return false;
    }
    int len = s.runLength(a);
    int top = s.rank(s.top(a));
    if (top + len - 1 != s.n) {
      return false;
    }
    return target(s, a);
  }

  /**
   * For a sorted position {@code s} with {@link #clearReachable}{@code (s, a)}: plays the exchange
   * moves that bring rank 1 onto pile {@code a} (then its top run is complete), pushing them on
   * {@code out}; returns how many.
   */
  int prepareClear(Position s, int a, MoveStack out) {
    if (!target(s, a)) {
      throw new IllegalStateException("no member of the class clears pile " + (a + 1));
    }
    // lo now holds the target assignment; record the selection sort from it to the sorted one
    int[] swapsI = new int[m];
    int[] swapsK = new int[m];
    int swaps = sortSwaps(s, null, swapsI, swapsK);
    // s holds the sorted assignment (lo == sortedLo now); undo the swaps in reverse on s
    for (int t = swaps - 1; t >= 0; t--) {
      exchange(s, swapsI[t], swapsK[t], out);
    }
    if (!s.canClear(a)) {
      throw new IllegalStateException("exchange moves did not complete pile " + (a + 1));
    }
    return swaps;
  }

  /**
   * Exchanges the {@code lo}s of order positions {@code i} and {@code k} with one legal transfer
   * from the pile with the smaller {@code lo} onto the other.
   */
  private void exchange(Position s, int i, int k, MoveStack out) {
    int small = lo[i] < lo[k] ? i : k;
    int large = small == i ? k : i;
    int from = pileAt(small);
    int onto = pileAt(large);
    long mv = PackedMove.transfer(from, lo[large] - lo[small], onto);
    out.push(mv, s.apply(mv));
    int t = lo[i];
    lo[i] = lo[k];
    lo[k] = t;
  }

  private int pileAt(int i) {
    return (int) (order[i] & 0xFFFF);
  }

  /**
   * Reads the top runs of {@code s} into {@link #order} (sorted by hi, then pile) and
   * {@link #lo}; the {@code lo}s sorted go to {@link #sortedLo}.
   */
  private void collect(Position s) {
    m = 0;
    for (int j = 0; j < p; j++) {
      int sz = s.size(j);
      if (sz == 0) {
        continue;
      }
      int len = s.runLength(j);
      int loRank = s.rank(s.top(j));
      long hi = loRank + len - 1;
      order[m++] = (hi << 16) | j;
    }
    Arrays.sort(order, 0, m);
    for (int i = 0; i < m; i++) {
      lo[i] = s.rank(s.top(pileAt(i)));
      sortedLo[i] = lo[i];
    }
    Arrays.sort(sortedLo, 0, m);
  }

  /**
   * Puts into {@link #lo} the target assignment with rank 1 on pile {@code a} and the other
   * {@code lo}s sorted over the other piles; false when it is not valid (some {@code lo > hi}).
   */
  private boolean target(Position s, int a) {
    collect(s);
    if (m == 0 || sortedLo[0] != 1) {
      return false;
    }
    int w = 1; // next unused entry of sortedLo (entry 0 is the rank 1 that goes to a)
    for (int i = 0; i < m; i++) {
      if (pileAt(i) == a) {
        lo[i] = 1;
        continue;
      }
      int v = sortedLo[w++];
      if (v > (int) (order[i] >>> 16)) {
        return false;
      }
      lo[i] = v;
    }
    return true;
  }

  /** A stack of played moves with their undo information. */
  static final class MoveStack {
    long[] moves = new long[64];
    int[] undo = new int[64];
    int size;

    void push(long move, int info) {
      if (size == moves.length) {
        moves = Arrays.copyOf(moves, size * 2);
        undo = Arrays.copyOf(undo, size * 2);
      }
      moves[size] = move;
      undo[size++] = info;
    }

    /** Takes back, on {@code s}, every move above {@code newSize}. */
    void undoTo(Position s, int newSize) {
      while (size > newSize) {
        size--;
        s.undo(moves[size], undo[size]);
      }
    }
  }
}
