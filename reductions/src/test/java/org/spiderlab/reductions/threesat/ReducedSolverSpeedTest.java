package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.testing.ProjectFiles;

/**
 * Measurement (tag {@code slow}): the exact solver's states per second on 3-SAT-reduced
 * instances (thesis 4.2.1) with many piles. Budgets via {@code -Dsolver.reduced.states} (default
 * 200,000) and the SATLIB files via {@code -Dsolver.reduced.files} (default uf20-01).
 */
@Tag("slow")
class ReducedSolverSpeedTest {

  private static final Path SATLIB = ProjectFiles.satlib().resolve("uf20-91");

  private static SolverResult run(String name, Game game, long states) {
    SolverOptions opt = SolverOptions.builder().maxStates(states).build();
    SolverResult r = Solver.solve(game, opt);
    System.out.printf(Locale.ROOT, "%-24s piles=%d cards=%d: %s %s%n", name, game.pileCount(),
        game.cardCount(), r.status(), r.statistics());
    return r;
  }

  @Test
  void thesisExample() {
    Cnf cnf = DimacsReader.parse("p cnf 3 3\n1 2 3 0\n-1 2 3 0\n-1 -2 -3 0\n", "thesis.cnf");
    Game g = ThreeSatToSpider.construct(cnf).game();
    for (int i = 0; i < 3; i++) {
      SolverResult r = run("thesis example", g, 1_000_000);
      assertNotEquals(SolverStatus.UNWINNABLE, r.status());
    }
  }

  @Test
  void satlibUf20() throws Exception {
    long states = Long.getLong("solver.reduced.states", 200_000);
    String files = System.getProperty("solver.reduced.files", "uf20-01.cnf");
    for (String f : files.split(",")) {
      Path path = SATLIB.resolve(f.trim());
      if (!Files.exists(path)) {
        continue;
      }
      Game g = ThreeSatToSpider.construct(DimacsReader.read(path)).game();
      SolverResult r = run(f, g, states);
      // uf20-91 formulas are satisfiable, so the reduced games are winnable (thesis 4.2.1)
      assertNotEquals(SolverStatus.UNWINNABLE, r.status(), f);
      assertTrue(r.statistics().storedStates() > 0);
    }
  }
}
