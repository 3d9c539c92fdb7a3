package org.spiderlab.core.optimum;

/** Whether an {@link Optimum} is proven (thesis 4.5: the exact {@code val(G)} or height). */
public enum OptimumStatus {
  /** The value is reached by the certificate and one more is proven impossible. */
  OPTIMAL,
  /** A budget ran out: the value is the best reached so far, not a verdict on the optimum. */
  UNKNOWN
}
