package org.spiderlab.reductions.plan;

import java.util.ArrayList;
import java.util.List;

/**
 * The clauses of one step of {@link PlanEncoding}: the action variables, their preconditions on
 * the state at {@code t - 1}, and the state at {@code t} fixed by effect and explanatory frame
 * clauses. Literal {@code 1} is true, {@code -1} false.
 *
 * <p>Runs are defined downward from a card by rank: {@code run(c)} (stock: {@code inRun(i, c)},
 * the run also lies in pile {@code i}) holds only if {@code c} is face up and either clear (the
 * top of pile {@code i}) or under a card of its suit and one rank lower that is itself a run.
 * Only this direction is stated, which is all soundness needs: by induction on the rank a true
 * {@code run(c)} is a movable run from {@code c} to the top; the solver sets it where it wants to
 * pick. The same holds for {@code full(c)} (the run from {@code c} ends in an ace), which a clear
 * of the king {@code c} needs, and for {@code gone(c)} (the card leaves with the cleared run):
 * forward from the king along the run, backward only to a card that is itself gone.
 */
final class StepClauses {
  private static final int TRUE = 1;
  private static final int FALSE = -1;

  private final PlanEncoding e;
  private final PlanCards k;
  private final int t;
  private int[] pick;
  private int[] put;
  private int[] clr;
  private int[] gone;
  private int deal = FALSE;
  private int[] dealK;
  private int noop;
  private int anyPick;
  private int anyClr = FALSE;
  private int[] src;
  private int[] dst;

  StepClauses(PlanEncoding e, int t) {
    this.e = e;
    this.k = e.cards();
    this.t = t;
  }

  void emit() {
    e.newState();
    actions();
    moves();
    clears();
    deals();
    onTransitions();
    clearTransitions();
    upTransitions();
    if (e.stockMode()) {
      topTransitions();
    }
    OrderClauses order = new OrderClauses(e, t);
    int[] moved = e.tracksMoves(t) ? order.moved(pick) : null;
    PlanEncoding.Step step = new PlanEncoding.Step(pick, put, clr, deal, noop, anyPick, moved);
    if (e.orders(t)) {
      order.order(e.step(t - 1), step, gone, anyClr);
    }
    e.addStep(step);
    e.countWaste(waste());
  }

  /**
   * The waste of this step in unary, as bits forced true by the action: with {@code h} the bound
   * of {@link PlanCards#lowerBound} before and after, a step wastes {@code 1 - (h_before -
   * h_after) >= 0}. A pick wastes 1 if the card was not broken (it lay on a face-up partner) and 1
   * if it lands broken (not on a partner): 0, 1 or 2; a king's pick 1; a clear 0; a deal one per
   * card it lands broken; a {@code noop} 1. Over a win within {@code L} moves the wastes sum to
   * {@code L - h(0)}, so bounding their sum by that is sound; bits are only forced where the waste
   * is real, so the bound never cuts a real play.
   */
  private int[] waste() {
    int b1 = e.newVar();
    int b2 = e.newVar();
    int was = e.newVar();
    int lands = e.newVar();
    e.clause(-noop, b1);
    int[] upOld = e.up(t - 1);
    for (int c = 0; c < k.n; c++) {
      if (k.rank[c] == k.maxRank) {
        e.clause(-pick[c], b1);
        continue;
      }
      for (int x : k.runAbove[c]) {
        e.clause(-pick[c], -onOld(c, x), -upOld[x], was);
      }
      for (int y : k.domain[c]) {
        if (k.accepts(y, c) && !k.partner(c, y)) {
          e.clause(-pick[c], -put[y], lands);
        }
      }
    }
    e.clause(-was, b1);
    e.clause(-lands, b1);
    e.clause(-was, -lands, b2);
    int[] bits = new int[2 + k.p];
    bits[0] = b1;
    bits[1] = b2;
    for (int i = 0; i < k.p; i++) {
      bits[2 + i] = -1;
      if (k.deals == 0) {
        continue;
      }
      int bit = e.newVar();
      bits[2 + i] = bit;
      for (int d = 0; d < k.deals; d++) {
        int s = k.dealCards[d][i];
        if (k.rank[s] == k.maxRank) {
          continue;
        }
        for (int m = 0; m < k.domain[s].length; m++) {
          if (!k.partner(s, k.domain[s][m])) {
            e.clause(-dealK[d], -e.on(t)[s][m], bit);
          }
        }
      }
    }
    return bits;
  }

  private int[] onOld(int c) {
    return e.on(t - 1)[c];
  }

  private int onOld(int c, int place) {
    int s = k.slot(c, place);
    return s < 0 ? FALSE : e.on(t - 1)[c][s];
  }

