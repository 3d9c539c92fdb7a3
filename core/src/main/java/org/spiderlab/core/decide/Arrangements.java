package org.spiderlab.core.decide;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.spiderlab.core.Card;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;

/**
 * The face-down cards of a FAIR template (thesis 4.3) and the enumeration of their arrangements,
 * one per class of arrangements equal up to interchangeable piles.
 *
 * <p><b>Arrangements.</b> The template's face-down positions, in pile order and bottom to top
 * within a pile, are filled with a permutation of the multiset of its face-down cards; identical
 * cards are one kind, so there are {@code h! / (m_1! ... m_r!)} arrangements (a multinomial
 * coefficient), enumerated in lexicographic order of kinds without repetition.
 *
 * <p><b>Interchangeable piles.</b> Two piles are interchangeable when their template columns are
 * equal: the same size, the same face-up cards at the same places, face-down cards at the same
 * places, and the same stock column (the cards every deal puts on them). The permutations of the
 * piles that map the template onto itself are exactly those that keep every pile within its
 * block of interchangeable piles: the group {@code G}, a product of one symmetric group per block.
 * {@code G} acts on the arrangements, and an arrangement and its image under {@code g} in
 * {@code G} give games that are equal up to renaming the piles by {@code g}, stock columns
 * included; renaming piles maps legal moves to legal moves and winning certificates to winning
 * certificates ({@link org.spiderlab.core.solver.CanonicalPosition}), so both are winnable or
 * neither is. Solving one arrangement per orbit therefore decides FAIR.
 *
 * <p><b>One per orbit.</b> Within a block, sort the piles' sequences of face-down cards (as
 * words over the kinds): the arrangements whose piles in every block carry non-decreasing words in
 * pile order are exactly one per orbit (each orbit contains the sorted one, and two sorted
 * arrangements of one orbit carry the same multiset of words per block, hence are equal). The
 * cursor generates exactly these, by requiring at each face-down place of a pile, while the
 * pile's word so far equals that of the previous pile of its block, a kind no smaller than the
 * previous pile's at the same place. The orbit of an arrangement has
 * {@code prod_blocks b! / prod_words m_w!} elements (orbit-stabilizer: the stabilizer permutes
 * piles with equal words within a block); their sum over the enumerated orbits equals the number
 * of arrangements, which {@link FairDecider} checks.
 */
final class Arrangements {

  private final Game template;
  /** Template codes per pile, face-down places included (the template's own cards). */
  private final long[][] templatePiles;
  /** Per face-down place, in enumeration order: its pile and its index in the pile. */
  private final int[] placePile;
  private final int[] placeIndex;
  /** Per place: the place at the same offset in the previous pile of its block, or -1. */
  private final int[] previous;
  /** Per place: whether it is the lowest face-down place of its pile. */
  private final boolean[] firstOfPile;
  /** The kinds of face-down cards (face-down codes, ascending) and how many of each. */
  private final long[] kinds;
  private final int[] kindCount;
  /** The blocks of interchangeable piles, each in pile order. */
  private final List<int[]> blocks;

  private Arrangements(Game template) {
    this.template = template;
    int p = template.pileCount();
    templatePiles = new long[p][];
    Map<List<Long>, List<Integer>> byColumn = new LinkedHashMap<>();
    TreeMap<Long, Integer> count = new TreeMap<>();
    List<int[]> places = new ArrayList<>();
    for (int j = 0; j < p; j++) {
      long[] codes = new long[template.pileSize(j)];
      List<Long> column = new ArrayList<>();
      column.add((long) codes.length);
      for (int i = 0; i < codes.length; i++) {
        Card c = template.card(j, i);
        codes[i] = CardCode.of(c);
        // a face-down place is one symbol, whatever card the template puts there
        column.add(c.faceDown() ? Long.MIN_VALUE : codes[i]);
        if (c.faceDown()) {
          count.merge(codes[i], 1, Integer::sum);
          places.add(new int[] {j, i});
        }
      }
      for (int d = 0; d < template.dealCount(); d++) {
        column.add(CardCode.of(template.deal(d).get(j)));
      }
      templatePiles[j] = codes;
      byColumn.computeIfAbsent(column, x -> new ArrayList<>()).add(j);
    }
    kinds = new long[count.size()];
    kindCount = new int[count.size()];
    int x = 0;
    for (Map.Entry<Long, Integer> e : count.entrySet()) {
      kinds[x] = e.getKey();
      kindCount[x++] = e.getValue();
    }
    blocks = new ArrayList<>();
    int[] previousPile = new int[p];
    for (List<Integer> b : byColumn.values()) {
      blocks.add(b.stream().mapToInt(Integer::intValue).toArray());
      previousPile[b.get(0)] = -1;
      for (int i = 1; i < b.size(); i++) {
        previousPile[b.get(i)] = b.get(i - 1);
      }
    }
    int h = places.size();
    placePile = new int[h];
    placeIndex = new int[h];
    previous = new int[h];
    firstOfPile = new boolean[h];
    int[] firstPlaceOfPile = new int[p];
    Arrays.fill(firstPlaceOfPile, -1);
    for (int q = 0; q < h; q++) {
      placePile[q] = places.get(q)[0];
      placeIndex[q] = places.get(q)[1];
      int j = placePile[q];
      if (firstPlaceOfPile[j] < 0) {
        firstPlaceOfPile[j] = q;
        firstOfPile[q] = true;
      }
      int prev = previousPile[j];
      previous[q] = prev < 0 ? -1 : firstPlaceOfPile[prev] + (q - firstPlaceOfPile[j]);
    }
  }

