package org.spiderlab.core.solver;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;

/**
 * The solver's own mutable position (RULES.md "State") with apply/undo, move generation and the
 * canonical compact encoding used as transposition-table key.
 *
 * <p>A card is an int {@code id << 1 | down} with {@code id = (suit-1) * (n+1) + rank}; two
 * face-up cards {@code a} below {@code b} form a run step exactly when {@code a - b == 2} (the gap
 * of one id per suit keeps a king and the next suit's ace apart).
 *
 * <p><b>Canonical form.</b> Piles are interchangeable together with their remaining stock columns:
 * pile {@code j} receives card {@code j} of every later deal, so two piles may be swapped only if
 * their remaining stock columns are equal. Each pile gets the class of its remaining column (equal
 * columns, equal class; all piles share one class once the stock is empty), and the key lists the
 * piles sorted by (class, contents). The multiset of classes in sorted order depends only on the
 * number of deals made, which the key stores, so the key determines the position up to this
 * symmetry. Cleared runs need no field: they are the cards missing from tableau and stock.
 * Identical cards are the same int, hence indistinguishable.
 *
 * <p><b>Compact encoding.</b> A trie holds every pile's original sequence (its tableau cards, then
 * its stock column in deal order). Each pile keeps, incrementally, the trie node of the longest
 * prefix of its contents that is a trie path (a function of the contents alone, so canonical); the
 * key stores that node id in fixed width followed by the remaining cards, where a stretch of cards
 * continuing a run is written as one "k more run cards" symbol, then a 0 separator.
 *
 * <p><b>Many piles</b> (at least {@link #DIFF_MIN_PILES}, e.g. 3-SAT reductions, thesis 4.2.1):
 * the piles are indexed by top rank and by the ranks of their top run, so move generation costs
 * {@code O(ranks/64 + legal moves)} instead of a scan over all pile pairs; the key, pile order
 * and hash are maintained incrementally for the changed piles only; and before the first deal the
 * key is the multiset difference to the initial position, so it grows with the changed piles, not
 * with the number of piles. All three give exactly the moves, move order and key equalities of
 * the simple forms ({@link #generateReference}, {@link #encodeReference}), which are kept for the
 * tests and used for smaller games.
 */
final class SearchState {

  static final int TRANSFER = 0;
  static final int CLEAR = 1;
  static final int DEAL = 2;
  static final long DEAL_MOVE = 2L << 62;

  /**
   * From this many piles on, keys with no deal made are written as the difference to the initial
   * position ({@link #encode()}); with fewer piles the plain sorted key is shorter and faster.
   */
  static final int DIFF_MIN_PILES = 24;

  static long transfer(int src, int h, int dst) {
    return ((long) h << 32) | ((long) src << 16) | dst;
  }

  static long clear(int src) {
    return (1L << 62) | ((long) src << 16);
  }

  static int kind(long m) {
    return (int) (m >>> 62);
  }

  static int src(long m) {
    return (int) ((m >>> 16) & 0xFFFF);
  }

  static int dst(long m) {
    return (int) (m & 0xFFFF);
  }

  static int count(long m) {
    return (int) ((m >>> 32) & 0x3FFF_FFFF);
  }

  static Move toMove(long m) {
    switch (kind(m)) {
      case TRANSFER:
        return Move.transfer(src(m), count(m), dst(m));
      case CLEAR:
        return Move.clear(src(m));
      default:
        return Move.deal();
    }
  }

  /** Immutable data shared by all copies of a state. */
  private static final class Shared {
    final int n;
    final int suits;
    final int p;
    final boolean hanoi;
    final int[] stock;
    final int dealTotal;
    final int[][] colClass; // [dealsDone][pile]
    final int[] tParent;
    final int[] tDepth;
    private long[] mapKeys;
    private int[] mapVals;
    private int mapMask;
    final int symWidth;
    final int nodeWidth;
    final int extBase;
    final int maxKeyLength;
    final long totalCards;
    final int[] rankTab;
    final int[] suitTab;
    // the reference multiset of the deal-0 key: the initial position's distinct (class, segment)
    // pairs in canonical order, with multiplicities (set by the first SearchState(Game))
    /**
     * Large-game mode (at least {@link #DIFF_MIN_PILES} piles): the index of piles by top rank and
     * run ranks with the indexed generator, incremental keys, and deal-0 keys as differences to
     * the initial position (see encodeDiff). Smaller games use the simple paths, which are faster
     * for them.
     */
    final boolean diffKeys;
    long[] refSortKey;
    byte[][] refSeg;
    int[] refCount;
    int refN;

    Shared(Game g) {
      n = g.maxRank();
      suits = g.suits();
      p = g.pileCount();
      hanoi = g.rule() == Rule.HANOI;
      checkArgument((long) (n + 1) * suits < (1L << 28),
          "the solver needs (maxRank + 1) * suits < 2^28, got %s * %s", n, suits);
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
      checkArgument(p < 0xFFFF, "the solver supports fewer than 65535 piles, got %s", p);
      dealTotal = g.dealCount();
      stock = new int[dealTotal * p];
      for (int d = 0; d < dealTotal; d++) {
        List<Card> deal = g.deal(d);
        for (int j = 0; j < p; j++) {
          stock[d * p + j] = value(deal.get(j).rank(), deal.get(j).suit(), false);
        }
      }
      totalCards = g.cardCount();
      checkArgument(totalCards < (1L << 28), "the solver supports fewer than 2^28 cards");
      // class of each pile's remaining stock column, from the last deal backwards: the column
      // from deal d on is (card of deal d, column from d+1 on), so equal pairs = equal columns
      colClass = new int[dealTotal + 1][p];
      long[] pairs = new long[p];
      for (int d = dealTotal - 1; d >= 0; d--) {
        for (int j = 0; j < p; j++) {
          pairs[j] = ((long) stock[d * p + j] << 32) | colClass[d + 1][j];
        }
        long[] sortedPairs = pairs.clone();
        Arrays.sort(sortedPairs);
        int[] dense = new int[p]; // dense rank of each sorted pair; equal pairs, equal rank
        for (int k = 1; k < p; k++) {
          dense[k] = dense[k - 1] + (sortedPairs[k] != sortedPairs[k - 1] ? 1 : 0);
        }
        for (int j = 0; j < p; j++) {
          colClass[d][j] = dense[Arrays.binarySearch(sortedPairs, pairs[j])];
        }
      }
      // trie of original sequences
      List<Integer> parent = new ArrayList<>();
      List<Integer> depth = new ArrayList<>();
      Map<Long, Integer> tChild = new HashMap<>();
      parent.add(-1);
      depth.add(0);
      for (int j = 0; j < p; j++) {
        int node = 0;
        List<Card> pile = g.pile(j);
        int len = pile.size() + dealTotal;
        for (int i = 0; i < len; i++) {
          int v = i < pile.size()
              ? value(pile.get(i).rank(), pile.get(i).suit(), pile.get(i).faceDown())
              : stock[(i - pile.size()) * p + j];
          long key = ((long) node << 32) | v;
          Integer c = tChild.get(key);
          if (c == null) {
            c = parent.size();
            parent.add(node);
            depth.add(depth.get(node) + 1);
            tChild.put(key, c);
          }
          node = c;
        }
      }
      int cap = Integer.highestOneBit(Math.max(4, tChild.size() * 3)) << 1;
      mapKeys = new long[cap];
      Arrays.fill(mapKeys, -1L);
      mapVals = new int[cap];
      mapMask = cap - 1;
      for (Map.Entry<Long, Integer> e : tChild.entrySet()) {
        int i = mix(e.getKey()) & mapMask;
        while (mapKeys[i] != -1L) {
          i = (i + 1) & mapMask;
        }
        mapKeys[i] = e.getKey();
        mapVals[i] = e.getValue();
      }
      tParent = parent.stream().mapToInt(Integer::intValue).toArray();
      tDepth = depth.stream().mapToInt(Integer::intValue).toArray();
      long maxSym = 2L * (n + 1) * suits + n;
      symWidth = maxSym <= 0xFF ? 1 : maxSym <= 0xFFFF ? 2 : 4;
      int nodes = tParent.length;
      nodeWidth = nodes <= 0xFF ? 1 : nodes <= 0xFFFF ? 2 : nodes <= 0xFF_FFFF ? 3 : 4;
      extBase = 2 * (n + 1) * suits;
      // full key, plus room for the difference lists of the deal-0 key (see encodeDiff)
      long bound = 5 + (long) p * (nodeWidth + symWidth) + totalCards * symWidth + 12L * p + 16;
      checkArgument(bound < (1 << 24), "game too large for the solver's keys");
      maxKeyLength = (int) bound;
      diffKeys = p >= DIFF_MIN_PILES;
    }

