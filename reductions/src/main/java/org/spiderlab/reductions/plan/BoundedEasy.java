package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Result;

/**
 * Bounded k-EASY as a forall-exists formula (k-EASY of thesis 4.4 asked of the SAT planner of
 * thesis chapter 3): "after every sequence of {@code k} first moves a win within {@code L} moves
 * remains". The sequences are those of {@code core.decide.EasyDecider}: the legal sequences of
 * exactly {@code k} moves, and the shorter ones after which no move is legal (stuck, or won). TRUE
 * proves the game k-EASY; FALSE says some such sequence leaves no win within {@code L} moves.
 *
 * <p><b>The formula.</b> The planner's formula ({@link PlanEncoding}) over {@code k + L} steps,
 * whose action variables of steps {@code 1..k} are universal: the adversary picks any assignment
 * of them. The clauses of step {@code s <= k} carry an excuse literal {@code E_s}, those of the
 * later steps and the goal {@code E_k}; {@code E_s} implies {@code A_1 or ... or A_s}, and {@code
 * A_t} ("the adversary's choice at step {@code t} is no legal move") needs a witness that uses
 * only the adversary's variables of step {@code t} and the state at {@code t - 1}:
 * <ul>
 *   <li>not one action: no action, two cards picked or two places put, a pick without a put or a
 *       put without a pick, two kinds of action at once;
 *   <li>an illegal action: the picked card face down or not the lowest card of a movable run to
 *       the top, the place put onto not clear or not accepting the picked card, a clear whose run
 *       does not reach an ace, a deal with no deal left or an empty pile, a {@code noop} (the end
 *       of a shorter sequence) while the position is not won and some move is legal.
 * </ul>
 * "Not movable" and "not complete" are defined by rank with implications towards the facts only
 * ({@code nm(c) -> not up(c) or (not clear(c) and, for each card d of the suit one rank lower, not
 * on(d, c) or nm(d))}), and "some move is legal" by implications towards a legal move, so by
 * induction on the rank each witness is true only of a real position. <b>Soundness</b>: take the
 * first step {@code t} with {@code A_t} true. The clauses of the steps before carry {@code E_s}
 * with {@code s < t}, which imply some {@code A} before {@code t}, so they are all in force, the
 * state at {@code t - 1} is the real one after the adversary's legal moves, and {@code A_t}'s
 * witness is a real illegality: the excuse only ever drops an assignment that is no legal
 * sequence. Without excuse every clause holds: the adversary's moves are legal, a {@code noop}
 * only in a won position, and the goal at {@code k + L} asks for a win within {@code L} moves
 * after them; a stuck position that is not won has no legal move, so its {@code noop} has no
 * excuse and the formula is FALSE there, as k-EASY wants. The move budget is left out.
 */
public final class BoundedEasy {

  /** The most steps the adversary may take here ({@code k}). */
  public static final int MAX_K = 8;

  private static final int EXCUSE = Integer.MIN_VALUE + 1; // placeholder: -(EXCUSE + s) is E_s

  private BoundedEasy() {}

  /** What the bounded question answered. */
  public enum Status {
    /** After every sequence of {@code k} first moves a win within the horizon remains. */
    EVERY_SEQUENCE_WITHIN,
    /** Some sequence of {@code k} first moves leaves no win within the horizon. */
    SOME_SEQUENCE_NOT_WITHIN,
    /** The decider gave no answer (time limit). */
    UNKNOWN
  }

  /** The answer and the decider's run. */
  public record Result(Status status, int k, int horizon, Pi2Result run) {
    /** Checks the fields. */
    public Result {
      checkNotNull(status, "status");
      checkNotNull(run, "run");
    }
  }

