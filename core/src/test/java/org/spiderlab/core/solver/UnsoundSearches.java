package org.spiderlab.core.solver;

import org.spiderlab.core.Game;

/**
 * The unsound searches that the tests exhibit counterexamples for, as move filters handed to the
 * solver's package-private hook ({@link Solver#solve(Game, SolverOptions, MoveFilter)}), and the
 * focused phase alone. None of them is offered by the library.
 */
final class UnsoundSearches {

  private UnsoundSearches() {}

  /** The focused phase without the complete phase: its UNWINNABLE proves nothing. */
  static SolverResult focusedPhaseOnly(Game g, SolverOptions o) {
    return FocusedSearch.firstPhase(g, o, null);
  }

  /** Eager clearing (thesis "Ablegen"): a clear that leaves a card or the stock empty is forced. */
  static SolverResult eagerClears(Game g, SolverOptions o) {
    return Solver.solve(g, o, UnsoundSearches::eagerClear);
  }

  /** Thesis 4.1.5 ("never split a run onto another suit") once the stock is empty. */
  static SolverResult noMultiSuitSplit(Game g, SolverOptions o) {
    return Solver.solve(g, o, (s, moves, cnt) ->
        s.dealsDone == s.dealTotal() ? noMultiSuitSplit(s, moves, cnt) : cnt);
  }

  /** Thesis 4.1.5 also while the stock is not empty. */
  static SolverResult noMultiSuitSplitWithStock(Game g, SolverOptions o) {
    return Solver.solve(g, o, UnsoundSearches::noMultiSuitSplit);
  }

  /**
   * Keeps only the first clear that leaves its pile non-empty or happens with an empty stock, when
   * there is one.
   */
  private static int eagerClear(Position s, long[] moves, int cnt) {
    for (int i = 0; i < cnt; i++) {
      long m = moves[i];
      if (PackedMove.kind(m) == PackedMove.CLEAR) {
        int j = PackedMove.src(m);
        if (s.size(j) > s.n || s.dealsDone == s.dealTotal()) {
          moves[0] = m;
          return 1;
        }
      }
    }
    return cnt;
  }

  /** Drops the moves of part of a run onto a card of another suit. */
  private static int noMultiSuitSplit(Position s, long[] moves, int cnt) {
    int w = 0;
    for (int i = 0; i < cnt; i++) {
      long m = moves[i];
      if (PackedMove.kind(m) == PackedMove.TRANSFER) {
        int src = PackedMove.src(m);
        int dst = PackedMove.dst(m);
        int h = PackedMove.count(m);
        if (s.size(dst) > 0 && h < s.runLength(src)
            && s.suit(s.top(dst)) != s.suit(s.card(src, s.size(src) - h))) {
          continue;
        }
      }
      moves[w++] = m;
    }
    return w;
  }
}
