package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * The canonical key of a position with no deal made in a game with many piles, written as the
 * multiset difference to the initial position, so that its length and the cost of maintaining it
 * grow with the piles that changed, not with the number of piles (3-SAT reductions, thesis
 * 4.2.1, have hundreds of piles of which a move changes two).
 *
 * <p>The position is the multiset of (class, segment) pairs of its piles ({@link CanonicalKey}).
 * The key is the deal count 0, the reference entries with fewer copies than in the initial
 * position (entry number and missing count), those with more (entry number and surplus), then the
 * segments equal to no reference entry in canonical order (segments end with a 0 symbol, so they
 * parse uniquely). The reference multiset is a fixed function of the game, so the key is a
 * function of the multiset, and it determines the multiset (reference minus missing plus surplus
 * plus the rest): equal keys, equal canonical positions.
 */
final class DifferenceKey {

  /** The initial position's distinct (class, segment) pairs in canonical order, with counts. */
  static final class Reference {
    final long[] sortKey;
    final byte[][] seg;
    final int[] count;
    final int size;

    Reference(long[] sortKey, byte[][] seg, int[] count, int size) {
      this.sortKey = sortKey;
      this.seg = seg;
      this.count = count;
      this.size = size;
    }
  }

  private final CanonicalKey k;
  private final Reference ref;
  // pileRef[j] = the reference entry equal to pile j's segment, or -1; curCount[r] = piles equal
  // to entry r; deficit/over = entries with fewer/more piles than in the reference (ascending);
  // extra = piles equal to no entry (canonical order)
  private final int[] pileRef;
  private final int[] curCount;
  private final int[] deficit;
  private int deficitCount;
  private final int[] over;
  private int overCount;
  private final int[] extra;
  private int extraCount;

  DifferenceKey(CanonicalKey k, Reference ref, int p) {
    this.k = k;
    this.ref = ref;
    pileRef = new int[p];
    curCount = new int[ref.size];
    deficit = new int[ref.size];
    over = new int[ref.size];
    extra = new int[p];
  }

  /** Rebuilds the difference from scratch (sort keys of every pile already set). */
  void full() {
    java.util.Arrays.fill(curCount, 0);
    extraCount = 0;
    for (int j = 0; j < pileRef.length; j++) {
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
      int q = i - 1;
      while (q >= 0 && k.comparePiles(extra[q], x) > 0) {
        extra[q + 1] = extra[q];
        q--;
      }
      extra[q + 1] = x;
    }
    deficitCount = 0;
    overCount = 0;
    for (int r = 0; r < ref.size; r++) {
      if (curCount[r] < ref.count[r]) {
        deficit[deficitCount++] = r;
      } else if (curCount[r] > ref.count[r]) {
        over[overCount++] = r;
      }
    }
  }

  /** Takes pile {@code j}, about to be re-encoded, out of the difference. */
  void remove(int j) {
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
  }

  /** Puts pile {@code j}, just re-encoded, into the difference. */
  void add(int j) {
    int r1 = findRef(j);
    pileRef[j] = r1;
    if (r1 >= 0) {
      bump(r1, 1);
    } else {
      int lo = 0;
      int hi = extraCount;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (k.comparePiles(extra[mid], j) > 0) {
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

  private void bump(int r, int delta) {
    int rc = ref.count[r];
    int before = curCount[r];
    int after = before + delta;
    curCount[r] = after;
    int sb = Integer.signum(before - rc);
    int sa = Integer.signum(after - rc);
    if (sb == sa) {
      return;
    }
    if (sb < 0) {
      deficitCount = SortedInts.remove(deficit, deficitCount, r);
    } else if (sb > 0) {
      overCount = SortedInts.remove(over, overCount, r);
    }
    if (sa < 0) {
      deficitCount = SortedInts.insert(deficit, deficitCount, r);
    } else if (sa > 0) {
      overCount = SortedInts.insert(over, overCount, r);
    }
  }

  /** The reference entry equal to pile {@code j}'s (class, segment), or -1. */
  int findRef(int j) {
    long[] rk = ref.sortKey;
    int lo = 0;
    int hi = ref.size - 1;
    long key = k.sortKey[j];
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      int c = Long.compare(rk[mid], key);
      if (c == 0) {
        byte[] b = ref.seg[mid];
        c = java.util.Arrays.compare(b, 0, b.length, k.seg[j], 0, k.segLen[j]);
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

  /** Writes the difference lists and the extra segments at {@code pos}; returns the end. */
  int write(byte[] buf, int pos) {
    int[] rc = ref.count;
    pos = CanonicalKey.varint(buf, pos, deficitCount);
    for (int i = 0; i < deficitCount; i++) {
      int r = deficit[i];
      pos = CanonicalKey.varint(buf, pos, r);
      pos = CanonicalKey.varint(buf, pos, rc[r] - curCount[r]);
    }
    pos = CanonicalKey.varint(buf, pos, overCount);
    for (int i = 0; i < overCount; i++) {
      int r = over[i];
      pos = CanonicalKey.varint(buf, pos, r);
      pos = CanonicalKey.varint(buf, pos, curCount[r] - rc[r]);
    }
    for (int i = 0; i < extraCount; i++) {
      int j = extra[i];
      System.arraycopy(k.seg[j], 0, buf, pos, k.segLen[j]);
      pos += k.segLen[j];
    }
    return pos;
  }

  /**
   * The same key counted from scratch over the piles in canonical {@code order} (sort keys and
   * segments of every pile set), for the reference encoding; returns the end.
   */
  static int writeReference(CanonicalKey k, Reference ref, Integer[] order, byte[] buf,
      int pos) {
    DifferenceKey d = new DifferenceKey(k, ref, order.length);
    int[] cnt = new int[ref.size];
    List<Integer> rest = new ArrayList<>();
    for (int j : order) {
      int r = d.findRef(j);
      if (r >= 0) {
        cnt[r]++;
      } else {
        rest.add(j);
      }
    }
    for (int sign = -1; sign <= 1; sign += 2) {
      int q = 0;
      for (int r = 0; r < ref.size; r++) {
        if (Integer.signum(cnt[r] - ref.count[r]) == sign) {
          q++;
        }
      }
      pos = CanonicalKey.varint(buf, pos, q);
      for (int r = 0; r < ref.size; r++) {
        if (Integer.signum(cnt[r] - ref.count[r]) == sign) {
          pos = CanonicalKey.varint(buf, pos, r);
          pos = CanonicalKey.varint(buf, pos, Math.abs(cnt[r] - ref.count[r]));
        }
      }
    }
    for (int j : rest) {
      System.arraycopy(k.seg[j], 0, buf, pos, k.segLen[j]);
      pos += k.segLen[j];
    }
    return pos;
  }
}
