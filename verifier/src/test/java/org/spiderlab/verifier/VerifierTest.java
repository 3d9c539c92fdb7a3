package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;

/** The verdicts and their exact wording (thesis 4.1.8; docs/FORMATS.md "Certificate format"). */
class VerifierTest {

  @TempDir
  Path dir;

  /** 7 piles; pile 3 holds 6S 5H, pile 1 a lone ace that can shuttle between empty piles. */
  static final Game SEVEN = GameText.parse("""
      spider ranks=7 suits=2
      pile 1S
      pile 7S
      pile 6S 5H
      pile
      pile
      pile
      pile 7H
      """);

  /** 16 legal moves, then the illegal m 3 2 7 of the issue. */
  static String seventeenMoves() {
    StringBuilder sb = new StringBuilder("# shuttle the ace\n");
    for (int i = 0; i < 8; i++) {
      sb.append(i == 0 ? "m 1 1 4\n" : "m 5 1 4\n").append("m 4 1 5\n");
    }
    return sb.append("\n# now the bad one\nm 3 2 7   # 6S 5H onto 7H?\nd\n").toString();
  }

  @Test
  void invalidNamesTheMoveNumberTheMoveAndTheReason() throws IOException {
    Verdict v = Verifier.verify(SEVEN, CertificateText.parse(seventeenMoves()));
    assertEquals("INVALID at move 17: m 3 2 7: the top 2 cards of pile 3 are not a movable run "
        + "(5H lies on 6S)", v.toString());
    assertEquals(16, v.movesPlayed());
    assertEquals(0, ((Verdict.Invalid) v).line());
    Path p = Files.writeString(dir.resolve("seven.moves"), seventeenMoves());
    Verdict fromFile = Verifier.verify(SEVEN, p);
    assertEquals(v.toString(), fromFile.toString());
    assertEquals(20, ((Verdict.Invalid) fromFile).line(), "line of m 3 2 7 in the file");
  }

  @Test
  void wonAndNotWon() {
    Game g = GameText.parse("spider ranks=2 suits=1\npile 2S\npile 2S\nstock 1S 1S\n");
    assertEquals("WON after 3 moves",
        Verifier.verify(g, CertificateText.parse("d\nc 1\nc 2\n")).toString());
    assertEquals("NOT-WON after 2 moves: 2 cards on 1 of 2 piles, 0 deals left, 1 run cleared",
        Verifier.verify(g, CertificateText.parse("d\nc 1\n")).toString());
    assertEquals("NOT-WON after 0 moves: 2 cards on 2 of 2 piles, 1 deal left, 0 runs cleared",
        Verifier.verify(g, List.of()).toString());
    assertEquals("INVALID at move 2: d: the stock is empty",
        Verifier.verify(g, CertificateText.parse("d\nd\n")).toString());
    assertEquals("WON after 1 move", Verifier.verify(
        GameText.parse("spider ranks=1 suits=1\npile 1S\n"), List.of(Move.clear(0))).toString());
    Game stockLeft = GameText.parse("spider ranks=1 suits=1\npile 1S\nstock 1S\n");
    assertEquals("NOT-WON after 1 move: 0 cards on 0 of 1 piles, 1 deal left, 1 run cleared",
        Verifier.verify(stockLeft, List.of(Move.clear(0))).toString());
  }

  @Test
  void movesAfterTheWinAreStillChecked() {
    Game g = GameText.parse("spider ranks=1 suits=1\npile 1S\n");
    assertEquals("INVALID at move 2: d: the stock is empty",
        Verifier.verify(g, CertificateText.parse("c 1\nd\n")).toString());
  }

