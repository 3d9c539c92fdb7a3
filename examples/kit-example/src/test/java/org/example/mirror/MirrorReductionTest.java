package org.example.mirror;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.testkit.CnfChecks;

class MirrorReductionTest {

  @TestFactory
  Stream<DynamicNode> mirrorReductionIsCorrect() {
    return CnfChecks.of(MirrorReduction.INSTANCE)
        .exhaustive(CnfChecks.upToIsomorphism(FormulaClass.of(3, 3, 3)))
        .random(CnfChecks.formulas(new RandomFormulas(3, 5, 2)), 42, 20)
        .failOnUndecided(true)
        .tests();
  }
}