    int value(int rank, int suit, boolean down) {
      return (((suit - 1) * (n + 1) + rank) << 1) | (down ? 1 : 0);
    }

    private static int mix(long k) {
      k *= 0x9E37_79B9_7F4A_7C15L;
      return (int) (k ^ (k >>> 29));
    }

    int child(int node, int v) {
      long k = ((long) node << 32) | v;
      int i = mix(k) & mapMask;
      long c;
      while ((c = mapKeys[i]) != -1L) {
        if (c == k) {
          return mapVals[i];
        }
        i = (i + 1) & mapMask;
      }
      return -1;
    }
  }

  private final Shared sh;
  private final int[] rankTab;
  private final int[] suitTab;
  final int n;
  final int p;
  private final int[][] pile;
  /** Per pile and position: length of the face-up run ending there (0 for a face-down card). */
  private final int[][] rl;
  private final int[] size;
  private final int[] node;
  int dealsDone;
  long tableau;
  private final int[] orderInt;
  private final long[] sortKey;
  private final int[] topRank;
  private final int[] topSuit;
  // per-pile cached key segments (node id, suffix symbols, separator) and their hashes
  private final byte[][] seg;
  private final int[] segLen;
  private final int[] segHash;
  private final boolean[] dirty;
  private int[] dirtyList;
  private int dirtyCount;
  private int lastHash;
  // incremental canonical key: keyBuf holds the key of the last encode; ord the pile order
  private final byte[] keyBuf;
  private int keyLen;
  private int headerLen;
  private final int[] bufLen;
  private final long[] contrib;
  private long hashSum;
  private int encDeals = -1;
  // index of piles by top: face-up top rank r in bucket[r] (ascending pile numbers), empty piles
  // in emptyList (ascending); topKey[j] = rank, 0 empty, -1 face-down top, -2 not indexed
  private final int[] topKey;
  private final int[][] bucket;
  private final int[] bucketSize;
  private final long[] rankBits;
  private final int[] emptyList;
  private int emptyCount;
  // index of piles by the ranks of their top run: runIdx[v] holds (ascending) the piles whose
  // face-up top run contains a card of rank v; the indexed run of pile j covers ranks
  // runLo[j]..runHi[j] (empty when runLo > runHi)
  private final int[][] runIdx;
  private final int[] runIdxSize;
  private final long[] runBits;
  private final int[] runLo;
  private final int[] runHi;
  private long[] sortScratch = new long[64];
  // deal-0 key state: pileRef[j] = the reference entry equal to pile j's segment, or -1;
  // curCount[r] = piles equal to entry r; deficit/over = entries with fewer/more piles than in
  // the reference (ascending); extra = piles equal to no entry (canonical order)
  private int[] pileRef;
  private int[] curCount;
  private int[] deficit;
  private int deficitCount;
  private int[] over;
  private int overCount;
  private int[] extra;
  private int extraCount;
  /** Number of positions violating "face up, same suit and lower rank than the card below". */
  private long bad;
  // move generation scratch
  private long[] genMoves = new long[64];
  private int[] genScore = new int[64];
  private long[] sorted = new long[64];
  private final int[] emptyReps;

  SearchState(Game g) {
    this(new Shared(g), null);
    for (int j = 0; j < p; j++) {
      pile[j] = new int[Math.max(4, g.pileSize(j) + 4)];
      rl[j] = new int[pile[j].length];
      for (Card c : g.pile(j)) {
        push(j, sh.value(c.rank(), c.suit(), c.faceDown()));
      }
      tableau += g.pileSize(j);
    }
    if (sh.diffKeys) {
      buildReference();
    }
    indexAll();
  }

  /** Records the initial position's segments as the reference multiset of the deal-0 keys. */
  private void buildReference() {
    int[] cls = sh.colClass[0];
    for (int j = 0; j < p; j++) {
      rebuild(j);
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
    }
    dirtyCount = 0;
    Arrays.fill(dirty, false);
    Integer[] order = new Integer[p];
    for (int j = 0; j < p; j++) {
      order[j] = j;
    }
    Arrays.sort(order, this::comparePiles);
    long[] rk = new long[p];
    byte[][] rs = new byte[p][];
    int[] rc = new int[p];
    int m = 0;
    for (int i = 0; i < p; i++) {
      int j = order[i];
      if (i > 0 && comparePiles(order[i - 1], j) == 0) {
        rc[m - 1]++;
      } else {
        rk[m] = sortKey[j];
        rs[m] = Arrays.copyOf(seg[j], segLen[j]);
        rc[m] = 1;
        m++;
      }
    }
    sh.refSortKey = rk;
    sh.refSeg = rs;
    sh.refCount = rc;
    sh.refN = m;
  }

  private SearchState(SearchState o) {
    this(o.sh, o);
    indexAll();
  }

