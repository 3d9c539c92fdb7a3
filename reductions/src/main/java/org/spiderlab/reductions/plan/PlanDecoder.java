package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.spiderlab.core.Move;

/**
 * Reads the moves off a model of {@link PlanEncoding}: per step the one true action, turned into
 * a move of the certificate format by following the physical cards through the play ({@link
 * PhysicalPlay}: which pile holds the picked card, how many cards lie on it, which pile the target
 * place is). Each move is applied to the play's board as it is decoded; a move the board refuses
 * means the model does not describe a play, an encoding bug, and is an {@link
 * IllegalStateException}.
 */
final class PlanDecoder {
  private final PlanCards k;
  private final PlanEncoding e;
  private final IntPredicate model;
  private final PhysicalPlay play;

  PlanDecoder(PlanCards k, PlanEncoding e, IntPredicate model) {
    this.k = k;
    this.e = e;
    this.model = model;
    this.play = new PhysicalPlay(k);
  }

  private boolean holds(int lit) {
    if (lit == 1 || lit == -1) {
      return lit == 1;
    }
    return lit > 0 ? model.test(lit) : !model.test(-lit);
  }

  List<Move> moves(int upTo) {
    List<Move> out = new ArrayList<>();
    for (int t = 1; t <= upTo; t++) {
      PlanEncoding.Step s = e.step(t);
      if (holds(s.noop())) {
        if (!e.aimsAtTarget() && !play.board().isWon()) {
          throw new IllegalStateException("plan step " + t + ": no move in a position not won");
        }
        break;
      }
      Move m;
      if (s.deal() != -1 && holds(s.deal())) {
        m = Move.deal();
      } else {
        int c = only(s.pick(), t, "picked card");
        if (c >= 0) {
          int y = only(s.put(), t, "target place");
          if (y < 0) {
            throw new IllegalStateException("plan step " + t + ": a pick without a target");
          }
          m = Move.transfer(pileOf(c, t), play.heightFrom(c), y >= k.n ? y - k.n : pileOf(y, t));
        } else {
          int king = only(s.clr(), t, "cleared king");
          if (king < 0) {
            throw new IllegalStateException("plan step " + t + ": no action");
          }
          m = Move.clear(pileOf(king, t));
        }
      }
      String why = play.apply(m);
      if (why != null) {
        throw new IllegalStateException("plan step " + t + ": the decoded move " + m
            + " is illegal: " + why);
      }
      out.add(m);
    }
    return out;
  }

  private int only(int[] lits, int t, String what) {
    int found = -1;
    for (int i = 0; i < lits.length; i++) {
      if (holds(lits[i])) {
        if (found >= 0) {
          throw new IllegalStateException("plan step " + t + ": two of " + what);
        }
        found = i;
      }
    }
    return found;
  }

  private int pileOf(int card, int t) {
    int p = play.pileOf(card);
    if (p < 0) {
      throw new IllegalStateException("plan step " + t + ": card " + card + " is on no pile");
    }
    return p;
  }
}
