package org.spiderlab.core.solver;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Exact transposition table: an open-addressing hash set of complete canonical key encodings
 * (never hash-only). Keys live back to back in an arena of byte chunks, each entry
 * {@code [hash int][length varint][key][payload]}; a slot is one {@code long} holding the entry's arena
 * position and 24 bits of its hash. The payload (optional, fixed size) holds the parent entry and
 * the move for breadth-first search; entries are kept in insertion order, so the arena doubles as
 * the BFS queue.
 *
 * <p>Every allocation is checked against a byte budget first; {@link #add} reports
 * {@link #FULL} instead of growing past it, so the search stops with "max-memory" rather than an
 * {@link OutOfMemoryError}.
 */
final class StateTable {

  static final long PRESENT = -1;
  static final long FULL = -2;
  private static final int PAYLOAD_BYTES = 16;

  private final long budget;
  private final boolean payload;
  private final int chunkBits;
  private final int chunkSize;
  private long[] slots;
  private int mask;
  private long size;
  private byte[][] chunks = new byte[8][];
  private int[] chunkFill = new int[8];
  private int chunkCount;
  private long peakBytes;
  /** The entry that the last {@link #add} found present, or -1. */
  private long found = -1;

  StateTable(int maxKeyLength, boolean payload, long budget) {
    this.budget = budget;
    this.payload = payload;
    int want = Math.max(1 << 16, Integer.highestOneBit(Math.max(1, maxKeyLength) * 16) << 1);
    this.chunkBits = Math.min(30, Integer.numberOfTrailingZeros(want));
    this.chunkSize = 1 << chunkBits;
    this.slots = new long[1 << 10];
    this.mask = slots.length - 1;
  }

  long size() {
    return size;
  }

  long bytes() {
    return slots.length * 8L + (long) chunkCount * chunkSize;
  }

  long peakBytes() {
    return Math.max(peakBytes, bytes());
  }

  double fill() {
    return (double) size / slots.length;
  }

  /**
   * Adds the key unless present. Returns the new entry's arena position, {@link #PRESENT}, or
   * {@link #FULL} when storing it would exceed the byte budget. The payload, if any, is the
   * parent position and the move.
   */
  long add(byte[] key, int len, int h, long parent, long move) {
    long tag = h >>> 8 & 0xFF_FFFFL;
    int i = h & mask;
    long s;
    while ((s = slots[i]) != 0) {
      if ((s & 0xFF_FFFFL) == tag && keyEquals((s >>> 24) - 1, key, len)) {
        found = (s >>> 24) - 1;
        return PRESENT;
      }
      i = (i + 1) & mask;
    }
    int entry = 4 + varintLength(len) + len + (payload ? PAYLOAD_BYTES : 0);
    if (chunkCount == 0 || chunkFill[chunkCount - 1] + entry > chunkSize) {
      if (bytes() + chunkSize > budget) {
        return FULL;
      }
      newChunk();
    }
    if ((size + 1) * 4 > slots.length * 3L) {
      if (bytes() + slots.length * 16L > budget) {
        return FULL;
      }
      grow();
      i = h & mask;
      while (slots[i] != 0) {
        i = (i + 1) & mask;
      }
    }
    int c = chunkCount - 1;
    byte[] a = chunks[c];
    int at = chunkFill[c];
    long pos = ((long) c << chunkBits) | at;
    int q = at + 4;
    a[at] = (byte) h;
    a[at + 1] = (byte) (h >>> 8);
    a[at + 2] = (byte) (h >>> 16);
    a[at + 3] = (byte) (h >>> 24);
    int l = len;
    while (l >= 0x80) {
      a[q++] = (byte) (l | 0x80);
      l >>>= 7;
    }
    a[q++] = (byte) l;
    System.arraycopy(key, 0, a, q, len);
    q += len;
    if (payload) {
      putLong(a, q, parent);
      putLong(a, q + 8, move);
      q += PAYLOAD_BYTES;
    }
    chunkFill[c] = q;
    slots[i] = ((pos + 1) << 24) | tag;
    size++;
    return pos;
  }

  private static int varintLength(int v) {
    int n = 1;
    while (v >= 0x80) {
      v >>>= 7;
      n++;
    }
    return n;
  }

  private void newChunk() {
    if (chunkCount == chunks.length) {
      chunks = Arrays.copyOf(chunks, chunkCount * 2);
      chunkFill = Arrays.copyOf(chunkFill, chunkCount * 2);
    }
    chunks[chunkCount++] = new byte[chunkSize];
    peakBytes = Math.max(peakBytes, bytes());
  }

  private void grow() {
    long[] old = slots;
    slots = new long[old.length * 2];
    mask = slots.length - 1;
    for (long s : old) {
      if (s != 0) {
        long pos = (s >>> 24) - 1;
        byte[] a = chunks[(int) (pos >>> chunkBits)];
        int at = (int) (pos & (chunkSize - 1));
        int h = (a[at] & 0xFF) | (a[at + 1] & 0xFF) << 8 | (a[at + 2] & 0xFF) << 16
            | a[at + 3] << 24;
        int i = h & mask;
        while (slots[i] != 0) {
          i = (i + 1) & mask;
        }
        slots[i] = s;
      }
    }
    peakBytes = Math.max(peakBytes, bytes());
  }

  private boolean keyEquals(long pos, byte[] key, int len) {
    byte[] a = chunks[(int) (pos >>> chunkBits)];
    int at = (int) (pos & (chunkSize - 1)) + 4;
    int stored = 0;
    int shift = 0;
    int b;
    do {
      b = a[at++];
      stored |= (b & 0x7F) << shift;
      shift += 7;
    } while ((b & 0x80) != 0);
    if (stored != len) {
      return false;
    }
    return Arrays.equals(a, at, at + len, key, 0, len); // vectorized mismatch
  }

  // ---- payload access (BFS) ----------------------------------------------------------------

  private int payloadOffset(byte[] a, int at) {
    at += 4;
    int len = 0;
    int shift = 0;
    int b;
    do {
      b = a[at++];
      len |= (b & 0x7F) << shift;
      shift += 7;
    } while ((b & 0x80) != 0);
    return at + len;
  }

  long parentOf(long pos) {
    byte[] a = chunks[(int) (pos >>> chunkBits)];
    return getLong(a, payloadOffset(a, (int) (pos & (chunkSize - 1))));
  }

  /**
   * The moves from the first entry (the start) to entry {@code pos} along the links, in the order
   * of play, into {@code out} (cleared first).
   */
  void movesTo(long pos, List<Long> out) {
    out.clear();
    for (long q = pos; q != 0; q = parentOf(q)) {
      out.add(moveOf(q));
    }
    Collections.reverse(out);
  }

  /** The number of moves from the first entry to entry {@code pos} along the links. */
  int depthOf(long pos) {
    int d = 0;
    for (long q = pos; q != 0; q = parentOf(q)) {
      d++;
    }
    return d;
  }

  /** The entry that the last {@link #add} returning {@link #PRESENT} found. */
  long found() {
    return found;
  }

  /** Replaces the parent and move of entry {@code pos} (a shorter way found to it). */
  void relink(long pos, long parent, long move) {
    byte[] a = chunks[(int) (pos >>> chunkBits)];
    int at = payloadOffset(a, (int) (pos & (chunkSize - 1)));
    putLong(a, at, parent);
    putLong(a, at + 8, move);
  }

  long moveOf(long pos) {
    byte[] a = chunks[(int) (pos >>> chunkBits)];
    return getLong(a, payloadOffset(a, (int) (pos & (chunkSize - 1))) + 8);
  }

  /** The first entry in insertion order, or -1. */
  long first() {
    return size == 0 ? -1 : 0;
  }

  /** The entry after {@code pos} in insertion order, or -1. */
  long next(long pos) {
    int c = (int) (pos >>> chunkBits);
    byte[] a = chunks[c];
    int at = payloadOffset(a, (int) (pos & (chunkSize - 1))) + (payload ? PAYLOAD_BYTES : 0);
    if (at < chunkFill[c]) {
      return ((long) c << chunkBits) | at;
    }
    return c + 1 < chunkCount ? (long) (c + 1) << chunkBits : -1;
  }

  private static void putLong(byte[] a, int at, long v) {
    for (int k = 0; k < 8; k++) {
      a[at + k] = (byte) (v >>> (8 * k));
    }
  }

  private static long getLong(byte[] a, int at) {
    long v = 0;
    for (int k = 7; k >= 0; k--) {
      v = (v << 8) | (a[at + k] & 0xFF);
    }
    return v;
  }
}
