package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;

/**
 * The output of {@link ThreeSatToSpider}: the source formula, its width-3 normalization, the
 * one-suit two-deck Spider game of thesis 4.2.1 built from the 3-CNF and the {@link Layout} that
 * explains it.
 *
 * @param source the formula that was reduced (any CNF)
 * @param normalization the source brought to width three (the identity for a 3-CNF)
 * @param game the reduced game
 * @param layout where the construction put each area and gadget
 */
public record ReducedInstance(Cnf source, WidthNormalization normalization, Game game,
    Layout layout) implements Reduction.Instance<Cnf> {

  public ReducedInstance {
    checkNotNull(source, "source");
    checkNotNull(normalization, "normalization");
    checkNotNull(game, "game");
    checkNotNull(layout, "layout");
    checkArgument(normalization.original().equals(source),
        "the normalization is not the source's");
    checkArgument(game.maxRank() == layout.maxRank() && game.pileCount() == layout.pileCount(),
        "the layout is not the game's");
  }

  /** The 3-CNF the game encodes and the layout describes (the normalized source). */
  public Cnf formula() {
    return normalization.normalized();
  }
}
