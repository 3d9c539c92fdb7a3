package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Campaign plumbing with a fake checker: parallel runs, results file, resume, shrinking. */
class CampaignTest {
  @TempDir Path dir;

  /** A fake reduction that "disagrees" on every unsat formula with a clause of width >= 2. */
  static CrossCheckResult fake(Formula f) {
    boolean sat = FormulaEnumeratorTest.bruteSat(f);
    boolean broken = !sat && f.maxWidth() >= 2;
    Winnability w = sat || broken ? Winnability.WINNABLE : Winnability.UNWINNABLE;
    return new CrossCheckResult("", f.toString(), f.vars(), f.clauseCount(), sat, w,
        CrossCheckResult.outcomeOf(sat, w), null, 10, 0, 0, 0, null, 0, null, 0, 0, 1, 0, null);
  }

  @Test
  void runsResumesAndShrinks() throws IOException {
    List<Campaign.Job> jobs = Campaign.exhaustive(FormulaClass.of(2, 3, 2));
    AtomicInteger calls = new AtomicInteger();
    Function<Formula, CrossCheckResult> checker = f -> {
      calls.incrementAndGet();
      return fake(f);
    };
    // first run stops after a part: simulate by running a prefix
    Campaign.Settings settings = new Campaign.Settings(2, 500, null, 1000);
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.run(jobs.subList(0, 10), checker, store, settings);
    }
    // a torn line, as left by a killed process
    Files.writeString(dir.resolve(ResultsStore.FILE), "{\"id\":\"x:torn", StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.APPEND);
    calls.set(0);
    Campaign.Summary s;
    try (ResultsStore store = ResultsStore.open(dir)) {
      assertEquals(1, store.unreadableLines());
      s = Campaign.run(jobs, checker, store, settings);
    }
    assertEquals(jobs.size(), s.total());
    assertEquals(10, s.resumed());
    List<CrossCheckResult> lines = ResultsStore.readAll(
        Files.readAllLines(dir.resolve(ResultsStore.FILE)).stream().anyMatch(l -> l.contains("torn"))
            ? rewriteWithoutTorn() : dir.resolve(ResultsStore.FILE));
    assertEquals(jobs.size(), lines.size());
    assertTrue(s.unsatisfiable() > 0 && s.satisfiable() > 0, s.table());
    assertTrue(s.byHeadline().getOrDefault("DISAGREE UNSAT WINNABLE", 0) > 0, s.table());
    assertTrue(s.table().contains("AGREE SAT WINNABLE"), s.table());
    // every failure shrinks to the smallest unsat formula with a width-2 clause: (1 2),(1 -2),(-1)..
    for (Campaign.Failure f : s.failures()) {
      assertEquals("DISAGREE", f.kind());
      assertTrue(Files.exists(f.minimalFile()), f.toString());
      assertTrue(f.provenMinimal());
      assertEquals("DISAGREE", fake(f.minimal()).failure());
      assertEquals(3, f.minimal().clauseCount(), f.toString());
    }
    // a third run does nothing new
    calls.set(0);
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary again = Campaign.run(jobs, checker, store, settings);
      assertEquals(jobs.size(), again.resumed());
      assertEquals(s.failures().size(), again.failures().size());
    }
    assertEquals(0, calls.get(), "resumed campaign re-checks nothing, shrinks nothing again");
  }

  private Path rewriteWithoutTorn() throws IOException {
    Path clean = dir.resolve("clean.jsonl");
    Files.write(clean, Files.readAllLines(dir.resolve(ResultsStore.FILE)).stream()
        .filter(l -> !l.contains("torn")).toList());
    return clean;
  }

  @Test
  void exceptionsBecomeErrorResults() {
    Function<Formula, CrossCheckResult> boom = f -> {
      throw new IllegalStateException("boom");
    };
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary s = Campaign.run(List.of(new Campaign.Job("a", Formula.parse("1"))), boom,
          store, new Campaign.Settings(1, 5, null, 0));
      assertEquals(1, s.byOutcome().get(Outcome.ERROR));
      assertEquals("ERROR", s.failures().get(0).kind());
    }
  }

  @Test
  void randomJobsAreReproducible() {
    RandomFormulas gen = new RandomFormulas(5, 21, 3);
    assertEquals(Campaign.random(gen, 9, 20), Campaign.random(gen, 9, 20));
    assertTrue(!Campaign.random(gen, 9, 1).equals(Campaign.random(gen, 10, 1)));
  }
}