  /**
   * The formula "after every sequence of {@code k} first moves of {@code game} a win within {@code
   * horizon} moves remains".
   *
   * @throws IllegalArgumentException for {@code k} outside {@code 0..MAX_K}, a horizon outside
   *     {@code 0..MAX_HORIZON - k} or more than {@link PlanEncoding#MAX_CARDS} cards
   */
  public static ForallExists formula(Game game, int k, int horizon) {
    checkNotNull(game, "game");
    checkArgument(k >= 0 && k <= MAX_K, "k must be 0..%s, got %s", MAX_K, k);
    checkArgument(horizon >= 0 && k + horizon <= PlanEncoding.MAX_HORIZON,
        "the horizon must be 0..%s, got %s", PlanEncoding.MAX_HORIZON - k, horizon);
    List<int[]> clauses = new ArrayList<>();
    int[] step = {0};
    PlanEncoding.ClauseSink sink = c -> {
      if (step[0] == 0 || k == 0) {
        clauses.add(c);
        return;
      }
      int[] d = Arrays.copyOf(c, c.length + 1);
      d[c.length] = EXCUSE + Math.min(step[0], k);
      clauses.add(d);
    };
    PlanEncoding e = PlanEncoding.start(game, k + horizon, sink);
    e.orderFrom(k + 1); // with the order on, the adversary's k steps keep theirs
    for (int s = 1; s <= k + horizon; s++) {
      step[0] = s;
      e.extend(sink);
    }
    step[0] = k; // the goal carries E_k (none for k = 0)
    sink.add(new int[] {e.goal(k + horizon)});
    Witnesses w = new Witnesses(e, e.variables());
    int[] excuse = new int[k + 1];
    int[] illegal = new int[k + 1];
    for (int s = 1; s <= k; s++) {
      illegal[s] = w.var();
      excuse[s] = w.var();
      int[] any = new int[s + 1];
      any[0] = -excuse[s];
      for (int t = 1; t <= s; t++) {
        any[t] = illegal[t];
      }
      w.out.add(any);
      w.step(s, illegal[s]);
    }
    // universal variables: the actions of steps 1..k, numbered 1..u in this order
    List<Integer> universal = new ArrayList<>();
    for (int s = 1; s <= k; s++) {
      PlanEncoding.Step st = e.step(s);
      for (int v : st.pick()) {
        universal.add(v);
      }
      for (int v : st.put()) {
        universal.add(v);
      }
      for (int v : st.clr()) {
        if (v > 1) {
          universal.add(v);
        }
      }
      if (st.deal() > 1) {
        universal.add(st.deal());
      }
      universal.add(st.noop());
    }
    int total = w.next - 1;
    int[] id = new int[total + 1];
    int u = 0;
    for (int v : universal) {
      id[v] = ++u;
    }
    int next = u + 1;
    for (int v = 1; v <= total; v++) {
      if (id[v] == 0) {
        id[v] = next++;
      }
    }
    List<int[]> out = new ArrayList<>(clauses.size() + w.out.size());
    for (List<int[]> part : List.of(clauses, w.out)) {
      for (int[] c : part) {
        int[] r = new int[c.length];
        for (int i = 0; i < c.length; i++) {
          int l = c[i];
          if (l <= EXCUSE + MAX_K && l >= EXCUSE) {
            r[i] = id[excuse[l - EXCUSE]];
          } else {
            r[i] = Integer.signum(l) * id[Math.abs(l)];
          }
        }
        out.add(r);
      }
    }
    return new ForallExists(u, Cnf.of(next - 1, out));
  }

  /** Decides the bounded question with {@code decider}. */
  public static Result decide(Game game, int k, int horizon, Pi2Decider decider) {
    checkNotNull(decider, "decider");
    Pi2Result run = decider.solve(formula(game, k, horizon));
    Status s = run.answer() instanceof Pi2Answer.True ? Status.EVERY_SEQUENCE_WITHIN
        : run.answer() instanceof Pi2Answer.False ? Status.SOME_SEQUENCE_NOT_WITHIN
        : Status.UNKNOWN;
    return new Result(s, k, horizon, run);
  }

  /** The witness clauses (no excuse literal), over variables after the planner's. */
  private static final class Witnesses {
    final PlanEncoding e;
    final PlanCards k;
    final List<int[]> out = new ArrayList<>();
    int next;
    private List<Integer> reasons;

    Witnesses(PlanEncoding e, int planVars) {
      this.e = e;
      this.k = e.cards();
      this.next = planVars + 1;
    }

    int var() {
      return next++;
    }

    /**
     * A witness {@code w -> l} for each literal (a literal {@code 1} needs nothing, one {@code
     * -1} makes the witness impossible and none is made), added to the reasons of the step.
     */
    void witness(int... lits) {
      for (int l : lits) {
        if (l == -1) {
          return;
        }
      }
      int w = var();
      for (int l : lits) {
        if (l != 1) {
          out.add(new int[] {-w, l});
        }
      }
      reasons.add(w);
    }

    /** {@code illegal -> OR reasons} for the adversary's step {@code s}. */
    void step(int s, int illegal) {
      reasons = new ArrayList<>();
      PlanEncoding.Step a = e.step(s);
      int[] pick = a.pick();
      int[] put = a.put();
      int[] clr = a.clr();
      int deal = a.deal();
      int noop = a.noop();
      int[] clearOld = e.clear(s - 1);
      int[] upOld = e.up(s - 1);
      // not one action
      List<Integer> none = new ArrayList<>();
      for (int v : pick) {
        none.add(-v);
      }
      for (int v : clr) {
        none.add(-v);
      }
      none.add(-deal);
      none.add(-noop);
      witness(none.stream().mapToInt(Integer::intValue).toArray());
      pairs(pick);
      pairs(put);
      pairs(clr);
      for (int c = 0; c < k.n; c++) {
        int[] noPut = new int[put.length + 1];
        noPut[0] = pick[c];
        for (int x = 0; x < put.length; x++) {
          noPut[x + 1] = -put[x];
        }
        witness(noPut);
      }
      for (int x = 0; x < put.length; x++) {
        int[] noPick = new int[pick.length + 1];
        noPick[0] = put[x];
        for (int c = 0; c < k.n; c++) {
          noPick[c + 1] = -pick[c];
        }
        witness(noPick);
      }
      int[] others = new int[clr.length + 2];
      System.arraycopy(clr, 0, others, 0, clr.length);
      others[clr.length] = deal;
      others[clr.length + 1] = noop;
      for (int c = 0; c < k.n; c++) {
        for (int o : others) {
          witness(pick[c], o);
        }
      }
      for (int c = 0; c < k.n; c++) {
        witness(clr[c], deal);
        witness(clr[c], noop);
      }
      witness(deal, noop);
      // illegal actions
      int[] nm = notRun(s, false);
      int[] nf = notRun(s, true);
      for (int c = 0; c < k.n; c++) {
        witness(pick[c], -upOld[c]);
        witness(pick[c], nm[c]);
        witness(clr[c], nf[c]);
        for (int x = 0; x < k.n; x++) {
          if (!k.accepts(x, c)) {
            witness(pick[c], put[x]);
          }
        }
      }
      for (int x = 0; x < put.length; x++) {
        witness(put[x], -clearOld[x]);
      }
      if (k.deals > 0) {
        witness(deal, e.dealt(s - 1)[k.deals - 1]);
        for (int i = 0; i < k.p; i++) {
          witness(deal, clearOld[k.base(i)]);
        }
      }
      witness(noop, -e.goal(s - 1), someMove(s));
      int[] c = new int[reasons.size() + 1];
      c[0] = -illegal;
      for (int i = 0; i < reasons.size(); i++) {
        c[i + 1] = reasons.get(i);
      }
      out.add(c);
    }

