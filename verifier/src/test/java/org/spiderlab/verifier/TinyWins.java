package org.spiderlab.verifier;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;

/**
 * A bounded depth-first search for a winning move sequence of a tiny game, used only to obtain
 * WON certificates for the property tests. Incomplete on purpose (node budget); not the solver.
 */
final class TinyWins {
  private final int suits;
  private final Set<String> seen = new HashSet<>();
  private final List<Move> path = new ArrayList<>();
  private int budget;

  private TinyWins(int suits, int budget) {
    this.suits = suits;
    this.budget = budget;
  }

  /** A winning certificate, or null when none was found within {@code budget} positions. */
  static List<Move> find(Game game, int budget) {
    TinyWins t = new TinyWins(game.suits(), budget);
    return t.dfs(game.toBoard()) ? t.path : null;
  }

  private boolean dfs(Board b) {
    if (b.isWon()) {
      return true;
    }
    if (--budget < 0 || !seen.add(GameText.toText(b.snapshot(suits)) + b.dealsLeft())) {
      return false;
    }
    for (Move m : b.legalMoves()) {
      if (m instanceof Move.Transfer t && t.count() == b.pileSize(t.source())
          && b.pileSize(t.target()) == 0) {
        continue; // moving a whole pile onto an empty pile changes nothing that matters
      }
      Board next = b.copy();
      next.apply(m);
      path.add(m);
      if (dfs(next)) {
        return true;
      }
      path.remove(path.size() - 1);
    }
    return false;
  }
}
