package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.PysolDeals;

/**
 * The staged best-first phase deals to no position that the dead-end test shows dead ({@link
 * BestFirstSearch}, "Dead deal candidates"). On PySolFC's four-suit game 3769, unwon by the phase
 * until it dropped them (docs/DEALS.md, "Dead deal candidates"), the positions after the first
 * deal are enumerated here on the board, apart from the phase: 1,334 of 1,446 are dead ends,
 * every one with fewer than 38 face-down cards among them. The same beam pass then starts its
 * second level at 38 face-down cards at best, and without the dead-end test (the unpruned pass)
 * at 32, from a dead end.
 */
class DeadDealCandidatesTest {

  private static final long GAME = 3769;

  /** The board's cards in order, pile by pile, and the deals done: a position's identity. */
  private static String key(Board b) {
    StringBuilder sb = new StringBuilder();
    for (int p = 0; p < b.pileCount(); p++) {
      for (int i = 0; i < b.pileSize(p); i++) {
        sb.append(b.codeAt(p, i)).append(',');
      }
      sb.append('|');
    }
    return sb.append(b.dealsDone()).toString();
  }

  private static int faceDown(Board b) {
    int n = 0;
    for (int p = 0; p < b.pileCount(); p++) {
      for (int i = 0; i < b.pileSize(p); i++) {
        n += CardCode.isDown(b.codeAt(p, i)) ? 1 : 0;
      }
    }
    return n;
  }

  /** Every position the first stage can deal to, by key: all moves but deals, breadth first. */
  private static Map<String, Board> firstDeals(Game g) {
    Map<String, Board> dealt = new HashMap<>();
    Set<String> seen = new HashSet<>();
    ArrayDeque<Board> queue = new ArrayDeque<>();
    Board start = g.toBoard();
    seen.add(key(start));
    queue.add(start);
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        if (m instanceof Move.Deal) {
          dealt.putIfAbsent(key(c), c);
        } else if (seen.add(key(c))) {
          queue.add(c);
        }
        assertTrue(seen.size() < 100_000, "the first stage of game 3769 is small");
      }
    }
    return dealt;
  }

  @Test
  void game3769sFirstDealsWithFewestFaceDownCardsAreDeadEnds() {
    Map<String, Board> dealt = firstDeals(PysolDeals.deal(4, GAME));
    int dead = 0;
    int fewestLive = Integer.MAX_VALUE;
    int fewest = Integer.MAX_VALUE;
    for (Board b : dealt.values()) {
      int down = faceDown(b);
      fewest = Math.min(fewest, down);
      if (Solver.isDeadEnd(b.snapshot(4))) {
        dead++;
      } else {
        fewestLive = Math.min(fewestLive, down);
      }
    }
    assertEquals(1446, dealt.size(), "positions after the first deal");
    assertEquals(1334, dead, "dead ends among them");
    assertEquals(32, fewest, "the fewest face-down cards after the first deal");
    assertEquals(38, fewestLive, "the fewest face-down cards of a live position");
  }

  /** The report of one beam pass on game 3769, with or without the dead-end test. */
  private static StagedPass beamPass(boolean deadEnds) {
    SolverOptions o = SolverOptions.builder().strategy(SearchStrategy.DFS).maxStates(5_000_000)
        .timeout(Duration.ofMinutes(5)).deadEnds(deadEnds).build();
    BestFirstSearch pass = new BestFirstSearch(new SearchRun(PysolDeals.deal(4, GAME), o, null,
        false, true), DealEvaluation.STANDARD, BestFirstSearch.FIRST_STAGE_BUDGET,
        BestFirstSearch.BEAM_CANDIDATES, BestFirstSearch.BEAM_PHASE_WIDTH, 1, 0);
    return pass.report(1, false, pass.search());
  }

  @Test
  void theBeamStartsItsSecondLevelOnlyFromLivePositions() {
    StagedPass pruned = beamPass(true);
    StagedPass unpruned = beamPass(false);
    assertEquals(32, unpruned.fewestFaceDown().get(1), "the unpruned pass deals to dead ends: "
        + unpruned);
    assertTrue(pruned.fewestFaceDown().get(1) >= 38, "only live positions: " + pruned);
    assertEquals(BestFirstSearch.BEAM_CANDIDATES, (int) pruned.stagesStarted().get(1),
        "the first stage still deals to its candidates: " + pruned);
  }
}
