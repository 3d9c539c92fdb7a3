package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.StringJoiner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * {@code solve --engine sat}, {@code plan-cnf} and {@code plan-decode}: the planner's shortest
 * certificate has the breadth-first length and verifies, the horizon limit is UNKNOWN, a model of
 * the written formula (here found by Sat4j and written in SAT-competition format) decodes to a
 * certificate the verifier accepts, and a wrong game, a changed formula or a false model are
 * errors with exit status 2.
 */
class PlanCommandsTest {
  @TempDir Path dir;

  @Test
  void theSatEngineFindsTheShortestWin() throws IOException {
    Path cert = dir.resolve("s.moves");
    var r = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--cert",
        cert.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("certificate: 5 moves (shortest)"), r.toString());
    var bfs = CliRunner.run("solve", "samples/small.spider", "--shortest");
    assertTrue(bfs.out().contains("certificate: 5 moves (shortest)"), bfs.toString());
    var v = CliRunner.run("verify", "samples/small.spider", cert.toString());
    assertEquals("WON after 5 moves", v.firstLine(), v.toString());
  }

  @Test
  void theCanonicalOrderGivesTheSameShortestWin() {
    var plain = CliRunner.run("solve", "samples/small.spider", "--engine", "sat");
    var ordered = CliRunner.run("solve", "samples/small.spider", "--engine", "sat",
        "--canonical-order");
    assertEquals(0, ordered.exit(), ordered.toString());
    assertEquals("WINNABLE", ordered.firstLine(), ordered.toString());
    assertTrue(plain.out().contains("certificate: 5 moves (shortest)"), plain.toString());
    assertTrue(ordered.out().contains("certificate: 5 moves (shortest)"), ordered.toString());
  }

  @Test
  void everyEncodingVariantGivesTheSameShortestWin() {
    for (String v : new String[] {"pairs", "pile-tops", "classical-frames",
        "pairs,pile-tops,classical-frames"}) {
      var r = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--encoding", v);
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.out().contains("certificate: 5 moves (shortest)"), r.toString());
      assertTrue(r.out().contains("encoding: " + v), r.toString());
    }
    var bad = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--encoding",
        "pairs,tops");
    assertEquals(2, bad.exit(), bad.toString());
    assertTrue(bad.err().contains("--encoding: unknown encoding variant 'tops'"), bad.toString());
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--encoding", "pairs").exit());
  }

  @Test
  void aVariantsFormulaNamesItsVariantAndDecodes() throws IOException {
    Path f = dir.resolve("pairs.cnf");
    var w = CliRunner.run("plan-cnf", "samples/small.spider", "--horizon", "5", "--encoding",
        "pile-tops,pairs", "-o", f.toString());
    assertEquals(0, w.exit(), w.toString());
    assertTrue(w.firstLine().endsWith(", encoding pairs,pile-tops"), w.toString());
    assertTrue(Files.readString(f).contains(" encoding pairs,pile-tops\n"));
    var r = CliRunner.run("plan-decode", "samples/small.spider", f.toString(),
        model(f).toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("PLAN: 5 moves", r.firstLine(), r.toString());
    Path renamed = CliRunner.write(dir, "renamed.cnf", Files.readString(f)
        .replace(" encoding pairs,pile-tops", " encoding pairs"));
    var c = CliRunner.run("plan-decode", "samples/small.spider", renamed.toString(),
        model(f).toString());
    assertEquals(2, c.exit(), c.toString());
    assertTrue(c.err().contains("for horizon 5 and encoding pairs (its clauses differ"),
        c.toString());
    Path unknown = CliRunner.write(dir, "unknown.cnf", Files.readString(f)
        .replace(" encoding pairs,pile-tops", " encoding stacks"));
    var u = CliRunner.run("plan-decode", "samples/small.spider", unknown.toString(),
        model(f).toString());
    assertEquals(2, u.exit(), u.toString());
    assertTrue(u.err().startsWith(unknown + ":1: unknown encoding variant 'stacks'"),
        u.toString());
    assertEquals(2, CliRunner.run("plan-cnf", "samples/small.spider", "--horizon", "5",
        "--encoding", "x", "-o", dir.resolve("x.cnf").toString()).exit());
  }

  @Test
  void noWinWithinTheHorizonIsUnknown() {
    var r = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--horizon", "4");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertTrue(r.out().contains("limit: horizon 4; no win within 4 moves"), r.toString());
  }

  @Test
  void optionsThatDoNotFitTheEngineAreErrors() {
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--engine", "z3").exit());
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--horizon", "3").exit());
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--canonical-order").exit());
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--sat-solver", "cadical")
        .exit());
    var z = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--sat-solver",
        "z3");
    assertEquals(2, z.exit(), z.toString());
    assertTrue(z.err().contains("--sat-solver must be sat4j or cadical"), z.toString());
    var s = CliRunner.run("solve", "samples/small.spider", "--engine", "sat", "--strategy",
        "dfs");
    assertEquals(2, s.exit(), s.toString());
    assertTrue(s.err().contains("--strategy cannot be combined with --engine sat"), s.toString());
    assertEquals(2, CliRunner.run("solve", "samples/small.spider", "--engine", "sat",
        "--horizon", "-1").exit());
  }

  private Path formula(String game, int horizon) {
    Path f = dir.resolve("f" + horizon + ".cnf");
    var r = CliRunner.run("plan-cnf", game, "--horizon", String.valueOf(horizon), "-o",
        f.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().startsWith("wrote " + f), r.toString());
    return f;
  }

  private Path model(Path formula) throws IOException {
    Cnf cnf = DimacsReader.read(formula);
    SatResult r = SatSolver.solve(cnf);
    StringJoiner v = new StringJoiner(" ", "v ", " 0\n");
    if (r instanceof SatResult.Satisfiable s) {
      for (int x = 1; x <= cnf.variables(); x++) {
        v.add(String.valueOf(s.model().value(x) ? x : -x));
      }
      return CliRunner.write(dir, "model.txt", "s SATISFIABLE\n" + v);
    }
    return CliRunner.write(dir, "model.txt", "s UNSATISFIABLE\n");
  }

  @Test
  void aModelOfTheFormulaDecodesToAVerifiedCertificate() throws IOException {
    Path f = formula("samples/small.spider", 5);
    Path cert = dir.resolve("d.moves");
    var r = CliRunner.run("plan-decode", "samples/small.spider", f.toString(),
        model(f).toString(), "-o", cert.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("PLAN: 5 moves", r.firstLine(), r.toString());
    assertTrue(r.out().contains("verifier: WON after 5 moves"), r.toString());
    assertEquals("WON after 5 moves",
        CliRunner.run("verify", "samples/small.spider", cert.toString()).firstLine());
    Path g4 = formula("samples/small.spider", 4);
    var no = CliRunner.run("plan-decode", "samples/small.spider", g4.toString(),
        model(g4).toString());
    assertEquals("NO WIN WITHIN 4 MOVES (the solver answered UNSATISFIABLE)", no.firstLine(),
        no.toString());
  }

  @Test
  void aWrongGameFormulaOrModelIsAnError() throws IOException {
    Path f = formula("samples/small.spider", 6);
    Path m = model(f);
    var other = CliRunner.run("plan-decode", "samples/two-suits.spider", f.toString(),
        m.toString());
    assertEquals(2, other.exit(), other.toString());
    assertTrue(other.err().startsWith(f + ":1: the formula was made for another game"),
        other.toString());
    String text = Files.readString(f);
    Path changed = CliRunner.write(dir, "changed.cnf",
        text.substring(0, text.lastIndexOf('\n', text.length() - 2) + 1)
            .replaceFirst("p cnf (\\d+) (\\d+)", "p cnf $1 " + (DimacsReader.read(f).clauseCount() - 1)));
    var c = CliRunner.run("plan-decode", "samples/small.spider", changed.toString(),
        m.toString());
    assertEquals(2, c.exit(), c.toString());
    assertTrue(c.err().contains("not the planning formula of this game for horizon 6"),
        c.toString());
    Path allFalse = CliRunner.write(dir, "false.txt", "s SATISFIABLE\nv 0\n");
    var b = CliRunner.run("plan-decode", "samples/small.spider", f.toString(),
        allFalse.toString());
    assertEquals(2, b.exit(), b.toString());
    assertTrue(b.err().startsWith(allFalse + ":0: the model falsifies clause 1 of "), b.toString());
    Path notPlan = CliRunner.write(dir, "plain.cnf", "p cnf 1 1\n1 0\n");
    var n = CliRunner.run("plan-decode", "samples/small.spider", notPlan.toString(),
        m.toString());
    assertEquals(2, n.exit(), n.toString());
    assertTrue(n.err().startsWith(notPlan + ":1: no 'spiderlab-plan horizon L game SHA'"),
        n.toString());
  }

  @Test
  void shortenCutsALoopAndWritesAVerifiedCertificate() throws IOException {
    Path cert = CliRunner.write(dir, "long.moves",
        "m 1 1 3\nm 1 1 3\nm 2 1 3\nm 3 1 2\nm 2 1 3\nm 3 3 1\nc 1\n");
    assertEquals("WON after 7 moves",
        CliRunner.run("verify", "samples/small.spider", cert.toString()).firstLine());
    Path out = dir.resolve("short.moves");
    var r = CliRunner.run("shorten", "samples/small.spider", cert.toString(), "-o",
        out.toString(), "--timeout", "10");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("SHORTENED: 7 -> 5 moves", r.firstLine(), r.toString());
    assertTrue(r.out().contains("verifier: WON after 5 moves"), r.toString());
    assertTrue(r.out().contains("shortening: 5 without loops"), r.toString());
    assertEquals("WON after 5 moves",
        CliRunner.run("verify", "samples/small.spider", out.toString()).firstLine());
    Path bad = CliRunner.write(dir, "bad.moves", "m 1 1 3\n");
    var b = CliRunner.run("shorten", "samples/small.spider", bad.toString(), "-o",
        out.toString());
    assertEquals(2, b.exit(), b.toString());
    assertTrue(b.err().startsWith(bad + ":0: the certificate does not win the game"),
        b.toString());
  }

  @Test
  void solveShortensTheCertificateOfAStandardDeal() throws IOException {
    Path game = dir.resolve("deal.spider");
    assertEquals(0, CliRunner.run("deal", "--suits", "1", "--number", "3", "-o",
        game.toString()).exit());
    Path cert = dir.resolve("deal.moves");
    var r = CliRunner.run("solve", game.toString(), "--cert", cert.toString(),
        "--shorten-time", "3");
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("shortened: "), r.toString());
    int moves = Integer.parseInt(r.out().replaceAll("(?s).*certificate: (\\d+) moves.*", "$1"));
    assertEquals("WON after " + moves + " moves",
        CliRunner.run("verify", game.toString(), cert.toString()).firstLine());
    var kept = CliRunner.run("solve", game.toString(), "--no-shorten");
    assertTrue(!kept.out().contains("shortened: ")
        && kept.out().contains("certificate: 1076 moves"), kept.toString());
  }

  @Test
  void aGameBeyondThePlannersLimitIsAnError() throws IOException {
    StringBuilder pile = new StringBuilder("pile");
    for (int r = 3001; r >= 1; r--) {
      pile.append(' ').append(r).append('S');
    }
    Path big = CliRunner.write(dir, "big.spider", "spider ranks=3001 suits=1\n" + pile + "\n");
    for (String[] args : new String[][] {{"solve", big.toString(), "--engine", "sat"},
        {"plan-cnf", big.toString(), "--horizon", "3", "-o", dir.resolve("b.cnf").toString()}}) {
      var r = CliRunner.run(args);
      assertEquals(2, r.exit(), r.toString());
      assertTrue(r.err().startsWith(big + ":0: the SAT planner takes games of at most 3000"
          + " cards, this one has 3001"), r.toString());
    }
  }
}
