package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * A reduced instance of thesis 4.5.3: the 4.2 game of maximal rank {@code n} with the ranks
 * {@code n+1 .. n + ceil(n / rho)} added, one copy of each ascending under the big stack and one
 * under the rest stack.
 *
 * @param base the 4.2 instance
 * @param rho the approximation ratio the instance is built against
 * @param game the reduced game
 */
public record RunHeightInstance(ReducedInstance base, Rho rho, Game game)
    implements ApproxInstance {
  public RunHeightInstance {
    checkNotNull(base, "base");
    checkNotNull(rho, "rho");
    checkNotNull(game, "game");
    checkArgument(game.maxRank() == base.game().maxRank()
        + rho.addedRanks(base.game().maxRank()), "the game is not the base with ranks added");
  }

  /** The base game's maximal rank {@code n}: a run this tall needs the locks lifted. */
  public int baseRank() {
    return base.game().maxRank();
  }

  @Override
  public String additions() {
    return "ranks " + (baseRank() + 1) + ".." + game.maxRank() + " (ceil(n / rho), rho = " + rho
        + "), ascending, under the big stack (pile " + (base.layout().bigStackPile() + 1)
        + ") and under the rest stack (pile " + (base.layout().restStackPile() + 1) + ")";
  }

  /** The ranks added above the end card, {@code ceil(n / rho)}. */
  public int addedRanks() {
    return game.maxRank() - baseRank();
  }
}
