package org.spiderlab.core.special;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.special.Inversions.Definition;

/**
 * Thesis 2.2 defines an inversion with "oder b verdeckt ist" (or b is face down); {@link
 * Definition#CONTRACT} implements that wording, {@link Definition#REPAIRED} the reading the proofs
 * need ("or a is face down"). Under the thesis' wording Lemma 2.2.2 (a game won without moving
 * onto a free cell has no inversion) fails as well as Lemma 2.2.1 (docs/FINDINGS.md, row 3).
 */
class ThesisInversionWordingTest {

  @Test
  void lemma222FailsUnderTheThesisWording() {
    Game g = GameText.parse("spider ranks=6 suits=1\npile 2S [1S] 3S\npile 4S\npile 6S 5S\n");
    // won without a single move onto a free cell: 3S onto 4S (1S turns face up), 4S 3S onto 5S,
    // 2S 1S onto 3S, clear
    GreedyOneDeck.Result won = GreedyOneDeck.decide(g);
    assertTrue(won.winnable(), won.toString());
    assertEquals(4, won.moves().size(), won.moves().toString());
    assertEquals(null, ReferenceSearch.replay(g, List.of(Move.transfer(0, 1, 1),
        Move.transfer(1, 2, 2), Move.transfer(0, 2, 2), Move.clear(2))));
    // yet the thesis' wording finds an inversion: the face-down 1S lies directly on 2S
    List<Optional<Inversions.Inversion>> thesis = Inversions.perPile(g, Definition.CONTRACT);
    assertEquals("pile 1: [1S] (position 2) above 2S (position 1)",
        thesis.get(0).orElseThrow().toString());
    // the repaired wording finds none, as Lemma 2.2.2 requires
    assertTrue(Inversions.perPile(g, Definition.REPAIRED).stream().noneMatch(Optional::isPresent));
    assertFalse(Inversions.decide(g).lost());
  }
}
