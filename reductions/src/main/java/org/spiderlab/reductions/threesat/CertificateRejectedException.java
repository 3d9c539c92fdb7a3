package org.spiderlab.reductions.threesat;

import org.spiderlab.verifier.Verdict;

/**
 * The backward witness map was given a certificate that does not win the reduced game; carries
 * the verifier's {@link Verdict} (its {@code toString()} is the message).
 */
public final class CertificateRejectedException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient Verdict verdict;

  public CertificateRejectedException(Verdict verdict) {
    super("the certificate does not win the reduced game: " + verdict);
    this.verdict = verdict;
  }

  public Verdict verdict() {
    return verdict;
  }
}
