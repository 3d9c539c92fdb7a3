package org.spiderlab.reductions.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.qbf.QbfEnumerator;
import org.spiderlab.reductions.lab.qbf.QbfProblem;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;

/**
 * SpiderLab's CEGAR decider against DepQBF on the exhaustive class (542 formulas) and on
 * random formulas with 20 universal variables near the threshold: the same answers, and
 * DepQBF's counterexamples ({@code --qdo}) have no extension. Runs with {@code -Pexternal} when
 * {@code depqbf} is on PATH (tens of seconds); docs/QBF.md has the figures.
 */
@Tag("external")
class DepqbfComparisonTest {
  static final Duration LIMIT = Duration.ofSeconds(120);

  static void assertAgree(ForallExists f, Pi2Decider ours, Pi2Decider depqbf, String context) {
    Pi2Answer a = ours.decide(f);
    Pi2Answer b = depqbf.decide(f);
    assertEquals(a.word(), b.word(), context + ": " + QbfProblem.INSTANCE.encode(f));
    assertEquals(Optional.empty(), Pi2Witnesses.refute(f, a, LIMIT), context);
    assertEquals(Optional.empty(), Pi2Witnesses.refute(f, b, LIMIT), context);
  }

  @Test
  void exhaustiveClass() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), ExternalQbfSolverTest.MISSING);
    Pi2Decider ours = CegarDecider.of(Pi2Options.defaults().withTimeout(LIMIT));
    Pi2Decider depqbf = ExternalQbfSolver.depqbf(LIMIT);
    List<ForallExists> all = QbfEnumerator.enumerate(FormulaClass.of(3, 3, 3));
    assertEquals(542, all.size());
    for (ForallExists f : all) {
      assertAgree(f, ours, depqbf, "vars<=3 clauses<=3 width<=3");
    }
  }

  @Test
  void randomWithTwentyUniversals() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), ExternalQbfSolverTest.MISSING);
    Pi2Decider ours = CegarDecider.of(Pi2Options.defaults().withTimeout(LIMIT));
    Pi2Decider depqbf = ExternalQbfSolver.depqbf(LIMIT);
    RandomForallExists gen = new RandomForallExists(20, 160, 330);
    for (int i = 0; i < 20; i++) {
      assertAgree(gen.generate(1, i), ours, depqbf, gen + " seed 1 #" + i);
    }
  }
}
