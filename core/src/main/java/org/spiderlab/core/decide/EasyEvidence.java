package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Move;

/**
 * The evidence of an EASY answer (thesis 4.4): for each class of end positions of the adversary's
 * legal sequences of {@code k} moves (or fewer, when no move is left), one such sequence and a
 * certificate that wins from its end; the prefix followed by the certificate wins the game.
 * {@link EvidenceChecks#easy} checks it without the decider's enumeration: it enumerates the
 * sequences itself, with exact positions, and replays for each end a certificate of the
 * evidence, carried over to the end's pile numbering.
 *
 * @param k the number of adversary moves
 * @param entries one (prefix, certificate) per class of end positions, in enumeration order
 */
public record EasyEvidence(int k, List<Entry> entries) {

  public EasyEvidence {
    checkArgument(k >= 0, "k must be >= 0, got %s", k);
    entries = List.copyOf(entries);
  }

  /**
   * A legal prefix of at most {@code k} moves and a certificate that wins from its end.
   *
   * @param prefix the adversary's moves (0-based piles)
   * @param certificate the winning continuation
   */
  public record Entry(List<Move> prefix, List<Move> certificate) {
    public Entry {
      prefix = List.copyOf(prefix);
      certificate = List.copyOf(certificate);
    }

    /** The prefix followed by the certificate: a winning certificate of the game. */
    public List<Move> moves() {
      List<Move> all = new ArrayList<>(prefix.size() + certificate.size());
      all.addAll(prefix);
      all.addAll(certificate);
      return all;
    }
  }

  /** Moves over all entries, prefixes included. */
  public long moves() {
    long n = 0;
    for (Entry e : entries) {
      n += e.prefix().size() + e.certificate().size();
    }
    return n;
  }
}
