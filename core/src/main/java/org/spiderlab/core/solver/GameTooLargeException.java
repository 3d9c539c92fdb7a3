package org.spiderlab.core.solver;

/**
 * A game beyond a limit of the solver's packed representation: fewer than 65,535 piles,
 * {@code (maxRank + 1) * suits < 2^28}, fewer than {@code 2^28} cards, and a position key shorter
 * than {@code 2^24} bytes (docs/FORMATS.md, "Limits"). The file formats accept larger games;
 * {@link Solver#checkLimits} tells before a search, and every solver entry point throws this
 * exception for such a game instead of starting.
 */
public final class GameTooLargeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  GameTooLargeException(String message) {
    super(message);
  }
}
