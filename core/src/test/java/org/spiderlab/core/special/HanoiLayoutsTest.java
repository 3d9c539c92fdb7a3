package org.spiderlab.core.special;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * Thesis 4.6.1, both layouts of the two complementary towers, with the solver's shortest mode
 * (docs/FINDINGS.md, row 5; docs/SPECIAL-CASES.md 4.6.1).
 *
 * <ul>
 *   <li>Stacked (the thesis' figure: tower B on tower A, two free piles): until B's card n leaves
 *       pile 1, only B's cards 1..n-1 can move, they alternate suits, so every move takes one
 *       card; B's n can only go to an empty pile, so all n-1 cards above it must first be
 *       gathered on the other free pile: a Tower of Hanoi, at least 2^(n-1) - 1 moves, then the
 *       move of n. The shortest certificate spends exactly that, 2^(n-1) single-card moves, and
 *       wins with 3n - 2 more, in which same-suit runs move together.
 *   <li>Side by side (tower A on pile 1, tower B on pile 2): 3n - 1 moves with one or two free
 *       piles (3 run moves per rank, the two runs trading places through the free pile, then two
 *       clears); no free pile: lost for n >= 2.
 * </ul>
 */
class HanoiLayoutsTest {
  private static final SolverOptions SHORTEST =
      SolverOptions.builder().shortest(true).maxStates(5_000_000).build();

  private static List<Move> shortest(Game g, String what) {
    SolverResult r = Solver.solve(g, SHORTEST);
    assertEquals(SolverStatus.WINNABLE, r.status(), what + ": " + r);
    return r.certificate();
  }

  @Test
  void stackedTowersStartWithAForcedSingleCardHanoiPhase() {
    for (int n = 1; n <= 7; n++) {
      Game g = HanoiTowers.stacked(n, 2);
      List<Move> cert = shortest(g, "stacked n=" + n);
      assertEquals((1 << (n - 1)) + 3 * n - 2, cert.size(), "stacked n=" + n);
      if (n == 1) {
        continue; // 1H is a complete run: it is cleared, not moved
      }
      Board b = g.toBoard();
      int k = 0;
      while (b.pileSize(0) > n) { // tower B's card n is still on pile 1
        Move m = cert.get(k++);
        assertEquals(1, ((Move.Transfer) m).count(), "n=" + n + ", move " + k + ": " + m);
        b.apply(m);
      }
      assertEquals(1 << (n - 1), k, "n=" + n + ": moves until tower B's n has left pile 1");
    }
  }

  @Test
  void towersOnSeparatePilesWinInThreeNMinusOneMoves() {
    for (int n = 1; n <= 8; n++) {
      assertEquals(3 * n - 1, shortest(HanoiTowers.sideBySide(n, 1), "one free, n=" + n).size(),
          "side by side, one free pile, n=" + n);
    }
    for (int n = 1; n <= 6; n++) {
      assertEquals(3 * n - 1, shortest(HanoiTowers.sideBySide(n, 2), "two free, n=" + n).size(),
          "side by side, two free piles, n=" + n);
    }
    assertEquals(2, shortest(HanoiTowers.sideBySide(1, 0), "no free, n=1").size());
    for (int n = 2; n <= 8; n++) {
      assertEquals(SolverStatus.UNWINNABLE,
          Solver.solve(HanoiTowers.sideBySide(n, 0), SHORTEST).status(), "no free pile, n=" + n);
    }
  }
}
