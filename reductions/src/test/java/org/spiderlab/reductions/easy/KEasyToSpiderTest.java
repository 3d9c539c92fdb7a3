package org.spiderlab.reductions.easy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EasyDecider;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.core.decide.EasyResult;
import org.spiderlab.core.decide.EasyStatus;
import org.spiderlab.core.decide.EvidenceCheck;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.SkolemTable;

class KEasyToSpiderTest {
  static final QbfDecider PI2 = QbfDecider.cegar(Duration.ofSeconds(30));

  static SkolemTable table(ForallExists f) {
    Pi2Answer a = PI2.answer(f);
    return ((Pi2Answer.True) a).table().orElseThrow();
  }

  @Test
  void equalityTrueFormula() {
    ForallExists f = new ForallExists(1, Cnf.of(2, new int[] {1, -2}, new int[] {-1, 2}));
    SkolemTable t = table(f);
    for (KEasyToSpider red : List.of(KEasyToSpider.THESIS, KEasyToSpider.REPAIRED)) {
      KEasyInstance inst = red.reduce(f);
      assertTrue(red.sizeBound(f).admits(inst.game()));
      EasyEvidence ev = red.forward(inst, t);
      EvidenceCheck c = EvidenceChecks.easy(inst.game(), ev);
      System.out.println(red.name() + ": " + ev.entries().size() + " entries; " + c);
      EasyResult r = EasyDecider.decide(inst.game(), inst.k(), DeciderOptions.defaults());
      System.out.println("  decider: " + r.status() + " " + r.statistics());
      if (r.status() == EasyStatus.EASY) {
        BackwardResult<SkolemTable> b = red.backward(inst, r.evidence().orElseThrow());
        System.out.println("  backward: " + b);
      } else if (r.status() == EasyStatus.NOT_EASY) {
        System.out.println("  losing: " + r.losing().orElseThrow().prefix());
      }
    }
  }

  @Test
  void falseFormulaLosingPrefix() {
    ForallExists f = new ForallExists(1, Cnf.of(2, new int[] {1, 2}, new int[] {1, -2}));
    Pi2Answer a = PI2.answer(f);
    assertInstanceOf(Pi2Answer.False.class, a);
    for (KEasyToSpider red : List.of(KEasyToSpider.THESIS, KEasyToSpider.REPAIRED)) {
      KEasyInstance inst = red.reduce(f);
      List<Move> prefix = KEasyWitnessMaps.losingPrefix(inst,
          ((Pi2Answer.False) a).counterexample());
      assertEquals(inst.k(), prefix.size());
      Board b = inst.game().toBoard();
      prefix.forEach(b::apply);
      assertEquals(SolverStatus.UNWINNABLE, Solver.solve(b.snapshot(1)).status());
    }
  }
}
