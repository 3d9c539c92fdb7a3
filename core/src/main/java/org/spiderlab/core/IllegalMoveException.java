package org.spiderlab.core;

/** Thrown when a move is played that the rules (docs/FORMATS.md "Moves") forbid in the current state. */
public final class IllegalMoveException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Move move;
  private final String reason;

  public IllegalMoveException(Move move, String reason) {
    super(move + ": " + reason);
    this.move = move;
    this.reason = reason;
  }

  public Move move() {
    return move;
  }

  /** The reason alone, without the move. */
  public String reason() {
    return reason;
  }
}
