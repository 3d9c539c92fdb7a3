package org.spiderlab.reductions.lab.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.FormulaEnumeratorTest;
import org.spiderlab.reductions.qbf.BruteForcePi2;
import org.spiderlab.reductions.qbf.ForallExists;

class QbfEnumeratorTest {

  static final List<FormulaClass> TINY = List.of(
      FormulaClass.of(1, 2, 1),
      FormulaClass.of(2, 2, 2),
      FormulaClass.of(2, 3, 2),
      FormulaClass.of(3, 2, 3),
      FormulaClass.of(3, 3, 2),
      FormulaClass.of(3, 3, 3),
      new FormulaClass(2, 3, 2, true, false),
      new FormulaClass(2, 3, 2, false, true));

  static ForallExists f(int t, String clauses) {
    return QbfProblem.decode(t + ": " + clauses);
  }

  @Test
  void knownSmallCounts() {
    // one variable, universal, width 1, up to 2 clauses: (x) and (x) & (!x), both false
    List<ForallExists> one = QbfEnumerator.enumerate(FormulaClass.of(1, 2, 1));
    assertEquals(List.of(f(1, "1"), f(1, "1, -1")), one);
    // two variables, one clause of width <= 2: forall x: (x); forall x exists y: (x | y);
    // forall x y: (x | y)
    assertEquals(List.of(f(1, "1"), f(1, "1 2"), f(2, "1 2")),
        QbfEnumerator.enumerate(FormulaClass.of(2, 1, 2)));
  }

  /** The enumerator against canonicalizing every clause (multi)set for every split. */
  @TestFactory
  Stream<DynamicTest> matchesBruteForce() {
    return TINY.stream().map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
      Set<ForallExists> brute = new HashSet<>();
      for (int t = 1; t <= cls.maxVars(); t++) {
        int tt = t;
        FormulaEnumeratorTest.forEachClauseSet(cls, c -> {
          ForallExists g = QbfIsomorphism.canonical(
              new ForallExists(tt, Cnf.of(cls.maxVars(), c)));
          if (g.universals() >= 1) {
            brute.add(g);
          }
        });
      }
      List<ForallExists> listed = QbfEnumerator.enumerate(cls);
      assertEquals(listed.size(), new HashSet<>(listed).size(), "no duplicates: " + cls);
      assertEquals(brute, new HashSet<>(listed), cls.toString());
    }));
  }

  /** Class counts per split and clause count against Burnside's lemma. */
  @TestFactory
  Stream<DynamicTest> matchesBurnside() {
    return TINY.stream().filter(c -> !c.repeatedClauses())
        .map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
          for (int t = 0; t <= cls.maxVars(); t++) {
            List<ForallExists> listed = QbfEnumerator.enumerate(cls, t);
            for (int k = 1; k <= cls.maxClauses(); k++) {
              final int kk = k;
              long count = listed.stream().filter(f -> f.matrix().clauseCount() == kk).count();
              assertEquals(FormulaEnumeratorTest.burnside(cls, t, k), count,
                  cls + ", " + t + " universal, " + k + " clauses");
            }
          }
        }));
  }

  /**
   * The class of docs/QBF.md: forall-exists formulas with at most 3 variables and 3 clauses of
   * width at most 3, up to isomorphism, with their truth by brute force.
   */
  @Test
  void theDocumentedClass() {
    List<ForallExists> all = QbfEnumerator.enumerate(FormulaClass.of(3, 3, 3));
    long truths = all.stream().filter(BruteForcePi2::isTrue).count();
    assertEquals(EXHAUSTIVE_CLASSES, all.size());
    assertEquals(EXHAUSTIVE_TRUE, truths);
    for (ForallExists f : all) {
      assertTrue(f.universals() >= 1 && f.variables() <= 3 && f.matrix().clauseCount() <= 3, f
          .toString());
      assertEquals(f, QbfIsomorphism.canonical(f), "representatives are canonical");
    }
  }

  static final int EXHAUSTIVE_CLASSES = 542;
  static final long EXHAUSTIVE_TRUE = 173;

  @TestFactory
  Stream<DynamicTest> canonicalIsInvariant() {
    long seed = 20261123L;
    SplittableRandom rnd = new SplittableRandom(seed);
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      int vars = 3 + rnd.nextInt(4);
      ForallExists f = new RandomForallExists(1 + rnd.nextInt(vars - 1), vars,
          1 + rnd.nextInt(6)).generate(seed, i);
      ForallExists g = randomImage(f, rnd);
      String context = "seed " + seed + " #" + i + ": " + f + " vs " + g;
      tests.add(DynamicTest.dynamicTest("seed " + seed + " #" + i, () -> {
        assertEquals(QbfIsomorphism.canonical(f), QbfIsomorphism.canonical(g), context);
        ForallExists c = QbfIsomorphism.canonical(f);
        assertEquals(c, QbfIsomorphism.canonical(c), context);
        assertEquals(BruteForcePi2.isTrue(f), BruteForcePi2.isTrue(c), context);
      }));
    }
    return tests.stream();
  }

  @Test
  void universalAndExistentialVariablesAreNotExchanged() {
    // forall x exists y: (x | y) is true; forall y exists x: ... is the same shape, but
    // forall x exists y: (x) & (x | y) is false while forall x exists y: (y) & (x | y) is true
    assertFalse(QbfIsomorphism.isomorphic(f(1, "1, 1 2"), f(1, "2, 1 2")));
    assertTrue(QbfIsomorphism.isomorphic(f(1, "2, 1 2"), f(1, "-2, 1 -2")));
    assertTrue(QbfIsomorphism.isomorphic(f(2, "1 3, 2 -3"), f(2, "-2 3, 1 -3")));
  }

  /** A random isomorphic image: permute within the blocks, negate, reorder. */
  static ForallExists randomImage(ForallExists f, SplittableRandom rnd) {
    return new ForallExists(f.universals(),
        FormulaEnumeratorTest.randomImage(f.matrix(), f.universals(), rnd));
  }

}
