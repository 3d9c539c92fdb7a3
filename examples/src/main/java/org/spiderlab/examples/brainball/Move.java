package org.spiderlab.examples.brainball;

/**
 * One letter of the paper's alphabet R = {/, D, -6, ..., 6} (section 2.1): one of the three basic
 * moves of the Brainball. Only a {@link Flip} counts towards the length of a {@link Rochade}
 * (section 3.4).
 */
public sealed interface Move permits Move.Shift, Move.Flip, Move.Turn {
  /** "/": the two tilting segments tilted (section 2.1). */
  Flip FLIP = new Flip();
  /** "D": the ball turned over (section 2.1). */
  Turn TURN = new Turn();

  /**
   * The effect w_r of this letter.
   *
   * @param p a position
   * @return the position after the move
   */
  Position apply(Position p);

  /**
   * The inverse letter (section 2.1): w_i and w_{-i}; "/" and "D" are their own inverses.
   *
   * @return the inverse move
   */
  Move inverse();

  /**
   * The letter as the paper writes it: {@code /}, {@code D} or the shift index.
   *
   * @return the symbol
   */
  String symbol();

  /**
   * The shift letter for any integer index (section 2.1: w_j = w_i for j ≡ i mod 13), written in
   * -6..6.
   *
   * @param index any integer
   * @return the shift move
   */
  static Shift shift(int index) {
    int k = Math.floorMod(index, Position.STONES);
    return new Shift(k > 6 ? k - Position.STONES : k);
  }

  /**
   * w_i: the ring shifted by {@code amount} positions clockwise (section 2.1).
   *
   * @param amount -6..6, as the paper restricts the shift index
   */
  record Shift(int amount) implements Move {
    /** Checks -6 ≤ amount ≤ 6. */
    public Shift {
      if (amount < -6 || amount > 6) {
        throw new IllegalArgumentException("a shift index is in -6..6, got " + amount);
      }
    }

    @Override
    public Position apply(Position p) {
      return p.shift(amount);
    }

    @Override
    public Move inverse() {
      return new Shift(-amount);
    }

    @Override
    public String symbol() {
      return Integer.toString(amount);
    }
  }

  /** "/": both tilting segments tilted by 180 degrees (section 2.1). */
  record Flip() implements Move {
    @Override
    public Position apply(Position p) {
      return p.flip();
    }

    @Override
    public Move inverse() {
      return this;
    }

    @Override
    public String symbol() {
      return "/";
    }
  }

  /** "D": the whole ball turned over (section 2.1). */
  record Turn() implements Move {
    @Override
    public Position apply(Position p) {
      return p.turn();
    }

    @Override
    public Move inverse() {
      return this;
    }

    @Override
    public String symbol() {
      return "D";
    }
  }
}
