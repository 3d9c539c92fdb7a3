package org.spiderlab.verifier;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;

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
    int p = board.pileCount();
    byte[][] segments = new byte[p][];
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (int j = 0; j < p; j++) {
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
      segments[j] = out.toByteArray();
    }
    Arrays.sort(segments, Arrays::compareUnsigned);
    out.reset();
    writeNumber(out, board.dealsDone());
    for (byte[] s : segments) {
      out.write(s, 0, s.length);
    }
    return new PositionKey(out.toByteArray());
  }

  private static void writeCard(ByteArrayOutputStream out, long code) {
    writeNumber(out, CardCode.rank(code));
    writeNumber(out, (long) CardCode.suit(code) * 2 + (CardCode.isDown(code) ? 1 : 0));
  }

  /** A non-negative number in 7-bit groups (prefix-free, so segments compare as positions). */
  private static void writeNumber(ByteArrayOutputStream out, long v) {
    while (v >= 0x80) {
      out.write((int) (v & 0x7f) | 0x80);
      v >>>= 7;
    }
    out.write((int) v);
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
