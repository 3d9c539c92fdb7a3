package org.spiderlab.reductions.testkit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.decide.EasyEvidence;
import org.spiderlab.reductions.easy.KEasyInstance;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.qbf.Pi2Lab;
import org.spiderlab.reductions.lab.qbf.QbfEnumerator;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.SkolemTable;
import org.spiderlab.reductions.testkit.DynamicRun.Outcome;
import org.spiderlab.reductions.testkit.DynamicRun.Status;

/**
 * The test kit on a Pi2 reduction (thesis 4.4.2, forall-exists 3-SAT to k-EASY), whose game
 * decider needs the instance (the {@code k} comes with it): the repaired reduction passes an
 * exhaustive QBF family and a seeded random one with false formulas, and the thesis' claim
 * {@code k = 2t} is caught with a shrunk QDIMACS counterexample (docs/FINDINGS.md, row 10).
 */
class Pi2KitTest {
  private static final DeciderOptions OPTIONS =
      Pi2Lab.deciderOptions(200_000, Duration.ofSeconds(20), 1);

  private static ReductionChecks<ForallExists, SkolemTable, KEasyInstance, EasyEvidence> kit(
      KEasyToSpider reduction) {
    List<ForallExists> firstClasses =
        QbfEnumerator.enumerate(FormulaClass.of(2, 2, 3)).stream().limit(40).toList();
    return ReductionChecks.of(Pi2Lab.easy(reduction, OPTIONS, Duration.ofSeconds(20)))
        .exhaustive(new SourceFamily.Exhaustive<>("forall-exists, <= 2 variables, <= 2 clauses",
            firstClasses))
        .random(new RandomSource<>() {
          final RandomForallExists gen = new RandomForallExists(1, 3, 4);

          @Override
          public String name() {
            return "random forall-exists, " + gen;
          }

          @Override
          public ForallExists generate(long seed, long index) {
            return gen.generate(seed, index);
          }
        }, 7, 8, 1, 1)
        .shrinkFailures(1);
  }

  @TestFactory
  Stream<DynamicNode> repairedKEasyPassesTheKit() {
    return kit(KEasyToSpider.REPAIRED).failOnUndecided(true).tests();
  }

  @Test
  void theThesisClaimIsCaughtWithAQdimacsCounterexample() {
    List<Outcome> failed =
        DynamicRun.with(DynamicRun.run(kit(KEasyToSpider.THESIS).tests()), Status.FAILED);
    assertFalse(failed.isEmpty(), "k = 2t not caught");
    String msg = failed.get(0).message();
    assertTrue(msg.startsWith(Check.YES_INSTANCE + " failed: "), msg);
    assertTrue(msg.contains("p cnf") && msg.contains("\na "), "a QDIMACS counterexample: " + msg);
  }
}