  @Test
  void fileErrorsAreInputFormatExceptionsWithFileAndLine() throws IOException {
    Path p = Files.writeString(dir.resolve("bad.moves"), "m 1 1 4\n\nm 4 1\n");
    InputFormatException e = assertThrows(InputFormatException.class,
        () -> Verifier.verify(SEVEN, p));
    assertEquals(p + ":3: 'm' needs DST as a number (m SRC H DST), found end of line",
        e.getMessage());
    Path directory = Files.createDirectory(dir.resolve("d.moves"));
    assertEquals(directory + ":0: cannot read: Is a directory", assertThrows(
        InputFormatException.class, () -> Verifier.verify(SEVEN, directory)).getMessage());
    Path none = dir.resolve("none.moves");
    assertEquals(none + ":0: no such file", assertThrows(InputFormatException.class,
        () -> Verifier.verify(SEVEN, none)).getMessage());
  }

  @Test
  void anInvalidMoveStopsReadingSoGarbageAfterItIsNotReported() {
    Verdict v = Verifier.verify(SEVEN, new StringReader("m 3 2 7\n@@@ garbage\n"), "x.moves");
    assertEquals("INVALID at move 1: m 3 2 7: the top 2 cards of pile 3 are not a movable run "
        + "(5H lies on 6S)", v.toString());
  }

  @Test
  void sourceEqualToTargetIsAnIllegalMoveNotAMalformedLine() {
    Verdict v = Verifier.verify(SEVEN, new StringReader("m 1 1 4\n\nm 2 1 2\n"), "x.moves");
    assertEquals("INVALID at move 2: m 2 1 2: source and target are both pile 2", v.toString());
    assertEquals(3, ((Verdict.Invalid) v).line());
    assertEquals("INVALID at move 1: m 9 1 9: source and target are both pile 9",
        Verifier.verify(SEVEN, CertificateText.parse("m 9 1 9")).toString());
  }

  @Test
  void readerAndListGiveTheSameVerdicts() {
    List<String> certs = new ArrayList<>(List.of("", "m 1 1 4", "m 1 1 2", "c 1", "m 9 1 1",
        "m 2 1 2", "m 9 1 9", "m 1 1 4\nm 4 1 4",
        "m 3 1 2\nm 3 1 2", "m 3 1 1", seventeenMoves()));
    for (String c : certs) {
      assertEquals(Verifier.verify(SEVEN, CertificateText.parse(c)).toString(),
          Verifier.verify(SEVEN, new StringReader(c), "c.moves").toString(), c);
    }
  }

  @Test
  void aBigRunThroughEveryPileStreamsAndWins() {
    int n = 100_000;
    int piles = 200;
    StringBuilder game = new StringBuilder("spider ranks=" + n + " suits=1\npile");
    for (int r = n; r >= 1; r--) {
      game.append(' ').append(r).append('S');
    }
    game.append('\n').append("pile\n".repeat(piles - 1));
    StringBuilder moves = new StringBuilder();
    for (int i = 1; i < piles; i++) {
      moves.append("m ").append(i).append(' ').append(n).append(' ').append(i + 1).append('\n');
    }
    moves.append("c ").append(piles).append('\n');
    Verdict v = Verifier.verify(GameText.parse(game.toString()),
        new StringReader(moves.toString()), "big.moves");
    assertEquals("WON after " + piles + " moves", v.toString());
  }

  @Test
  void replayEndsInTheFinalPosition() {
    Game g = GameText.parse("spider ranks=3 suits=2\npile 1H 3S 2S 1S\npile 2H 3H\n");
    Verifier.Replay r = Verifier.replay(g, List.of(Move.clear(0)));
    assertEquals("NOT-WON after 1 move: 3 cards on 2 of 2 piles, 0 deals left, 1 run cleared",
        r.verdict().toString());
    assertEquals(1, r.end().orElseThrow().clearedRuns());
    assertEquals(1, org.spiderlab.core.RunReading.TOP.tallest(r.end().orElseThrow()));
    Verifier.Replay bad = Verifier.replay(g, List.of(Move.clear(1)));
    assertEquals(Verdict.Invalid.class, bad.verdict().getClass());
    assertEquals(java.util.Optional.empty(), bad.end());
  }
}
