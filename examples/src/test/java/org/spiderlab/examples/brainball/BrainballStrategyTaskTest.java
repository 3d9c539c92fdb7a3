package org.spiderlab.examples.brainball;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The big strategy task of sections 3.4 and 6.5 of Steldinger's Brainball paper: exactly the
 * paper's 14 Rochaden of length 13 and none shorter (for the goal the 14 listed Rochaden reach),
 * the goal as printed (a single Rochade of length 11), and the breadth-first table of section
 * 6.1.
 */
class BrainballStrategyTaskTest {
  /** The 14 optimal Rochaden as section 3.4 lists them. */
  static final List<String> PAPER = List.of(
      "-6/-1/2/-2/-1/-1/2/4/-5/-4/4/-6/-5/2D",
      "-6/-1/2/-2/-1/-1/5/-4/-2/-4/-6/6/5/2D",
      "-6/4/2/-1/-3/-4/4/2/-5/-2/-1/-4/1/1D",
      "-6/4/2/2/3/-1/4/2/-5/-2/-1/-4/1/1D",
      "2/-4/-2/-2/-3/1/-4/-2/5/2/1/4/-1/1D",
      "2/-4/-2/1/3/4/-4/-2/5/2/1/4/-1/1D",
      "2/1/-2/2/1/1/-2/-4/5/4/-4/6/5/D",
      "2/1/-2/2/1/1/-5/4/2/4/6/-6/-5/D",
      "3/-3/-5/-1/5/1/2/-5/-4/-2/1/4/4/2D",
      "3/-3/2/1/-5/-1/-2/5/4/2/-1/-4/-4/D",
      "4/1/4/2/-1/-2/-1/5/2/6/-1/5/-5/1D",
      "5/-1/-4/-2/1/2/1/-5/-2/-6/1/-5/5/1D",
      "6/3/-2/-1/5/1/2/-5/-4/-2/1/4/4/2D",
      "6/3/5/1/-5/-1/-2/5/4/2/-1/-4/-4/D");

  @Test
  void thePapersRochadenAllReachOneGoal() {
    for (String s : PAPER) {
      Rochade r = Rochade.parse(s);
      assertEquals(13, r.length(), s);
      assertTrue(r.isStandardForm(), s);
      assertEquals(StrategyTask.GOAL, r.apply(StrategyTask.START), s);
    }
    assertEquals(Position.parse("9,11,13,2y,4y,6,8y,10y,12y,1,3,5y,7"), StrategyTask.GOAL);
    // the goal as printed in section 3.4 differs in the colours of stones 5 and 6
    assertNotEquals(StrategyTask.GOAL, StrategyTask.PRINTED_GOAL);
    assertEquals(StrategyTask.GOAL.perm(), StrategyTask.PRINTED_GOAL.perm());
    assertEquals((1 << 4) | (1 << 5), StrategyTask.GOAL.yellow() ^ StrategyTask.PRINTED_GOAL.yellow());
  }

  @Test
  void exactly14RochadenOfLength13AndNoneShorter() {
    RochadeSearch.Result r = StrategyTask.solve();
    assertEquals(RochadeSearch.Status.OPTIMAL, r.status());
    assertEquals(13, r.length());
    assertEquals(12, r.excludedUpTo()); // none shorter
    assertEquals(14, r.rochaden().size());
    List<String> got = new ArrayList<>();
    for (Rochade x : r.rochaden()) {
      assertEquals(13, x.length());
      assertEquals(StrategyTask.GOAL, x.apply(StrategyTask.START), x.toString());
      got.add(x.toString());
    }
    assertEquals(new TreeSet<>(PAPER), new TreeSet<>(got));
    // section 7: every solution ends with "/2D", "/1D" or "/D"
    for (String s : got) {
      assertTrue(s.endsWith("/2D") || s.endsWith("/1D") || s.endsWith("/D"), s);
    }
  }

  @Test
  void theGoalAsPrintedHasOneRochadeOfLength11() {
    RochadeSearch.Result r = StrategyTask.solvePrinted();
    assertEquals(RochadeSearch.Status.OPTIMAL, r.status());
    assertEquals(11, r.length());
    assertEquals(List.of(Rochade.parse("-5/2/-5/-6/-1/-1/-5/-4/2/4/-5/1D")), r.rochaden());
    assertEquals(StrategyTask.PRINTED_GOAL, r.rochaden().get(0).apply(StrategyTask.START));
  }

  @Test
  void breadthFirstTableOfSection61() {
    Distances d = Distances.compute(Position.SOLVED, 300_000);
    assertEquals(List.of(1L, 13L, 143L, 1_547L, 16_640L, 176_787L), d.counts());
    assertEquals(195_131L, d.cumulative(5)); // f(5) of section 6.1
    assertFalse(d.exhausted());
    // the graph is vertex-transitive: the same table from any other position
    assertEquals(List.of(1L, 13L, 143L, 1_547L, 16_640L),
        Distances.compute(StrategyTask.START, 20_000).counts());
  }
}
