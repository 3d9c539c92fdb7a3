package org.spiderlab.reductions.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The kit's values and how they read (thesis chapter 4, the checks of Lemma 4.2.2): findings,
 * reports, counterexample messages, random families and CNF sources.
 */
class KitValuesTest {
  static final Finding REDUCE = new Finding(Check.REDUCE, "reduce threw X");
  static final Finding NO = new Finding(Check.NO_INSTANCE, "the source is a NO instance, but");

  @Test
  void aFindingReadsAsItsCheckAndWhatWentWrong() {
    assertEquals("REDUCE: reduce threw X", REDUCE.toString());
    assertEquals("NO_INSTANCE: the source is a NO instance, but", NO.toString());
  }

  @Test
  void aReportNamesTheChecksThatFailedInOrderOfPrecedence() {
    InstanceReport<String> two = new InstanceReport<>("x", Optional.of(false), "WINNABLE",
        List.of(NO, REDUCE), Optional.empty(), 0, 0, 0);
    assertEquals(List.of(REDUCE, NO), two.findings());
    assertEquals(Optional.of(REDUCE), two.primary());
    assertFalse(two.passed());
    InstanceReport<String> one = new InstanceReport<>("x", Optional.of(false), "WINNABLE",
        List.of(NO), Optional.empty(), 0, 0, 0);
    for (Check c : Check.values()) {
      assertEquals(c == Check.NO_INSTANCE, one.failed(c), c.toString());
      assertEquals(c == Check.NO_INSTANCE || c == Check.REDUCE, two.failed(c), c.toString());
    }
    InstanceReport<String> none = new InstanceReport<>("x", Optional.empty(), "not asked",
        List.of(), Optional.of("limit"), 0, 0, 0);
    assertTrue(none.passed());
    assertEquals(Optional.empty(), none.primary());
    assertFalse(none.failed(Check.NO_INSTANCE));
  }

  /** All findings on the original are listed only when there is more than the one reported. */
  @Test
  void aCounterexampleListsTheOtherFindingsOnlyIfThereAreAny() {
    Counterexample one = new Counterexample(Check.NO_INSTANCE, "fam", "seed 1, draw 2", "1, -1",
        List.of(NO), "1, -1", "p cnf 1 2\n", "detail", "not shrunk");
    assertEquals("NO_INSTANCE failed: fam, seed 1, draw 2\n"
        + "what went wrong (shrunk instance): detail\n"
        + "original: 1, -1\n"
        + "shrunk: 1, -1 (not shrunk), as a file:\n"
        + "p cnf 1 2\n", one.message());
    assertEquals(one.message(), one.toString());
    Counterexample two = new Counterexample(Check.REDUCE, "fam", "instance 3 of 9", "1",
        List.of(REDUCE, NO), "1", "p cnf 1 1\n", "d", "1-minimal after 0 steps");
    assertEquals("REDUCE failed: fam, instance 3 of 9\n"
        + "what went wrong (shrunk instance): d\n"
        + "original: 1\n"
        + "all findings on the original:\n"
        + "  REDUCE: reduce threw X\n"
        + "  NO_INSTANCE: the source is a NO instance, but\n"
        + "shrunk: 1 (1-minimal after 0 steps), as a file:\n"
        + "p cnf 1 1\n", two.message());
  }

