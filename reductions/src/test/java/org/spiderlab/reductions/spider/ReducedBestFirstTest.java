package org.spiderlab.reductions.spider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.testing.ProjectFiles;

/**
 * Measurement (tag {@code slow}): {@link SearchStrategy#BEST_FIRST} on 3-SAT-reduced games
 * (thesis 4.2.1). Budget via {@code -Dsolver.reduced.states} (default 1,000,000), number of
 * SATLIB uf20-91 files (first in lexical order) via {@code -Dsolver.reduced.count} (default 20);
 * {@code -Dsolver.reduced.dfs=true} also runs the depth-first search for comparison.
 */
@Tag("slow")
class ReducedBestFirstTest {

  private static final Path SATLIB = ProjectFiles.satlib().resolve("uf20-91");

  private static SolverResult run(String name, Game game, long states, SearchStrategy s) {
    SolverOptions opt = SolverOptions.builder().maxStates(states).strategy(s).build();
    SolverResult r = Solver.solve(game, opt);
    System.out.printf(Locale.ROOT, "%-16s %-10s piles=%d cards=%d: %s moves=%d %s%n", name, s,
        game.pileCount(), game.cardCount(), r.status(), r.certificate().size(), r.statistics());
    return r;
  }

  @Test
  void thesisExampleAndUnsat() {
    Cnf sat = DimacsReader.parse("p cnf 3 3\n1 2 3 0\n-1 2 3 0\n-1 -2 -3 0\n", "thesis.cnf");
    SolverResult r = run("thesis example", ThreeSatToSpider.reduce(sat).game(), 1_000_000,
        SearchStrategy.BEST_FIRST);
    assertEquals(SolverStatus.WINNABLE, r.status());
    Cnf unsat = DimacsReader.parse("p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n", "unsat.cnf");
    Game g = ThreeSatToSpider.reduce(WidthNormalization.of(unsat).normalized()).game();
    SolverResult dfs = run("(x|y)&..&(!x|!y)", g, 5_000_000, SearchStrategy.DFS);
    SolverResult best = run("(x|y)&..&(!x|!y)", g, 5_000_000, SearchStrategy.BEST_FIRST);
    assertEquals(SolverStatus.UNWINNABLE, dfs.status());
    assertEquals(SolverStatus.UNWINNABLE, best.status());
    assertEquals(dfs.statistics().storedStates(), best.statistics().storedStates());
  }

  @Test
  void satlibUf20() throws Exception {
    long states = Long.getLong("solver.reduced.states", 1_000_000);
    int count = Integer.getInteger("solver.reduced.count", 20);
    boolean dfs = Boolean.getBoolean("solver.reduced.dfs");
    if (!Files.isDirectory(SATLIB)) {
      return;
    }
    List<Path> files;
    try (Stream<Path> s = Files.list(SATLIB)) {
      files = s.filter(p -> p.toString().endsWith(".cnf")).sorted().limit(count).toList();
    }
    int decided = 0;
    long t0 = System.nanoTime();
    for (Path f : files) {
      Game g = ThreeSatToSpider.reduce(DimacsReader.read(f)).game();
      String name = f.getFileName().toString();
      if (dfs) {
        run(name, g, states, SearchStrategy.DFS);
      }
      SolverResult r = run(name, g, states, SearchStrategy.BEST_FIRST);
      // uf20-91 formulas are satisfiable, so the reduced games are winnable (thesis 4.2.1)
      assertNotEquals(SolverStatus.UNWINNABLE, r.status(), name);
      if (r.status() == SolverStatus.WINNABLE) {
        decided++;
      }
    }
    System.out.printf(Locale.ROOT, "BEST_FIRST decided %d of %d within %d states, %.1f s%n",
        decided, files.size(), states, (System.nanoTime() - t0) / 1e9);
  }
}
