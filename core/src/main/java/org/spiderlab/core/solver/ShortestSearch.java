package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Shortest mode ({@link SolverOptions#shortest()}): breadth-first search over canonical
 * positions, so the first position found that reaches the goal ends a certificate with the fewest
 * moves. The table stores each position's parent and move; each expanded position is rebuilt by
 * replaying its stored parent chain, so it suits small games. Only prunings that keep shortest
 * lengths apply (symmetry, the partial-order reduction, the dead-end test); the sorted-game
 * shortcut does not, since it may lengthen certificates.
 */
final class ShortestSearch {

  private final SearchRun run;

  ShortestSearch(SearchRun run) {
    this.run = run;
  }

  SolverResult run() {
    SearchRun r = run;
    SolverResult result = r.atRoot();
    if (result != null) {
      return result;
    }
    Position root = r.state.copy();
    if (r.store(r.state, -1, 0) == StateTable.FULL) {
      return r.unknown();
    }
    StateTable table = r.table;
    List<Long> chain = new ArrayList<>();
    for (long pos = table.first(); pos != -1; pos = table.next(pos)) {
      table.movesTo(pos, chain);
      Position s = root.copyAfter(chain);
      if (r.isDead(s)) {
        continue; // stored, never expanded: the goal is not reachable from it
      }
      int cnt = r.expand(s, false);
      long[] ms = Arrays.copyOf(r.generator.moves(), cnt);
      for (long m : ms) {
        if (r.clockOver()) {
          return r.unknown();
        }
        int u = s.apply(m);
        int outcome = r.successor(s, pos, m);
        if (outcome == SearchRun.REACHED) {
          return r.winnable(chain, m);
        }
        if (outcome == SearchRun.STOP) {
          return r.unknown();
        }
        s.undo(m, u);
      }
    }
    return r.unwinnable();
  }
}
