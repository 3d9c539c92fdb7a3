package org.spiderlab.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;

class GameShrinksTest {

  @Test
  void droppingAPileRenumbersMovesAndDeals() {
    Game g = GameText.parse("spider ranks=5 suits=1\npile 1S\npile 2S\npile 3S\nstock 1S 2S 3S\n");
    assertEquals(GameText.parse("spider ranks=5 suits=1\npile 1S\npile 3S\nstock 1S 3S\n"),
        GameShrinks.withoutPile(g, 1));
    assertEquals(CertificateText.parse("m 1 1 2\nd\nc 2\n"), GameShrinks.movesWithoutPile(
        CertificateText.parse("m 1 1 3\nm 2 1 1\nd\nc 2\nc 3\n"), 1));
  }

  @Test
  void aCrashCountsAsAFailureAndAPassingInputIsRefused() {
    Game g = GameText.parse("spider ranks=5 suits=1\npile 1S 2S\npile 3S\n");
    GameShrinks.Counterexample cx = GameShrinks.shrink(7, g, List.of(Move.deal()), (gg, m) -> {
      if (gg.tableauCardCount() > 0) {
        throw new IllegalStateException("boom");
      }
      return false;
    });
    assertEquals(1, cx.game().tableauCardCount());
    assertEquals(List.of(), cx.moves());
    assertThrows(IllegalArgumentException.class,
        () -> GameShrinks.shrink(1, g, List.of(), (gg, m) -> false));
  }

  @Test
  void shrinksARefutedClaimToOneMoveOfTwoCards() {
    // A deliberately wrong claim: no run of two cards is ever moved. Random play refutes it; the
    // shrinker must reduce the counterexample to one move of two cards between two piles.
    GameShrinks.Failure wrong = (g, moves) -> {
      Board b = g.toBoard();
      for (Move m : moves) {
        if (b.tryApply(m) == null && m instanceof Move.Transfer t && t.count() == 2) {
          return true;
        }
      }
      return false;
    };
    RandomGames spec = new RandomGames(5, 1, 2, 5, 1, 30, Rule.SPIDER);
    int found = 0;
    for (long seed = 1; seed < 100 && found < 5; seed++) {
      Game g = spec.generate(seed);
      List<Move> walk = RandomWalk.walk(g, seed, 300, 50);
      if (wrong.fails(g, walk)) {
        found++;
        GameShrinks.Counterexample cx = GameShrinks.shrink(seed, g, walk, wrong);
        assertEquals(1, cx.moves().size(), cx.toString());
        assertEquals(2, cx.game().pileCount(), cx.toString());
        assertEquals(2, cx.game().tableauCardCount(), cx.toString());
        assertEquals(0, cx.game().dealCount(), cx.toString());
        assertTrue(cx.toString().startsWith("seed " + seed + ", shrunk"), cx.toString());
      }
    }
    assertTrue(found > 0, "no random walk moved a run of two cards");
  }

  @Test
  void theBudgetBoundsTheEvaluations() {
    Game g = GameText.parse("spider ranks=5 suits=1\npile 1S 2S 3S\npile 4S 5S\npile 1S\n");
    int[] calls = new int[1];
    GameShrinks.Counterexample cx = GameShrinks.shrink(3, g, List.of(), (gg, m) -> {
      calls[0]++;
      return true;
    }, 4);
    assertEquals(4, cx.evaluations());
    assertTrue(calls[0] <= 5, "the start is checked once more by the generic shrinker");
    assertTrue(cx.game().tableauCardCount() < g.tableauCardCount(), cx.toString());
  }
}