  /** A random family's quota must fit its count, and its draws must reach it. */
  @Test
  void aRandomFamilysParametersAreChecked() {
    RandomSource<Cnf> src = RandomSource.of("one clause", (seed, i) -> Cnf.parse("1 2"));
    assertEquals("one clause", src.toString());
    // the extremes are allowed
    new SourceFamily.Random<>(src, 1, 1, 0, 0, 1);
    new SourceFamily.Random<>(src, 1, 3, 1, 2, 3);
    new SourceFamily.Random<>(src, 1, 3, 3, 0, 3);
    new SourceFamily.Random<>(src, 1, 3, 0, 3, 3);
    assertEquals("one clause, seed 7", new SourceFamily.Random<>(src, 7, 3, 0, 3, 3).name());
    int[][] bad = {{0, 0, 0, 1}, {3, -1, 0, 3}, {3, 0, -1, 3}, {3, 2, 2, 3}, {3, 1, 3, 3},
        {3, 0, 0, 2}};
    List<String> messages = List.of("count must be at least 1, got 0",
        "need 0 <= minYes, minNo and minYes + minNo <= count, got -1, 0, 3",
        "need 0 <= minYes, minNo and minYes + minNo <= count, got 0, -1, 3",
        "need 0 <= minYes, minNo and minYes + minNo <= count, got 2, 2, 3",
        "need 0 <= minYes, minNo and minYes + minNo <= count, got 1, 3, 3",
        "maxDraws must be at least count, got 2");
    for (int t = 0; t < bad.length; t++) {
      int[] b = bad[t];
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> new SourceFamily.Random<>(src, 1, b[0], b[1], b[2], b[3]), messages.get(t));
      assertEquals(messages.get(t), e.getMessage());
    }
  }

  /**
   * {@code random(source, seed, count)}: a quarter (at least one) YES and NO each, as far as the
   * count allows: a single instance only needs to be NO.
   */
  @Test
  void theDefaultQuotaOfARandomFamily() {
    RandomSource<Cnf> src = CnfChecks.formulas(new RandomFormulas(3, 5, 2));
    var kit = CnfChecks.of(ThreeSatToSpider.INSTANCE);
    int[][] expected = {{1, 0, 1}, {2, 1, 1}, {3, 1, 1}, {8, 2, 2}, {40, 10, 10}, {41, 10, 10}};
    for (int[] x : expected) {
      SourceFamily.Random<?> r = (SourceFamily.Random<?>) kit.random(src, 5, x[0]).families()
          .get(0);
      assertEquals(List.of(x[0], x[1], x[2], 100 * x[0]),
          List.of(r.count(), r.minYes(), r.minNo(), r.maxDraws()), "count " + x[0]);
      assertEquals(5, r.seed());
      assertEquals(src, r.source());
    }
  }

  @Test
  void theRandomFormulasOfTheLabAsASource() {
    RandomFormulas gen = new RandomFormulas(3, 5, 2);
    RandomSource<Cnf> src = CnfChecks.formulas(gen);
    assertEquals("random 2-CNF, 3 variables, 5 clauses", src.name());
    for (long i = 0; i < 5; i++) {
      assertEquals(gen.generate(42, i), src.generate(42, i), "draw " + i);
    }
  }

  /** A kit or a checker without any check enabled is refused when it is set up. */
  @Test
  void noCheckEnabledIsRefused() {
    var kit = CnfChecks.of(ThreeSatToSpider.INSTANCE);
    assertEquals(EnumSet.allOf(Check.class), kit.enabledChecks());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> kit.checks(EnumSet.noneOf(Check.class)));
    assertEquals("no check enabled", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> CnfChecks.of(ThreeSatToSpider.INSTANCE)
        .checker().check(Cnf.parse("1"), EnumSet.noneOf(Check.class), null));
    assertEquals("no check enabled", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, kit::tests);
    assertEquals("no family to check: add exhaustive(...) or random(...)", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> kit.shrinkTries(-1));
    assertThrows(IllegalArgumentException.class, () -> kit.shrinkFailures(-1));
  }

  /** The default budget: the class up to isomorphism, 2-CNF with NO instances, bigger 3-CNF. */
  @Test
  void theDefaultFamilies() {
    List<SourceFamily<Cnf>> f = CnfChecks.defaults(ThreeSatToSpider.INSTANCE).families();
    assertEquals(List.of("every CNF with " + CnfChecks.DEFAULT_CLASS + " up to isomorphism",
        "random 2-CNF, 3 variables, 5 clauses, seed " + CnfChecks.DEFAULT_SEED,
        "random 3-CNF, 6 variables, 14 clauses, seed " + CnfChecks.DEFAULT_SEED),
        f.stream().map(SourceFamily::name).toList());
    assertEquals(503, ((SourceFamily.Exhaustive<Cnf>) f.get(0)).instances().size());
    SourceFamily.Random<Cnf> two = (SourceFamily.Random<Cnf>) f.get(1);
    assertEquals(List.of(40, 10, 10), List.of(two.count(), two.minYes(), two.minNo()));
    SourceFamily.Random<Cnf> three = (SourceFamily.Random<Cnf>) f.get(2);
    assertEquals(List.of(20, 20, 0), List.of(three.count(), three.minYes(), three.minNo()));
  }
}
