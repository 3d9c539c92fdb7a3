package org.spiderlab.reductions.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.testkit.DynamicRun.Outcome;
import org.spiderlab.reductions.testkit.DynamicRun.Status;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * What a run of the kit reports (thesis 4.2, Lemma 4.2.2 as the property): the exact numbers of
 * instances checked, YES, NO and undecided, a random family's exact size and quota, where a
 * counterexample was found, the time spent, and whether it was shrunk.
 */
class ReductionChecksRunTest {
  static final Cnf SAT = Cnf.parse("1 2");
  static final Cnf UNSAT = Cnf.parse("1, -1");

  /** The thesis reduction with a game decider that never answers: nothing is solved. */
  static ReductionChecks<Cnf, Assignment, ReducedInstance, List<Move>> undeciding() {
    return ReductionChecks.of(CnfProblem.INSTANCE, SatSolver.decider(),
        ThreeSatToSpider.INSTANCE, g -> new GameAnswer.Unknown<>("max-states 1", 1));
  }

  /** Draw {@code i} is satisfiable for even {@code i}, unsatisfiable for odd. */
  static final RandomSource<Cnf> ALTERNATING = RandomSource.of("alternating",
      (seed, i) -> i % 2 == 0 ? SAT : UNSAT);

  @Test
  void aRunCountsYesNoAndUndecidedExactly() {
    long start = System.nanoTime();
    ReductionChecks.Result r = undeciding().random(ReductionChecksTest.TWO_CNF, 9, 8, 2, 6)
        .run();
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    assertEquals(List.of(8, 2, 6, 8), List.of(r.checked(), r.yes(), r.no(), r.undecided()),
        r.toString());
    assertEquals(List.of(), r.familyShortfalls(), "the quota is met exactly: " + r);
    assertEquals(Optional.empty(), r.counterexample());
    assertTrue(r.millisToFind() >= 0 && r.millisToFind() <= elapsed, r + " in " + elapsed);
    assertEquals(0, r.shrinkMillis());
    assertTrue(!r.timedOut());

    ReductionChecks.Result d = CnfChecks.of(ThreeSatToSpider.INSTANCE).decisionsOnly().exhaustive(
        new SourceFamily.Exhaustive<>("two", List.of(SAT, UNSAT))).run();
    assertEquals(List.of(2, 1, 1, 0), List.of(d.checked(), d.yes(), d.no(), d.undecided()),
        d.toString());
  }

  /** A random family holds exactly its count of instances, also when its quota is empty. */
  @Test
  void aRandomFamilyHoldsExactlyItsCount() {
    ReductionChecks.Result r = undeciding().random(ALTERNATING, 3, 3, 0, 0).run();
    assertEquals(List.of(3, 2, 1), List.of(r.checked(), r.yes(), r.no()), r.toString());
    List<Outcome> out = DynamicRun.run(undeciding().random(ALTERNATING, 3, 3, 0, 0).tests());
    assertEquals(List.of("alternating, seed 3 / seed 3 draw 0: 1 2",
        "alternating, seed 3 / seed 3 draw 1: 1, -1", "alternating, seed 3 / seed 3 draw 2: 1 2"),
        out.stream().map(Outcome::name).toList());
  }

  /**
   * A family that cannot meet its quota keeps room for the rarer answer and says so, both as a
   * failing dynamic test and in the run's result: here only NO instances come.
   */
  @Test
  void aFamilyOfOnlyNoInstancesFallsShortOfItsYesQuota() {
    RandomSource<Cnf> unsat = RandomSource.of("contradiction", (seed, i) -> UNSAT);
    String why = "contradiction, seed 2: 0 YES and 3 NO instances in 400 draws, but at least 1 YES"
        + " and 1 NO are required; choose parameters nearer the threshold, or more draws";
    ReductionChecks.Result r = undeciding().random(unsat, 2, 4).run();
    assertEquals(List.of(why), r.familyShortfalls());
    assertEquals(List.of(3, 0, 3), List.of(r.checked(), r.yes(), r.no()), r.toString());
    List<Outcome> out = DynamicRun.run(undeciding().random(unsat, 2, 4).tests());
    assertEquals(Status.FAILED, out.get(0).status());
    assertEquals(why, out.get(0).message());
  }

  /**
   * The first failure of a run, with where it was found in an exhaustive family; with shrinking
   * off it is reported as it was found. Names of the dynamic tests count from 1.
   */
  @Test
  void aRunStopsAtTheFirstFailureAndSaysWhereItWasFound() {
    SourceFamily.Exhaustive<Cnf> two = new SourceFamily.Exhaustive<>("two", List.of(SAT, UNSAT));
    var kit = CnfChecks.of(ReductionChecksTest.EVERYTHING_WINNABLE).decisionsOnly()
        .exhaustive(two);
    long start = System.nanoTime();
    ReductionChecks.Result r = kit.shrinkTries(0).run();
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    Counterexample cx = r.counterexample().orElseThrow();
    assertEquals(List.of(2, 1, 1), List.of(r.checked(), r.yes(), r.no()));
    assertEquals(Check.NO_INSTANCE, cx.check());
    assertEquals("two", cx.family());
    assertEquals("instance 2 of 2", cx.position());
    assertEquals("1, -1", cx.original());
    assertEquals("1, -1", cx.shrunk());
    assertEquals("not shrunk: shrinking is off (0 tries)", cx.shrinking());
    assertTrue(r.millisToFind() + r.shrinkMillis() <= elapsed, r + " in " + elapsed);

    Counterexample shrunk = kit.run().counterexample().orElseThrow();
    assertTrue(shrunk.shrinking().startsWith("1-minimal after "), shrunk.shrinking());

    List<Outcome> out = DynamicRun.run(kit.tests());
    assertEquals(List.of("two / #1 1 2", "two / #2 1, -1"),
        out.stream().map(Outcome::name).toList());
    assertEquals(List.of(Status.PASSED, Status.FAILED),
        out.stream().map(Outcome::status).toList());
    assertTrue(out.get(1).message().startsWith("NO_INSTANCE failed: two, instance 2 of 2\n"),
        out.get(1).message());
    String unshrunk = DynamicRun.run(kit.shrinkFailures(0).tests()).get(1).message();
    assertTrue(unshrunk.contains("shrunk: 1, -1 (not shrunk: only the first 0 failures of a run "
        + "are), as a file:"), unshrunk);
  }

  /** A run past its time limit starts no further instance. */
  @Test
  void aRunPastItsLimitStopsBeforeTheNextInstance() {
    long start = System.nanoTime();
    ReductionChecks.Result r = undeciding().exhaustive(new SourceFamily.Exhaustive<>("two",
        List.of(SAT, UNSAT))).run(Duration.ZERO);
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    assertTrue(r.timedOut(), r.toString());
    assertTrue(r.millisToFind() >= 0 && r.millisToFind() <= elapsed, r + " in " + elapsed);
    assertEquals(0, r.shrinkMillis());
    assertEquals(List.of(0, 0, 0), List.of(r.checked(), r.yes(), r.no()));
    assertEquals(Optional.empty(), r.counterexample());
  }

  /** A report's time is the time its checks took. */
  @Test
  void anInstanceReportsTheTimeOfItsChecks() {
    long start = System.nanoTime();
    InstanceReport<Cnf> rep = CnfChecks.of(ThreeSatToSpider.INSTANCE).checker()
        .check(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    long elapsed = (System.nanoTime() - start) / 1_000_000;
    assertTrue(rep.passed(), rep.toString());
    assertTrue(rep.millis() >= 0 && rep.millis() <= elapsed, rep.millis() + " > " + elapsed);
  }
}
