package org.spiderlab.examples.brainball;

import java.util.Arrays;

/**
 * An open-addressing hash map from non-zero {@code long} keys to {@code byte} values: the
 * distance tables of the searches of section 6 (breadth-first and bidirectional search, sections
 * 6.1 and 6.5), a few million class keys with their depth, without boxing.
 */
final class LongByteMap {
  private long[] keys;
  private byte[] values;
  private int size;
  private int mask;

  LongByteMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) * 2;
    keys = new long[cap];
    values = new byte[cap];
    mask = cap - 1;
  }

  int size() {
    return size;
  }

  private static int hash(long k) {
    long h = k * 0x9E3779B97F4A7C15L;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    return (int) (h ^ (h >>> 32));
  }

  /** The value of {@code key}, or -1 when absent. */
  int get(long key) {
    int i = hash(key) & mask;
    while (true) {
      long k = keys[i];
      if (k == key) {
        return values[i];
      }
      if (k == 0) {
        return -1;
      }
      i = (i + 1) & mask;
    }
  }

  /** Puts {@code key} with {@code value} unless present; true when it was added. */
  boolean putIfAbsent(long key, int value) {
    if (key == 0) {
      throw new IllegalArgumentException("key 0");
    }
    int i = hash(key) & mask;
    while (true) {
      long k = keys[i];
      if (k == key) {
        return false;
      }
      if (k == 0) {
        keys[i] = key;
        values[i] = (byte) value;
        if (++size * 2 > keys.length) {
          grow();
        }
        return true;
      }
      i = (i + 1) & mask;
    }
  }

  private void grow() {
    long[] ok = keys;
    byte[] ov = values;
    keys = new long[ok.length * 2];
    values = new byte[ok.length * 2];
    mask = keys.length - 1;
    for (int j = 0; j < ok.length; j++) {
      if (ok[j] != 0) {
        int i = hash(ok[j]) & mask;
        while (keys[i] != 0) {
          i = (i + 1) & mask;
        }
        keys[i] = ok[j];
        values[i] = ov[j];
      }
    }
  }

  /** A growable list of longs: one layer of a breadth-first search. */
  static final class Layer {
    private long[] items = new long[16];
    private int size;

    void add(long x) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = x;
    }

    int size() {
      return size;
    }

    long get(int i) {
      return items[i];
    }
  }
}
