package org.spiderlab.reductions;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;
import org.spiderlab.core.Game;

/**
 * Upper bounds on the size of a reduced game as a function of the source instance (the
 * polynomial size part of a reduction, e.g. thesis 4.2.3 "Laufzeit"), checked on every instance a
 * test builds.
 *
 * @param ranks the most ranks ({@link Game#maxRank()})
 * @param piles the most piles
 * @param cards the most cards, tableau and stock
 */
public record SizeBound(long ranks, long piles, long cards) {
  public SizeBound {
    checkArgument(ranks >= 0 && piles >= 0 && cards >= 0,
        "bounds must be >= 0: ranks %s, piles %s, cards %s", ranks, piles, cards);
  }

  /** Whether {@code game} stays within every bound. */
  public boolean admits(Game game) {
    return violation(game).isEmpty();
  }

  /** Which bound {@code game} exceeds, e.g. {@code 31 piles > 30}; empty when none. */
  public Optional<String> violation(Game game) {
    if (game.maxRank() > ranks) {
      return Optional.of("maximal rank " + game.maxRank() + " > " + ranks);
    }
    if (game.pileCount() > piles) {
      return Optional.of(game.pileCount() + " piles > " + piles);
    }
    if (game.cardCount() > cards) {
      return Optional.of(game.cardCount() + " cards > " + cards);
    }
    return Optional.empty();
  }
}
