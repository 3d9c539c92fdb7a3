package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every class of malformed input makes every command that reads it print exactly one line {@code
 * FILE:LINE: what is wrong} on stderr and exit 2, without a stack trace.
 */
class MalformedInputTest {
  @TempDir Path dir;

  record Case(String name, String file, String text, int line) {}

  static final List<Case> GAMES = List.of(
      new Case("no header", "a.spider", "pile 1S\n", 1),
      new Case("unknown keyword", "b.spider", "spider ranks=3 suits=1\nheap 1S\n", 2),
      new Case("bad card", "c.spider", "spider ranks=3 suits=1\npile 1S\npile 1X\n", 3),
      new Case("rank too high", "d.spider", "spider ranks=3 suits=1\npile 4S\n", 2),
      new Case("bad header", "e.spider", "spider ranks=x suits=1\npile 1S\n", 1),
      new Case("short deal", "f.spider", "spider ranks=3 suits=1\npile 1S\npile 2S\nstock 3S\n",
          4),
      new Case("unbalanced bracket", "g.spider", "spider ranks=3 suits=1\npile [1S\n", 2),
      new Case("no pile", "h.spider", "# nothing\nspider ranks=3 suits=1\n", 2),
      new Case("malformed json", "i.json", "{\"ranks\": 3,\n \"suits\": }\n", 2),
      new Case("json missing key", "j.json", "{\"ranks\": 3, \"suits\": 1}\n", 2),
      new Case("json unknown key", "k.json", "{\"ranks\": 3,\n\"suits\": 1,\n\"colour\": 2}", 3),
      new Case("json sniffed", "l.game", "\n{\"ranks\": 0, \"suits\": 1, \"piles\": [[]]}", 2),
      new Case("kpat unknown card", "m.kpat", "<?xml version=\"1.0\"?>\n"
          + "<dealer id=\"17\" options=\"1\">\n<pile index=\"6\">\n"
          + "<card suit=\"3\" value=\"14\" faceup=\"1\"/>\n</pile>\n</dealer>\n", 4),
      new Case("kpat not spider", "n.kpat", "<dealer id=\"3\">\n</dealer>\n", 1),
      new Case("kpat unclosed", "o.kpat", "<dealer id=\"17\" options=\"1\">\n"
          + "<pile index=\"6\">\n", 3),
      new Case("kpat sniffed", "p.game", "\n<kpat-game game-type=\"klondike\"/>\n", 2));

  static final List<Case> QDIMACS = List.of(
      new Case("exists before forall", "a.qdimacs", "p cnf 2 1\ne 2 0\na 1 0\n1 2 0\n", 3),
      new Case("free variable", "b.qdimacs", "c x\np cnf 2 1\na 1 0\n1 2 0\n", 4),
      new Case("quantified twice", "c.qdimacs", "p cnf 2 1\na 1 0\ne 1 2 0\n1 2 0\n", 3),
      new Case("prefix after clauses", "d.qdimacs", "p cnf 2 1\n1 2 0\na 1 0\n", 3),
      new Case("bad literal", "e.qdimacs", "p cnf 2 1\na 1 0\ne 2 0\n1 x 0\n", 4),
      new Case("no header", "f.qdimacs", "a 1 0\n", 1));

  static final String GOOD_GAME = "spider ranks=3 suits=1\npile 3S 2S 1S\n";

  static final List<Case> CERTS = List.of(
      new Case("unknown move", "a.moves", "# first\nx 1\n", 2),
      new Case("missing number", "b.moves", "\n\nm 1 2\n", 3),
      new Case("pile zero", "c.moves", "c 0\n", 1),
      new Case("trailing garbage", "d.moves", "d d\n", 1));

  Path write(Case c) throws IOException {
    Path p = dir.resolve(c.file());
    Files.writeString(p, c.text());
    return p;
  }

