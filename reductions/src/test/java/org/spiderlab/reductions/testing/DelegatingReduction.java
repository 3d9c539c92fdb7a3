package org.spiderlab.reductions.testing;

import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The thesis-4.2 reduction behind a seam: every method delegates to {@link ThreeSatToSpider}, and
 * a test overrides one to make a deliberately broken reduction (a forward map that plays nothing,
 * a backward map that reads nonsense, a size bound too small), to show that the lab and the test
 * kit catch it.
 */
public class DelegatingReduction
    implements Reduction<Cnf, Assignment, ReducedInstance, List<Move>> {
  @Override
  public String name() {
    return "delegating to " + ThreeSatToSpider.INSTANCE.name();
  }

  @Override
  public GameQuestion<List<Move>> question() {
    return GameQuestion.WINNABLE;
  }

  @Override
  public ReducedInstance reduce(Cnf source) {
    return ThreeSatToSpider.INSTANCE.reduce(source);
  }

  @Override
  public List<Move> forward(ReducedInstance instance, Assignment witness) {
    return ThreeSatToSpider.INSTANCE.forward(instance, witness);
  }

  @Override
  public BackwardResult<Assignment> backward(ReducedInstance instance, List<Move> certificate) {
    return ThreeSatToSpider.INSTANCE.backward(instance, certificate);
  }

  @Override
  public SizeBound sizeBound(Cnf source) {
    return ThreeSatToSpider.INSTANCE.sizeBound(source);
  }
}
