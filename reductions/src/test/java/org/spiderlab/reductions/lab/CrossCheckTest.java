package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.solver.SolverOptions;

/** The real cross-check (Sat4j, reduction, witness maps, verifier, solver) on small formulas. */
class CrossCheckTest {
  static final SolverOptions OPTS = SolverOptions.builder().maxStates(2_000_000)
      .timeout(Duration.ofSeconds(60)).build();

  @TempDir Path dir;

  @Test
  void thesisExampleAgreesWithBothWitnesses() {
    CrossCheck.Report rep = CrossCheck.run(
        CrossCheck.toCnf(Formula.parse("1 2 3, -1 2 3, -1 -2 -3")), OPTS);
    CrossCheckResult r = rep.result();
    assertEquals("AGREE SAT WINNABLE", r.headline(), r.toString());
    assertEquals(Boolean.TRUE, r.forwardWon(), r.toString());
    assertEquals(Boolean.TRUE, r.backwardOk(), r.toString());
    assertNull(r.failure());
    assertTrue(rep.cnf().evaluate(rep.backward().orElseThrow()));
  }

  @Test
  void unsatAgrees() {
    CrossCheckResult r = CrossCheck.check(Formula.parse("1, -1"), OPTS);
    assertEquals("AGREE UNSAT UNWINNABLE", r.headline(), r.toString());
    assertNull(r.forwardWon());
    assertNull(r.backwardOk());
  }

  @Test
  void tooFewStatesIsUndecided() {
    CrossCheckResult r = CrossCheck.check(Formula.parse("1 2 3, -1 2 3, -1 -2 -3"),
        SolverOptions.builder().maxStates(10).build());
    assertEquals("UNDECIDED SAT UNKNOWN", r.headline());
    assertTrue(r.limit().startsWith("max-states"), r.limit());
    assertEquals(Boolean.TRUE, r.forwardWon(), "the forward witness is checked anyway");
  }

  /** Every formula with at most 1 variable, 2 clauses of width 1, and with 2 variables, 2 clauses of width 2. */
  @Test
  void smallExhaustiveClassesAgree() {
    for (FormulaClass cls : List.of(FormulaClass.of(1, 2, 1), FormulaClass.of(2, 2, 2))) {
      try (ResultsStore store = ResultsStore.open(dir.resolve(cls.toString().replace(' ', '_')
          .replace("<=", "")))) {
        Campaign.Summary s = Campaign.run(Campaign.exhaustive(cls), CrossCheck.checker(OPTS),
            store, new Campaign.Settings(2, 100, null, 1000));
        assertEquals(s.total(), s.byOutcome().getOrDefault(Outcome.AGREE, 0), s.table());
        assertTrue(s.failures().isEmpty(), s.table());
        assertTrue(s.unsatisfiable() > 0 && s.satisfiable() > 0, s.table());
      }
    }
  }

  /** The campaign of the CLI's default exhaustive class (503 formulas); minutes on 2 cores. */
  @Test
  @Tag("slow")
  void exhaustiveThreeVarsFourClausesWidthThree() {
    try (ResultsStore store = ResultsStore.open(dir.resolve("x343"))) {
      Campaign.Summary s = Campaign.run(Campaign.exhaustive(FormulaClass.of(3, 4, 3)),
          CrossCheck.checker(SolverOptions.builder().maxStates(500_000)
              .timeout(Duration.ofSeconds(30)).build()),
          store, new Campaign.Settings(2, 500, System.err, 10_000));
      System.err.print(s.table());
      assertTrue(s.failures().isEmpty(), s.table());
      assertTrue(s.byOutcome().getOrDefault(Outcome.AGREE, 0) > s.total() / 2, s.table());
    }
  }
}
