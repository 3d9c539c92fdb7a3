package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.Solver;

/**
 * Decides FAIR (thesis 4.3) for any game: whether every arrangement of its face-down cards is
 * winnable.
 *
 * <p><b>The definition followed.</b> Thesis 4.3: "Ein Spiel heißt fair, wenn es unabhängig von
 * der Permutation der verdeckten Karten gewinnbar ist", and "Verdeckte Karten können direkt im
 * Startzustand spielbar sein, wenn über ihnen keine anderen Karten liegen". So the game file is a
 * template: its face-up cards and its stock are known to the player, its face-down cards (tops
 * included) are known only as a multiset. An <em>arrangement</em> puts a permutation of that
 * multiset on the face-down places of the file; each arrangement is a perfect-information game,
 * played from its turned starting position ({@link Game#withTopsTurnedUp()}, docs/FORMATS.md
 * "Moves"). The game is fair when every arrangement is winnable. A game without face-down cards
 * has one arrangement, itself: it is fair exactly when it is winnable. Stock cards are always
 * face up and are not permuted.
 *
 * <p><b>Enumeration.</b> Arrangements are enumerated up to identical cards (multiset
 * permutations) and, with {@link DeciderOptions#pileSymmetry()} (the default), up to
 * interchangeable piles: one arrangement per orbit of the group of pile permutations that map the
 * template onto itself, stock columns included. The soundness argument and the orbit count are in
 * {@code Arrangements}; the decider checks that the orbits of the classes shown winnable add up
 * to all arrangements before it answers FAIR.
 *
 * <p><b>Answers.</b> Each class representative is solved exactly by the {@link
 * org.spiderlab.core.solver.Solver} with {@link DeciderOptions#solver()}, in parallel on
 * {@link DeciderOptions#threads()} threads, stopping at the first unwinnable one (the first in
 * enumeration order). {@link FairStatus#UNFAIR} only with an arrangement the solver exhausted;
 * {@link FairStatus#FAIR} only with a certificate per class, each replayed on a board by the
 * solver ({@link FairEvidence}; {@link EvidenceChecks#fair} checks it independently);
 * {@link FairStatus#UNKNOWN} otherwise, with the limit hit: {@link DeciderOptions#maxArrangements()}
 * classes, the decision's timeout or memory, cancellation, or a solver limit on some class.
 */
public final class FairDecider {

  private FairDecider() {}

  /** The number of arrangements of {@code template}'s face-down cards (a multinomial). */
  public static BigInteger arrangementCount(Game template) {
    return Arrangements.of(checkNotNull(template, "template")).total();
  }

  /**
   * Decides whether {@code template} is fair; see the class documentation.
   *
   * @throws org.spiderlab.core.solver.GameTooLargeException when {@code template} exceeds a limit
   *     of the solver ({@link Solver#checkLimits})
   */
  public static FairResult decide(Game template, DeciderOptions options) {
    checkNotNull(template, "template");
    checkNotNull(options, "options");
    Solver.checkLimits(template); // the solver runs on arrangements of this shape
    Arrangements arr = Arrangements.of(template);
    BigInteger total = arr.total();
    Arrangements.Cursor cursor = arr.cursor(options.pileSymmetry());
    long classes = 0;
    try (SolvePool<Game> pool = new SolvePool<>(options, total, g -> 64 + 8 * g.cardCount())) {
      while (pool.open() && cursor.next()) {
        if (classes >= options.maxArrangements()) {
          pool.cutOff(DeciderLimit.of(DeciderLimit.Kind.MAX_ARRANGEMENTS,
              options.maxArrangements()));
          break;
        }
        int[] choice = cursor.choice();
        Game g = arr.arrangement(choice);
        BigInteger weight = options.pileSymmetry() ? arr.orbitSize(choice) : BigInteger.ONE;
        pool.submit(classes++, g, g, weight);
        pool.enumerated(1);
      }
      pool.finish();
      FairStatistics stats = new FairStatistics(total, classes, pool.solved(), pool.winnable(),
          pool.unknown(), pool.covered(), pool.solverStates(), pool.elapsed());
      if (pool.loser().isPresent()) {
        return new FairResult(FairStatus.UNFAIR, stats, Optional.empty(),
            Optional.of(new FairResult.Losing(pool.loserGame(), pool.loser().get().result())),
            Optional.empty());
      }
      Optional<DeciderLimit> limit = pool.limit();
      if (limit.isPresent()) {
        return new FairResult(FairStatus.UNKNOWN, stats, limit, Optional.empty(),
            Optional.empty());
      }
      if (!pool.covered().equals(total)) {
        throw new IllegalStateException("the " + classes + " classes cover " + pool.covered()
            + " of " + total + " arrangements: the enumeration is wrong");
      }
      List<FairEvidence.Entry> entries = new ArrayList<>();
      for (SolvePool.Solved<Game> s : pool.winners()) {
        entries.add(new FairEvidence.Entry(s.tag(), s.result().certificate()));
      }
      return new FairResult(FairStatus.FAIR, stats, Optional.empty(), Optional.empty(),
          Optional.of(new FairEvidence(entries)));
    }
  }
}
