package org.spiderlab.reductions.testkit.mutants;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * A {@link Mutant} of the thesis-4.2.1 construction as a {@link Reduction}: the project's
 * construction of the (possibly mis-read) normalized formula, edited by the mutant, with the
 * project's witness maps and size bound, as an implementer who got the construction wrong but
 * the maps right would have them. Where the edit keeps the layout's piles and ranks, the maps run
 * on the mutated game; where it changes them, the forward map's certificate for the unmutated
 * game is carried over pile by pile (dropping moves of removed piles), and the backward map
 * rejects every certificate that wins (it reads piles and ranks the mutant moved).
 */
final class MutantReduction
    implements Reduction<Cnf, Assignment, MutantReduction.Instance, List<Move>> {
  private static final ThreeSatToSpider R = ThreeSatToSpider.INSTANCE;
  private final Mutant mutant;

  MutantReduction(Mutant mutant) {
    this.mutant = checkNotNull(mutant, "mutant");
  }

  /**
   * A mutated instance.
   *
   * @param source the formula reduced
   * @param base the project's reduction of the formula as the mutant reads it
   * @param game the mutated game
   * @param pileMap where each of {@code base}'s piles went in {@code game}, -1 if removed
   */
  record Instance(Cnf source, ReducedInstance base, Game game, int[] pileMap)
      implements Reduction.Instance<Cnf> {
    boolean sameShape() {
      return game.maxRank() == base.game().maxRank()
          && game.pileCount() == base.game().pileCount();
    }

    /** The base instance carrying the mutated game (only for {@link #sameShape}). */
    ReducedInstance view() {
      return new ReducedInstance(base.source(), base.normalization(), game, base.layout());
    }
  }

  @Override
  public String name() {
    return "mutant " + mutant.name();
  }

  @Override
  public GameQuestion<List<Move>> question() {
    return GameQuestion.WINNABLE;
  }

  @Override
  public Instance reduce(Cnf source) {
    ReducedInstance base = R.reduce(mutant.formula().isPresent()
        ? mutant.formula().get().apply(WidthNormalization.of(source).normalized()) : source);
    Sketch s = Sketch.of(base.game());
    mutant.edit().apply(s, base.layout());
    return new Instance(source, base, s.toGame(), s.pileMap());
  }

  @Override
  public List<Move> forward(Instance instance, Assignment witness) {
    if (instance.sameShape()) {
      return R.forward(instance.view(), witness);
    }
    List<Move> out = new ArrayList<>();
    int[] map = instance.pileMap();
    for (Move m : R.forward(instance.base(), witness)) {
      if (m instanceof Move.Transfer t && map[t.source()] >= 0 && map[t.target()] >= 0) {
        out.add(Move.transfer(map[t.source()], t.count(), map[t.target()]));
      } else if (m instanceof Move.Clear c && map[c.source()] >= 0) {
        out.add(Move.clear(map[c.source()]));
      }
    }
    return out;
  }

  @Override
  public BackwardResult<Assignment> backward(Instance instance, List<Move> certificate) {
    if (instance.sameShape()) {
      return R.backward(instance.view(), certificate);
    }
    Verdict v = Verifier.verify(instance.game(), certificate);
    if (!v.isWon()) {
      return BackwardResult.notWon(v, "the certificate does not win: " + v);
    }
    return BackwardResult.noWitness("the mutant moved piles or ranks that the backward map "
        + "reads");
  }

  @Override
  public SizeBound sizeBound(Cnf source) {
    return R.sizeBound(source);
  }
}
