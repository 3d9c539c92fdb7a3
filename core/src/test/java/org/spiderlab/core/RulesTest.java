package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.io.GameText;

/** One test per rule of docs/FORMATS.md "Moves", legal and illegal, with the exact reasons. */
class RulesTest {

  private static Board board(String text) {
    return GameText.parse(text).toBoard();
  }

  /** A move in the 1-based notation of the certificate format. */
  private static Move m(int src, int h, int dst) {
    return Move.transfer(src - 1, h, dst - 1);
  }

  private static Move c(int src) {
    return Move.clear(src - 1);
  }

  private static String pile(Board b, int pile1) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < b.pileSize(pile1 - 1); i++) {
      sb.append(i == 0 ? "" : " ").append(b.cardAt(pile1 - 1, i));
    }
    return sb.toString();
  }

  /** Asserts the move is illegal with exactly this reason and that trying it changes nothing. */
  private static void illegal(Board b, Move move, String reason) {
    Game before = b.snapshot(64);
    assertEquals(reason, b.whyIllegal(move));
    assertEquals(reason, b.tryApply(move));
    assertEquals(before, b.snapshot(64), "a refused move must not change the board");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> b.apply(move));
    assertEquals(move + ": " + reason, e.getMessage());
    assertFalse(b.legalMoves().contains(move), move + " listed as legal");
  }

  private static void legal(Board b, Move move) {
    assertTrue(b.legalMoves().contains(move), move + " not listed as legal");
    assertNull(b.whyIllegal(move));
    assertNull(b.tryApply(move));
  }

  // ---- 1. run moves -------------------------------------------------------------------------

  @Test
  void runOfSeveralCardsMovesOntoRankPlusOne() {
    Board b = board("spider ranks=6 suits=1\npile 6S 3S 2S 1S\npile 4S\n");
    legal(b, m(1, 3, 2));
    assertEquals("6S", pile(b, 1));
    assertEquals("4S 3S 2S 1S", pile(b, 2));
    illegal(b, m(2, 4, 1), "4S cannot go onto 6S (pile 1): the target card must be a 5");
  }

  @Test
  void runNeedsTheExactRankAboveInSpider() {
    Board b = board("spider ranks=6 suits=1\npile 6S 3S 2S 1S\npile 4S\npile 6S\n");
    illegal(b, m(1, 3, 3), "3S cannot go onto 6S (pile 3): the target card must be a 4");
    illegal(b, m(1, 2, 2), "2S cannot go onto 4S (pile 2): the target card must be a 3");
    legal(b, m(1, 3, 2));
  }

  @Test
  void targetMayHaveAnySuit() {
    Board b = board("spider ranks=7 suits=2\npile 5H 4H\npile 6S\n");
    legal(b, m(1, 2, 2));
    assertEquals("6S 5H 4H", pile(b, 2));
  }

  @Test
  void runOfMixedSuitsIsNotMovable() {
    Board b = board("spider ranks=7 suits=2\npile 6S 5H\npile 7D\npile\n".replace("7D", "7S"));
    illegal(b, m(1, 2, 2), "the top 2 cards of pile 1 are not a movable run (5H lies on 6S)");
    illegal(b, m(1, 2, 3), "the top 2 cards of pile 1 are not a movable run (5H lies on 6S)");
    legal(b, m(1, 1, 3)); // a single card is always a run
  }

  @Test
  void runWithARankGapIsNotMovable() {
    Board b = board("spider ranks=9 suits=1\npile 9S 7S 5S 4S\npile\n");
    illegal(b, m(1, 3, 2), "the top 3 cards of pile 1 are not a movable run (5S lies on 7S)");
    legal(b, m(1, 2, 2));
  }

  @Test
  void runWithAFaceDownCardInsideIsNotMovableAndTheCardFlipsWhenUncovered() {
    Board b = board("spider ranks=9 suits=1\npile 9S [5S] 4S 3S\npile\n");
    illegal(b, m(1, 3, 2), "the top 3 cards of pile 1 are not a movable run (4S lies on [5S])");
    legal(b, m(1, 2, 2));
    assertEquals("9S 5S", pile(b, 1)); // flipped face up after the move
    legal(b, m(2, 2, 1)); // 4S 3S back onto the now face-up 5S
    assertEquals("9S 5S 4S 3S", pile(b, 1));
  }

  @Test
  void moreCardsThanThePileHolds() {
    Board b = board("spider ranks=3 suits=1\npile 3S 2S 1S\npile\n");
    illegal(b, m(1, 4, 2), "pile 1 holds 3 cards, fewer than 4");
    illegal(b, m(2, 1, 1), "pile 2 is empty");
    Board one = board("spider ranks=3 suits=1\npile 1S\npile\n");
    illegal(one, m(1, 2, 2), "pile 1 holds 1 card, fewer than 2");
  }

  @Test
  void pilesThatDoNotExist() {
    Board b = board("spider ranks=3 suits=1\npile 1S\npile\n");
    illegal(b, m(1, 1, 3), "pile 3 does not exist (the game has 2 piles)");
    illegal(b, m(5, 1, 1), "pile 5 does not exist (the game has 2 piles)");
    illegal(b, c(9), "pile 9 does not exist (the game has 2 piles)");
  }

  @Test
  void sourceAndTargetTheSamePileIsAnIllegalMove() {
    Board b = board("spider ranks=3 suits=1\npile 1S\npile\n");
    illegal(b, m(1, 1, 1), "source and target are both pile 1");
    illegal(b, m(2, 1, 2), "source and target are both pile 2");
    illegal(b, m(9, 1, 9), "source and target are both pile 9");
    assertEquals("source and target are both pile 1", b.tryTransfer(0, 1, 0));
  }

  @Test
  void moveOntoAnEmptyPileTakesAnyRunInBothRules() {
    for (String rule : List.of("", " rule=hanoi")) {
      Board b = board("spider ranks=9 suits=1" + rule + "\npile 2S 9S 8S 7S\npile\npile\n");
      legal(b, m(1, 3, 2));
      legal(b, m(1, 1, 3));
      assertEquals(0, b.pileSize(0));
      legal(b, m(3, 1, 1));
      assertEquals("9S 8S 7S", pile(b, 2));
    }
  }

  @Test
  void faceDownTopOfTheTargetIsTurnedAtTheStartAndAccepts() {
    // docs/FORMATS.md "Moves": play starts with every face-down top card turned face up.
    Board b = board("spider ranks=7 suits=1\npile 5S\npile [6S]\n");
    assertEquals("6S", pile(b, 2));
    legal(b, m(1, 1, 2));
    assertEquals("6S 5S", pile(b, 2));
  }

  @Test
  void faceDownTopOfTheSourceIsTurnedAtTheStartAndMoves() {
    Board b = board("spider ranks=7 suits=1\npile [5S]\npile 6S\n");
    illegal(b, c(1), "pile 1 holds 1 card, fewer than the 7 of a complete run");
    legal(b, m(1, 1, 2));
    assertEquals(0, b.pileSize(0));
  }

  // ---- 1b. hanoi rule (thesis 4.6.1) ----------------------------------------------------------

  @Test
  void hanoiAcceptsAnyStrictlyHigherTarget() {
    Board b = board("spider ranks=9 suits=2 rule=hanoi\npile 3H\npile 9S\npile 3S\npile 4D\n"
        .replace("4D", "4H"));
    legal(b, m(1, 1, 2)); // 3H onto 9S
    Board b2 = board("spider ranks=9 suits=2 rule=hanoi\npile 3H\npile 9S\npile 3S\npile 2S\n");
    illegal(b2, m(1, 1, 3), "3H cannot go onto 3S (pile 3): the target card must be higher than 3 (hanoi rule)");
    illegal(b2, m(1, 1, 4), "3H cannot go onto 2S (pile 4): the target card must be higher than 3 (hanoi rule)");
    Board spider = board("spider ranks=9 suits=2\npile 3H\npile 9S\n");
    illegal(spider, m(1, 1, 2), "3H cannot go onto 9S (pile 2): the target card must be a 4");
  }

  @Test
  void hanoiKeepsTheRunRule() {
    // "Alle weiteren Regeln bleiben unverändert": a run is still one suit, ranks one apart.
    Board b = board("spider ranks=9 suits=2 rule=hanoi\npile 5S 3S\npile 9S\npile 6H 5S\n");
    illegal(b, m(1, 2, 2), "the top 2 cards of pile 1 are not a movable run (3S lies on 5S)");
    illegal(b, m(3, 2, 2), "the top 2 cards of pile 3 are not a movable run (5S lies on 6H)");
    legal(b, m(1, 1, 2));
  }

  // ---- flips -------------------------------------------------------------------------------

  @Test
  void faceDownCardFlipsAfterAMoveButTheTargetsCardsStayAsTheyAre() {
    Board b = board("spider ranks=9 suits=1\npile [3S] [7S] 1S\npile [9S] 2S\n");
    legal(b, m(1, 1, 2));
    assertEquals("[3S] 7S", pile(b, 1));
    assertEquals("[9S] 2S 1S", pile(b, 2));
  }

  @Test
  void faceDownCardFlipsAfterAClear() {
    Board b = board("spider ranks=3 suits=2\npile [2H] 3S 2S 1S\n");
    legal(b, c(1));
    assertEquals("2H", pile(b, 1));
    assertEquals(1, b.clearedRuns());
  }

  @Test
  void faceDownTopCardsAreTurnedAtTheStartOnlyTheTopsNotWhatLiesBelow() {
    // Thesis 4.3: a hidden card with nothing above it is playable in the starting state.
    Board b = board("spider ranks=9 suits=1\npile [2S] [4S]\npile 5S\npile 9S\nstock 3S 4S 8S\n");
    assertEquals("[2S] 4S", pile(b, 1));
    illegal(b, m(1, 1, 3), "4S cannot go onto 9S (pile 3): the target card must be a 5");
    legal(b, m(1, 1, 2)); // the turned 4S onto 5S uncovers [2S]
    assertEquals("2S", pile(b, 1));
    assertEquals("5S 4S", pile(b, 2));
  }

  @Test
  void theGameKeepsItsFileFlagsOnlyPlayTurnsThem() {
    Game g = GameText.parse("spider ranks=9 suits=1\npile [2S] [4S]\npile 5S\n");
    assertTrue(g.hasFaceDownTop());
    assertTrue(g.card(0, 1).faceDown(), "the file's flag stays");
    Game turned = g.withTopsTurnedUp();
    assertFalse(turned.hasFaceDownTop());
    assertFalse(turned.card(0, 1).faceDown());
    assertTrue(turned.card(0, 0).faceDown(), "only tops are turned");
    assertSame(turned, turned.withTopsTurnedUp());
    assertEquals(turned.toBoard().describe(), g.toBoard().describe());
  }

  // ---- 2. deal -----------------------------------------------------------------------------

  @Test
  void dealPutsCardJOnPileJFaceUpInOrder() {
    Board b = board("spider ranks=9 suits=2\npile [7S] [9S]\npile 8S\nstock 1S 2H\nstock 3S 4H\n");
    assertEquals(2, b.dealsLeft());
    legal(b, Move.deal());
    assertEquals("[7S] 9S 1S", pile(b, 1));
    assertEquals("8S 2H", pile(b, 2));
    legal(b, Move.deal());
    assertEquals("[7S] 9S 1S 3S", pile(b, 1));
    assertEquals("8S 2H 4H", pile(b, 2));
    illegal(b, Move.deal(), "the stock is empty");
  }

  @Test
  void dealRefusedWhileAPileIsEmpty() {
    Board b = board("spider ranks=9 suits=1\npile 9S\npile\npile 7S\nstock 1S 2S 3S\n");
    illegal(b, Move.deal(), "pile 2 is empty (no deal onto an empty pile)");
  }

  @Test
  void dealWithEmptyStock() {
    Board b = board("spider ranks=9 suits=1\npile 9S\n");
    illegal(b, Move.deal(), "the stock is empty");
  }

  // ---- 3. clear ------------------------------------------------------------------------------

  @Test
  void clearRemovesExactlyTheTopCompleteRun() {
    Board b = board("spider ranks=3 suits=1\npile 3S 3S 2S 1S\npile 2S\n");
    legal(b, c(1));
    assertEquals("3S", pile(b, 1));
    assertEquals(1, b.clearedRuns());
    assertEquals(2, b.tableauCardCount());
    assertFalse(b.isWon());
  }

  @Test
  void clearOfAnIncompleteRunIsRefused() {
    Board b = board("spider ranks=4 suits=2\npile 3S 2S 1S\npile 4S 3S 2S 1H\npile 4S 3S 1S\n"
        + "pile 4S 3S 2S 1S 2S\npile\n");
    illegal(b, c(1), "pile 1 holds 3 cards, fewer than the 4 of a complete run");
    illegal(b, c(2), "the top 4 cards of pile 2 are not a complete run (1H lies on 2S)");
    illegal(b, c(3), "pile 3 holds 3 cards, fewer than the 4 of a complete run");
    illegal(b, c(4), "the top card of pile 4 is 2S, not an ace");
    illegal(b, c(5), "pile 5 is empty");
  }

  @Test
  void clearWithAFaceDownCardInsideIsRefused() {
    Board b = board("spider ranks=3 suits=1\npile 3S [2S] 1S\npile [3S] 2S 1S\n");
    illegal(b, c(1), "the top 3 cards of pile 1 are not a complete run (1S lies on [2S])");
    illegal(b, c(2), "the top 3 cards of pile 2 are not a complete run (2S lies on [3S])");
    Board top = board("spider ranks=1 suits=1\npile [1S]\n");
    legal(top, c(1)); // the face-down top is turned at the start
    assertTrue(top.isWon());
  }

  @Test
  void clearThatEmptiesEverythingWins() {
    Board b = board("spider ranks=2 suits=2\npile 2H 1H\npile 2S\nstock 1S 2H\n".replace(" 2H\n",
        " 1H\n"));
    // pile 1: 2H 1H, pile 2: 2S, stock: 1S 1H
    legal(b, c(1));
    assertFalse(b.isWon());
    illegal(b, Move.deal(), "pile 1 is empty (no deal onto an empty pile)");
    assertFalse(b.isWon(), "the stock is not empty");
    Board w = board("spider ranks=2 suits=1\npile 2S 1S\npile 2S\nstock 1S 1S\n");
    legal(w, c(1));
    legal(w, m(2, 1, 1));
    legal(w, m(1, 1, 2)); // shuttle: the 2S goes back, pile 1 empty again
    legal(w, m(2, 1, 1));
    assertEquals(1, w.nonEmptyPiles());
    Board win = board("spider ranks=2 suits=1\npile 2S\npile 2S\nstock 1S 1S\n");
    legal(win, Move.deal());
    legal(win, c(1));
    legal(win, c(2));
    assertTrue(win.isWon());
    assertEquals(List.of(), win.legalMoves());
  }

  // ---- several suits, suits beyond 4 ---------------------------------------------------------

  @Test
  void suitsBeyondFourAreWrittenRankColonSuit() {
    Board b = board("spider ranks=3 suits=6\npile 3:5 2:5 1:5\npile 3:6 2:5\npile 3D 2:6\n");
    assertEquals("3:5 2:5 1:5", pile(b, 1));
    illegal(b, m(2, 2, 3), "the top 2 cards of pile 2 are not a movable run (2:5 lies on 3:6)");
    illegal(b, m(3, 2, 1), "the top 2 cards of pile 3 are not a movable run (2:6 lies on 3D)");
    legal(b, c(1));
    legal(b, m(3, 1, 1));
    assertEquals("2:6", pile(b, 1));
    Board mixed = board("spider ranks=3 suits=6\npile 3:6 2:5 1:5\n");
    illegal(mixed, c(1), "the top 3 cards of pile 1 are not a complete run (2:5 lies on 3:6)");
  }

  @Test
  void wholeRunMovesToAnEmptyPileAndBack() {
    Board b = board("spider ranks=13 suits=1\npile 13S 12S 11S 10S 9S 8S 7S 6S 5S 4S 3S 2S 1S\n"
        + "pile\n");
    legal(b, m(1, 13, 2));
    assertEquals(0, b.pileSize(0));
    assertEquals(13, b.runLength(1));
    legal(b, c(2));
    assertTrue(b.isWon());
  }
}
