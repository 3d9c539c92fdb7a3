package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/** The text of the layout of thesis 4.2.1's worked example. */
class LayoutTextTest {
  static final Layout LAYOUT = ThreeSatToSpider.INSTANCE
      .reduce(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3")).layout();

  @Test
  void areasAndPiles() {
    String t = LayoutText.layout(LAYOUT);
    assertTrue(t.startsWith("3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1): 3 variables, 3 clauses;"
        + " maximal rank 71, 27 piles, 142 cards (one suit, two decks)\n"
        + "areas (one buffer rank between neighbours):\n  literal selection: ranks 1..7\n"), t);
    assertTrue(t.contains("  literal -v3: ranks 35..37; pairs 35/36 (clause 3)\n"), t);
    assertTrue(t.contains("  literal v2: ranks 19..23; pairs 19/20 (clause 1), 21/22 (clause 2)\n"),
        t);
    assertTrue(t.contains("piles:\n  1: initial selection card\n"), t);
    assertTrue(t.contains("  11: clause 1, pile 4 (lock, freed via piles 1-2)\n"), t);
    assertEquals(t.substring(0, t.indexOf("piles:\n")), LayoutText.areas(LAYOUT));
  }
}