  /**
   * Allocates the per-pile indexes and scratch space; copies the position of {@code from} when it
   * is not null (the caller fills the piles otherwise). Both public paths then call {@link
   * #indexAll()}.
   */
  private SearchState(Shared sh, SearchState from) {
    this.sh = sh;
    rankTab = sh.rankTab;
    suitTab = sh.suitTab;
    n = sh.n;
    p = sh.p;
    pile = new int[p][];
    rl = new int[p][];
    if (from == null) {
      size = new int[p];
      node = new int[p];
    } else {
      for (int j = 0; j < p; j++) {
        pile[j] = from.pile[j].clone();
        rl[j] = from.rl[j].clone();
      }
      size = from.size.clone();
      node = from.node.clone();
      dealsDone = from.dealsDone;
      tableau = from.tableau;
      bad = from.bad;
    }
    orderInt = new int[p];
    for (int j = 0; j < p; j++) {
      orderInt[j] = j;
    }
    sortKey = new long[p];
    topRank = new int[p];
    topSuit = new int[p];
    emptyReps = new int[p];
    seg = new byte[p][16];
    segLen = new int[p];
    segHash = new int[p];
    dirty = new boolean[p];
    dirtyList = new int[p];
    keyBuf = new byte[sh.maxKeyLength];
    bufLen = new int[p];
    contrib = new long[p];
    topKey = new int[p];
    bucket = new int[n + 2][];
    bucketSize = new int[n + 2];
    rankBits = new long[(n + 2 + 63) / 64 + 1];
    emptyList = new int[p];
    runIdx = new int[n + 2][];
    runIdxSize = new int[n + 2];
    runBits = new long[rankBits.length];
    runLo = new int[p];
    runHi = new int[p];
  }

  /** Marks every pile changed (full key rebuild) and indexes every pile by its top. */
  private void indexAll() {
    Arrays.fill(topKey, -2);
    Arrays.fill(runLo, 1);
    Arrays.fill(runHi, 0);
    for (int j = 0; j < p; j++) {
      markDirty(j);
      retop(j);
    }
    encDeals = -1;
  }

  // ---- index of piles by top card ------------------------------------------------------------

  private static int insertSorted(int[] a, int len, int x) {
    int i = len;
    while (i > 0 && a[i - 1] > x) {
      a[i] = a[i - 1];
      i--;
    }
    a[i] = x;
    return len + 1;
  }

  private static int removeSorted(int[] a, int len, int x) {
    int i = 0;
    while (a[i] != x) {
      i++;
    }
    System.arraycopy(a, i + 1, a, i, len - i - 1);
    return len - 1;
  }

  /** Re-indexes pile {@code j} by its current top (call after every change of the pile). */
  private void retop(int j) {
    if (!sh.diffKeys) {
      return; // small games use the reference generator, which needs no index
    }
    int s = size[j];
    int nlo = 1;
    int nhi = 0;
    if (s > 0 && rl[j][s - 1] > 0) {
      nlo = rank(pile[j][s - 1]);
      nhi = nlo + rl[j][s - 1] - 1;
    }
    int olo = runLo[j];
    int ohi = runHi[j];
    if (nlo != olo || nhi != ohi) {
      // remove the ranks of the old interval not in the new one, add the new ones not in the old
      boolean oldEmpty = olo > ohi;
      boolean newEmpty = nlo > nhi;
      if (newEmpty) {
        unindexRun(j, olo, ohi);
      } else {
        unindexRun(j, olo, Math.min(ohi, nlo - 1));
        unindexRun(j, Math.max(olo, nhi + 1), ohi);
      }
      if (oldEmpty) {
        indexRun(j, nlo, nhi);
      } else {
        indexRun(j, nlo, Math.min(nhi, olo - 1));
        indexRun(j, Math.max(nlo, ohi + 1), nhi);
      }
      runLo[j] = nlo;
      runHi[j] = nhi;
    }
    int k = s == 0 ? 0 : down(pile[j][s - 1]) ? -1 : rank(pile[j][s - 1]);
    int old = topKey[j];
    if (k == old) {
      return;
    }
    if (old == 0) {
      emptyCount = removeSorted(emptyList, emptyCount, j);
    } else if (old > 0) {
      int c = bucketSize[old] = removeSorted(bucket[old], bucketSize[old], j);
      if (c == 0) {
        rankBits[old >>> 6] &= ~(1L << old);
      }
    }
    if (k == 0) {
      emptyCount = insertSorted(emptyList, emptyCount, j);
    } else if (k > 0) {
      int[] b = bucket[k];
      if (b == null) {
        b = bucket[k] = new int[4];
      } else if (bucketSize[k] == b.length) {
        b = bucket[k] = Arrays.copyOf(b, b.length * 2);
      }
      bucketSize[k] = insertSorted(b, bucketSize[k], j);
      rankBits[k >>> 6] |= 1L << k;
    }
    topKey[j] = k;
  }

  private void unindexRun(int j, int lo, int hi) {
    for (int v = lo; v <= hi; v++) {
      int c = runIdxSize[v] = removeSorted(runIdx[v], runIdxSize[v], j);
      if (c == 0) {
        runBits[v >>> 6] &= ~(1L << v);
      }
    }
  }

  private void indexRun(int j, int lo, int hi) {
    for (int v = lo; v <= hi; v++) {
      int[] b = runIdx[v];
      if (b == null) {
        b = runIdx[v] = new int[4];
      } else if (runIdxSize[v] == b.length) {
        b = runIdx[v] = Arrays.copyOf(b, b.length * 2);
      }
      runIdxSize[v] = insertSorted(b, runIdxSize[v], j);
      runBits[v >>> 6] |= 1L << v;
    }
  }

  /** The smallest rank {@code >= from} with a non-empty bucket, or {@code Integer.MAX_VALUE}. */
  private int nextRank(int from) {
    int w = from >>> 6;
    if (w >= rankBits.length) {
      return Integer.MAX_VALUE;
    }
    long word = rankBits[w] & (-1L << from);
    while (true) {
      if (word != 0) {
        return (w << 6) + Long.numberOfTrailingZeros(word);
      }
      if (++w == rankBits.length) {
        return Integer.MAX_VALUE;
      }
      word = rankBits[w];
    }
  }

  private void markDirty(int j) {
    if (!dirty[j]) {
      dirty[j] = true;
      dirtyList[dirtyCount++] = j;
    }
  }

  /** Whether position {@code i} of {@code a} breaks sortedness (thesis 2.3.1). */
  private int badAt(int[] a, int i) {
    int v = a[i];
    if (down(v)) {
      return 1;
    }
    if (i > 0) {
      int u = a[i - 1];
      if (suit(u) != suit(v) || rank(v) >= rank(u)) {
        return 1;
      }
    }
    return 0;
  }

  private int runAt(int[] a, int[] r, int i) {
    int v = a[i];
    if (down(v)) {
      return 0;
    }
    return i > 0 && seq(a[i - 1], v) ? r[i - 1] + 1 : 1;
  }

  SearchState copy() {
    return new SearchState(this);
  }

  int maxKeyLength() {
    return sh.maxKeyLength;
  }

  int dealTotal() {
    return sh.dealTotal;
  }

  boolean won() {
    return tableau == 0 && dealsDone == sh.dealTotal;
  }

  int size(int j) {
    return size[j];
  }

  int top(int j) {
    return pile[j][size[j] - 1];
  }

  static boolean down(int v) {
    return (v & 1) != 0;
  }

  int rank(int v) {
    int[] t = rankTab;
    return t != null ? t[v] : (v >>> 1) % (n + 1);
  }

  int suit(int v) {
    int[] t = suitTab;
    return t != null ? t[v] : (v >>> 1) / (n + 1) + 1;
  }

  /** Whether face-up {@code a} directly below face-up {@code b} is a run step. */
  private boolean seq(int a, int b) {
    return a - b == 2 && ((a | b) & 1) == 0;
  }

