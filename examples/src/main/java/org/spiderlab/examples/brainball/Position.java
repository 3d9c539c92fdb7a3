package org.spiderlab.examples.brainball;

import java.util.Arrays;

/**
 * A state {@code (π, γ)} of the Brainball, as the seminar paper (Steldinger, "Das Spiel Brainball
 * aus der Sicht der Informatik", WS 2000/2001, section 2.1) defines it: a permutation π of the
 * stones 1..13 on the ring of numbers and the colour γ(i) ∈ {white, yellow} on top of each stone
 * i. π(1), the <em>base number</em>, is the stone in the middle of the small tilting segment;
 * π(2)..π(13) follow clockwise.
 *
 * <p>Encoding: {@code perm} holds π in 13 nibbles, nibble {@code i-1} (bits {@code 4(i-1)} up)
 * being {@code π(i) - 1}; {@code yellow} is a 13-bit mask, bit {@code j-1} set when stone j shows
 * yellow (γ(j) = yellow, the paper's overlined number). The three moves of section 2.1 are
 * {@link #shift(int)} (w_i), {@link #flip()} ("/") and {@link #turn()} ("D").
 *
 * <p>Text notation (the paper's tuple starting with the base number, an overline written as a
 * trailing {@code y}): {@code 5y,6y,7,8,9,10,11,12,13,1,2,3,4}. {@link #parse(String)} also takes
 * spaces as separators, surrounding parentheses, an apostrophe or a combining overline (U+0305)
 * instead of {@code y}, and the word {@code solved} for b_0 = (1, 2, ..., 13) all white (section
 * 4.2).
 *
 * @param perm π, one nibble per position (see above)
 * @param yellow γ, bit j-1 set when stone j is yellow
 */
public record Position(long perm, int yellow) {
  /** Stones on the ring (section 1.2). */
  public static final int STONES = 13;
  static final long MASK52 = (1L << 52) - 1;
  static final int ALL_COLOURS = (1 << STONES) - 1;
  /** Nibbles (positions - 1) whose stones change colour on a flip: 1, 2, 13 and 6..9. */
  private static final int[] FLIPPED_POSITIONS = {0, 1, 12, 5, 6, 7, 8};

