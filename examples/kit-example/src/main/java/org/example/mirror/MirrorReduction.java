package org.example.mirror;

import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/** SAT to Spider through the mirror image: every literal negated, then thesis 4.2. */
public final class MirrorReduction
    implements Reduction<Cnf, Assignment, MirrorReduction.Mirrored, List<Move>> {
  public static final MirrorReduction INSTANCE = new MirrorReduction();
  private static final ThreeSatToSpider INNER = ThreeSatToSpider.INSTANCE;

  /** The reduced instance: the source formula and the 4.2 game of its mirror image. */
  public record Mirrored(Cnf source, ReducedInstance inner) implements Reduction.Instance<Cnf> {
    @Override
    public Game game() {
      return inner.game();
    }
  }

  @Override
  public String name() {
    return "SAT -> SPIDER through the mirror image";
  }

  @Override
  public GameQuestion<List<Move>> question() {
    return GameQuestion.WINNABLE;         // the evidence of a YES is a winning certificate
  }

  @Override
  public Mirrored reduce(Cnf formula) {
    return new Mirrored(formula, INNER.reduce(mirror(formula)));
  }

  @Override
  public List<Move> forward(Mirrored instance, Assignment model) {
    return INNER.forward(instance.inner(), mirror(model)); // a model of the mirror image
  }

  @Override
  public BackwardResult<Assignment> backward(Mirrored instance, List<Move> certificate) {
    BackwardResult<Assignment> read = INNER.backward(instance.inner(), certificate);
    return read instanceof BackwardResult.Witness<Assignment> w
        ? new BackwardResult.Witness<>(mirror(w.witness()))
        : read;                           // NOT_WON or NO_WITNESS, as the 4.2 map says
  }

  @Override
  public SizeBound sizeBound(Cnf formula) {
    return INNER.sizeBound(formula);      // mirroring changes no size
  }

  static Cnf mirror(Cnf formula) {
    int[][] clauses = formula.clauses(); // a copy
    for (int[] clause : clauses) {
      for (int i = 0; i < clause.length; i++) {
        clause[i] = -clause[i];
      }
    }
    return Cnf.of(formula.variables(), clauses);
  }

  static Assignment mirror(Assignment a) {
    return Assignment.of(a.variables(), v -> !a.value(v));
  }
}
