package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.easy.KEasyInstance;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.fair.FairInstance;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.Campaign;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;

/**
 * The cross-check lab set up for the Pi2 reductions (thesis 4.3: the formula is true iff the
 * reduced game is fair; 4.4: iff it is k-easy): the CEGAR decider on Sat4j decides the formula
 * and gives the Skolem table ({@link QbfDecider}), {@link FairToSpider} or {@link KEasyToSpider}
 * builds the game, {@code core.decide}'s FAIR or k-EASY decider answers the game's question
 * without seeing the formula. Campaigns come from {@link QbfJobs}.
 */
public final class Pi2Lab {
  private Pi2Lab() {}

  /**
   * Decider options for reduced games: every game (an arrangement, or the end of a prefix) is
   * solved by the exact solver with the focused strategy (a win is found in a few hundred states
   * where the plain depth-first order wanders through millions; an UNWINNABLE is still a proof
   * by exhaustion), within {@code maxStates} stored states per game; the decision within {@code
   * timeout}, on {@code threads} threads.
   */
  public static DeciderOptions deciderOptions(long maxStates, Duration timeout, int threads) {
    checkArgument(maxStates >= 1, "maxStates must be >= 1, got %s", maxStates);
    checkNotNull(timeout, "timeout");
    SolverOptions solver = SolverOptions.builder().strategy(SearchStrategy.FOCUSED)
        .maxStates(maxStates).timeout(timeout).build();
    return DeciderOptions.builder().solver(solver).timeout(timeout).threads(threads).build();
  }

  /** The FAIR cross-check of {@code reduction}. */
  public static CrossCheck<ForallExists, SkolemTable, FairInstance, FairEvidence> fair(
      FairToSpider reduction, DeciderOptions options, Duration sourceTimeout) {
    return CrossCheck.of(QbfProblem.INSTANCE, QbfDecider.cegar(sourceTimeout), reduction,
        FairToSpider.decider(options));
  }

  /** The k-EASY cross-check of {@code reduction}. */
  public static CrossCheck<ForallExists, SkolemTable, KEasyInstance, EasyEvidence> easy(
      KEasyToSpider reduction, DeciderOptions options, Duration sourceTimeout) {
    return CrossCheck.of(QbfProblem.INSTANCE, QbfDecider.cegar(sourceTimeout), reduction,
        KEasyToSpider.decider(options));
  }

  /** A campaign of {@link #fair}. */
  public static Campaign<ForallExists> fairCampaign(FairToSpider reduction,
      DeciderOptions options, Duration sourceTimeout) {
    return Campaign.of(fair(reduction, options, sourceTimeout));
  }

  /** A campaign of {@link #easy}. */
  public static Campaign<ForallExists> easyCampaign(KEasyToSpider reduction,
      DeciderOptions options, Duration sourceTimeout) {
    return Campaign.of(easy(reduction, options, sourceTimeout));
  }
}
