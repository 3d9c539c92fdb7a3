package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

class SolverTest {

  private static final SolverOptions UNPRUNED = SolverOptions.builder()
      .strategy(SearchStrategy.DFS).unpruned().build();

  @Test
  void alreadyWonGameHasEmptyCertificate() {
    Game g = GameText.parse("spider ranks=3 suits=1\npile\npile\n");
    SolverResult r = Solver.solve(g);
    assertEquals(SolverStatus.WINNABLE, r.status());
    assertEquals(List.of(), r.certificate());
  }

  @Test
  void simpleWinWithFaceDownCardsAndStock() {
    Game g = GameText.parse("""
        spider ranks=3 suits=1
        pile [1S] 3S
        pile [3S] 2S
        stock 2S 1S
        """);
    SolverResult r = Solver.solve(g);
    assertEquals(SolverStatus.WINNABLE, r.status(), r.toString());
    SolverPropertyTest.assertCertificateWins(g, r.certificate(), "simple");
  }

  @Test
  void unwinnableReportsExhaustedStates() {
    // the 1S lies face down under its own 2S: it can never reach a 2S on top of a 3S
    Game g = GameText.parse("""
        spider ranks=3 suits=1
        pile 3S [1S] 2S
        """);
    SolverResult r = Solver.solve(g);
    assertEquals(SolverStatus.UNWINNABLE, r.status());
    assertTrue(r.statistics().storedStates() >= 1);
    assertEquals(Optional.empty(), r.limit());
  }

  @Test
  void hanoiRuleAllowsLargerTargets() {
    int found = 0;
    for (long seed = 0; seed < 400 && found < 5; seed++) {
      RandomGames spec = seed % 2 == 0 ? new RandomGames(4, 1, 1, 2, 0, 0, Rule.SPIDER)
          : new RandomGames(3, 1, 2, 2, 0, 50, Rule.SPIDER);
      Game spider = spec.generate(seed);
      Game hanoi = spider.toBuilder().rule(Rule.HANOI).build();
      if (BruteForce.shortest(spider, 100_000) < 0 && BruteForce.shortest(hanoi, 100_000) >= 0) {
        found++;
        assertEquals(SolverStatus.UNWINNABLE, Solver.solve(spider).status(), spec.describe(seed));
        SolverResult r = Solver.solve(hanoi);
        assertEquals(SolverStatus.WINNABLE, r.status(), spec.describe(seed));
        SolverPropertyTest.assertCertificateWins(hanoi, r.certificate(), "hanoi");
      }
    }
    assertTrue(found > 0, "no game separates the rules");
  }