    private void pairs(int[] vars) {
      for (int a = 0; a < vars.length; a++) {
        for (int b = a + 1; b < vars.length; b++) {
          witness(vars[a], vars[b]);
        }
      }
    }

    /**
     * Per card, a variable true only if the card is not the lowest card of a movable run to the
     * top at {@code s - 1} ({@code full}: of a run to the top that ends in an ace).
     */
    private int[] notRun(int s, boolean full) {
      int[] clearOld = e.clear(s - 1);
      int[] upOld = e.up(s - 1);
      int[] no = new int[k.n];
      for (int c = 0; c < k.n; c++) {
        no[c] = var();
      }
      for (int c = 0; c < k.n; c++) {
        int q = var();
        out.add(new int[] {-no[c], -upOld[c], q}); // face down, or q
        if (!full || k.rank[c] == 1) {
          out.add(new int[] {-q, -clearOld[c]}); // a run to the top; an ace ends it only there
        }
        if (!full || k.rank[c] > 1) {
          for (int d : k.runBelow[c]) {
            out.add(new int[] {-q, -on(s - 1, d, c), no[d]});
          }
        }
      }
      return no;
    }

    /** A variable true only if some move is legal at {@code s - 1}. */
    private int someMove(int s) {
      int[] clearOld = e.clear(s - 1);
      int[] upOld = e.up(s - 1);
      int[] run = new int[k.n];
      int[] full = new int[k.n];
      for (int c = 0; c < k.n; c++) {
        run[c] = var();
        full[c] = var();
      }
      for (int c = 0; c < k.n; c++) {
        out.add(new int[] {-run[c], upOld[c]});
        out.add(new int[] {-full[c], upOld[c]});
        int[] why = new int[k.runBelow[c].length + 2];
        int[] fwhy = new int[k.runBelow[c].length + 2];
        why[0] = -run[c];
        why[1] = clearOld[c];
        fwhy[0] = -full[c];
        fwhy[1] = k.rank[c] == 1 ? clearOld[c] : -1;
        int m = 2;
        for (int d : k.runBelow[c]) {
          int o = on(s - 1, d, c);
          out.add(new int[] {-run[c], -o, run[d]});
          out.add(new int[] {-full[c], -o, full[d]});
          why[m] = o;
          fwhy[m] = k.rank[c] == 1 ? -1 : o;
          m++;
        }
        out.add(why);
        out.add(fwhy);
      }
      List<Integer> moves = new ArrayList<>();
      for (int x = 0; x < k.places(); x++) {
        for (int c = 0; c < k.n; c++) {
          if (x == c || !k.accepts(x, c)) {
            continue;
          }
          int mv = var();
          out.add(new int[] {-mv, run[c]});
          out.add(new int[] {-mv, clearOld[x]});
          moves.add(mv);
        }
      }
      for (int c = 0; c < k.n; c++) {
        if (k.rank[c] == k.maxRank) {
          moves.add(full[c]);
        }
      }
      if (k.deals > 0) {
        int d = var();
        out.add(new int[] {-d, -e.dealt(s - 1)[k.deals - 1]});
        for (int i = 0; i < k.p; i++) {
          out.add(new int[] {-d, -clearOld[k.base(i)]});
        }
        moves.add(d);
      }
      int any = var();
      int[] c = new int[moves.size() + 1];
      c[0] = -any;
      for (int i = 0; i < moves.size(); i++) {
        c[i + 1] = moves.get(i);
      }
      out.add(c);
      return any;
    }

    /** The literal "card {@code d} lies on card {@code c}" at {@code time} ({@code -1}: never). */
    private int on(int time, int d, int c) {
      int slot = k.slot(d, c);
      return slot < 0 ? -1 : e.on(time)[d][slot];
    }
  }
}
