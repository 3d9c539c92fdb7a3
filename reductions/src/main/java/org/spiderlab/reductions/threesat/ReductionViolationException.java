package org.spiderlab.reductions.threesat;

/**
 * A winning certificate of a reduced game from which no satisfying assignment can be read as the
 * proof of thesis 4.2.3 promises: evidence that the construction is wrong (or that the formula is
 * satisfiable only by an assignment the certificate does not encode). The message says which
 * step of the argument failed.
 */
public final class ReductionViolationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ReductionViolationException(String message) {
    super(message);
  }
}