  static void assertOneLineError(CliRunner.Run r, Path file, int line, String what) {
    assertEquals(2, r.exit(), what + ": " + r);
    List<String> lines = r.err().lines().toList();
    assertEquals(1, lines.size(), what + ": exactly one line on stderr: " + r);
    assertTrue(lines.get(0).startsWith(file + ":" + line + ": "), what + ": " + r);
    assertTrue(lines.get(0).length() > (file + ":" + line + ": ").length() + 3, what + ": " + r);
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), what + ": " + r);
  }

  @TestFactory
  Stream<DynamicTest> malformedGames() {
    return GAMES.stream().flatMap(c -> Stream.of(
        DynamicTest.dynamicTest("show: " + c.name(), () -> {
          Path p = write(c);
          assertOneLineError(CliRunner.run("show", p.toString()), p, c.line(), c.name());
        }),
        DynamicTest.dynamicTest("convert: " + c.name(), () -> {
          Path p = write(c);
          assertOneLineError(CliRunner.run("convert", p.toString(), "--to", "text"), p, c.line(),
              c.name());
        }),
        DynamicTest.dynamicTest("verify: " + c.name(), () -> {
          Path p = write(c);
          Path cert = dir.resolve("ok.moves");
          Files.writeString(cert, "c 1\n");
          assertOneLineError(CliRunner.run("verify", p.toString(), cert.toString()), p, c.line(),
              c.name());
        }),
        DynamicTest.dynamicTest("fair: " + c.name(), () -> {
          Path p = write(c);
          assertOneLineError(CliRunner.run("fair", p.toString()), p, c.line(), c.name());
        }),
        DynamicTest.dynamicTest("easy: " + c.name(), () -> {
          Path p = write(c);
          assertOneLineError(CliRunner.run("easy", p.toString(), "--k", "1"), p, c.line(),
              c.name());
        }),
        DynamicTest.dynamicTest("draw: " + c.name(), () -> {
          Path p = write(c);
          assertOneLineError(CliRunner.run("draw", p.toString(), "-o",
              dir.resolve("out.svg").toString()), p, c.line(), c.name());
        })));
  }

  static byte[] gzip(String text) throws IOException {
    var bytes = new java.io.ByteArrayOutputStream();
    try (var gz = new java.util.zip.GZIPOutputStream(bytes)) {
      gz.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  /** The same errors, with the same lines, from standard input and from gzipped files. */
  @TestFactory
  Stream<DynamicTest> malformedFromStdinAndGzip() {
    Path stdin = Path.of(InputFiles.STDIN_NAME);
    return Stream.of(
        GAMES.stream().flatMap(c -> Stream.of(
            DynamicTest.dynamicTest("show -: " + c.name(), () -> assertOneLineError(
                CliRunner.runWithStdin(c.text(), "show", "-"), stdin, c.line(), c.name())),
            DynamicTest.dynamicTest("show .gz: " + c.name(), () -> {
              Path p = dir.resolve(c.file() + ".gz");
              Files.write(p, gzip(c.text()));
              assertOneLineError(CliRunner.run("show", p.toString()), p, c.line(), c.name());
            }))),
        CERTS.stream().map(c -> DynamicTest.dynamicTest("verify GAME -: " + c.name(), () -> {
          Path game = dir.resolve("good.spider");
          Files.writeString(game, GOOD_GAME);
          assertOneLineError(CliRunner.runWithStdin(c.text(), "verify", game.toString(), "-"),
              stdin, c.line(), c.name());
        })),
        QDIMACS.stream().map(c -> DynamicTest.dynamicTest("qbf -: " + c.name(), () ->
            assertOneLineError(CliRunner.runWithStdin(c.text(), "qbf", "-"), stdin, c.line(),
                c.name()))),
        Stream.of(DynamicTest.dynamicTest("reduce -: clause before header", () ->
            assertOneLineError(CliRunner.runWithStdin("c x\n1 2 0\np cnf 2 1\n", "reduce", "-"),
                stdin, 2, "clause before header")))).flatMap(x -> x);
  }

  @TestFactory
  Stream<DynamicTest> malformedCertificates() {
    return CERTS.stream().map(c -> DynamicTest.dynamicTest("verify: " + c.name(), () -> {
      Path game = dir.resolve("good.spider");
      Files.writeString(game, GOOD_GAME);
      Path p = write(c);
      assertOneLineError(CliRunner.run("verify", game.toString(), p.toString()), p, c.line(),
          c.name());
      assertOneLineError(CliRunner.run("draw", game.toString(), "--cert", p.toString(), "-o",
          dir.resolve("out.html").toString()), p, c.line(), "draw: " + c.name());
    }));
  }

  @TestFactory
  Stream<DynamicTest> malformedQdimacs() {
    return QDIMACS.stream().map(c -> DynamicTest.dynamicTest("qbf: " + c.name(), () -> {
      Path p = write(c);
      assertOneLineError(CliRunner.run("qbf", p.toString()), p, c.line(), c.name());
    }));
  }

  @TestFactory
  Stream<DynamicTest> missingFiles() {
    return Stream.of(
        DynamicTest.dynamicTest("missing game", () -> {
          Path p = dir.resolve("missing.spider");
          assertOneLineError(CliRunner.run("show", p.toString()), p, 0, "missing game");
        }),
        DynamicTest.dynamicTest("missing unknown-extension game", () -> {
          Path p = dir.resolve("missing.game");
          assertOneLineError(CliRunner.run("show", p.toString()), p, 0, "missing game");
        }),
        DynamicTest.dynamicTest("missing formula", () -> {
          Path p = dir.resolve("missing.qdimacs");
          assertOneLineError(CliRunner.run("qbf", p.toString()), p, 0, "missing formula");
        }),
        DynamicTest.dynamicTest("missing certificate", () -> {
          Path game = dir.resolve("good.spider");
          Files.writeString(game, GOOD_GAME);
          Path p = dir.resolve("missing.moves");
          assertOneLineError(CliRunner.run("verify", game.toString(), p.toString()), p, 0,
              "missing certificate");
        }),
        DynamicTest.dynamicTest("unwritable output", () -> {
          Path game = dir.resolve("good.spider");
          Files.writeString(game, GOOD_GAME);
          Path p = dir.resolve("no-such-dir").resolve("out.json");
          assertOneLineError(CliRunner.run("convert", game.toString(), "-o", p.toString()), p, 0,
              "unwritable output");
        }));
  }
}
