package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.sat4j.specs.ISolver;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * {@link ExternalPlanner} with Sat4j's own command-line launcher as the external program (a
 * separate JVM per horizon, SAT-competition output), so that it runs everywhere: on seeded games of
 * several kinds, the shortest length of the solver's shortest mode, verified, and UNKNOWN one move
 * below; the program's failures (output that is no answer, running out of time) are UNKNOWN with
 * the reason. CaDiCaL itself: {@code ExternalPlannerCadicalTest} ({@code -Pexternal}).
 */
class ExternalPlannerTest {

  /** {@code java -cp SAT4J org.sat4j.BasicLauncher}. */
  static List<String> sat4jLauncher() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String jar = Path.of(ISolver.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI()).toString();
    return List.of(java, "-cp", jar, "org.sat4j.BasicLauncher");
  }

  static void agreesWithBreadthFirstSearch(Game g, List<String> command, String where) {
    SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true)
        .maxStates(2_000_000).build());
    assertEquals(SolverStatus.WINNABLE, bfs.status(), where);
    int len = bfs.certificate().size();
    PlanResult plan = ExternalPlanner.plan(g, PlanOptions.of(12, Duration.ofMinutes(2)),
        command);
    assertEquals(SolverStatus.WINNABLE, plan.status(), where + " " + plan);
    assertEquals(len, plan.plan().size(), where);
    assertTrue(Verifier.verify(g, plan.plan()) instanceof Verdict.Won, where);
    if (len > 0) {
      PlanResult shorter = ExternalPlanner.plan(g, PlanOptions.of(len - 1,
          Duration.ofMinutes(2)), command);
      assertEquals(SolverStatus.UNKNOWN, shorter.status(), where);
      assertEquals(len - 1, shorter.horizon(), where);
      assertEquals("horizon " + (len - 1), shorter.limit().orElseThrow(), where);
    }
  }

  /**
   * One test per game of every {@code stride}-th kind of {@link SatPlannerTest} and seeds {@code
   * 1..seeds} whose shortest win has at most {@code maxLength} moves.
   */
  static List<DynamicTest> againstBreadthFirstSearch(int stride, int seeds, int maxLength,
      List<String> command) {
    List<DynamicTest> tests = new ArrayList<>();
    List<RandomGames> specs = SatPlannerTest.specs();
    for (int i = 0; i < specs.size(); i += stride) {
      RandomGames spec = specs.get(i);
      for (long seed = 1; seed <= seeds; seed++) {
        Game g = spec.generate(seed);
        SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true)
            .maxStates(2_000_000).build());
        if (bfs.status() != SolverStatus.WINNABLE || bfs.certificate().size() > maxLength) {
          continue;
        }
        String where = spec.describe(seed);
        tests.add(DynamicTest.dynamicTest(where, () ->
            agreesWithBreadthFirstSearch(g, command, where)));
      }
    }
    return tests;
  }

  @TestFactory
  Stream<DynamicTest> shortestLengthsAgreeWithBreadthFirstSearch() throws Exception {
    List<DynamicTest> tests = againstBreadthFirstSearch(2, 2, 8, sat4jLauncher());
    assertTrue(tests.size() >= 5, "games: " + tests.size());
    return tests.stream();
  }

  @Test
  void aProgramThatGivesNoAnswerIsUnknownWithTheReason() throws Exception {
    Game g = GameText.parse("spider ranks=3 suits=1\npile 1S 3S\npile 2S\n");
    PlanResult echo = ExternalPlanner.plan(g, PlanOptions.of(6, Duration.ofSeconds(30)),
        List.of("echo", "hello"));
    assertEquals(SolverStatus.UNKNOWN, echo.status(), echo.toString());
    assertTrue(echo.limit().orElseThrow().startsWith("echo: "), echo.toString());
    PlanResult slow = ExternalPlanner.plan(g, PlanOptions.of(6, Duration.ofMillis(500)),
        List.of("sh", "-c", "sleep 20"));
    assertEquals(SolverStatus.UNKNOWN, slow.status(), slow.toString());
    assertTrue(slow.limit().orElseThrow().startsWith("timeout"), slow.toString());
    PlanResult missing = ExternalPlanner.plan(g, PlanOptions.of(6, Duration.ofSeconds(5)),
        List.of("no-such-solver-program"));
    assertEquals(SolverStatus.UNKNOWN, missing.status(), missing.toString());
    assertTrue(missing.limit().orElseThrow().startsWith("no-such-solver-program: "),
        missing.toString());
    assertThrows(IllegalArgumentException.class, () -> ExternalPlanner.plan(g,
        PlanOptions.of(6, Duration.ofSeconds(5)).withCanonicalOrder(true), sat4jLauncher()));
  }
}
