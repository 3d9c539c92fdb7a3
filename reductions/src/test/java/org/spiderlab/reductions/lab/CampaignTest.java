package org.spiderlab.reductions.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.CnfJobs;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.FormulaEnumeratorTest;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;

/** Campaign plumbing with a fake checker: parallel runs, results file, resume, shrinking. */
class CampaignTest {
  @TempDir Path dir;

  /** A fake reduction that "disagrees" on every unsat formula with a clause of width >= 2. */
  static CrossCheckResult fake(Cnf f) {
    boolean sat = FormulaEnumeratorTest.bruteSat(f);
    boolean broken = !sat && f.maxWidth() >= 2;
    GameAnswer<List<Move>> w = sat || broken
        ? new GameAnswer.Yes<>(List.of(), 10) : new GameAnswer.No<>("fake", 10);
    return new CrossCheckResult("", f.toString(), f.variables(), f.clauseCount(), sat,
        sat ? "SAT" : "UNSAT", w.word(GameQuestion.WINNABLE), CrossCheckResult.outcomeOf(sat, w),
        null, 10, 0, 0, 0, null, 0, null, 0, 0, 1, 0, null);
  }

  @Test
  void runsResumesAndShrinks() throws IOException {
    List<Campaign.Job<Cnf>> jobs = CnfJobs.exhaustive(FormulaClass.of(2, 3, 2));
    AtomicInteger calls = new AtomicInteger();
    Function<Cnf, CrossCheckResult> checker = f -> {
      calls.incrementAndGet();
      return fake(f);
    };
    Campaign<Cnf> campaign = Campaign.of(CnfProblem.INSTANCE, checker);
    // first run stops after a part: simulate by running a prefix
    Campaign.Settings settings = new Campaign.Settings(2, 500);
    Recorder events = new Recorder();
    try (ResultsStore store = ResultsStore.open(dir)) {
      campaign.run(jobs.subList(0, 10), store, settings, events);
    }
    assertEquals(List.of("resumed 0 of 10"), events.lines.subList(0, 1));
    assertEquals(10, events.finished);
    assertEquals(10, events.last.done());
    assertEquals(10, events.last.total());
    // a torn line, as left by a killed process
    Files.writeString(dir.resolve(ResultsStore.FILE), "{\"id\":\"x:torn", StandardCharsets.UTF_8,
        java.nio.file.StandardOpenOption.APPEND);
    calls.set(0);
    Campaign.Summary<Cnf> s;
    events = new Recorder();
    try (ResultsStore store = ResultsStore.open(dir)) {
      assertEquals(1, store.unreadableLines());
      s = campaign.run(jobs, store, settings, events);
    }
    assertEquals("resumed 10 of " + jobs.size(), events.lines.get(0));
    assertEquals(jobs.size() - 10, events.finished);
    assertEquals(new Campaign.Progress(jobs.size(), jobs.size(), events.last.failing(),
        events.last.undecided(), events.last.elapsedMillis()), events.last);
    assertEquals(s.failures().size(), events.last.failing());
    assertTrue(events.lines.stream().anyMatch(l -> l.startsWith("shrinking DISAGREE x:")),
        events.lines.toString());
    assertFalse(s.stopped());
    assertEquals(jobs.size(), s.total());
    assertEquals(10, s.resumed());
    List<CrossCheckResult> lines = ResultsStore.readAll(
        Files.readAllLines(dir.resolve(ResultsStore.FILE)).stream().anyMatch(l -> l.contains("torn"))
            ? rewriteWithoutTorn() : dir.resolve(ResultsStore.FILE));
    assertEquals(jobs.size(), lines.size());
    assertTrue(s.unsatisfiable() > 0 && s.satisfiable() > 0, s.toString());
    assertTrue(s.byHeadline().getOrDefault("DISAGREE UNSAT WINNABLE", 0) > 0, s.toString());
    assertTrue(s.byHeadline().containsKey("AGREE SAT WINNABLE"), s.toString());
    // every failure shrinks to the smallest unsat formula with a width-2 clause: (1 2),(1 -2),(-1)..
    for (Campaign.Failure<Cnf> f : s.failures()) {
      assertEquals(CrossCheckFailure.DISAGREE, f.kind());
      assertTrue(Files.exists(f.minimalFile()), f.toString());
      assertEquals(dir.resolve(Campaign.FAILURES)
          .resolve(Campaign.failureName(f.kind(), f.id()) + "-min.cnf"), f.minimalFile());
      assertTrue(f.provenMinimal());
      assertEquals(Optional.of(CrossCheckFailure.DISAGREE), fake(f.minimal()).failure());
      assertEquals(3, f.minimal().clauseCount(), f.toString());
    }
    // a third run does nothing new, and reads the shrunk formulas back
    calls.set(0);
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary<Cnf> again = campaign.run(jobs, store, settings,
          CampaignListener.none());
      assertEquals(jobs.size(), again.resumed());
      assertEquals(s.failures(), again.failures());
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
    Function<Cnf, CrossCheckResult> boom = f -> {
      throw new IllegalStateException("boom");
    };
    try (ResultsStore store = ResultsStore.open(dir)) {
      Campaign.Summary<Cnf> s = Campaign.of(CnfProblem.INSTANCE, boom).run(
          List.of(new Campaign.Job<>("a", Cnf.parse("1"))), store, new Campaign.Settings(1, 5),
          CampaignListener.none());
      assertEquals(1, s.byOutcome().get(Outcome.ERROR));
      assertEquals(1, s.byHeadline().get("ERROR"));
      assertEquals(CrossCheckFailure.ERROR, s.failures().get(0).kind());
    }
    assertEquals("ERROR IllegalStateException: boom",
        ResultsStore.readAll(dir.resolve(ResultsStore.FILE)).get(0).headline());
  }

