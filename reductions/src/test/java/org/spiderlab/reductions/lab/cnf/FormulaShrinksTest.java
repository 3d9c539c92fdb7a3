package org.spiderlab.reductions.lab.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.shrink.Shrinker;
import org.spiderlab.reductions.cnf.Cnf;

class FormulaShrinksTest {

  @Test
  void candidatesAreSmallerAndCompact() {
    Cnf f = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3, 2 -3");
    List<Cnf> cands = FormulaShrinks.candidates(f);
    assertFalse(cands.isEmpty());
    for (Cnf c : cands) {
      assertTrue(measure(c) < measure(f), c + " is not smaller than " + f);
      assertEquals(c, FormulaShrinks.compact(c), "compact: " + c);
      assertTrue(c.clauseCount() >= 1);
    }
    assertTrue(cands.contains(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3")), "drop the last clause");
    assertTrue(cands.contains(Cnf.parse("1 2, -1 2, -1 -2, 2")), "drop variable 3");
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
      Cnf f = gen.generate(seed, i);
      if (FormulaEnumeratorTest.bruteSat(f)) {
        return;
      }
      tests.add(DynamicTest.dynamicTest("seed " + seed + " #" + i, () -> {
        Predicate<Cnf> unsat = g -> !FormulaEnumeratorTest.bruteSat(g);
        Shrinker.Result<Cnf> r = new Shrinker<>(FormulaShrinks::candidates)
            .shrink(f, unsat, 100_000);
        assertTrue(r.minimal(), "seed " + seed + " #" + i);
        assertTrue(unsat.test(r.value()), "seed " + seed + " #" + i);
        for (Cnf c : FormulaShrinks.candidates(r.value())) {
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
    Cnf f = Cnf.parse("1 2 -3, -1 2 3, 1 -2, 3");
    Predicate<Cnf> p = g -> {
      for (int[] c : g.clauses()) {
        if (c.length >= 2) {
          return true;
        }
      }
      return false;
    };
    Shrinker.Result<Cnf> r = new Shrinker<>(FormulaShrinks::candidates).shrink(f, p, 10_000);
    assertEquals(1, r.value().clauseCount());
    assertEquals(2, r.value().clause(0).length);
  }

  static int measure(Cnf f) {
    int lits = 0;
    for (int[] c : f.clauses()) {
      lits += c.length;
    }
    return FormulaShrinks.compact(f).variables() + f.clauseCount() + lits;
  }
}
