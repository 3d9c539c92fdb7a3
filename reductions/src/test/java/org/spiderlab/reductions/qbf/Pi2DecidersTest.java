package org.spiderlab.reductions.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;

/**
 * CEGAR (strengthened and plain) against enumeration and all against brute-force evaluation (no
 * SAT solver), on worked
 * examples and seeded random formulas; every witness is checked.
 */
class Pi2DecidersTest {
  static final Duration CHECK = Duration.ofSeconds(30);
  static final CegarDecider CEGAR = CegarDecider.withDefaults();
  static final CegarDecider PLAIN = CegarDecider.plain(Pi2Options.defaults());
  static final EnumerationDecider ENUMERATION = EnumerationDecider.withDefaults();

  static ForallExists f(int t, String clauses) {
    Cnf c = Cnf.parse(clauses);
    return new ForallExists(t, Cnf.of(Math.max(t, c.variables()), c.clauses()));
  }

  /**
   * CEGAR with and without strengthening and enumeration agree with brute force, and their
   * witnesses check out.
   */
  static void assertDecided(ForallExists f, String context) {
    boolean truth = BruteForcePi2.isTrue(f);
    for (Pi2Decider d : List.of(CEGAR, PLAIN, ENUMERATION)) {
      Pi2Answer a = d.decide(f);
      assertEquals(truth ? "TRUE" : "FALSE", a.word(), context + ", " + d + ": " + f);
      assertEquals(Optional.empty(), Pi2Witnesses.refute(f, a, CHECK), context + ": " + f);
      if (a instanceof Pi2Answer.True t) {
        assertTrue(t.table().isPresent(), context + ": a table for small t: " + f);
      } else {
        Assignment u = ((Pi2Answer.False) a).counterexample();
        long row = 0;
        for (int v = 1; v <= f.universals(); v++) {
          row |= u.value(v) ? 1L << (v - 1) : 0;
        }
        assertFalse(BruteForcePi2.extends_(f, row), context + ": counterexample " + u + ": " + f);
      }
    }
  }

  @Test
  void workedExamples() {
    // forall x exists y: y = !x
    ForallExists xor = f(1, "1 2, -1 -2");
    Pi2Answer a = CEGAR.decide(xor);
    SkolemTable table = ((Pi2Answer.True) a).table().orElseThrow();
    assertEquals(2, table.rows());
    assertEquals(Assignment.ofValues(false, true), table.assignment(0));
    assertEquals(Assignment.ofValues(true, false), table.assignment(1));
    // forall x exists y: (x | y) & !y -- false for x = false
    Pi2Answer no = CEGAR.decide(f(1, "1 2, -2"));
    assertEquals(new Pi2Answer.False(Assignment.ofValues(false)), no);
    assertEquals(no, ENUMERATION.decide(f(1, "1 2, -2")));
    assertDecided(xor, "xor");
  }

  @Test
  void edgeCases() {
    assertDecided(f(0, "1 2, -1"), "no universal, satisfiable");
    assertDecided(f(0, "1, -1"), "no universal, unsatisfiable (contradiction at load time)");
    assertDecided(f(2, "1 2"), "no existential, false");
    assertDecided(f(2, "1 -1"), "no existential, tautology");
    assertDecided(new ForallExists(2, Cnf.of(3)), "no clause");
    assertDecided(new ForallExists(0, Cnf.of(0)), "nothing at all");
    assertDecided(f(1, "2, -2"), "matrix unsatisfiable");
    assertDecided(f(2, "3 4, -3 4, 1 2 -4"), "a universal clause part");
  }

  @Test
  void noTableAboveTheLimit() {
    ForallExists xor = f(1, "1 2, -1 -2");
    Pi2Options noTables = Pi2Options.defaults().withTableLimit(0);
    assertEquals(new Pi2Answer.True(Optional.empty()), CegarDecider.of(noTables).decide(xor));
    assertEquals(new Pi2Answer.True(Optional.empty()),
        EnumerationDecider.of(noTables).decide(xor));
  }

  @Test
  void timeoutIsUnknown() {
    // t = 20 of a true-looking family: enumeration needs 2^20 SAT calls, far more than 50 ms
    ForallExists big = new RandomForallExists(20, 60, 30).generate(1, 0);
    Pi2Options fast = Pi2Options.defaults().withTimeout(Duration.ofMillis(50));
    Pi2Result r = EnumerationDecider.of(fast).solve(big);
    assertEquals(new Pi2Answer.Unknown("timeout after 50 ms"), r.answer(), r.toString());
    assertTrue(r.time().toMillis() < 5_000, r.toString());
  }

  @Test
  void cegarIsFastOnTheMeasuredFamily() {
    // the family of docs/PERFORMANCE.md (t = 20, near the threshold); well under a second each
    RandomForallExists gen = new RandomForallExists(20, 160, 330);
    for (int i = 0; i < 5; i++) {
      ForallExists f = gen.generate(1, i);
      Pi2Result r = CegarDecider.of(Pi2Options.defaults().withTimeout(Duration.ofSeconds(20)))
          .solve(f);
      assertFalse(r.answer() instanceof Pi2Answer.Unknown, gen + " seed 1 #" + i + ": " + r);
      assertEquals(Optional.empty(), Pi2Witnesses.refute(f, r.answer(), CHECK),
          gen + " seed 1 #" + i);
    }
  }

  /** Random CNFs of width 1 to 3 with a random split: all shapes, also all-universal clauses. */
  @TestFactory
  Stream<DynamicTest> randomShapes() {
    long seed = 20261123L;
    SplittableRandom rnd = new SplittableRandom(seed);
    List<DynamicTest> tests = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      int vars = 1 + rnd.nextInt(7);
      int width = 1 + rnd.nextInt(Math.min(3, vars));
      int clauses = 1 + rnd.nextInt(12);
      int t = rnd.nextInt(vars + 1);
      Cnf m = new RandomFormulas(vars, clauses, width).generate(seed, i);
      ForallExists f = new ForallExists(t, m);
      String context = "seed " + seed + " #" + i;
      tests.add(DynamicTest.dynamicTest(context, () -> assertDecided(f, context)));
    }
    return tests.stream();
  }

  /** The random 3-CNF family at small sizes, near and away from the threshold. */
  @TestFactory
  Stream<DynamicTest> randomFamilies() {
    long seed = 42;
    List<DynamicTest> tests = new ArrayList<>();
    int[][] shapes = {{1, 4, 6}, {2, 6, 10}, {3, 8, 14}, {4, 10, 20}, {5, 12, 16}, {6, 12, 24}};
    for (int[] s : shapes) {
      RandomForallExists gen = new RandomForallExists(s[0], s[1], s[2]);
      for (int i = 0; i < 25; i++) {
        ForallExists f = gen.generate(seed, i);
        String context = gen + " seed " + seed + " #" + i;
        tests.add(DynamicTest.dynamicTest(context, () -> assertDecided(f, context)));
      }
    }
    return tests.stream();
  }
}
