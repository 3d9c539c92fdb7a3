package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * The canonical key of a {@link Position}, the transposition table's key ({@link StateTable}):
 * equal keys exactly for positions equal up to swapping piles with equal remaining stock columns.
 *
 * <p><b>Canonical form.</b> Each pile gets the class of its remaining stock column
 * ({@link GameShape}), and the key lists the piles sorted by (class, contents). The multiset of
 * classes in sorted order depends only on the number of deals made, which the key stores, so the
 * key determines the position up to this symmetry. Cleared runs need no field: they are the cards
 * missing from tableau and stock.
 *
 * <p><b>Compact encoding.</b> Each pile's segment is the trie node of the longest prefix of its
 * contents that is a trie path (a function of the contents alone, so canonical) in fixed width,
 * followed by the remaining cards, where a stretch of cards continuing a run is written as one
 * "k more run cards" symbol, then a 0 separator.
 *
 * <p><b>Many piles</b> ({@link GameShape#diffKeys}): the key, pile order and hash are maintained
 * incrementally for the changed piles only, and before the first deal the key is the multiset
 * difference to the initial position ({@link DifferenceKey}). Both give byte for byte the key of
 * {@link #encodeReference} (checked by {@code CanonicalKeyTest}).
 */
final class CanonicalKey {

  private final Position pos;
  private final GameShape sh;
  private final int p;
  private final int[] orderInt;
  final long[] sortKey;
  // per-pile cached key segments (node id, suffix symbols, separator) and their hashes
  final byte[][] seg;
  final int[] segLen;
  private final int[] segHash;
  private final boolean[] dirty;
  private final int[] dirtyList;
  private int dirtyCount;
  private int lastHash;
  // incremental canonical key: keyBuf holds the key of the last encode
  private final byte[] keyBuf;
  private int keyLen;
  private int headerLen;
  private final int[] bufLen;
  private final long[] contrib;
  private long hashSum;
  private int encDeals = -1;
  /** The deal-0 difference state (games with many piles), made at the first full encoding. */
  private DifferenceKey diff;

  CanonicalKey(Position pos) {
    this.pos = pos;
    this.sh = pos.sh;
    this.p = sh.p;
    orderInt = new int[p];
    for (int j = 0; j < p; j++) {
      orderInt[j] = j;
    }
    sortKey = new long[p];
    seg = new byte[p][16];
    segLen = new int[p];
    segHash = new int[p];
    dirty = new boolean[p];
    dirtyList = new int[p];
    keyBuf = new byte[sh.maxKeyLength];
    bufLen = new int[p];
    contrib = new long[p];
  }

  /** Records that pile {@code j} changed since the last encoding. */
  void markDirty(int j) {
    if (!dirty[j]) {
      dirty[j] = true;
      dirtyList[dirtyCount++] = j;
    }
  }

  /** Forces a full rebuild at the next {@link #encode()}. */
  void invalidate() {
    for (int j = 0; j < p; j++) {
      markDirty(j);
    }
    encDeals = -1;
  }

  /** Records the initial position's segments as the reference multiset of the deal-0 keys. */
  void buildReference() {
    int[] cls = sh.colClass[0];
    for (int j = 0; j < p; j++) {
      rebuild(j);
      sortKey[j] = sortKeyOf(j, cls);
    }
    dirtyCount = 0;
    Arrays.fill(dirty, false);
    Integer[] order = canonicalOrder();
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
    sh.reference = new DifferenceKey.Reference(rk, rs, rc, m);
  }

  private Integer[] canonicalOrder() {
    Integer[] order = new Integer[p];
    for (int j = 0; j < p; j++) {
      order[j] = j;
    }
    Arrays.sort(order, this::comparePiles);
    return order;
  }

  private void rebuild(int j) {
    int nw = sh.nodeWidth;
    int sw = sh.symWidth;
    int nd = pos.node[j];
    int from = sh.tDepth[nd];
    int s = pos.size[j];
    int need = nw + (s - from + 1) * sw;
    byte[] b = seg[j];
    if (b.length < need) {
      b = seg[j] = new byte[Math.max(need, b.length * 2)];
    }
    int at = write(b, 0, nd, nw);
    int[] a = pos.pile[j];
    int i = from;
    while (i < s) {
      int v = a[i];
      at = write(b, at, v + 1, sw);
      int k = 0;
      while (i + k + 1 < s && SolverCards.isRunStep(a[i + k], a[i + k + 1])) {
        k++;
      }
      if (k > 0) {
        at = write(b, at, sh.extBase + k, sw);
      }
      i += k + 1;
    }
    at = write(b, at, 0, sw);
    segLen[j] = at;
    segHash[j] = hashBytes(b, 0, at);
    dirty[j] = false;
  }

  /** Pile {@code j}'s sort key: its stock-column class, then its segment's hash. */
  private long sortKeyOf(int j, int[] cls) {
    return ((long) cls[j] << 32) | (segHash[j] & 0xFFFF_FFFFL);
  }

  /**
   * The canonical pile order: by stock-column class, then by the segment's hash, then by the
   * segment's bytes. Any total order on (class, contents) that depends on nothing else gives a
   * canonical key; the hash (a function of the contents) just makes most comparisons one long.
   */
  int comparePiles(int i, int j) {
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

  /** Re-encodes pile {@code j} and sets its sort key and hash contribution. */
  private void reencode(int j, int[] cls) {
    hashSum -= contrib[j];
    rebuild(j);
    sortKey[j] = sortKeyOf(j, cls);
    contrib[j] = pileHash(sortKey[j]);
    hashSum += contrib[j];
  }

  /**
   * Computes the canonical key of the position into {@link #keyBytes()} and returns its length;
   * {@link #lastHash()} is then its hash. The key is the deal count followed by the per-pile
   * segments in canonical order ({@link #comparePiles}); it is byte for byte the key of
   * {@link #encodeReference}.
   *
   * <p>Incremental (many piles): the key buffer, the pile order and the hash of the previous call
   * are kept; each pile changed since then is removed from the order and the buffer, re-encoded
   * and inserted again at its place (binary search), so the cost is {@code O(changed piles x
   * (piles + key length))} in cheap array moves and index sums, instead of re-encoding,
   * re-sorting and re-hashing every pile. A deal changes every pile and the column classes, and
   * is rebuilt in full. The hash is a sum over piles of a mix of (class, segment hash) plus the
   * deal count: a function of the key, because the key determines the multiset of (class,
   * segment) (the classes in sorted order depend on the deal count only).
   */
  int encode() {
    if (!sh.diffKeys) {
      return encodeSmall();
    }
    int dealsDone = pos.dealsDone;
    if (encDeals != dealsDone) {
      return encodeFull();
    }
    int[] cls = sh.colClass[dealsDone];
    if (dealsDone == 0) {
      for (int d = 0; d < dirtyCount; d++) {
        int j = dirtyList[d];
        diff.remove(j);
        reencode(j, cls);
        diff.add(j);
      }
      dirtyCount = 0;
      keyLen = diff.write(keyBuf, writeHeader(keyBuf));
      lastHash = finish(hashSum);
      return keyLen;
    }
    int[] ord = orderInt;
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
      reencode(j, cls);
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

  /** Re-encodes the segment of every pile changed since the last key. */
  private void rebuildDirty() {
    for (int d = 0; d < dirtyCount; d++) {
      rebuild(dirtyList[d]);
    }
    dirtyCount = 0;
  }

  /**
   * The key for games with fewer than {@link GameShape#DIFF_MIN_PILES} piles: changed piles
   * re-encoded, all piles re-sorted by insertion sort from the previous order and the segments
   * copied; for so few piles this is cheaper than the bookkeeping of the incremental form.
   */
  private int encodeSmall() {
    int[] ord = orderInt;
    int dealsDone = pos.dealsDone;
    int[] cls = sh.colClass[dealsDone];
    rebuildDirty();
    for (int j = 0; j < p; j++) {
      sortKey[j] = sortKeyOf(j, cls);
    }
    sortOrder();
    byte[] buf = keyBuf;
    int at = writeHeader(buf);
    long h = 0x2545_F491_4F6C_DD1DL * (dealsDone + 1);
    for (int oi = 0; oi < p; oi++) {
      int j = ord[oi];
      int l = segLen[j];
      System.arraycopy(seg[j], 0, buf, at, l);
      at += l;
      h = (h + segHash[j]) * 0x9E37_79B9_7F4A_7C15L;
    }
    lastHash = finish(h);
    keyLen = at;
    return at;
  }

  private static long pileHash(long sortKey) {
    long h = (sortKey + 0x632B_E59B_D9B4_E019L) * 0x9E37_79B9_7F4A_7C15L;
    return h ^ (h >>> 31);
  }

  /** Rebuilds the whole key (after a deal or at the start; games with many piles). */
  private int encodeFull() {
    int[] ord = orderInt;
    int dealsDone = pos.dealsDone;
    int[] cls = sh.colClass[dealsDone];
    rebuildDirty();
    long h = 0x2545_F491_4F6C_DD1DL * (dealsDone + 1);
    for (int j = 0; j < p; j++) {
      sortKey[j] = sortKeyOf(j, cls);
      contrib[j] = pileHash(sortKey[j]);
      h += contrib[j];
    }
    hashSum = h;
    encDeals = dealsDone;
    lastHash = finish(hashSum);
    if (dealsDone == 0) {
      if (diff == null) {
        diff = new DifferenceKey(this, sh.reference, p);
      }
      diff.full();
      keyLen = diff.write(keyBuf, writeHeader(keyBuf));
      return keyLen;
    }
    sortOrder();
    int at = writeHeader(keyBuf);
    headerLen = at;
    for (int oi = 0; oi < p; oi++) {
      int j = ord[oi];
      int l = segLen[j];
      System.arraycopy(seg[j], 0, keyBuf, at, l);
      bufLen[j] = l;
      at += l;
    }
    keyLen = at;
    return at;
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

  /** Writes the key's header, the deal count, at the start of {@code buf}; returns its end. */
  private int writeHeader(byte[] buf) {
    return varint(buf, 0, pos.dealsDone);
  }

  /** Writes {@code v >= 0} in 7-bit groups, low first, high bit set on all but the last. */
  static int varint(byte[] buf, int at, int v) {
    while (v >= 0x80) {
      buf[at++] = (byte) (v | 0x80);
      v >>>= 7;
    }
    buf[at++] = (byte) v;
    return at;
  }

  /** The key written by the last {@link #encode()} (valid up to its returned length). */
  byte[] keyBytes() {
    return keyBuf;
  }

  int lastHash() {
    return lastHash;
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
    rebuildDirty();
    int[] cls = sh.colClass[pos.dealsDone];
    for (int j = 0; j < p; j++) {
      sortKey[j] = sortKeyOf(j, cls);
    }
    Integer[] order = canonicalOrder();
    int at = writeHeader(buf);
    if (pos.dealsDone == 0 && sh.diffKeys) {
      at = DifferenceKey.writeReference(this, sh.reference, order, buf, at);
    } else {
      for (int j : order) {
        System.arraycopy(seg[j], 0, buf, at, segLen[j]);
        at += segLen[j];
      }
    }
    invalidate();
    return at;
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

  private static int write(byte[] buf, int at, int v, int width) {
    switch (width) {
      case 1:
        buf[at] = (byte) v;
        return at + 1;
      case 2:
        buf[at] = (byte) (v >>> 8);
        buf[at + 1] = (byte) v;
        return at + 2;
      case 3:
        buf[at] = (byte) (v >>> 16);
        buf[at + 1] = (byte) (v >>> 8);
        buf[at + 2] = (byte) v;
        return at + 3;
      default:
        buf[at] = (byte) (v >>> 24);
        buf[at + 1] = (byte) (v >>> 16);
        buf[at + 2] = (byte) (v >>> 8);
        buf[at + 3] = (byte) v;
        return at + 4;
    }
  }
}
