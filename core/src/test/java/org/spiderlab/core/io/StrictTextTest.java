package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;

/**
 * What the text readers no longer let pass silently: control characters (rejected at their line,
 * never dropped with the blanks around them), duplicate JSON keys; what they accept as most tools
 * do: a byte-order mark. Messages never carry a raw control character.
 */
class StrictTextTest {

  private static final String SMALL = "spider ranks=1 suits=1\npile 1S\n";

  @Test
  void controlCharactersAreRejectedAtTheirLine() {
    for (char c : new char[] {0, 1, 0x1B, 0x7F}) {
      String text = "spider ranks=1 suits=1\npile 1S" + c + "\n";
      InputFormatException e = assertThrows(InputFormatException.class,
          () -> GameText.read(new StringReader(text), "g.spider"));
      assertEquals(2, e.line(), e.getMessage());
      assertEquals(String.format("g.spider:2: control character U+%04X: a text file holds none"
          + " but tab and line ends", (int) c), e.getMessage());
    }
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> GameJson.read(new StringReader("{\"ranks\":1,\n\u0007}"), "g.json"));
    assertEquals(2, e.line(), e.getMessage());
    Game tabs = GameText.read(new StringReader("spider\tranks=1 suits=1\r\npile\t1S\r\n"), "t");
    assertEquals(1, tabs.pileCount(), "tab and carriage return stay allowed");
  }

  /** A line longer than the limit is an error at its line before a reader holds it whole. */
  @Test
  void aLineLongerThanTheLimitIsRejectedAtItsLine() throws java.io.IOException {
    String ok = "0123456789\nabc\n0123456789\n";
    java.io.Reader r = TextFiles.checked(new StringReader(ok + "01234567890\n"), "long.txt", 10);
    char[] buf = new char[4096];
    InputFormatException e = assertThrows(InputFormatException.class, () -> {
      while (r.read(buf, 0, buf.length) > 0) {
        // read to the end
      }
    });
    assertEquals(4, e.line(), e.getMessage());
    assertTrue(e.getMessage().startsWith("long.txt:4: line longer than 10 characters, the limit"
        + " for a Java heap of "), e.getMessage());
    java.io.Reader fine = TextFiles.checked(new StringReader(ok), "ok.txt", 10);
    int n = 0;
    for (int k; (k = fine.read(buf, 0, buf.length)) > 0; ) {
      n += k;
    }
    assertEquals(ok.length(), n, "lines of exactly the limit pass");
    // the default: a sixteenth of the heap in characters, at least 2^20
    long max = Runtime.getRuntime().maxMemory();
    assertEquals(Math.max(1L << 20, max / 16), TextFiles.maxLineLength());
  }

  @Test
  void aByteOrderMarkIsSkipped() {
    Game g = GameText.read(new StringReader("\uFEFF" + SMALL), "bom.spider");
    assertEquals(GameText.parse(SMALL), g);
    String json = GameJson.toJson(g);
    assertEquals(g, GameJson.read(new StringReader("\uFEFF" + json), "bom.json"));
  }

  @Test
  void duplicateJsonKeysAreRejected() {
    String json = GameJson.toJson(GameText.parse(SMALL));
    String twice = json.replaceFirst("\"piles\"", "\"piles\":[],\"piles\"");
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> GameJson.read(new StringReader(twice), "dup.json"));
    assertEquals("dup.json:1: malformed JSON: Duplicate field 'piles'",
        e.getMessage().replaceAll(" \\(line.*", ""));
  }

  @Test
  void aHugeQuotedTokenIsCut() {
    String token = "9".repeat(10_000_000);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> GameText.read(new StringReader("spider ranks=" + token + " suits=1\n"), "g"));
    assertTrue(e.getMessage().length() < 600, e.getMessage().length() + " characters");
    assertTrue(e.getMessage().endsWith(" more characters)"), e.getMessage());
  }

  /** An excerpt in quotes is cut after 60 characters; prose with apostrophes is left alone. */
  @Test
  void quotedExcerptsAreCut() {
    String card = "7" + "S".repeat(100);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> GameText.read(new StringReader("spider ranks=9 suits=1\npile " + card + "\n"), "g"));
    assertEquals("g:2: bad card '" + card.substring(0, 60) + "... (41 more characters)': the suit"
        + " is unknown", e.getMessage().replaceAll(": unknown suit.*|: the suit.*", ": the suit"
        + " is unknown"), e.getMessage());
    String prose = "the game's stock and the thesis' rule, 'short' and '" + "x".repeat(61) + "'";
    assertEquals("the game's stock and the thesis' rule, 'short' and '" + "x".repeat(60)
        + "... (1 more characters)'", new InputFormatException("f", 1, prose).problem());
  }

  @Test
  void messagesEscapeControlCharacters() {
    InputFormatException e = new InputFormatException("f\u001B", 3, "bad token 'x\u0000\u001B]0;'");
    assertEquals("f\\u001B:3: bad token 'x\\u0000\\u001B]0;'", e.getMessage());
    assertFalse(e.getMessage().chars().anyMatch(c -> c < 0x20 || c == 0x7F));
  }

  /**
   * Escaping costs a few bytes per control character, once per message (found by fuzzing the
   * DIMACS reader: a header line of tabs made each tab a {@code String.format} call, twice).
   */
  @Test
  void escapingManyControlCharactersAllocatesLittle() {
    String tabs = "\t".repeat(100_000);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean)
        java.lang.management.ManagementFactory.getThreadMXBean();
    new InputFormatException("f", 1, "warm up '\t'");
    long before = threads.getCurrentThreadAllocatedBytes();
    InputFormatException e = new InputFormatException("f", 1, "malformed header '" + tabs + "'");
    long used = threads.getCurrentThreadAllocatedBytes() - before;
    assertTrue(e.getMessage().startsWith("f:1: malformed header '\\u0009\\u0009"),
        e.getMessage());
    assertTrue(used < 20_000_000, used + " bytes for 100,000 control characters");
  }
}
