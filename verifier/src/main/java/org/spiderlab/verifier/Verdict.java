package org.spiderlab.verifier;

import org.spiderlab.core.Move;

/**
 * The verifier's answer for a certificate (thesis 4.1.8): the game was {@link Won}, every move
 * was legal but the game is {@link NotWon}, or the certificate is {@link Invalid} at a move.
 * Each verdict's {@code toString()} is the first line the command line prints.
 */
public sealed interface Verdict permits Verdict.Won, Verdict.NotWon, Verdict.Invalid {

  /**
   * Moves replayed (for {@link Invalid}, the legal ones before the offending move).
   *
   * @return the number of moves replayed
   */
  long movesPlayed();

  /**
   * Whether the certificate wins the game.
   *
   * @return true exactly for {@link Won}
   */
  default boolean isWon() {
    return this instanceof Won;
  }

  /** Every move legal and the final state won. */
  record Won(long movesPlayed) implements Verdict {
    @Override
    public String toString() {
      return "WON after " + movesPlayed + (movesPlayed == 1 ? " move" : " moves");
    }
  }

  /**
   * Every move legal, but cards or deals are left.
   *
   * @param remaining what is left, e.g. {@code 12 cards on 3 of 10 piles, 0 deals left, 6 runs
   *     cleared}
   */
  record NotWon(long movesPlayed, String remaining) implements Verdict {
    @Override
    public String toString() {
      return "NOT-WON after " + movesPlayed + (movesPlayed == 1 ? " move" : " moves") + ": "
          + remaining;
    }
  }

  /**
   * Move number {@code index} (1-based) is illegal.
   *
   * @param line the certificate line of that move, or 0 when the moves did not come from a file
   */
  record Invalid(long index, Move move, String reason, long line) implements Verdict {
    @Override
    public long movesPlayed() {
      return index - 1;
    }

    @Override
    public String toString() {
      return "INVALID at move " + index + ": " + move + ": " + reason;
    }
  }
}
