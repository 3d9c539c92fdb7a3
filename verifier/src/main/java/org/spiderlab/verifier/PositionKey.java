package org.spiderlab.verifier;

import java.util.Arrays;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Move;

/**
 * The proof checker's name for a position up to the one symmetry it accepts: the piles, each
 * together with its column of the remaining stock, in any order. Permuting piles together with
 * their stock columns maps legal moves to legal moves (a deal puts the k-th card of a row on the
 * k-th pile, and the permutation moves both) and keeps the cleared runs, so positions with equal
 * keys can reach the same goals. The key is the whole position, compared byte for byte: no hash
 * decides equality.
 */
final class PositionKey {

  private final byte[] bytes;
  private final int hash;

  private PositionKey(byte[] bytes) {
    this.bytes = bytes;
    this.hash = Arrays.hashCode(bytes);
  }

  /** The key of {@code board}: the deals made, then the pile segments in sorted order. */
  static PositionKey of(Board board) {
    return join(board, segments(board));
  }

  /**
   * The key of {@code child}, reached from a board with the segments {@code parent} by
   * {@code move}: only the piles the move changes are encoded again (a deal changes all).
   */
  static PositionKey after(Board child, byte[][] parent, Move move) {
    if (move instanceof Move.Deal) {
      return of(child);
    }
    byte[][] segments = parent.clone();
    Bytes out = new Bytes(64);
    if (move instanceof Move.Transfer t) {
      segments[t.source()] = segment(child, t.source(), out);
      segments[t.target()] = segment(child, t.target(), out);
    } else if (move instanceof Move.Clear c) {
      segments[c.source()] = segment(child, c.source(), out);
    }
    return join(child, segments);
  }

  /** Every pile's segment: its remaining stock column, then its cards. */
  static byte[][] segments(Board board) {
    byte[][] segments = new byte[board.pileCount()][];
    Bytes out = new Bytes(64);
    for (int j = 0; j < segments.length; j++) {
      segments[j] = segment(board, j, out);
    }
    return segments;
  }

  private static byte[] segment(Board board, int j, Bytes out) {
    out.reset();
    int left = board.dealsLeft();
    writeNumber(out, left);
    for (int d = 0; d < left; d++) {
      writeCard(out, board.stockCode(d, j));
    }
    writeNumber(out, board.pileSize(j));
    for (int i = 0; i < board.pileSize(j); i++) {
      writeCard(out, board.codeAt(j, i));
    }
    return out.toArray();
  }

  /** The deals made, then the segments sorted (the piles in any order). */
  static PositionKey join(Board board, byte[][] segments) {
    byte[][] sorted = segments.clone();
    Arrays.sort(sorted, Arrays::compareUnsigned);
    int length = 5;
    for (byte[] s : sorted) {
      length += s.length;
    }
    Bytes out = new Bytes(length);
    writeNumber(out, board.dealsDone());
    for (byte[] s : sorted) {
      out.write(s);
    }
    return new PositionKey(out.toArray());
  }

  private static void writeCard(Bytes out, long code) {
    writeNumber(out, CardCode.rank(code));
    writeNumber(out, (long) CardCode.suit(code) * 2 + (CardCode.isDown(code) ? 1 : 0));
  }

  /** A non-negative number in 7-bit groups (prefix-free, so segments compare as positions). */
  private static void writeNumber(Bytes out, long v) {
    while (v >= 0x80) {
      out.write((int) (v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
  }

  /** A growable byte array (unsynchronized, unlike {@code ByteArrayOutputStream}). */
  private static final class Bytes {
    private byte[] buf;
    private int len;

    Bytes(int capacity) {
      buf = new byte[Math.max(16, capacity)];
    }

    void reset() {
      len = 0;
    }

    void write(int b) {
      if (len == buf.length) {
        buf = Arrays.copyOf(buf, 2 * len);
      }
      buf[len++] = (byte) b;
    }

    void write(byte[] b) {
      if (len + b.length > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(2 * buf.length, len + b.length));
      }
      System.arraycopy(b, 0, buf, len, b.length);
      len += b.length;
    }

    byte[] toArray() {
      return Arrays.copyOf(buf, len);
    }
  }

  /** The key's length in bytes. */
  int size() {
    return bytes.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PositionKey k && k.hash == hash && Arrays.equals(k.bytes, bytes);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