  /** The card at position {@code i} (0 = bottom) of pile {@code j}. */
  int card(int j, int i) {
    return pile[j][i];
  }

  /** Length of the face-up run ending at position {@code i} of pile {@code j} (0 if face down). */
  int runEndingAt(int j, int i) {
    return rl[j][i];
  }

  /** Whether the HANOI rule (any higher top is a target) is in force. */
  boolean hanoi() {
    return sh.hanoi;
  }

  /** Number of suits. */
  int suits() {
    return sh.suits;
  }

  int runLength(int j) {
    int s = size[j];
    return s == 0 ? 0 : rl[j][s - 1];
  }

  /** {@link #runLength} by walking the pile (reference for tests and the hanoi rule). */
  int runLengthSlow(int j) {
    int s = size[j];
    if (s == 0) {
      return 0;
    }
    int[] a = pile[j];
    if (down(a[s - 1])) {
      return 0;
    }
    int i = s - 1;
    while (i > 0 && seq(a[i - 1], a[i])) {
      i--;
    }
    return s - i;
  }

  /** Cards still in the stock. */
  long stockLeft() {
    return (long) (sh.dealTotal - dealsDone) * p;
  }

  /** Number of piles. */
  int pileCount() {
    return p;
  }

  boolean canClear(int j) {
    int s = size[j];
    if (s < n) {
      return false;
    }
    int t = pile[j][s - 1];
    return !down(t) && rank(t) == 1 && runLength(j) >= n;
  }

  boolean canDeal() {
    if (dealsDone == sh.dealTotal) {
      return false;
    }
    if (sh.diffKeys) {
      return emptyCount == 0;
    }
    for (int j = 0; j < p; j++) {
      if (size[j] == 0) {
        return false;
      }
    }
    return true;
  }

  // ---- incremental trie maintenance --------------------------------------------------------

  private void push(int j, int v) {
    int s = size[j];
    int[] a = pile[j];
    if (s == a.length) {
      a = pile[j] = Arrays.copyOf(a, a.length * 2);
      rl[j] = Arrays.copyOf(rl[j], a.length);
    }
    a[s] = v;
    rl[j][s] = runAt(a, rl[j], s);
    bad += badAt(a, s);
    size[j] = s + 1;
    markDirty(j);
    if (sh.tDepth[node[j]] == s) {
      int c = sh.child(node[j], v);
      if (c >= 0) {
        node[j] = c;
      }
    }
  }

  private void popTo(int j, int newSize) {
    int[] a = pile[j];
    for (int i = newSize; i < size[j]; i++) {
      bad -= badAt(a, i);
    }
    size[j] = newSize;
    markDirty(j);
    int nd = node[j];
    while (sh.tDepth[nd] > newSize) {
      nd = sh.tParent[nd];
    }
    node[j] = nd;
  }

  private void setTop(int j, int v) {
    int s = size[j];
    int[] a = pile[j];
    bad -= badAt(a, s - 1);
    a[s - 1] = v;
    bad += badAt(a, s - 1);
    rl[j][s - 1] = runAt(a, rl[j], s - 1);
    markDirty(j);
    int nd = node[j];
    if (sh.tDepth[nd] == s) {
      nd = sh.tParent[nd];
    }
    if (sh.tDepth[nd] == s - 1) {
      int c = sh.child(nd, v);
      if (c >= 0) {
        nd = c;
      }
    }
    node[j] = nd;
  }

  // ---- apply / undo ------------------------------------------------------------------------

  /** Plays a legal move; returns the undo information. */
  int apply(long m) {
    switch (kind(m)) {
      case TRANSFER: {
        int src = src(m);
        int h = count(m);
        int dst = dst(m);
        int s = size[src];
        int[] a = pile[src];
        for (int i = s - h; i < s; i++) {
          push(dst, a[i]);
        }
        popTo(src, s - h);
        int f = flipTop(src);
        retop(src);
        retop(dst);
        return f;
      }
      case CLEAR: {
        int src = src(m);
        int suitIdx = suit(pile[src][size[src] - 1]) - 1;
        popTo(src, size[src] - n);
        tableau -= n;
        int f = flipTop(src);
        retop(src);
        return (suitIdx << 1) | f;
      }
      default: {
        int base = dealsDone * p;
        for (int j = 0; j < p; j++) {
          push(j, sh.stock[base + j]);
          retop(j);
        }
        dealsDone++;
        tableau += p;
        return 0;
      }
    }
  }

  private int flipTop(int j) {
    int s = size[j];
    if (s > 0 && down(pile[j][s - 1])) {
      setTop(j, pile[j][s - 1] & ~1);
      return 1;
    }
    return 0;
  }

  void undo(long m, int info) {
    switch (kind(m)) {
      case TRANSFER: {
        int src = src(m);
        int h = count(m);
        int dst = dst(m);
        if ((info & 1) != 0) {
          setTop(src, pile[src][size[src] - 1] | 1);
        }
        int d = size[dst];
        int[] a = pile[dst];
        for (int i = d - h; i < d; i++) {
          push(src, a[i]);
        }
        popTo(dst, d - h);
        retop(src);
        retop(dst);
        return;
      }
      case CLEAR: {
        int src = src(m);
        if ((info & 1) != 0) {
          setTop(src, pile[src][size[src] - 1] | 1);
        }
        int suitIdx = info >>> 1;
        for (int r = n; r >= 1; r--) {
          push(src, ((suitIdx * (n + 1) + r) << 1));
        }
        retop(src);
        tableau += n;
        return;
      }
      default: {
        dealsDone--;
        for (int j = 0; j < p; j++) {
          popTo(j, size[j] - 1);
          retop(j);
        }
        tableau -= p;
      }
    }
  }

  // ---- move generation ---------------------------------------------------------------------

  long[] generated() {
    return sorted;
  }

