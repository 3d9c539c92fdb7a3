package org.spiderlab.reductions.qbf;

/**
 * Decides forall-exists formulas, the Pi2P-complete source problem of the reductions to FAIR and
 * k-EASY (thesis 4.3, 4.4): {@link CegarDecider} (the default), {@link EnumerationDecider} (the
 * reference) and {@link ExternalQbfSolver} (a QDIMACS solver such as DepQBF, for comparisons).
 * Implementations are thread-safe.
 */
public interface Pi2Decider {

  /** Decides {@code formula}, with the cost of the run. */
  Pi2Result solve(ForallExists formula);

  /** Decides {@code formula}. */
  default Pi2Answer decide(ForallExists formula) {
    return solve(formula).answer();
  }
}
