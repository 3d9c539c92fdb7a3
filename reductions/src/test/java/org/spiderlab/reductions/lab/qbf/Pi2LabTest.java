package org.spiderlab.reductions.lab.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.Outcome;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * The lab on the first classes of the exhaustive class (every forall-exists CNF with at most 3
 * variables and 3 clauses of width at most 3, up to isomorphism): both sides decided, every
 * witness checked. The whole class runs with {@code spiderlab campaign --to fair|k-easy
 * --exhaustive} (docs/LAB-RESULTS.md).
 */
class Pi2LabTest {
  static final DeciderOptions OPTIONS = Pi2Lab.deciderOptions(300_000, Duration.ofSeconds(60), 1);
  static final Duration SOURCE = Duration.ofSeconds(30);
  static final int FIRST = 40;

  static List<ForallExists> firstClasses() {
    return QbfEnumerator.enumerate(FormulaClass.of(3, 3, 3)).subList(0, FIRST);
  }

  @TestFactory
  Stream<DynamicTest> fairAgrees() {
    var check = Pi2Lab.fair(FairToSpider.THESIS, OPTIONS, SOURCE);
    return firstClasses().stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      CrossCheckResult r = check.check(f);
      assertEquals(Outcome.AGREE, r.outcome(), r.toString());
      assertTrue(r.failure().isEmpty(), r.toString());
      assertTrue(r.headline().equals("AGREE TRUE FAIR") || r.headline().equals(
          "AGREE FALSE UNFAIR"), r.headline());
    }));
  }

  @TestFactory
  Stream<DynamicTest> repairedEasyAgrees() {
    var check = Pi2Lab.easy(KEasyToSpider.REPAIRED, OPTIONS, SOURCE);
    return firstClasses().stream().map(f -> DynamicTest.dynamicTest(f.toString(), () -> {
      CrossCheckResult r = check.check(f);
      assertEquals(Outcome.AGREE, r.outcome(), r.toString());
      assertTrue(r.failure().isEmpty(), r.toString());
    }));
  }

  /** The thesis' k = 2t on the shrunk counterexample of docs/FINDINGS.md, row 10. */
  @Test
  void thesisEasyDisagrees() {
    var check = Pi2Lab.easy(KEasyToSpider.THESIS, OPTIONS, SOURCE);
    var report = check.run(new ForallExists(1, Cnf.of(2, new int[] {1, 2})));
    assertEquals("DISAGREE TRUE NOT-EASY", report.result().headline());
    assertTrue(report.forwardProblem().orElseThrow().contains("no entry covers the end of the "
        + "prefix m 3 1 1,m 5 1 3"), report.forwardProblem().get());
  }
}
