package org.spiderlab.core;

import static org.spiderlab.core.internal.Checks.checkArgument;

/**
 * One move of a certificate (thesis 4.1.8: source pile, height, target pile and type).
 *
 * <p>Pile indices in this API are <b>0-based</b>; the text format ({@link #toString()}) numbers
 * piles from 1 (docs/FORMATS.md).
 */
public sealed interface Move permits Move.Transfer, Move.Deal, Move.Clear {

  /** Move the top {@code count} cards of pile {@code source} onto pile {@code target}. */
  static Transfer transfer(int source, int count, int target) {
    return new Transfer(source, count, target);
  }

  /** Deal the next row of the stock. */
  static Deal deal() {
    return Deal.INSTANCE;
  }

  /** Clear the complete run on top of pile {@code source}. */
  static Clear clear(int source) {
    return new Clear(source);
  }

  /** The certificate text format of this move, piles numbered from 1. */
  @Override
  String toString();

  /**
   * A run move: {@code m SRC H DST}. Source and target may be the same pile: that is a well-formed
   * move which the rules never allow ({@link Board#whyIllegal}), not a malformed one.
   */
  record Transfer(int source, int count, int target) implements Move {
    public Transfer {
      checkArgument(source >= 0, "source pile index must be >= 0, got %s", source);
      checkArgument(target >= 0, "target pile index must be >= 0, got %s", target);
      checkArgument(count >= 1, "a move takes at least one card, got %s", count);
    }

    @Override
    public String toString() {
      return "m " + (source + 1) + " " + count + " " + (target + 1);
    }
  }

  /** A deal from the stock: {@code d}. */
  record Deal() implements Move {
    static final Deal INSTANCE = new Deal();

    @Override
    public String toString() {
      return "d";
    }
  }

  /** A clear of a complete run: {@code c SRC}. */
  record Clear(int source) implements Move {
    public Clear {
      checkArgument(source >= 0, "source pile index must be >= 0, got %s", source);
    }

    @Override
    public String toString() {
      return "c " + (source + 1);
    }
  }
}
