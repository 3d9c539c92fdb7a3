package org.spiderlab.reductions.fair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EvidenceCheck;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.decide.FairDecider;
import org.spiderlab.core.decide.FairEvidence;
import org.spiderlab.core.decide.FairResult;
import org.spiderlab.core.decide.FairStatus;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.SkolemTable;

class FairToSpiderTest {
  static final QbfDecider PI2 = QbfDecider.cegar(Duration.ofSeconds(30));
  static final DeciderOptions OPTIONS = DeciderOptions.builder().threads(1).solver(
      org.spiderlab.core.solver.SolverOptions.builder()
          .strategy(org.spiderlab.core.solver.SearchStrategy.FOCUSED).maxStates(2_000_000)
          .build()).build();

  @Test
  void classes() {
    assertEquals(2, FairWitnessMaps.arrangementClasses(1).size());
    assertEquals(12, FairWitnessMaps.arrangementClasses(2).size());
    assertEquals(120, FairWitnessMaps.arrangementClasses(3).size());
  }

  @Test
  void trueFormulas() {
    for (ForallExists f : List.of(
        new ForallExists(1, Cnf.of(2, new int[] {1, -2}, new int[] {-1, 2})),
        new ForallExists(2, Cnf.of(3, new int[] {1, 2, 3}, new int[] {-1, -2, -3})))) {
      SkolemTable t = ((Pi2Answer.True) PI2.answer(f)).table().orElseThrow();
      FairInstance inst = FairToSpider.THESIS.reduce(f);
      assertTrue(FairToSpider.THESIS.sizeBound(f).admits(inst.game()));
      FairEvidence ev = FairToSpider.THESIS.forward(inst, t);
      EvidenceCheck c = EvidenceChecks.fair(inst.game(), ev);
      System.out.println(ev.entries().size() + " entries; " + c);
      FairResult r = FairDecider.decide(inst.game(), OPTIONS);
      System.out.println("  decider: " + r.status() + " " + r.statistics());
      if (r.status() == FairStatus.FAIR) {
        BackwardResult<SkolemTable> b = FairToSpider.THESIS.backward(inst,
            r.evidence().orElseThrow());
        System.out.println("  backward: " + b);
      }
    }
  }

  @Test
  void falseFormula() {
    ForallExists f = new ForallExists(1, Cnf.of(2, new int[] {1, 2}, new int[] {1, -2}));
    Pi2Answer a = PI2.answer(f);
    assertInstanceOf(Pi2Answer.False.class, a);
    FairInstance inst = FairToSpider.THESIS.reduce(f);
    Game lose = FairToSpider.losingArrangement(inst, ((Pi2Answer.False) a).counterexample());
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(lose).status());
  }
}
