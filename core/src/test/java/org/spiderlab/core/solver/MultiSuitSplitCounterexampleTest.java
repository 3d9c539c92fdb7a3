package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/**
 * Thesis 4.1.5 ("splitting a run onto a card of another suit is never needed") is false even
 * without a stock and without face-down cards. The exhaustive search below enumerates every
 * stockless, face-up game made of complete decks with at least two suits, by card count and then
 * by pile count, and compares the solver with the solver under the 4.1.5 restriction (a part of a
 * run may go onto a non-empty pile only when the target card has its suit). Pinned: no game of 4
 * cards (1 to 4 piles) and no game of 6 cards on 1 or 2 piles is a counterexample; on 3 piles
 * there are 14 (7 up to exchanging the suits), all with ranks 1..3 and two suits, 2 of those 7
 * without an empty pile; {@code 3S | 1S | 1H 2S 3H 2H} is one of those: won in 9 moves at the shortest,
 * and the restricted search stops after 2 states (docs/FINDINGS.md, row 1).
 */
class MultiSuitSplitCounterexampleTest {
  private static final SolverOptions FULL = SolverOptions.builder().unpruned().build();

  @Test
  void theSmallestCounterexampleHasSixCardsOnThreePiles() {
    Game g = GameText.parse("spider ranks=3 suits=2\npile 3S\npile 1S\npile 1H 2S 3H 2H\n");
    SolverResult full = Solver.solve(g, FULL);
    assertEquals(SolverStatus.WINNABLE, full.status());
    SolverResult shortest = Solver.solve(g, SolverOptions.builder().unpruned().shortest(true)
        .build());
    assertEquals(9, shortest.certificate().size(), shortest.certificate().toString());
    SolverResult restricted = restricted(g);
    assertEquals(SolverStatus.UNWINNABLE, restricted.status());
    assertEquals(2, restricted.statistics().storedStates(), restricted.statistics().toString());
    // the other one without an empty pile (up to the suits) also takes 9 moves
    Game other = GameText.parse("spider ranks=3 suits=2\npile 1H 3S\npile 1S\npile 2S 3H 2H\n");
    assertEquals(9, Solver.solve(other, SolverOptions.builder().unpruned().shortest(true).build())
        .certificate().size());
    assertEquals(SolverStatus.UNWINNABLE, restricted(other).status());
    // splitting 2H off 3H onto 3S keeps the game winnable
    org.spiderlab.core.Board b = g.toBoard();
    b.apply(org.spiderlab.core.Move.transfer(2, 1, 0));
    assertEquals(SolverStatus.WINNABLE, Solver.solve(b.snapshot(2), FULL).status());
  }

  @Test
  void noGameWithFewerCardsOrFewerPilesIsACounterexample() {
    // 4 cards: ranks 1..2, one deck each of two suits; any number of piles
    for (int piles = 1; piles <= 4; piles++) {
      assertEquals(List.of(), counterexamples(2, new int[] {1, 2}, piles), "4 cards, " + piles
          + " piles");
    }
    // 6 cards on 1 or 2 piles: ranks 1..3 with two suits, or ranks 1..2 with three decks
    for (int piles = 1; piles <= 2; piles++) {
      for (int[] decks : List.of(new int[] {1, 2}, new int[] {1, 1, 2}, new int[] {1, 2, 3})) {
        int n = decks.length == 2 ? 3 : 2;
        assertEquals(List.of(), counterexamples(n, decks, piles), "6 cards, " + piles + " piles, "
            + Arrays.toString(decks));
      }
    }
    // 6 cards on 3 piles: the decks of ranks 1..2 give none, ranks 1..3 with two suits give these
    assertEquals(List.of(), counterexamples(2, new int[] {1, 1, 2}, 3));
    assertEquals(List.of(), counterexamples(2, new int[] {1, 2, 3}, 3));
    List<String> found = counterexamples(3, new int[] {1, 2}, 3);
    assertEquals(14, found.size(), found.toString()); // 7 up to exchanging the two suits
    List<String> noEmptyPile = found.stream().filter(g -> !g.startsWith(" |")).toList();
    // two up to exchanging the suits: 1H 2S 3H 2H | 1S | 3S and 1H 3S | 1S | 2S 3H 2H
    assertEquals(List.of("1H 2S 3H 2H | 1S | 3S", "1H 3S | 1S | 2S 3H 2H",
        "1H | 1S 2H 3S 2S | 3H", "1H | 1S 3H | 2H 3S 2S"), noEmptyPile);
    assertTrue(found.contains(" |  | 1H 2S 3H 2H 1S 3S"), "one pile of six cards and two empty");
  }

  /**
   * Every arrangement (up to the order of the piles) of the given decks of ranks 1..n on the given
   * number of piles, all cards face up, no stock, that is winnable but not under the 4.1.5
   * restriction; each as its piles (bottom to top) joined by {@code |}, sorted.
   */
  static List<String> counterexamples(int n, int[] deckSuits, int piles) {
    List<String> cards = new ArrayList<>();
    int suits = 0;
    for (int s : deckSuits) {
      suits = Math.max(suits, s);
      for (int r = 1; r <= n; r++) {
        cards.add(r + "SHCD".substring(s - 1, s));
      }
    }
    Set<String> games = new TreeSet<>();
    arrange(cards, new boolean[cards.size()], new ArrayList<>(), piles, games);
    List<String> found = new ArrayList<>();
    for (String g : games) {
      StringBuilder text = new StringBuilder("spider ranks=" + n + " suits=" + suits + "\n");
      for (String pile : g.split("\\|", -1)) {
        text.append("pile ").append(pile.trim()).append('\n');
      }
      Game game = GameText.parse(text.toString());
      if (Solver.solve(game, FULL).status() == SolverStatus.WINNABLE
          && restricted(game).status() != SolverStatus.WINNABLE) {
        found.add(g);
      }
    }
    return found;
  }

  /** All sequences of the unused cards, cut into {@code piles} piles (possibly empty). */
  private static void arrange(List<String> cards, boolean[] used, List<String> seq, int piles,
      Set<String> out) {
    if (seq.size() == cards.size()) {
      cut(seq, 0, piles, new ArrayList<>(), out);
      return;
    }
    Set<String> tried = new TreeSet<>();
    for (int i = 0; i < cards.size(); i++) {
      if (!used[i] && tried.add(cards.get(i))) {
        used[i] = true;
        seq.add(cards.get(i));
        arrange(cards, used, seq, piles, out);
        seq.remove(seq.size() - 1);
        used[i] = false;
      }
    }
  }

  private static void cut(List<String> seq, int from, int piles, List<String> done,
      Set<String> out) {
    if (piles == 1) {
      List<String> all = new ArrayList<>(done);
      all.add(String.join(" ", seq.subList(from, seq.size())));
      all.sort(null);
      out.add(String.join(" | ", all));
      return;
    }
    for (int to = from; to <= seq.size(); to++) {
      done.add(String.join(" ", seq.subList(from, to)));
      cut(seq, to, piles - 1, done, out);
      done.remove(done.size() - 1);
    }
  }

  /** The search under thesis 4.1.5's restriction (a run may not be split onto another suit). */
  private static SolverResult restricted(Game g) {
    return UnsoundSearches.noMultiSuitSplit(g, FULL);
  }
}
