package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.io.GameJson;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.ResultsStore;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/** solve, reduce, witness, crosscheck, campaign and demo, run in-process. */
class LabCommandsTest {
  static final String THESIS = "samples/thesis-4.2.1.cnf";
  static final String UNSAT = "samples/unsat-2.cnf";

  @TempDir Path dir;

  Path file(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  static void assertOneLine(CliRunner.Run r, int exit, String prefix) {
    assertEquals(exit, r.exit(), r.toString());
    List<String> lines = r.err().lines().toList();
    assertEquals(1, lines.size(), r.toString());
    assertTrue(lines.get(0).startsWith(prefix), r.toString());
    assertFalse(r.err().contains("\tat "), r.toString());
  }

  @Test
  void solveWinnableWritesAVerifiedCertificate() {
    Path cert = dir.resolve("w.moves");
    var r = CliRunner.run("solve", "samples/small.spider", "--cert", cert.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("states stored"), r.toString());
    r = CliRunner.run("verify", "samples/small.spider", cert.toString());
    assertTrue(r.firstLine().startsWith("WON after "), r.toString());
    r = CliRunner.run("solve", "--shortest", "samples/small.spider");
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("certificate: 5 moves (shortest)"), r.toString());
  }

  @Test
  void solveStrategies() throws IOException {
    var r = CliRunner.run("solve", "--strategy", "focused", "samples/small.spider");
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("solve", "--strategy", "focused",
        file("ub.spider", "spider ranks=3 suits=1\npile 1S 2S 3S\n").toString());
    assertEquals("UNWINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("solve", "--strategy", "best-first", "samples/small.spider");
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("solve", "--strategy", "best-first",
        file("ub2.spider", "spider ranks=3 suits=1\npile 1S 2S 3S\n").toString());
    assertEquals("UNWINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("solve", "--strategy", "greedy", "samples/small.spider");
    assertEquals(2, r.exit(), r.toString());
    assertEquals(List.of("spiderlab: Invalid value for option '--strategy': expected dfs,"
        + " focused, best-first or auto, got 'greedy'", "Try 'spiderlab solve --help' for usage."),
        r.err().lines().toList(), r.toString());
    r = CliRunner.run("crosscheck", "--strategy", "DFS", UNSAT);
    assertEquals(2, r.exit(), "lower-case names only: " + r);
    r = CliRunner.run("solve", "--strategy", "focused", "--shortest", "samples/small.spider");
    assertOneLine(r, 2, "spiderlab solve: --shortest cannot be combined");
    r = CliRunner.run("solve", "--strategy", "best-first", "--shortest", "samples/small.spider");
    assertOneLine(r, 2, "spiderlab solve: --shortest cannot be combined with --strategy best-first");
  }

  /** The default strategy picks by the game's shape and says which it picked. */
  @Test
  void solveAutoPicksByShape() throws IOException {
    var r = CliRunner.run("solve", "samples/small.spider"); // face-down card: dfs
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("strategy: dfs (auto)"), r.toString());
    r = CliRunner.run("solve", file("stock.spider",
        "spider ranks=2 suits=1\npile 2S\npile 1S\nstock 2S 1S\n").toString());
    assertTrue(r.out().contains("strategy: best-first (auto)"), r.toString());
    r = CliRunner.run("solve", file("one.spider", "spider ranks=3 suits=1\npile 1S 3S\npile 2S\n")
        .toString());
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("strategy: focused (auto)"), r.toString());
    r = CliRunner.run("solve", "--shortest", "samples/small.spider");
    assertFalse(r.out().contains("strategy:"), "shortest mode has its own search order: " + r);
    r = CliRunner.run("solve", "--strategy", "dfs", "samples/small.spider");
    assertFalse(r.out().contains("strategy:"), "only auto says what it picked: " + r);
  }

