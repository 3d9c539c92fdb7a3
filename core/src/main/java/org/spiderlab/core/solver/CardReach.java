package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * Over-approximation of what moves among a set of piles can ever do to the cards of those piles
 * (SPIDER rule, empty stock): which cards may become a top card ({@code T}, a possible host) and
 * which may become the lowest card of a movable run at a pile's top ({@code B}, a possible moved
 * card), and which piles may become empty. Shared by the partial-order reduction
 * ({@link StubbornSets}, over the piles outside a pile set) and the dead-end test
 * ({@link DeadEnds}, over all piles).
 *
 * <p><b>The rules</b> (a least fixpoint, over the cards at their current positions; "the cover"
 * of a card is the card now directly above it):
 * <ul>
 *   <li>Every top card is in {@code T}; every card of a top run is in {@code B}.
 *   <li>A {@code B} card {@code c} <i>may leave</i> when a {@code T} card of rank
 *       {@code rank(c)+1} exists (any suit, any pile of the set), or {@code c} has the maximal
 *       rank and every lower rank of its suit has a {@code B} card (a clear).
 *   <li>When the cover of a card may leave, the card is in {@code T} (and so in {@code B}); when
 *       the bottom card of a pile may leave, the pile may become empty.
 *   <li>A face-up card whose cover is in {@code B} and lies on it as a run step (one rank lower,
 *       same suit, whatever the cover's face) is in {@code B}.
 * </ul>
 *
 * <p><b>Why it over-approximates</b>, as long as no pile of the set becomes empty (runs onto an
 * empty pile are not modelled). Both users only rely on it when the fixpoint marks no pile of
 * the set as possibly empty, and then no pile of the set ever becomes empty: the first one to do
 * so would lose its bottom card by a modelled move (onto a host, or a clear), by the induction
 * below up to that moment. Moves keep every
 * card's cover until the cover leaves it as the lowest card of a moved run or of a clear (a run
 * that moves takes everything above its lowest card along, so covers inside it are kept), and only
 * a top card receives a new cover. So, by induction over any sequence of moves among the piles of
 * the set, for every card {@code x} that has never been a top card: its cover is its present cover
 * {@code y}; {@code x} becomes a top card only when {@code y} leaves as the lowest card of a run
 * (so {@code y} was in {@code B} and found a {@code T} host of rank {@code rank(y)+1} or was a
 * king cleared with its whole suit, each of whose ranks then lay in a run on it, i.e. had a
 * {@code B} card); and {@code x} is the lowest card of a movable run only when it is a top card
 * or {@code y} lies on it as a run step and is itself the lowest card of a movable run. Cards that
 * have been a top card are in {@code T} and {@code B} by the induction. This is tighter than
 * marking everything above a leaving card: a card inside a run that leaves becomes a top only when
 * its own cover leaves it.
 *
 * <p><b>With a stock</b> ({@link #computeWithStock}, all piles, no pile empty). A deal puts one
 * card on every pile, and so, like a move, gives a new cover only to top cards; the dealt card is
 * then a top card, and the lowest card of the one-card run at its top. So the fixpoint starts with
 * every card of the remaining stock in {@code T} and {@code B}, in slots that cover nothing (the
 * card a stock card will lie on is a top at that moment, in {@code T} by the induction), and the
 * induction above goes through for any sequence of moves and deals: a card keeps its present
 * cover until that cover leaves, a stock card may leave by the same rules, and the first pile to
 * become empty would still lose its bottom card by a modelled move. When no pile is marked, the
 * game is never won (a won position has every pile empty). Thesis 1.3 (the deal) and 4.2 (the
 * same reasoning on the reductions' locks).
 *
 * <p>The worklist is per card position: a {@code B} card that cannot leave yet waits for the first
 * {@code T} card of the rank it needs (or for its suit to become clearable), so each position is
 * examined a bounded number of times and one computation is linear in the number of cards, up to
 * the waits.
 */
final class CardReach {

  private Position st;
  private final int p;
  private final int n;
  private final int suits;
  /** First slot of each pile (slots number the card positions pile by pile). */
  private final int[] off;
  /** Per pile: positions {@code >= baseFrom[j]} are in B. */
  final int[] baseFrom;
  /** Piles that may become empty. */
  final boolean[] emptiable;
  /** Per slot: in T; the card's base may leave (handled). */
  private boolean[] top;
  private boolean[] gone;
  /** Per rank: the T cards (their piles), and the B cards (their piles). */
  final RankIndex tops;
  final RankIndex bases;
  /** Slots waiting for a rank to get a T card (key = rank) or a suit to be clearable. */
  private final RankIndex waiting;
  private int[] queue;
  private int queueLen;
  /** B cards per (suit, rank), and per suit the number of ranks 1..n-1 without one. */
  private final int[] basesBySuitRank;
  /** T cards per (suit, rank). */
  private final int[] topsBySuitRank;
  /** Kings that may be cleared (each counted once, at its slot), and the piles holding them. */
  int clearableKings;
  final boolean[] clearable;
  private boolean[] excludedPiles;
  private final int[] missing;
  private boolean stopAtEmptiable;
  private boolean sawEmptiable;
  /**
   * Per rank, with {@link #computeRestricted}: -1 when the rank's cards leave by the rules, else
   * the one slot of the rank whose card may leave (the others never do).
   */
  private final int[] allowedSlotOfRank;
  private int restrictions;
  private int[] restrictedRanks = new int[0];
  private int[] allowedPiles = new int[0];
  private int[] allowedIndexes = new int[0];
  /** With {@link #computeWithStock}: the stock's cards, face up, after the slots of the piles. */
  private int[] stockCards = new int[0];
  private int stockCount;
  /** The number of pile slots of the last computation (stock slots follow). */
  private int pileSlots;
  /** No pile excluded (never written). */
  private final boolean[] none;

  CardReach(Position shape) {
    this.p = shape.pileCount();
    this.n = shape.n;
    this.suits = shape.suits();
    this.off = new int[p + 1];
    this.baseFrom = new int[p];
    this.emptiable = new boolean[p];
    this.top = new boolean[64];
    this.gone = new boolean[64];
    this.tops = new RankIndex(n);
    this.bases = new RankIndex(n);
    this.waiting = new RankIndex(n + 1 + suits);
    this.queue = new int[64];
    this.basesBySuitRank = new int[(suits + 1) * (n + 2)];
    this.topsBySuitRank = new int[(suits + 1) * (n + 2)];
    this.clearable = new boolean[p];
    this.missing = new int[suits + 1];
    this.allowedSlotOfRank = new int[n + 2];
    Arrays.fill(allowedSlotOfRank, -1);
    this.none = new boolean[p];
  }

  /**
   * Computes the fixpoint for the non-empty piles {@code j} with {@code !excluded[j]} of
   * {@code position}. With {@code stopAtEmptiable} it stops as soon as some pile may become empty
   * and returns true; otherwise it runs to the end and returns whether some pile may.
   */
  boolean compute(Position position, boolean[] excluded, boolean stopAtEmptiable) {
    restrictions = 0;
    return run(position, excluded, stopAtEmptiable);
  }

  /**
   * The fixpoint over all piles of {@code position} with the cards of its remaining stock too,
   * each from the start a {@code T} card and a {@code B} card that covers nothing (see the class
   * documentation, "With a stock"). Stops at the first pile that may become empty; returns
   * whether some pile may. Only that answer is meant to be read afterwards.
   */
  boolean computeWithStock(Position position) {
    restrictions = 0;
    int from = position.dealsDone * position.p;
    int[] stock = position.sh.stock;
    stockCount = stock.length - from;
    if (stockCards.length < stockCount) {
      stockCards = new int[stockCount];
    }
    for (int k = 0; k < stockCount; k++) {
      stockCards[k] = SolverCards.up(stock[from + k]);
    }
    try {
      return run(position, none, true);
    } finally {
      stockCount = 0;
    }
  }

  /**
   * The fixpoint with one more rule per restriction {@code k < count}: of the cards of rank
   * {@code ranks[k]}, only the one at index {@code indexes[k]} of pile {@code piles[k]} may leave
   * (be the lowest card of a moved run or of a clear); the others never do. This
   * over-approximates only the plays in which no other card of those ranks leaves its place;
   * {@link HostContention} says which plays those are. The ranks are distinct. Returns whether
   * some pile may become empty; it stops at the first one (the other results are then partial).
   */
  boolean computeRestricted(Position position, boolean[] excluded, int[] ranks, int[] piles,
      int[] indexes, int count) {
    restrictedRanks = ranks;
    allowedPiles = piles;
    allowedIndexes = indexes;
    restrictions = count;
    try {
      return run(position, excluded, true);
    } finally {
      for (int k = 0; k < count; k++) {
        allowedSlotOfRank[ranks[k]] = -1;
      }
      restrictions = 0;
    }
  }

  private boolean run(Position position, boolean[] excluded, boolean stopAtEmptiable) {
    this.st = position;
    this.excludedPiles = excluded;
    this.stopAtEmptiable = stopAtEmptiable;
    this.clearableKings = 0;
    this.sawEmptiable = false;
    int total = 0;
    for (int j = 0; j < p; j++) {
      off[j] = total;
      total += st.size(j);
    }
    off[p] = total;
    pileSlots = total;
    int all = total + stockCount;
    for (int k = 0; k < restrictions; k++) {
      allowedSlotOfRank[restrictedRanks[k]] = off[allowedPiles[k]] + allowedIndexes[k];
    }
    if (top.length < all) {
      top = new boolean[Math.max(all, 2 * top.length)];
      gone = new boolean[top.length];
    } else {
      Arrays.fill(top, 0, all, false);
      Arrays.fill(gone, 0, all, false);
    }
    for (int t = 0; t < tops.touchedCount; t++) {
      int r = tops.touched[t];
      for (int u = 1; u <= suits; u++) {
        topsBySuitRank[u * (n + 2) + r] = 0;
      }
    }
    tops.clear();
    waiting.clear();
    for (int t = 0; t < bases.touchedCount; t++) {
      int r = bases.touched[t];
      for (int u = 1; u <= suits; u++) {
        basesBySuitRank[u * (n + 2) + r] = 0;
      }
    }
    bases.clear();
    for (int u = 1; u <= suits; u++) {
      missing[u] = Math.max(0, n - 1);
    }
    queueLen = 0;
    for (int j = 0; j < p; j++) {
      emptiable[j] = false;
      clearable[j] = false;
      int s = st.size(j);
      if (excluded[j] || s == 0) {
        baseFrom[j] = s;
        continue;
      }
      int run = Math.max(1, st.runEndingAt(j, s - 1));
      setTop(j, s - 1);
      baseFrom[j] = s;
      for (int i = s - 1; i >= s - run; i--) {
        markBase(j, i);
      }
    }
    for (int k = 0; k < stockCount; k++) {
      int c = stockCards[k];
      int r = st.rank(c);
      int j = k % p; // the pile its deal puts it on
      top[total + k] = true;
      tops.add(r, j);
      topsBySuitRank[st.suit(c) * (n + 2) + r]++;
      if (tops.count[r] == 1) {
        wake(r);
      }
      addBase(c, j, total + k);
    }
    while (queueLen > 0 && !(sawEmptiable && stopAtEmptiable)) {
      check(queue[--queueLen]);
    }
    return sawEmptiable;
  }

  /** The pile of a slot (binary search over the offsets). */
  private int pileOf(int slot) {
    int lo = 0;
    int hi = p - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (off[mid] <= slot) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo; // the last pile starting at or before the slot, so not an empty one
  }

  /**
   * Examines the B card at {@code slot}: if it may leave (a T card of its host rank exists, or a
   * king whose suit is clearable), its lower neighbour is uncovered.
   */
  private void check(int slot) {
    if (gone[slot]) {
      return;
    }
    boolean inStock = slot >= pileSlots;
    int j = inStock ? -1 : pileOf(slot);
    int i = inStock ? -1 : slot - off[j];
    int c = inStock ? stockCards[slot - pileSlots] : st.card(j, i);
    int r = st.rank(c);
    int allowed = allowedSlotOfRank[r];
    if (allowed >= 0 && slot != allowed) {
      return; // never leaves (computeRestricted)
    }
    int host = SolverCards.hostRank(r);
    boolean leave = host <= n ? tops.count[host] > 0 : missing[st.suit(c)] == 0;
    if (!leave) {
      waiting.add(host <= n ? host : n + 1 + st.suit(c), slot);
      return;
    }
    gone[slot] = true;
    if (inStock) {
      clearableKings += host > n ? 1 : 0;
      return; // a stock card covers nothing
    }
    if (host > n) {
      clearableKings++;
      clearable[j] = true;
    }
    if (i == 0) {
      emptiable[j] = true;
      sawEmptiable = true;
      return;
    }
    if (top[slot - 1]) {
      return;
    }
    setTop(j, i - 1);
    if (i - 1 < baseFrom[j]) {
      markBase(j, i - 1);
      while (baseFrom[j] > 0 && mayContinue(j, baseFrom[j])) {
        markBase(j, baseFrom[j] - 1);
      }
    }
  }

  private void setTop(int j, int i) {
    top[off[j] + i] = true;
    int c = st.card(j, i);
    int r = st.rank(c);
    tops.add(r, j);
    topsBySuitRank[st.suit(c) * (n + 2) + r]++;
    if (tops.count[r] == 1) {
      wake(r);
    }
  }

  /** Queues the slots waiting for key {@code key} (a rank, or {@code n + 1 + suit}). */
  private void wake(int key) {
    for (int k = waiting.head[key]; k >= 0; k = waiting.next[k]) {
      push(waiting.pile[k]);
    }
    waiting.head[key] = -1;
  }

  private void push(int slot) {
    if (queueLen == queue.length) {
      queue = Arrays.copyOf(queue, 2 * queueLen);
    }
    queue[queueLen++] = slot;
  }

  /**
   * Whether the card at {@code i} may continue a run on the face-up card below it: a run step
   * by rank and suit, whatever the upper card's face (a face-down card is turned when it becomes
   * the top, and only a top can be uncovered further).
   */
  private boolean mayContinue(int j, int i) {
    return SolverCards.isRunStep(st.card(j, i - 1), SolverCards.up(st.card(j, i)));
  }

  private void markBase(int j, int i) {
    baseFrom[j] = i;
    addBase(st.card(j, i), j, off[j] + i);
  }

  /** Adds card {@code c} of pile {@code j} at {@code slot} to {@code B} and queues it. */
  private void addBase(int c, int j, int slot) {
    int r = st.rank(c);
    bases.add(r, j);
    push(slot);
    if (basesBySuitRank[st.suit(c) * (n + 2) + r]++ == 0 && r < n) {
      if (--missing[st.suit(c)] == 0) {
        wake(n + 1 + st.suit(c));
      }
    }
  }

  /** After a computation: the number of T cards of rank {@code r} (any suit). */
  int topCount(int r) {
    return r >= 1 && r <= n ? tops.count[r] : 0;
  }

  // ---- bounds for the goals other than "won" (read after a computation without an emptiable pile)

  private boolean isBase(int suit, int rank) {
    return rank >= 1 && rank <= n && basesBySuitRank[suit * (n + 2) + rank] > 0;
  }

  /**
   * The most consecutive ranks of one suit that all have a {@code B} card: an upper bound on the
   * height of any movable run that can ever lie on top of a pile of the set (every card of such
   * a run is the lowest card of the movable run above it, hence in {@code B}).
   */
  int longestBaseStretch() {
    int[] best = {0};
    forEachBaseStretch((low, len) -> best[0] = Math.max(best[0], len));
    return best[0];
  }

  /**
   * Calls {@code action} for every rank that lies in a stretch of at least {@code minLength}
   * consecutive ranks of one suit that all have a {@code B} card ({@link #longestBaseStretch}).
   */
  void forEachRankOfLongStretches(int minLength, java.util.function.IntConsumer action) {
    forEachBaseStretch((low, len) -> {
      for (int x = low; len >= minLength && x < low + len; x++) {
        action.accept(x);
      }
    });
  }

  /** What {@link #forEachBaseStretch} does with a stretch. */
  private interface StretchAction {
    void at(int lowestRank, int length);
  }

  /** Calls {@code action(lowest rank, length)} for each maximal same-suit stretch of B ranks. */
  private void forEachBaseStretch(StretchAction action) {
    for (int t = 0; t < bases.touchedCount; t++) {
      int r = bases.touched[t];
      for (int u = 1; u <= suits; u++) {
        if (isBase(u, r) && !isBase(u, r - 1)) {
          int len = 0;
          while (isBase(u, r + len)) {
            len++;
          }
          action.at(r, len);
        }
      }
    }
  }

  /**
   * An upper bound on the height of any run of face-up cards of one suit that can ever lie
   * anywhere inside a pile of the set ({@link org.spiderlab.core.RunReading#ANY}): one more than
   * the longest chain of consecutive possible run steps of one suit. A step from rank {@code r}
   * down to {@code r-1} is possible when two such cards lie directly on each other now (in
   * either face), or a {@code T} card of rank {@code r} and a {@code B} card of rank {@code r-1}
   * exist: a card comes to lie directly on another only by a move of a run whose lowest card it
   * is, onto a top card. O(cards + suits * n).
   */
  int longestPossibleRun() {
    boolean[] step = possibleSteps();
    boolean any = false;
    for (int j = 0; j < p; j++) {
      any |= !excludedPiles[j] && st.size(j) > 0;
    }
    int[] best = {any ? 1 : 0};
    forEachChain(step, (u, low, len) -> best[0] = Math.max(best[0], len + 1));
    return best[0];
  }

  /**
   * Calls {@code action} for every pile of the set that supports a step of a chain of at least
   * {@code height - 1} consecutive possible run steps of one suit ({@link #longestPossibleRun}):
   * the piles where such a pair lies now, and the piles holding a {@code T} card of the step's
   * upper rank or a {@code B} card of its lower rank (of any suit: an over-approximation). With
   * all of them gone from the set, no chain of the rest reaches {@code height - 1} steps.
   */
  void forEachPileOfChainsOf(int height, java.util.function.IntConsumer action) {
    boolean[] step = possibleSteps();
    boolean[] inLong = new boolean[step.length];
    forEachChain(step, (u, low, len) -> {
      for (int r = low; len + 1 >= height && r < low + len; r++) {
        inLong[u * (n + 2) + r] = true;
      }
    });
    for (int j = 0; j < p; j++) {
      int s = excludedPiles[j] ? 0 : st.size(j);
      for (int i = 1; i < s; i++) {
        int lower = SolverCards.up(st.card(j, i - 1));
        if (SolverCards.isRunStep(lower, SolverCards.up(st.card(j, i)))
            && inLong[st.suit(lower) * (n + 2) + st.rank(lower)]) {
          action.accept(j);
          break;
        }
      }
    }
    for (int u = 1; u <= suits; u++) {
      for (int r = 2; r <= n; r++) {
        if (inLong[u * (n + 2) + r]) {
          forEachPileOf(tops, r, action);
          forEachPileOf(bases, r - 1, action);
        }
      }
    }
  }

  private static void forEachPileOf(RankIndex index, int r, java.util.function.IntConsumer a) {
    if (index.count[r] > 0) {
      for (int k = index.head[r]; k >= 0; k = index.next[k]) {
        a.accept(index.pile[k]);
      }
    }
  }

  /**
   * Per (suit, lower rank): whether a card may ever lie directly on the card one rank higher of
   * its suit as a run step, by the rule of {@link #longestPossibleRun}.
   */
  private boolean[] possibleSteps() {
    boolean[] step = new boolean[(suits + 1) * (n + 2)];
    for (int j = 0; j < p; j++) {
      int s = excludedPiles[j] ? 0 : st.size(j);
      for (int i = 1; i < s; i++) {
        int lower = SolverCards.up(st.card(j, i - 1));
        int upper = SolverCards.up(st.card(j, i));
        if (SolverCards.isRunStep(lower, upper)) {
          step[st.suit(lower) * (n + 2) + st.rank(lower)] = true;
        }
      }
    }
    for (int u = 1; u <= suits; u++) {
      for (int r = 2; r <= n; r++) {
        int at = u * (n + 2) + r;
        step[at] |= topsBySuitRank[at] > 0 && basesBySuitRank[at - 1] > 0;
      }
    }
    return step;
  }

  /** What {@link #forEachChain} does with a maximal chain of possible steps. */
  private interface ChainAction {
    void at(int suit, int lowestStepRank, int steps);
  }

  /** Calls {@code action} for each maximal chain of consecutive possible steps of one suit. */
  private void forEachChain(boolean[] step, ChainAction action) {
    for (int u = 1; u <= suits; u++) {
      int len = 0;
      for (int r = 2; r <= n + 1; r++) {
        if (r <= n && step[u * (n + 2) + r]) {
          len++;
        } else if (len > 0) {
          action.at(u, r - len, len);
          len = 0;
        }
      }
    }
  }

  /** Per key (rank): how many entries, and their values (a list per key). */
  static final class RankIndex {
    final int[] count;
    final int[] head;
    int[] pile = new int[64];
    int[] next = new int[64];
    int nodes;
    final int[] touched;
    int touchedCount;

    RankIndex(int n) {
      count = new int[n + 2];
      head = new int[count.length];
      Arrays.fill(head, -1);
      touched = new int[count.length];
    }

    void clear() {
      for (int t = 0; t < touchedCount; t++) {
        int r = touched[t];
        count[r] = 0;
        head[r] = -1;
      }
      touchedCount = 0;
      nodes = 0;
    }

    void add(int r, int value) {
      if (count[r]++ == 0) {
        touched[touchedCount++] = r;
      }
      if (nodes == pile.length) {
        pile = Arrays.copyOf(pile, nodes * 2);
        next = Arrays.copyOf(next, nodes * 2);
      }
      pile[nodes] = value;
      next[nodes] = head[r];
      head[r] = nodes++;
    }
  }
}
