package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.PysolDeals;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * The dead-end test with a stock that can still be dealt ({@link DeadEnds}: the {@link
 * CardReach} fixpoint with the stock's cards, {@link CardReach#computeWithStock}) against the
 * unpruned search: every position it calls a dead end cannot be won. The games are small seeded
 * SPIDER games with one to three deals ({@link #spec}), walked at random; every failure names
 * the seed and prints the position. Then the two PySolFC games it settles, with the reason a
 * reader can check by hand for the first.
 */
class StockFixpointTest {

  private static final long BUDGET = 200_000;

  /**
   * The seed's spec: ranks 3-5, one or two suits, one or two decks, 3-5 piles, 1-3 deals,
   * face-down cards in most games: small enough for the unpruned search to decide.
   */
  static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 71);
    int n = 3 + r.nextInt(3);
    int suits = 1 + r.nextInt(2);
    int piles = 3 + r.nextInt(3);
    int decks = Math.max(1 + r.nextInt(2), (3 * piles + n * suits - 1) / (n * suits));
    int cards = n * suits * decks;
    int deals = Math.max(1, Math.min(1 + r.nextInt(3), cards / piles - 2));
    int down = r.nextInt(4) == 0 ? 0 : 60;
    return new RandomGames(n, suits, decks, piles, deals, down, Rule.SPIDER);
  }

  /**
   * The positions of the walks that have a stock, at least as many tableau cards as piles and no
   * empty pile: those the test applies to.
   */
  @Test
  void everyPositionItCallsDeadCannotBeWon() {
    int dead = 0;
    int decidedDead = 0;
    int live = 0;
    for (long seed = 0; seed < 6000; seed++) {
      RandomGames spec = spec(seed);
      Game g = spec.generate(seed);
      Board b = g.toBoard();
      SplittableRandom rnd = new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
      for (int step = 0; step < 16; step++) {
        Game here = b.snapshot(g.suits());
        Position s = Position.start(here);
        if (s.dealsDone != s.dealTotal() && s.tableau >= s.pileCount() && s.canDeal()) {
          DeadEnds test = new DeadEnds(s, Goal.won());
          boolean byStock = test.stage(s) == 1;
          assertEquals(byStock, test.dead(s), "the back-off must not act on a fresh test");
          if (byStock) {
            dead++;
            SolverResult r = Solver.solve(here, SolverOptions.builder().unpruned()
                .maxStates(BUDGET).build());
            assertNotEquals(SolverStatus.WINNABLE, r.status(), spec.describe(seed)
                + " after " + step + " random moves:\n" + GameText.toText(here));
            decidedDead += r.status() == SolverStatus.UNWINNABLE ? 1 : 0;
          } else {
            live++;
          }
        }
        if (!PositionWalks.randomMove(b, rnd)) {
          break;
        }
      }
    }
    // the sample must exercise the test on both sides, and the unpruned search must decide most
    assertTrue(dead > 300 && decidedDead > dead * 9 / 10 && live > 1000, dead + " dead ends ("
        + decidedDead + " decided by the unpruned search), " + live + " live positions");
  }

  /**
   * The stock's cards count as hosts: two aces alone cannot leave, but the twos of the stock
   * may take them, so the fixpoint with the stock's cards lets a pile become empty.
   */
  @Test
  void aHostInTheStockIsCounted() {
    Game aces = GameText.parse("spider ranks=3 suits=1\npile 1S\npile 1S\n"
        + "stock 2S 2S\nstock 3S 3S\n");
    Position s = Position.start(aces);
    CardReach reach = new CardReach(s);
    assertFalse(reach.compute(s, new boolean[s.pileCount()], true), "no host without the stock");
    assertTrue(reach.computeWithStock(s), "the twos of the stock take the aces");
    assertFalse(new DeadEnds(s, Goal.won()).dead(s));
  }

  /**
   * PySolFC's game 1748: no six is in the stock, each of the eight lies face down under a king or
   * a five, and a five can only go onto a six: the fixpoint marks no six as a possible top and
   * no pile as possibly empty, at the start.
   */
  @Test
  void pysolGame1748IsADeadEndAtItsStart() {
    Game g = PysolDeals.deal(4, 1748);
    Position s = Position.start(g);
    CardReach reach = new CardReach(s);
    assertFalse(reach.computeWithStock(s));
    assertEquals(0, reach.topCount(6), "a six as a possible top");
    assertEquals(0, reach.clearableKings);
    assertTrue(Solver.isDeadEnd(g));
  }

  /**
   * Among PySolFC's four-suit games 1..2000, whose other 1,999 games are won with certificates
   * the verifier accepts (docs/DEALS.md), the start of game 1748 alone is a dead end.
   */
  @Test
  void ofPysolGames1To2000OnlyGame1748StartsDead() {
    List<Long> dead = new ArrayList<>();
    for (long n = 1; n <= 2000; n++) {
      Position s = Position.start(PysolDeals.deal(4, n));
      if (!new CardReach(s).computeWithStock(s)) {
        dead.add(n);
      }
    }
    assertEquals(List.of(1748L), dead);
  }

  /**
   * PySolFC's game 14934 (plspider: "appears unwinnable"): not a dead end at its start, but the
   * complete search proves it unwinnable, every position after its third deal being one.
   */
  @Test
  void pysolGame14934IsUnwinnable() {
    Game g = PysolDeals.deal(4, 14934);
    assertFalse(Solver.isDeadEnd(g));
    SolverResult r = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.DFS)
        .maxStates(2_000_000).build());
    assertEquals(SolverStatus.UNWINNABLE, r.status());
    assertTrue(r.statistics().storedStates() < 200_000, r.statistics().toString());
  }
}
