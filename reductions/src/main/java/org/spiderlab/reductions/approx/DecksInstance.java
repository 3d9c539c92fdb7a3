package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * A reduced instance of thesis 4.5.1 ({@code decks = 2}: the 4.2 game itself) or 4.5.2 ({@code
 * decks = k}: {@code k - 2} complete decks, each sorted as one run from the king down to the ace,
 * under the big stack).
 *
 * @param base the 4.2 instance
 * @param decks the decks of the game, at least 2
 * @param game the reduced game
 */
public record DecksInstance(ReducedInstance base, int decks, Game game)
    implements ApproxInstance {
  public DecksInstance {
    checkNotNull(base, "base");
    checkNotNull(game, "game");
    checkArgument(decks >= 2, "decks must be at least 2, got %s", decks);
    checkArgument(game.cardCount() == (long) decks * base.game().maxRank()
        && game.pileCount() == base.game().pileCount(), "the game is not the base with %s decks",
        decks);
  }

  @Override
  public String additions() {
    return decks == 2 ? "nothing (the 4.2 game, two decks)"
        : (decks - 2) + (decks == 3 ? " deck" : " decks") + ", each sorted from "
            + base.game().maxRank() + " down to 1, under the big stack (pile "
            + (base.layout().bigStackPile() + 1) + ")";
  }

  /** The cards added under the big stack: {@code (decks - 2) * n}. */
  public long addedCards() {
    return (long) (decks - 2) * base.game().maxRank();
  }
}
