package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * The open list of the best-first phase ({@link BestFirstSearch}): a binary max-heap of table
 * entries by value, the newest first among equal values (so that a plateau of equal values is
 * searched depth-first). Its arrays grow only when the caller's byte budget allows it
 * ({@link #push} returns false otherwise), so the phase ends with "max-memory" rather than an
 * {@link OutOfMemoryError}.
 */
final class OpenList {

  private long[] prio = new long[1024];
  private long[] entry = new long[1024];
  private int size;
  private long seq;

  int size() {
    return size;
  }

  /** The bytes of the heap's arrays. */
  long bytes() {
    return 16L * prio.length;
  }

  /**
   * Adds {@code e} with value {@code value}; false (nothing added) when growing the arrays would
   * take the bytes of the heap plus {@code otherBytes} past {@code budget}.
   */
  boolean push(int value, long e, long otherBytes, long budget) {
    if (size == prio.length) {
      if (otherBytes + 2 * bytes() > budget || prio.length > (Integer.MAX_VALUE >> 2)) {
        return false;
      }
      prio = Arrays.copyOf(prio, 2 * size);
      entry = Arrays.copyOf(entry, 2 * size);
    }
    long p = ((long) value << 32) | (seq++ & 0xFFFF_FFFFL);
    int i = size++;
    while (i > 0) {
      int up = (i - 1) >>> 1;
      if (prio[up] >= p) {
        break;
      }
      prio[i] = prio[up];
      entry[i] = entry[up];
      i = up;
    }
    prio[i] = p;
    entry[i] = e;
    return true;
  }

  /** The value of the entry {@link #pop} returns next (the list must not be empty). */
  int topValue() {
    return (int) (prio[0] >> 32);
  }

  /** Removes and returns the entry with the highest value (the newest among equals). */
  long pop() {
    long top = entry[0];
    size--;
    long p = prio[size];
    long e = entry[size];
    int i = 0;
    while (true) {
      int c = 2 * i + 1;
      if (c >= size) {
        break;
      }
      if (c + 1 < size && prio[c + 1] > prio[c]) {
        c++;
      }
      if (prio[c] <= p) {
        break;
      }
      prio[i] = prio[c];
      entry[i] = entry[c];
      i = c;
    }
    prio[i] = p;
    entry[i] = e;
    return top;
  }
}
