package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * Play starts with every face-down top card turned face up (docs/FORMATS.md "Moves"; thesis 4.3):
 * hiding the top cards of a game's file must change no verdict, no shortest length and no
 * certificate's validity, for the solver, the dead-end test and the independent brute force.
 */
class FaceDownTopsTest {

  /** {@code g} with the top card of every non-empty pile face down (the file form changes). */
  static Game hideTops(Game g) {
    Game.Builder b = Game.builder(g.maxRank(), g.suits()).rule(g.rule());
    for (int j = 0; j < g.pileCount(); j++) {
      List<Card> pile = new ArrayList<>(g.pile(j));
      if (!pile.isEmpty()) {
        Card top = pile.get(pile.size() - 1);
        pile.set(pile.size() - 1, new Card(top.rank(), top.suit(), true));
      }
      b.pile(pile);
    }
    for (int d = 0; d < g.dealCount(); d++) {
      b.deal(g.deal(d));
    }
    return b.build();
  }

  @Test
  void aGameOfFaceDownTopsIsPlayedFromItsTurnedTops() {
    Game g = GameText.parse("spider ranks=3 suits=1\npile [3S]\npile [2S]\npile [1S]\n");
    SolverResult r = Solver.solve(g);
    assertEquals(SolverStatus.WINNABLE, r.status());
    SolverPropertyTest.assertCertificateWins(g, r.certificate(), "three hidden tops");
    assertEquals(3, BruteForce.shortest(g, 10_000), "two moves and a clear");
  }

  @Test
  void hidingTheTopsChangesNoVerdictOnSeededGames() {
    SolverOptions opts = SolverOptions.builder().maxStates(200_000).build();
    SolverOptions shortest = SolverOptions.builder().maxStates(200_000).shortest(true).build();
    int compared = 0;
    int winnable = 0;
    for (long seed = 0; seed < 800; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      Game hidden = hideTops(g);
      String where = spec.describe(seed) + " with hidden tops";
      assertTrue(g.tableauCardCount() == 0 || hidden.hasFaceDownTop(), where);
      assertEquals(g.withTopsTurnedUp().toBoard().describe(), hidden.toBoard().describe(), where);
      assertEquals(Solver.isDeadEnd(g), Solver.isDeadEnd(hidden), () -> where + ": dead end");
      SolverResult a = Solver.solve(g, opts);
      SolverResult b = Solver.solve(hidden, opts);
      if (a.status() == SolverStatus.UNKNOWN || b.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      compared++;
      assertEquals(a.status(), b.status(), () -> where + ": verdict");
      if (b.status() == SolverStatus.WINNABLE) {
        winnable++;
        SolverPropertyTest.assertCertificateWins(hidden, b.certificate(), where);
        SolverResult sa = Solver.solve(g, shortest);
        SolverResult sb = Solver.solve(hidden, shortest);
        if (sa.status() == SolverStatus.WINNABLE && sb.status() == SolverStatus.WINNABLE) {
          assertEquals(sa.certificate().size(), sb.certificate().size(), () -> where + ": shortest");
        }
      }
    }
    assertTrue(compared > 700, "only " + compared + " compared");
    assertTrue(winnable > 40 && winnable < compared - 40, "one-sided: " + winnable);
  }

  @Test
  void bruteForceAgreesOnTinyGamesWithHiddenTops() {
    for (long seed = 0; seed < 400; seed++) {
      RandomGames spec = RandomSpecs.tiny(seed);
      Game g = spec.generate(seed);
      Game hidden = hideTops(g);
      String where = spec.describe(seed) + " with hidden tops";
      int min = BruteForce.shortest(g, 2_000_000);
      assertEquals(min, BruteForce.shortest(hidden, 2_000_000), where);
      SolverResult r = Solver.solve(hidden, SolverOptions.builder().shortest(true).build());
      assertEquals(min >= 0, r.status() == SolverStatus.WINNABLE, () -> where + ": verdict");
      assertFalse(r.status() == SolverStatus.UNKNOWN, where);
      if (min >= 0) {
        assertEquals(min, r.certificate().size(), () -> where + ": shortest length");
      }
    }
  }
}
