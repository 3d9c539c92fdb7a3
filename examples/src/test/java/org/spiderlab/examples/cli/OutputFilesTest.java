package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Outputs never replace an input, never go through a symbolic link, are refused before any work
 * when they cannot be written, and are written whole or not at all (docs/FORMATS.md).
 */
class OutputFilesTest {

  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private static void refused(CliRunner.Run r, String prefix) {
    assertEquals(2, r.exit(), r.toString());
    List<String> lines = r.err().lines().toList();
    assertEquals(1, lines.size(), r.toString());
    assertTrue(lines.get(0).startsWith(prefix), r.toString());
    assertFalse(r.err().contains("\tat "), r.toString());
  }

  @Test
  void anInputIsNeverAnOutput() throws IOException {
    Path g = file("g.spider", BasicCommandsTest.SMALL);
    refused(CliRunner.run("solve", g.toString(), "--cert", g.toString()),
        g + ":0: is the input " + g + " of this command");
    assertEquals(BasicCommandsTest.SMALL, Files.readString(g));
    Path f = file("f.cnf", "p cnf 1 1\n1 0\n");
    refused(CliRunner.run("reduce", f.toString(), "-o", f.toString()), f + ":0: is the input");
    Path alias = dir.resolve("alias.cnf");
    Files.createLink(alias, f); // the same file under another name
    refused(CliRunner.run("reduce", f.toString(), "-o", alias.toString()), alias + ":0: is the input");
    refused(CliRunner.run("convert", g.toString(), "-o", g.toString()), g + ":0: is the input");
    assertEquals("p cnf 1 1\n1 0\n", Files.readString(f));
  }

  @Test
  void unwritableOutputsAreRefusedBeforeTheSearch() throws IOException {
    Path g = file("g.spider", BasicCommandsTest.SMALL);
    refused(CliRunner.run("solve", g.toString(), "--cert", dir.resolve("no/such/c.moves").toString()),
        dir.resolve("no/such/c.moves") + ":0: no such directory ");
    refused(CliRunner.run("solve", g.toString(), "--cert", dir.toString()),
        dir + ":0: is a directory");
    Path target = file("t.moves", "old\n");
    Path link = dir.resolve("link.moves");
    Files.createSymbolicLink(link, target);
    refused(CliRunner.run("solve", g.toString(), "--cert", link.toString()),
        link + ":0: is a symbolic link");
    assertEquals("old\n", Files.readString(target));
  }

  /** Every output directory is refused before any work when it names a file or a link. */
  @Test
  void outputDirectoriesAreCheckedBeforeTheWork() throws IOException {
    Path f = file("plain", "a file\n");
    String[][] commands = {
        {"campaign", "--exhaustive", "--max-vars", "2", "--max-clauses", "2", "--out", "F"},
        {"campaign", "--exhaustive", "--max-vars", "2", "--max-clauses", "2", "--out",
            dir.resolve("c").toString(), "--proof", "F"},
        {"fair", "samples/fair-template.spider", "--evidence", "F"},
        {"easy", "samples/easy-clear-first.spider", "--k", "1", "--evidence", "F"},
        {"demo", "--pictures", "F"},
        {"bench-deals", "--suits", "1", "--from", "1", "--to", "1", "--no-kpat", "-o", "F"},
        {"qbf-campaign", "--exhaustive", "--write", "F"},
    };
    for (String[] c : commands) {
      String[] args = c.clone();
      for (int i = 0; i < args.length; i++) {
        args[i] = args[i].equals("F") ? f.toString() : args[i];
      }
      CliRunner.Run r = CliRunner.run(args);
      refused(r, f + ":0: is a file, not a directory");
      assertTrue(r.out().isEmpty(), String.join(" ", c) + " worked before refusing: " + r);
    }
    Path link = dir.resolve("link");
    Files.createSymbolicLink(link, dir.resolve("gone"));
    refused(CliRunner.run("demo", "--pictures", link.toString()),
        link + ":0: is a symbolic link to nothing");
    assertEquals("a file\n", Files.readString(f));
  }

  /** A device is written in place, never replaced by a file (as root, a rename would do that). */
  @Test
  void aDeviceIsWrittenInPlace() throws IOException {
    Path devNull = Path.of("/dev/null");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(devNull), "no /dev/null here");
    Path g = file("g.spider", BasicCommandsTest.SMALL);
    var r = CliRunner.run("solve", g.toString(), "--cert", devNull.toString());
    assertEquals(0, r.exit(), r.toString());
    assertFalse(Files.isRegularFile(devNull), "/dev/null is still a device");
  }

  @Test
  void anExistingOutputIsReplacedWholeAndNothingIsLeftBeside() throws IOException {
    Path g = file("g.spider", BasicCommandsTest.SMALL);
    Path cert = file("c.moves", "an older certificate\n");
    var r = CliRunner.run("solve", g.toString(), "--cert", cert.toString());
    assertEquals(0, r.exit(), r.toString());
    r = CliRunner.run("verify", g.toString(), cert.toString());
    assertEquals("WON after 5 moves", r.firstLine(), r.toString());
    try (Stream<Path> s = Files.list(dir)) {
      assertEquals(List.of("c.moves", "g.spider"), s.map(p -> p.getFileName().toString())
          .sorted().toList(), "no temporary file left");
    }
  }
}
