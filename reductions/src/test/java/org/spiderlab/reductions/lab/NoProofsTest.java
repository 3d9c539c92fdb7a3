package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.solver.Goal;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.DecksReduction;
import org.spiderlab.reductions.approx.Rho;
import org.spiderlab.reductions.approx.RunHeightReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.easy.KEasyInstance;
import org.spiderlab.reductions.easy.KEasyToSpider;
import org.spiderlab.reductions.easy.KEasyWitnessMaps;
import org.spiderlab.reductions.fair.FairInstance;
import org.spiderlab.reductions.fair.FairToSpider;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.FormulaEnumerator;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.lab.qbf.QbfDecider;
import org.spiderlab.reductions.lab.qbf.QbfEnumerator;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.testkit.CnfChecks;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.verifier.ProofChecker;
import org.spiderlab.verifier.ProofVerdict;

/**
 * Every NO answer of the exhaustive classes comes with a proof that the independent checker
 * ({@link ProofChecker}) accepts: the reduced games of the unsatisfiable formulas of the kit's
 * default class (3-SAT, thesis 4.2) and of the thesis 4.5 constructions (val, decks, run height:
 * the threshold out of reach), the losing arrangements of the false forall-exists formulas of
 * the exhaustive classes (FAIR, thesis 4.3) and the positions after their losing prefixes
 * (k-EASY, thesis 4.4), and the unsatisfiable formulas of the reach table with 4 to 6 variables.
 * Each proof is written by the proof-writing search ({@link ProofSearch}) and checked against
 * the game the lab reduces, so a NO that the checker cannot confirm fails the build.
 */
class NoProofsTest {

  static final SolverOptions OPTIONS = SolverOptions.builder().maxStates(200_000)
      .timeout(Duration.ofSeconds(60)).build();

  /** Writes the proof from {@code start} and checks it against {@code game}. */
  static ProofVerdict.Valid prove(ProofSearch.Start start, SolverOptions options, Game game,
      String what) {
    StringBuilder proof = new StringBuilder();
    try {
      ProofSearch.Outcome o = ProofSearch.solve(start, options, proof);
      assertEquals(SolverStatus.UNWINNABLE, o.result().status(), what);
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    ProofVerdict v = ProofChecker.check(game, new StringReader(proof.toString()), what);
    return assertInstanceOf(ProofVerdict.Valid.class, v, what + ": " + v);
  }

  private static List<Cnf> unsatisfiable(List<Cnf> formulas) {
    return formulas.stream()
        .filter(f -> !(SatSolver.solve(f) instanceof SatResult.Satisfiable)).toList();
  }

  @Test
  void everyUnsatisfiableFormulaOfTheDefaultClass() {
    List<Cnf> unsat = unsatisfiable(FormulaEnumerator.enumerate(CnfChecks.DEFAULT_CLASS));
    assertEquals(63, unsat.size());
    for (Cnf f : unsat) {
      Game g = ThreeSatToSpider.INSTANCE.reduce(f).game();
      assertTrue(prove(ProofSearch.Start.of(g), OPTIONS, g, f.toString()).claim()
          .equals("unwinnable"));
    }
  }

  @TestFactory
  Stream<DynamicTest> everyThresholdOutOfReachOfTheConstructionsOfThesis45() {
    List<Cnf> unsat = unsatisfiable(FormulaEnumerator.enumerate(CnfChecks.DEFAULT_CLASS));
    List<ApproxReduction<?>> reductions = List.of(DecksReduction.value(),
        DecksReduction.decks(3), RunHeightReduction.of(Rho.parse("1/2"), RunReading.TOP),
        RunHeightReduction.of(Rho.parse("1/2"), RunReading.ANY));
    return reductions.stream().map(red -> DynamicTest.dynamicTest(red.name(), () -> {
      for (Cnf f : unsat) {
        Game g = red.reduce(f).game();
        Goal goal = red.question().objective().atLeast(red.question().threshold(g));
        prove(ProofSearch.Start.of(g), OPTIONS.toBuilder().goal(goal).build(), g,
            red.name() + " " + f);
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyFalseForallExistsFormulaOfTheExhaustiveClasses() {
    QbfDecider cegar = QbfDecider.cegar(Duration.ofSeconds(30));
    return Stream.of(FormulaClass.of(3, 3, 3), FormulaClass.of(4, 3, 3))
        .map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
          int unfair = 0;
          for (ForallExists f : QbfEnumerator.enumerate(cls)) {
            if (!(cegar.answer(f) instanceof Pi2Answer.False no)) {
              continue;
            }
            unfair++;
            FairInstance fair = FairToSpider.THESIS.reduce(f);
            Game arrangement = FairToSpider.losingArrangement(fair, no.counterexample());
            assertTrue(prove(ProofSearch.Start.arrangement(fair.game(), arrangement), OPTIONS,
                fair.game(), "fair " + f).claim().endsWith("the game is not fair"));
            KEasyInstance easy = KEasyToSpider.REPAIRED.reduce(f);
            List<Move> prefix = KEasyWitnessMaps.losingPrefix(easy, no.counterexample());
            Board b = easy.game().toBoard();
            prefix.forEach(b::apply);
            assertTrue(prove(ProofSearch.Start.prefix(easy.game(), prefix,
                b.snapshot(easy.game().suits())), OPTIONS, easy.game(), "k-easy " + f).claim()
                .contains("not k-easy for any k >= " + prefix.size()));
          }
          assertTrue(unfair > 0, cls + ": no false formula");
        }));
  }

  /** The reach table's files and the seeded families with 4, 5 and 6 variables. */
  @Test
  void theUnsatisfiableFormulasOfTheReachTable() {
    for (String name : new String[] {"eight-clauses-3v.cnf", "random-unsat-4v14c.cnf",
        "random-unsat-4v18c.cnf", "random-unsat-5v22c.cnf", "pigeonhole-3-2.cnf",
        "pigeonhole-4-3.cnf"}) {
      Game g = ThreeSatToSpider.INSTANCE.reduce(DimacsReader.read(Path.of("..", "docs",
          "campaigns", name))).game();
      prove(ProofSearch.Start.of(g), OPTIONS, g, name);
    }
    int[][] families = {{4, 18, 30}, {5, 22, 24}, {6, 26, 20}};
    int proven = 0;
    for (int[] fam : families) {
      RandomFormulas family = new RandomFormulas(fam[0], fam[1], 3);
      for (long i = 0; i < fam[2]; i++) {
        Cnf f = family.generate(1, i);
        if (!(SatSolver.solve(f) instanceof SatResult.Satisfiable)) {
          Game g = ThreeSatToSpider.INSTANCE.reduce(f).game();
          prove(ProofSearch.Start.of(g), OPTIONS, g, f.toString());
          proven++;
        }
      }
    }
    assertEquals(17, proven);
  }
}
