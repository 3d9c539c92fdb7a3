package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.decide.EvidenceChecks;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverStatus;

/** fair and easy (thesis 4.3, 4.4), run in-process on the samples and small files. */
class DeciderCommandsTest {
  static final String FAIR = "samples/fair-template.spider";
  static final String EASY = "samples/easy-clear-first.spider";

  @TempDir Path dir;

  /** The sample template with one free cell less: unfair. */
  Path unfair() throws IOException {
    String text = Files.readString(Path.of(FAIR));
    Path p = dir.resolve("unfair.spider");
    Files.writeString(p, text.substring(0, text.stripTrailing().lastIndexOf('\n') + 1));
    return p;
  }

  /** The lines strictly between the line starting with {@code from} and the one with {@code to}. */
  static String between(String out, String from, String to) {
    List<String> lines = out.lines().toList();
    int a = 0;
    while (!lines.get(a).startsWith(from)) {
      a++;
    }
    int b = a + 1;
    while (!lines.get(b).startsWith(to)) {
      b++;
    }
    return String.join("\n", lines.subList(a + 1, b)) + "\n";
  }

  @Test
  void fairSampleIsFairWithCheckedEvidence() {
    var r = CliRunner.run("fair", FAIR, "--threads", "2");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("FAIR", r.firstLine(), r.toString());
    assertTrue(r.out().contains("face-down cards: 6, arrangements: 90"), r.toString());
    assertTrue(r.out().contains("90 arrangements, 48 classes enumerated; 48 solved: 48 "
        + "winnable, 0 unknown; 90 arrangements covered"), r.toString());
    assertTrue(r.out().contains("each WON by the verifier; evidence check: valid (48 entries "
        + "in 48 classes covering 90 of 90 arrangements)"), r.toString());
    var plain = CliRunner.run("fair", FAIR, "--threads", "1", "--no-symmetry");
    assertEquals("FAIR", plain.firstLine(), plain.toString());
    assertTrue(plain.out().contains("90 classes enumerated"), plain.toString());
  }

  @Test
  void unfairPrintsALosingArrangementAsAGameFile() throws IOException {
    Path t = unfair();
    Path out = dir.resolve("losing.spider");
    var r = CliRunner.run("fair", t.toString(), "--out", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("UNFAIR", r.firstLine(), r.toString());
    Game losing = GameText.parse(between(r.out(), "# losing arrangement", "# end"));
    Game template = GameText.read(t);
    assertEquals(java.util.Optional.empty(),
        EvidenceChecks.whyNotAnArrangement(template, losing));
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(losing).status());
    assertTrue(r.out().contains("proof: UNWINNABLE, the solver's search of every reachable "
        + "position is exhausted"), r.toString());
    assertEquals(losing, GameText.read(out));
    assertEquals(r.firstLine(), CliRunner.run("fair", t.toString(), "--threads", "1").firstLine());
  }

  @Test
  void fairLimitsAndEvidenceFiles() throws IOException {
    var r = CliRunner.run("fair", FAIR, "--max-arrangements", "5");
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertEquals("limit: max-arrangements 5", r.out().lines().toList().get(1), r.toString());
    r = CliRunner.run("fair", FAIR, "--max-states", "1", "--no-partial-order", "--no-dead-ends");
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertTrue(r.out().lines().toList().get(1).startsWith("limit: solver max-states 1 ("),
        r.toString());
    Path ev = dir.resolve("ev");
    r = CliRunner.run("fair", FAIR, "--evidence", ev.toString());
    assertTrue(r.out().contains("wrote 48 arrangements and certificates to " + ev), r.toString());
    var v = CliRunner.run("verify", ev.resolve("class-0048.spider").toString(),
        ev.resolve("class-0048.moves").toString());
    assertTrue(v.firstLine().startsWith("WON after "), v.toString());
  }

  @Test
  void easySampleIsWinnableButNotOneEasy() throws IOException {
    Path out = dir.resolve("prefix.moves");
    var r = CliRunner.run("easy", EASY, "--k", "1", "--out", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("NOT-EASY", r.firstLine(), r.toString());
    assertEquals("c 1\n", between(r.out(), "# losing prefix, 1 move", "# end"), r.toString());
    assertEquals("c 1\n", Files.readString(out));
    assertTrue(r.out().contains("verifier: the prefix is legal (NOT-WON after 1 move"),
        r.toString());
    Path ev = dir.resolve("ev");
    r = CliRunner.run("easy", EASY, "--k", "0", "--evidence", ev.toString());
    assertEquals("EASY", r.firstLine(), r.toString());
    assertTrue(r.out().contains("evidence check: valid"), r.toString());
    var v = CliRunner.run("verify", EASY, ev.resolve("end-0001.moves").toString());
    assertTrue(v.firstLine().startsWith("WON after "), v.toString());
  }

  @Test
  void easyOnAGameThatStaysWinnable() throws IOException {
    Path g = dir.resolve("free.spider");
    Files.writeString(g, "spider ranks=2 suits=1\npile 2S\npile 1S\npile\npile\n");
    var r = CliRunner.run("easy", g.toString(), "--k", "3", "--threads", "2");
    assertEquals("EASY", r.firstLine(), r.toString());
    r = CliRunner.run("easy", g.toString(), "--k", "3", "--max-positions", "2");
    assertEquals("UNKNOWN", r.firstLine(), r.toString());
    assertEquals("limit: max-positions 2", r.out().lines().toList().get(1), r.toString());
  }

  @Test
  void badOptionsExitTwoWithOneLine() {
    var r = CliRunner.run("easy", EASY);
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().startsWith("spiderlab: Missing required option: '--k=K'"), r.toString());
    LabCommandsTest.assertOneLine(CliRunner.run("easy", EASY, "--k", "-1"), 2,
        "spiderlab easy: --k must be at least 0, got -1");
    LabCommandsTest.assertOneLine(CliRunner.run("fair", FAIR, "--threads", "0"), 2,
        "spiderlab fair: --threads must be at least 1, got 0");
    LabCommandsTest.assertOneLine(CliRunner.run("fair", FAIR, "--max-arrangements", "0"), 2,
        "spiderlab fair: --max-arrangements must be at least 1, got 0");
    LabCommandsTest.assertOneLine(CliRunner.run("fair", FAIR, "--time-limit", "-3"), 2,
        "spiderlab fair: --time-limit must be positive, got -3.0");
  }
}