  /** b_0 = (1, 2, ..., 13), all white: the solved position of section 4.2. */
  public static final Position SOLVED = of(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13});

  /** Checks that {@code perm} is a permutation of 13 stones and {@code yellow} has 13 bits. */
  public Position {
    if ((perm & ~MASK52) != 0 || (yellow & ~ALL_COLOURS) != 0) {
      throw new IllegalArgumentException("not a Brainball position: " + perm + "/" + yellow);
    }
    int seen = 0;
    for (int i = 0; i < STONES; i++) {
      int v = (int) (perm >>> (4 * i)) & 15;
      if (v >= STONES || (seen & (1 << v)) != 0) {
        throw new IllegalArgumentException("not a permutation of the 13 stones: " + perm);
      }
      seen |= 1 << v;
    }
  }

  /**
   * The position with π = {@code pi} ({@code pi[0]} the base number) and the given stones
   * yellow.
   *
   * @param pi the stones 1..13 from position 1 clockwise
   * @param yellowStones stones showing yellow
   * @return the position
   */
  public static Position of(int[] pi, int... yellowStones) {
    if (pi.length != STONES) {
      throw new IllegalArgumentException("13 stones expected, got " + pi.length);
    }
    long p = 0;
    for (int i = 0; i < STONES; i++) {
      if (pi[i] < 1 || pi[i] > STONES) {
        throw new IllegalArgumentException("stone " + pi[i] + " is not in 1..13");
      }
      p |= (long) (pi[i] - 1) << (4 * i);
    }
    int y = 0;
    for (int s : yellowStones) {
      if (s < 1 || s > STONES) {
        throw new IllegalArgumentException("stone " + s + " is not in 1..13");
      }
      y |= 1 << (s - 1);
    }
    return new Position(p, y);
  }

  /**
   * Reads the text notation described in the class comment.
   *
   * @param text e.g. {@code 5y,6y,7,8,9,10,11,12,13,1,2,3,4} or {@code solved}
   * @return the position
   * @throws IllegalArgumentException naming what is wrong
   */
  public static Position parse(String text) {
    String t = text.strip();
    if (t.equalsIgnoreCase("solved") || t.equalsIgnoreCase("b0")) {
      return SOLVED;
    }
    if (t.startsWith("(") && t.endsWith(")")) {
      t = t.substring(1, t.length() - 1);
    }
    String[] parts = t.strip().split("[,\\s]+");
    if (parts.length != STONES) {
      throw new IllegalArgumentException("a position has 13 stones, got " + parts.length + " in '"
          + text + "' (write e.g. 5y,6y,7,8,9,10,11,12,13,1,2,3,4; y marks yellow)");
    }
    int[] pi = new int[STONES];
    int[] yellowStones = new int[STONES];
    int ny = 0;
    int seen = 0;
    for (int i = 0; i < STONES; i++) {
      String part = parts[i];
      boolean y = false;
      while (!part.isEmpty() && "yY'\u0305".indexOf(part.charAt(part.length() - 1)) >= 0) {
        y = true;
        part = part.substring(0, part.length() - 1);
      }
      int stone;
      try {
        stone = Integer.parseInt(part);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + parts[i] + "' is not a stone 1..13 (with y for"
            + " yellow)", e);
      }
      if (stone < 1 || stone > STONES) {
        throw new IllegalArgumentException("stone " + stone + " is not in 1..13");
      }
      if ((seen & (1 << stone)) != 0) {
        throw new IllegalArgumentException("stone " + stone + " occurs twice in '" + text + "'");
      }
      seen |= 1 << stone;
      pi[i] = stone;
      if (y) {
        yellowStones[ny++] = stone;
      }
    }
    return of(pi, Arrays.copyOf(yellowStones, ny));
  }

  /**
   * π(position): the stone at a position of the ring.
   *
   * @param position 1..13, 1 being the middle of the small tilting segment
   * @return the stone, 1..13
   */
  public int stoneAt(int position) {
    if (position < 1 || position > STONES) {
      throw new IllegalArgumentException("position " + position + " is not in 1..13");
    }
    return ((int) (perm >>> (4 * (position - 1))) & 15) + 1;
  }

  /**
   * γ(stone) = yellow: whether a stone shows yellow (the paper's overline).
   *
   * @param stone 1..13
   * @return true when yellow, false when white
   */
  public boolean isYellow(int stone) {
    if (stone < 1 || stone > STONES) {
      throw new IllegalArgumentException("stone " + stone + " is not in 1..13");
    }
    return (yellow & (1 << (stone - 1))) != 0;
  }

  /**
   * w_i of section 2.1: the ring turned by i positions clockwise (w_1: π'(i) = π(i-1), π'(1) =
   * π(13)); any integer, taken modulo 13.
   *
   * @param i the shift index
   * @return the shifted position
   */
  public Position shift(int i) {
    return new Position(rotate(perm, i), yellow);
  }

  /**
   * "/" of section 2.1: both tilting segments tilted by 180 degrees. Positions 1, 3..5 and 10..12
   * keep their stones, the others get π(15 - i) (2 and 13 swap, 6..9 reverse); the stones at
   * positions 1, 2, 13 and 6..9 (the two tilting segments) change colour.
   *
   * @return the flipped position
   */
  public Position flip() {
    return new Position(flipPerm(perm), flipYellow(perm, yellow));
  }

  /**
   * "D" of section 2.1: the whole ball turned over. Position 1 keeps its stone, the others get
   * π(15 - i); every stone changes colour.
   *
   * @return the turned position
   */
  public Position turn() {
    return new Position(reverse(perm), yellow ^ ALL_COLOURS);
  }

  /**
   * The class of this position under the moves that do not flip (shifts and turning over,
   * section 4.1), as a 60-bit key: the representative has stone 1 at position 1 and white; the
   * key holds its positions 2..13 (48 bits) and the colours of stones 2..13 (12 bits).
   */
  long classKey() {
    return classKey(perm, yellow);
  }

  /** The representative of a class key (stone 1 at position 1, white). */
  static Position fromClassKey(long key) {
    return new Position(keyPerm(key), keyYellow(key));
  }

  static long keyPerm(long key) {
    return (key & ((1L << 48) - 1)) << 4;
  }

  static int keyYellow(long key) {
    return (int) (key >>> 48) << 1;
  }

  static long classKey(long perm, int yellow) {
    int at = 0;
    while (((perm >>> (4 * at)) & 15) != 0) {
      at++;
    }
    long p = rotate(perm, STONES - at);
    int y = yellow;
    if ((y & 1) != 0) {
      p = reverse(p);
      y ^= ALL_COLOURS;
    }
    return (p >>> 4) | ((long) (y >>> 1) << 48);
  }

  static long rotate(long perm, int i) {
    int k = Math.floorMod(i, STONES);
    if (k == 0) {
      return perm;
    }
    return ((perm << (4 * k)) | (perm >>> (4 * (STONES - k)))) & MASK52;
  }

  static long flipPerm(long perm) {
    return swap(swap(swap(perm, 1, 12), 5, 8), 6, 7);
  }

  static int flipYellow(long perm, int yellow) {
    int y = yellow;
    for (int pos : FLIPPED_POSITIONS) {
      y ^= 1 << ((int) (perm >>> (4 * pos)) & 15);
    }
    return y;
  }

  static long reverse(long perm) {
    long r = perm & 15;
    for (int j = 1; j < STONES; j++) {
      r |= ((perm >>> (4 * j)) & 15) << (4 * (STONES - j));
    }
    return r;
  }

  private static long swap(long perm, int a, int b) {
    long x = ((perm >>> (4 * a)) ^ (perm >>> (4 * b))) & 15;
    return perm ^ (x << (4 * a)) ^ (x << (4 * b));
  }

  /** The text notation of the class comment, e.g. {@code 5y,6y,7,8,9,10,11,12,13,1,2,3,4}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= STONES; i++) {
      int s = stoneAt(i);
      if (i > 1) {
        sb.append(',');
      }
      sb.append(s);
      if (isYellow(s)) {
        sb.append('y');
      }
    }
    return sb.toString();
  }
}
