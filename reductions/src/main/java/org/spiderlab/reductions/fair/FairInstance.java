package org.spiderlab.reductions.fair;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * The output of {@link FairToSpider} (thesis 4.3.3): the FAIR template, a game whose face-down
 * cards are the universal literals' selection cards, with the 4.2 instance it was built around
 * and the layout that explains it.
 *
 * @param source the forall-exists formula that was reduced
 * @param base the 3-SAT instance of thesis 4.2.1 built for the matrix (after width normalization)
 * @param game the template: hidden pile {@code j} holds {@code s_-vj} under {@code s_vj}, both
 *     face down; FAIR asks about every arrangement of these cards
 * @param layout where everything is
 */
public record FairInstance(ForallExists source, ReducedInstance base, Game game,
    FairLayout layout) implements Reduction.Instance<ForallExists> {

  public FairInstance {
    checkNotNull(source, "source");
    checkNotNull(base, "base");
    checkNotNull(game, "game");
    checkNotNull(layout, "layout");
    checkArgument(base.source().equals(source.matrix()), "the base is not the matrix's");
    checkArgument(game.maxRank() == layout.maxRank() && game.pileCount() == layout.pileCount(),
        "the layout is not the game's");
  }

  /** t, the universal variables. */
  public int universals() {
    return source.universals();
  }
}
