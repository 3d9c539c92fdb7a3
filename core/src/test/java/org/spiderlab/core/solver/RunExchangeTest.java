package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * Run exchange ({@link RunExchange}) against the unpruned search: equal verdicts for the goals
 * won and clears on thousands of seeded one-suit games (alone and beside the other prunings, the
 * partial-order reduction among them),
 * enough merged positions for the comparison to mean something; the exchange moves legal on the
 * verifier's board, keeping each pile's rest and run bottom and the multiset of run tops, ending
 * in the sorted member; the clears that only another member of a class can play. Every failure
 * names the game and its seed.
 */
class RunExchangeTest {

  private static final long BUDGET = 20_000;

  /** The seed's one-suit game: blocks of gadget-like piles, or a random deal of 2-3 decks. */
  static Game game(long seed) {
    if (seed % 2 == 1) {
      return StubbornSetsTest.game(seed); // one suit, two copies of every rank
    }
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 41);
    int n = 3 + r.nextInt(3);
    int decks = 2 + r.nextInt(n == 5 ? 1 : 2);
    int piles = 3 + r.nextInt(3);
    int deals = r.nextInt(4) == 0 ? 1 : 0;
    int down = r.nextInt(3) == 0 ? 30 : 0;
    return new RandomGames(n, 1, decks, piles, deals, down, org.spiderlab.core.Rule.SPIDER)
        .generate(seed);
  }

  private static String text(Game g) {
    java.io.StringWriter w = new java.io.StringWriter();
    GameText.write(g, w);
    return w.toString();
  }

  private static SolverOptions options(boolean exchange, boolean others, Goal goal) {
    SolverOptions.Builder b = SolverOptions.builder().maxStates(BUDGET).goal(goal);
    if (!others) {
      b.unpruned();
    }
    return b.runExchange(exchange).build();
  }

  @Test
  void verdictsAgreeWithTheSearchWithoutIt() {
    int decided = 0;
    int merged = 0;
    int unwinnable = 0;
    for (long seed = 0; seed < 3000; seed++) {
      Game g = game(seed);
      int decks = (int) (g.cardCount() / g.maxRank());
      Goal goal = seed % 5 == 4 ? Goal.clears(1 + (int) (seed / 5 % Math.max(1, decks)))
          : Goal.won();
      boolean others = seed % 3 == 0;
      SolverResult with = Solver.solve(g, options(true, others, goal));
      SolverResult without = Solver.solve(g, options(false, false, goal)); // unpruned
      String where = "seed " + seed + ", goal " + goal + ", other prunings " + others + ":\n"
          + text(g);
      if (with.status() == SolverStatus.UNKNOWN || without.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      assertEquals(without.status(), with.status(), where);
      unwinnable += with.status() == SolverStatus.UNWINNABLE ? 1 : 0;
      if (with.status() == SolverStatus.UNWINNABLE
          && with.statistics().storedStates() < without.statistics().storedStates()) {
        merged++;
      }
    }
    assertTrue(decided > 2500, "decided " + decided);
    assertTrue(unwinnable > 300, "unwinnable " + unwinnable);
    assertTrue(merged > 100, "exhausted with fewer states: " + merged);
  }

  @Test
  void exchangeMovesAreLegalKeepTheClassAndEndSorted() {
    int played = 0;
    for (long seed = 0; seed < 2000; seed++) {
      Game g = game(seed);
      Position s = Position.start(g);
      Board b = g.toBoard();
      SplittableRandom r = new SplittableRandom(seed);
      // deal everything, then walk at random
      while (s.canDeal()) {
        s.apply(PackedMove.DEAL_MOVE);
        b.apply(PackedMove.toMove(PackedMove.DEAL_MOVE));
      }
      MoveGenerator gen = new MoveGenerator(s.pileCount());
      RunExchange ex = new RunExchange(s.pileCount());
      for (int step = 0; step < 30; step++) {
        int cnt = gen.generate(s, false, false);
        if (cnt == 0) {
          break;
        }
        long m = gen.moves()[r.nextInt(cnt)];
        s.apply(m);
        assertNull(b.tryApply(PackedMove.toMove(m)));
        String before = classOf(s);
        RunExchange.MoveStack out = new RunExchange.MoveStack();
        int k = ex.normalize(s, out);
        played += k;
        for (int i = 0; i < k; i++) {
          assertNull(b.tryApply(PackedMove.toMove(out.moves[i])), "seed " + seed);
          assertFalse(Position.turned(out.undo[i]), "seed " + seed);
        }
        assertEquals(before, classOf(s), "seed " + seed);
        assertEquals(pilesOf(s), pilesOf(b), "seed " + seed);
        if (s.dealsDone == s.dealTotal()) {
          assertSorted(s, seed);
        }
        assertEquals(0, ex.normalize(s, new RunExchange.MoveStack()), "seed " + seed);
      }
    }
    assertTrue(played > 1000, "exchange moves played: " + played);
  }

  /**
   * The lemma of {@link RunExchange} itself, on every reachable position of small games: for every
   * position {@code Y} with an empty stock and every move {@code Y -> Z}, {@code Z} is in the class
   * of {@code Y}, or a move generated from the sorted member {@code X} of that class, other than
   * an exchange move (the search drops those), or a clear of another member, leads into the class
   * of {@code Z}.
   */
  @Test
  void everyMoveOfEveryMemberIsMatchedFromTheSortedMember() {
    long checked = 0;
    int games = 0;
    for (long seed = 0; seed < 400; seed++) {
      Game g = game(seed);
      Position root = Position.start(g);
      MoveGenerator gen = new MoveGenerator(root.pileCount());
      java.util.ArrayDeque<Position> queue = new java.util.ArrayDeque<>();
      java.util.Set<String> seen = new java.util.HashSet<>();
      queue.add(root);
      seen.add(root.toString());
      while (!queue.isEmpty() && seen.size() < 5_000) {
        Position y = queue.poll();
        int cnt = gen.generate(y, false, false);
        long[] moves = Arrays.copyOf(gen.moves(), cnt);
        if (y.dealsDone == y.dealTotal()) {
          Position x = sorted(y);
          java.util.Set<String> fromX = successorsOfSorted(x, gen);
          for (long m : moves) {
            Position z = y.copy();
            z.apply(m);
            String kz = sorted(z).toString();
            assertTrue(kz.equals(x.toString()) || fromX.contains(kz), "seed " + seed
                + ": move " + PackedMove.toMove(m) + " of\n" + y + "\nis not matched from\n" + x);
            checked++;
          }
        }
        for (long m : moves) {
          Position z = y.copy();
          z.apply(m);
          if (seen.add(z.toString())) {
            queue.add(z);
          }
        }
      }
      games++;
    }
    assertTrue(checked > 100_000, "moves checked: " + checked + " in " + games + " games");
  }

  private static Position sorted(Position s) {
    Position c = s.copy();
    new RunExchange(c.pileCount()).normalize(c, new RunExchange.MoveStack());
    return c;
  }

  private static java.util.Set<String> successorsOfSorted(Position x, MoveGenerator gen) {
    RunExchange ex = new RunExchange(x.pileCount());
    List<Long> all = new ArrayList<>();
    int cnt = RunExchange.dropExchangeMoves(x, gen.moves(), gen.generate(x, false, false));
    for (int i = 0; i < cnt; i++) {
      all.add(gen.moves()[i]);
    }
    for (int j = 0; j < x.pileCount(); j++) {
      if (ex.clearReachable(x, j)) {
        all.add(PackedMove.clear(j));
      }
    }
    java.util.Set<String> out = new java.util.HashSet<>();
    for (long m : all) {
      Position c = x.copy();
      if (PackedMove.kind(m) == PackedMove.CLEAR && !c.canClear(PackedMove.src(m))) {
        ex.prepareClear(c, PackedMove.src(m), new RunExchange.MoveStack());
      }
      c.apply(m);
      out.add(sorted(c).toString());
    }
    return out;
  }

  @Test
  void aClearThatOnlyAnotherMemberCanPlay() {
    // pile 1 holds 3 2 (its tail 1 lies on pile 2); the sorted member keeps it so
    Game g = GameText.parse("spider ranks=3 suits=1\npile 3S 2S\npile 2S 1S\npile 3S\npile 1S\n");
    Position s = Position.start(g);
    RunExchange ex = new RunExchange(s.pileCount());
    assertEquals(0, ex.normalize(s, new RunExchange.MoveStack()));
    assertFalse(s.canClear(0));
    assertTrue(ex.clearReachable(s, 0));
    assertFalse(ex.clearReachable(s, 1), "pile 2 has no king at its run's bottom");
    RunExchange.MoveStack out = new RunExchange.MoveStack();
    assertEquals(1, ex.prepareClear(s, 0, out));
    assertEquals(PackedMove.transfer(1, 1, 0), out.moves[0]);
    assertTrue(s.canClear(0));
    SolverResult won = Solver.solve(g, SolverOptions.builder().unpruned().runExchange(true)
        .build());
    assertEquals(SolverStatus.WINNABLE, won.status());
  }

  @Test
  void offForRunHeightsHanoiAndSeveralSuits() {
    Game twoSuits = GameText.parse("spider ranks=2 suits=2\npile 2S 1S\npile 2H 1H\n");
    assertFalse(RunExchange.appliesTo(Position.start(twoSuits)));
    Game hanoi = GameText.parse("spider ranks=2 suits=1 rule=hanoi\npile 2S 1S\npile 2S 1S\n");
    assertFalse(RunExchange.appliesTo(Position.start(hanoi)));
    assertFalse(Goal.run(2, org.spiderlab.core.RunReading.TOP).allowsRunExchange());
    assertTrue(Goal.clears(1).allowsRunExchange());
  }

  /** Per pile: the rest below the top run and the run's bottom rank; then the sorted tops. */
  private static String classOf(Position s) {
    StringBuilder sb = new StringBuilder();
    List<Integer> tops = new ArrayList<>();
    for (int j = 0; j < s.pileCount(); j++) {
      int len = s.runLength(j);
      int sz = s.size(j);
      sb.append(Arrays.toString(Arrays.copyOf(s.pile[j], sz - len)));
      if (sz > 0) {
        sb.append(" hi ").append(s.rank(s.top(j)) + len - 1);
        tops.add(s.rank(s.top(j)));
      }
      sb.append('\n');
    }
    tops.sort(null);
    return sb.append(tops).toString();
  }

  /** The piles of the board (ranks, face) in the form of {@link #pilesOf(Position)}. */
  private static String pilesOf(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < b.pileCount(); j++) {
      for (int i = 0; i < b.pileSize(j); i++) {
        sb.append(b.cardAt(j, i).rank()).append(b.cardAt(j, i).faceDown() ? "d " : " ");
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private static String pilesOf(Position s) {
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < s.pileCount(); j++) {
      for (int i = 0; i < s.size(j); i++) {
        sb.append(s.rank(s.card(j, i))).append(SolverCards.down(s.card(j, i)) ? "d " : " ");
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private static void assertSorted(Position s, long seed) {
    int prevLo = 0;
    List<long[]> runs = new ArrayList<>();
    for (int j = 0; j < s.pileCount(); j++) {
      if (s.size(j) > 0) {
        int lo = s.rank(s.top(j));
        runs.add(new long[] {lo + s.runLength(j) - 1, j, lo});
      }
    }
    runs.sort((x, y) -> x[0] != y[0] ? Long.compare(x[0], y[0]) : Long.compare(x[1], y[1]));
    for (long[] run : runs) {
      assertTrue(run[2] >= prevLo, "seed " + seed + ": tops not sorted by run bottoms");
      prevLo = (int) run[2];
    }
  }
}
