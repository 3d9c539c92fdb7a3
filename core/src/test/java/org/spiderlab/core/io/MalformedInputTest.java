package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One test per class of malformed input, for the game text format, the JSON format and the
 * certificate format: each asserts the exact {@code FILE:LINE: problem} message.
 */
class MalformedInputTest {

  @TempDir
  Path dir;

  private Path write(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, content, StandardCharsets.UTF_8);
    return p;
  }

  private void gameTextError(String content, int line, String problem) throws IOException {
    Path p = write("game.spider", content);
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameText.read(p));
    assertEquals(p + ":" + line + ": " + problem, e.getMessage());
    assertEquals(line, e.line());
    assertEquals(problem, e.problem());
  }

  private void jsonError(String content, int line, String problem) throws IOException {
    Path p = write("game.json", content);
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameJson.read(p));
    assertEquals(p + ":" + line + ": " + problem, e.getMessage());
  }

  private void certificateError(String content, int line, String problem) throws IOException {
    Path p = write("game.moves", content);
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> CertificateText.read(p));
    assertEquals(p + ":" + line + ": " + problem, e.getMessage());
  }

  private static final String HEAD = "# a comment\nspider ranks=7 suits=2\n";

  // ---- game text ------------------------------------------------------------------------------

  @Test
  void textMissingFile() {
    Path p = dir.resolve("nothing.spider");
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameText.read(p));
    assertEquals(p + ":0: no such file", e.getMessage());
  }

  @Test
  void textUnreadableFile() throws IOException {
    Path p = Files.createDirectory(dir.resolve("a-directory.spider"));
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameText.read(p));
    assertEquals(p + ":0: cannot read: Is a directory", e.getMessage());
  }

  @Test
  void textUnknownKeyword() throws IOException {
    gameTextError(HEAD + "pile 1S\npiles 2S\n", 4,
        "unknown keyword 'piles' (expected spider, pile or stock)");
  }

  @Test
  void textRankZero() throws IOException {
    gameTextError(HEAD + "pile 1S 0S\n", 3, "bad card '0S': rank 0 is outside 1..7");
  }

  @Test
  void textRankAboveTheMaximum() throws IOException {
    gameTextError(HEAD + "pile 1S\n\npile 8H\n", 5, "bad card '8H': rank 8 is outside 1..7");
  }

  @Test
  void textHugeRank() throws IOException {
    gameTextError(HEAD + "pile 123456789012345678901234567890S\n", 3,
        "bad card '123456789012345678901234567890S': rank 123456789012345678901234567890 is "
            + "outside 1..7");
  }

  @Test
  void textUnknownSuit() throws IOException {
    gameTextError(HEAD + "pile 7X\n", 3,
        "bad card '7X': unknown suit 'X' (S, H, C, D or :NUMBER)");
    gameTextError(HEAD + "pile 7s\n", 3,
        "bad card '7s': unknown suit 's' (S, H, C, D or :NUMBER)");
    gameTextError(HEAD + "pile 7C\n", 3, "bad card '7C': suit 3 is outside 1..2");
    gameTextError(HEAD + "pile 7:3\n", 3, "bad card '7:3': suit 3 is outside 1..2");
    gameTextError(HEAD + "pile 7\n", 3,
        "bad card '7': the suit is missing (S, H, C, D or :NUMBER)");
    gameTextError(HEAD + "pile \u0663S\n", 3,
        "bad card '\u0663S': expected a rank followed by a suit, e.g. 7S or 12:5");
    gameTextError(HEAD + "pile S7\n", 3,
        "bad card 'S7': expected a rank followed by a suit, e.g. 7S or 12:5");
  }

  @Test
  void textSuitsBeyondFourAreAccepted() throws IOException {
    Path p = write("wide.spider", "spider ranks=12 suits=5\npile 12:5 [11:5] 3D\n");
    assertEquals("[12:5, [11:5], 3D]", GameText.read(p).pile(0).toString());
  }

  @Test
  void textDealOfTheWrongWidth() throws IOException {
    gameTextError(HEAD + "pile 1S\npile 2S\npile\nstock 1S 2S 3S\nstock 1S 2S\n", 7,
        "a deal of 2 cards, but the game has 3 piles (one card per pile)");
    gameTextError(HEAD + "pile 1S\npile 2S\nstock 1S\n", 5,
        "a deal of 1 card, but the game has 2 piles (one card per pile)");
  }

  @Test
  void textAbsurdSizes() throws IOException {
    gameTextError("spider ranks=1000000000000 suits=1\npile 1S\n", 1,
        "ranks=1000000000000 is outside 1..1000000000");
    gameTextError("spider ranks=99999999999999999999999 suits=1\n", 1,
        "ranks=99999999999999999999999 is outside 1..1000000000");
    gameTextError("spider ranks=0 suits=1\n", 1, "ranks=0 is outside 1..1000000000");
    gameTextError("spider ranks=5 suits=10000000\n", 1, "suits=10000000 is outside 1..1000000");
    gameTextError("spider ranks=5 suits=-1\n", 1, "suits='-1' is not a whole number");
  }

  @Test
  void textMissingHeader() throws IOException {
    gameTextError("# no header\n\npile 1S\n", 3,
        "piles and stock must follow a header line 'spider ranks=N suits=F'");
    gameTextError("", 1, "no header line 'spider ranks=N suits=F'");
    gameTextError("# only a comment\n", 1, "no header line 'spider ranks=N suits=F'");
    gameTextError("spider ranks=3\npile 1S\n", 1, "the header lacks suits=F");
    gameTextError("spider suits=3\n", 1, "the header lacks ranks=N");
    gameTextError("spider ranks=3 suits=1 rule=klondike\n", 1,
        "unknown rule 'klondike' (expected spider or hanoi)");
    gameTextError("spider ranks=3 suits=1 decks=2\n", 1,
        "unknown header field 'decks' (expected ranks, suits or rule)");
    gameTextError("spider ranks 3\n", 1, "bad header field 'ranks' (expected key=value)");
    gameTextError("spider ranks=3 suits=1 ranks=4\n", 1, "header field 'ranks' given twice");
    gameTextError("spider ranks=\u0663 suits=1\n", 1, "ranks='\u0663' is not a whole number");
    gameTextError(HEAD + "pile 1S\nspider ranks=3 suits=1\n", 4, "a second header line");
    gameTextError(HEAD + "# no piles\n", 3, "the game has no pile");
  }

  @Test
  void textPileAfterStock() throws IOException {
    gameTextError(HEAD + "pile 1S\nstock 2S\npile 3S\n", 5,
        "a pile after the stock; list all piles first");
  }

  @Test
  void textFaceDownCardInTheStock() throws IOException {
    gameTextError(HEAD + "pile 1S\npile 1S\nstock 2S [4S]\n", 5,
        "face-down card '[4S]' in the stock (stock cards are dealt face up)");
  }

  @Test
  void textUnbalancedBrackets() throws IOException {
    gameTextError(HEAD + "pile [4S\n", 3, "unbalanced brackets in card '[4S'");
    gameTextError(HEAD + "pile []\n", 3, "unbalanced brackets in card '[]'");
  }

  // ---- JSON -----------------------------------------------------------------------------------

  @Test
  void jsonMissingFile() {
    Path p = dir.resolve("nothing.json");
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameJson.read(p));
    assertEquals(p + ":0: no such file", e.getMessage());
  }

  @Test
  void jsonUnreadableFile() throws IOException {
    Path p = Files.createDirectory(dir.resolve("a-directory.json"));
    InputFormatException e = assertThrows(InputFormatException.class, () -> GameJson.read(p));
    assertEquals(p + ":0: cannot read: Is a directory", e.getMessage());
  }

  @Test
  void jsonMalformed() throws IOException {
    jsonError("{\"ranks\": 3,\n \"suits\": 1\n \"piles\": []}\n", 3,
        "malformed JSON: Unexpected character ('\"' (code 34)): was expecting comma to separate "
            + "Object entries");
    jsonError("{\"ranks\": 3,\n \"suits\": 1,\n \"piles\": [[\n", 4,
        "malformed JSON: Unexpected end-of-input: expected close marker for Array (start marker at "
            + "line 3, column 12)");
    jsonError("", 1, "expected a JSON object, found end of file");
    jsonError("[1, 2]", 1, "expected a JSON object, found '['");
    jsonError("{\"ranks\": 3, \"suits\": 1, \"piles\": [[]]}\n{}", 2,
        "content after the game object");
  }

  @Test
  void jsonUnknownKey() throws IOException {
    jsonError("{\"ranks\": 3,\n \"suits\": 1,\n \"decks\": 2}", 3,
        "unknown key 'decks' (expected ranks, suits, rule, piles, stock)");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": 1, \"suit\": 1,\n"
        + " \"colour\": 1}]]}", 3,
        "unknown card key 'colour' (expected suit, rank, face_down, id)");
  }

  @Test
  void jsonRankOutOfRange() throws IOException {
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": 0, \"suit\": 1}]]}", 2,
        "rank = 0 is outside 1..3");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[\n{\"rank\": 4, \"suit\": 1}]]}", 3,
        "rank = 4 is outside 1..3");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": \"4\", \"suit\": 1}]]}", 2,
        "rank must be a whole number");
  }

  @Test
  void jsonUnknownSuit() throws IOException {
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": 1, \"suit\": \"X\"}]]}", 2,
        "unknown suit 'X' (S, H, C, D or a number)");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": 1, \"suit\": \"H\"}]]}", 2,
        "suit H is outside 1..1");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[{\"rank\": 1, \"suit\": 2}]]}", 2,
        "suit = 2 is outside 1..1");
  }

  @Test
  void jsonDealOfTheWrongWidth() throws IOException {
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[], []],\n \"stock\": [\n"
        + "  [{\"rank\": 1, \"suit\": 1}, {\"rank\": 1, \"suit\": 1}],\n"
        + "  [{\"rank\": 1, \"suit\": 1}]]}", 5,
        "deal 2 has 1 card, but the game has 2 piles");
    jsonError("{\"ranks\": 3, \"suits\": 1,\n \"piles\": [[], []],\n \"stock\": [\n"
        + "  {\"rank\": 1, \"suit\": 1}, {\"rank\": 1, \"suit\": 1},\n"
        + "  {\"rank\": 1, \"suit\": 1}]}", 3,
        "the stock has 3 cards, not a multiple of the 2 piles");
  }

  @Test
  void jsonAbsurdSizes() throws IOException {
    jsonError("{\"ranks\": 1000000000000, \"suits\": 1}", 1,
        "ranks = 1000000000000 is outside 1..1000000000");
    jsonError("{\"ranks\": 3,\n \"suits\": 123456789012345678901234567890}", 2,
        "suits = 123456789012345678901234567890 is outside 1..1000000");
    jsonError("{\"ranks\": 3,\n \"suits\": " + "9".repeat(2000) + "}", 2,
        "a number or string is too long for a game file (Number value length (2000) exceeds the "
            + "maximum allowed (1000))");
    jsonError("{\"ranks\": 3.5}", 1, "ranks must be a whole number");
  }

  @Test
  void jsonMissingHeader() throws IOException {
    jsonError("{\"suits\": 1,\n \"piles\": [[]]}", 2, "the key \"ranks\" is missing");
    jsonError("{\"ranks\": 1,\n \"piles\": [[]]\n}", 3, "the key \"suits\" is missing");
    jsonError("{\"ranks\": 1, \"suits\": 1\n}", 2, "the key \"piles\" is missing");
    jsonError("{\"ranks\": 1, \"suits\": 1, \"piles\": []\n}", 2, "the game has no pile");
    jsonError("{\"piles\": [[{\"rank\": 1, \"suit\": 1}]],\n \"ranks\": 1, \"suits\": 1}", 1,
        "\"ranks\" and \"suits\" must come before the cards");
  }

  @Test
  void jsonFaceDownCardInTheStock() throws IOException {
    jsonError("{\"ranks\": 3, \"suits\": 1, \"piles\": [[]],\n \"stock\": [\n"
        + "  [{\"rank\": 1, \"suit\": 1, \"face_down\": true}]]}", 3,
        "a stock card cannot be face down");
  }

  // ---- certificates ---------------------------------------------------------------------------

  @Test
  void certificateMissingFile() {
    Path p = dir.resolve("nothing.moves");
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> CertificateText.read(p));
    assertEquals(p + ":0: no such file", e.getMessage());
  }

  @Test
  void certificateGarbage() throws IOException {
    String pre = "# moves\nm 1 1 2\n\nd\n";
    certificateError(pre + "x 1 2\n", 5, "unknown move 'x' (expected m SRC H DST, d or c SRC)");
    certificateError(pre + "move 1 2 3\n", 5,
        "unknown move 'move' (expected m SRC H DST, d or c SRC)");
    certificateError(pre + "M 1 2 3\n", 5, "unknown move 'M' (expected m SRC H DST, d or c SRC)");
    certificateError(pre + "m 1 2\n", 5,
        "'m' needs DST as a number (m SRC H DST), found end of line");
    certificateError(pre + "m 1 a 2\n", 5,
        "'m' needs H as a number (m SRC H DST), found 'a'");
    certificateError(pre + "m 1 2x 3\n", 5, "bad number for H: '2x'");
    certificateError(pre + "m 1 2 3 4\n", 5, "unexpected '4' after the move 'm 1 2 3'");
    certificateError(pre + "d 3\n", 5, "unexpected '3' after the move 'd'");
    certificateError(pre + "c\n", 5, "'c' needs SRC as a number (c SRC), found end of line");
    certificateError(pre + "c # comment\n", 5,
        "'c' needs SRC as a number (c SRC), found end of line");
    certificateError(pre + "m 0 1 2\n", 5, "SRC must be between 1 and 1000000000, got 0");
    certificateError(pre + "m 1 -1 2\n", 5,
        "'m' needs H as a number (m SRC H DST), found '-1'");
    certificateError(pre + "\u00e9\n", 5,
        "unknown move '\u00e9' (expected m SRC H DST, d or c SRC)");
  }

  @Test
  void certificateUnreadableFile() throws IOException {
    Path p = Files.createDirectory(dir.resolve("a-directory.moves"));
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> CertificateText.read(p));
    assertEquals(p + ":0: cannot read: Is a directory", e.getMessage());
  }

  @Test
  void notUtf8BytesAreHarmlessInCommentsAndReportedWithTheirLineElsewhere() throws IOException {
    byte[] latin1Comment = "spider ranks=3 suits=1 # na\u00efve\npile 1S\n"
        .getBytes(StandardCharsets.ISO_8859_1);
    Path ok = Files.write(dir.resolve("latin1.spider"), latin1Comment);
    assertEquals(1, GameText.read(ok).pileCount());
    Path bad = Files.write(dir.resolve("latin1-card.spider"),
        "spider ranks=3 suits=1\n\npile 1\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(bad + ":3: bad card '1\ufffd': unknown suit '\ufffd' (S, H, C, D or :NUMBER)",
        assertThrows(InputFormatException.class, () -> GameText.read(bad)).getMessage());
    Path moves = Files.write(dir.resolve("latin1.moves"),
        "# caf\u00e9\nd\n\n\u00e9 1\n".getBytes(StandardCharsets.ISO_8859_1));
    assertEquals(moves + ":4: unknown move '\ufffd' (expected m SRC H DST, d or c SRC)",
        assertThrows(InputFormatException.class, () -> CertificateText.read(moves)).getMessage());
  }

  @Test
  void certificateAbsurdNumbers() throws IOException {
    certificateError("m 1 99999999999999999999999999 2\n", 1,
        "H must be between 1 and 1000000000, got a number of 26 digits");
    certificateError("\r\n\r\nc 1000000001\r\n", 3,
        "SRC must be between 1 and 1000000000, got a number of 10 digits");
    certificateError("m 1 99999999999999999999999999x 2\n", 1,
        "bad number for H: '(26 digits)x'");
  }

  @Test
  void certificateAcceptsTheLargestNumbers() throws IOException {
    Path p = write("big.moves", "m 1000000000 1000000000 1 # ok\nc 1000000000\n");
    assertEquals("[m 1000000000 1000000000 1, c 1000000000]",
        CertificateText.read(p).toString());
  }
}
