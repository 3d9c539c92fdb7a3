package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Rule;

/**
 * The solver's int form of the move rule ({@link SolverCards}) and the packed form of
 * {@link CardCode} against {@link Rule}, exhaustively over every pair of cards (both faces) for
 * ranks up to 7 and up to 4 suits, and every target rank.
 */
class SolverCardsTest {

  @Test
  void runStepsAgreeWithTheRule() {
    for (int n = 1; n <= 7; n++) {
      for (int suits = 1; suits <= 4; suits++) {
        SolverCards c = new SolverCards(n, suits, Rule.SPIDER);
        for (int lr = 1; lr <= n; lr++) {
          for (int ls = 1; ls <= suits; ls++) {
            for (int ur = 1; ur <= n; ur++) {
              for (int us = 1; us <= suits; us++) {
                for (int faces = 0; faces < 4; faces++) {
                  boolean ld = (faces & 1) != 0;
                  boolean ud = (faces & 2) != 0;
                  String where = "n=" + n + " lower " + lr + "/" + ls + (ld ? " down" : "")
                      + " upper " + ur + "/" + us + (ud ? " down" : "");
                  boolean rule = !ld && !ud && Rule.continuesRun(lr, ls, ur, us);
                  int lower = c.code(lr, ls, ld);
                  int upper = c.code(ur, us, ud);
                  assertEquals(rule, SolverCards.isRunStep(lower, upper), where);
                  assertEquals(!ld && Rule.continuesRun(lr, ls, ur, us),
                      SolverCards.isRunStep(lower, SolverCards.up(upper)), where + " turned");
                  if (!ud) { // CardCode's run step assumes a face-up upper card
                    assertEquals(rule, CardCode.isRunStep(CardCode.of(lr, ls, ld),
                        CardCode.of(ur, us, false)), where + " CardCode");
                  }
                  assertEquals(lr, c.rank(lower), where);
                  assertEquals(ls, c.suit(lower), where);
                  assertEquals(ld, SolverCards.down(lower), where);
                  assertEquals(c.code(lr, ls, true), SolverCards.faceDown(lower), where);
                }
              }
            }
          }
        }
      }
    }
  }

  @Test
  void targetsAgreeWithTheRule() {
    for (Rule rule : Rule.values()) {
      SolverCards c = new SolverCards(9, 2, rule);
      assertEquals(rule == Rule.SPIDER, c.spider());
      for (int moved = 1; moved <= 9; moved++) {
        for (int target = 0; target <= 10; target++) {
          assertEquals(rule.accepts(target, moved), c.accepts(target, moved),
              rule + " " + target + " <- " + moved);
          if (rule == Rule.SPIDER) {
            assertEquals(target == SolverCards.hostRank(moved), rule.accepts(target, moved));
          }
        }
        assertEquals(moved, SolverCards.guestRank(SolverCards.hostRank(moved)));
        assertEquals(Rule.continuesRun(SolverCards.hostRank(moved), 1, moved, 1), true);
      }
      assertEquals(false, rule.accepts(0, 1), "rank 0 (empty or face-down top) accepts nothing");
    }
  }
}
