package org.spiderlab.reductions.testkit;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The project's 3-SAT reduction (thesis 4.2, Lemma 4.2.2) through the test kit's default budget:
 * every check on every formula, and no formula may stay undecided.
 */
class ThreeSatToSpiderKitTest {

  @TestFactory
  Stream<DynamicNode> thesisReductionPassesTheDefaultBudget() {
    return CnfChecks.defaults(ThreeSatToSpider.INSTANCE).failOnUndecided(true).tests();
  }
}
