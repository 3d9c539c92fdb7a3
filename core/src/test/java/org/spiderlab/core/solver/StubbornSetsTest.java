package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * The partial-order reduction ({@link StubbornSets}) against the full search, and its closure
 * conditions checked directly: from positions where a proper pile set was chosen, random walks of
 * moves that touch no pile of the set never enable a move across its border, never empty a pile
 * and never disable a kept move. Every failure names the spec and seed.
 */
class StubbornSetsTest {

  /** No stock (where the reduction applies), more piles than the solver's other tests. */
  static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x2545F4914F6CDD1DL + 99);
    int n = 3 + r.nextInt(4); // 3..6
    int suits = 1 + r.nextInt(2);
    int decks = 1 + r.nextInt(2);
    if (n * suits * decks > 24) {
      decks = 1;
    }
    int piles = 3 + r.nextInt(5); // 3..7
    int down = r.nextInt(3) == 0 ? 30 : 0;
    return new RandomGames(n, suits, decks, piles, 0, down, Rule.SPIDER);
  }

  /**
   * Odd seeds: a game of nearly independent blocks, like the gadgets of a reduced instance (thesis
   * 4.2): one suit, two decks; block {@code k} owns ranks {@code k(w+1)+1 .. (k+1)(w+1)}; both
   * copies of its highest rank lie at the bottom of its two piles and its other cards are
   * shuffled onto them. Blocks interact only when a pile is down to its bottom card. Even seeds:
   * {@link #spec}.
   */
  static Game game(long seed) {
    if (seed % 2 == 0) {
      return spec(seed).generate(seed);
    }
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 5);
    int blocks = 2 + r.nextInt(3);
    int width = 1 + r.nextInt(3);
    int down = r.nextInt(3) == 0 ? 30 : 0;
    int n = blocks * (width + 1);
    Game.Builder b = Game.builder(n, 1);
    for (int k = 0; k < blocks; k++) {
      List<Card> cards = new ArrayList<>();
      for (int rank = k * (width + 1) + 1; rank <= k * (width + 1) + width; rank++) {
        cards.add(Card.of(rank, 1));
        cards.add(Card.of(rank, 1));
      }
      for (int i = cards.size() - 1; i > 0; i--) {
        int j = r.nextInt(i + 1);
        Card t = cards.get(i);
        cards.set(i, cards.get(j));
        cards.set(j, t);
      }
      int cut = r.nextInt(cards.size() + 1);
      for (List<Card> part : List.of(cards.subList(0, cut), cards.subList(cut, cards.size()))) {
        List<Card> pile = new ArrayList<>();
        pile.add(Card.of((k + 1) * (width + 1), 1));
        pile.addAll(part);
        for (int i = 0; i + 1 < pile.size(); i++) {
          if (r.nextInt(100) < down) {
            pile.set(i, pile.get(i).hidden());
          }
        }
        b.pile(pile);
      }
    }
    return b.build();
  }

  static String describe(long seed) {
    return seed % 2 == 0 ? spec(seed).describe(seed) : "blocks game seed=" + seed;
  }

  private static final long BUDGET = 300_000;

  @Test
  void verdictsAndExhaustedSpacesAgreeWithTheFullSearch() {
    // the dead-end test and run exchange are off in both: the reduction compared on its own
    SolverOptions full = SolverOptions.builder().maxStates(BUDGET).partialOrder(false)
        .deadEnds(false).runExchange(false).build();
    SolverOptions por = SolverOptions.builder().maxStates(BUDGET).deadEnds(false)
        .runExchange(false).build();
    int decided = 0;
    int winnable = 0;
    long fullStates = 0;
    long porStates = 0;
    int smaller = 0;
    for (long seed = 0; seed < 1600; seed++) {
      Game g = game(seed);
      String where = describe(seed);
      SolverResult[] r = SolverPropertyTest.solveBoth(g, full, por, where + " (partial order)");
      if (r == null) {
        continue;
      }
      SolverResult a = r[0];
      SolverResult b = r[1];
      decided++;
      if (b.status() == SolverStatus.WINNABLE) {
        winnable++;
      } else {
        // the reduced graph is a subgraph of the full one
        assertTrue(b.statistics().storedStates() <= a.statistics().storedStates(),
            () -> where + ": reduced search stored more states");
        fullStates += a.statistics().storedStates();
        smaller += b.statistics().storedStates() < a.statistics().storedStates() ? 1 : 0;
        porStates += b.statistics().storedStates();
      }
    }
    assertTrue(decided > 1300, "only " + decided + " decided");
    assertTrue(winnable > 150 && winnable < decided - 150, "one-sided: " + winnable);
    // the sample must exercise the reduction, or the comparison above proves nothing
    assertTrue(smaller > 40 && porStates < fullStates * 95 / 100,
        "little reduction on unwinnable games: " + smaller + " smaller, " + porStates + " of "
            + fullStates + " states");
  }

  @Test
  void shortestLengthsArePreserved() {
    SolverOptions full = SolverOptions.builder().maxStates(100_000).shortest(true)
        .partialOrder(false).deadEnds(false).build();
    SolverOptions por = SolverOptions.builder().maxStates(100_000).shortest(true)
        .deadEnds(false).build();
    int[] counts = compareShortestLengths(full, por, "partial order");
    // on random games the reduction rarely applies in a winnable game before the shortest win is
    // found; the block games give some
    assertTrue(counts[0] > 300 && counts[1] >= 5,
        counts[0] + " compared, " + counts[1] + " with fewer states");
  }

  /**
   * Shortest-mode searches with {@code without} and {@code with} on the small games of 700 seeds
   * ({@link #game}: half of them gadget-like blocks, where the reductions apply):
   * equal verdicts and equal certificate lengths. Returns the number of winnable games compared
   * and how many of them {@code with} solved storing fewer states.
   */
  static int[] compareShortestLengths(SolverOptions without, SolverOptions with, String what) {
    return compareShortestLengths(without, with, what, Solver::solve);
  }

  /**
   * As {@link #compareShortestLengths(SolverOptions, SolverOptions, String)}, each game solved by
   * {@code search} (shortest mode's A*, or breadth-first search).
   */
  static int[] compareShortestLengths(SolverOptions without, SolverOptions with, String what,
      BiFunction<Game, SolverOptions, SolverResult> search) {
    int compared = 0;
    int fewer = 0;
    for (long seed = 0; seed < 700; seed++) {
      Game g = game(seed);
      if (g.cardCount() > 18) {
        continue;
      }
      String where = describe(seed) + " (shortest, " + what + ")";
      SolverResult r0 = search.apply(g, without);
      SolverResult r1 = search.apply(g, with);
      if (r0.status() == SolverStatus.UNKNOWN || r1.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      assertEquals(r0.status(), r1.status(), () -> where + ": verdicts differ");
      if (r0.status() != SolverStatus.WINNABLE) {
        continue;
      }
      SolverPropertyTest.assertCertificateWins(g, r1.certificate(), where);
      compared++;
      fewer += r1.statistics().storedStates() < r0.statistics().storedStates() ? 1 : 0;
      assertEquals(r0.certificate().size(), r1.certificate().size(),
          () -> where + ": shortest length differs");
    }
    return new int[] {compared, fewer};
  }

  /** Breadth-first search in shortest mode ({@link ShortestSearch}), whatever the goal. */
  static SolverResult breadthFirst(Game g, SolverOptions opt) {
    return new ShortestSearch(new SearchRun(g, opt, null, false)).run();
  }

  @Test
  void movesOutsideTheSetNeverEnableAMoveAcrossItsBorder() {
    int checkedSets = walkReducedPositions(12_000, seed -> Goal.won());
    assertTrue(checkedSets > 12_000, "only " + checkedSets + " reduced positions checked");
  }

  /**
   * From every position of short random plays of the games of {@code seeds} seeds where the
   * reduction for the seed's goal keeps fewer moves (and the goal is not reached yet), random
   * walks of moves that touch no pile of the chosen set: no move across its border becomes legal,
   * no pile empties, no kept move is disabled, and the goal is not reached (the visibility
   * condition of the goals that are not deadlocks). Returns the number of reduced positions.
   */
  static int walkReducedPositions(int seeds, java.util.function.LongFunction<Goal> goalOf) {
    int checkedSets = 0;
    for (long seed = 0; seed < seeds; seed++) {
      Game g = game(seed);
      Goal goal = goalOf.apply(seed);
      String where = describe(seed) + " " + goal;
      SplittableRandom rnd = new SplittableRandom(seed);
      Position s = Position.start(g);
      StubbornSets por = new StubbornSets(s, StubbornSets.DEFAULT_SEEDS, goal);
      for (int step = 0; step < 40; step++) {
        long[] all = moves(s);
        if (all.length == 0) {
          break;
        }
        long[] kept = Arrays.copyOf(all, all.length);
        int k = reached(s, goal) ? all.length : por.filter(s, kept, all.length);
        if (k < all.length) {
          checkedSets++;
          boolean[] set = por.chosen();
          String at = where + " step " + step;
          for (int walk = 0; walk < 4; walk++) {
            walkOutside(s.copy(), set, Arrays.copyOf(kept, k), goal, rnd, at);
          }
        }
        s.apply(all[rnd.nextInt(all.length)]);
      }
    }
    return checkedSets;
  }

  /** The goal test on a solver position, by the goal's definition on a scan of the piles. */
  static boolean reached(Position s, Goal goal) {
    if (goal instanceof Goal.Clears c) {
      return s.clearedRuns() >= c.runs();
    }
    if (goal instanceof Goal.RunHeight r) {
      int best = 0;
      for (int j = 0; j < s.pileCount(); j++) {
        for (int i = 0; i < s.size(j); i++) {
          if (r.reading() == org.spiderlab.core.RunReading.ANY || i == s.size(j) - 1) {
            best = Math.max(best, s.runEndingAt(j, i));
          }
        }
      }
      return best >= r.height();
    }
    return s.won();
  }

  private static void walkOutside(Position s, boolean[] set, long[] kept, Goal goal,
      SplittableRandom rnd, String at) {
    for (int step = 0; step < 30; step++) {
      List<Long> outside = new ArrayList<>();
      for (long m : moves(s)) {
        int a = PackedMove.src(m);
        int b = PackedMove.kind(m) == PackedMove.TRANSFER ? PackedMove.dst(m) : a;
        if (set[a] != set[b]) {
          fail(at + ", after " + step + " outside moves: " + PackedMove.toMove(m)
              + " crosses the border of the stubborn set and became legal");
        }
        if (!set[a]) {
          outside.add(m);
        }
      }
      for (int j = 0; j < s.pileCount(); j++) {
        assertFalse(s.size(j) == 0, at + ": pile " + (j + 1) + " emptied by outside moves");
      }
      assertFalse(reached(s, goal), at + ": " + goal + " reached by " + step
          + " outside moves:\n" + s);
      List<Long> now = new ArrayList<>();
      for (long m : moves(s)) {
        now.add(m);
      }
      for (long m : kept) {
        assertTrue(now.contains(m), at + ": kept move " + PackedMove.toMove(m) + " disabled");
      }
      if (outside.isEmpty()) {
        return;
      }
      s.apply(outside.get(rnd.nextInt(outside.size())));
    }
  }

  /** Every legal move of {@code s}, unordered. */
  static long[] moves(Position s) {
    MoveGenerator gen = new MoveGenerator(s.pileCount());
    int cnt = gen.generate(s, false, false);
    return Arrays.copyOf(gen.moves(), cnt);
  }
}
