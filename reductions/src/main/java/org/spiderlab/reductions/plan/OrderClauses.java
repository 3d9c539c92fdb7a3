package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * Symmetry breaking for {@link PlanEncoding}: two consecutive steps that commute must come in a
 * canonical order (docs/PLANNING.md, "Canonical order"). A play whose moves are independent can
 * be played in any order; the encoding keeps one order, so that proving "no win within {@code L}"
 * no longer refutes every permutation of the same moves (the planning literature's
 * symmetry breaking of commuting actions; thesis 3.7 asks for smaller formulas and searches).
 *
 * <p><b>The orders.</b> Keys: a clear of king {@code k} has key {@code k - n}, a run move picking
 * card {@code c} has key {@code c} (so clears come before moves); deals and {@code noop} are never
 * reordered. Steps {@code t - 1} and {@code t} are forbidden when the key of {@code t} is smaller
 * and the pair <i>commutes</i>, witnessed as follows (with {@code u} the place that step {@code t
 * - 1} uncovered: the only place clear at {@code t - 1} and not at {@code t - 2} after a pick or a
 * clear):
 *
 * <ul>
 *   <li><b>move {@code c1 -> x1}, then move {@code c2 -> x2}, {@code c2 < c1}</b>: forbidden unless
 *       {@code u} is moved or covered at {@code t} ({@code A}), or {@code x2} was moved at {@code t
 *       - 1} ({@code C}). Otherwise the second move is legal first: {@code c2} is face up (only
 *       {@code u} turned), {@code x2 != u} was clear, and the cards from {@code c2} up to the
 *       first move's target or to the top form the same run at {@code t - 2} (the first move did
 *       not leave from that segment, since then {@code u} would be in it). After it, the first
 *       move's run is unchanged or a prefix of itself (when {@code c2} lay in it), because {@code
 *       x2} is not in it, and {@code x1 != x2} is still clear; when the first move had landed on
 *       the second one's run ({@code x1} in it), {@code x1} is still the top of that run, now
 *       elsewhere. Both orders put {@code c1} on {@code x1} and {@code c2} on {@code x2}, uncover
 *       the same places and turn the same cards: the same position, and each move wastes what it
 *       wasted before ({@link StepClauses}' budget sees the same cards under and below each
 *       picked card).
 *   <li><b>move {@code c -> x}, then clear of the run {@code R}</b>: forbidden unless {@code u} or
 *       {@code x} leaves with {@code R} ({@code U}, {@code V}). Otherwise the move neither built
 *       {@code R} (then {@code x} would be in it) nor uncovered its ace ({@code u} would be), and
 *       cannot have put a card on it (nothing lies on an ace): {@code R} was complete and on top
 *       before the move, and clearing it first leaves the move legal ({@code x} is not the card
 *       under the king, which was covered). If the move was {@code R}'s own king going to an empty
 *       pile, clearing first saves that move: a play one shorter, padded by the {@code noop} that
 *       a won (or target) position allows.
 *   <li><b>clear of {@code k1}, then clear of {@code k2 < k1}</b>: forbidden unless {@code u} (the
 *       card under {@code k1}) leaves with the second run ({@code U}): the runs are disjoint, so
 *       the second was complete and on top before.
 * </ul>
 *
 * <p><b>Why sound.</b> Each forbidden pair swaps into a pair of the same position at the same
 * length, with the smaller key first. A swap lowers the number of inversions of the keys along
 * the play by one, so repeated swaps end in a play that no clause forbids, of the same length, to
 * the same end: every win (or target) within {@code L} moves has a canonical twin, and the
 * formula stays satisfiable exactly when a win within {@code L} exists. The witnesses {@code
 * A, B, C, U, V} and the moved cards imply their facts and nothing forces them: on a real play
 * the solver can set each true exactly where its facts hold, so a dependent pair is never
 * forbidden, and an independent one has no witness to excuse it. The steps of a universal prefix
 * ({@link BoundedEasy}) are the adversary's and are never reordered: {@link
 * PlanEncoding#orderFrom} names the first step that may be. The order is off by default
 * ({@link PlanOptions#canonicalOrder}): measured on the positions of docs/PLANNING.md it wins
 * some and loses others, and solves fewer within 60 s.
 */
final class OrderClauses {
  private static final int FALSE = -1;

  private final PlanEncoding e;
  private final PlanCards k;
  private final int t;

  OrderClauses(PlanEncoding e, int t) {
    this.e = e;
    this.k = e.cards();
    this.t = t;
  }

  /**
   * The cards moved by step {@code t}: true only of the picked card and of cards lying on a moved
   * card at {@code t - 1} (implications towards these facts, so that on the real, acyclic layout
   * a true {@code moved(y)} names a card that really moves; the solver sets it where one does).
   */
  int[] moved(int[] pick) {
    int[] mov = e.newVars(k.n);
    int[][] on = e.on(t - 1);
    for (int y = 0; y < k.n; y++) {
      int[] why = new int[on[y].length + 2];
      why[0] = -mov[y];
      why[1] = pick[y];
      for (int s = 0; s < on[y].length; s++) {
        int z = k.domain[y][s];
        why[s + 2] = on[y][s];
        e.clause(-mov[y], -on[y][s], pick[y], z < k.n ? mov[z] : FALSE);
      }
      e.clause(why);
    }
    return mov;
  }

  /**
   * The clauses forbidding step {@code t - 1} followed by step {@code t} where they commute and
   * the key of {@code t} is smaller. Each witness is a new variable that implies its facts (so it
   * is false where they fail, and the clause then forbids the pair).
   */
  void order(PlanEncoding.Step prev, PlanEncoding.Step now, int[] gone, int anyClr) {
    int[] clearNow = e.clear(t - 1);
    int[] clearBefore = e.clear(t - 2);
    List<Integer> moveWitness = new ArrayList<>();
    List<Integer> clearWitness = new ArrayList<>();
    List<Integer> underWitness = new ArrayList<>();
    for (int x = 0; x < k.places(); x++) {
      boolean card = x < k.n;
      // A: x was uncovered by step t - 1, and step t moves it or puts onto it
      int a = e.newVar();
      e.clause(-a, clearNow[x]);
      e.clause(-a, -clearBefore[x]);
      e.clause(-a, now.put()[x], card ? now.moved()[x] : FALSE);
      moveWitness.add(a);
      if (!card) {
        continue;
      }
      // C: step t puts onto x, which step t - 1 moved
      moveWitness.add(and(now.put()[x], prev.moved()[x]));
      if (anyClr != FALSE && gone[x] != FALSE) {
        // U: x was uncovered by step t - 1 and leaves with the run cleared at t
        int u = e.newVar();
        e.clause(-u, clearNow[x]);
        e.clause(-u, -clearBefore[x]);
        e.clause(-u, gone[x]);
        underWitness.add(u);
        clearWitness.add(u);
        // V: step t - 1 put onto x, which leaves with the run cleared at t
        clearWitness.add(and(prev.put()[x], gone[x]));
      }
    }
    // greater[y] <-> some card after y in the order was picked at t - 1
    int[] greater = new int[k.n];
    for (int y = k.n - 1; y >= 0; y--) {
      if (y == k.n - 1) {
        greater[y] = FALSE;
        continue;
      }
      greater[y] = e.newVar();
      e.clause(-prev.pick()[y + 1], greater[y]);
      e.clause(-greater[y + 1], greater[y]);
      e.clause(-greater[y], prev.pick()[y + 1], greater[y + 1]);
    }
    int dependent = anyOf(moveWitness);
    for (int y = 0; y < k.n; y++) {
      e.clause(-now.pick()[y], -greater[y], dependent);
    }
    if (anyClr == FALSE) {
      return;
    }
    e.clause(-anyClr, -prev.anyPick(), anyOf(clearWitness));
    int under = anyOf(underWitness);
    for (int k1 = 0; k1 < k.n; k1++) {
      if (prev.clr()[k1] == FALSE) {
        continue;
      }
      for (int k2 = 0; k2 < k1; k2++) {
        e.clause(-prev.clr()[k1], -now.clr()[k2], under);
      }
    }
  }

  /** A new variable that implies {@code a} and {@code b}. */
  private int and(int a, int b) {
    int v = e.newVar();
    e.clause(-v, a);
    e.clause(-v, b);
    return v;
  }

  /** A new variable that implies one of {@code witnesses}. */
  private int anyOf(List<Integer> witnesses) {
    int v = e.newVar();
    int[] c = new int[witnesses.size() + 1];
    c[0] = -v;
    for (int i = 0; i < witnesses.size(); i++) {
      c[i + 1] = witnesses.get(i);
    }
    e.clause(c);
    return v;
  }
}
