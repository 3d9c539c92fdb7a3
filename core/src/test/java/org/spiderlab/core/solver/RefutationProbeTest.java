package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.PysolDeals;

/**
 * The bounded complete search inside the staged best-first phase ({@link RefutationProbe}): with
 * it the strategy proves PySolFC's game 14934 unwinnable early (on one thread and as a
 * portfolio), a deal won before the probe's mark is won exactly as without it, and with
 * the probe due at once the strategy's verdicts are the complete search's on seeded small games
 * with a stock (the probe deciding most of them itself).
 */
class RefutationProbeTest {

  @Test
  void provesGame14934() {
    // without the probe the staged phase runs its passes on nine tenths of this budget (36
    // million states) before the complete search, which needs 101,519; the probe is due after
    // 500,000 states here (8 million by default), on one thread and in the portfolio's first member
    Game g = PysolDeals.deal(4, 14934);
    for (int threads = 1; threads <= 2; threads++) {
      SolverResult r = BestFirstSearch.run(g, SolverOptions.builder().maxStates(40_000_000)
          .threads(threads).build(), null, 500_000);
      assertEquals(SolverStatus.UNWINNABLE, r.status(), threads + " threads: " + r);
      long stored = r.statistics().storedStates();
      assertTrue(stored < 8_000_000, threads + " threads: the probe did not end the phase, "
          + stored + " states stored");
    }
    assertTrue(RefutationProbe.STATES > 101_519, "the probe's states do not cover game 14934");
  }

  @Test
  void dealsWonBeforeTheMarkAreWonAsWithoutIt() {
    // below the probe's 8 million states and without a time limit the probe is never due: every
    // result, won or not, must be the same
    SolverOptions opt = SolverOptions.builder().maxStates(2_000_000).build();
    int compared = 0;
    for (int n : new int[] {11, 27, 32}) { // won within a few hundred thousand states
      Game g = PysolDeals.deal(4, n);
      SolverResult with = BestFirstSearch.firstPhase(g, opt, null);
      SolverResult without = PassSchedule.run(g, opt, null, true, null, 1,
          RefutationProbe.none());
      assertEquals(without.status(), with.status(), "game " + n);
      assertEquals(without.statistics().storedStates(), with.statistics().storedStates(),
          "game " + n);
      assertEquals(without.certificate(), with.certificate(), "game " + n);
      if (with.status() == SolverStatus.WINNABLE) {
        SolverPropertyTest.assertCertificateWins(g, with.certificate(), "game " + n);
        compared++;
      }
    }
    assertTrue(compared >= 2, "only " + compared + " of games 11, 27, 32 won within 2 million states");
  }

  @Test
  void dueAtOnceTheVerdictsAreTheCompleteSearchs() {
    int decided = 0;
    int probeWon = 0;
    int probeProved = 0;
    for (long seed = 0; seed < 500; seed++) {
      Game g = StockFixpointTest.spec(seed).generate(seed);
      int threads = seed % 5 == 4 ? 2 : 1;
      String where = StockFixpointTest.spec(seed).describe(seed) + ", " + threads + " threads";
      SolverOptions opt = SolverOptions.builder()
          .strategy(SearchStrategy.DFS).maxStates(200_000).threads(threads).build();
      SolverResult dfs = Solver.solve(g, opt);
      SolverResult r = BestFirstSearch.run(g, opt, null, 0);
      if (dfs.status() == SolverStatus.UNKNOWN || r.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      assertEquals(dfs.status(), r.status(), where);
      if (r.status() == SolverStatus.WINNABLE) {
        SolverPropertyTest.assertCertificateWins(g, r.certificate(), where);
      }
      boolean byProbe = threads == 1 && r.statistics().storedStates()
          == dfs.statistics().storedStates(); // the probe ran first and alone
      if (byProbe && r.status() == SolverStatus.WINNABLE) {
        probeWon++;
        assertEquals(dfs.certificate(), r.certificate(), "the probe is the complete search: "
            + where);
      }
      probeProved += byProbe && r.status() == SolverStatus.UNWINNABLE ? 1 : 0;
    }
    assertTrue(decided > 400, "only " + decided + " decided");
    assertTrue(probeWon > 50 && probeProved > 50,
        "won " + probeWon + ", proved " + probeProved);
  }
}
