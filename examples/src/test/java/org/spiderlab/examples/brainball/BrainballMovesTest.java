package org.spiderlab.examples.brainball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The three moves of section 2.1 of Steldinger's Brainball paper on small hand examples, their
 * algebra (inverses, D w_i = w_{-i} D), the effects the paper lists for its colour and number
 * Rochaden (sections 5.1, 5.2), its equivalences of section 5.3 and 7, and the text notations.
 */
class BrainballMovesTest {
  private static Position p(String s) {
    return Position.parse(s);
  }

  /** A random position: a shuffled permutation and random colours. */
  static Position random(Random rnd) {
    int[] pi = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13};
    for (int i = pi.length - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      int t = pi[i];
      pi[i] = pi[j];
      pi[j] = t;
    }
    return new Position(Position.of(pi).perm(), rnd.nextInt(1 << 13));
  }

  @Test
  void shiftMovesTheRingClockwise() {
    // w_1: π'(1) = π(13), π'(i) = π(i-1)
    assertEquals(p("13,1,2,3,4,5,6,7,8,9,10,11,12"), Position.SOLVED.shift(1));
    assertEquals(p("2,3,4,5,6,7,8,9,10,11,12,13,1"), Position.SOLVED.shift(-1));
    assertEquals(Position.SOLVED.shift(1).shift(1).shift(1), Position.SOLVED.shift(3));
    assertEquals(Position.SOLVED, Position.SOLVED.shift(13));
    assertEquals(Position.SOLVED.shift(7), Position.SOLVED.shift(-6));
    Position x = p("8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y,7");
    assertEquals(p("7,8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y"), x.shift(1)); // colours travel along
  }

  @Test
  void flipTiltsTheTwoSegments() {
    // positions 1, 3..5, 10..12 keep their stones, the others get π(15 - i); the stones of the
    // tilting segments (positions 13, 1, 2 and 6..9) change colour
    assertEquals(p("1y,13y,3,4,5,9y,8y,7y,6y,10,11,12,2y"), Position.SOLVED.flip());
    Position x = p("8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y,7");
    assertEquals(p("8y,7y,13y,12y,11y,3y,2y,1y,10,6y,5y,4y,9y"), x.flip());
    assertEquals(x, x.flip().flip());
  }

  @Test
  void turnShowsTheOtherSide() {
    // position 1 keeps its stone, the others get π(15 - i); every stone changes colour
    assertEquals(p("1y,13y,12y,11y,10y,9y,8y,7y,6y,5y,4y,3y,2y"), Position.SOLVED.turn());
    Position x = p("8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y,7");
    assertEquals(p("8y,7y,4,5,6,3y,2y,1y,10,11,12,13,9y"), x.turn());
    assertEquals(x, x.turn().turn());
  }

  @Test
  void algebraOfTheMoves() {
    Random rnd = new Random(7);
    for (int n = 0; n < 200; n++) {
      Position x = random(rnd);
      int i = rnd.nextInt(13) - 6;
      assertEquals(x, x.shift(i).shift(-i));
      assertEquals(x.turn().flip(), x.flip().turn());
      assertEquals(x.turn().shift(i), x.shift(-i).turn());
      assertEquals(x.classKey(), x.shift(i).classKey());
      assertEquals(x.classKey(), x.turn().shift(i).classKey());
      assertEquals(x.classKey(), Position.fromClassKey(x.classKey()).classKey());
      Rochade r = Rochade.parse("/-1/-1/-5/-1/-4/-6/6/D3/");
      assertEquals(x, r.inverse().apply(r.apply(x)));
    }
    assertNotEquals(Position.SOLVED.classKey(), Position.SOLVED.flip().classKey());
  }

  @Test
  void rochadenOfSections5and7HaveThePapersEffects() {
    String[][] effects = {
        {"/-2/2/-2/2/-2/2", "1y,2,3y,4,5,6,7,8,9,10,11,12,13"}, // Venus
        {"/-5/5/2/5/-5/-2", "1,2,3,4y,5,6,7,8,9y,10,11,12,13"}, // Jupiter
        {"/2/6/5/2/5/6/2/-2", "1y,2,3,4,5y,6,7,8y,9,10,11,12y,13"}, // Mars
        {"/-2/-2/-5/-5/3/6/-5/5D", "1,2y,3,4,5,6,7,8,9y,10,11y,12,13"}, // Saturn
        {"/5/-3/5/5/-3/5D", "1y,2,3,4,5,6,7,8,9,10,11,12,13"},
        {"/4/2/-2/2/-2/2/-6/", "1,2,3,4,5,6,7y,8,9,10y,11,12,13"},
        {"/1/2/-2/2/-2/2/-3/", "1,2y,3,4,5,6,7,8,9,10,11y,12,13"},
        {"/5/2/2/5/-5/3/-3/5D", "1y,2,3,4,5,6,7y,8,9,10,11,12y,13"},
        {"/5/6/2/-2/2/6/5/2", "1,2,3,4y,5,6y,7,8,9,10,11y,12,13y"},
        {"/5/2/5/6/2/-2/2/6", "1y,2,3,4,5,6,7y,8,9y,10,11,12y,13"},
        {"/5/-5/6/-2/-5/5/-6/2", "1,2,3,4,5y,6y,7,8,9,10,11y,12,13y"},
        {"/5/-5/-2/6/-5/5/2/-6", "1,2,3y,4,5y,6y,7,8,9,10,11y,12,13"},
        {"/6/-6/6/-6/6/-6/6/-6", "1y,2y,3y,4,5,6y,7y,8y,9y,10,11,12,13y"},
        {"/5/5/D", "1,5,3,4,2,6,7,11,12,10,8,9,13"},
        {"/5/-3/5/", "1,5,6,7,2,3,4,11,12,13,8,9,10"},
        {"/4/-3/4/-3", "1,2,3,4,5,12,7,8,9,10,11,13,6"},
        {"/1/3/1/-3", "1,2,3,4,7,12,13,8,9,10,11,5,6"},
        {"/3/3/3/3", "solved"}, // an identical Rochade (section 5.3)
        {"/1/-6/6/6/6/", "1,2,3,4,5,6,7,8,9,10,12,13,11"}, // Steldinger: a number Rochade
    };
    for (String[] e : effects) {
      assertEquals(p(e[1]), Rochade.parse(e[0]).apply(Position.SOLVED), e[0]);
    }
    assertEquals(6, Rochade.parse("/-2/2/-2/2/-2/2").length());
    assertEquals(8, Rochade.parse("/-2/-2/-5/-5/3/6/-5/5D").length());
  }

  @Test
  void equivalencesOfSections5and7() {
    String[][] same = {
        {"3/3/3", "/-3/"}, {"-3/-3/-3", "/3/"}, {"/3/3/6/3/", "-6/-3"},
        {"1/3/-3/-3/4", "-2/-3/-6/-3/4"}, {"1/3/-3/-3/4", "1/6/-6"},
        {"/1/2/3/4/D", "D/-1D/2D/-3D/4D/"}, // "\" := "D/" (section 7)
    };
    Random rnd = new Random(11);
    for (int n = 0; n < 20; n++) {
      Position x = random(rnd);
      for (String[] s : same) {
        assertEquals(Rochade.parse(s[0]).apply(x), Rochade.parse(s[1]).apply(x), s[0]);
      }
    }
  }

  @Test
  void notations() {
    Position x = p("(8 9 13' 12' 11' 10' 1 2 3 6' 5' 4' 7)");
    assertEquals("8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y,7", x.toString());
    assertEquals(x, p(x.toString()));
    assertEquals(x, p("8,9,13\u0305,12\u0305,11\u0305,10\u0305,1,2,3,6\u0305,5\u0305,4\u0305,7"));
    assertEquals(8, x.stoneAt(1));
    assertTrue(x.isYellow(13));
    assertFalse(x.isYellow(8));
    assertThrows(IllegalArgumentException.class, () -> p("1,2,3"));
    assertThrows(IllegalArgumentException.class, () -> p("1,1,3,4,5,6,7,8,9,10,11,12,13"));
    assertThrows(IllegalArgumentException.class, () -> p("1,2,3,4,5,6,7,8,9,10,11,12,14"));
    assertThrows(IllegalArgumentException.class, () -> p("1,2,3,4,5,6,7,8,9,10,11,12,x"));
    Rochade r = Rochade.parse("-3/-3/-33/6/3/"); // section 5.3: -3, 3 are two letters
    assertEquals(5, r.length());
    assertEquals(11, r.moves().size()); // six shifts, five flips
    assertEquals("-3/-3/-33/6/3/", r.toString());
    assertTrue(Rochade.parse("2/1/-2/2/1/1/-2/-4/5/4/-4/6/5/D").isStandardForm());
    assertFalse(r.isStandardForm());
    assertFalse(Rochade.parse("/D/").isStandardForm());
    assertThrows(IllegalArgumentException.class, () -> Rochade.parse("/7/"));
    assertThrows(IllegalArgumentException.class, () -> Rochade.parse("/x"));
    assertThrows(IllegalArgumentException.class, () -> new Move.Shift(7));
    assertEquals(new Move.Shift(-6), Move.shift(7));
  }
}