  private int topOld(int pile, int place) {
    return topAt(t - 1, pile, place);
  }

  private int topAt(int time, int pile, int place) {
    if (place >= k.n) {
      return place == k.base(pile) ? e.top(time)[pile][k.n] : FALSE;
    }
    return e.top(time)[pile][place];
  }

  private void actions() {
    pick = e.newVars(k.n);
    put = e.newVars(k.places());
    clr = new int[k.n];
    boolean anyKing = false;
    for (int c = 0; c < k.n; c++) {
      clr[c] = k.rank[c] == k.maxRank ? e.newVar() : FALSE;
      anyKing |= clr[c] != FALSE;
    }
    noop = e.newVar();
    anyPick = e.newVar();
    orOf(anyPick, pick);
    if (e.variant().movePairs()) {
      movePairs();
    } else {
      Cardinality.atMostOne(e, pick);
      int anyPut = e.newVar();
      orOf(anyPut, put);
      Cardinality.atMostOne(e, put);
      e.clause(-anyPut, anyPick);
      e.clause(-anyPick, anyPut);
    }
    if (anyKing) {
      anyClr = e.newVar();
      orOf(anyClr, clr);
      Cardinality.atMostOne(e, clr);
    }
    if (k.deals > 0) {
      deal = e.newVar();
    }
    int[] kinds = {anyPick, anyClr, deal, noop};
    e.clause(kinds);
    for (int a = 0; a < kinds.length; a++) {
      for (int b = a + 1; b < kinds.length; b++) {
        e.clause(-kinds[a], -kinds[b]);
      }
    }
    e.clause(-noop, e.goal(t - 1));
    gone = new int[k.n];
    for (int c = 0; c < k.n; c++) {
      gone[c] = k.rank[c] == k.maxRank ? clr[c] : anyKing && k.runAbove[c].length > 0
          ? e.newVar() : FALSE;
    }
    for (int c = 0; c < k.n; c++) {
      if (gone[c] == FALSE || k.rank[c] == k.maxRank) {
        continue;
      }
      int[] why = new int[k.runAbove[c].length + 1];
      why[0] = -gone[c];
      int m = 1;
      for (int x : k.runAbove[c]) {
        int o = onOld(c, x);
        e.clause(-o, -gone[x], gone[c]);
        e.clause(-gone[c], -o, gone[x]);
        why[m++] = o;
      }
      e.clause(why);
    }
    if (e.stockMode()) {
      src = e.newVars(k.p);
      dst = e.newVars(k.p);
      Cardinality.atMostOne(e, src);
      Cardinality.atMostOne(e, dst);
      int[] a = new int[k.p + 1];
      int[] b = new int[k.p + 1];
      a[0] = -anyPick;
      b[0] = -anyClr;
      for (int i = 0; i < k.p; i++) {
        a[i + 1] = src[i];
        b[i + 1] = src[i];
        e.clause(-src[i], anyPick, anyClr);
        e.clause(-dst[i], anyPick);
      }
      e.clause(a);
      e.clause(b);
    }
  }

  /**
   * {@link EncodingVariant#movePairs}: one variable per move {@code (c, x)} ({@code c} may be put
   * onto {@code x}: {@link PlanCards#movers}), at most one of them, {@code pick(c)} the
   * disjunction of {@code c}'s pairs and {@code put(x)} that of {@code x}'s. So exactly one pick
   * and one put hold when a move does, as in the default, and the rest of the step is shared.
   */
  private void movePairs() {
    List<List<Integer>> byCard = new ArrayList<>();
    for (int c = 0; c < k.n; c++) {
      byCard.add(new ArrayList<>());
    }
    List<Integer> all = new ArrayList<>();
    for (int x = 0; x < k.places(); x++) {
      int[] pairs = new int[k.movers[x].length];
      for (int m = 0; m < pairs.length; m++) {
        int c = k.movers[x][m];
        int v = e.newVar();
        pairs[m] = v;
        e.clause(-v, pick[c]);
        e.clause(-v, put[x]);
        byCard.get(c).add(v);
        all.add(v);
      }
      orOf(put[x], pairs);
    }
    for (int c = 0; c < k.n; c++) {
      orOf(pick[c], byCard.get(c).stream().mapToInt(Integer::intValue).toArray());
    }
    Cardinality.atMostOne(e, all.stream().mapToInt(Integer::intValue).toArray());
  }

  /** {@code v <-> OR lits}. */
  private void orOf(int v, int[] lits) {
    int[] c = new int[lits.length + 1];
    c[0] = -v;
    System.arraycopy(lits, 0, c, 1, lits.length);
    e.clause(c);
    for (int l : lits) {
      e.clause(-l, v);
    }
  }

