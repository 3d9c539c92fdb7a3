package org.spiderlab.core.decide;

/**
 * Observes a run of {@link FairDecider} (thesis 4.3) or {@link EasyDecider} (thesis 4.4) and may
 * stop it, as {@link org.spiderlab.core.solver.SearchListener} does for one solver run: the
 * library never prints. Called from the deciding threads (one call at a time); implementations
 * should return quickly.
 */
public interface DeciderListener {

  /** A listener that ignores everything and never stops the decision. */
  DeciderListener NONE = new DeciderListener() {};

  /** Called about every {@link DeciderOptions#progressInterval()} and once at the end. */
  default void progress(DeciderProgress progress) {}

  /**
   * Polled between games and by every running solver run; returning {@code true} stops the
   * decision with UNKNOWN and the limit {@link DeciderLimit.Kind#CANCELLED} (a losing
   * arrangement or prefix already proven is still reported).
   */
  default boolean shouldStop() {
    return false;
  }
}
