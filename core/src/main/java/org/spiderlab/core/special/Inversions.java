package org.spiderlab.core.special;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * Thesis 2.2 ("Inversionen"): a sound test that proves one-deck, one-suit games with an empty
 * stock <i>lost</i> (moves onto free cells allowed).
 *
 * <h2>Definitions</h2>
 * Cards {@code a, b} of one pile with {@code rank(a) = rank(b) + 1} and {@code b} above {@code a}
 * form an inversion when
 * <ul>
 *   <li>{@link Definition#CONTRACT} (the thesis' wording, "oder b verdeckt ist"): {@code b} does not lie
 *       directly on {@code a}, or {@code b} is face down;
 *   <li>{@link Definition#REPAIRED} (used by the decider): {@code b} does not lie directly on
 *       {@code a}, or {@code a} is face down.
 * </ul>
 *
 * <h2>Lemma 2.2.1 and why the definition is repaired</h2>
 * If every pile has an inversion, the game is lost. Proof (REPAIRED): {@code b} must finally lie
 * directly on {@code a}, face up. If {@code b} is not directly on {@code a}, the cards between them
 * must leave, so {@code b} must leave first; {@code b} is the bottom of any run it moves in (the
 * only card it can lie in a run on is the unique {@code a}), and {@code a} is covered, so {@code b}
 * can only go onto a free cell. If {@code b} lies directly on a face-down {@code a}, {@code a}
 * turns face up only when {@code b} leaves, again only onto a free cell. So no pile can be emptied
 * before a free cell exists, and there is none (a clear needs all {@code n} cards in one run, and an
 * empty pile has no inversion). Under the CONTRACT wording the lemma is <b>false</b>: a face-down
 * {@code b} lying directly on a face-up {@code a} is harmless, as it turns face up in place. The
 * two-pile game {@code 6S [5S] 2S | 4S [3S] 1S} has a CONTRACT inversion in every pile and is won
 * by {@code m 2 1 1, m 1 2 2, m 2 4 1, c 1} (see {@code InversionsTest} and SPECIAL-CASES.md).
 *
 * <p>Lemma 2.2.2 (without moves onto free cells a winnable game has no inversion) follows from
 * the same argument, again only for REPAIRED inversions. Inversions do not decide winnability: the
 * thesis' game {@code 1S | 5S 3S | 2S 4S 6S} has no inversion and is lost.
 */
public final class Inversions {

  private Inversions() {}

  /** Which wording of "inversion" to apply. */
  public enum Definition {
    /** The thesis' wording: {@code b} not directly on {@code a}, or {@code b} face down. */
    CONTRACT,
    /** The sound repair: {@code b} not directly on {@code a}, or {@code a} face down. */
    REPAIRED
  }

  /**
   * One inversion: card {@code a} at {@code lowerIndex} and card {@code b} (one rank lower) at
   * {@code upperIndex > lowerIndex} of pile {@code pile} (0-based; indices from the bottom).
   */
  public record Inversion(int pile, int lowerIndex, int upperIndex, Card a, Card b) {
    @Override
    public String toString() {
      return "pile " + (pile + 1) + ": " + b + " (position " + (upperIndex + 1) + ") above " + a
          + " (position " + (lowerIndex + 1) + ")";
    }
  }

  /**
   * The decider's verdict.
   *
   * @param lost whether every pile has a REPAIRED inversion, which proves the game lost
   * @param evidence when lost, one inversion per pile; otherwise the inversions found (possibly
   *     none), which prove nothing about the game as a whole
   */
  public record Result(boolean lost, List<Inversion> evidence) {
    public Result {
      evidence = List.copyOf(evidence);
    }
  }

  /**
   * Lemma 2.2.1 with REPAIRED inversions: {@code lost()} is true iff every pile has an inversion,
   * which proves the game cannot be won (with or without free cells). {@code lost() == false}
   * decides nothing.
   *
   * @throws IllegalArgumentException if the game is not one deck of one suit with an empty stock
   *     and the spider rule
   */
  public static Result decide(Game game) {
    OneDeckClass.require(game, "Inversions");
    List<Inversion> found = new ArrayList<>();
    boolean all = true;
    for (Optional<Inversion> inv : perPile(game, Definition.REPAIRED)) {
      inv.ifPresent(found::add);
      all &= inv.isPresent();
    }
    return new Result(all, found);
  }

  /**
   * For every pile its first inversion (the one with the lowest upper card), or empty.
   *
   * @throws IllegalArgumentException if the game is not in the one-deck class
   */
  public static List<Optional<Inversion>> perPile(Game game, Definition definition) {
    OneDeckClass.require(game, "Inversions");
    int n = game.maxRank();
    int[] pileOf = new int[n + 2];
    int[] indexOf = new int[n + 2];
    java.util.Arrays.fill(pileOf, -1);
    for (int p = 0; p < game.pileCount(); p++) {
      List<Card> pile = game.pile(p);
      for (int i = 0; i < pile.size(); i++) {
        pileOf[pile.get(i).rank()] = p;
        indexOf[pile.get(i).rank()] = i;
      }
    }
    List<Optional<Inversion>> out = new ArrayList<>();
    for (int p = 0; p < game.pileCount(); p++) {
      List<Card> pile = game.pile(p);
      Inversion first = null;
      for (int j = 0; j < pile.size() && first == null; j++) {
        Card b = pile.get(j);
        int r = b.rank() + 1;
        if (r > n || pileOf[r] != p || indexOf[r] > j) {
          continue;
        }
        int i = indexOf[r];
        Card a = pile.get(i);
        boolean direct = i + 1 == j;
        boolean inversion = !direct
            || (definition == Definition.CONTRACT ? b.faceDown() : a.faceDown());
        if (inversion) {
          first = new Inversion(p, i, j, a, b);
        }
      }
      out.add(Optional.ofNullable(first));
    }
    return out;
  }

  /** Whether every pile has an inversion under {@code definition}. */
  public static boolean everyPileHasInversion(Game game, Definition definition) {
    return perPile(game, definition).stream().allMatch(Optional::isPresent);
  }
}