  /** Preconditions of a run move: the run, the target. */
  private void moves() {
    if (e.stockMode()) {
      for (int i = 0; i < k.p; i++) {
        int[] in = runs(i);
        for (int c = 0; c < k.n; c++) {
          e.clause(-pick[c], -src[i], in[c]);
          if (clr[c] != FALSE) {
            e.clause(-clr[c], -src[i], in[c]);
          }
        }
      }
    } else {
      int[] run = runs(-1);
      for (int c = 0; c < k.n; c++) {
        e.clause(-pick[c], run[c]);
      }
    }
    int[] clearOld = e.clear(t - 1);
    for (int x = 0; x < k.places(); x++) {
      e.clause(-put[x], clearOld[x]);
      if (x < k.n) {
        int[] who = new int[k.movers[x].length + 1];
        who[0] = -put[x];
        System.arraycopy(k.movers[x], 0, who, 1, k.movers[x].length);
        for (int m = 1; m < who.length; m++) {
          who[m] = pick[who[m]];
        }
        e.clause(who);
      }
    }
  }

  /** The run variables of pile {@code pile} at {@code t - 1}, or of any pile if {@code -1}. */
  private int[] runs(int pile) {
    int[] run = e.newVars(k.n);
    int[] clearOld = e.clear(t - 1);
    int[] upOld = e.up(t - 1);
    for (int c = 0; c < k.n; c++) {
      e.clause(-run[c], upOld[c]);
      int[] why = new int[k.runBelow[c].length + 2];
      why[0] = -run[c];
      why[1] = pile < 0 ? clearOld[c] : topOld(pile, c);
      int m = 2;
      for (int d : k.runBelow[c]) {
        int o = onOld(d, c);
        why[m++] = o;
        e.clause(-run[c], -o, run[d]);
      }
      e.clause(why);
    }
    return run;
  }

  /** Preconditions of a clear: the run from the king ends in an ace. */
  private void clears() {
    if (anyClr == FALSE) {
      return;
    }
    int[] full = e.newVars(k.n);
    int[] clearOld = e.clear(t - 1);
    int[] upOld = e.up(t - 1);
    for (int c = 0; c < k.n; c++) {
      e.clause(-full[c], upOld[c]);
      if (k.rank[c] == 1) {
        e.clause(-full[c], clearOld[c]);
      } else {
        int[] why = new int[k.runBelow[c].length + 1];
        why[0] = -full[c];
        int m = 1;
        for (int d : k.runBelow[c]) {
          int o = onOld(d, c);
          why[m++] = o;
          e.clause(-full[c], -o, full[d]);
        }
        e.clause(why);
      }
      if (clr[c] != FALSE) {
        e.clause(-clr[c], full[c]);
      }
    }
  }

  /** Preconditions of the deal, and which deal it is. */
  private void deals() {
    dealK = new int[k.deals];
    if (k.deals == 0) {
      return;
    }
    int[] dOld = e.dealt(t - 1);
    int[] dNew = e.dealt(t);
    e.clause(-deal, -dOld[k.deals - 1]);
    for (int i = 0; i < k.p; i++) {
      e.clause(-deal, -e.clear(t - 1)[k.base(i)]);
    }
    for (int d = 0; d < k.deals; d++) {
      int prev = d == 0 ? TRUE : dOld[d - 1];
      int v = e.newVar();
      dealK[d] = v;
      e.clause(-v, deal);
      e.clause(-v, prev);
      e.clause(-v, -dOld[d]);
      e.clause(-deal, -prev, dOld[d], v);
      e.clause(-dOld[d], dNew[d]);
      e.clause(-v, dNew[d]);
      e.clause(-dNew[d], dOld[d], v);
    }
  }

  private void onTransitions() {
    for (int c = 0; c < k.n; c++) {
      int[] o = onOld(c);
      int[] nw = e.on(t)[c];
      int dc = k.deal[c];
      int dealt = dc >= 0 ? dealK[dc] : FALSE;
      for (int s = 0; s < o.length; s++) {
        int x = k.domain[c][s];
        boolean accepts = k.accepts(x, c);
        if (accepts) {
          e.clause(-pick[c], -put[x], nw[s]);
          e.clause(-nw[s], -pick[c], put[x]);
        } else {
          e.clause(-nw[s], -pick[c]);
        }
        if (e.variant().classicalFrames()) {
          classicalFrames(c, o[s], nw[s], dealt);
        } else {
          e.clause(-o[s], pick[c], gone[c], nw[s]);
          e.clause(-nw[s], o[s], pick[c], dealt);
        }
        e.clause(-nw[s], -gone[c]);
        if (dc >= 0) {
          int tp = topOld(k.dealPile[c], x);
          e.clause(-dealt, -tp, nw[s]);
          e.clause(-nw[s], -dealt, tp);
        }
      }
    }
  }

