package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * What all positions of one solver run share and never change (thesis 1.3: the game's ranks,
 * suits, piles and stock): the card encoding with its move rule, the stock, the classes of the
 * remaining stock columns, the trie of the piles' original sequences, the key widths and the
 * reference multiset of the difference keys.
 *
 * <p><b>Stock-column classes.</b> Pile {@code j} receives card {@code j} of every later deal, so
 * two piles may be swapped only if their remaining stock columns are equal. {@code
 * colClass[d][j]} is the class of pile {@code j}'s column from deal {@code d} on: equal columns,
 * equal class; all piles share one class once the stock is empty.
 *
 * <p><b>Trie.</b> It holds every pile's original sequence (its tableau cards, then its stock
 * column in deal order). A position's key stores, per pile, the trie node of the longest prefix
 * of its contents that is a trie path, which shortens keys to the cards that moved.
 */
final class GameShape {

  /**
   * From this many piles on, the position keeps an index of piles by top card ({@link TopIndex}),
   * keys are maintained incrementally, and keys with no deal made are written as the difference
   * to the initial position ({@link DifferenceKey}); with fewer piles the plain forms are shorter
   * and faster.
   */
  static final int DIFF_MIN_PILES = 24;

  final SolverCards cards;
  final int n;
  final int suits;
  final int p;
  final int[] stock;
  final int dealTotal;
  final int[][] colClass;
  final int[] tParent;
  final int[] tDepth;
  private final long[] mapKeys;
  private final int[] mapVals;
  private final int mapMask;
  final int symWidth;
  final int nodeWidth;
  final int extBase;
  final int maxKeyLength;
  final long totalCards;
  /** Large-game mode: at least {@link #DIFF_MIN_PILES} piles. */
  final boolean diffKeys;
  /** The reference multiset of the deal-0 difference keys; set by the first position. */
  DifferenceKey.Reference reference;

  GameShape(Game g) {
    n = g.maxRank();
    suits = g.suits();
    p = g.pileCount();
    limit((long) (n + 1) * suits < (1L << 28), "the solver needs (maxRank + 1) * suits < 2^28,"
        + " this game has maxRank " + n + " and " + suits + " suits");
    cards = new SolverCards(n, suits, g.rule());
    limit(p < 0xFFFF, "the solver supports fewer than 65,535 piles, this game has " + p);
    dealTotal = g.dealCount();
    stock = new int[dealTotal * p];
    for (int d = 0; d < dealTotal; d++) {
      List<Card> deal = g.deal(d);
      for (int j = 0; j < p; j++) {
        stock[d * p + j] = cards.code(deal.get(j).rank(), deal.get(j).suit(), false);
      }
    }
    totalCards = g.cardCount();
    limit(totalCards < (1L << 28), "the solver supports fewer than 2^28 cards, this game has "
        + totalCards);
    // class of each pile's remaining stock column, from the last deal backwards: the column
    // from deal d on is (card of deal d, column from d+1 on), so equal pairs = equal columns
    colClass = new int[dealTotal + 1][p];
    long[] pairs = new long[p];
    for (int d = dealTotal - 1; d >= 0; d--) {
      for (int j = 0; j < p; j++) {
        pairs[j] = ((long) stock[d * p + j] << 32) | colClass[d + 1][j];
      }
      long[] sortedPairs = pairs.clone();
      Arrays.sort(sortedPairs);
      int[] dense = new int[p]; // dense rank of each sorted pair; equal pairs, equal rank
      for (int k = 1; k < p; k++) {
        dense[k] = dense[k - 1] + (sortedPairs[k] != sortedPairs[k - 1] ? 1 : 0);
      }
      for (int j = 0; j < p; j++) {
        colClass[d][j] = dense[Arrays.binarySearch(sortedPairs, pairs[j])];
      }
    }
    // trie of original sequences
    List<Integer> parent = new ArrayList<>();
    List<Integer> depth = new ArrayList<>();
    Map<Long, Integer> tChild = new HashMap<>();
    parent.add(-1);
    depth.add(0);
    for (int j = 0; j < p; j++) {
      int node = 0;
      List<Card> pile = g.pile(j);
      int len = pile.size() + dealTotal;
      for (int i = 0; i < len; i++) {
        int v = i < pile.size()
            ? cards.code(pile.get(i).rank(), pile.get(i).suit(), pile.get(i).faceDown())
            : stock[(i - pile.size()) * p + j];
        long key = ((long) node << 32) | v;
        Integer c = tChild.get(key);
        if (c == null) {
          c = parent.size();
          parent.add(node);
          depth.add(depth.get(node) + 1);
          tChild.put(key, c);
        }
        node = c;
      }
    }
    int cap = Integer.highestOneBit(Math.max(4, tChild.size() * 3)) << 1;
    mapKeys = new long[cap];
    Arrays.fill(mapKeys, -1L);
    mapVals = new int[cap];
    mapMask = cap - 1;
    for (Map.Entry<Long, Integer> e : tChild.entrySet()) {
      int i = mix(e.getKey()) & mapMask;
      while (mapKeys[i] != -1L) {
        i = (i + 1) & mapMask;
      }
      mapKeys[i] = e.getKey();
      mapVals[i] = e.getValue();
    }
    tParent = parent.stream().mapToInt(Integer::intValue).toArray();
    tDepth = depth.stream().mapToInt(Integer::intValue).toArray();
    long maxSym = 2L * (n + 1) * suits + n;
    symWidth = maxSym <= 0xFF ? 1 : maxSym <= 0xFFFF ? 2 : 4;
    int nodes = tParent.length;
    nodeWidth = nodes <= 0xFF ? 1 : nodes <= 0xFFFF ? 2 : nodes <= 0xFF_FFFF ? 3 : 4;
    extBase = 2 * (n + 1) * suits;
    // full key, plus room for the difference lists of the deal-0 key (see DifferenceKey)
    long bound = 5 + (long) p * (nodeWidth + symWidth) + totalCards * symWidth + 12L * p + 16;
    limit(bound < (1 << 24), "the solver's position keys are shorter than 2^24 bytes, this game"
        + " needs up to " + bound);
    maxKeyLength = (int) bound;
    diffKeys = p >= DIFF_MIN_PILES;
  }

  /** Throws {@link GameTooLargeException} with {@code message} unless {@code within}. */
  private static void limit(boolean within, String message) {
    if (!within) {
      throw new GameTooLargeException(message);
    }
  }

  private static int mix(long k) {
    k *= 0x9E37_79B9_7F4A_7C15L;
    return (int) (k ^ (k >>> 29));
  }

  /** The trie child of {@code node} by card {@code v}, or -1. */
  int child(int node, int v) {
    long k = ((long) node << 32) | v;
    int i = mix(k) & mapMask;
    long c;
    while ((c = mapKeys[i]) != -1L) {
      if (c == k) {
        return mapVals[i];
      }
      i = (i + 1) & mapMask;
    }
    return -1;
  }
}
