package org.spiderlab.core.solver;

/**
 * Ascending int lists in a prefix of an array, for the solver's small incremental indexes
 * ({@link TopIndex}, {@link DifferenceKey}): insertion and removal by shifting.
 */
final class SortedInts {

  private SortedInts() {}

  /** Inserts {@code x} into the ascending {@code a[0..len)}; returns the new length. */
  static int insert(int[] a, int len, int x) {
    int i = len;
    while (i > 0 && a[i - 1] > x) {
      a[i] = a[i - 1];
      i--;
    }
    a[i] = x;
    return len + 1;
  }

  /** Removes {@code x}, which must be present, from {@code a[0..len)}; returns the new length. */
  static int remove(int[] a, int len, int x) {
    int i = 0;
    while (a[i] != x) {
      i++;
    }
    System.arraycopy(a, i + 1, a, i, len - i - 1);
    return len - 1;
  }
}
