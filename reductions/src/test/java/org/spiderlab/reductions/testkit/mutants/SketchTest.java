package org.spiderlab.reductions.testkit.mutants;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/** The mutants' editable games: an unmutated sketch is the game, the stack rule agrees. */
class SketchTest {

  /**
   * The sketch's statement of the big-stack and rest-stack rule rebuilds the construction's stacks
   * exactly (two independent statements of thesis 4.2.1's rule, seeded random formulas).
   */
  @TestFactory
  Stream<DynamicTest> restackRebuildsTheConstructionsStacks() {
    long seed = 77;
    return LongStream.range(0, 30).mapToObj(i -> {
      Cnf f = new RandomFormulas(1 + (int) (i % 5), 1 + (int) (i % 7), 1 + (int) (i % 3) % (1
          + (int) (i % 5))).generate(seed, i);
      return DynamicTest.dynamicTest("seed " + seed + " #" + i + ": " + f, () -> {
        ReducedInstance r = ThreeSatToSpider.INSTANCE.reduce(f);
        Sketch s = Sketch.of(r.game());
        assertEquals(r.game(), s.toGame(), "seed " + seed + " #" + i);
        s.restack(r.layout());
        assertEquals(r.game(), s.toGame(), "seed " + seed + " #" + i + ": " + f);
      });
    });
  }

  @Test
  void droppingABufferRankRenumbersTheRanksAbove() {
    ReducedInstance r = ThreeSatToSpider.INSTANCE.reduce(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"));
    Layout lay = r.layout();
    Sketch s = Sketch.of(r.game());
    int buffer = lay.maxRank() - 1;
    s.dropRank(buffer);
    Game g = s.toGame();
    assertEquals(70, g.maxRank());
    assertEquals(r.game().cardCount() - 2, g.cardCount());
    assertEquals(List.of(70), g.pile(lay.endPile(0)).stream().map(c -> c.rank()).toList());
  }

  @Test
  void aRemovedPileIsLeftOutAndMapped() {
    ReducedInstance r = ThreeSatToSpider.INSTANCE.reduce(Cnf.parse("1 2 3"));
    Sketch s = Sketch.of(r.game());
    int removed = r.layout().clausePile(0, 4);
    s.removePile(removed);
    int[] map = s.pileMap();
    assertEquals(-1, map[removed]);
    assertEquals(removed, map[removed + 1]);
    assertEquals(r.game().pileCount() - 1, s.toGame().pileCount());
    assertArrayEquals(new int[] {0, 1, 2}, new int[] {map[0], map[1], map[2]});
  }
}