  /**
   * {@link EncodingVariant#classicalFrames}: card {@code c} keeps the place whose variables are
   * {@code o} (time {@code t - 1}) and {@code nw} (time {@code t}) under every action that does
   * not move it: another card's pick, a clear whose run it is not in, the deal (which may only put
   * a stock card down), {@code noop}. Exactly one of these actions or {@code c}'s own pick holds
   * in every step (the action clauses), and {@code c}'s own pick is fixed by the effect clauses,
   * so with these clauses the place at {@code t} is as determined as with the explanatory ones.
   */
  private void classicalFrames(int c, int o, int nw, int dealt) {
    for (int d = 0; d < k.n; d++) {
      if (d != c) {
        e.clause(-pick[d], -o, nw);
        e.clause(-pick[d], o, -nw);
      }
      if (clr[d] != FALSE) {
        if (d != c) {
          e.clause(-clr[d], gone[c], -o, nw);
        }
        e.clause(-clr[d], o, -nw);
      }
    }
    e.clause(-deal, -o, nw);
    e.clause(-deal, o, dealt, -nw);
    e.clause(-noop, -o, nw);
    e.clause(-noop, o, -nw);
  }

  private void clearTransitions() {
    int[] co = e.clear(t - 1);
    int[] cn = e.clear(t);
    for (int x = 0; x < k.places(); x++) {
      int dx = x < k.n ? k.deal[x] : -1;
      int dealtNow = dx >= 0 ? dealK[dx] : FALSE;
      int goneX = x < k.n ? gone[x] : FALSE;
      e.clause(-put[x], -cn[x]);
      e.clause(-goneX, -cn[x]);
      if (dx >= 0) {
        e.clause(-dealtNow, cn[x]);
        e.clause(-deal, dealtNow, -cn[x]);
      } else {
        e.clause(-deal, -cn[x]);
      }
      e.clause(-co[x], put[x], deal, goneX, cn[x]);
      int[] onto = k.onto[x];
      int[] why = new int[onto.length + 3];
      why[0] = -cn[x];
      why[1] = co[x];
      why[2] = dealtNow;
      for (int m = 0; m < onto.length; m++) {
        int c = onto[m];
        int o = onOld(c, x);
        why[m + 3] = o;
        e.clause(-pick[c], -o, cn[x]);
        e.clause(-clr[c], -o, cn[x]);
        e.clause(-cn[x], -o, pick[c], clr[c]);
      }
      e.clause(why);
    }
  }

  private void upTransitions() {
    int[] uo = e.up(t - 1);
    int[] un = e.up(t);
    int[] cn = e.clear(t);
    for (int c = 0; c < k.n; c++) {
      if (k.faceDown[c]) {
        e.clause(-uo[c], un[c]);
        e.clause(-cn[c], un[c]);
        e.clause(-un[c], uo[c], cn[c]);
      }
    }
  }

  /** With a stock: which pile each top belongs to. */
  private void topTransitions() {
    int[] co = e.clear(t - 1);
    int[] cn = e.clear(t);
    int[] moved = e.newVars(k.n);
    for (int i = 0; i < k.p; i++) {
      for (int x = 0; x < k.n; x++) {
        int to = topOld(i, x);
        e.clause(-put[x], -to, dst[i]);
        e.clause(-dst[i], -to, put[x]);
        e.clause(-src[i], -to, -anyPick, moved[x]);
        e.clause(-dst[i], -moved[x], topAt(t, i, x));
      }
      int b = k.base(i);
      e.clause(-put[b], -topOld(i, b), dst[i]);
      e.clause(-dst[i], -topOld(i, b), put[b]);
      int[] newTops = new int[k.n + 1];
      for (int x = 0; x <= k.n; x++) {
        int place = x == k.n ? b : x;
        int tn = topAt(t, i, place);
        newTops[x] = tn;
        e.clause(-src[i], -cn[place], co[place], tn);
        e.clause(-topOld(i, place), src[i], dst[i], deal, tn);
        e.clause(-tn, cn[place]);
      }
      for (int d = 0; d < k.deals; d++) {
        e.clause(-dealK[d], topAt(t, i, k.dealCards[d][i]));
      }
      Cardinality.atMostOne(e, newTops);
      e.clause(-cn[b], topAt(t, i, b));
    }
    for (int x = 0; x < k.n; x++) {
      int[] some = new int[k.p + 1];
      some[0] = -cn[x];
      for (int i = 0; i < k.p; i++) {
        some[i + 1] = topAt(t, i, x);
      }
      e.clause(some);
    }
  }
}
