package org.spiderlab.examples.peg;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A peg-solitaire board (the census of the sources, {@code 001_...}): holes on a grid, a start
 * position, the jumps (three holes in a row or column: a peg jumps over a peg into an empty hole,
 * which removes the jumped peg), and the symmetries of the square that map the board and its
 * start onto themselves. Positions are bit masks over the holes ({@code 1L << hole}), at most 63
 * holes. Made from a picture ({@link #parse}): one line per row, {@code 1} a peg, {@code 0} an
 * empty hole, {@code .} no hole, as the source draws the English board.
 */
public final class PegBoard {
  /** The English board of 33 holes, every hole filled but the centre. */
  public static final String ENGLISH = "..111..\n..111..\n1111111\n1110111\n1111111\n..111..\n"
      + "..111..\n";

  private final int rows;
  private final int cols;
  private final int[] holeAt; // r * cols + c -> hole or -1
  private final int[][] coords;
  private final long start;
  private final int[][] jumps; // {from, over, to}
  private final int[][] symmetries; // hole -> hole, the identity first

  private PegBoard(List<String> lines) {
    rows = lines.size();
    cols = lines.stream().mapToInt(String::length).max().orElse(0);
    holeAt = new int[rows * cols];
    Arrays.fill(holeAt, -1);
    List<int[]> cs = new ArrayList<>();
    long s = 0;
    for (int r = 0; r < rows; r++) {
      String line = lines.get(r);
      for (int c = 0; c < line.length(); c++) {
        char ch = line.charAt(c);
        if (ch == '.') {
          continue;
        }
        if (ch != '0' && ch != '1') {
          throw new IllegalArgumentException("row " + (r + 1) + ": '" + ch
              + "' is not a hole: 1 (peg), 0 (empty) or . (no hole)");
        }
        if (cs.size() == 63) {
          throw new IllegalArgumentException("at most 63 holes");
        }
        holeAt[r * cols + c] = cs.size();
        if (ch == '1') {
          s |= 1L << cs.size();
        }
        cs.add(new int[] {r, c});
      }
    }
    if (cs.isEmpty()) {
      throw new IllegalArgumentException("no hole");
    }
    coords = cs.toArray(new int[0][]);
    start = s;
    List<int[]> js = new ArrayList<>();
    for (int h = 0; h < coords.length; h++) {
      for (int[] d : new int[][] {{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
        int over = hole(coords[h][0] + d[0], coords[h][1] + d[1]);
        int to = hole(coords[h][0] + 2 * d[0], coords[h][1] + 2 * d[1]);
        if (over >= 0 && to >= 0) {
          js.add(new int[] {h, over, to});
        }
      }
    }
    jumps = js.toArray(new int[0][]);
    List<int[]> sym = new ArrayList<>();
    for (int t = 0; t < 8; t++) {
      int[] perm = new int[coords.length];
      boolean ok = true;
      for (int h = 0; h < coords.length && ok; h++) {
        int[] rc = transform(t, coords[h][0], coords[h][1]);
        int g = hole(rc[0], rc[1]);
        ok = g >= 0 && ((start >>> h) & 1) == ((start >>> g) & 1);
        perm[h] = g;
      }
      if (ok) {
        sym.add(perm);
      }
    }
    symmetries = sym.toArray(new int[0][]);
  }

  /** The board of a picture; {@link IllegalArgumentException} names what is wrong. */
  public static PegBoard parse(String picture) {
    List<String> lines = new ArrayList<>();
    for (String l : picture.split("\n")) {
      String t = l.strip();
      if (!t.isEmpty() && !t.startsWith("#")) {
        lines.add(t);
      }
    }
    return new PegBoard(lines);
  }

  public static PegBoard english() {
    return parse(ENGLISH);
  }

  /** Row and column after symmetry {@code t} of the square (rotations, reflections). */
  private int[] transform(int t, int r, int c) {
    int n = Math.max(rows, cols) - 1;
    int rr = r;
    int cc = c;
    if ((t & 4) != 0) {
      cc = n - cc;
    }
    for (int k = 0; k < (t & 3); k++) {
      int x = cc;
      cc = n - rr;
      rr = x;
    }
    return new int[] {rr, cc};
  }

  private int hole(int r, int c) {
    return r < 0 || c < 0 || r >= rows || c >= cols ? -1 : holeAt[r * cols + c];
  }

  public int holes() {
    return coords.length;
  }

  public long start() {
    return start;
  }

  int[][] jumps() {
    return jumps;
  }

  int[][] symmetries() {
    return symmetries;
  }

  /** The number of symmetries of the board that keep its start. */
  public int symmetryCount() {
    return symmetries.length;
  }

  /** The position with one peg, in the start's only empty hole; 0 if the start has not exactly one. */
  public long finish() {
    long empty = ~start & ((1L << coords.length) - 1);
    return Long.bitCount(empty) == 1 ? empty : 0;
  }
}
