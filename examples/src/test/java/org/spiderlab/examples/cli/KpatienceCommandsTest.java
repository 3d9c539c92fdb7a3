package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.StandardDeals;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.KpatienceSave;

/** {@code deal}, {@code convert} to and from {@code .kpat}, and {@code bench-deals}. */
class KpatienceCommandsTest {
  @TempDir Path dir;

  @Test
  void dealNumberOnStdoutIsKpatiencesDeal() {
    CliRunner.Run r = CliRunner.run("deal", "--suits", "2", "--number", "11982");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(KpatienceDeals.deal(2, 11982), GameText.parse(r.out()));
  }

  @Test
  void dealRandomIsStandardDealsRandom() throws Exception {
    Path out = dir.resolve("r.json");
    CliRunner.Run r = CliRunner.run("deal", "--suits", "4", "--random", "--seed", "3", "-o",
        out.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals(StandardDeals.random(4, 3), GameFiles.read(out));
  }

  @Test
  void kpatRoundTripThroughConvert() throws Exception {
    Path kpat = dir.resolve("d.kpat");
    assertEquals(0, CliRunner.run("deal", "--suits", "1", "--number", "7", "-o",
        kpat.toString()).exit());
    assertTrue(Files.readString(kpat).contains("number=\"7\""));
    Path text = dir.resolve("d.spider");
    CliRunner.Run r = CliRunner.run("convert", kpat.toString(), "-o", text.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals(KpatienceDeals.deal(1, 7), GameText.read(text));
    Path back = dir.resolve("e.kpat");
    assertEquals(0, CliRunner.run("convert", text.toString(), "-o", back.toString()).exit());
    assertEquals(KpatienceDeals.deal(1, 7), KpatienceSave.read(back));
    CliRunner.Run toStdout = CliRunner.run("convert", text.toString(), "--to", "kpat");
    assertEquals(0, toStdout.exit(), toStdout.toString());
    assertEquals(KpatienceDeals.deal(1, 7), KpatienceSave.parse(toStdout.out()));
  }

  @Test
  void kpatFilesAreGamesForEveryCommand() throws Exception {
    Path kpat = dir.resolve("d.kpat");
    assertEquals(0, CliRunner.run("deal", "--suits", "1", "--number", "2", "-o",
        kpat.toString()).exit());
    CliRunner.Run show = CliRunner.run("show", "--ascii", kpat.toString());
    assertEquals(0, show.exit(), show.toString());
    Path cert = dir.resolve("d.moves");
    CliRunner.Run solve = CliRunner.run("solve", kpat.toString(), "--cert", cert.toString(),
        "--shorten-time", "2");
    assertEquals("WINNABLE", solve.firstLine(), solve.toString());
    CliRunner.Run verify = CliRunner.run("verify", kpat.toString(), cert.toString());
    assertEquals(0, verify.exit(), verify.toString());
    assertTrue(verify.out().startsWith("WON"), verify.toString());
  }

  @Test
  void exportSaysWhyKpatienceCannotHoldAGame() throws Exception {
    Path small = CliRunner.write(dir, "s.spider", "spider ranks=3 suits=1\npile 3S 2S 1S\n");
    Path out = dir.resolve("s.kpat");
    CliRunner.Run r = CliRunner.run("convert", small.toString(), "-o", out.toString());
    assertEquals(2, r.exit(), r.toString());
    assertEquals(List.of("spiderlab convert: cannot write a KPatience savegame: KPatience's "
        + "cards have 13 ranks, this game has maximal rank 3"), r.err().lines().toList());
    assertFalse(Files.exists(out));
  }

  @Test
  void dealRejectsThreeSuitsAndBadNumbers() {
    assertEquals(2, CliRunner.run("deal", "--suits", "3", "--number", "1").exit());
    assertEquals(2, CliRunner.run("deal", "--suits", "1", "--number", "-4").exit());
    assertEquals(2, CliRunner.run("deal", "--suits", "1").exit());
    assertEquals(2, CliRunner.run("deal", "--suits", "1", "--number", "1", "--random").exit());
  }

  @Test
  void benchDealsWritesCsvAndResumes() throws Exception {
    Path out = dir.resolve("bench");
    CliRunner.Run first = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to",
        "3", "--timeout", "10", "--no-kpat", "-o", out.toString());
    assertEquals(0, first.exit(), first.toString());
    List<String> lines = Files.readAllLines(out.resolve("deals.csv"));
    assertEquals(DealsCsv.HEADER, lines.get(0));
    assertEquals(3, lines.size(), lines.toString());
    for (String line : lines.subList(1, 3)) {
      String[] f = line.split(",", -1);
      assertEquals(10, f.length, line);
      assertEquals("1", f[1], line);
      assertTrue(List.of("WINNABLE", "UNWINNABLE", "UNKNOWN").contains(f[2]), line);
      assertEquals("", f[8], "no kpat column with --no-kpat: " + line);
    }
    assertTrue(first.err().contains("2 of 2 deals to solve"), first.toString());
    assertTrue(first.out().contains("| SpiderLab | 2 |"), first.toString());
    CliRunner.Run again = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to",
        "4", "--timeout", "10", "--no-kpat", "-o", out.toString());
    assertEquals(0, again.exit(), again.toString());
    assertTrue(again.err().contains("1 of 3 deals to solve (2 already in"), again.toString());
    List<String> after = Files.readAllLines(out.resolve("deals.csv"));
    assertEquals(4, after.size(), after.toString());
    assertEquals(lines, after.subList(0, 3), "earlier rows kept as they were");
    assertTrue(after.get(3).startsWith("4,1,"), after.toString());
    assertTrue(Files.readString(out.resolve("summary-1-2-4.md")).contains("| SpiderLab | 3 |"));
  }

