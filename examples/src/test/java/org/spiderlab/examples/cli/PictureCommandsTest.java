package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.examples.pictures.CampaignReport;

/** draw, report, and the pictures of campaign and demo, run in-process. */
class PictureCommandsTest {
  static final String THESIS = LabCommandsTest.THESIS;

  @TempDir Path dir;

  String path(String name) {
    return dir.resolve(name).toString();
  }

  @Test
  void drawsAReducedGameInEveryFormat() {
    var r = CliRunner.run("reduce", THESIS, "-o", path("t.spider"));
    assertEquals(0, r.exit(), r.toString());
    r = CliRunner.run("solve", path("t.spider"), "--strategy", "focused", "--cert",
        path("t.moves"));
    assertEquals(0, r.exit(), r.toString());
    for (String ext : List.of("svg", "tex", "html")) {
      r = CliRunner.run("draw", path("t.spider"), "--layout", THESIS, "--cert", path("t.moves"),
          "--step", "12", "-o", path("t." + ext));
      assertEquals(0, r.exit(), r.toString());
      assertTrue(r.firstLine().startsWith("wrote " + path("t." + ext) + " (" + ext + ", "),
          r.toString());
      assertTrue(r.out().contains("verifier: WON after"), r.toString());
      assertTrue(Files.isRegularFile(dir.resolve("t." + ext)));
    }
    r = CliRunner.run("draw", THESIS, "-o", path("f.svg"));
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().endsWith("spider ranks=71 suits=1: 27 piles, 142 cards, 0 deals"),
        "a formula is drawn as its reduction: " + r);
  }

  @Test
  void mistakesAreOneLineWithExitTwo() throws IOException {
    CliRunner.run("reduce", THESIS, "-o", path("t.spider"));
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "-o", path("t.png")),
        2, "spiderlab draw: OUT must end in .svg, .tex or .html");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "--step", "3", "-o",
        path("t.svg")), 2, "spiderlab draw: --step needs a certificate");
    Files.writeString(dir.resolve("two.moves"), "m 2 1 1\nm 2 1 1\n");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "--cert",
        path("two.moves"), "--step", "3", "-o", path("t.svg")), 2,
        "spiderlab draw: --step 3 is not a position of the certificate: it has 2 legal moves");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", "samples/small.spider", "--layout",
        THESIS, "-o", path("t.svg")), 2, "samples/small.spider:0: is not the game that reducing "
            + THESIS + " builds: the reduction is 'spider ranks=71");
    Files.writeString(dir.resolve("bad.moves"), "m 1 2\n");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "--cert",
        path("bad.moves"), "-o", path("t.svg")), 2, path("bad.moves") + ":1: ");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("missing.spider"), "-o",
        path("t.svg")), 2, path("missing.spider") + ":0: no such file");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "--fold", "-1", "-o",
        path("t.svg")), 2, "spiderlab draw: --fold must be at least 0");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", path("t.spider"), "-o",
        path("no/such/dir/t.svg")), 2, path("no/such/dir/t.svg") + ":0: no such directory ");
    LabCommandsTest.assertOneLine(CliRunner.run("draw", THESIS, "--layout", THESIS, "-o",
        path("t.svg")), 2, "spiderlab draw: --layout is for game files");
  }

  @Test
  void campaignWritesItsReportAndReportRewritesIt() throws IOException {
    Path out = dir.resolve("camp");
    var r = CliRunner.run("campaign", "--exhaustive", "--max-vars", "1", "--max-clauses", "2",
        "--max-width", "1", "--threads", "1", "--out", out.toString());
    assertEquals(0, r.exit(), r.toString());
    Path report = out.resolve(CampaignReport.FILE);
    assertTrue(r.out().contains("report: " + report), r.toString());
    assertTrue(Files.readString(report).contains("AGREE UNSAT UNWINNABLE"));
    Files.delete(report);
    r = CliRunner.run("report", out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("wrote " + report + " (2 results, 0 failing)", r.firstLine());
    assertTrue(Files.isRegularFile(report));
    LabCommandsTest.assertOneLine(CliRunner.run("report", path("nothing")), 2,
        dir.resolve("nothing").resolve("results.jsonl") + ":0: no such file");
  }

  @Test
  void demoWritesItsPicturesAndSaysWhere() {
    Path pictures = dir.resolve("pics");
    var r = CliRunner.run("demo", "--pictures", pictures.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("Pictures: " + pictures + "/ (1-thesis-4.2.1.svg,"
        + " 1-thesis-4.2.1.tex, 1-thesis-4.2.1.html, 2-unsat-2.svg, 2-unsat-2.tex,"
        + " 2-unsat-2.html)"), r.toString());
    for (String f : List.of("1-thesis-4.2.1.svg", "1-thesis-4.2.1.tex", "1-thesis-4.2.1.html",
        "2-unsat-2.svg", "2-unsat-2.tex", "2-unsat-2.html")) {
      assertTrue(Files.isRegularFile(pictures.resolve(f)), f);
    }
  }
}
