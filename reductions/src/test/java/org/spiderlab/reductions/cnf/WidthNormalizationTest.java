package org.spiderlab.reductions.cnf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class WidthNormalizationTest {

  @Test
  void exactShapes() {
    Cnf f = Cnf.of(6, new int[] {1}, new int[] {1, -2}, new int[] {1, 2, 3},
        new int[] {1, -2, 3, 4, -5, 6});
    WidthNormalization w = WidthNormalization.of(f);
    Cnf g = w.normalized();
    assertEquals(6 + 3, g.variables());
    assertEquals(3 + 4, g.clauseCount());
    assertArrayEquals(new int[] {1, 1, 1}, g.clause(0));
    assertArrayEquals(new int[] {1, -2, -2}, g.clause(1));
    assertArrayEquals(new int[] {1, 2, 3}, g.clause(2));
    assertArrayEquals(new int[] {1, -2, 7}, g.clause(3));
    assertArrayEquals(new int[] {-7, 3, 8}, g.clause(4));
    assertArrayEquals(new int[] {-8, 4, 9}, g.clause(5));
    assertArrayEquals(new int[] {-9, -5, 6}, g.clause(6));
    assertEquals(3, w.firstNormalizedClause(3));
    Cnf three = Cnf.of(3, new int[] {1, 2, 3});
    assertEquals(three, WidthNormalization.of(three).normalized());
  }

  /** Both maps, exhaustively over all assignments of both formulas. */
  @TestFactory
  Stream<DynamicTest> witnessMapsExhaustively() {
    return IntStream.range(0, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random rnd = new Random(seed);
      int vars = 1 + rnd.nextInt(4);
      Cnf.Builder b = Cnf.builder(vars);
      int clauses = 1 + rnd.nextInt(4);
      for (int j = 0; j < clauses; j++) {
        int[] c = new int[1 + rnd.nextInt(6)];
        for (int p = 0; p < c.length; p++) {
          c[p] = (1 + rnd.nextInt(vars)) * (rnd.nextBoolean() ? 1 : -1);
        }
        b.clause(c);
      }
      Cnf f = b.build();
      WidthNormalization w = WidthNormalization.of(f);
      Cnf g = w.normalized();
      assertTrue(g.isThreeCnf());
      assertTrue(g.variables() <= 24, "seed " + seed);
      boolean fSat = false;
      for (long bits = 0; bits < 1L << vars; bits++) {
        Assignment a = Assignment.ofBits(vars, bits);
        Assignment e = w.extend(a);
        assertEquals(f.evaluate(a), g.evaluate(e), "seed " + seed + " " + f + " at " + a);
        assertEquals(a, w.project(e));
        fSat |= f.evaluate(a);
      }
      boolean gSat = false;
      for (long bits = 0; bits < 1L << g.variables(); bits++) {
        Assignment a = Assignment.ofBits(g.variables(), bits);
        if (g.evaluate(a)) {
          gSat = true;
          assertTrue(f.evaluate(w.project(a)), "seed " + seed + " " + g + " at " + a);
        }
      }
      assertEquals(fSat, gSat, "seed " + seed);
    }));
  }

  @Test
  void threeCnfIsKept() {
    Cnf f = Cnf.of(2, new int[] {1, 2, -1});
    WidthNormalization w = WidthNormalization.of(f);
    assertSame(f, w.original());
    assertEquals(f, w.normalized());
  }
}
