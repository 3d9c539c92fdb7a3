package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * Pins the solver's behaviour on seeded games: verdict, stored states, expanded states and
 * certificate length for every game and option set must equal the table in
 * {@code state-count-pins.txt}.
 * The games cover one, two, three and four suits, stocks, face-down cards, the hanoi rule and
 * games with many piles (difference keys); the option sets cover the defaults, each pruning
 * switched off, shortest mode, the focused strategy and its first phase alone, and the unsound
 * test-only filters. Any change in move generation, move order, canonical keys or pruning
 * decisions shows up here as a changed count. {@code -Dpin.write=PATH} rewrites the table.
 */
class StateCountPinTest {

  private static final long MAX = 10_000;

  private static final RandomGames[] SPECS = {
      new RandomGames(6, 1, 2, 5, 0, 0, Rule.SPIDER),
      new RandomGames(7, 1, 2, 6, 0, 50, Rule.SPIDER),
      new RandomGames(5, 2, 2, 5, 0, 40, Rule.SPIDER),
      new RandomGames(4, 2, 2, 3, 3, 0, Rule.SPIDER),
      new RandomGames(4, 4, 1, 4, 1, 50, Rule.SPIDER),
      new RandomGames(5, 1, 3, 4, 2, 50, Rule.SPIDER),
      new RandomGames(5, 3, 1, 4, 0, 36, Rule.SPIDER),
      new RandomGames(5, 1, 2, 4, 0, 30, Rule.HANOI),
      new RandomGames(4, 2, 2, 4, 1, 40, Rule.HANOI),
      new RandomGames(4, 2, 8, 26, 1, 40, Rule.SPIDER),
      new RandomGames(5, 1, 8, 24, 0, 50, Rule.SPIDER),
      new RandomGames(3, 2, 2, 3, 2, 0, Rule.SPIDER),
      new RandomGames(4, 2, 1, 3, 0, 60, Rule.SPIDER),
      new RandomGames(6, 2, 1, 4, 0, 70, Rule.SPIDER),
      new RandomGames(3, 1, 3, 3, 1, 60, Rule.SPIDER),
  };

  private static final long SEEDS = 5;

  /** The pinned counts are those of the search without run exchange ({@code RunExchangeTest}). */
  private static SolverOptions.Builder limited() {
    return SolverOptions.builder().strategy(SearchStrategy.DFS).maxStates(MAX).runExchange(false);
  }

  /** The option sets, by name: each solves a game to a result. */
  private static Map<String, Function<Game, SolverResult>> runs() {
    Map<String, Function<Game, SolverResult>> m = new LinkedHashMap<>();
    m.put("default", g -> Solver.solve(g, limited().build()));
    m.put("unpruned", g -> Solver.solve(g, limited().unpruned().build()));
    m.put("noPartialOrder", g -> Solver.solve(g, limited().partialOrder(false).build()));
    m.put("noDeadEnds", g -> Solver.solve(g, limited().deadEnds(false).build()));
    m.put("noSymmetry", g -> Solver.solve(g, limited().symmetry(false).build()));
    m.put("noOrdering", g -> Solver.solve(g, limited().moveOrdering(false).build()));
    m.put("shortest", g -> Solver.solve(g, limited().shortest(true).build()));
    m.put("focused", g -> Solver.solve(g,
        limited().strategy(SearchStrategy.FOCUSED).build()));
    m.put("focusedPhase", g -> UnsoundSearches.focusedPhaseOnly(g, limited().build()));
    m.put("eagerClears", g -> UnsoundSearches.eagerClears(g, limited().unpruned().build()));
    m.put("noSplit", g -> UnsoundSearches.noMultiSuitSplit(g, limited().build()));
    m.put("noSplitWithStock", g ->
        UnsoundSearches.noMultiSuitSplitWithStock(g, limited().build()));
    return m;
  }

  private static List<String> compute() {
    List<String> out = new ArrayList<>();
    Map<String, Function<Game, SolverResult>> runs = runs();
    for (int i = 0; i < SPECS.length; i++) {
      for (long seed = 1; seed <= SEEDS; seed++) {
        Game g = SPECS[i].generate(seed);
        for (Map.Entry<String, Function<Game, SolverResult>> e : runs.entrySet()) {
          SolverResult r = e.getValue().apply(g);
          out.add("spec" + i + " seed" + seed + " " + e.getKey() + " " + r.status() + " "
              + r.statistics().storedStates() + " " + r.statistics().statesExpanded() + " "
              + r.certificate().size());
        }
      }
    }
    return out;
  }

  @Test
  void stateCountsEqualThePinnedTable() throws IOException {
    List<String> now = compute();
    String write = System.getProperty("pin.write");
    if (write != null) {
      Files.write(Path.of(write), now, StandardCharsets.UTF_8);
      return;
    }
    List<String> pinned;
    try (InputStream in = StateCountPinTest.class.getResourceAsStream("state-count-pins.txt")) {
      assertNotNull(in, "state-count-pins.txt missing");
      pinned = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    assertEquals(pinned.size(), now.size(), "number of pinned runs");
    for (int i = 0; i < now.size(); i++) {
      String[] key = now.get(i).split(" ", 4);
      assertEquals(pinned.get(i), now.get(i),
          "run " + key[0] + " = " + SPECS[Integer.parseInt(key[0].substring(4))].describe(
              Long.parseLong(key[1].substring(4))) + " options " + key[2]);
    }
  }
}
