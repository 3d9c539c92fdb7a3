package org.spiderlab.reductions.easy;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.Game;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * The output of {@link KEasyToSpider} (thesis 4.4.2): the pair {@code (G, k)} that the thesis
 * calls an instance of k-EASY ("Eine Instanz eines k-einfachen Spiel ist ein Paar (G, k)"), with
 * the 4.2 instance it was built around and the layout that explains it.
 *
 * @param source the forall-exists formula that was reduced
 * @param base the 3-SAT instance of thesis 4.2.1 built for the matrix (after width normalization)
 * @param game the k-EASY game: {@code base}'s game raised and blocked ({@link KEasyLayout})
 * @param layout where everything is
 * @param k the number of adversary moves the game must survive
 */
public record KEasyInstance(ForallExists source, ReducedInstance base, Game game,
    KEasyLayout layout, int k) implements Reduction.Instance<ForallExists> {

  public KEasyInstance {
    checkNotNull(source, "source");
    checkNotNull(base, "base");
    checkNotNull(game, "game");
    checkNotNull(layout, "layout");
    checkArgument(k >= 0, "k must be >= 0, got %s", k);
    checkArgument(base.source().equals(source.matrix()), "the base is not the matrix's");
    checkArgument(game.maxRank() == layout.maxRank() && game.pileCount() == layout.pileCount(),
        "the layout is not the game's");
  }

  /** t, the universal variables. */
  public int universals() {
    return source.universals();
  }
}