  @Test
  void budgetsGiveUnknownWithTheLimit() {
    // this deal needs more than a million states (measured), so every budget below runs out
    Game g = new RandomGames(13, 2, 1, 8, 0, 50, Rule.SPIDER).generate(1);
    SolverResult states = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(50).build());
    assertEquals(SolverStatus.UNKNOWN, states.status());
    assertEquals(Optional.of(new SolverLimit(SolverLimit.Kind.MAX_STATES, 50)), states.limit());
    assertEquals("max-states 50", states.limit().get().toString());
    assertTrue(states.certificate().isEmpty());
    assertEquals(50, states.statistics().storedStates());
    SolverResult memory = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxMemoryBytes(1000).build());
    assertEquals(SolverStatus.UNKNOWN, memory.status());
    assertEquals("max-memory 1000", memory.limit().get().toString());
    SolverResult time = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).timeout(Duration.ofMillis(50))
        .build());
    assertEquals(SolverStatus.UNKNOWN, time.status());
    assertEquals(SolverLimit.Kind.TIMEOUT, time.limit().get().kind());
    assertEquals("timeout 50 ms", time.limit().get().toString());
    SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true).maxStates(50)
        .build());
    assertEquals("max-states 50", bfs.limit().get().toString());
  }

  @Test
  void progressIsReportedToTheListener() {
    Game big = new RandomGames(13, 2, 1, 8, 0, 50, Rule.SPIDER).generate(1);
    List<SearchProgress> seen = new ArrayList<>();
    SearchListener listener = new SearchListener() {
      @Override
      public void progress(SearchProgress p) {
        seen.add(p);
      }
    };
    SolverResult r = Solver.solve(big, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).timeout(Duration.ofMillis(600))
        .progressInterval(Duration.ofMillis(100)).listener(listener).build());
    assertEquals(SolverStatus.UNKNOWN, r.status());
    assertTrue(seen.size() >= 2, "progress calls: " + seen.size());
    for (int i = 1; i < seen.size(); i++) {
      assertTrue(seen.get(i).storedStates() >= seen.get(i - 1).storedStates());
      assertTrue(seen.get(i).elapsed().compareTo(seen.get(i - 1).elapsed()) > 0);
    }
    assertTrue(seen.get(seen.size() - 1).statesPerSecond() > 0);
  }

  @Test
  void theListenerCancels() {
    Game big = new RandomGames(13, 2, 1, 8, 0, 50, Rule.SPIDER).generate(1);
    AtomicInteger polls = new AtomicInteger();
    SearchListener stopAfterThree = new SearchListener() {
      @Override
      public boolean shouldStop() {
        return polls.incrementAndGet() >= 3;
      }
    };
    SolverResult r = Solver.solve(big, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).listener(stopAfterThree).build());
    assertEquals(SolverStatus.UNKNOWN, r.status());
    assertEquals(Optional.of(new SolverLimit(SolverLimit.Kind.CANCELLED, 0)), r.limit());
    assertEquals("cancelled", r.limit().get().toString());
    assertEquals(3, polls.get());
    SolverResult focused = Solver.solve(big, SolverOptions.builder()
        .strategy(SearchStrategy.FOCUSED).listener(stopAfterThree).build());
    assertEquals(SolverLimit.Kind.CANCELLED, focused.limit().get().kind());
  }

  @Test
  void deterministic() {
    Game g = new RandomGames(5, 2, 2, 4, 2, 50, Rule.SPIDER).generate(11);
    SolverResult a = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(100_000).build());
    SolverResult b = Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(100_000).build());
    assertEquals(a.status(), b.status());
    assertEquals(a.certificate(), b.certificate());
    assertEquals(a.statistics().storedStates(), b.statistics().storedStates());
  }

  @Test
  void sortedOneSuitGameIsCompletedConstructively() {
    Game g = GameText.parse("""
        spider ranks=6 suits=1
        pile 6S 4S 3S
        pile 5S 2S
        pile 6S 5S 1S
        pile 4S 3S 2S 1S
        """);
    SolverResult r = Solver.solve(g);
    assertEquals(SolverStatus.WINNABLE, r.status());
    assertEquals(1, r.statistics().storedStates(), "the root is sorted: no search needed");
    SolverPropertyTest.assertCertificateWins(g, r.certificate(), "sorted");
  }

  /**
   * Cross-check with the independent compact BFS of {@code special.HanoiTowers} (thesis 4.6.1):
   * the stacked towers with two free piles need exactly 2^(n-1) + 3n - 2 moves.
   */
  @Test
  void shortestHanoiTowersMatchTheIndependentFormula() {
    for (int n = 1; n <= 8; n++) {
      Game g = org.spiderlab.core.special.HanoiTowers.stacked(n, 2);
      SolverResult r = Solver.solve(g, SolverOptions.builder().shortest(true).build());
      assertEquals(SolverStatus.WINNABLE, r.status(), "n=" + n);
      assertEquals((1L << (n - 1)) + 3L * n - 2, r.certificate().size(), "n=" + n);
      SolverResult dfs = Solver.solve(g);
      assertEquals(SolverStatus.WINNABLE, dfs.status(), "n=" + n);
      assertTrue(dfs.certificate().size() >= r.certificate().size(), "n=" + n);
    }
    assertEquals(SolverStatus.UNWINNABLE,
        Solver.solve(org.spiderlab.core.special.HanoiTowers.stacked(3, 1)).status());
  }

  // ---- eager clearing is unsound -------------------------------------------------------------

  @Test
  void eagerClearOfAWholePileBlocksTheDeal() {
    Game g = GameText.parse("""
        spider ranks=3 suits=1
        pile 3S 2S 1S
        pile 2S
        stock 1S 3S
        """);
    assertEquals(SolverStatus.WINNABLE, Solver.solve(g, UNPRUNED).status());
    Board b = g.toBoard();
    b.apply(Move.clear(0));
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(b.snapshot(1), UNPRUNED).status());
  }

  @Test
  void eagerClearDestroysABridgeBetweenIdenticalCards() {
    Game g = new RandomGames(3, 2, 2, 3, 2, 0, Rule.SPIDER).generate(82);
    assertEquals(SolverStatus.WINNABLE, Solver.solve(g, UNPRUNED).status());
    SolverResult eager = UnsoundSearches.eagerClears(g, UNPRUNED);
    assertEquals(SolverStatus.UNWINNABLE, eager.status(),
        "eager clearing (even leaving the pile non-empty) loses this winnable game");
  }

  @Test
  void multiSuitSplitIsNeededWithAStock() {
    Game g = new RandomGames(4, 2, 2, 3, 3, 0, Rule.SPIDER).generate(7982);
    assertEquals(SolverStatus.WINNABLE, Solver.solve(g, UNPRUNED).status());
    assertEquals(SolverStatus.UNWINNABLE,
        UnsoundSearches.noMultiSuitSplitWithStock(g, UNPRUNED).status(),
        "thesis 4.1.5 pruning applied before the deals loses this winnable game");
  }

  @Test
  void multiSuitSplitIsNeededEvenWithoutStock() {
    Game g = new RandomGames(5, 3, 1, 4, 0, 36, Rule.SPIDER).generate(8149);
    assertEquals(SolverStatus.WINNABLE, Solver.solve(g, UNPRUNED).status());
    assertEquals(SolverStatus.UNWINNABLE, UnsoundSearches.noMultiSuitSplit(g, UNPRUNED).status(),
        "thesis 4.1.5 pruning loses this winnable game with one deck per suit and no stock");
  }

  @Test
  void brokenCertificateWouldBeRejected() {
    // the replay check is the verifier's code path: an illegal move throws
    Game g = GameText.parse("spider ranks=2 suits=1\npile 2S 1S\n");
    Board b = g.toBoard();
    assertTrue(b.tryApply(Move.transfer(0, 1, 1)) != null);
    assertThrows(IllegalArgumentException.class,
        () -> SolverOptions.builder().maxStates(0));
  }
}
