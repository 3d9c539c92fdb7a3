package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * Long randomized campaign (tag {@code slow}, run with {@code -Pslow}): the default prunings
 * against the unpruned search (asserted), and a count of the games that the unsound thesis 4.1.5
 * pruning gets wrong (printed), on larger random games with up to
 * three deals. The number of games is {@code -Dsolver.campaign.games=N} (default 20000).
 */
@Tag("slow")
class SolverCampaignTest {

  static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x632BE59BD9B4E019L + 5);
    int n = 2 + r.nextInt(4); // 2..5
    int suits = 1 + r.nextInt(3);
    int decks = 1 + r.nextInt(3);
    while (n * suits * decks > 24) {
      if (decks > 1) {
        decks--;
      } else {
        suits--;
      }
    }
    int cards = n * suits * decks;
    int piles = 2 + r.nextInt(4);
    int deals = Math.min(cards / piles, r.nextInt(4));
    int down = r.nextInt(3) == 0 ? 0 : 30 + r.nextInt(60);
    Rule rule = r.nextInt(4) == 0 ? Rule.HANOI : Rule.SPIDER;
    return new RandomGames(n, suits, decks, piles, deals, down, rule);
  }

  @Test
  void pruningsAgreeWithUnprunedSearch() {
    int games = Integer.getInteger("solver.campaign.games", 20000);
    SolverOptions plain = SolverOptions.builder().unpruned().maxStates(300_000).build();
    SolverOptions defaults = SolverOptions.builder().maxStates(300_000).build();
    int splitWithStockWrong = 0;
    int splitWrong = 0;
    int decided = 0;
    int winnable = 0;
    for (long seed = 0; seed < games; seed++) {
      RandomGames spec = spec(seed);
      Game g = spec.generate(seed);
      SolverResult a = Solver.solve(g, plain);
      if (a.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      if (a.status() == SolverStatus.WINNABLE) {
        winnable++;
      }
      SolverResult b = Solver.solve(g, defaults);
      if (b.status() != SolverStatus.UNKNOWN) {
        assertEquals(a.status(), b.status(), spec.describe(seed) + " default options");
      }
      if (spec.deals() == 0) {
        SolverResult c = UnsoundSearches.noMultiSuitSplit(g, defaults);
        if (c.status() != SolverStatus.UNKNOWN && c.status() != a.status()) {
          splitWrong++;
          System.out.println("4.1.5 pruning without stock loses " + spec.describe(seed));
        }
      }
      if (spec.deals() > 0) {
        SolverResult c = UnsoundSearches.noMultiSuitSplitWithStock(g, defaults);
        if (c.status() != SolverStatus.UNKNOWN && c.status() != a.status()) {
          splitWithStockWrong++;
          System.out.println("4.1.5 pruning with stock loses " + spec.describe(seed));
        }
      }
    }
    System.out.printf("campaign: %d games, %d decided, %d winnable; 4.1.5 pruning wrong on %d"
        + " games without stock, on %d with stock%n", games, decided, winnable, splitWrong,
        splitWithStockWrong);
  }
}
