package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.gen.KpatienceDeals;

/** Malformed KPatience savegames: each gives the exact {@code FILE:LINE: problem}. */
class KpatienceMalformedTest {
  @TempDir
  Path dir;

  /** A valid snapshot of deal 5 with 2 suits, one line per element. */
  private static final String GOOD =
      KpatienceSave.toXml(KpatienceDeals.position(2, 5));

  private void error(String content, int line, String problem) throws IOException {
    Path p = dir.resolve("game.kpat");
    Files.writeString(p, content, StandardCharsets.UTF_8);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> KpatienceSave.read(p));
    assertEquals(p + ":" + line + ": " + problem, e.getMessage());
  }

  /** GOOD with line {@code n} (1-based) replaced. */
  private static String replaceLine(int n, String text) {
    String[] lines = GOOD.split("\n", -1);
    lines[n - 1] = text;
    return String.join("\n", lines);
  }

  @Test
  void goodIsGood() {
    assertEquals(KpatienceDeals.deal(2, 5), KpatienceSave.parse(GOOD));
    assertTrue(GOOD.split("\n")[4].contains("<card"), GOOD.split("\n")[4]);
  }

  @Test
  void missingFile() {
    Path p = dir.resolve("none.kpat");
    assertEquals(p + ":0: no such file",
        assertThrows(InputFormatException.class, () -> KpatienceSave.read(p)).getMessage());
  }

  @Test
  void notXml() throws IOException {
    error("pile 1S\n", 1, "not well-formed XML: Content is not allowed in prolog.");
  }

  @Test
  void unclosedElement() throws IOException {
    error(GOOD.replace("</dealer>", ""), 147,
        "not well-formed XML: XML document structures must start and end within the same entity.");
  }

  @Test
  void wrongRoot() throws IOException {
    error("<?xml version=\"1.0\"?>\n<game/>\n", 2,
        "root element <game> is not a KPatience savegame (<dealer> or <kpat-game>)");
  }

  @Test
  void notSpider() throws IOException {
    error(GOOD.replace("id=\"17\"", "id=\"3\""), 3, "dealer id 3 is not Spider (KPatience's "
        + "Spider is id 17; 14, 15, 16 and 50 are its 1-, 2-, 4- and 3-suit ids)");
  }

  @Test
  void badSuitOption() throws IOException {
    error(GOOD.replace("options=\"2\"", "options=\"5\""), 3,
        "suit option \"5\" is not 1, 2, 3 or 4");
  }

  @Test
  void unknownPile() throws IOException {
    error(GOOD.replace("<pile index=\"7\"", "<pile index=\"24\""), 72,
        "pile index 24 is not a Spider pile (1..5 stock, 6..15 tableau, 16..23 foundation)");
  }

  @Test
  void unknownCard() throws IOException {
    error(replaceLine(5, "\t\t<card suit=\"3\" value=\"14\" faceup=\"0\" z=\"61\"/>"), 5,
        "unknown card: suit 3, rank 14 (suits are 0..3, ranks 1..13)");
  }

  @Test
  void cardNotInTheDeck() throws IOException {
    error(replaceLine(5, "\t\t<card suit=\"0\" value=\"3\" faceup=\"0\" z=\"61\"/>"), 5,
        "KPatience's 2-suit deck has no 3C");
  }

  @Test
  void cardOnceTooOften() throws IOException {
    String[] lines = GOOD.split("\n", -1);
    String fifth = lines[4];
    String sixth = lines[5];
    String dup = GOOD.replace(sixth, fifth);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> KpatienceSave.parse(dup));
    assertTrue(e.getMessage().startsWith("<string>:"), e.getMessage());
    assertTrue(e.getMessage().endsWith(", this is one more"), e.getMessage());
  }

  @Test
  void faceupNotABoolean() throws IOException {
    error(replaceLine(5, "\t\t<card suit=\"3\" value=\"2\" faceup=\"yes\" z=\"61\"/>"), 5,
        "faceup=\"yes\" is not a number");
  }

  @Test
  void missingAttribute() throws IOException {
    error(replaceLine(5, "\t\t<card suit=\"3\" faceup=\"0\" z=\"61\"/>"), 5,
        "<card> has no value attribute");
  }

  @Test
  void cardMissing() throws IOException {
    error(replaceLine(5, ""), 146, "the savegame holds 103 of KPatience's 104 cards; missing: "
        + KpatienceSave.parse(GOOD).deal(0).get(9).label());
  }

  @Test
  void stockPileNotTen() throws IOException {
    // the bottom card of redeals0 (line 5) moved onto stack0 (whose pile starts on line 64)
    String[] lines = GOOD.split("\n", -1);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines.length; i++) {
      if (i != 4) {
        sb.append(lines[i]).append(i + 1 < lines.length ? "\n" : "");
      }
      if (i == 63) {
        sb.append(lines[4]).append("\n");
      }
    }
    error(sb.toString(), 4, "stock pile redeals0 holds 9 cards; a deal needs 10");
  }

  @Test
  void cardsMissing() throws IOException {
    String noLegs = GOOD.replaceAll("(?s)<pile index=\"15\".*?</pile>", "<pile index=\"15\"/>");
    Path p = dir.resolve("game.kpat");
    Files.writeString(p, noLegs, StandardCharsets.UTF_8);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> KpatienceSave.read(p));
    assertTrue(e.getMessage().contains("the savegame holds 99 of KPatience's 104 cards"),
        e.getMessage());
  }

  @Test
  void historyOfAnotherGame() throws IOException {
    error("<kpat-game game-type=\"klondike\" deal-number=\"3\">\n</kpat-game>\n", 1,
        "game-type \"klondike\" is not Spider (\"spider\")");
  }

  @Test
  void historyUnknownCardId() throws IOException {
    error("<kpat-game game-type=\"spider\" game-type-options=\"1\" deal-number=\"3\">\n"
        + " <state>\n  <move pile=\"stack0\" position=\"0\">\n"
        + "   <card id=\"0000001\" turn=\"face-up\"/>\n  </move>\n </state>\n</kpat-game>\n", 4,
        "card id 1 is not in KPatience's 1-suit deck");
  }

  @Test
  void historyUnknownPile() throws IOException {
    error("<kpat-game game-type=\"spider\" game-type-options=\"1\" deal-number=\"3\">\n"
        + " <state>\n  <move pile=\"deck\" position=\"0\">\n  </move>\n </state>\n</kpat-game>\n",
        3, "pile \"deck\" is not a Spider pile (stack0..9, redeals0..4, legs0..7)");
  }

  @Test
  void historyPositionPastTheEnd() throws IOException {
    error("<kpat-game game-type=\"spider\" game-type-options=\"1\" deal-number=\"3\">\n"
        + " <state>\n  <move pile=\"stack0\" position=\"2\">\n"
        + "   <card id=\"0000769\" turn=\"face-up\"/>\n  </move>\n </state>\n</kpat-game>\n", 4,
        "position 2 is past the end of stack0 (0 cards)");
  }
}
