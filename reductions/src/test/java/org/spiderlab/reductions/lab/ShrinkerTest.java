package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ShrinkerTest {

  @Test
  void shrinksIntegersToTheBoundary() {
    Shrinker<Integer> s = new Shrinker<>(n -> n > 0 ? List.of(n / 2, n - 1) : List.of());
    Shrinker.Result<Integer> r = s.shrink(1000, n -> n >= 37, 10_000);
    assertEquals(37, r.value());
    assertTrue(r.minimal());
    assertTrue(r.steps() > 0);
  }

  @Test
  void respectsTheBudgetAndRefusesPassingStart() {
    Shrinker<Integer> s = new Shrinker<>(n -> n > 0 ? List.of(n - 1) : List.of());
    Shrinker.Result<Integer> r = s.shrink(1000, n -> n >= 0, 10);
    assertFalse(r.minimal());
    assertEquals(990, r.value());
    assertEquals(10, r.tried());
    assertThrows(IllegalArgumentException.class, () -> s.shrink(5, n -> n > 10, 10));
  }

  @Test
  void candidatesAreSmallerAndCompact() {
    Formula f = Formula.parse("1 2 3, -1 2 3, -1 -2 -3, 2 -3");
    List<Formula> cands = FormulaShrinks.candidates(f);
    assertFalse(cands.isEmpty());
    for (Formula c : cands) {
      assertTrue(measure(c) < measure(f), c + " is not smaller than " + f);
      assertEquals(c, FormulaShrinks.compact(c), "compact: " + c);
      assertTrue(c.clauseCount() >= 1);
    }
    assertTrue(cands.contains(Formula.parse("1 2 3, -1 2 3, -1 -2 -3")), "drop the last clause");
    assertTrue(cands.contains(Formula.parse("1 2, -1 2, -1 -2, 2")), "drop variable 3");
  }

  /**
   * Shrinking a random unsatisfiable formula with "still unsatisfiable" yields a minimal
   * unsatisfiable formula: every one-step shrink is satisfiable.
   */
  @TestFactory
  Stream<DynamicTest> shrinksUnsatToMinimalUnsat() {
    long seed = 77;
    RandomFormulas gen = new RandomFormulas(5, 30, 3);
    List<DynamicTest> tests = new ArrayList<>();
    IntStream.range(0, 40).forEach(i -> {
      Formula f = gen.generate(seed, i);
      if (FormulaEnumeratorTest.bruteSat(f)) {
        return;
      }
      tests.add(DynamicTest.dynamicTest("seed " + seed + " #" + i, () -> {
        Predicate<Formula> unsat = g -> !FormulaEnumeratorTest.bruteSat(g);
        Shrinker.Result<Formula> r = new Shrinker<>(FormulaShrinks::candidates)
            .shrink(f, unsat, 100_000);
        assertTrue(r.minimal(), "seed " + seed + " #" + i);
        assertTrue(unsat.test(r.value()), "seed " + seed + " #" + i);
        for (Formula c : FormulaShrinks.candidates(r.value())) {
          assertFalse(unsat.test(c), "seed " + seed + " #" + i + ": " + r.value()
              + " has an unsat shrink " + c);
        }
        assertTrue(r.value().clauseCount() <= f.clauseCount());
      }));
    });
    assertFalse(tests.isEmpty(), "the seed gives unsatisfiable formulas");
    return tests.stream();
  }

  @Test
  void shrinksToASpecificCore() {
    // fails iff some clause holds both 2 and -3 (in any renaming it keeps): minimum is one clause
    Formula f = Formula.parse("1 2 -3, -1 2 3, 1 -2, 3");
    Predicate<Formula> p = g -> {
      for (int[] c : g.clauses()) {
        if (c.length >= 2) {
          return true;
        }
      }
      return false;
    };
    Shrinker.Result<Formula> r = new Shrinker<>(FormulaShrinks::candidates).shrink(f, p, 10_000);
    assertEquals(1, r.value().clauseCount());
    assertEquals(2, r.value().clause(0).length);
  }

  static int measure(Formula f) {
    int lits = 0;
    for (int[] c : f.clauses()) {
      lits += c.length;
    }
    return FormulaShrinks.compact(f).vars() + f.clauseCount() + lits;
  }
}
