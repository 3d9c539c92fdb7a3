package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * The evidence of a FAIR answer (thesis 4.3): one winning certificate for one arrangement of each
 * class of arrangements of the template's face-down cards. {@link EvidenceChecks#fair} checks it
 * without the decider's enumeration: each entry is an arrangement of the template and its
 * certificate wins it, and the classes of the entries hold every arrangement (counted by the
 * orbit-stabilizer theorem). An arrangement is played from its turned starting position
 * ({@link Game#withTopsTurnedUp()}), like every game.
 *
 * @param entries one (arrangement, certificate) per class, in enumeration order
 */
public record FairEvidence(List<Entry> entries) {

  public FairEvidence {
    entries = List.copyOf(entries);
  }

  /**
   * One arrangement and a certificate that wins it.
   *
   * @param arrangement the template with its face-down cards permuted (face-down flags kept)
   * @param certificate the winning moves (0-based piles)
   */
  public record Entry(Game arrangement, List<Move> certificate) {
    public Entry {
      checkNotNull(arrangement, "arrangement");
      certificate = List.copyOf(certificate);
    }
  }

  /** Moves over all certificates. */
  public long moves() {
    long n = 0;
    for (Entry e : entries) {
      n += e.certificate().size();
    }
    return n;
  }
}
