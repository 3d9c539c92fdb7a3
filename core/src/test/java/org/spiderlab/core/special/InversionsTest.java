package org.spiderlab.core.special;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.special.Inversions.Definition;

class InversionsTest {

  /** Thesis 2.2.2: no inversion, yet lost. */
  @Test
  void thesisCounterexample() {
    Game g = GameText.parse("spider ranks=6 suits=1\npile 1S\npile 5S 3S\npile 2S 4S 6S\n");
    for (Definition d : Definition.values()) {
      assertTrue(Inversions.perPile(g, d).stream().noneMatch(Optional::isPresent), d.name());
    }
    assertFalse(Inversions.decide(g).lost(), "inversions alone do not decide");
    assertFalse(ReferenceSearch.solve(g, 100_000).winnable(), "the thesis says unwinnable");
  }

  /** The thesis' wording ("or b is face down") makes lemma 2.2.1 false; the repair does not. */
  @Test
  void contractWordingIsUnsound() {
    Game g = GameText.parse("spider ranks=6 suits=1\npile 6S [5S] 2S\npile 4S [3S] 1S\n");
    assertTrue(Inversions.everyPileHasInversion(g, Definition.CONTRACT));
    assertEquals("pile 1: [5S] (position 2) above 6S (position 1)",
        Inversions.perPile(g, Definition.CONTRACT).get(0).orElseThrow().toString());
    assertFalse(Inversions.everyPileHasInversion(g, Definition.REPAIRED));
    List<Move> win = List.of(Move.transfer(1, 1, 0), Move.transfer(0, 2, 1),
        Move.transfer(1, 4, 0), Move.clear(0));
    assertNull(ReferenceSearch.replay(g, win), "the game is winnable nevertheless");
    assertTrue(GreedyOneDeck.decide(g).winnable(), "even without free cells");
  }

  @Test
  void repairedInversionExamples() {
    // 1S directly on a face-down 2S, 3S on a face-down 4S: each needs a free cell, none exists
    Game g = GameText.parse("spider ranks=4 suits=1\npile [2S] 1S\npile [4S] 3S\n");
    assertTrue(Inversions.decide(g).lost());
    assertEquals(2, Inversions.decide(g).evidence().size());
    assertFalse(ReferenceSearch.solve(g, 10_000).winnable());
    // b above a, not directly
    Game h = GameText.parse("spider ranks=3 suits=1\npile 2S 3S 1S\n");
    assertEquals("pile 1: 1S (position 3) above 2S (position 1)",
        Inversions.decide(h).evidence().get(0).toString());
    assertTrue(Inversions.decide(h).lost());
  }

  /**
   * Lemma 2.2.1 (REPAIRED): every pile inverted implies lost, against exhaustive search; lemma
   * 2.2.2 (REPAIRED): winnable without free-cell moves implies no inversion at all. Also counts
   * how often the CONTRACT wording would misjudge.
   */
  @Test
  void lemmasAgainstExhaustiveSearch() {
    int lostChecked = 0;
    int contractWrong = 0;
    int restrictedWinsChecked = 0;
    for (long seed = 1; seed <= 4000; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 31);
      int n = 2 + r.nextInt(5);
      int p = 1 + r.nextInt(3);
      Game g = SpecialGen.oneDeck(seed, n, p, 20 + r.nextInt(60), 0);
      String ctx = "seed=" + seed + "\n" + GameText.toText(g);
      Inversions.Result res = Inversions.decide(g);
      boolean contractAll = Inversions.everyPileHasInversion(g, Definition.CONTRACT);
      if (!res.lost() && !contractAll && r.nextInt(4) != 0) {
        continue; // keep the run short: search mainly where a lemma claims something
      }
      boolean winnable = ReferenceSearch.solve(g, 2_000_000).winnable();
      if (res.lost()) {
        lostChecked++;
        assertFalse(winnable, "every pile has an inversion but the game is winnable, " + ctx);
        assertEquals(g.pileCount(), res.evidence().size(), ctx);
      }
      if (contractAll && winnable) {
        contractWrong++;
      }
      if (ReferenceSearch.solve(g, false, 1_000_000).winnable()) {
        restrictedWinsChecked++;
        assertTrue(Inversions.perPile(g, Definition.REPAIRED).stream()
            .noneMatch(Optional::isPresent), "lemma 2.2.2, " + ctx);
      }
    }
    assertTrue(lostChecked > 200, "too few lost verdicts checked: " + lostChecked);
    assertTrue(restrictedWinsChecked > 50, "too few restricted wins: " + restrictedWinsChecked);
    // contractWrong is reported, not asserted: such games are rare here; contractWordingIsUnsound
    // pins one
    System.out.printf("Inversions: %d lost verdicts confirmed; CONTRACT wording wrong on %d "
        + "games; lemma 2.2.2 checked on %d restricted wins%n", lostChecked, contractWrong,
        restrictedWinsChecked);
  }

  @Test
  void classChecks() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Inversions.decide(GameText.parse("spider ranks=2 suits=1\npile 2S 1S\npile 2S 1S\n")));
    assertTrue(e.getMessage().startsWith("Inversions decides only one-deck"), e.getMessage());
  }
}
