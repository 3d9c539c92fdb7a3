package org.spiderlab.reductions.approx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.core.optimum.Optimiser;
import org.spiderlab.core.optimum.Optimum;
import org.spiderlab.core.optimum.OptimumStatus;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Which reading of "run" thesis 4.5.3 needs ({@code docs/APPROXIMATION.md}, docs/FINDINGS.md):
 * its NP-hardness "follows directly from 4.5.2" because "a run of height {@code n}" would be the
 * same as "a deck can be cleared". On the 4.5.2 games ({@code k = 3}) the exact optima show that
 * this holds when runs are counted on top ({@link RunReading#TOP}) and fails when any run inside
 * a pile counts ({@link RunReading#ANY}, the definition of thesis 1.3): the sorted deck under the
 * big stack is a run of height {@code n} from the start, while no deck can be cleared. On the
 * two-deck game of 4.2 neither reading reaches {@code n} for {@code (x) & (!x)}, as the argument
 * of {@code docs/APPROXIMATION.md} gives for every unsatisfiable formula (so the decision problem
 * is NP-hard under either reading).
 */
class RunReadingEvidenceTest {
  static final SolverOptions OPTS = SolverOptions.builder().maxStates(1_000_000)
      .strategy(SearchStrategy.FOCUSED).build();

  static int optimum(Game g, Objective o) {
    Optimum r = Optimiser.maximise(g, o, OPTS);
    assertEquals(OptimumStatus.OPTIMAL, r.status(), r.toString());
    return r.value();
  }

  @Test
  void onTheDecksGamesOnlyRunsOnTopMatchClears() {
    for (Cnf f : List.of(Cnf.parse("1, -1"), Cnf.parse("1 2, 1 -2, -1 2, -1 -2"),
        Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"), Cnf.parse("1 2, -1 2"))) {
      DecksInstance d = DecksReduction.decks(3).reduce(f);
      Game g = d.game();
      int n = g.maxRank();
      int val = optimum(g, Objective.runsCleared());
      int top = optimum(g, Objective.tallestRun(RunReading.TOP));
      int any = optimum(g, Objective.tallestRun(RunReading.ANY));
      String where = f + ": n = " + n + ", val = " + val + ", top " + top + ", any " + any;
      assertEquals(val >= 1, top >= n, where); // the step 4.5.3 takes from 4.5.2
      assertEquals(n, any, where); // the buried sorted deck counts from the start
      assertTrue(val == 0 || val == 3, where);
      if (val == 0) {
        assertTrue(top < n, where); // so "any run of height n" is not "a deck can be cleared"
      }
    }
  }

  @Test
  void onTheBaseGameBothReadingsStayBelowN() {
    Game g = DecksReduction.value().reduce(Cnf.parse("1, -1")).game();
    int n = g.maxRank();
    assertEquals(0, optimum(g, Objective.runsCleared()));
    assertEquals(7, optimum(g, Objective.tallestRun(RunReading.TOP)));
    assertEquals(19, optimum(g, Objective.tallestRun(RunReading.ANY)));
    assertEquals(43, n);
  }
}
