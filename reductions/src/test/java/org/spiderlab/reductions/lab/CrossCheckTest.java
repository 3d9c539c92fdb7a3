package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.CnfJobs;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.testing.DelegatingReduction;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/** The real cross-check (Sat4j, reduction, witness maps, verifier, solver) on small formulas. */
class CrossCheckTest {
  static final SolverOptions OPTS = SolverOptions.builder().maxStates(2_000_000)
      .timeout(Duration.ofSeconds(60)).build();
  static final CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> CHECK = ThreeSatLab.crossCheck(OPTS);

  @TempDir Path dir;

  @Test
  void thesisExampleAgreesWithBothWitnesses() {
    CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> rep =
        CHECK.run(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    CrossCheckResult r = rep.result();
    assertEquals("AGREE SAT WINNABLE", r.headline(), r.toString());
    assertEquals("1 2 3, -1 2 3, -1 -2 -3", r.formula());
    assertEquals(Boolean.TRUE, r.forwardWon(), r.toString());
    assertEquals(Boolean.TRUE, r.backwardOk(), r.toString());
    assertEquals(Optional.empty(), r.failure());
    assertTrue(rep.source().evaluate(rep.backward().orElseThrow()));
  }

  /**
   * A source decider that gives no answer in time: the game is still decided and its evidence
   * checked, the outcome is UNDECIDED with the answer UNKNOWN, the limit names the source's
   * reason, and nothing is a failure.
   */
  @Test
  void aSourceDeciderWithoutAnswerIsUndecided() {
    SourceDecider<Cnf, Assignment> silent = cnf -> new SourceAnswer.Unknown<>("Sat4j: timeout");
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> check = CrossCheck.of(
        CnfProblem.INSTANCE, silent, ThreeSatToSpider.INSTANCE, GameDecider.solver(OPTS));
    CrossCheckResult unsat = check.check(Cnf.parse("1, -1"));
    assertEquals("UNDECIDED UNKNOWN UNWINNABLE", unsat.headline(), unsat.toString());
    assertEquals(Outcome.UNDECIDED, unsat.outcome());
    assertEquals("source: Sat4j: timeout", unsat.limit());
    assertEquals(false, unsat.sourceDecided());
    assertEquals(Optional.empty(), unsat.failure());
    CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> sat =
        check.run(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    CrossCheckResult r = sat.result();
    assertEquals("UNDECIDED UNKNOWN WINNABLE", r.headline(), r.toString());
    assertEquals(null, r.forwardWon());
    assertEquals(Boolean.TRUE, r.backwardOk(), r.toString());
    assertTrue(sat.source().evaluate(sat.backward().orElseThrow()));
    assertEquals(Optional.empty(), r.failure());
    assertTrue(CHECK.check(Cnf.parse("1, -1")).sourceDecided());
    // the game's own limit follows the source's
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> tight = CrossCheck.of(
        CnfProblem.INSTANCE, silent, ThreeSatToSpider.INSTANCE,
        GameDecider.solver(SolverOptions.builder().maxStates(1).build()));
    CrossCheckResult both = tight.check(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    assertEquals("UNDECIDED UNKNOWN UNKNOWN", both.headline(), both.toString());
    assertTrue(both.limit().startsWith("source: Sat4j: timeout; game: "), both.limit());
  }

  @Test
  void unsatAgrees() {
    CrossCheckResult r = CHECK.check(Cnf.parse("1, -1"));
    assertEquals("AGREE UNSAT UNWINNABLE", r.headline(), r.toString());
    assertEquals(null, r.forwardWon());
    assertEquals(null, r.backwardOk());
  }

  @Test
  void formulasWithoutClausesOrVariablesAgree() {
    for (Cnf f : List.of(Cnf.of(0), Cnf.of(3))) {
      CrossCheckResult r = CHECK.check(f);
      assertEquals("AGREE SAT WINNABLE", r.headline(), f.variables() + " variables: " + r);
      assertEquals(Boolean.TRUE, r.forwardWon(), r.toString());
      assertEquals(Boolean.TRUE, r.backwardOk(), r.toString());
    }
  }

  @Test
  void tooFewStatesIsUndecided() {
    CrossCheckResult r = ThreeSatLab.crossCheck(SolverOptions.builder().maxStates(10).build())
        .check(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    assertEquals("UNDECIDED SAT UNKNOWN", r.headline());
    assertTrue(r.limit().startsWith("max-states"), r.limit());
    assertEquals(Boolean.TRUE, r.forwardWon(), "the forward witness is checked anyway");
  }

  /** Broken parts are caught: each kind of failure, from deliberately wrong pieces. */
  @Test
  void everyKindOfFailureIsDetected() {
    Cnf thesis = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");
    // a game decider that says UNWINNABLE: DISAGREE
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> liar = CrossCheck.of(CnfProblem.INSTANCE,
        SatSolver.decider(), ThreeSatToSpider.INSTANCE, g -> {
          GameAnswer<List<Move>> real = GameDecider.solver(OPTS).decide(g);
          return new GameAnswer.No<>("a liar", real.states());
        });
    assertEquals(Optional.of(CrossCheckFailure.DISAGREE), liar.check(thesis).failure());
    // a forward map that plays nothing: FORWARD; a backward map that reads a falsifying
    // assignment: BACKWARD
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> noForward = CrossCheck.of(
        CnfProblem.INSTANCE, SatSolver.decider(), new DelegatingReduction() {
          @Override
          public List<Move> forward(ReducedInstance i, Assignment w) {
            return List.of();
          }
        }, GameDecider.solver(OPTS));
    assertEquals(Optional.of(CrossCheckFailure.FORWARD), noForward.check(thesis).failure());
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> badBackward = CrossCheck.of(
        CnfProblem.INSTANCE, SatSolver.decider(), new DelegatingReduction() {
          @Override
          public BackwardResult<Assignment> backward(ReducedInstance i, List<Move> c) {
            return new BackwardResult.Witness<>(Assignment.ofValues(true, true, true));
          }
        }, GameDecider.solver(OPTS));
    CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> rep = badBackward.run(thesis);
    assertEquals(Optional.of(CrossCheckFailure.BACKWARD), rep.result().failure());
    assertEquals(Optional.of("the assignment 1 2 3 falsifies clause 3"), rep.backwardProblem());
    // a game decider whose YES evidence does not win: BACKWARD, before any backward map runs
    CrossCheck<Cnf, Assignment, ReducedInstance, List<Move>> emptyYes = CrossCheck.of(
        CnfProblem.INSTANCE, SatSolver.decider(), ThreeSatToSpider.INSTANCE,
        g -> new GameAnswer.Yes<>(List.of(), 0));
    CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> empty = emptyYes.run(thesis);
    assertEquals("AGREE SAT WINNABLE", empty.result().headline());
    assertEquals(Optional.of(CrossCheckFailure.BACKWARD), empty.result().failure());
    assertTrue(empty.backwardProblem().orElseThrow()
        .startsWith("the game decider's evidence proves nothing: the certificate does not win"),
        empty.backwardProblem().toString());
  }

  /** Every formula with at most 1 variable, 2 clauses of width 1, and with 2 variables, 2 clauses of width 2. */
  @Test
  void smallExhaustiveClassesAgree() {
    for (FormulaClass cls : List.of(FormulaClass.of(1, 2, 1), FormulaClass.of(2, 2, 2))) {
      try (ResultsStore store = ResultsStore.open(dir.resolve(cls.toString().replace(' ', '_')
          .replace("<=", "")))) {
        Campaign.Summary<Cnf> s = Campaign.of(CHECK).run(CnfJobs.exhaustive(cls), store,
            new Campaign.Settings(2, 100), CampaignListener.none());
        assertEquals(s.total(), s.byOutcome().getOrDefault(Outcome.AGREE, 0), s.toString());
        assertTrue(s.failures().isEmpty(), s.toString());
        assertTrue(s.unsatisfiable() > 0 && s.satisfiable() > 0, s.toString());
      }
    }
  }

  /** The campaign of the CLI's default exhaustive class (503 formulas); minutes on 2 cores. */
  @Test
  @Tag("slow")
  void exhaustiveThreeVarsFourClausesWidthThree() {
    try (ResultsStore store = ResultsStore.open(dir.resolve("x343"))) {
      Campaign.Summary<Cnf> s = ThreeSatLab.campaign(SolverOptions.builder().maxStates(500_000)
              .timeout(Duration.ofSeconds(30)).build())
          .run(CnfJobs.exhaustive(FormulaClass.of(3, 4, 3)), store, new Campaign.Settings(2, 500),
              CampaignListener.none());
      assertTrue(s.failures().isEmpty(), s.toString());
      assertEquals(503, s.total(), s.toString());
      assertEquals(440, s.satisfiable(), s.toString());
      assertEquals(s.total(), s.byOutcome().getOrDefault(Outcome.AGREE, 0), s.toString());
    }
  }
}
