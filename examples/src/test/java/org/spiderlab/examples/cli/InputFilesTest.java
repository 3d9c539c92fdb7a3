package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.io.GameJson;
import org.spiderlab.core.io.GameText;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Every input file argument reads standard input for {@code -} and decompresses gzip and xz
 * files, recognized by their first bytes.
 */
class InputFilesTest {
  static final String GAME = "samples/small.spider";
  static final String CERT = "samples/small.moves";
  static final String CNF = "samples/thesis-4.2.1.cnf";
  static final String QDIMACS = "samples/pi2-true.qdimacs";

  @TempDir Path dir;

  static String text(String file) throws IOException {
    return Files.readString(Path.of(file));
  }

  static byte[] gzip(String text) throws IOException {
    return MalformedInputTest.gzip(text);
  }

  static byte[] xz(String text) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (XZOutputStream out = new XZOutputStream(bytes, new LZMA2Options())) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  Path write(String name, byte[] bytes) throws IOException {
    Path p = dir.resolve(name);
    Files.write(p, bytes);
    return p;
  }

  @Test
  void verifyReadsTheGameOrTheCertificateFromStandardInput() throws IOException {
    var r = CliRunner.runWithStdin(text(GAME), "verify", "-", CERT);
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WON after 5 moves", r.firstLine(), r.toString());
    r = CliRunner.runWithStdin(text(CERT), "verify", GAME, "-");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WON after 5 moves", r.firstLine(), r.toString());
    r = CliRunner.runWithStdin("m 1 1 3\n\nm 1 2 2\n", "verify", GAME, "-");
    assertTrue(r.out().contains("(<stdin> line 3)"), r.toString());
  }

  @Test
  void standardInputIsReadOnlyOnce() throws IOException {
    var r = CliRunner.runWithStdin(text(GAME), "verify", "-", "-");
    assertEquals(2, r.exit(), r.toString());
    assertEquals("<stdin>:0: standard input can be read only once: give '-' for one argument"
        + " only", r.err().strip(), r.toString());
  }

  @Test
  void gamesFromStandardInputAreSniffedLikeFilesWithoutExtension() throws IOException {
    String json = GameJson.toJson(GameText.parse(text(GAME)));
    var fromFile = CliRunner.run("show", GAME);
    var r = CliRunner.runWithStdin("\n  " + json, "show", "-");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(fromFile.out(), r.out());
    r = CliRunner.runWithStdin(text(GAME), "convert", "-", "--to", "json");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(GameText.parse(text(GAME)), GameJson.parse(r.out()));
  }

  @Test
  void formulaCommandsReadStandardInput() throws IOException {
    var file = CliRunner.run("reduce", CNF);
    var r = CliRunner.runWithStdin(text(CNF), "reduce", "-");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(file.out(), r.out());
    r = CliRunner.runWithStdin(text(CNF), "crosscheck", "-");
    assertEquals(0, r.exit(), r.toString());
    assertEquals("AGREE SAT WINNABLE", r.firstLine(), r.toString());
    r = CliRunner.runWithStdin(text(QDIMACS), "qbf", "-");
    assertEquals(0, r.exit(), r.toString());
    assertEquals(CliRunner.run("qbf", QDIMACS).firstLine(), r.firstLine(), r.toString());
    r = CliRunner.runWithStdin("s SATISFIABLE\nv 1 2 -3 0\n", "witness", CNF, "--model", "-");
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.err().startsWith("model (<stdin>): "), r.toString());
  }

  @Test
  void drawReadsTheGameAndTheCertificateFromStandardInput() throws IOException {
    Path svg = dir.resolve("g.svg");
    var r = CliRunner.runWithStdin(text(GAME), "draw", "-", "-o", svg.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(Files.readString(svg).contains("<svg"), r.toString());
    Path html = dir.resolve("g.html");
    r = CliRunner.runWithStdin(text(CERT), "draw", GAME, "--cert", "-", "-o", html.toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("certificate <stdin>: verifier: WON"), r.toString());
  }

  @Test
  void gzipAndXzAreDecompressedWhateverTheName() throws IOException {
    String game = text(GAME);
    String cert = text(CERT);
    for (String suffix : new String[] {".gz", ".xz", ""}) {
      for (boolean xz : new boolean[] {false, true}) {
        String what = (xz ? "xz" : "gzip") + " named '" + suffix + "'";
        Path g = write("g.spider" + suffix, xz ? xz(game) : gzip(game));
        Path c = write("c" + suffix, xz ? xz(cert) : gzip(cert));
        var r = CliRunner.run("verify", g.toString(), c.toString());
        assertEquals(0, r.exit(), what + ": " + r);
        assertEquals("WON after 5 moves", r.firstLine(), what + ": " + r);
      }
    }
    String json = GameJson.toJson(GameText.parse(game));
    var r = CliRunner.run("show", write("g.json.gz", gzip(json)).toString());
    assertEquals(CliRunner.run("show", GAME).out(), r.out(), r.toString());
    r = CliRunner.runWithStdin(gzip(text(CNF)), "reduce", "-");
    assertEquals(CliRunner.run("reduce", CNF).out(), r.out(), r.toString());
    r = CliRunner.run("reduce", write("f.cnf.xz", xz(text(CNF))).toString());
    assertEquals(CliRunner.run("reduce", CNF).out(), r.out(), r.toString());
    Path drawn = dir.resolve("f.svg");
    r = CliRunner.run("draw", write("f.cnf.gz", gzip(text(CNF))).toString(), "-o",
        drawn.toString());
    assertEquals(0, r.exit(), "a gzipped .cnf is drawn as its reduction: " + r);
    r = CliRunner.run("qbf", write("q.qdimacs.gz", gzip(text(QDIMACS))).toString());
    assertEquals(CliRunner.run("qbf", QDIMACS).firstLine(), r.firstLine(), r.toString());
  }

  @Test
  void aTruncatedCompressedFileIsOneLineWithoutAStackTrace() throws IOException {
    byte[] whole = gzip(text(CNF));
    Path p = write("cut.cnf.gz", Arrays.copyOf(whole, whole.length / 2));
    var r = CliRunner.run("reduce", p.toString());
    assertEquals(2, r.exit(), r.toString());
    assertEquals(1, r.err().lines().count(), r.toString());
    assertTrue(r.err().startsWith(p + ":0: cannot read: "), r.toString());
    assertFalse(r.err().contains("Exception"), r.toString());
  }

  @Test
  void aDirectoryIsOneLine() {
    var r = CliRunner.run("reduce", dir.toString());
    assertEquals(2, r.exit(), r.toString());
    assertEquals(dir + ":0: is a directory, not a file", r.err().strip(), r.toString());
  }
}