  @Test
  void aListenerStopsTheCampaignAndALaterRunResumes() {
    List<Campaign.Job<Cnf>> jobs = CnfJobs.exhaustive(FormulaClass.of(2, 3, 2));
    Campaign<Cnf> campaign = Campaign.of(CnfProblem.INSTANCE, CampaignTest::fake);
    Recorder stopAfterThree = new Recorder() {
      @Override
      public boolean shouldStop() {
        return finished >= 3;
      }
    };
    Campaign.Summary<Cnf> s;
    try (ResultsStore store = ResultsStore.open(dir)) {
      s = campaign.run(jobs, store, new Campaign.Settings(1, 10), stopAfterThree);
    }
    assertTrue(s.stopped());
    assertTrue(s.total() >= 3 && s.total() < jobs.size(), "total " + s.total());
    assertTrue(s.failures().isEmpty(), "a stopped campaign shrinks nothing");
    try (ResultsStore store = ResultsStore.open(dir)) {
      s = campaign.run(jobs, store, new Campaign.Settings(2, 10), CampaignListener.none());
    }
    assertFalse(s.stopped());
    assertEquals(jobs.size(), s.total());
    assertTrue(!s.failures().isEmpty());
  }

  @Test
  void settingsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> new Campaign.Settings(0, 1));
    assertThrows(IllegalArgumentException.class, () -> new Campaign.Settings(1, -1));
  }

  @Test
  void randomJobsAreReproducible() {
    RandomFormulas gen = new RandomFormulas(5, 21, 3);
    assertEquals(CnfJobs.random(gen, 9, 20), CnfJobs.random(gen, 9, 20));
    assertTrue(!CnfJobs.random(gen, 9, 1).equals(CnfJobs.random(gen, 10, 1)));
    assertEquals("r:v5c21w3:9:4", CnfJobs.random(gen, 9, 20).get(4).id());
  }

  /** Records the listener's events. */
  static class Recorder implements CampaignListener<Cnf> {
    final List<String> lines = new java.util.ArrayList<>();
    int finished;
    Campaign.Progress last;

    @Override
    public void resumed(int resumed, int total) {
      lines.add("resumed " + resumed + " of " + total);
    }

    @Override
    public void finished(CrossCheckResult result, Campaign.Progress progress) {
      finished++;
      last = progress;
    }

    @Override
    public void shrinking(Campaign.Job<Cnf> job, CrossCheckFailure kind) {
      lines.add("shrinking " + kind + " " + job.id());
    }
  }
}
