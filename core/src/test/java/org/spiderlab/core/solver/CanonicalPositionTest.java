package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;

/**
 * {@link CanonicalPosition} makes exactly the classes of the solver's {@link CanonicalKey} along
 * seeded random walks (a bijection between keys and canonical positions, met classes with several
 * physical arrangements included), and distinguishes what it must.
 */
class CanonicalPositionTest {

  private static String key(Position s) {
    int len = s.key.encode();
    return Arrays.toString(Arrays.copyOf(s.key.keyBytes(), len));
  }

  @Test
  void sameClassesAsTheSolversKeyAlongRandomWalks() {
    int merged = 0;
    for (long seed = 0; seed < 80; seed++) {
      RandomGames spec = seed % 5 == 4
          ? new RandomGames(3, 1, 10, GameShape.DIFF_MIN_PILES + 2, (int) (seed % 2), 50,
              Rule.SPIDER)
          : new RandomGames(3, 2, 2, 4, seed % 3 == 0 ? 0 : 1, 50,
              seed % 4 == 0 ? Rule.HANOI : Rule.SPIDER);
      Game g = spec.generate(seed);
      Map<String, CanonicalPosition> byKey = new HashMap<>();
      Map<CanonicalPosition, String> byForm = new HashMap<>();
      Map<CanonicalPosition, Set<Game>> physical = new HashMap<>();
      SplittableRandom rnd = new SplittableRandom(seed);
      for (int walk = 0; walk < 15; walk++) {
        Position s = Position.start(g);
        MoveGenerator gen = new MoveGenerator(s.pileCount());
        Board b = g.toBoard();
        for (int step = 0; step < 25; step++) {
          String where = spec.describe(seed) + " walk " + walk + " step " + step;
          String k = key(s);
          CanonicalPosition c = CanonicalPosition.of(b);
          assertEquals(byKey.computeIfAbsent(k, x -> c), c, where + ": one key, two forms");
          assertEquals(byForm.computeIfAbsent(c, x -> k), k, where + ": one form, two keys");
          assertEquals(c.hashCode(), CanonicalPosition.of(b.copy()).hashCode(), where);
          physical.computeIfAbsent(c, x -> new HashSet<>()).add(b.snapshot(g.suits()));
          int cnt = gen.generate(s, false, false);
          if (cnt == 0) {
            break;
          }
          long m = gen.moves()[rnd.nextInt(cnt)];
          s.apply(m);
          Move move = PackedMove.toMove(m);
          assertEquals(null, b.tryApply(move), where + ": " + move);
        }
      }
      merged += (int) physical.values().stream().filter(set -> set.size() > 1).count();
    }
    assertTrue(merged > 100, "too few classes with several arrangements were met: " + merged);
  }

  @Test
  void distinguishesStockColumnsFaceDownCardsAndRules() {
    CanonicalPosition a = CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1\npile 1S\npile 2S\nstock 3S 1S\n"));
    CanonicalPosition swapped = CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1\npile 2S\npile 1S\nstock 1S 3S\n"));
    CanonicalPosition otherStock = CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1\npile 2S\npile 1S\nstock 3S 1S\n"));
    assertEquals(a, swapped, "piles swapped with their stock columns");
    assertNotEquals(a, otherStock, "the stock column belongs to its pile");
    CanonicalPosition down = CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1\npile [3S] 1S\npile 2S\n"));
    CanonicalPosition up = CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1\npile 3S 1S\npile 2S\n"));
    assertNotEquals(down, up);
    assertEquals(CanonicalPosition.of(GameText.parse("spider ranks=3 suits=1\npile [3S]\n")),
        CanonicalPosition.of(GameText.parse("spider ranks=3 suits=1\npile 3S\n")),
        "a game's position starts with its tops turned up");
    assertNotEquals(up, CanonicalPosition.of(GameText.parse(
        "spider ranks=3 suits=1 rule=hanoi\npile 3S 1S\npile 2S\n")));
    assertNotEquals(CanonicalPosition.of(GameText.parse("spider ranks=2 suits=1\npile 1S 2S\n")),
        CanonicalPosition.of(GameText.parse("spider ranks=2 suits=1\npile 1S\npile 2S\n")));
  }
}
