package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;

/**
 * {@link StagePath}: after every move to a table entry the position is exactly the
 * one stored there and the path is the entry's chain of parent links, whatever the order of the
 * moves. The tree is grown by random walks from random stored entries of a four-suit deal, on an
 * index that starts with four slots, so that it is rebuilt several times; the seed is in every
 * failure message.
 */
class StagePathTest {

  @ParameterizedTest(name = "seed {0}")
  @Timeout(60) // a lost index entry makes a removal probe forever
  @ValueSource(longs = {1, 2, 3, 4, 5})
  void everyMoveReachesTheStoredPositionAlongItsChain(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    Game g = KpatienceDeals.deal(4, (int) seed);
    SearchRun run = new SearchRun(g, SolverOptions.builder().maxStates(1_000_000).build(),
        null, false, true);
    StateTable table = run.table;
    Position cur = run.state;
    run.store(cur, -1, 0);
    long root = run.lastEntry;
    assertEquals(0, root, "the start is entry 0");
    StagePath path = new StagePath(4);
    List<Long> stored = new ArrayList<>();
    Map<Long, String> text = new HashMap<>();
    stored.add(root);
    text.put(root, cur.toString());
    int deepest = 0;
    for (int step = 0; step < 6000; step++) {
      long from = rnd.nextInt(4) == 0 ? stored.get(rnd.nextInt(stored.size()))
          : stored.get(stored.size() - 1);
      path.moveTo(cur, table, from);
      String msg = "seed " + seed + ", step " + step + ", entry " + from;
      assertEquals(text.get(from), cur.toString(), msg);
      assertArrayEquals(chain(table, from), path.entries(), msg);
      deepest = Math.max(deepest, path.entries().length);
      int cnt = run.expand(cur, false);
      if (cnt == 0) {
        continue;
      }
      long m = run.generator.moves()[rnd.nextInt(cnt)];
      int u = cur.apply(m);
      if (run.successor(cur, from, m) == SearchRun.NEW) {
        stored.add(run.lastEntry);
        text.put(run.lastEntry, cur.toString());
      }
      cur.undo(m, u);
    }
    assertTrue(deepest > 32, "seed " + seed + ": deepest path " + deepest);
  }

  private static long[] chain(StateTable table, long e) {
    List<Long> out = new ArrayList<>();
    for (long q = e; q != 0; q = table.parentOf(q)) {
      out.add(0, q);
    }
    return out.stream().mapToLong(Long::longValue).toArray();
  }
}
