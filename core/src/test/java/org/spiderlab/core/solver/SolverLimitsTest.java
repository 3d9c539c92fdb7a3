package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/** The solver's size limits ({@link Solver#checkLimits}, docs/FORMATS.md "Limits"), at the edge. */
class SolverLimitsTest {

  private static Game piles(int count) {
    return GameText.parse("spider ranks=2 suits=1\npile 2S 1S\n" + "pile\n".repeat(count - 1));
  }

  @Test
  void fewerThan65535Piles() {
    assertDoesNotThrow(() -> Solver.checkLimits(piles(65_534)));
    assertEquals(SolverStatus.WINNABLE, Solver.solve(piles(65_534)).status());
    GameTooLargeException e = assertThrows(GameTooLargeException.class,
        () -> Solver.checkLimits(piles(65_535)));
    assertEquals("the solver supports fewer than 65,535 piles, this game has 65535",
        e.getMessage());
    assertThrows(GameTooLargeException.class, () -> Solver.solve(piles(65_535)));
  }

  @Test
  void ranksTimesSuitsBelow2To28() {
    int n = (1 << 28) - 2; // (n + 1) * 1 < 2^28
    assertDoesNotThrow(() -> Solver.checkLimits(
        GameText.parse("spider ranks=" + n + " suits=1\npile 2S 1S\n")));
    GameTooLargeException e = assertThrows(GameTooLargeException.class, () -> Solver.checkLimits(
        GameText.parse("spider ranks=" + (n + 1) + " suits=1\npile 2S 1S\n")));
    assertTrue(e.getMessage().startsWith("the solver needs (maxRank + 1) * suits < 2^28"),
        e.getMessage());
  }
}
