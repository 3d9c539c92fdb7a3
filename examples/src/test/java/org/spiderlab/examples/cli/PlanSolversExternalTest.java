package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * {@code plan-cnf} and {@code plan-decode} with real SAT solvers (Debian's {@code minisat} and
 * {@code cadical}): on seeded games with a stock and face-down cards, the formula at the
 * solver's shortest length decodes to a certificate of that length that the verifier
 * accepts, and the formula one move shorter is unsatisfiable. Runs with {@code -Pexternal};
 * skips, saying so, when a solver is not on PATH (install: {@code sudo apt-get update && sudo
 * apt-get install -y minisat cadical}).
 */
@Tag("external")
class PlanSolversExternalTest {
  @TempDir Path dir;

  static boolean onPath(String program) {
    for (String d : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (Files.isExecutable(Path.of(d, program))) {
        return true;
      }
    }
    return false;
  }

  /** Runs the solver on {@code cnf}; its answer (stdout, or MiniSat's result file) in a file. */
  Path solve(String solver, Path cnf) throws IOException, InterruptedException {
    Path answer = dir.resolve(cnf.getFileName() + "." + solver);
    List<String> cmd = solver.equals("minisat")
        ? List.of("minisat", cnf.toString(), answer.toString())
        : List.of("cadical", cnf.toString());
    ProcessBuilder pb = new ProcessBuilder(cmd);
    if (solver.equals("minisat")) {
      pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    } else {
      pb.redirectOutput(answer.toFile());
    }
    Process p = pb.redirectError(ProcessBuilder.Redirect.DISCARD).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), solver + " did not finish");
    int exit = p.exitValue();
    assertTrue(exit == 10 || exit == 20, solver + " exit " + exit);
    return answer;
  }

  @ParameterizedTest
  @ValueSource(strings = {"minisat", "cadical"})
  void modelsOfARealSolverDecodeToShortestWins(String solver) throws Exception {
    assumeTrue(onPath(solver), solver + " is not installed; install it with: sudo apt-get "
        + "update && sudo apt-get install -y minisat cadical");
    int checked = 0;
    for (RandomGames spec : List.of(new RandomGames(3, 2, 1, 3, 1, 30, Rule.SPIDER),
        new RandomGames(4, 1, 2, 4, 1, 50, Rule.SPIDER), RandomGames.oneSuit(5, 1, 4))) {
      for (long seed = 1; seed <= 6; seed++) {
        Game g = spec.generate(seed);
        SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true).build());
        if (bfs.status() != SolverStatus.WINNABLE || bfs.certificate().isEmpty()) {
          continue;
        }
        int len = bfs.certificate().size();
        Path game = CliRunner.write(dir, "g.spider", GameText.toText(g));
        for (int h : new int[] {len, len - 1}) {
          Path cnf = dir.resolve("p" + h + ".cnf");
          assertEquals(0, CliRunner.run("plan-cnf", game.toString(), "--horizon",
              String.valueOf(h), "-o", cnf.toString()).exit());
          var r = CliRunner.run("plan-decode", game.toString(), cnf.toString(),
              solve(solver, cnf).toString());
          String where = spec.describe(seed) + " horizon " + h + "\n" + r;
          assertEquals(0, r.exit(), where);
          assertEquals(h == len ? "PLAN: " + len + " moves"
              : "NO WIN WITHIN " + h + " MOVES (the solver answered UNSATISFIABLE)",
              r.firstLine(), where);
          if (h == len) {
            assertTrue(r.out().contains("verifier: WON after " + len + " moves"), where);
          }
        }
        checked++;
      }
    }
    assertTrue(checked >= 10, "games checked: " + checked);
  }

  @org.junit.jupiter.api.Test
  void solveRunsCadicalPerHorizon() {
    assumeTrue(onPath("cadical"), "cadical is not installed; install it with: sudo apt-get "
        + "update && sudo apt-get install -y cadical");
    var r = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--sat-solver",
        "cadical");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("certificate: 5 moves (shortest)"), r.toString());
  }
}
