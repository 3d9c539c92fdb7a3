package org.spiderlab.core.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/**
 * {@link Arrangements} against the plain enumeration of {@link Reference}: the count, every
 * arrangement exactly once without symmetry, exactly one per orbit with it, and the orbit sizes.
 */
class ArrangementsTest {

  @TestFactory
  Stream<DynamicTest> enumerationMatchesTheReference() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> check(Reference.template(seed), Reference.describe(seed))));
  }

  static void check(Game template, String where) {
    Arrangements arr = Arrangements.of(template);
    Set<Game> all = Reference.arrangements(template);
    assertEquals(BigInteger.valueOf(all.size()), arr.total(), where + ": count");
    Set<Game> plain = new LinkedHashSet<>();
    Arrangements.Cursor c = arr.cursor(false);
    while (c.next()) {
      assertTrue(plain.add(arr.arrangement(c.choice())), where + ": repeated arrangement");
    }
    assertEquals(all, plain, where + ": every arrangement without symmetry");
    Map<Game, Game> representativeOf = new HashMap<>();
    BigInteger covered = BigInteger.ZERO;
    c = arr.cursor(true);
    while (c.next()) {
      Game rep = arr.arrangement(c.choice());
      Set<Game> orbit = Reference.orbit(template, rep);
      assertEquals(BigInteger.valueOf(orbit.size()), arr.orbitSize(c.choice()),
          where + ": orbit size of " + GameText.toText(rep));
      for (Game g : orbit) {
        Game before = representativeOf.put(g, rep);
        assertEquals(null, before, where + ": two representatives in one orbit");
      }
      covered = covered.add(BigInteger.valueOf(orbit.size()));
    }
    assertEquals(all, representativeOf.keySet(), where + ": the orbits hold every arrangement");
    assertEquals(arr.total(), covered, where + ": orbit sizes add up");
  }

  @Test
  void symmetryMergesInterchangeablePilesOnSeededTemplates() {
    int merged = 0;
    for (long seed = 0; seed < 300; seed++) {
      Arrangements arr = Arrangements.of(Reference.template(seed));
      long plain = 0;
      long reduced = 0;
      Arrangements.Cursor c = arr.cursor(false);
      while (c.next()) {
        plain++;
      }
      c = arr.cursor(true);
      while (c.next()) {
        reduced++;
      }
      if (reduced < plain) {
        merged++;
      }
    }
    assertTrue(merged > 30, "the templates exercise the symmetry too rarely: " + merged);
  }

  @Test
  void countsOfKnownTemplates() {
    Game none = GameText.parse("spider ranks=2 suits=1\npile 2S 1S\n");
    assertEquals(BigInteger.ONE, Arrangements.of(none).total());
    Arrangements.Cursor c = Arrangements.of(none).cursor(true);
    assertTrue(c.next());
    assertFalse(c.next());
    // 4 face-down cards, two pairs of identical ones: 4! / (2! 2!) = 6 arrangements; the two
    // piles are interchangeable: (a,b | c,d) ~ (c,d | a,b), two orbits of one, two of two
    Game pairs = GameText.parse("spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\n");
    Arrangements arr = Arrangements.of(pairs);
    assertEquals(BigInteger.valueOf(6), arr.total());
    Set<Game> reps = new HashSet<>();
    c = arr.cursor(true);
    while (c.next()) {
      reps.add(arr.arrangement(c.choice()));
    }
    assertEquals(4, reps.size());
    // 52 distinct face-down cards: 52! arrangements, no overflow
    StringBuilder deck = new StringBuilder("spider ranks=13 suits=4\npile");
    for (int s = 0; s < 4; s++) {
      for (int r = 1; r <= 13; r++) {
        deck.append(" [").append(r).append("SHCD".charAt(s)).append(']');
      }
    }
    BigInteger f = BigInteger.ONE;
    for (int i = 2; i <= 52; i++) {
      f = f.multiply(BigInteger.valueOf(i));
    }
    assertEquals(f, FairDecider.arrangementCount(GameText.parse(deck + "\n")));
  }
}
