package org.spiderlab.core.solver;

import org.spiderlab.core.Move;

/**
 * The solver's packed form of a {@link Move} in one {@code long}, so that move lists, the search
 * stack and the transposition table's parent links hold no objects: bits 62..63 the kind
 * ({@link #TRANSFER}, {@link #CLEAR}, {@link #DEAL}), bits 32..61 the number of moved cards, bits
 * 16..31 the source pile, bits 0..15 the target pile (thesis 1.3: the three kinds of moves).
 */
final class PackedMove {

  static final int TRANSFER = 0;
  static final int CLEAR = 1;
  static final int DEAL = 2;
  static final long DEAL_MOVE = 2L << 62;

  private PackedMove() {}

  /** Moves the top {@code h} cards of pile {@code src} onto pile {@code dst}. */
  static long transfer(int src, int h, int dst) {
    return ((long) h << 32) | ((long) src << 16) | dst;
  }

  /** Clears the complete run at the top of pile {@code src}. */
  static long clear(int src) {
    return (1L << 62) | ((long) src << 16);
  }

  static int kind(long m) {
    return (int) (m >>> 62);
  }

  static int src(long m) {
    return (int) ((m >>> 16) & 0xFFFF);
  }

  static int dst(long m) {
    return (int) (m & 0xFFFF);
  }

  static int count(long m) {
    return (int) ((m >>> 32) & 0x3FFF_FFFF);
  }

  /**
   * The transfer that exactly undoes {@code m} when it turned no card ({@code turned} false), or
   * -1 when there is none.
   */
  static long reverse(long m, boolean turned) {
    if (kind(m) != TRANSFER || turned) {
      return -1;
    }
    return transfer(dst(m), count(m), src(m));
  }

  /** The public move. */
  static Move toMove(long m) {
    switch (kind(m)) {
      case TRANSFER:
        return Move.transfer(src(m), count(m), dst(m));
      case CLEAR:
        return Move.clear(src(m));
      default:
        return Move.deal();
    }
  }
}
