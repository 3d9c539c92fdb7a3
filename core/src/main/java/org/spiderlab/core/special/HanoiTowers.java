package org.spiderlab.core.special;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * Thesis 4.6.1 ("Hanoi Spider Solitaire", figure 9): the towers-of-Hanoi instance of the hanoi rule
 * variant, in which a run may go onto any card of strictly higher rank.
 *
 * <p>Figure 9 shows, bottom to top in one column, a tower {@code ♥n ... ♥4 ♠3 ♥2 ♠1} and on top
 * of it a tower {@code ♠n ... ♥4 ♠3 ♥2 ♠1}; the text says the upper tower must be moved entirely
 * onto the second/third pile, after which the third free pile wins the game. Read literally, both
 * towers carry the same alternating suits (odd ranks spades, even ranks hearts), so the game has
 * two {@code ♠1} and no {@code ♥1} and can never clear a run: {@link #figureLiteral} builds it.
 * The bottom cards {@code ♥n} and {@code ♠n} show the intent: the towers are complementary,
 * together one deck of spades and one of hearts. {@link #stacked} builds that reading (tower A:
 * odd ranks spades, even ranks hearts; tower B: the opposite suits; B on top of A in pile 1,
 * followed by free piles); {@link #sideBySide} puts the two towers on separate piles instead (the
 * "two piles" reading).
 */
public final class HanoiTowers {

  private HanoiTowers() {}

  /** Tower A, bottom to top: rank n down to 1; odd ranks spades, even ranks hearts. */
  public static List<Card> towerA(int n) {
    return tower(n, false);
  }

  /** Tower B, bottom to top: rank n down to 1; odd ranks hearts, even ranks spades. */
  public static List<Card> towerB(int n) {
    return tower(n, true);
  }

  private static List<Card> tower(int n, boolean flip) {
    checkArgument(n >= 1, "n must be >= 1, got %s", n);
    List<Card> out = new ArrayList<>(n);
    for (int r = n; r >= 1; r--) {
      boolean odd = (r & 1) == 1;
      out.add(Card.of(r, odd ^ flip ? 1 : 2));
    }
    return out;
  }

  /**
   * The thesis' reading: pile 1 holds tower A with tower B on top; then {@code freePiles} empty
   * piles (the thesis uses two: "the second/third pile"). Rule hanoi, 2 suits, maximal rank n.
   */
  public static Game stacked(int n, int freePiles) {
    checkArgument(freePiles >= 0, "freePiles must be >= 0, got %s", freePiles);
    List<Card> pile = new ArrayList<>(towerA(n));
    pile.addAll(towerB(n));
    Game.Builder b = Game.builder(n, 2).rule(Rule.HANOI).pile(pile);
    for (int i = 0; i < freePiles; i++) {
      b.pile(List.of());
    }
    return b.build();
  }

  /** Tower A on pile 1, tower B on pile 2, then {@code freePiles} empty piles. Rule hanoi. */
  public static Game sideBySide(int n, int freePiles) {
    checkArgument(freePiles >= 0, "freePiles must be >= 0, got %s", freePiles);
    Game.Builder b = Game.builder(n, 2).rule(Rule.HANOI).pile(towerA(n)).pile(towerB(n));
    for (int i = 0; i < freePiles; i++) {
      b.pile(List.of());
    }
    return b.build();
  }

  /** Figure 9 read literally: tower A twice, stacked in pile 1, then free piles (unwinnable). */
  public static Game figureLiteral(int n, int freePiles) {
    checkArgument(freePiles >= 0, "freePiles must be >= 0, got %s", freePiles);
    List<Card> pile = new ArrayList<>(towerA(n));
    pile.addAll(towerA(n));
    Game.Builder b = Game.builder(n, 2).rule(Rule.HANOI).pile(pile);
    for (int i = 0; i < freePiles; i++) {
      b.pile(List.of());
    }
    return b.build();
  }
}
