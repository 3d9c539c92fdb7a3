package org.spiderlab.core;

/**
 * The packed {@code long} form of a {@link Card} that {@link Game} stores and {@link Board} plays
 * on, so that instances with millions of cards (the reductions of thesis 4.2) are cheap to build,
 * copy and replay: rank in the low 32 bits, suit in bits 32..62, and bit 63 set when the card is
 * face down.
 *
 * <p>A card {@code a} directly below a face-up card {@code b} forms a step of a movable run with it
 * ({@link Rule#continuesRun}: same suit, rank one higher, {@code a} face up; thesis 1.3) exactly
 * when {@code a - b == 1}, which makes run checks a single subtraction per card: a face-down
 * {@code a} makes the difference far from 1. (Two face-down cards of the same suit and
 * consecutive ranks differ by 1 too, so the upper card must be known to be face up: runs are
 * walked down from a face-up top.)
 */
public final class CardCode {
  private static final long DOWN = Long.MIN_VALUE;
  private static final long RANK_MASK = 0xFFFF_FFFFL;

  private CardCode() {}

  /** The packed code of a card. */
  public static long of(int rank, int suit, boolean faceDown) {
    return ((long) suit << 32) | rank | (faceDown ? DOWN : 0L);
  }

  /** The packed code of {@code card}. */
  public static long of(Card card) {
    return of(card.rank(), card.suit(), card.faceDown());
  }

  public static int rank(long code) {
    return (int) (code & RANK_MASK);
  }

  public static int suit(long code) {
    return (int) ((code & ~DOWN) >>> 32);
  }

  public static boolean isDown(long code) {
    return code < 0;
  }

  /** The same card face up. */
  public static long up(long code) {
    return code & ~DOWN;
  }

  /**
   * Whether the face-up card {@code upper} lying directly on {@code lower} is a step of a movable
   * run; {@code upper} must be face up (see the class documentation).
   */
  public static boolean isRunStep(long lower, long upper) {
    return lower - upper == 1;
  }

  /** The card of a code. */
  public static Card decode(long code) {
    return new Card(rank(code), suit(code), isDown(code));
  }
}
