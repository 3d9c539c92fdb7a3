package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.solver.StagedPass;

/**
 * Long work says how far it got: campaigns with done/total, rate and ETA; {@code reduce} what it
 * is doing, at most every few seconds; limits and times read {@code 12 s}, never {@code PT12S}.
 */
class ProgressTest {
  @TempDir Path dir;

  @Test
  void campaignProgressHasRateAndEta() {
    assertEquals("120/563 formulas (21%), 4.0/s, ETA 1 min 51 s, 30 s elapsed",
        CampaignText.progress(120, 563, 0, 30_000, "formulas"));
    assertEquals("130/563 formulas (23%), 1.0/s, ETA 7 min 13 s, 10 s elapsed",
        CampaignText.progress(130, 563, 120, 10_000, "formulas"),
        "the rate counts only this run's formulas, not the resumed ones");
    assertEquals("563/563 formulas (100%), 20/s, 28 s elapsed",
        CampaignText.progress(563, 563, 0, 28_000, "formulas"));
    assertEquals("0/5 formulas (0%), 500 ms elapsed",
        CampaignText.progress(0, 5, 0, 500, "formulas"));
  }

  @Test
  void aCampaignPrintsItsProgressAndLimitsReadably() {
    var r = CliRunner.run("campaign", "--exhaustive", "--max-vars", "1", "--max-clauses", "2",
        "--max-width", "1", "--threads", "1", "--timeout", "90", "--out",
        dir.resolve("c").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("solver limits: 500000 states, 1 min 30 s per formula"),
        r.toString());
    List<String> lines = r.err().lines().filter(l -> l.startsWith("campaign: 2/2")).toList();
    assertEquals(1, lines.size(), r.toString());
    assertTrue(lines.get(0).matches("campaign: 2/2 formulas \\(100%\\), [0-9.]+/s, [0-9.]+ m?s"
        + " elapsed, 0 failing, 0 undecided"), r.toString());
  }

  @Test
  void aBestFirstPassIsOneLine() {
    assertEquals("best-first pass 3 (stage budget 2000, 2 candidates): 559500 states; stages after"
        + " 0..5 deals: 1 2 4 8 16 0; fewest face-down at their starts: 44 42 38 36 34 -;"
        + " searched out: 1 2 3 0 0 0; exhausted", ProgressPrinter.format(new StagedPass(3, false,
            2000, 2, 0, 559_500, List.of(1, 2, 4, 8, 16, 0), List.of(44, 42, 38, 36, 34, -1),
            List.of(1, 2, 3, 0, 0, 0), StagedPass.Outcome.EXHAUSTED)));
    assertEquals("best-first pass 6 (wide, stage budget 4000, 3 candidates): 10 states; won",
        ProgressPrinter.format(new StagedPass(6, true, 4000, 3, 0, 10, List.of(), List.of(),
            List.of(), StagedPass.Outcome.WON)));
    assertEquals("best-first pass 4 (beam 16, stage budget 2000, 2 candidates): 7 states; stages"
        + " after 0..1 deals: 1 2; fewest face-down at their starts: 44 40; searched out: 0 0;"
        + " stopped", ProgressPrinter.format(new StagedPass(4, false, 2000, 2, 16, 7,
            List.of(1, 2), List.of(44, 40), List.of(0, 0), StagedPass.Outcome.STOPPED)));
  }

  @Test
  void solveWithProgressReportsTheBestFirstPasses() throws IOException {
    Path deal = dir.resolve("d.spider");
    assertEquals(0, CliRunner.run("deal", "--suits", "4", "--number", "1", "-o",
        deal.toString()).exit());
    var r = CliRunner.run("solve", deal.toString(), "--progress", "--no-shorten");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().startsWith("WINNABLE"), r.toString());
    List<String> passes = r.err().lines().filter(l -> l.startsWith("best-first pass ")).toList();
    assertFalse(passes.isEmpty(), r.toString());
    assertTrue(passes.get(passes.size() - 1).endsWith("; won"), r.toString());
  }

  @Test
  void readingProgressHasSizeShareAndEta() {
    String s = Heartbeat.reading("big.cnf", 34L << 20, 80L << 20, System.nanoTime() - 10_000_000_000L);
    assertTrue(s.matches("reading big\\.cnf: 34 MB of 80 MB \\(42%\\), ETA 1[34] s"), s);
    assertEquals("reading <stdin>: 2.5 MB", Heartbeat.reading("<stdin>", 5L << 19, -1, 0));
  }

  @Test
  void heartbeatPrintsOnlyWhenWorkTakesLong() throws InterruptedException {
    StringWriter err = new StringWriter();
    try (Heartbeat hb = new Heartbeat(new PrintWriter(err, true), "reduce", 60_000)) {
      hb.stage("reducing 3 clauses");
    }
    assertEquals("", err.toString());
    try (Heartbeat hb = new Heartbeat(new PrintWriter(err, true), "reduce", 20)) {
      hb.stage("reducing 3 clauses");
      Thread.sleep(300);
    }
    List<String> lines = err.toString().lines().toList();
    assertFalse(lines.isEmpty());
    assertTrue(lines.size() <= 16, "at most one line per interval: " + lines);
    assertEquals("spiderlab reduce: reducing 3 clauses; 0 s elapsed", lines.get(0));
  }

  @Test
  void reduceSaysWhatItIsDoingWhenItTakesLong() throws IOException {
    Path cnf = OutOfMemoryTest.bigFormula(dir);
    var quiet = CliRunner.run("reduce", cnf.toString(), "-o", dir.resolve("a.spider").toString());
    assertEquals(0, quiet.exit(), quiet.toString());
    assertEquals("", quiet.err(), "quick work prints nothing on stderr");
    long saved = ReduceCommand.heartbeatMillis;
    ReduceCommand.heartbeatMillis = 1;
    try {
      var r = CliRunner.run("reduce", cnf.toString(), "-o", dir.resolve("b.spider").toString());
      assertEquals(0, r.exit(), r.toString());
      List<String> lines = r.err().lines().toList();
      assertFalse(lines.isEmpty(), r.toString());
      for (String l : lines) {
        assertTrue(l.matches("spiderlab reduce: (reading " + java.util.regex.Pattern.quote(
            cnf.toString()) + ": .*|reducing 8000 clauses|writing spider .* to .*b\\.spider);"
            + " \\d+ s elapsed"), l);
      }
    } finally {
      ReduceCommand.heartbeatMillis = saved;
    }
  }

  @Test
  void limitsAreReadable() throws IOException {
    var r = CliRunner.run("solve", "samples/small.spider", "--timeout", "0.05", "--max-states",
        "1");
    assertFalse(r.out().contains("PT"), r.toString());
    r = CliRunner.run("qbf-campaign", "--random", "--universals", "1", "--vars", "3",
        "--clauses", "2", "--count", "1", "--timeout", "150");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("; 2 min 30 s per formula and decider"), r.toString());
  }
}
