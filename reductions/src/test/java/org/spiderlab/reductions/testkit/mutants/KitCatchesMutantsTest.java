package org.spiderlab.reductions.testkit.mutants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.testkit.Check;
import org.spiderlab.reductions.testkit.CnfChecks;
import org.spiderlab.reductions.testkit.DynamicRun;
import org.spiderlab.reductions.testkit.DynamicRun.Outcome;
import org.spiderlab.reductions.testkit.DynamicRun.Status;
import org.spiderlab.reductions.testkit.ReductionChecks;

/**
 * The kit's own evidence in the default build: representative mutants of the thesis-4.2.1
 * construction make its dynamic tests fail, each under the check that should catch it, with a
 * DIMACS formula in the message that fails the same way when checked again; the equivalent mutant
 * passes. The whole catalogue runs with {@code -Pmutants} ({@code MutationCatalogueTest}).
 */
class KitCatchesMutantsTest {

  static Mutant mutant(String name) {
    return Catalogue.all().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow();
  }

  /** A small budget: every CNF with 3 variables, 3 clauses, width 3, and 8 random 2-CNF. */
  static ReductionChecks<Cnf, Assignment, MutantReduction.Instance, List<Move>> kit(Mutant m) {
    return CnfChecks.of(m.reduction())
        .exhaustive(CnfChecks.upToIsomorphism(FormulaClass.of(3, 3, 3)))
        .random(CnfChecks.formulas(new RandomFormulas(3, 5, 2)), CnfChecks.DEFAULT_SEED, 8)
        .shrinkFailures(1);
  }

  static Stream<Arguments> caught() {
    return Stream.of(
        Arguments.of("lock-pair-reversed", false, Check.FORWARD_MAP),
        Arguments.of("lock-pair-reversed", true, Check.NO_INSTANCE),
        Arguments.of("missing-lock-pile", true, Check.YES_INSTANCE),
        Arguments.of("clause-piles-use-lower-lock-rank", true, Check.SIZE_BOUND),
        Arguments.of("last-clause-dropped", false, Check.NO_INSTANCE),
        Arguments.of("selection-piles-swapped", false, Check.FORWARD_MAP));
  }

  @ParameterizedTest(name = "{0}, decisions only: {1} -> {2}")
  @MethodSource("caught")
  void theFirstFailingTestNamesTheCheckAndAReproducibleFormula(String name, boolean decisions,
      Check expected) {
    Mutant m = mutant(name);
    ReductionChecks<Cnf, Assignment, MutantReduction.Instance, List<Move>> kit = decisions ? kit(m).decisionsOnly() : kit(m);
    List<Outcome> failed = DynamicRun.with(DynamicRun.run(kit.tests()), Status.FAILED);
    assertTrue(!failed.isEmpty(), name + " not caught");
    String msg = failed.get(0).message();
    assertTrue(msg.startsWith(expected + " failed: "), name + ": " + msg);
    Cnf shrunk = DimacsReader.parse(msg.substring(msg.indexOf("c " + expected)), name);
    assertEquals(expected, kit.checker().check(shrunk).primary().orElseThrow().check(),
        name + ": the shrunk formula " + shrunk + " fails the same check again");
  }

  @ParameterizedTest
  @MethodSource("harmless")
  void aHarmlessMutantPassesTheDecisiveChecks(String name) {
    List<Outcome> out = DynamicRun.run(kit(mutant(name)).decisionsOnly().tests());
    assertEquals(List.of(), DynamicRun.with(out, Status.FAILED), name);
  }

  static Stream<String> harmless() {
    return Stream.of("clauses-reversed", "selection-piles-swapped", "clause-pairs-swapped");
  }

  @org.junit.jupiter.api.Test
  void theEquivalentMutantPassesEveryCheck() {
    List<Outcome> out = DynamicRun.run(kit(mutant("clauses-reversed")).tests());
    assertEquals(List.of(), DynamicRun.with(out, Status.FAILED));
    assertTrue(out.size() > 50, out.size() + " tests");
  }
}
