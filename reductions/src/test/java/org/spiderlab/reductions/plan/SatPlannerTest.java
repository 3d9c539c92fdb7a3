package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * The planner against the solver's shortest mode ({@code Solver}, A*) on seeded small
 * games of every kind: where the search finds a shortest win of {@code L} moves, the planner finds
 * a plan of exactly {@code L} moves (so it misses no play and admits none shorter than the real
 * shortest); where the search finds none, or none within the horizon, the planner answers UNKNOWN.
 */
class SatPlannerTest {
  static final int HORIZON = 14;

  static List<RandomGames> specs() {
    List<RandomGames> s = new ArrayList<>();
    s.add(RandomGames.oneSuit(4, 1, 3));
    s.add(RandomGames.oneSuit(5, 1, 4).withFaceDown(40));
    s.add(new RandomGames(3, 2, 1, 3, 0, 0, Rule.SPIDER));
    s.add(new RandomGames(3, 2, 1, 3, 1, 30, Rule.SPIDER));
    s.add(new RandomGames(2, 2, 2, 3, 1, 0, Rule.SPIDER));
    s.add(new RandomGames(3, 1, 2, 3, 1, 0, Rule.SPIDER));
    s.add(new RandomGames(2, 1, 2, 2, 2, 0, Rule.SPIDER));
    s.add(RandomGames.oneSuit(4, 1, 3).withRule(Rule.HANOI));
    s.add(new RandomGames(3, 2, 1, 4, 1, 0, Rule.HANOI));
    s.add(new RandomGames(2, 2, 2, 3, 2, 30, Rule.SPIDER));
    s.add(new RandomGames(4, 1, 2, 4, 1, 50, Rule.SPIDER));
    return s;
  }

  static final java.util.Map<Integer, Integer> WINS = new java.util.concurrent.ConcurrentHashMap<>();

  @TestFactory
  Stream<DynamicTest> shortestLengthsAgreeWithBreadthFirstSearch() {
    List<DynamicTest> tests = new ArrayList<>();
    for (RandomGames spec : specs()) {
      for (long seed = 1; seed <= 12; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> check(spec, sd)));
      }
    }
    tests.add(DynamicTest.dynamicTest("the games are not trivial", () -> {
      int long4 = WINS.entrySet().stream().filter(x -> x.getKey() >= 6)
          .mapToInt(java.util.Map.Entry::getValue).sum();
      assertTrue(long4 >= 30, "wins of at least 6 moves: " + WINS);
    }));
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> otherSat4jConfigurationsFindTheSameLengths() {
    List<DynamicTest> tests = new ArrayList<>();
    java.util.Map<String, java.util.function.Supplier<org.sat4j.specs.ISolver>> configs =
        new java.util.LinkedHashMap<>();
    configs.put("light", org.sat4j.minisat.SolverFactory::newLight);
    configs.put("glucose21", org.sat4j.minisat.SolverFactory::newGlucose21);
    for (var config : configs.entrySet()) {
      for (RandomGames spec : specs()) {
        for (long seed = 1; seed <= 2; seed++) {
          long sd = seed;
          tests.add(DynamicTest.dynamicTest(config.getKey() + ": " + spec.describe(sd), () -> {
            Game g = spec.generate(sd);
            PlanResult plain = SatPlanner.plan(g, PlanOptions.of(HORIZON, Duration.ofMinutes(2)));
            PlanResult other = SatPlanner.plan(g, PlanOptions.of(HORIZON, Duration.ofMinutes(2)),
                config.getValue());
            String where = config.getKey() + ": " + spec.describe(sd) + "\n" + g;
            assertEquals(plain.status(), other.status(), where);
            assertEquals(plain.plan().size(), other.plan().size(), where);
            assertEquals(plain.horizon(), other.horizon(), where);
          }));
        }
      }
    }
    return tests.stream();
  }

  static void check(RandomGames spec, long seed) {
    Game g = spec.generate(seed);
    SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true)
        .maxStates(2_000_000).build());
    PlanResult plan = SatPlanner.plan(g, PlanOptions.of(HORIZON, Duration.ofMinutes(2)));
    String where = spec.describe(seed) + "\n" + g;
    if (bfs.status() == SolverStatus.WINNABLE && bfs.certificate().size() <= HORIZON) {
      assertEquals(SolverStatus.WINNABLE, plan.status(), where);
      assertEquals(bfs.certificate().size(), plan.plan().size(), where);
      assertTrue(Verifier.verify(g, plan.plan()) instanceof Verdict.Won, where);
      int len = bfs.certificate().size();
      if (len > 0) {
        PlanResult shorter = SatPlanner.plan(g, PlanOptions.of(len - 1, Duration.ofMinutes(2)));
        assertEquals(SolverStatus.UNKNOWN, shorter.status(), where + "\n" + shorter.plan());
        assertEquals(len - 1, shorter.horizon(), where);
      }
      WINS.merge(len, 1, Integer::sum);
    } else if (bfs.status() != SolverStatus.UNKNOWN) {
      assertEquals(SolverStatus.UNKNOWN, plan.status(), where + "\n" + plan.plan());
      assertEquals("horizon " + HORIZON, plan.limit().orElseThrow(), where);
    } else {
      fail("shortest mode undecided: " + where);
    }
  }
}
