package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * {@link CanonicalKey}: the incremental key and hash against a from-scratch re-encoding of a copy
 * (byte for byte) at every step of seeded random walks ({@link PositionWalks}) and after several
 * steps, and keys against an independent canonical form (equal keys exactly for positions equal
 * up to swapping piles with equal remaining stock columns), also in games with many piles, where
 * keys without a deal are differences to the start.
 */
class CanonicalKeyTest {

  @TestFactory
  Stream<DynamicTest> incrementalEqualsReference() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> PositionWalks.walk(seed, (s, r, where) -> check(s, where))));
  }

  /**
   * The same with several moves (applied and taken back) between two keys, as when the search
   * moves along its path: the piles changed by any of them since the last key are re-encoded.
   */
  @TestFactory
  Stream<DynamicTest> incrementalEqualsReferenceAfterSeveralMoves() {
    return LongStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> PositionWalks.walk(seed, (s, r, where) -> {
          if (r.nextInt(5) == 0) {
            check(s, where);
          }
        })));
  }

  private static void check(Position s, String where) {
    int len = s.key.encode();
    byte[] key = Arrays.copyOf(s.key.keyBytes(), len);
    int hash = s.key.lastHash();
    Position c = s.copy();
    byte[] buf = new byte[c.maxKeyLength()];
    byte[] ref = Arrays.copyOf(buf, c.key.encodeReference(buf));
    assertArrayEquals(ref, key, "key; " + where);
    Position c2 = s.copy();
    int len2 = c2.key.encode(); // a fresh copy encodes in full
    assertArrayEquals(ref, Arrays.copyOf(c2.key.keyBytes(), len2), "full key; " + where);
    assertEquals(c2.key.lastHash(), hash, "hash; " + where);
  }

  private static String key(Position s) {
    int len = s.key.encode();
    return Arrays.toString(Arrays.copyOf(s.key.keyBytes(), len));
  }

  /** An independent canonical form: sorted (remaining stock column, pile) strings. */
  private static String canonical(Game g, Board b) {
    List<String> parts = new ArrayList<>();
    for (int j = 0; j < g.pileCount(); j++) {
      StringBuilder sb = new StringBuilder();
      for (int d = b.dealsDone(); d < g.dealCount(); d++) {
        sb.append(g.deal(d).get(j)).append(',');
      }
      sb.append('|');
      for (int i = 0; i < b.pileSize(j); i++) {
        sb.append(b.cardAt(j, i)).append(',');
      }
      parts.add(sb.toString());
    }
    java.util.Collections.sort(parts);
    return b.dealsDone() + ":" + parts;
  }

  private static String physical(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < b.pileCount(); j++) {
      for (int i = 0; i < b.pileSize(j); i++) {
        sb.append(b.cardAt(j, i)).append(',');
      }
      sb.append('|');
    }
    return sb.toString();
  }

  @Test
  void keysAreExactlyTheCanonicalClassesAlongRandomWalks() {
    int merged = keyWalks(150, seed -> new RandomGames(3, 2, 2, 4, seed % 3 == 0 ? 0 : 1, 50,
        seed % 4 == 0 ? Rule.HANOI : Rule.SPIDER));
    assertTrue(merged > 100, "too few permuted arrangements were met: " + merged);
  }

  /** The same with many piles, where keys without a deal are differences to the start. */
  @Test
  void manyPileKeysAreExactlyTheCanonicalClasses() {
    int merged = keyWalks(30, seed -> new RandomGames(3, 1, 10, GameShape.DIFF_MIN_PILES + 2,
        seed % 3 == 0 ? 1 : 0, 50, Rule.SPIDER));
    assertTrue(merged > 20, "too few permuted arrangements were met: " + merged);
  }

  private static int keyWalks(int seeds, java.util.function.LongFunction<RandomGames> specs) {
    int merged = 0;
    for (long seed = 0; seed < seeds; seed++) {
      RandomGames spec = specs.apply(seed);
      Game g = spec.generate(seed);
      java.util.Map<String, String> keyToCanon = new java.util.HashMap<>();
      java.util.Map<String, String> canonToKey = new java.util.HashMap<>();
      java.util.Map<String, java.util.Set<String>> arrangements = new java.util.HashMap<>();
      java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
      for (int walk = 0; walk < 40; walk++) {
        Position s = Position.start(g);
        MoveGenerator gen = new MoveGenerator(s.pileCount());
        Board b = g.toBoard();
        for (int step = 0; step < 25; step++) {
          String k = key(s);
          String c = canonical(g, b);
          String where = spec.describe(seed) + " walk " + walk + " step " + step;
          assertEquals(keyToCanon.computeIfAbsent(k, x -> c), c, where + ": key not exact");
          assertEquals(canonToKey.computeIfAbsent(c, x -> k), k, where + ": key not canonical");
          arrangements.computeIfAbsent(c, x -> new java.util.HashSet<>()).add(physical(b));
          int cnt = gen.generate(s, false, false);
          if (cnt == 0) {
            break;
          }
          long[] ms = Arrays.copyOf(gen.moves(), cnt);
          for (long m : ms) { // apply + undo restores the exact key
            int u = s.apply(m);
            s.undo(m, u);
            assertEquals(k, key(s), where + ": undo of " + PackedMove.toMove(m));
          }
          long m = ms[rnd.nextInt(cnt)];
          s.apply(m);
          assertEquals(null, b.tryApply(PackedMove.toMove(m)), where);
        }
      }
      for (java.util.Set<String> set : arrangements.values()) {
        if (set.size() > 1) {
          merged++;
        }
      }
    }
    return merged;
  }
}