  /**
   * Generates the moves of this position into {@link #generated()} and returns their number.
   * See {@link Solver} for the switches.
   *
   * <p>Under the SPIDER rule the cost is {@code O(piles + legal moves + run cards examined)}: a
   * run whose lowest card has rank {@code r} can only go onto a face-up top of rank {@code r+1}
   * or an empty pile, so the targets come from the index of piles by top rank ({@code bucket},
   * ascending pile numbers) instead of a scan over all piles; when no empty pile is a target,
   * only the heights {@code h} whose target rank has a non-empty bucket are visited (the ranks of
   * a run are consecutive). The moves and their order are exactly those of
   * {@link #generateReference} (checked by {@code SearchStateIndexTest}); the hanoi rule (any
   * higher top is a target) uses the reference scan.
   */
  int generate(boolean symmetry, boolean eagerClears, int splitMode, boolean ordering) {
    if (sh.hanoi || !sh.diffKeys) {
      return generateReference(symmetry, eagerClears, splitMode, ordering);
    }
    boolean noMultiSuitSplit = splitMode == 2 || (splitMode == 1 && dealsDone == sh.dealTotal);
    int[] clearable = n >= 1 ? bucket[1] : null;
    int clearCount = n >= 1 ? bucketSize[1] : 0;
    if (eagerClears) {
      for (int i = 0; i < clearCount; i++) {
        int j = clearable[i];
        if (canClear(j) && (size[j] > n || dealsDone == sh.dealTotal)) {
          sorted[0] = clear(j);
          return 1;
        }
      }
    }
    int cnt = 0;
    for (int i = 0; i < clearCount; i++) {
      int j = clearable[i];
      if (canClear(j)) {
        cnt = add(cnt, clear(j), 5);
      }
    }
    int[] cls = sh.colClass[dealsDone];
    int empties = 0;
    for (int e = 0; e < emptyCount; e++) {
      int j = emptyList[e];
      boolean dup = false;
      if (symmetry) {
        for (int k = 0; k < empties; k++) {
          if (cls[emptyReps[k]] == cls[j]) {
            dup = true;
            break;
          }
        }
      }
      if (!dup) {
        emptyReps[empties++] = j;
      }
    }
    if (empties == 0 && n < (1 << 24)) {
      cnt = cardMovesIndexed(cnt, noMultiSuitSplit);
      if (canDeal()) {
        cnt = add(cnt, DEAL_MOVE, 0);
      }
        return order(cnt, ordering);
    }
    for (int src = 0; src < p; src++) {
      int s = size[src];
      if (s == 0) {
        continue;
      }
      int run = rl[src][s - 1];
      if (run == 0) {
        continue;
      }
      int[] a = pile[src];
      if (empties == 0) {
        // only card targets: height h has target rank topRank + h
        int topR = rank(a[s - 1]);
        int hi = topR + run;
        for (int tr = nextRank(topR + 1); tr <= hi; tr = nextRank(tr + 1)) {
          cnt = cardTargets(cnt, src, tr - topR, run, noMultiSuitSplit);
        }
        continue;
      }
      for (int h = 1; h <= run; h++) {
        cnt = cardTargets(cnt, src, h, run, noMultiSuitSplit);
        boolean uncovers = h == s || (h == run && down(a[s - h - 1]));
        for (int k = 0; k < empties; k++) {
          int dst = emptyReps[k];
          if (symmetry && h == s && cls[dst] == cls[src]) {
            continue; // the same position up to swapping two equivalent piles
          }
          cnt = add(cnt, transfer(src, h, dst), uncovers && h < s ? 4 : 1);
        }
      }
    }
    if (canDeal()) {
      cnt = add(cnt, DEAL_MOVE, 0);
    }
    return order(cnt, ordering);
  }

