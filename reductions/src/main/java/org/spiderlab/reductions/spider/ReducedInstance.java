package org.spiderlab.reductions.spider;

import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The output of {@link ThreeSatToSpider#reduce}: the 3-CNF, the one-suit two-deck Spider game of
 * thesis 4.2.1 and the {@link Layout} that explains it.
 */
public record ReducedInstance(Cnf formula, Game game, Layout layout) {

  /**
   * The layout's areas, then every pile with its role and its ranks bottom to top (piles longer
   * than 24 cards are abbreviated in the middle), e.g. {@code 11: clause 1, pile 4 (lock, freed
   * via piles 1-2): 61 39}.
   */
  public String describe() {
    String lay = layout.describe();
    StringBuilder sb = new StringBuilder(lay.substring(0, lay.indexOf("piles:\n")));
    sb.append("piles (bottom to top):\n");
    for (int p = 0; p < game.pileCount(); p++) {
      sb.append("  ").append(p + 1).append(": ").append(layout.pileRole(p)).append(':');
      List<Card> pile = game.pile(p);
      int n = pile.size();
      for (int x = 0; x < n; x++) {
        if (n > 24 && x == 12) {
          sb.append(" ... (").append(n - 24).append(" more)");
          x = n - 12;
        }
        sb.append(' ').append(pile.get(x).rank());
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
