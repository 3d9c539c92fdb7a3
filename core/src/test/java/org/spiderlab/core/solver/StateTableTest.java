package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link StateTable} against a {@link HashMap} of the same keys: through many doublings of the
 * slot array, with and without payload, with keys of many lengths (one- and two-byte length
 * prefixes) and with hashes that collide often (a weak hash of few values), every key added once
 * is found again at the entry its first {@code add} returned, entries iterate in insertion order,
 * and the payload is kept.
 */
class StateTableTest {

  @TestFactory
  Stream<DynamicTest> behavesAsASetThroughGrowth() {
    return LongStream.range(0, 16).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> check(seed)));
  }

  private static void check(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    boolean payload = seed % 2 == 0;
    boolean weakHash = seed % 3 == 0;
    int maxLen = seed % 4 == 1 ? 300 : 40;
    StateTable t = new StateTable(maxLen, payload, Long.MAX_VALUE);
    Map<ByteBuffer, Long> entries = new HashMap<>();
    List<byte[]> order = new ArrayList<>();
    int adds = 8_000 + r.nextInt(8_000);
    for (int k = 0; k < adds; k++) {
      byte[] key;
      if (!order.isEmpty() && r.nextInt(3) == 0) {
        key = order.get(r.nextInt(order.size())); // a key met before
      } else {
        key = new byte[1 + r.nextInt(maxLen)];
        for (int i = 0; i < key.length; i++) {
          key[i] = (byte) r.nextInt(4);
        }
      }
      ByteBuffer name = ByteBuffer.wrap(key);
      int h = weakHash ? key.length * 31 + key[0] : Arrays.hashCode(key) * 0x9E3779B9;
      long got = t.add(key, key.length, h, k, 7L * k);
      String where = "seed " + seed + " add " + k;
      Long known = entries.get(name);
      if (known == null) {
        assertTrue(got >= 0, where + ": a new key was not stored");
        entries.put(name, got);
        order.add(key);
      } else {
        assertEquals(StateTable.PRESENT, got, where + ": a stored key was not found");
        assertEquals((long) known, t.found(), where + ": found another entry");
      }
    }
    assertEquals(entries.size(), t.size(), "seed " + seed);
    int i = 0;
    for (long e = t.first(); e >= 0; e = t.next(e), i++) {
      byte[] key = order.get(i);
      assertEquals((long) entries.get(ByteBuffer.wrap(key)), e, "seed " + seed + " entry " + i);
      if (payload) {
        assertTrue(t.moveOf(e) % 7 == 0, "seed " + seed + ": payload of entry " + i);
        assertEquals(t.moveOf(e) / 7, t.parentOf(e), "seed " + seed + ": payload of entry " + i);
      }
    }
    assertEquals(order.size(), i, "seed " + seed + ": entries in insertion order");
  }

  /** Storing past the byte budget reports {@link StateTable#FULL}, and the keys stay found. */
  @Test
  void reportsFullAtTheBudgetAndKeepsItsKeys() {
    StateTable t = new StateTable(16, false, 1 << 20);
    List<byte[]> stored = new ArrayList<>();
    for (int k = 0; ; k++) {
      byte[] key = {(byte) k, (byte) (k >>> 8), (byte) (k >>> 16), 1, 2, 3, 4, 5, 6, 7, 8, 9};
      long got = t.add(key, key.length, Arrays.hashCode(key), 0, 0);
      if (got == StateTable.FULL) {
        break;
      }
      assertTrue(got >= 0, "key " + k);
      stored.add(key);
      assertTrue(t.bytes() <= 1 << 20, "over the budget at key " + k);
    }
    assertTrue(stored.size() > 1000, "too few keys before the budget: " + stored.size());
    for (byte[] key : stored) {
      assertEquals(StateTable.PRESENT, t.add(key, key.length, Arrays.hashCode(key), 0, 0));
    }
  }
}
