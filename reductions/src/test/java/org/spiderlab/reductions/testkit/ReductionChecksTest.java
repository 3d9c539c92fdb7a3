package org.spiderlab.reductions.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.Isomorphism;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.testing.DelegatingReduction;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.reductions.testkit.DynamicRun.Outcome;
import org.spiderlab.reductions.testkit.DynamicRun.Status;

/**
 * The kit's dynamic tests fail when they should, with the check, the seed and the shrunk formula
 * in DIMACS in the message; random families hold NO instances; undecided instances are aborted
 * (thesis 4.2, Lemma 4.2.2 as the property).
 */
class ReductionChecksTest {
  static final RandomSource<Cnf> TWO_CNF = CnfChecks.formulas(new RandomFormulas(3, 5, 2));

  /** Every formula reduces to the game of the formula without clauses: always winnable. */
  static final Reduction<Cnf, Assignment, ReducedInstance, List<Move>> EVERYTHING_WINNABLE =
      new DelegatingReduction() {
        @Override
        public ReducedInstance reduce(Cnf f) {
          return super.reduce(Cnf.of(f.variables()));
        }

        @Override
        public SizeBound sizeBound(Cnf f) {
          return super.sizeBound(Cnf.of(f.variables()));
        }
      };

  @Test
  void aWrongReductionFailsWithTheCheckTheSeedAndAMinimalDimacsFormula() throws Exception {
    List<Outcome> out = DynamicRun.run(CnfChecks.of(EVERYTHING_WINNABLE).decisionsOnly()
        .random(TWO_CNF, 5, 16).tests());
    List<Outcome> failed = DynamicRun.with(out, Status.FAILED);
    assertTrue(failed.size() >= 4, "at least a quarter of 16 are unsatisfiable: " + out);
    Outcome first = failed.get(0);
    assertTrue(first.name().startsWith("random 2-CNF, 3 variables, 5 clauses, seed 5 / seed 5 "
        + "draw "), first.name());
    String msg = first.message();
    assertTrue(msg.startsWith("NO_INSTANCE failed: random 2-CNF, 3 variables, 5 clauses, seed 5,"
        + " seed 5, draw "), msg);
    assertTrue(msg.contains("1-minimal after"), msg);
    String file = msg.substring(msg.indexOf("c NO_INSTANCE"));
    Cnf shrunk = DimacsReader.parse(file, "message");
    assertEquals(Isomorphism.canonical(Cnf.parse("1, -1")), Isomorphism.canonical(shrunk),
        "every unsatisfiable formula shrinks to (v) & (-v): " + msg);
    // the file reproduces the failure
    InstanceReport<Cnf> again = CnfChecks.of(EVERYTHING_WINNABLE).checker().check(shrunk);
    assertEquals(Check.NO_INSTANCE, again.primary().orElseThrow().check());
    // only the first three failures are shrunk
    assertTrue(failed.get(3).message().contains("not shrunk: only the first 3 failures"),
        failed.get(3).message());
    assertEquals(out.size() - failed.size(), DynamicRun.with(out, Status.PASSED).size());
  }

  @Test
  void theThesisReductionPassesASmallClass() {
    SourceFamily.Exhaustive<Cnf> cls = CnfChecks.upToIsomorphism(FormulaClass.of(2, 2, 2));
    List<Outcome> out = DynamicRun.run(CnfChecks.of(ThreeSatToSpider.INSTANCE).exhaustive(cls)
        .tests());
    assertEquals(List.of(), DynamicRun.with(out, Status.FAILED));
    assertEquals(List.of(), DynamicRun.with(out, Status.ABORTED));
    assertEquals(cls.instances().size(), out.size());
    assertTrue(out.get(0).name().startsWith("every CNF with vars<=2 clauses<=2 width<=2 up to "
        + "isomorphism / #1 "), out.get(0).name());
  }

  @Test
  void aRandomFamilyWithoutNoInstancesFails() {
    RandomSource<Cnf> satisfiable = RandomSource.of("one clause", (seed, i) -> Cnf.parse("1 2"));
    List<Outcome> out = DynamicRun.run(CnfChecks.of(ThreeSatToSpider.INSTANCE)
        .random(satisfiable, 1, 4).tests());
    Outcome quota = out.get(0);
    assertEquals(Status.FAILED, quota.status(), out.toString());
    assertEquals("one clause, seed 1 / the family holds YES and NO instances", quota.name());
    assertTrue(quota.message().startsWith("one clause, seed 1: 3 YES and 0 NO instances in 400 "
        + "draws, but at least 1 YES and 1 NO are required"), quota.message());
  }

  @Test
  void aRandomFamilyHoldsItsQuotaOfNoInstances() {
    ReductionChecks.Result r = CnfChecks.of(ThreeSatToSpider.INSTANCE).decisionsOnly()
        .random(TWO_CNF, 9, 8, 2, 6).run();
    assertEquals(8, r.checked());
    assertTrue(r.no() >= 6 && r.yes() >= 2, r.toString());
    assertTrue(r.counterexample().isEmpty(), r.toString());
  }

  @Test
  void undecidedInstancesAreAbortedOrFail() {
    ReductionChecks<Cnf, Assignment, ReducedInstance, List<Move>> kit = ReductionChecks.of(
        CnfProblem.INSTANCE, SatSolver.decider(), ThreeSatToSpider.INSTANCE,
        g -> new GameAnswer.Unknown<>("max-states 1", 1))
        .exhaustive(new SourceFamily.Exhaustive<>("two", List.of(Cnf.parse("1"),
            Cnf.parse("1, -1"))));
    List<Outcome> aborted = DynamicRun.run(kit.tests());
    assertEquals(2, DynamicRun.with(aborted, Status.ABORTED).size(), aborted.toString());
    assertTrue(aborted.get(0).message().startsWith("#1 1: undecided: the game decider gave no "
        + "answer: "), aborted.get(0).message());
    assertEquals(2, DynamicRun.with(DynamicRun.run(kit.failOnUndecided(true).tests()),
        Status.FAILED).size());
  }
}
