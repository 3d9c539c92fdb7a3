package org.spiderlab.reductions.lab.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.approx.ApproxInstance;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.DecksReduction;
import org.spiderlab.reductions.approx.Rho;
import org.spiderlab.reductions.approx.RunHeightReduction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;

/**
 * The cross-check of the constructions of thesis 4.5 (Sat4j, reduction, forward certificate
 * replayed by the verifier, exact optimum, backward map) on small satisfiable and unsatisfiable
 * formulas: the result lines name the exact optimum, which is the one the thesis predicts.
 */
class ApproxLabTest {
  static final SolverOptions OPTS = SolverOptions.builder().maxStates(2_000_000)
      .timeout(Duration.ofSeconds(60)).strategy(SearchStrategy.FOCUSED).build();
  static final Cnf EXAMPLE = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");
  static final Cnf CONTRADICTION = Cnf.parse("1, -1");
  static final Cnf FOUR = Cnf.parse("1 2, 1 -2, -1 2, -1 -2");

  static <I extends ApproxInstance> CrossCheckResult check(ApproxReduction<I> red, Cnf f) {
    CrossCheck.Report<Cnf, Assignment, I, List<Move>> rep = ApproxLab.crossCheck(red, OPTS).run(f);
    CrossCheckResult r = rep.result();
    assertEquals(Optional.empty(), r.failure(), red.name() + " " + f + ": " + r);
    if (r.satisfiable()) {
      assertEquals(Boolean.TRUE, r.forwardWon(), r.toString());
      assertEquals(Boolean.TRUE, r.backwardOk(), r.toString());
      assertTrue(f.evaluate(rep.backward().orElseThrow()));
    } else {
      assertTrue(rep.game() instanceof GameAnswer.No<List<Move>>, r.toString());
    }
    return r;
  }

  @Test
  void valueIsTwoOrZero() {
    DecksReduction val = DecksReduction.value();
    assertEquals("AGREE SAT VAL=2", check(val, EXAMPLE).headline());
    assertEquals("AGREE UNSAT VAL=0", check(val, CONTRADICTION).headline());
    assertEquals("AGREE UNSAT VAL=0", check(val, FOUR).headline());
  }

  @Test
  void decksAreKOrZero() {
    assertEquals("AGREE SAT VAL=4", check(DecksReduction.decks(4), EXAMPLE).headline());
    assertEquals("AGREE UNSAT VAL=0", check(DecksReduction.decks(3), FOUR).headline());
  }

  @Test
  void runHeightIsTheTallRunOrBelowN() {
    RunHeightReduction top = RunHeightReduction.of(new Rho(1, 2), RunReading.TOP);
    assertEquals("AGREE SAT MAX-RUN=213", check(top, EXAMPLE).headline());
    // FOUR: n = 81; the tallest run on top is the selection chain grown to 9 cards
    assertEquals("AGREE UNSAT MAX-RUN=9", check(top, FOUR).headline());
    RunHeightReduction any = RunHeightReduction.of(new Rho(1, 1), RunReading.ANY);
    // CONTRADICTION, (a|a|a)&(-a|-a|-a): n = 43; the big stack holds a run from the first
    // clause rank c = 6i + 2o + 3 = 21 down to the second initial card 2i + 1 = 3 from the start
    CrossCheckResult r = check(any, CONTRADICTION);
    assertEquals("AGREE UNSAT MAX-RUN=19", r.headline(), r.toString());
  }
}
