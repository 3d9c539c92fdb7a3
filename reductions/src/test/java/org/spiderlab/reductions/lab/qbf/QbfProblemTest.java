package org.spiderlab.reductions.lab.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.shrink.Shrinker;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.qbf.BruteForcePi2;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Options;
import org.spiderlab.reductions.qbf.SkolemTable;

class QbfProblemTest {
  static final QbfProblem P = QbfProblem.INSTANCE;

  @Test
  void encodingRoundTrips() {
    ForallExists f = QbfEnumeratorTest.f(2, "1 2 3, -1 -3 4");
    assertEquals("2: 1 2 3, -1 -3 4", P.encode(f));
    assertEquals(f, QbfProblem.decode(P.encode(f)));
    assertEquals("3:", P.encode(new ForallExists(3, Cnf.of(3))));
    assertEquals(new ForallExists(3, Cnf.of(3)), QbfProblem.decode("3:"));
    for (ForallExists g : QbfEnumerator.enumerate(FormulaClass.of(3, 3, 3))) {
      assertEquals(g, QbfProblem.decode(P.encode(g)), P.encode(g));
    }
    assertThrows(IllegalArgumentException.class, () -> QbfProblem.decode("1 2 3"));
    assertThrows(IllegalArgumentException.class, () -> QbfProblem.decode("-1: 1 2"));
    assertEquals("TRUE", P.yesWord());
    assertEquals("FALSE", P.noWord());
  }

  @Test
  void fileRoundTrip(@TempDir Path dir) throws Exception {
    assertEquals("qdimacs", P.fileExtension());
    for (ForallExists g : List.of(QbfEnumeratorTest.f(2, "1 2 3, -1 -3 4"),
        new RandomForallExists(5, 12, 30).generate(3, 4))) {
      Path file = dir.resolve("f." + P.fileExtension());
      Files.writeString(file, P.toFile(g, "a failure\nof kind x"));
      assertEquals(g, P.readFile(file));
      assertEquals(g.variables(), P.variables(g));
      assertEquals(g.matrix().clauseCount(), P.clauses(g));
    }
  }

  @Test
  void refuteChecksEveryRow() {
    ForallExists xor = QbfEnumeratorTest.f(1, "1 2, -1 -2");
    SkolemTable good = SkolemTable.builder(1, 1).row(0, Assignment.ofValues(false, true))
        .row(1, Assignment.ofValues(true, false)).build();
    SkolemTable bad = SkolemTable.builder(1, 1).row(0, Assignment.ofValues(false, true))
        .row(1, Assignment.ofValues(true, true)).build();
    assertEquals(Optional.empty(), P.refute(xor, good));
    assertEquals(Optional.of("row 1 (1 2) falsifies clause 2"), P.refute(xor, bad));
    assertEquals(Optional.of("the table has 1 universal and 1 existential variables, the formula"
        + " 2 and 0"), P.refute(new ForallExists(2, xor.matrix()), good));
  }

  @Test
  void shrinksAreValidAndSmaller() {
    SplittableRandom rnd = new SplittableRandom(5);
    for (int i = 0; i < 100; i++) {
      ForallExists f = new RandomForallExists(1 + rnd.nextInt(3), 5, 1 + rnd.nextInt(6))
          .generate(5, i);
      for (ForallExists g : QbfShrinks.candidates(f)) {
        String context = "seed 5 #" + i + ": " + f + " -> " + g;
        assertTrue(g.universals() >= 1 && g.matrix().clauseCount() >= 1, context);
        assertEquals(g, QbfShrinks.compact(g.universals(), g.matrix().clauses()), context);
        assertTrue(size(g) < size(f), context);
      }
    }
    assertEquals(List.of(), QbfShrinks.candidates(QbfEnumeratorTest.f(1, "1")));
  }

  /** Variables, clauses, literal occurrences and universal variables, in that order. */
  static long size(ForallExists f) {
    return ((f.variables() * 1000L + f.matrix().clauseCount()) * 1000L
        + f.matrix().occurrences()) * 1000L + f.universals();
  }

  @Test
  void shrinkingFindsAMinimalFalseFormula() {
    // the smallest false formulas of the class are a lone universal unit clause
    ForallExists f = new RandomForallExists(3, 8, 24).generate(1, 0);
    CegarDecider d = CegarDecider.withDefaults();
    assertInstanceOf(Pi2Answer.False.class, d.decide(f));
    ForallExists min = new Shrinker<ForallExists>(P::shrinks).shrink(f,
        g -> d.decide(g) instanceof Pi2Answer.False, 10_000).value();
    assertEquals(QbfEnumeratorTest.f(1, "1"), min);
  }

  @Test
  void deciderAdapter() {
    QbfDecider d = QbfDecider.cegar(Duration.ofSeconds(10));
    ForallExists xor = QbfEnumeratorTest.f(1, "1 2, -1 -2");
    SourceAnswer<SkolemTable> yes = d.decide(xor);
    assertEquals(Optional.empty(), P.refute(xor, ((SourceAnswer.Yes<SkolemTable>) yes).witness()));
    ForallExists no = QbfEnumeratorTest.f(1, "1 2, -2");
    assertEquals(new SourceAnswer.No<>(), d.decide(no));
    assertEquals(new Pi2Answer.False(Assignment.ofValues(false)), d.answer(no));
    QbfDecider noTables = QbfDecider.of(CegarDecider.of(Pi2Options.defaults()
        .withTableLimit(0)));
    assertEquals(new SourceAnswer.Unknown<>("TRUE, but without a Skolem table (1 universal"
        + " variables)"), noTables.decide(xor));
    QbfDecider slow = QbfDecider.of(CegarDecider.of(Pi2Options.defaults()
        .withTimeout(Duration.ofMillis(1))));
    assertFalse(slow.decide(new RandomForallExists(20, 160, 330).generate(1, 1))
        instanceof SourceAnswer.Yes, "no answer within 1 ms, or a checked one");
    assertTrue(BruteForcePi2.isTrue(xor));
  }
}
