package org.spiderlab.core.decide;

/**
 * The verdict of {@link FairDecider} (thesis 4.3, the problem FAIR).
 *
 * <ul>
 *   <li>{@link #FAIR}: every arrangement of the face-down cards was shown winnable, each class by
 *       a replayed certificate.
 *   <li>{@link #UNFAIR}: one arrangement was shown unwinnable by an exhaustive solver run.
 *   <li>{@link #UNKNOWN}: a limit was hit first; nothing is guessed.
 * </ul>
 */
public enum FairStatus {
  FAIR,
  UNFAIR,
  UNKNOWN
}
