package org.spiderlab.core.decide;

/**
 * The verdict of {@link EasyDecider} (thesis 4.4, the problem k-EASY).
 *
 * <ul>
 *   <li>{@link #EASY}: after every legal sequence of {@code k} moves (or fewer, when no move is
 *       left) the position was shown winnable by a replayed certificate.
 *   <li>{@link #NOT_EASY}: one such sequence ends in a position shown unwinnable by an exhaustive
 *       solver run.
 *   <li>{@link #UNKNOWN}: a limit was hit first; nothing is guessed.
 * </ul>
 */
public enum EasyStatus {
  EASY,
  NOT_EASY,
  UNKNOWN;

  /** The command line's word: {@code EASY}, {@code NOT-EASY}, {@code UNKNOWN}. */
  public String word() {
    return name().replace('_', '-');
  }
}