  /**
   * All moves onto face-up tops when there is no empty target: for every rank {@code R} with a
   * top of rank {@code R} (bucket) and a top run containing rank {@code R-1} (run index), the run
   * of each such source from its card of rank {@code R-1} up; found by and-ing the two rank
   * bitsets, so the cost is {@code O(ranks / 64 + moves log moves)}. The moves are then sorted by
   * (source, height, target), the order of the all-pairs scan.
   */
  private int cardMovesIndexed(int cnt, boolean noMultiSuitSplit) {
    int c0 = cnt;
    long[] tb = rankBits;
    long[] rb = runBits;
    long carry = 0;
    for (int w = 0; w < tb.length; w++) {
      long x = tb[w] & ((rb[w] << 1) | carry);
      carry = rb[w] >>> 63;
      while (x != 0) {
        int r = (w << 6) + Long.numberOfTrailingZeros(x);
        x &= x - 1;
        int[] srcs = runIdx[r - 1];
        int ns = runIdxSize[r - 1];
        for (int i = 0; i < ns; i++) {
          int src = srcs[i];
          int s = size[src];
          cnt = cardTargets(cnt, src, r - rank(pile[src][s - 1]), rl[src][s - 1],
              noMultiSuitSplit);
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
        t[i] = (long) src(m) << 43 | (long) count(m) << 19 | (long) dst(m) << 3 | genScore[c0 + i];
      }
      Arrays.sort(t, 0, k);
      for (int i = 0; i < k; i++) {
        long v = t[i];
        genMoves[c0 + i] = transfer((int) (v >>> 43), (int) (v >>> 19) & 0xFF_FFFF,
            (int) (v >>> 3) & 0xFFFF);
        genScore[c0 + i] = (int) (v & 7);
      }
    }
    return cnt;
  }

  /** Adds the moves of the top {@code h} cards of {@code src} onto face-up tops (SPIDER rule). */
  private int cardTargets(int cnt, int src, int h, int run, boolean noMultiSuitSplit) {
    int s = size[src];
    int[] a = pile[src];
    int low = a[s - h];
    int want = rank(low) + 1;
    if (want > n) {
      return cnt;
    }
    int bs = bucketSize[want];
    if (bs == 0) {
      return cnt;
    }
    int lowSuit = suit(low);
    boolean uncovers = h == s || (h == run && down(a[s - h - 1]));
    int[] b = bucket[want];
    for (int i = 0; i < bs; i++) {
      int dst = b[i];
      if (dst == src) {
        continue;
      }
      boolean sameSuit = suit(top(dst)) == lowSuit;
      if (noMultiSuitSplit && h < run && !sameSuit) {
        continue;
      }
      cnt = add(cnt, transfer(src, h, dst), uncovers ? 4 : sameSuit ? 3 : 2);
    }
    return cnt;
  }

  private int order(int cnt, boolean ordering) {
    if (sorted.length < cnt) {
      sorted = new long[genMoves.length];
    }
    if (!ordering) {
      System.arraycopy(genMoves, 0, sorted, 0, cnt);
      return cnt;
    }
    int k = 0;
    for (int sc = 5; sc >= 0; sc--) {
      for (int i = 0; i < cnt; i++) {
        if (genScore[i] == sc) {
          sorted[k++] = genMoves[i];
        }
      }
    }
    return cnt;
  }

  /**
   * The original move generator (a scan over all source/target pairs), kept as the reference the
   * indexed {@link #generate} is tested against and used for the hanoi rule.
   */
  int generateReference(boolean symmetry, boolean eagerClears, int splitMode, boolean ordering) {
    boolean noMultiSuitSplit = splitMode == 2 || (splitMode == 1 && dealsDone == sh.dealTotal);
    if (eagerClears) {
      for (int j = 0; j < p; j++) {
        if (canClear(j) && (size[j] > n || dealsDone == sh.dealTotal)) {
          sorted[0] = clear(j);
          return 1;
        }
      }
    }
    int cnt = 0;
    for (int j = 0; j < p; j++) {
      if (canClear(j)) {
        cnt = add(cnt, clear(j), 5);
      }
    }
    int[] cls = sh.colClass[dealsDone];
    int empties = 0;
    for (int j = 0; j < p; j++) {
      if (size[j] == 0) {
        boolean dup = false;
        if (symmetry) {
          for (int k = 0; k < empties; k++) {
            if (cls[emptyReps[k]] == cls[j]) {
              dup = true;
              break;
            }
          }
        }
        if (!dup) {
          emptyReps[empties++] = j;
        }
      }
    }
    boolean hanoi = sh.hanoi;
    for (int j = 0; j < p; j++) {
      if (size[j] == 0 || down(top(j))) {
        topRank[j] = 0;
      } else {
        topRank[j] = rank(top(j));
        topSuit[j] = suit(top(j));
      }
    }
    for (int src = 0; src < p; src++) {
      int run = runLengthSlow(src);
      if (run == 0) {
        continue;
      }
      int s = size[src];
      int[] a = pile[src];
      for (int h = 1; h <= run; h++) {
        int low = a[s - h];
        int lowRank = rank(low);
        int lowSuit = suit(low);
        boolean uncovers = h == s || (h == run && down(a[s - h - 1]));
        for (int dst = 0; dst < p; dst++) {
          int tr = topRank[dst];
          if (hanoi ? tr <= lowRank : tr != lowRank + 1) {
            continue; // also skips empty piles and face-down tops (rank 0) and dst == src
          }
          if (dst == src) {
            continue;
          }
          boolean sameSuit = topSuit[dst] == lowSuit;
          if (noMultiSuitSplit && h < run && !sameSuit) {
            continue;
          }
          int score = uncovers ? 4 : sameSuit ? 3 : 2;
          cnt = add(cnt, transfer(src, h, dst), score);
        }
        for (int k = 0; k < empties; k++) {
          int dst = emptyReps[k];
          if (dst == src) {
            continue;
          }
          if (symmetry && h == s && cls[dst] == cls[src]) {
            continue; // the same position up to swapping two equivalent piles
          }
          cnt = add(cnt, transfer(src, h, dst), uncovers && h < s ? 4 : 1);
        }
      }
    }
    boolean deal = dealsDone != sh.dealTotal;
    for (int j = 0; j < p && deal; j++) {
      deal = size[j] > 0;
    }
    if (deal) {
      cnt = add(cnt, DEAL_MOVE, 0);
    }
    if (sorted.length < cnt) {
      sorted = new long[genMoves.length];
    }
    if (!ordering) {
      System.arraycopy(genMoves, 0, sorted, 0, cnt);
      return cnt;
    }
    int k = 0;
    for (int sc = 5; sc >= 0; sc--) {
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

  // ---- sorted games (thesis 2.3) -----------------------------------------------------------

  /**
   * Whether the position is a sorted game in the sense of thesis 2.3.1/2.3.2: empty stock, every
   * card face up, every pile of one suit with ranks strictly decreasing bottom to top, and for
   * every suit each rank occurs equally often (complete decks).
   */
  boolean isSortedComplete() {
    if (dealsDone != sh.dealTotal || bad != 0) {
      return false; // bad counts the positions that break the first three conditions
    }
    return isSortedCompleteSlow();
  }

  /** {@link #isSortedComplete} by scanning every card (reference for tests). */
  boolean isSortedCompleteSlow() {
    if (dealsDone != sh.dealTotal) {
      return false;
    }
    for (int j = 0; j < p; j++) {
      int[] a = pile[j];
      for (int i = 0; i < size[j]; i++) {
        if (down(a[i])) {
          return false;
        }
        if (i > 0 && (suit(a[i]) != suit(a[i - 1]) || rank(a[i]) >= rank(a[i - 1]))) {
          return false;
        }
      }
    }
    int[] counts = new int[(n + 1) * sh.suits];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < size[j]; i++) {
        counts[pile[j][i] >>> 1]++;
      }
    }
    for (int s = 0; s < sh.suits; s++) {
      for (int r = 2; r <= n; r++) {
        if (counts[s * (n + 1) + r] != counts[s * (n + 1) + 1]) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Plays the thesis 2.3.3 completion on this state (mutating it): clear any complete run,
   * otherwise move a maximal top run onto a same-suit card one rank higher. Returns the moves if
   * that wins, else {@code null} (the caller then simply searches on).
   */
  List<Long> completeSorted() {
    List<Long> out = new ArrayList<>();
    long guard = 4 * sh.totalCards + 16;
    while (!won()) {
      if (guard-- < 0) {
        return null;
      }
      long m = -1;
      for (int j = 0; j < p && m == -1; j++) {
        if (canClear(j)) {
          m = clear(j);
        }
      }
      for (int src = 0; src < p && m == -1; src++) {
        int run = runLength(src);
        if (run == 0) {
          continue;
        }
        int low = pile[src][size[src] - run];
        for (int dst = 0; dst < p; dst++) {
          if (dst != src && size[dst] > 0) {
            int t = top(dst);
            if (!down(t) && t - low == 2) {
              m = transfer(src, run, dst);
              break;
            }
          }
        }
      }
      if (m == -1) {
        return null;
      }
      apply(m);
      out.add(m);
    }
    return out;
  }

  // ---- canonical key -----------------------------------------------------------------------

  private void rebuild(int j) {
    int nw = sh.nodeWidth;
    int sw = sh.symWidth;
    int nd = node[j];
    int from = sh.tDepth[nd];
    int s = size[j];
    int need = nw + (s - from + 1) * sw;
    byte[] b = seg[j];
    if (b.length < need) {
      b = seg[j] = new byte[Math.max(need, b.length * 2)];
    }
    int pos = write(b, 0, nd, nw);
    int[] a = pile[j];
    int i = from;
    while (i < s) {
      int v = a[i];
      pos = write(b, pos, v + 1, sw);
      int k = 0;
      while (i + k + 1 < s && seq(a[i + k], a[i + k + 1])) {
        k++;
      }
      if (k > 0) {
        pos = write(b, pos, sh.extBase + k, sw);
      }
      i += k + 1;
    }
    pos = write(b, pos, 0, sw);
    segLen[j] = pos;
    segHash[j] = hashBytes(b, 0, pos);
    dirty[j] = false;
  }

  /**
   * The canonical pile order: by stock-column class, then by the segment's hash, then by the
   * segment's bytes. Any total order on (class, contents) that depends on nothing else gives a
   * canonical key; the hash (a function of the contents) just makes most comparisons one long.
   */
  private int comparePiles(int i, int j) {
    int c = Long.compare(sortKey[i], sortKey[j]);
    if (c != 0) {
      return c;
    }
    byte[] a = seg[i];
    byte[] b = seg[j];
    int la = segLen[i];
    int lb = segLen[j];
    int lim = Math.min(la, lb);
    for (int k = 0; k < lim; k++) {
      if (a[k] != b[k]) {
        return a[k] < b[k] ? -1 : 1;
      }
    }
    return Integer.compare(la, lb);
  }

  /**
   * Computes the canonical key of the position into {@link #keyBytes()} and returns its length;
   * {@link #lastHash()} is then its hash. The key is the deal count followed by the per-pile
   * segments in canonical order ({@link #comparePiles}); it is byte for byte the key of
   * {@link #encodeReference}.
   *
   * <p>Incremental: the key buffer, the pile order and the hash of the previous call are kept;
   * each pile changed since then is removed from the order and the buffer, re-encoded and
   * inserted again at its place (binary search), so the cost is {@code O(changed piles x (piles +
   * key length))} in cheap array moves and index sums, instead of re-encoding, re-sorting and
   * re-hashing every pile. A deal changes every pile and the column classes, and is rebuilt in
   * full. The hash is a sum over piles of a mix of (class, segment hash) plus the deal count: a
   * function of the key, because the key determines the multiset of (class, segment) (the
   * classes in sorted order depend on the deal count only).
   */
  int encode() {
    if (!sh.diffKeys) {
      return encodeSmall();
    }
    if (encDeals != dealsDone) {
      return encodeFull();
    }
    if (dealsDone == 0 && sh.diffKeys) {
      return encodeDiff();
    }
    int[] ord = orderInt;
    int[] cls = sh.colClass[dealsDone];
    byte[] kb = keyBuf;
    for (int d = 0; d < dirtyCount; d++) {
      int j = dirtyList[d];
      // remove j: its ordinal and byte offset
      int off = headerLen;
      int k = 0;
      while (ord[k] != j) {
        off += bufLen[ord[k]];
        k++;
      }
      int old = bufLen[j];
      System.arraycopy(kb, off + old, kb, off, keyLen - off - old);
      keyLen -= old;
      System.arraycopy(ord, k + 1, ord, k, p - k - 1);
      hashSum -= contrib[j];
      // re-encode and insert
      rebuild(j);
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
      contrib[j] = pileHash(sortKey[j]);
      hashSum += contrib[j];
      int lo = 0;
      int hi = p - 1;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (comparePiles(ord[mid], j) > 0) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      int at = headerLen;
      for (int q = 0; q < lo; q++) {
        at += bufLen[ord[q]];
      }
      System.arraycopy(ord, lo, ord, lo + 1, p - 1 - lo);
      ord[lo] = j;
      int l = segLen[j];
      System.arraycopy(kb, at, kb, at + l, keyLen - at);
      System.arraycopy(seg[j], 0, kb, at, l);
      keyLen += l;
      bufLen[j] = l;
    }
    dirtyCount = 0;
    lastHash = finish(hashSum);
    return keyLen;
  }

  /**
   * The key for games with fewer than {@link #DIFF_MIN_PILES} piles: changed piles re-encoded,
   * all piles re-sorted by insertion sort from the previous order and the segments copied; for
   * so few piles this is cheaper than the bookkeeping of the incremental form.
   */
  private int encodeSmall() {
    int[] ord = orderInt;
    int[] cls = sh.colClass[dealsDone];
    for (int d = 0; d < dirtyCount; d++) {
      rebuild(dirtyList[d]);
    }
    dirtyCount = 0;
    for (int j = 0; j < p; j++) {
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
    }
    sortOrder();
    byte[] buf = keyBuf;
    int pos = writeHeader(buf);
    long h = 0x2545_F491_4F6C_DD1DL * (dealsDone + 1);
    for (int oi = 0; oi < p; oi++) {
      int j = ord[oi];
      int l = segLen[j];
      System.arraycopy(seg[j], 0, buf, pos, l);
      pos += l;
      h = (h + segHash[j]) * 0x9E37_79B9_7F4A_7C15L;
    }
    lastHash = finish(h);
    keyLen = pos;
    return pos;
  }

  private static long pileHash(long sortKey) {
    long h = (sortKey + 0x632B_E59B_D9B4_E019L) * 0x9E37_79B9_7F4A_7C15L;
    return h ^ (h >>> 31);
  }

  /**
   * The key with no deal made, as the difference to the initial position. The position is the
   * multiset of (class, segment) pairs; the key is the deal count 0, the reference entries with
   * fewer copies than in the initial position (entry number and missing count), those with more
   * (entry number and surplus), then the segments equal to no reference entry in canonical order
   * (segments end with a 0 symbol, so they parse uniquely). The reference multiset is a fixed
   * function of the game, so the key is a function of the multiset, and it determines the
   * multiset (reference minus missing plus surplus plus the rest): equal keys, equal canonical
   * positions. Its length is proportional to the piles that differ from the initial position,
   * not to the number of piles, and so is the cost of maintaining it.
   */
  private int encodeDiff() {
    int[] cls = sh.colClass[0];
    for (int d = 0; d < dirtyCount; d++) {
      int j = dirtyList[d];
      int r0 = pileRef[j];
      if (r0 >= 0) {
        bump(r0, -1);
      } else {
        int i = 0;
        while (extra[i] != j) {
          i++;
        }
        System.arraycopy(extra, i + 1, extra, i, extraCount - i - 1);
        extraCount--;
      }
      hashSum -= contrib[j];
      rebuild(j);
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
      contrib[j] = pileHash(sortKey[j]);
      hashSum += contrib[j];
      int r1 = findRef(j);
      pileRef[j] = r1;
      if (r1 >= 0) {
        bump(r1, 1);
      } else {
        int lo = 0;
        int hi = extraCount;
        while (lo < hi) {
          int mid = (lo + hi) >>> 1;
          if (comparePiles(extra[mid], j) > 0) {
            hi = mid;
          } else {
            lo = mid + 1;
          }
        }
        System.arraycopy(extra, lo, extra, lo + 1, extraCount - lo);
        extra[lo] = j;
        extraCount++;
      }
    }
    dirtyCount = 0;
    keyLen = writeDiff(keyBuf);
    lastHash = finish(hashSum);
    return keyLen;
  }

  private void bump(int r, int delta) {
    int ref = sh.refCount[r];
    int before = curCount[r];
    int after = before + delta;
    curCount[r] = after;
    int sb = Integer.signum(before - ref);
    int sa = Integer.signum(after - ref);
    if (sb == sa) {
      return;
    }
    if (sb < 0) {
      deficitCount = removeSorted(deficit, deficitCount, r);
    } else if (sb > 0) {
      overCount = removeSorted(over, overCount, r);
    }
    if (sa < 0) {
      deficitCount = insertSorted(deficit, deficitCount, r);
    } else if (sa > 0) {
      overCount = insertSorted(over, overCount, r);
    }
  }

  /** The reference entry equal to pile {@code j}'s (class, segment), or -1. */
  private int findRef(int j) {
    long[] rk = sh.refSortKey;
    int lo = 0;
    int hi = sh.refN - 1;
    long k = sortKey[j];
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = Long.compare(rk[mid], k);
      if (c == 0) {
        byte[] b = sh.refSeg[mid];
        c = Arrays.compare(b, 0, b.length, seg[j], 0, segLen[j]);
      }
      if (c == 0) {
        return mid;
      }
      if (c < 0) {
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return -1;
  }

  private static int varint(byte[] buf, int pos, int v) {
    while (v >= 0x80) {
      buf[pos++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    buf[pos++] = (byte) v;
    return pos;
  }

  private int writeDiff(byte[] buf) {
    int pos = writeHeader(buf);
    int[] ref = sh.refCount;
    pos = varint(buf, pos, deficitCount);
    for (int i = 0; i < deficitCount; i++) {
      int r = deficit[i];
      pos = varint(buf, pos, r);
      pos = varint(buf, pos, ref[r] - curCount[r]);
    }
    pos = varint(buf, pos, overCount);
    for (int i = 0; i < overCount; i++) {
      int r = over[i];
      pos = varint(buf, pos, r);
      pos = varint(buf, pos, curCount[r] - ref[r]);
    }
    for (int i = 0; i < extraCount; i++) {
      int j = extra[i];
      System.arraycopy(seg[j], 0, buf, pos, segLen[j]);
      pos += segLen[j];
    }
    return pos;
  }

  /** Rebuilds the deal-0 difference state from scratch (sort keys and hash already set). */
  private void fullDiff() {
    if (pileRef == null) {
      pileRef = new int[p];
      curCount = new int[sh.refN];
      deficit = new int[sh.refN];
      over = new int[sh.refN];
      extra = new int[p];
    }
    Arrays.fill(curCount, 0);
    extraCount = 0;
    for (int j = 0; j < p; j++) {
      int r = findRef(j);
      pileRef[j] = r;
      if (r >= 0) {
        curCount[r]++;
      } else {
        extra[extraCount++] = j;
      }
    }
    for (int i = 1; i < extraCount; i++) {
      int x = extra[i];
      int k = i - 1;
      while (k >= 0 && comparePiles(extra[k], x) > 0) {
        extra[k + 1] = extra[k];
        k--;
      }
      extra[k + 1] = x;
    }
    deficitCount = 0;
    overCount = 0;
    for (int r = 0; r < sh.refN; r++) {
      if (curCount[r] < sh.refCount[r]) {
        deficit[deficitCount++] = r;
      } else if (curCount[r] > sh.refCount[r]) {
        over[overCount++] = r;
      }
    }
  }

  /** Rebuilds the whole key (after a deal or at the start). */
  private int encodeFull() {
    int[] ord = orderInt;
    int[] cls = sh.colClass[dealsDone];
    for (int d = 0; d < dirtyCount; d++) {
      rebuild(dirtyList[d]);
    }
    dirtyCount = 0;
    long h = 0x2545_F491_4F6C_DD1DL * (dealsDone + 1);
    for (int j = 0; j < p; j++) {
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
      contrib[j] = pileHash(sortKey[j]);
      h += contrib[j];
    }
    hashSum = h;
    if (dealsDone == 0 && sh.diffKeys) {
      fullDiff();
      keyLen = writeDiff(keyBuf);
      encDeals = 0;
      lastHash = finish(hashSum);
      return keyLen;
    }
    sortOrder();
    int pos = writeHeader(keyBuf);
    headerLen = pos;
    for (int oi = 0; oi < p; oi++) {
      int j = ord[oi];
      int l = segLen[j];
      System.arraycopy(seg[j], 0, keyBuf, pos, l);
      bufLen[j] = l;
      pos += l;
    }
    keyLen = pos;
    encDeals = dealsDone;
    lastHash = finish(hashSum);
    return pos;
  }

  /** Insertion sort of the pile order, starting from the previous order. */
  private void sortOrder() {
    int[] ord = orderInt;
    for (int i = 1; i < p; i++) {
      int x = ord[i];
      int k = i - 1;
      while (k >= 0 && comparePiles(ord[k], x) > 0) {
        ord[k + 1] = ord[k];
        k--;
      }
      ord[k + 1] = x;
    }
  }

  private int writeHeader(byte[] buf) {
    int pos = 0;
    int d = dealsDone;
    while (d >= 0x80) {
      buf[pos++] = (byte) (d | 0x80);
      d >>>= 7;
    }
    buf[pos++] = (byte) d;
    return pos;
  }

  /** The key written by the last {@link #encode()} (valid up to its returned length). */
  byte[] keyBytes() {
    return keyBuf;
  }

  /**
   * The canonical key computed from scratch (every pile re-encoded, all piles sorted), written
   * into {@code buf}; the reference {@link #encode()} is tested against. Leaves the incremental
   * state consistent (it forces a full rebuild at the next {@link #encode()}).
   */
  int encodeReference(byte[] buf) {
    for (int j = 0; j < p; j++) {
      markDirty(j);
    }
    for (int d = 0; d < dirtyCount; d++) {
      rebuild(dirtyList[d]);
    }
    dirtyCount = 0;
    int[] cls = sh.colClass[dealsDone];
    for (int j = 0; j < p; j++) {
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
    }
    Integer[] order = new Integer[p];
    for (int j = 0; j < p; j++) {
      order[j] = j;
    }
    Arrays.sort(order, this::comparePiles);
    int pos = writeHeader(buf);
    if (dealsDone == 0 && sh.diffKeys) {
      // the multiset difference to the reference, counted from scratch
      int[] cnt = new int[sh.refN];
      List<Integer> rest = new ArrayList<>();
      for (int j : order) {
        int r = findRef(j);
        if (r >= 0) {
          cnt[r]++;
        } else {
          rest.add(j);
        }
      }
      for (int sign = -1; sign <= 1; sign += 2) {
        int k = 0;
        for (int r = 0; r < sh.refN; r++) {
          if (Integer.signum(cnt[r] - sh.refCount[r]) == sign) {
            k++;
          }
        }
        pos = varint(buf, pos, k);
        for (int r = 0; r < sh.refN; r++) {
          if (Integer.signum(cnt[r] - sh.refCount[r]) == sign) {
            pos = varint(buf, pos, r);
            pos = varint(buf, pos, Math.abs(cnt[r] - sh.refCount[r]));
          }
        }
      }
      order = rest.toArray(new Integer[0]);
    }
    for (int j : order) {
      System.arraycopy(seg[j], 0, buf, pos, segLen[j]);
      pos += segLen[j];
    }
    encDeals = -1;
    for (int j = 0; j < p; j++) {
      markDirty(j);
    }
    return pos;
  }

  int lastHash() {
    return lastHash;
  }

  private static int finish(long h) {
    h ^= h >>> 33;
    h *= 0xFF51_AFD7_ED55_8CCDL;
    h ^= h >>> 33;
    return (int) h;
  }

  static int hashBytes(byte[] key, int off, int len) {
    long h = 0x9E37_79B9_7F4A_7C15L ^ len;
    int i = off;
    int end = off + len;
    for (; i + 4 <= end; i += 4) {
      int w = (key[i] & 0xFF) | (key[i + 1] & 0xFF) << 8 | (key[i + 2] & 0xFF) << 16
          | key[i + 3] << 24;
      h = (h ^ w) * 0xFF51_AFD7_ED55_8CCDL;
      h ^= h >>> 29;
    }
    for (; i < end; i++) {
      h = (h ^ (key[i] & 0xFF)) * 0xC4CE_B9FE_1A85_EC53L;
    }
    return (int) (h ^ (h >>> 32));
  }

  private static int write(byte[] buf, int pos, int v, int width) {
    switch (width) {
      case 1:
        buf[pos] = (byte) v;
        return pos + 1;
      case 2:
        buf[pos] = (byte) (v >>> 8);
        buf[pos + 1] = (byte) v;
        return pos + 2;
      case 3:
        buf[pos] = (byte) (v >>> 16);
        buf[pos + 1] = (byte) (v >>> 8);
        buf[pos + 2] = (byte) v;
        return pos + 3;
      default:
        buf[pos] = (byte) (v >>> 24);
        buf[pos + 1] = (byte) (v >>> 16);
        buf[pos + 2] = (byte) (v >>> 8);
        buf[pos + 3] = (byte) v;
        return pos + 4;
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < p; j++) {
      sb.append("pile");
      for (int i = 0; i < size[j]; i++) {
        int v = pile[j][i];
        Card c = new Card(rank(v), suit(v), down(v));
        sb.append(' ').append(c);
      }
      sb.append('\n');
    }
    sb.append("deals done ").append(dealsDone).append('/').append(sh.dealTotal);
    return sb.toString();
  }
}
