package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.spiderlab.core.Board;
import org.spiderlab.core.Move;

/**
 * Reads the moves off a model of {@link PlanEncoding}: per step the one true action, turned into
 * a move of the certificate format by following the physical cards through the play (which pile
 * holds the picked card, how many cards lie on it, which pile the target place is). Each move is
 * applied to a {@link Board} of the game as it is decoded; a move the board refuses means the
 * model does not describe a play, an encoding bug, and is an {@link IllegalStateException}.
 */
final class PlanDecoder {
  private final PlanCards k;
  private final PlanEncoding e;
  private final IntPredicate model;
  private final List<List<Integer>> piles = new ArrayList<>();

  PlanDecoder(PlanCards k, PlanEncoding e, IntPredicate model) {
    this.k = k;
    this.e = e;
    this.model = model;
    int c = 0;
    for (int i = 0; i < k.p; i++) {
      List<Integer> pile = new ArrayList<>();
      for (int j = 0; j < k.game.pileSize(i); j++) {
        pile.add(c++);
      }
      piles.add(pile);
    }
  }

  private boolean holds(int lit) {
    if (lit == 1 || lit == -1) {
      return lit == 1;
    }
    return lit > 0 ? model.test(lit) : !model.test(-lit);
  }

  List<Move> moves(int upTo) {
    Board board = k.game.toBoard();
    List<Move> out = new ArrayList<>();
    int deals = 0;
    for (int t = 1; t <= upTo; t++) {
      PlanEncoding.Step s = e.step(t);
      if (holds(s.noop())) {
        if (!e.aimsAtTarget() && !board.isWon()) {
          throw new IllegalStateException("plan step " + t + ": no move in a position not won");
        }
        break;
      }
      Move m;
      if (s.deal() != -1 && holds(s.deal())) {
        m = Move.deal();
        for (int i = 0; i < k.p; i++) {
          piles.get(i).add(k.dealCards[deals][i]);
        }
        deals++;
      } else {
        int c = only(s.pick(), t, "picked card");
        if (c >= 0) {
          int y = only(s.put(), t, "target place");
          if (y < 0) {
            throw new IllegalStateException("plan step " + t + ": a pick without a target");
          }
          int from = pileOf(c, t);
          List<Integer> pile = piles.get(from);
          int at = pile.indexOf(c);
          int to = y >= k.n ? y - k.n : pileOf(y, t);
          m = Move.transfer(from, pile.size() - at, to);
          List<Integer> run = pile.subList(at, pile.size());
          piles.get(to).addAll(run);
          run.clear();
        } else {
          int king = only(s.clr(), t, "cleared king");
          if (king < 0) {
            throw new IllegalStateException("plan step " + t + ": no action");
          }
          int from = pileOf(king, t);
          m = Move.clear(from);
          List<Integer> pile = piles.get(from);
          pile.subList(pile.indexOf(king), pile.size()).clear();
        }
      }
      String why = board.tryApply(m);
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
    for (int i = 0; i < piles.size(); i++) {
      if (piles.get(i).contains(card)) {
        return i;
      }
    }
    throw new IllegalStateException("plan step " + t + ": card " + card + " is on no pile");
  }
}
