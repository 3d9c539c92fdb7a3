package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.List;

/**
 * The thesis 2.3.3 completion of a sorted game (thesis 2.3: empty stock, all cards face up, each
 * pile one suit and strictly decreasing, complete decks per suit): clear any complete run,
 * otherwise move a maximal top run onto a same-suit card one rank higher, to the end.
 *
 * <p>Sound without any theorem: the solver only ever returns a certificate that is replayed and
 * checked, and if the completion got stuck the search would simply go on; thesis 2.3.3 says it
 * does not get stuck. Its certificates need not be shortest, and it ends in a won position, so it
 * serves the goal {@link Goal#won()} only.
 */
final class SortedCompletion {

  private SortedCompletion() {}

  /**
   * Plays the completion on {@code s} (mutating it). Returns the moves if that wins, else
   * {@code null}.
   */
  static List<Long> play(Position s) {
    List<Long> out = new ArrayList<>();
    long guard = 4 * s.sh.totalCards + 16;
    int p = s.p;
    while (!s.won()) {
      if (guard-- < 0) {
        return null;
      }
      long m = -1;
      for (int j = 0; j < p && m == -1; j++) {
        if (s.canClear(j)) {
          m = PackedMove.clear(j);
        }
      }
      for (int src = 0; src < p && m == -1; src++) {
        int run = s.runLength(src);
        if (run == 0) {
          continue;
        }
        int low = s.card(src, s.size(src) - run);
        for (int dst = 0; dst < p; dst++) {
          if (dst != src && s.size(dst) > 0 && SolverCards.isRunStep(s.top(dst), low)) {
            m = PackedMove.transfer(src, run, dst);
            break;
          }
        }
      }
      if (m == -1) {
        return null;
      }
      s.apply(m);
      out.add(m);
    }
    return out;
  }
}
