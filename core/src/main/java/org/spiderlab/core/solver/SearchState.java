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
 */
final class SearchState {

  static final int TRANSFER = 0;
  static final int CLEAR = 1;
  static final int DEAL = 2;
  static final long DEAL_MOVE = 2L << 62;

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
      long bound = 5 + (long) p * (nodeWidth + symWidth) + totalCards * symWidth;
      checkArgument(bound < (1 << 24), "game too large for the solver's keys");
      maxKeyLength = (int) bound;
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
  private int lastHash;
  // move generation scratch
  private long[] genMoves = new long[64];
  private int[] genScore = new int[64];
  private long[] sorted = new long[64];
  private final int[] emptyReps;

  SearchState(Game g) {
    sh = new Shared(g);
    rankTab = sh.rankTab;
    suitTab = sh.suitTab;
    n = sh.n;
    p = sh.p;
    pile = new int[p][];
    size = new int[p];
    node = new int[p];
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
    Arrays.fill(dirty, true);
    for (int j = 0; j < p; j++) {
      pile[j] = new int[Math.max(4, g.pileSize(j) + 4)];
      for (Card c : g.pile(j)) {
        push(j, sh.value(c.rank(), c.suit(), c.faceDown()));
      }
      tableau += g.pileSize(j);
    }
  }

  private SearchState(SearchState o) {
    sh = o.sh;
    rankTab = o.rankTab;
    suitTab = o.suitTab;
    n = o.n;
    p = o.p;
    pile = new int[p][];
    for (int j = 0; j < p; j++) {
      pile[j] = o.pile[j].clone();
    }
    size = o.size.clone();
    node = o.node.clone();
    dealsDone = o.dealsDone;
    tableau = o.tableau;
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
    Arrays.fill(dirty, true);
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

  int runLength(int j) {
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
    }
    a[s] = v;
    size[j] = s + 1;
    dirty[j] = true;
    if (sh.tDepth[node[j]] == s) {
      int c = sh.child(node[j], v);
      if (c >= 0) {
        node[j] = c;
      }
    }
  }

  private void popTo(int j, int newSize) {
    size[j] = newSize;
    dirty[j] = true;
    int nd = node[j];
    while (sh.tDepth[nd] > newSize) {
      nd = sh.tParent[nd];
    }
    node[j] = nd;
  }

  private void setTop(int j, int v) {
    int s = size[j];
    pile[j][s - 1] = v;
    dirty[j] = true;
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
        return flipTop(src);
      }
      case CLEAR: {
        int src = src(m);
        int suitIdx = suit(pile[src][size[src] - 1]) - 1;
        popTo(src, size[src] - n);
        tableau -= n;
        return (suitIdx << 1) | flipTop(src);
      }
      default: {
        int base = dealsDone * p;
        for (int j = 0; j < p; j++) {
          push(j, sh.stock[base + j]);
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
        tableau += n;
        return;
      }
      default: {
        dealsDone--;
        for (int j = 0; j < p; j++) {
          popTo(j, size[j] - 1);
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
   */
  int generate(boolean symmetry, boolean eagerClears, int splitMode, boolean ordering) {
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
      int run = runLength(src);
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
    if (canDeal()) {
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
   * Writes the canonical key into {@code buf} (at least {@link #maxKeyLength()}) and returns its
   * length; {@link #lastHash()} is then its hash. Only piles changed since the last call are
   * re-encoded (incremental): the key is the deal count followed by the cached per-pile segments
   * in canonical order, and the hash combines the cached per-pile hashes in that order.
   */
  int encode(byte[] buf) {
    int[] ord = orderInt;
    int[] cls = sh.colClass[dealsDone];
    for (int j = 0; j < p; j++) {
      if (dirty[j]) {
        rebuild(j);
      }
      sortKey[j] = ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
    }
    // insertion sort starting from the previous call's order: after a move at most two piles
    // changed, so this is nearly linear; ties are byte-identical segments, so the key does not
    // depend on the starting order
    for (int i = 1; i < p; i++) {
      int x = ord[i];
      int k = i - 1;
      while (k >= 0 && comparePiles(ord[k], x) > 0) {
        ord[k + 1] = ord[k];
        k--;
      }
      ord[k + 1] = x;
    }
    int pos = 0;
    int d = dealsDone;
    while (d >= 0x80) {
      buf[pos++] = (byte) (d | 0x80);
      d >>>= 7;
    }
    buf[pos++] = (byte) d;
    long h = 0x2545_F491_4F6C_DD1DL * (dealsDone + 1);
    for (int oi = 0; oi < p; oi++) {
      int j = ord[oi];
      int l = segLen[j];
      System.arraycopy(seg[j], 0, buf, pos, l);
      pos += l;
      h = (h + segHash[j]) * 0x9E37_79B9_7F4A_7C15L;
    }
    lastHash = finish(h);
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
