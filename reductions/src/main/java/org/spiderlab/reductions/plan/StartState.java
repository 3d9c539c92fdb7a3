package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The state at time 0 of a {@link PlanEncoding}: the starting position as unit clauses, or in
 * arranged mode ({@link ArrangedFair}) as the arrangement variables choose it.
 */
final class StartState {
  private StartState() {}

  /** The starting position of {@code e}'s game as unit clauses. */
  static void initial(PlanEncoding e) {
    PlanCards k = e.cards();
    e.newState();
    for (int c = 0; c < k.n; c++) {
      for (int s = 0; s < k.domain[c].length; s++) {
        e.clause(k.domain[c][s] == k.startUnder[c] ? e.on(0)[c][s] : -e.on(0)[c][s]);
      }
      if (k.faceDown[c]) {
        e.clause(-e.up(0)[c]);
      }
    }
    startRest(e, null, null);
  }

  /** The places with a card on them at the start (a place's card is named by the template). */
  private static boolean[] covered(PlanCards k) {
    boolean[] covered = new boolean[k.places()];
    for (int c = 0; c < k.n; c++) {
      if (k.startUnder[c] >= 0) {
        covered[k.startUnder[c]] = true;
      }
    }
    return covered;
  }

  /**
   * The {@code clear}, {@code dealt} and (with pile tops) {@code top} variables of time 0. In
   * arranged mode ({@code index}: each hidden card's index, else null) a hidden card's {@code
   * clear} is the caller's, and a pile whose top place is hidden has the card placed there on top.
   */
  private static void startRest(PlanEncoding e, int[] index, int[][] place) {
    PlanCards k = e.cards();
    boolean[] covered = covered(k);
    for (int x = 0; x < k.places(); x++) {
      if (index != null && x < k.n && k.hidden[x]) {
        continue;
      }
      boolean inTableau = x >= k.n || k.deal[x] < 0;
      e.clause(inTableau && !covered[x] ? e.clear(0)[x] : -e.clear(0)[x]);
    }
    for (int d = 0; d < k.deals; d++) {
      e.clause(-e.dealt(0)[d]);
    }
    if (!e.stockMode()) {
      return;
    }
    for (int i = 0; i < k.p; i++) {
      int size = k.game.pileSize(i);
      int topPlace = size == 0 ? k.n : firstCardOf(k, i) + size - 1;
      boolean hiddenTop = index != null && topPlace < k.n && k.hidden[topPlace];
      for (int x = 0; x <= k.n; x++) {
        int lit = e.top(0)[i][x];
        if (hiddenTop && x < k.n && k.hidden[x]) {
          Definitions.iff(e, lit, place[index[topPlace]][index[x]]);
        } else if (hiddenTop) {
          e.clause(-lit);
        } else {
          e.clause(x == topPlace ? lit : -lit);
        }
      }
    }
  }

  /**
   * Arranged mode: the starting state as the arrangement chooses it. A shown card lies where the
   * template has it, or on the hidden card placed under it; a hidden card lies on what lies under
   * its place; a hidden card is face up and clear exactly when its place is a pile's top.
   */
  static void initialArranged(PlanEncoding e) {
    PlanCards k = e.cards();
    int m = 0;
    int[] index = new int[k.n];
    Arrays.fill(index, -1);
    for (int c = 0; c < k.n; c++) {
      if (k.hidden[c]) {
        index[c] = m++;
      }
    }
    int[] hiddenCards = new int[m];
    for (int c = 0; c < k.n; c++) {
      if (index[c] >= 0) {
        hiddenCards[index[c]] = c;
      }
    }
    int[][] place = new int[m][];
    for (int j = 0; j < m; j++) {
      place[j] = e.newVars(m);
    }
    e.arrangement(place, hiddenCards);
    e.newState();
    boolean[] covered = covered(k);
    for (int c = 0; c < k.n; c++) {
      for (int s = 0; s < k.domain[c].length; s++) {
        int q = k.domain[c][s];
        int lit = e.on(0)[c][s];
        if (!k.hidden[c]) {
          int su = k.startUnder[c];
          if (su >= 0 && su < k.n && k.hidden[su]) {
            if (q < k.n && k.hidden[q]) {
              Definitions.iff(e, lit, place[index[su]][index[q]]);
            } else {
              e.clause(-lit);
            }
          } else {
            e.clause(q == su ? lit : -lit);
          }
          continue;
        }
        List<Integer> terms = new ArrayList<>();
        for (int j = 0; j < m; j++) {
          int below = k.startUnder[hiddenCards[j]];
          if (below < k.n && k.hidden[below]) {
            if (q < k.n && k.hidden[q] && q != c) {
              terms.add(Definitions.and(e, place[j][index[c]], place[index[below]][index[q]]));
            }
          } else if (below == q) {
            terms.add(place[j][index[c]]);
          }
        }
        Definitions.iffAny(e, lit, terms);
      }
    }
    for (int c = 0; c < k.n; c++) {
      if (k.hidden[c]) {
        List<Integer> atTop = new ArrayList<>();
        for (int j = 0; j < m; j++) {
          if (!covered[hiddenCards[j]]) {
            atTop.add(place[j][index[c]]);
          }
        }
        Definitions.iffAny(e, e.up(0)[c], atTop);
        Definitions.iffAny(e, e.clear(0)[c], atTop);
      }
    }
    startRest(e, index, place);
  }

  private static int firstCardOf(PlanCards k, int pile) {
    int c = 0;
    for (int i = 0; i < pile; i++) {
      c += k.game.pileSize(i);
    }
    return c;
  }
}