  /** The face-down cards of {@code template}. */
  static Arrangements of(Game template) {
    return new Arrangements(template);
  }

  /** Face-down places. */
  int places() {
    return placePile.length;
  }

  /** All arrangements: the multinomial coefficient of the kinds' counts. */
  BigInteger total() {
    BigInteger t = BigInteger.ONE;
    int placed = 0;
    for (int m : kindCount) {
      for (int i = 1; i <= m; i++) {
        placed++;
        // t * placed / i stays whole: after the loop over i, t = prod of binomials
        t = t.multiply(BigInteger.valueOf(placed)).divide(BigInteger.valueOf(i));
      }
    }
    return t;
  }

  /** A cursor over one arrangement per orbit ({@code symmetry}) or over every arrangement. */
  Cursor cursor(boolean symmetry) {
    return new Cursor(symmetry);
  }

  /** The template with the kinds {@code choice} (one per place) at its face-down places. */
  Game arrangement(int[] choice) {
    Game.Builder b = Game.builder(template.maxRank(), template.suits()).rule(template.rule());
    int q = 0;
    for (int j = 0; j < templatePiles.length; j++) {
      long[] codes = templatePiles[j].clone();
      while (q < placePile.length && placePile[q] == j) {
        codes[placeIndex[q]] = kinds[choice[q]];
        q++;
      }
      b.pileCodes(codes);
    }
    for (int d = 0; d < template.dealCount(); d++) {
      b.deal(template.deal(d));
    }
    return b.build();
  }

  /** The number of arrangements in the orbit of {@code choice} under the pile group. */
  BigInteger orbitSize(int[] choice) {
    BigInteger size = BigInteger.ONE;
    for (int[] block : blocks) {
      if (block.length == 1) {
        continue;
      }
      Map<List<Integer>, Integer> words = new HashMap<>();
      for (int j : block) {
        words.merge(word(choice, j), 1, Integer::sum);
      }
      size = size.multiply(Multinomials.of(words.values())); // block.length! / prod m!
    }
    return size;
  }

  private List<Integer> word(int[] choice, int pile) {
    List<Integer> w = new ArrayList<>();
    for (int q = 0; q < placePile.length; q++) {
      if (placePile[q] == pile) {
        w.add(choice[q]);
      }
    }
    return w;
  }

  /**
   * Generates arrangements as kind choices per place, in lexicographic order, by backtracking
   * with the remaining count of every kind; with symmetry, only the sorted one of each orbit.
   */
  final class Cursor {
    private final boolean symmetry;
    private final int[] choice = new int[placePile.length];
    private final int[] left = kindCount.clone();
    /** Per place: whether its pile's word below it equals the previous pile's (symmetry). */
    private final boolean[] tight = new boolean[placePile.length];
    private boolean started;

    private Cursor(boolean symmetry) {
      this.symmetry = symmetry;
    }

    /** The current arrangement's kind per place; valid after {@link #next()} returned true. */
    int[] choice() {
      return choice;
    }

    /** Moves to the next arrangement; false when there is none. */
    boolean next() {
      int h = choice.length;
      int q;
      int from;
      if (!started) {
        started = true;
        if (h == 0) {
          return true; // the one empty arrangement
        }
        q = 0;
        from = 0;
      } else {
        if (h == 0) {
          return false;
        }
        q = h - 1;
        left[choice[q]]++;
        from = choice[q] + 1;
      }
      while (true) {
        if (from == 0) {
          tight[q] = symmetry && previous[q] >= 0
              && (firstOfPile[q] || tight[q - 1] && choice[q - 1] == choice[previous[q - 1]]);
        }
        int v = Math.max(from, tight[q] ? choice[previous[q]] : 0);
        while (v < kinds.length && left[v] == 0) {
          v++;
        }
        if (v < kinds.length) {
          choice[q] = v;
          left[v]--;
          if (++q == h) {
            return true;
          }
          from = 0;
        } else {
          if (--q < 0) {
            return false;
          }
          left[choice[q]]++;
          from = choice[q] + 1;
        }
      }
    }
  }
}
