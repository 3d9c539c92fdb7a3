package org.spiderlab.examples.peg;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The census of a peg-solitaire board, as the source ({@code 001_...}) sets it out: level by level
 * from the start down (a level is the number of pegs; each jump removes one), every position
 * reachable, merged up to the board's symmetries (those that keep the start, so that the
 * subtrees of symmetric positions are symmetric), each carrying the number of paths from the
 * start that reach any position of its class. A level depends only on the one above, so one level
 * is held at a time. Counts are exact: paths are kept as 128-bit sums and reported as {@link
 * BigInteger}s.
 *
 * <p>Per level: the classes, the positions (each class counted with its orbit's size), the paths
 * reaching the level, the game sequences that end there (paths to positions without a jump) and
 * the solutions (paths to the single peg in the start's empty hole).
 */
public final class PegCensus {
  private PegCensus() {}

  /**
   * One level.
   *
   * @param pegs pegs on the board
   * @param classes positions up to symmetry
   * @param positions positions
   * @param paths paths from the start to a position of the level
   * @param ends paths to a position of the level without a jump: game sequences ending here
   * @param solutions paths to the single peg in the start's empty hole
   */
  public record Level(int pegs, long classes, long positions, BigInteger paths, BigInteger ends,
      BigInteger solutions) {}

  /** The census of {@code board}. */
  public static List<Level> run(PegBoard board) {
    Canon canon = new Canon(board);
    int[][] jumps = board.jumps();
    long finish = board.finish() == 0 ? -1 : canon.of(board.finish());
    Table level = new Table(16);
    level.add(canon.of(board.start()), 1, 0);
    List<Level> out = new ArrayList<>();
    for (int pegs = Long.bitCount(board.start()); level.size > 0; pegs--) {
      Table next = new Table(Math.max(16, level.size * 2));
      long positions = 0;
      long[] paths = new long[2];
      long[] ends = new long[2];
      long[] solutions = new long[2];
      for (int i = 0; i < level.keys.length; i++) {
        long m = level.keys[i];
        if (m == Table.EMPTY) {
          continue;
        }
        long lo = level.lo[i];
        long hi = level.hi[i];
        positions += canon.orbit(m);
        add(paths, lo, hi);
        boolean moved = false;
        for (int[] j : jumps) {
          if ((m >>> j[0] & 1) != 0 && (m >>> j[1] & 1) != 0 && (m >>> j[2] & 1) == 0) {
            next.add(canon.of(m ^ (1L << j[0] | 1L << j[1] | 1L << j[2])), lo, hi);
            moved = true;
          }
        }
        if (!moved) {
          add(ends, lo, hi);
          if (m == finish) {
            add(solutions, lo, hi);
          }
        }
      }
      out.add(new Level(pegs, level.size, positions, big(paths), big(ends), big(solutions)));
      level = next;
    }
    return out;
  }

  private static void add(long[] acc, long lo, long hi) {
    long s = acc[0] + lo;
    acc[1] += hi + (Long.compareUnsigned(s, acc[0]) < 0 ? 1 : 0);
    acc[0] = s;
  }

  static BigInteger big(long[] v) {
    return new BigInteger(Long.toUnsignedString(v[1])).shiftLeft(64)
        .add(new BigInteger(Long.toUnsignedString(v[0])));
  }

  /** Canonical masks: the smallest image under the board's symmetries, by byte tables. */
  static final class Canon {
    private final long[][][] table; // symmetry, byte, value -> image bits

    Canon(PegBoard b) {
      int[][] sym = b.symmetries();
      int bytes = (b.holes() + 7) / 8;
      table = new long[sym.length][bytes][256];
      for (int s = 0; s < sym.length; s++) {
        for (int k = 0; k < bytes; k++) {
          for (int v = 0; v < 256; v++) {
            long img = 0;
            for (int bit = 0; bit < 8; bit++) {
              int h = k * 8 + bit;
              if ((v >>> bit & 1) != 0 && h < b.holes()) {
                img |= 1L << sym[s][h];
              }
            }
            table[s][k][v] = img;
          }
        }
      }
    }

    long image(int s, long m) {
      long[][] t = table[s];
      long img = 0;
      for (int k = 0; k < t.length; k++) {
        img |= t[k][(int) (m >>> (8 * k)) & 0xFF];
      }
      return img;
    }

    long of(long m) {
      long best = m;
      for (int s = 1; s < table.length; s++) {
        long img = image(s, m);
        if (img < best) {
          best = img;
        }
      }
      return best;
    }

    /** The number of distinct images of {@code m}: the size of its class. */
    int orbit(long m) {
      long[] images = new long[table.length];
      for (int s = 0; s < table.length; s++) {
        images[s] = image(s, m);
      }
      Arrays.sort(images);
      int distinct = 1;
      for (int i = 1; i < images.length; i++) {
        distinct += images[i] != images[i - 1] ? 1 : 0;
      }
      return distinct;
    }
  }

  /** Open addressing from masks to 128-bit path counts. */
  static final class Table {
    static final long EMPTY = -1;
    long[] keys;
    long[] lo;
    long[] hi;
    int size;

    Table(int expected) {
      int cap = Integer.highestOneBit(Math.max(16, expected) * 2);
      keys = new long[cap];
      Arrays.fill(keys, EMPTY);
      lo = new long[cap];
      hi = new long[cap];
    }

    void add(long key, long l, long h) {
      if (size * 4 >= keys.length * 3) {
        grow();
      }
      int mask = keys.length - 1;
      int i = (int) (mix(key) & mask);
      while (keys[i] != EMPTY && keys[i] != key) {
        i = (i + 1) & mask;
      }
      if (keys[i] == EMPTY) {
        keys[i] = key;
        size++;
      }
      long s = lo[i] + l;
      hi[i] += h + (Long.compareUnsigned(s, lo[i]) < 0 ? 1 : 0);
      lo[i] = s;
    }

    private void grow() {
      long[] k = keys;
      long[] l = lo;
      long[] h = hi;
      keys = new long[k.length * 2];
      Arrays.fill(keys, EMPTY);
      lo = new long[k.length * 2];
      hi = new long[k.length * 2];
      size = 0;
      for (int i = 0; i < k.length; i++) {
        if (k[i] != EMPTY) {
          add(k[i], l[i], h[i]);
        }
      }
    }

    private static long mix(long z) {
      z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
      z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
      return z ^ (z >>> 33);
    }
  }
}
