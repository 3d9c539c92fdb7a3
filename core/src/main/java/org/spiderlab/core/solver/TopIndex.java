package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * The index of piles by top card that makes move generation in games with many piles (3-SAT
 * reductions, thesis 4.2.1) cost {@code O(ranks/64 + legal moves)} instead of a scan over all
 * pile pairs ({@link MoveGenerator}): piles with a face-up top of rank {@code r} ({@link #bucket},
 * ascending pile numbers, with a rank bitset), the empty piles ({@link #emptyList}, ascending),
 * and per rank the piles whose face-up top run contains a card of that rank ({@link #runIdx},
 * with a rank bitset). Updated by the {@link Position} after every change of a pile.
 */
final class TopIndex {

  /** Per pile: its top's rank, 0 when empty, -1 for a face-down top, -2 not yet indexed. */
  private final int[] topKey;
  final int[][] bucket;
  final int[] bucketSize;
  final long[] rankBits;
  final int[] emptyList;
  int emptyCount;
  final int[][] runIdx;
  final int[] runIdxSize;
  final long[] runBits;
  /** The indexed run of pile j covers ranks runLo[j]..runHi[j] (none when runLo > runHi). */
  private final int[] runLo;
  private final int[] runHi;

  TopIndex(int n, int p) {
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

  /** Marks every pile as not indexed (before the first {@link #retop} of each pile). */
  void reset() {
    Arrays.fill(topKey, -2);
    Arrays.fill(runLo, 1);
    Arrays.fill(runHi, 0);
  }

  /** Re-indexes pile {@code j} of {@code s} by its current top (after every change of it). */
  void retop(Position s, int j) {
    int sz = s.size[j];
    int[] a = s.pile[j];
    int nlo = 1;
    int nhi = 0;
    if (sz > 0 && s.rl[j][sz - 1] > 0) {
      nlo = s.rank(a[sz - 1]);
      nhi = nlo + s.rl[j][sz - 1] - 1;
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
    int k = sz == 0 ? 0 : SolverCards.down(a[sz - 1]) ? -1 : s.rank(a[sz - 1]);
    int old = topKey[j];
    if (k == old) {
      return;
    }
    if (old == 0) {
      emptyCount = SortedInts.remove(emptyList, emptyCount, j);
    } else if (old > 0) {
      remove(bucket, bucketSize, rankBits, old, j);
    }
    if (k == 0) {
      emptyCount = SortedInts.insert(emptyList, emptyCount, j);
    } else if (k > 0) {
      add(bucket, bucketSize, rankBits, k, j);
    }
    topKey[j] = k;
  }

  private void unindexRun(int j, int lo, int hi) {
    for (int v = lo; v <= hi; v++) {
      remove(runIdx, runIdxSize, runBits, v, j);
    }
  }

  private void indexRun(int j, int lo, int hi) {
    for (int v = lo; v <= hi; v++) {
      add(runIdx, runIdxSize, runBits, v, j);
    }
  }

  /**
   * Adds pile {@code j} to the ascending list of key {@code k} of a keyed index (lists, their
   * sizes, and a bitset of the keys with a non-empty list).
   */
  private static void add(int[][] lists, int[] sizes, long[] bits, int k, int j) {
    int[] b = lists[k];
    if (b == null) {
      b = lists[k] = new int[4];
    } else if (sizes[k] == b.length) {
      b = lists[k] = Arrays.copyOf(b, b.length * 2);
    }
    sizes[k] = SortedInts.insert(b, sizes[k], j);
    bits[k >>> 6] |= 1L << k;
  }

  /** Removes pile {@code j} from the list of key {@code k} (see {@link #add}). */
  private static void remove(int[][] lists, int[] sizes, long[] bits, int k, int j) {
    if ((sizes[k] = SortedInts.remove(lists[k], sizes[k], j)) == 0) {
      bits[k >>> 6] &= ~(1L << k);
    }
  }

  /** The smallest rank {@code >= from} with a non-empty bucket, or {@code Integer.MAX_VALUE}. */
  int nextRank(int from) {
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
}
