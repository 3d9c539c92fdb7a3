package org.spiderlab.reductions.lab.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.qbf.BruteForcePi2;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.EnumerationDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Options;
import org.spiderlab.reductions.qbf.Pi2Witnesses;

/**
 * CEGAR (strengthened and plain), enumeration and brute-force evaluation agree on every forall-exists formula of the
 * exhaustive classes (up to isomorphism), and every witness checks out.
 */
class Pi2ExhaustiveTest {
  static final Duration CHECK = Duration.ofSeconds(30);

  @TestFactory
  Stream<DynamicTest> everyClassAgrees() {
    CegarDecider cegar = CegarDecider.withDefaults();
    CegarDecider plain = CegarDecider.plain(Pi2Options.defaults());
    EnumerationDecider enumeration = EnumerationDecider.withDefaults();
    return Stream.of(FormulaClass.of(3, 3, 3), FormulaClass.of(4, 3, 3))
        .map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
          List<ForallExists> all = QbfEnumerator.enumerate(cls);
          for (ForallExists f : all) {
            String truth = BruteForcePi2.isTrue(f) ? "TRUE" : "FALSE";
            for (Pi2Answer a : List.of(cegar.decide(f), plain.decide(f), enumeration.decide(f))) {
              String context = cls + ": " + QbfProblem.INSTANCE.encode(f);
              assertEquals(truth, a.word(), context);
              assertEquals(Optional.empty(), Pi2Witnesses.refute(f, a, CHECK), context);
            }
          }
        }));
  }
}
