package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * The incremental structures of {@link SearchState} against their from-scratch references, on
 * seeded random walks (apply and undo) through random games: the indexed move generator against
 * the all-pairs scan (same moves in the same order, for every switch combination), the
 * incremental canonical key and hash against a full re-encoding of a copy, cached run lengths
 * and the sortedness counter against scans.
 */
class SearchStateIndexTest {

  private static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 31 + 7);
    if (seed % 5 == 4) { // many piles: deal-0 keys are differences to the start
      return make(4 + r.nextInt(4), 1 + r.nextInt(2), 8, SearchState.DIFF_MIN_PILES
          + r.nextInt(12), r.nextInt(3), 40, Rule.SPIDER);
    }
    switch ((int) (seed % 4)) {
      case 0:
        return RandomSpecs.small(seed);
      case 1:
        return make(6 + r.nextInt(8), 1, 2, 6 + r.nextInt(10), r.nextInt(3), 50, Rule.SPIDER);
      case 2:
        return make(5 + r.nextInt(5), 1 + r.nextInt(3), 1 + r.nextInt(2), 4 + r.nextInt(8),
            r.nextInt(3), r.nextInt(2) * 60, Rule.SPIDER);
      default:
        return make(3 + r.nextInt(4), 1, 1 + r.nextInt(3), 3 + r.nextInt(5), r.nextInt(2), 30,
            r.nextBoolean() ? Rule.SPIDER : Rule.HANOI);
    }
  }

  /** A spec with at most as many deals as leave some cards in the tableau. */
  private static RandomGames make(int n, int suits, int decks, int piles, int deals, int down,
      Rule rule) {
    int cards = n * suits * decks;
    int d = Math.max(0, Math.min(deals, (cards - 1) / piles));
    return new RandomGames(n, suits, decks, piles, d, down, rule);
  }

  @TestFactory
  Stream<DynamicTest> incrementalEqualsReference() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> walk(seed)));
  }

  private static void walk(long seed) {
    RandomGames spec = spec(seed);
    Game g = spec.generate(seed);
    SearchState s = new SearchState(g);
    SplittableRandom r = new SplittableRandom(seed);
    List<long[]> stack = new ArrayList<>();
    for (int step = 0; step < 150; step++) {
      String where = spec + " seed=" + seed + " step " + step + "\n" + s;
      check(s, where);
      boolean sym = r.nextBoolean();
      int split = r.nextInt(3);
      boolean ord = r.nextInt(4) != 0;
      int cnt = s.generate(sym, false, split, ord);
      long[] fast = Arrays.copyOf(s.generated(), cnt);
      int cntRef = s.generateReference(sym, false, split, ord);
      long[] ref = Arrays.copyOf(s.generated(), cntRef);
      assertArrayEquals(ref, fast, "moves; " + where);
      int e1 = s.generate(sym, true, split, ord);
      long[] eager = Arrays.copyOf(s.generated(), e1);
      int e2 = s.generateReference(sym, true, split, ord);
      assertArrayEquals(Arrays.copyOf(s.generated(), e2), eager, "eager moves; " + where);
      if (!stack.isEmpty() && (cnt == 0 || r.nextInt(4) == 0)) {
        long[] top = stack.remove(stack.size() - 1);
        s.undo(top[0], (int) top[1]);
      } else if (cnt > 0) {
        long m = fast[r.nextInt(cnt)];
        int u = s.apply(m);
        stack.add(new long[] {m, u});
      } else {
        break;
      }
    }
  }

  private static void check(SearchState s, String where) {
    int len = s.encode();
    byte[] key = Arrays.copyOf(s.keyBytes(), len);
    int hash = s.lastHash();
    SearchState c = s.copy();
    byte[] buf = new byte[c.maxKeyLength()];
    byte[] ref = Arrays.copyOf(buf, c.encodeReference(buf));
    assertArrayEquals(ref, key, "key; " + where);
    SearchState c2 = s.copy();
    int len2 = c2.encode(); // a fresh copy encodes in full
    assertArrayEquals(ref, Arrays.copyOf(c2.keyBytes(), len2), "full key; " + where);
    assertEquals(c2.lastHash(), hash, "hash; " + where);
    for (int j = 0; j < s.p; j++) {
      assertEquals(s.runLengthSlow(j), s.runLength(j), "run of pile " + j + "; " + where);
    }
    assertEquals(s.isSortedCompleteSlow(), s.isSortedComplete(), "sorted; " + where);
  }
}
