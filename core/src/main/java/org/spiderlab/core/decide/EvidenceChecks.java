package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * Checks the evidence of a FAIR or EASY answer (thesis 4.3, 4.4) without trusting the deciders
 * that produced it: no code of {@link FairDecider} or {@link EasyDecider} is used. Certificates
 * are replayed on a {@link org.spiderlab.core.Board} (the verifier's rules; a caller outside core
 * may replay them once more with the verifier).
 *
 * <p><b>FAIR</b> ({@link #fair}): every entry is an arrangement of the template (the same
 * header, face-up cards and stock, face-down cards at the same places, the same multiset of
 * face-down cards) and its certificate wins it; and the entries leave no arrangement out. The
 * last part is a count, not an enumeration: the class of an arrangement is the set of
 * arrangements whose games are the same up to a renaming of the piles (stock columns included),
 * all winnable if one is; the checker computes each entry's class size by the orbit-stabilizer
 * theorem (a block of {@code b} piles with equal template columns contributes {@code b!}, divided
 * by {@code m!} for every {@code m} piles of the block that carry the same cards), sums them over
 * the distinct classes, and compares the sum with the number of arrangements,
 * {@code h! / (m_1! ... m_r!)}. A shortfall is reported with a missing arrangement, found by
 * walking the permutations of the face-down cards (up to {@code maxSearch} of them).
 *
 * <p><b>EASY</b> ({@link #easy}): every entry's prefix is legal and has at most {@code k} moves,
 * and prefix plus certificate wins the game; and every end of the adversary's sequences (legal
 * sequences of {@code k} moves, or fewer when no move is left after them; see
 * {@link EasyDecider}) is covered: the checker enumerates those sequences itself, merging only
 * identical positions at the same depth, and for every end finds an entry whose end is the same
 * up to a renaming of the piles, renames that entry's certificate and replays it from the end. So
 * a wrong class key could only make the check reject, never accept. The enumeration stores at
 * most {@code maxPositions} positions; beyond that the check is
 * {@link EvidenceCheck.Status#INCOMPLETE}.
 */
public final class EvidenceChecks {

  /** The most problems listed in one {@link EvidenceCheck}. */
  static final int MAX_PROBLEMS = 10;

  private EvidenceChecks() {}

  /** {@link #fair(Game, FairEvidence, long)} with up to 1,000,000 permutations searched. */
  public static EvidenceCheck fair(Game template, FairEvidence evidence) {
    return fair(template, evidence, 1_000_000);
  }

  /**
   * Checks FAIR evidence for {@code template}; see the class documentation.
   *
   * @param maxSearch the most permutations walked to name a missing arrangement
   */
  public static EvidenceCheck fair(Game template, FairEvidence evidence, long maxSearch) {
    checkNotNull(template, "template");
    checkNotNull(evidence, "evidence");
    checkArgument(maxSearch >= 0, "maxSearch must be >= 0, got %s", maxSearch);
    return new FairCheck(template, maxSearch).check(evidence);
  }

  /** {@link #easy(Game, EasyEvidence, long)} with up to 1,000,000 positions stored. */
  public static EvidenceCheck easy(Game game, EasyEvidence evidence) {
    return easy(game, evidence, 1_000_000);
  }

  /**
   * Checks EASY evidence for {@code game}; see the class documentation.
   *
   * @param maxPositions the most positions the check's own enumeration stores
   */
  public static EvidenceCheck easy(Game game, EasyEvidence evidence, long maxPositions) {
    checkNotNull(game, "game");
    checkNotNull(evidence, "evidence");
    checkArgument(maxPositions >= 1, "maxPositions must be >= 1, got %s", maxPositions);
    return new EasyCheck(game, evidence.k(), maxPositions).check(evidence);
  }

  /**
   * Why {@code arrangement} is not an arrangement of {@code template} (thesis 4.3: the same
   * header, face-up cards and stock, face-down cards at the same places, the same multiset of
   * face-down cards), or empty when it is one.
   */
  public static Optional<String> whyNotAnArrangement(Game template, Game arrangement) {
    checkNotNull(template, "template");
    checkNotNull(arrangement, "arrangement");
    return Optional.ofNullable(new FairCheck(template, 0).notAnArrangement(arrangement));
  }

  /** Why {@code moves} does not win {@code g}, or null. */
  static String whyNotWon(Game g, List<Move> moves) {
    Board b = g.toBoard();
    int k = 0;
    for (Move m : moves) {
      k++;
      String why = b.tryApply(m);
      if (why != null) {
        return "the certificate's move " + k + " (" + m + ") is illegal: " + why;
      }
    }
    return b.isWon() ? null : "the certificate does not win: " + b.describe();
  }
}