  @Test
  void benchDealsRerunsOnlyTheDealsAnEarlierRunLeftUnknown() throws Exception {
    Path first = dir.resolve("first");
    Files.createDirectories(first);
    // deal 2 won, 3 and 4 open with one suit; 3 with two suits is not of this run
    CliRunner.write(first, "deals.csv", DealsCsv.HEADER + "\n"
        + "2,1,WINNABLE,,5,100,1000,120,,\n3,1,UNKNOWN,timeout,10000,9,1000,,,\n"
        + "4,1,UNKNOWN,max-states,10,9,1000,,,\n5,2,UNKNOWN,timeout,10000,9,1000,,,\n"
        + "9,1,UNKNOWN,timeout,10000,9,1000,,,\n");
    Path again = dir.resolve("again");
    CliRunner.Run r = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to", "5",
        "--timeout", "10", "--no-kpat", "--unknown-in", first.toString(), "-o", again.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.err().contains("2 of 2 deals to solve (the UNKNOWN of "
        + first.resolve("deals.csv") + ")"), r.toString());
    List<String> rows = Files.readAllLines(again.resolve("deals.csv"));
    assertEquals(List.of("3", "4"), rows.subList(1, rows.size()).stream()
        .map(l -> l.split(",")[0]).toList(), rows.toString());
    assertTrue(r.out().contains("KPatience deals 2..5, those UNKNOWN in " + first), r.toString());
    assertTrue(r.out().contains("| SpiderLab | 2 |"), r.toString());
    CliRunner.Run none = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to", "2",
        "--no-kpat", "--unknown-in", dir.resolve("nothing").toString(), "-o",
        dir.resolve("none").toString());
    assertEquals(2, none.exit(), none.toString());
    assertTrue(none.err().contains("no such results file"), none.toString());
    assertFalse(Files.exists(dir.resolve("none")), "no results directory made on bad input");
    CliRunner.Run sharded = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to",
        "5", "--no-kpat", "--unknown-in", first.toString(), "--shard", "1/2", "-o",
        dir.resolve("sharded").toString());
    assertEquals(2, sharded.exit(), sharded.toString());
  }

  @Test
  void benchDealsShortensCertificatesWhenAsked() throws Exception {
    Path plain = dir.resolve("plain");
    Path shorter = dir.resolve("shorter");
    CliRunner.Run a = CliRunner.run("bench-deals", "--suits", "1", "--from", "7", "--to", "7",
        "--timeout", "20", "--no-kpat", "-o", plain.toString());
    CliRunner.Run b = CliRunner.run("bench-deals", "--suits", "1", "--from", "7", "--to", "7",
        "--timeout", "20", "--no-kpat", "--shorten-time", "3", "-o", shorter.toString());
    assertEquals(0, b.exit(), b.toString());
    String[] before = Files.readAllLines(plain.resolve("deals.csv")).get(1).split(",", -1);
    String[] after = Files.readAllLines(shorter.resolve("deals.csv")).get(1).split(",", -1);
    assertEquals("WINNABLE", after[2], b.toString());
    int m0 = Integer.parseInt(before[7]);
    int m1 = Integer.parseInt(after[7]);
    assertTrue(m1 < m0, "shortened " + m0 + " -> " + m1);
    assertTrue(a.out().contains("Certificates (as the search found them): median " + m0
        + " moves"), a.toString());
    assertTrue(b.out().contains("(no state limit, 20 s; certificates shortened up to 3 s each)")
        && b.out().contains("Certificates (shortened): median " + m1 + " moves"), b.toString());
    CliRunner.Run bad = CliRunner.run("bench-deals", "--suits", "1", "--from", "7", "--to", "7",
        "--shorten-time", "0", "-o", dir.resolve("bad").toString());
    assertEquals(2, bad.exit(), bad.toString());
  }

  @Test
  void benchDealsReportsAMalformedCsvWithItsLine() throws Exception {
    Path out = dir.resolve("bad");
    Files.createDirectories(out);
    Path csv = CliRunner.write(out, "deals.csv", DealsCsv.HEADER + "\n1,1,WINNABLE,,5\n");
    CliRunner.Run r = CliRunner.run("bench-deals", "--suits", "1", "--from", "1", "--to", "1",
        "--no-kpat", "-o", out.toString());
    MalformedInputTest.assertOneLineError(r, csv, 2, "short CSV line");
  }

  /**
   * A stand-in for kpat that answers like {@code kpat --solve}: deal 2 won, deal 3 unknown, deal
   * 4 lost; and lost for everything when the suit count in its settings is not 1.
   */
  private static final String FAKE_KPAT = """
      #!/bin/sh
      while [ $# -gt 0 ]; do case "$1" in --start) n=$2; shift;; esac; shift; done
      if ! grep -q "SpiderSuits=1" "$XDG_CONFIG_HOME/kpatrc"; then echo "$n lost (1 ms)"; exit 0; fi
      case $n in 2) echo "$n won (12 ms)";; 4) echo "$n lost (7 ms)";; *) echo "$n unknown (34 ms)";; esac
      echo "all_moves 100"
      """;

  @Test
  void benchDealsRunsKpatAndCountsItsAnswers() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the kpat stand-in");
    Path fake = CliRunner.write(dir, "kpat", FAKE_KPAT);
    fake.toFile().setExecutable(true);
    Path out = dir.resolve("bench");
    CliRunner.Run r = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to", "4",
        "--timeout", "10", "--kpat", fake.toString(), "-o", out.toString());
    assertEquals(0, r.exit(), r.toString());
    List<String> rows = Files.readAllLines(out.resolve("deals.csv"));
    assertTrue(rows.get(1).startsWith("2,1,WINNABLE,,") && rows.get(1).endsWith(",won,12"),
        rows.toString());
    assertTrue(rows.get(2).endsWith(",unknown,34"), rows.toString());
    assertTrue(rows.get(3).endsWith(",lost,7"), rows.toString());
    assertTrue(r.out().contains("| KPatience | 3 | 66.7% | 1 | 1 | 1 |"), r.toString());
    assertTrue(r.out().contains("Disagreements (winnable against lost, unwinnable against won): 1"),
        "SpiderLab wins deal 4 (1 suit), the stand-in says lost: " + r);
    assertTrue(r.err().contains("kpat: " + fake), r.toString());
  }

  @Test
  void aKpatRunThatFailsLeavesItsColumnsEmptyAndTheBenchGoesOn() throws Exception {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the kpat stand-in");
    Path fake = CliRunner.write(dir, "kpat", """
        #!/bin/sh
        while [ $# -gt 0 ]; do case "$1" in --start) n=$2; shift;; esac; shift; done
        if [ "$n" = 3 ]; then echo "Segmentation fault" >&2; exit 139; fi
        echo "$n unknown (5 ms)"
        """);
    fake.toFile().setExecutable(true);
    Path out = dir.resolve("bench-crash");
    CliRunner.Run r = CliRunner.run("bench-deals", "--suits", "1", "--from", "2", "--to", "4",
        "--timeout", "10", "--kpat", fake.toString(), "-o", out.toString());
    assertEquals(0, r.exit(), r.toString());
    List<String> rows = Files.readAllLines(out.resolve("deals.csv"));
    assertEquals(4, rows.size(), rows.toString());
    assertTrue(rows.get(1).endsWith(",unknown,5"), rows.toString());
    assertTrue(rows.get(2).startsWith("3,1,WINNABLE,") && rows.get(2).endsWith(",,"),
        rows.toString());
    assertTrue(rows.get(3).endsWith(",unknown,5"), rows.toString());
    assertTrue(r.err().contains("deal 3: kpat gave no answer"), r.toString());
    assertTrue(r.out().contains("| KPatience | 2 | 0% |"), r.toString());
  }

  @Test
  void pysolNumberingDealsPySolFCsGame() throws java.io.IOException {
    var r = CliRunner.run("deal", "--numbering", "pysol", "--suits", "4", "--number", "14934");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(org.spiderlab.core.gen.PysolDeals.deal(4, 14934), GameText.parse(r.out()));
    var big = CliRunner.run("deal", "--numbering", "pysol", "--suits", "2", "--number",
        "123456789012");
    assertEquals(org.spiderlab.core.gen.PysolDeals.deal(2, 123456789012L),
        GameText.parse(big.out()));
    assertEquals(2, CliRunner.run("deal", "--numbering", "pysol", "--suits", "4", "--number",
        "0").exit());
    assertEquals(2, CliRunner.run("deal", "--numbering", "mine", "--suits", "4", "--number",
        "1").exit());
  }
}
