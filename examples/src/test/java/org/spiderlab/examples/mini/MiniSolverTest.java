package org.spiderlab.examples.mini;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.io.InputFormatException;

/**
 * Mini Solitaire's A* against breadth-first search and against a plain exhaustive search over
 * exact positions (no slot symmetry): on seeded starts of many sizes the three agree on whether
 * a solution exists and A* and breadth-first order on its length; every solution replays move by
 * move to a solved position. The text format reads back and names the line of each error.
 */
class MiniSolverTest {

  /** The distance to a solved position by breadth-first search over exact positions, or -1. */
  static int exhaustive(MiniGame g) {
    List<MiniGame> level = List.of(g);
    Set<String> seen = new HashSet<>(List.of(g.toString()));
    for (int d = 0; !level.isEmpty(); d++) {
      List<MiniGame> next = new ArrayList<>();
      for (MiniGame x : level) {
        if (x.isSolved()) {
          return d;
        }
        for (int a = 0; a < x.slots().size(); a++) {
          for (int b = 0; b < x.slots().size(); b++) {
            if (x.canMove(a, b)) {
              MiniGame y = x.move(a, b);
              if (seen.add(y.toString())) {
                next.add(y);
              }
            }
          }
        }
      }
      level = next;
    }
    return -1;
  }

  @TestFactory
  Stream<DynamicTest> aStarIsOptimal() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] solved = {0};
    int[][] configs = {{2, 3, 4}, {2, 4, 4}, {2, 4, 5}, {2, 5, 5}, {3, 3, 5}, {3, 4, 5},
        {1, 5, 3}, {2, 2, 3}};
    for (int[] c : configs) {
      for (long seed = 1; seed <= 8; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(c[0] + " colours, " + c[1] + " cards, " + c[2]
            + " slots, seed " + sd, () -> {
          MiniGame g = MiniGame.random(c[0], c[1], c[2], sd);
          MiniSolver.Result a = MiniSolver.solve(g, 10_000_000, true);
          MiniSolver.Result b = MiniSolver.solve(g, 10_000_000, false);
          int d = exhaustive(g);
          assertEquals(a.status(), b.status(), g.toString());
          assertEquals(d >= 0 ? MiniSolver.Status.OPTIMAL : MiniSolver.Status.UNSOLVABLE,
              a.status(), g.toString());
          if (d >= 0) {
            assertEquals(d, a.moves().size(), g.toString());
            assertEquals(d, b.moves().size(), g.toString());
            MiniGame x = g;
            for (int[] m : a.moves()) {
              x = x.move(m[0], m[1]);
            }
            assertTrue(x.isSolved(), g + " " + MiniSolver.notation(a.moves()));
            assertTrue(a.expanded() <= b.expanded(), "A* expands no more");
            solved[0] += d >= 4 ? 1 : 0;
          }
        }));
      }
    }
    tests.add(DynamicTest.dynamicTest("many solutions of four moves or more", () ->
        assertTrue(solved[0] >= 25, "solved: " + solved[0])));
    return tests.stream();
  }

  @Test
  void theTextFormatReadsBackAndNamesItsErrors() {
    MiniGame g = MiniGame.random(2, 4, 4, 3);
    MiniGame back = MiniText.parse(g.toString(), "g.mini");
    assertEquals(g.toString(), back.toString());
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> MiniText.parse("mini colours=2 cards=2\nslot 0B 1B 3R\n", "x.mini"));
    assertTrue(e.getMessage().startsWith("x.mini:2: '3R' is not a card"), e.getMessage());
    e = assertThrows(InputFormatException.class,
        () -> MiniText.parse("mini colours=2 cards=2\nslot 0B 1B 0R\n", "y.mini"));
    assertTrue(e.getMessage().startsWith("y.mini:1: the game needs every card once"),
        e.getMessage());
    e = assertThrows(InputFormatException.class, () -> MiniText.parse("mini 2 2\n", "z.mini"));
    assertTrue(e.getMessage().startsWith("z.mini:1: expected 'mini colours=C cards=N'"),
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> g.move(0, 0));
  }

  @Test
  void theBoundIsAdmissibleOnSolvedAndStartPositions() {
    MiniGame solved = MiniText.parse("mini colours=2 cards=3\nslot 2B 1B 0B\nslot 2R 1R 0R\n"
        + "slot\n", "s.mini");
    assertTrue(solved.isSolved());
    assertEquals(0, solved.unsettled());
    MiniGame g = MiniText.parse("mini colours=1 cards=3\nslot 0B 1B 2B\nslot\nslot\n", "t.mini");
    assertEquals(3, g.unsettled());
    assertEquals(3, MiniSolver.solve(g, 1000, true).moves().size());
  }
}
