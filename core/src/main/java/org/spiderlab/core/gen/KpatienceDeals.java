package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.KpatiencePosition;

/**
 * KPatience's numbered Spider deals (thesis chapter 3, section 3.1: the KPatience rules the
 * thesis' real deals follow), reproduced exactly: deal number N of KPatience's Spider with 1, 2
 * or 4 suits is {@link #deal(int, long)}.
 *
 * <p>KPatience builds its 104 cards rank by rank ({@link KpatiencePosition#deck(int)}), shuffles
 * them with the linear congruential generator of Windows FreeCell seeded by the deal number
 * ({@link #shuffled(List, long)}), and deals from the end of the shuffled list: 44 cards face
 * down round the ten piles from pile 1, then ten face up (starting at pile 5, where the round
 * stopped), then five stock piles of ten. A stock pile is handed out top card first, to pile 1.
 */
public final class KpatienceDeals {
  /** The smallest deal number: KPatience deals 1 for any number below 1. */
  public static final long MIN_NUMBER = 1;
  /** The largest deal number KPatience offers (its deal numbers are C {@code int}s). */
  public static final long MAX_NUMBER = Integer.MAX_VALUE;

  private static final int FACE_DOWN = 44;
  private static final int TABLEAU = 54;

  private KpatienceDeals() {}

  /**
   * KPatience's shuffle: for i from the list's size down to 2, the seed steps as {@code seed =
   * 214013 * seed + 2531011} modulo 2^32, and element i-1 is swapped with element {@code ((seed
   * >> 16) & 0x7fff) mod i}. The seed starts as the deal number modulo 2^32.
   */
  public static <T> List<T> shuffled(List<T> cards, long number) {
    List<T> result = new ArrayList<>(cards);
    long seed = number & 0xffffffffL;
    for (int i = result.size(); i > 1; i--) {
      seed = (214013L * seed + 2531011L) & 0xffffffffL;
      int rand = (int) ((seed >>> 16) & 0x7fff);
      int j = rand % i;
      T t = result.get(i - 1);
      result.set(i - 1, result.get(j));
      result.set(j, t);
    }
    return result;
  }

  /** KPatience's position of deal {@code number} with {@code suits} suits before any move. */
  public static KpatiencePosition position(int suits, long number) {
    checkArgument(suits >= 1 && suits <= 4, "KPatience's Spider has 1 to 4 suits, got %s", suits);
    checkArgument(number >= MIN_NUMBER && number <= MAX_NUMBER,
        "deal number %s is outside %s..%s", number, MIN_NUMBER, MAX_NUMBER);
    List<Card> cards = shuffled(KpatiencePosition.deck(suits), number);
    List<List<Card>> stacks = new ArrayList<>();
    for (int i = 0; i < KpatiencePosition.STACKS; i++) {
      stacks.add(new ArrayList<>());
    }
    List<List<Card>> redeals = new ArrayList<>();
    for (int i = 0; i < KpatiencePosition.REDEALS; i++) {
      redeals.add(new ArrayList<>());
    }
    for (int t = 0; t < cards.size(); t++) {
      Card c = cards.get(cards.size() - 1 - t);
      if (t < FACE_DOWN) {
        stacks.get(t % KpatiencePosition.STACKS).add(c.hidden());
      } else if (t < TABLEAU) {
        stacks.get(t % KpatiencePosition.STACKS).add(c.up());
      } else {
        redeals.get((t - TABLEAU) / KpatiencePosition.STACKS).add(c.hidden());
      }
    }
    return new KpatiencePosition(suits, number, stacks, redeals, List.of());
  }

  /**
   * KPatience's deal {@code number} of Spider with {@code suits} (1, 2 or 4) suits as a SpiderLab
   * game: 13 ranks, ten piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5 with the top card face up, five
   * deals.
   */
  public static Game deal(int suits, long number) {
    StandardDeals.checkSuits(suits);
    return position(suits, number).toGame();
  }
}