  /** {@code --search-threads}: the portfolio on two and three threads, and bad counts. */
  @Test
  void solveSearchThreads() throws IOException {
    String stock = file("stock2.spider",
        "spider ranks=2 suits=1\npile 2S\npile 1S\nstock 2S 1S\n").toString();
    var r = CliRunner.run("solve", "--search-threads", "2", stock);
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("strategy: best-first (auto), 2 threads"), r.toString());
    r = CliRunner.run("solve", "--search-threads", "8", stock); // at most three members
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("strategy: best-first (auto), 3 threads"), r.toString());
    r = CliRunner.run("solve", "--search-threads", "1", stock);
    assertTrue(r.out().lines().anyMatch("strategy: best-first (auto)"::equals), r.toString());
    r = CliRunner.run("solve", "--search-threads", "2", "samples/small.spider"); // dfs: one thread
    assertTrue(r.out().lines().anyMatch("strategy: dfs (auto)"::equals), r.toString());
    r = CliRunner.run("solve", "--search-threads", "0", stock);
    assertOneLine(r, 2, "spiderlab solve: --search-threads must be at least 1, got 0");
  }

  @Test
  void solveUnwinnableAndUnknown() throws IOException {
    var r = CliRunner.run("solve", file("u.spider", "spider ranks=3 suits=1\npile 1S 2S 3S\n")
        .toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("UNWINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("solve", "samples/small.spider", "--max-states", "1");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertTrue(r.out().contains("limit: max-states"), r.toString());
    assertFalse(r.out().contains("no win within"), r.toString());
    r = CliRunner.run("solve", "samples/small.spider", "--shortest", "--max-states", "1");
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertTrue(r.out().matches("(?s).*limit: max-states 1; no win within \\d+ moves\n.*"),
        r.toString());
    r = CliRunner.run("solve", "samples/small.spider", "--max-states", "0");
    assertOneLine(r, 2, "spiderlab solve: --max-states");
    r = CliRunner.run("solve", "samples/small.spider", "--timeout", "abc");
    assertEquals(2, r.exit(), r.toString());
  }

  @Test
  void reduceWitnessVerifyRoundTrip() {
    Path game = dir.resolve("t.spider");
    Path moves = dir.resolve("t.moves");
    var r = CliRunner.run("reduce", THESIS, "-o", game.toString(), "--layout");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("literal v1"), r.toString());
    r = CliRunner.run("witness", THESIS, "-o", moves.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("verifier: WON"), r.toString());
    r = CliRunner.run("verify", game.toString(), moves.toString());
    assertTrue(r.firstLine().startsWith("WON after "), r.toString());
  }

  @Test
  void reduceToStdoutIsAValidGameInBothFormats() {
    var r = CliRunner.run("reduce", THESIS, "--layout");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().startsWith("# reduced 3 variables"), r.toString());
    assertEquals(27, GameText.parse(r.out()).pileCount());
    r = CliRunner.run("reduce", THESIS, "--json");
    assertEquals(27, GameJson.parse(r.out()).pileCount(), r.toString());
  }

  @Test
  void witnessOnUnsatAndBadModels() throws IOException {
    var r = CliRunner.run("witness", UNSAT);
    assertOneLine(r, 1, "spiderlab witness: ");
    assertTrue(r.err().contains("unsatisfiable"), r.toString());
    Path bad = file("m.txt", "s SATISFIABLE\nv -1 -2 -3 0\n");
    r = CliRunner.run("witness", THESIS, "--model", bad.toString());
    assertOneLine(r, 2, bad + ":0: the model falsifies clause 1");
    Path good = file("g.txt", "s SATISFIABLE\nv 1 2 -3 0\n");
    r = CliRunner.run("witness", THESIS, "--model", good.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.err().contains("verifier: WON"), r.toString());
    assertTrue(r.out().startsWith("m ") || r.out().startsWith("d"), r.toString());
    Path garbage = file("x.txt", "s SATISFIABLE\nv 1 two 0\n");
    r = CliRunner.run("witness", THESIS, "--model", garbage.toString());
    assertOneLine(r, 2, garbage + ":2: ");
  }

  @Test
  void crosscheckHeadlines() {
    var r = CliRunner.run("crosscheck", THESIS);
    assertEquals(0, r.exit(), r.toString());
    assertEquals("AGREE SAT WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("verifier: WON"), r.toString());
    assertTrue(r.out().contains("satisfies the formula  [ok]"), r.toString());
    r = CliRunner.run("crosscheck", UNSAT);
    assertEquals("AGREE UNSAT UNWINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("crosscheck", UNSAT, "--strategy", "dfs", "--no-partial-order",
        "--no-dead-ends", "--no-run-exchange");
    assertEquals("AGREE UNSAT UNWINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("UNWINNABLE; 31539 states stored"), r.toString());
    r = CliRunner.run("crosscheck", UNSAT, "--strategy", "dfs", "--no-partial-order",
        "--no-run-exchange");
    assertEquals("AGREE UNSAT UNWINNABLE", r.firstLine(), r.toString());
    // the dead-end test's split refutes the start position (before it: 187, 19 and 13 states)
    assertTrue(r.out().contains("UNWINNABLE; 1 states stored"), r.toString());
    r = CliRunner.run("crosscheck", UNSAT, "--strategy", "dfs", "--no-run-exchange");
    assertTrue(r.out().contains("UNWINNABLE; 1 states stored"), r.toString());
    r = CliRunner.run("crosscheck", UNSAT, "--strategy", "dfs");
    assertTrue(r.out().contains("UNWINNABLE; 1 states stored"), r.toString());
    // the default (focused) adds the focused phase's states to the same proof
    r = CliRunner.run("crosscheck", UNSAT);
    assertEquals("AGREE UNSAT UNWINNABLE", r.firstLine(), r.toString());
    r = CliRunner.run("crosscheck", THESIS, "--max-states", "10");
    assertEquals("UNDECIDED SAT UNKNOWN", r.firstLine(), r.toString());
    assertTrue(r.out().contains("limit hit: max-states"), r.toString());
  }

  /** What {@code crosscheck} prints when Sat4j gives no answer within the time limit. */
  @Test
  void crosscheckWithoutASourceAnswer() {
    var check = CrossCheck.of(CnfProblem.INSTANCE,
        cnf -> new SourceAnswer.Unknown<>("Sat4j: timeout after PT1S"), ThreeSatToSpider.INSTANCE,
        GameDecider.solver(SolverOptions.builder().maxStates(100_000).build()));
    java.io.StringWriter text = new java.io.StringWriter();
    boolean failed = CrossCheckReport.print(check.run(Cnf.parse("1, -1")),
        new java.io.PrintWriter(text, true));
    String out = text.toString();
    assertFalse(failed, out);
    assertTrue(out.startsWith("UNDECIDED UNKNOWN UNWINNABLE\n"), out);
    assertTrue(out.contains("ms): UNKNOWN (source: Sat4j: timeout after PT1S)"), out);
    assertTrue(out.contains("forward witness: none (Sat4j found no model in time)"), out);
  }

  @Test
  void malformedFormulasAreOneLine() throws IOException {
    Path bad = file("bad.cnf", "c comment\np cnf 2 1\n1 x 0\n");
    for (String cmd : new String[] {"reduce", "witness", "crosscheck"}) {
      assertOneLine(CliRunner.run(cmd, bad.toString()), 2, bad + ":3: ");
    }
    Path lone = file("lone.cnf", "p cnf 1 1\n0\n");
    for (String cmd : new String[] {"reduce", "witness", "crosscheck"}) {
      assertOneLine(CliRunner.run(cmd, lone.toString()), 2, lone + ":2: ");
    }
    Path missing = dir.resolve("missing.cnf");
    assertOneLine(CliRunner.run("crosscheck", missing.toString()), 2, missing + ":0: ");
  }

  /** Every valid DIMACS file gets an answer, also without clauses or without variables. */
  @Test
  void formulasWithoutClausesOrVariablesAreAnswered() throws IOException {
    for (String text : new String[] {"p cnf 0 0\n", "p cnf 3 0\n"}) {
      Path f = file("empty.cnf", text);
      var r = CliRunner.run("crosscheck", f.toString());
      assertEquals(0, r.exit(), r.toString());
      assertEquals("AGREE SAT WINNABLE", r.firstLine(), r.toString());
      assertTrue(r.out().contains("[ok]"), r.toString());
      assertFalse(r.out().contains("FAILED"), r.toString());
      r = CliRunner.run("reduce", f.toString());
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.out().startsWith("# reduced " + text.charAt(6) + " variables, 0 clauses -> "),
          r.toString());
      Path cert = dir.resolve("empty.moves");
      r = CliRunner.run("witness", f.toString(), "-o", cert.toString());
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.out().contains("verifier: WON after "), r.toString());
      Path game = dir.resolve("empty.spider");
      assertEquals(0, CliRunner.run("reduce", f.toString(), "-o", game.toString()).exit());
      r = CliRunner.run("verify", game.toString(), cert.toString());
      assertTrue(r.firstLine().startsWith("WON after "), r.toString());
    }
  }

  @Test
  void solverOptionsShowEachCommandsDefaults() {
    String solve = flatHelp("solve");
    assertTrue(solve.contains("after N stored states (default: none)"), solve);
    assertTrue(solve.contains("after SEC seconds (default: none)"), solve);
    assertTrue(solve.contains("for goals other than a win) (default: auto)"), solve);
    for (String cmd : new String[] {"crosscheck", "demo"}) {
      String h = flatHelp(cmd);
      assertTrue(h.contains("after N stored states (default: 2000000)"), h);
      assertTrue(h.contains("after SEC seconds (default: 60)"), h);
      assertTrue(h.contains("(default: focused)"), h);
    }
    String campaign = flatHelp("campaign");
    assertTrue(campaign.contains("after N stored states (default: 500000)"), campaign);
    assertTrue(campaign.contains("after SEC seconds (default: 30)"), campaign);
    assertTrue(campaign.contains("(default: focused)"), campaign);
    var r = CliRunner.run("crosscheck", "--max-states", "0", UNSAT);
    assertOneLine(r, 2, "spiderlab crosscheck: --max-states must be at least 1, got 0");
    r = CliRunner.run("solve", "--timeout", "none", "--max-states", "none", "--progress",
        "samples/small.spider");
    assertEquals("WINNABLE", r.firstLine(), r.toString());
  }

  /** The help of {@code cmd} with every run of white space one blank. */
  private static String flatHelp(String cmd) {
    var r = CliRunner.run(cmd, "--help");
    assertEquals(0, r.exit(), r.toString());
    return r.out().replaceAll("\\s+", " ");
  }

  @Test
  void campaignRunsAndResumes() {
    Path out = dir.resolve("camp");
    String[] args = {"campaign", "--exhaustive", "--max-vars", "1", "--max-clauses", "2",
        "--max-width", "1", "--threads", "2", "--out", out.toString()};
    var r = CliRunner.run(args);
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("2 formulas up to isomorphism"), r.toString());
    assertTrue(r.out().contains("AGREE SAT WINNABLE"), r.toString());
    assertTrue(r.out().contains("AGREE UNSAT UNWINNABLE"), r.toString());
    assertTrue(r.out().contains("failures: none"), r.toString());
    assertEquals(2, ResultsStore.readAll(out.resolve(ResultsStore.FILE)).size());
    r = CliRunner.run(args);
    assertTrue(r.out().contains("(2 resumed from earlier runs)"), r.toString());
    assertEquals(2, ResultsStore.readAll(out.resolve(ResultsStore.FILE)).size());
  }

  @Test
  void randomCampaignReportsTheSatUnsatSplit() {
    var r = CliRunner.run("campaign", "--random", "--vars", "2", "--clauses", "4", "--width",
        "2", "--count", "3", "--seed", "5", "--out", dir.resolve("r").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().matches("(?s).*SAT / UNSAT: \\d+ / \\d+.*"), r.toString());
    assertTrue(r.out().contains("total                               3"), r.toString());
  }

  @Test
  void campaignUsageErrors() {
    assertEquals(2, CliRunner.run("campaign").exit());
    assertEquals(2, CliRunner.run("campaign", "--exhaustive", "--random").exit());
    var r = CliRunner.run("campaign", "--exhaustive", "--max-vars", "0", "--out",
        dir.toString());
    assertOneLine(r, 2, "spiderlab campaign: max-vars");
    r = CliRunner.run("campaign", "--random", "--vars", "2", "--width", "3", "--out",
        dir.toString());
    assertOneLine(r, 2, "spiderlab campaign: --width");
    r = CliRunner.run("campaign", "--exhaustive", "--threads", "0", "--out", dir.toString());
    assertOneLine(r, 2, "spiderlab campaign: --threads");
    r = CliRunner.run("campaign", "--exhaustive", "--shrink-tries", "-1", "--out",
        dir.toString());
    assertOneLine(r, 2, "spiderlab campaign: --shrink-tries");
  }

  @Test
  void demoAgreesOnBothFormulas() {
    var r = CliRunner.run("demo", "--pictures", dir.resolve("pictures").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("AGREE SAT WINNABLE"), r.toString());
    assertTrue(r.out().contains("AGREE UNSAT UNWINNABLE"), r.toString());
    assertTrue(r.out().contains("All checks agree"), r.toString());
    assertTrue(r.out().contains("literal selection"), "layout drawn: " + r);
    assertTrue(r.out().contains("AGREE TRUE FAIR"), r.toString());
    assertTrue(r.out().contains("AGREE TRUE EASY"), r.toString());
  }
}
