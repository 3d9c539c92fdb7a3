package org.spiderlab.examples.brainball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The bidirectional search of section 6.5 ({@link RochadeSearch}) against a plain breadth-first
 * search (section 6.1) over exact positions (no classes, no symmetry): on seeded random goals and
 * starts a few flips away, both give the same optimal length and the same set of optimal
 * Rochaden in standard form, and every Rochade replays move by move from start to goal.
 */
class BrainballSearchTest {

  /** One breadth-first step back: the position before and the shift before the flip. */
  private record Edge(Position from, int shift) {}

  /**
   * Every optimal Rochade in standard form by breadth-first search over exact positions: a step
   * is a shift by -6..6 and a flip; the goal is reached when a final shift and optionally "D"
   * lead to it. Words are written by hand here, shifts by 0 left out.
   */
  static Set<String> plainBfs(Position start, Position goal) {
    Map<Position, Integer> depth = new HashMap<>();
    Map<Position, List<Edge>> preds = new HashMap<>();
    depth.put(start, 0);
    List<Position> layer = List.of(start);
    for (int d = 0; ; d++) {
      Set<String> words = new HashSet<>();
      for (Position x : layer) {
        for (int t = -6; t <= 6; t++) {
          String end = (t == 0 ? "" : Integer.toString(t));
          if (x.shift(t).equals(goal)) {
            collect(x, end, depth, preds, words);
          }
          if (x.shift(t).turn().equals(goal)) {
            collect(x, end + "D", depth, preds, words);
          }
        }
      }
      if (!words.isEmpty()) {
        return words;
      }
      List<Position> next = new ArrayList<>();
      for (Position x : layer) {
        for (int t = -6; t <= 6; t++) {
          Position y = x.shift(t).flip();
          Integer dy = depth.get(y);
          if (dy == null) {
            depth.put(y, d + 1);
            next.add(y);
            dy = d + 1;
          }
          if (dy == d + 1) {
            preds.computeIfAbsent(y, k -> new ArrayList<>()).add(new Edge(x, t));
          }
        }
      }
      layer = next;
    }
  }

  private static void collect(Position x, String suffix, Map<Position, Integer> depth,
      Map<Position, List<Edge>> preds, Set<String> out) {
    if (depth.get(x) == 0) {
      out.add(suffix);
      return;
    }
    for (Edge e : preds.get(x)) {
      String s = (e.shift() == 0 ? "" : Integer.toString(e.shift())) + "/" + suffix;
      collect(e.from(), s, depth, preds, out);
    }
  }

  @Test
  void bidirectionalAgreesWithPlainBreadthFirstNearTheGoal() {
    Random rnd = new Random(2001);
    Set<Integer> lengths = new HashSet<>();
    int multiple = 0;
    for (int n = 0; n < 40; n++) {
      Position goal = BrainballMovesTest.random(rnd);
      Position start = goal;
      int walk = n < 4 ? n : 1 + rnd.nextInt(4);
      for (int k = 0; k < walk; k++) {
        start = start.shift(rnd.nextInt(13)).flip();
      }
      start = start.shift(rnd.nextInt(13));
      if (rnd.nextBoolean()) {
        start = start.turn();
      }
      Set<String> expected = plainBfs(start, goal);
      RochadeSearch.Result r = RochadeSearch.search(start, goal, 1_000_000);
      assertEquals(RochadeSearch.Status.OPTIMAL, r.status());
      Set<String> got = new HashSet<>();
      for (Rochade x : r.rochaden()) {
        assertEquals(goal, x.apply(start), x.toString());
        assertEquals(r.length(), x.length(), x.toString());
        assertTrue(x.isStandardForm(), x.toString());
        got.add(x.toString());
      }
      assertEquals(r.rochaden().size(), got.size(), "duplicates: " + r.rochaden());
      assertEquals(expected, got, start + " -> " + goal);
      assertEquals(expected.iterator().next().chars().filter(c -> c == '/').count(), r.length());
      lengths.add(r.length());
      multiple += got.size() > 1 ? 1 : 0;
    }
    assertEquals(Set.of(0, 1, 2, 3, 4), lengths); // every length up to 4 came up
    assertTrue(multiple > 0, "no case with several optimal Rochaden");
  }

  @Test
  void theSamePositionAndItsSymmetricImages() {
    Position x = Position.parse("8,9,13y,12y,11y,10y,1,2,3,6y,5y,4y,7");
    RochadeSearch.Result r = RochadeSearch.search(x, x, 10);
    assertEquals(0, r.length());
    assertEquals(List.of(new Rochade(List.of())), r.rochaden());
    RochadeSearch.Result s = RochadeSearch.search(x, x.shift(-2).turn(), 10);
    assertEquals(List.of(Rochade.parse("-2D")), s.rochaden());
    RochadeSearch.Result v = RochadeSearch.search(Position.SOLVED,
        Position.parse("1y,2,3y,4,5,6,7,8,9,10,11,12,13"), 1_000_000);
    assertEquals(6, v.length()); // no colour Rochade shorter than 6 (section 5.1)
    assertTrue(v.rochaden().contains(Rochade.parse("/-2/2/-2/2/-2/2")), v.toString());
  }

  @Test
  void theLimitOfStoredClassesGivesALowerBound() {
    RochadeSearch.Result r = RochadeSearch.search(StrategyTask.START, StrategyTask.GOAL, 5_000);
    assertEquals(RochadeSearch.Status.LIMIT, r.status());
    assertEquals(List.of(), r.rochaden());
    assertTrue(r.excludedUpTo() >= 4 && r.excludedUpTo() < 13, r.toString());
  }
}
