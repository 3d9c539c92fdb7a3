package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.verifier.Verdict;

/**
 * What the backward witness map of a {@link Reduction} made of a certificate (the "only if"
 * direction of a reduction's lemma, e.g. thesis 4.2.3): a source witness, or a rejection that
 * says why none could be read.
 *
 * @param <W> the source witnesses
 */
public sealed interface BackwardResult<W> permits BackwardResult.Witness, BackwardResult.Rejected {

  /** Why a certificate was rejected. */
  enum Reason {
    /** The certificate does not win the reduced game; the verifier's verdict says why. */
    NOT_WON,
    /** The certificate wins, but no source witness can be read from it: the proof is violated. */
    NO_WITNESS
  }

  /** The witness read from the certificate. */
  record Witness<W>(W witness) implements BackwardResult<W> {
    public Witness {
      checkNotNull(witness, "witness");
    }
  }

  /**
   * No witness.
   *
   * @param reason which of the two ways the certificate failed
   * @param message what exactly went wrong (one line)
   * @param verdict the verifier's verdict for {@link Reason#NOT_WON}; else empty
   */
  record Rejected<W>(Reason reason, String message, Optional<Verdict> verdict)
      implements BackwardResult<W> {
    public Rejected {
      checkNotNull(reason, "reason");
      checkNotNull(message, "message");
      checkNotNull(verdict, "verdict");
    }
  }

  /** A rejection of a certificate that does not win: {@code verdict} is not WON. */
  static <W> BackwardResult<W> notWon(Verdict verdict, String message) {
    return new Rejected<>(Reason.NOT_WON, message, Optional.of(verdict));
  }

  /** A rejection of a winning certificate that encodes no witness. */
  static <W> BackwardResult<W> noWitness(String message) {
    return new Rejected<>(Reason.NO_WITNESS, message, Optional.empty());
  }

  /** The witness, if one was read. */
  default Optional<W> witnessIfAny() {
    return this instanceof Witness<W> w ? Optional.of(w.witness()) : Optional.empty();
  }
}
