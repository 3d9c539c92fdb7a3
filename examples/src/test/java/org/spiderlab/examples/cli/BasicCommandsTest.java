package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameJson;
import org.spiderlab.core.io.GameText;

class BasicCommandsTest {
  static final String SMALL = """
      spider ranks=5 suits=1
      pile 5S 4S [2S] 3S
      pile 1S
      pile
      """;
  static final String WIN = "m 1 1 3\nm 1 1 3\nm 2 1 3\nm 3 3 1\nc 1\n";

  @TempDir Path dir;

  Path file(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void verifyWon() throws IOException {
    var r = CliRunner.run("verify", file("g.spider", SMALL).toString(),
        file("w.moves", WIN).toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals("WON after 5 moves", r.firstLine(), r.toString());
  }

  @Test
  void verifyNotWonAndInvalid() throws IOException {
    Path g = file("g.spider", SMALL);
    var r = CliRunner.run("verify", g.toString(), file("n.moves", "m 1 1 3\n").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().startsWith("NOT-WON after 1 move"), r.toString());
    r = CliRunner.run("verify", g.toString(), file("i.moves", "m 1 1 3\n\nm 1 2 2\n").toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.firstLine().startsWith("INVALID at move 2: m 1 2 2: "), r.toString());
    assertTrue(r.out().contains("line 3"), r.toString());
    r = CliRunner.run("verify", g.toString(), file("s.moves", "m 2 1 2\n").toString());
    assertEquals(0, r.exit(), "source = target is an illegal move, not a malformed line: " + r);
    assertEquals("INVALID at move 1: m 2 1 2: source and target are both pile 2", r.firstLine(),
        r.toString());
  }

  @Test
  void verifyReadsJsonByExtensionAndBySniffing() throws IOException {
    Game game = GameText.parse(SMALL);
    Path cert = file("w.moves", WIN);
    for (String name : new String[] {"g.json", "g.txt"}) {
      var r = CliRunner.run("verify", file(name, "  \n" + GameJson.toJson(game)).toString(),
          cert.toString());
      assertEquals("WON after 5 moves", r.firstLine(), name + ": " + r);
    }
  }

  @Test
  void showDrawsColumnsWithSymbolsAndStock() throws IOException {
    var r = CliRunner.run("show", file("g.spider", """
        spider ranks=6 suits=4
        pile [6S] 2H
        pile 3C
        pile 1D
        stock 1S 2S 3S
        """).toString());
    assertEquals(0, r.exit(), r.toString());
    String[] lines = r.out().split("\n");
    assertTrue(lines[1].matches("1\\s+2\\s+3"), r.toString());
    assertTrue(lines[3].matches("\\[6♠\\]\\s+3♣\\s+1♦"), r.toString());
    assertTrue(lines[4].matches("2♥"), r.toString());
    assertTrue(r.out().contains("stock: 1 deal of 3 cards"), r.toString());
    assertTrue(r.out().contains("deal 1: 1♠ 2♠ 3♠"), r.toString());
  }

  @Test
  void showTruncatesWideAndTallGames() throws IOException {
    StringBuilder sb = new StringBuilder("spider ranks=100 suits=1\n");
    sb.append("pile");
    for (int r = 100; r >= 1; r--) {
      sb.append(' ').append(r).append('S');
    }
    sb.append('\n');
    for (int i = 0; i < 30; i++) {
      sb.append("pile 7S\n");
    }
    var r = CliRunner.run("show", "--max-rows", "10", file("big.spider", sb.toString()).toString());
    assertEquals(0, r.exit(), r.toString());
    assertTrue(r.out().contains("7 more piles not drawn"), r.toString());
    assertTrue(r.out().contains("⋮91"), r.toString());
    assertTrue(r.out().contains("1♠"), "top card still drawn: " + r);
    assertTrue(r.out().lines().count() < 20, r.toString());
  }

  @Test
  void convertRoundTrips() throws IOException {
    Path g = file("g.spider", SMALL);
    Path json = dir.resolve("out.json");
    var r = CliRunner.run("convert", g.toString(), "-o", json.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals(GameText.parse(SMALL), GameJson.read(json));
    Path back = dir.resolve("back.spider");
    r = CliRunner.run("convert", json.toString(), "-o", back.toString());
    assertEquals(0, r.exit(), r.toString());
    assertEquals(GameText.toText(GameText.parse(SMALL)), Files.readString(back));
    r = CliRunner.run("convert", g.toString(), "--to", "json");
    assertEquals(GameText.parse(SMALL), GameJson.parse(r.out()), r.toString());
  }

  @Test
  void usageErrorsExitTwoWithAClearMessage() {
    var r = CliRunner.run("verify", "only-one-arg");
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().startsWith("spiderlab: Missing required parameter"), r.toString());
    r = CliRunner.run("no-such-command");
    assertEquals(2, r.exit(), r.toString());
    r = CliRunner.run("convert", "x.spider", "--to", "yaml");
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().contains("yaml"), r.toString());
    r = CliRunner.run("convert", "x.spider");
    assertEquals(2, r.exit(), r.toString());
    r = CliRunner.run("show", "--max-rows", "1", "x.spider");
    assertEquals(2, r.exit(), r.toString());
    assertEquals("spiderlab show: --max-rows must be at least 3, got 1", r.err().strip(),
        r.toString());
  }
}
