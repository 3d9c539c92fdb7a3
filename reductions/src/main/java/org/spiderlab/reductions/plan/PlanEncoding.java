package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;

/**
 * "The game is won within {@code L} moves" as a propositional formula, built step by step so that
 * an incremental SAT solver keeps what it learnt while the horizon deepens (thesis 3, the
 * planner's open goal; docs/PLANNING.md has the encoding with its measurements).
 *
 * <p><b>State</b> at time {@code t = 0..L}, over the physical cards and pile bases of
 * {@link PlanCards}: {@code on(c, x)} (card {@code c} lies directly on place {@code x}; only for
 * the places {@code c} can ever lie on), {@code clear(x)} (place {@code x} is on the tableau with
 * nothing on it: a top card or an empty pile's base), {@code up(c)} (only for cards face down at
 * the start), {@code dealt(d)}, and with a stock {@code top(i, x)} (place {@code x} is the top of
 * pile {@code i}), which the deal needs to know where each card goes. Cards of a cleared run and
 * cards still in the stock lie on nothing and are not clear.
 *
 * <p><b>Actions</b> at step {@code t}, exactly one: a run move, split into {@code pick(c)} (the
 * run whose lowest card is {@code c}) and {@code put(x)} (onto place {@code x}), so that a move
 * costs {@code O(cards + places)} variables instead of one per pair (thesis 3.7: pick-up and
 * put-down separated; {@link EncodingVariant} has the alternatives, measured in docs/PLANNING.md);
 * a clear {@code clr(c)} of the complete run whose king is {@code c}; the
 * deal; or {@code noop}, allowed only in a won position, so that the goal at {@code L} means a win
 * within {@code L} moves. Preconditions are those of docs/FORMATS.md: the picked card is the
 * lowest card of a movable run that reaches the top (defined by rank, so the recursion is
 * well-founded), the target is clear and accepts the card, the deal needs every pile non-empty.
 *
 * <p><b>Successor state</b>: every state variable at {@code t} is fixed by the state at {@code
 * t - 1} and the action, through effect clauses and explanatory frame clauses (a variable changes
 * only if an action explains it). So a model is exactly a play, and {@link #decode} reads the
 * moves off the actions; {@link SatPlanner} replays them with the verifier all the same.
 *
 * <p>Not thread-safe: one encoding feeds one solver.
 */
public final class PlanEncoding {

  /**
   * The most cards (tableau and stock) a game may have: the places each card can lie on are
   * listed per card, up to {@code cards^2 / 2} of them under the Hanoi rule.
   */
  public static final int MAX_CARDS = 3_000;

  /** The largest horizon an encoding takes. */
  public static final int MAX_HORIZON = 1_000;

  /** Receives clauses (DIMACS literals). */
  @FunctionalInterface
  public interface ClauseSink {
    void add(int[] clause);
  }

  private final PlanCards k;
  private final EncodingVariant variant;
  private final boolean stockMode;
  private int vars = 1; // variable 1 is TRUE
  private final List<int[][]> on = new ArrayList<>();
  private final List<int[]> clear = new ArrayList<>();
  private final List<int[]> up = new ArrayList<>();
  private final List<int[]> dealt = new ArrayList<>();
  private final List<int[][]> top = new ArrayList<>();
  private final List<Integer> goal = new ArrayList<>();
  private final List<Step> steps = new ArrayList<>();
  private final List<int[]> pending = new ArrayList<>();
  private final int lowerBound;
  private final int maxWaste;
  private final List<int[]> wasteCount = new ArrayList<>(); // per time: waste >= j+1

  /**
   * An exact position to reach instead of the won one: the place under each card ({@code -1}: not
   * on the tableau), the cards face up there, the deals done, and that position's own bound of
   * {@link PlanCards#lowerBound} (a win-free play from the start to it takes at least the start's
   * bound minus this one, and wastes exactly the rest).
   */
  record Target(int[] under, boolean[] up, int dealsDone, int bound) {}

  /**
   * The action variables of one step, "some card is picked", and the cards the step moves (for
   * {@link OrderClauses}; null where steps are not ordered).
   */
  record Step(int[] pick, int[] put, int[] clr, int deal, int noop, int anyPick, int[] moved) {}

  private final Target target; // null: the won position

  /** Whether commuting steps are put in canonical order ({@link OrderClauses}; off by default). */
  private boolean ordered;

  /** The first step that may be reordered with the step after it. */
  private int orderFrom = 1;

  /**
   * Arranged mode: {@code place[j][h]} is the variable "hidden card {@code hiddenCards[h]} starts
   * at hidden place {@code hiddenCards[j]}"; null otherwise.
   */
  private int[][] place;
  private int[] hiddenCards;

  private PlanEncoding(PlanCards cards, int maxHorizon, Target target, EncodingVariant variant) {
    this.k = cards;
    this.target = target;
    this.variant = variant;
    this.stockMode = k.deals > 0 || variant.pileTops();
    this.lowerBound = k.lowerBound();
    this.maxWaste = Math.max(0, maxHorizon - lowerBound + (target == null ? 0 : target.bound())
        + 1);
  }

  /**
   * A fresh encoding of {@code game}, with its starting state (time 0) in {@code sink}.
   *
   * @param maxHorizon the largest horizon whose move budget ({@link #budget}) is to be expressed
   * @throws IllegalArgumentException for a game of more than {@link #MAX_CARDS} cards
   */
  public static PlanEncoding start(Game game, int maxHorizon, ClauseSink sink) {
    return start(game, maxHorizon, EncodingVariant.DEFAULT, sink);
  }

  /**
   * As {@link #start(Game, int, ClauseSink)}, in the encoding variant {@code variant}; every
   * variant is satisfiable at the same horizons, and only the variable numbering and the clauses
   * differ.
   */
  public static PlanEncoding start(Game game, int maxHorizon, EncodingVariant variant,
      ClauseSink sink) {
    return start(game, maxHorizon, null, variant, sink);
  }

  /** As {@link #start(Game, int, ClauseSink)}, aiming at {@code target} (null: the won position). */
  static PlanEncoding start(Game game, int maxHorizon, Target target, EncodingVariant variant,
      ClauseSink sink) {
    PlanEncoding e = new PlanEncoding(new PlanCards(game), maxHorizon, target,
        checkNotNull(variant, "variant"));
    e.pending.add(new int[] {1});
    StartState.initial(e);
    e.wasteCount.add(new int[0]);
    e.flush(sink);
    return e;
  }

  /**
   * Arranged mode ({@link ArrangedFair}): the encoding of {@code template} whose starting state
   * (time 0) is the one the arrangement variables ({@link #arrangementVariables}) choose, for
   * every assignment of them that is a permutation of the hidden cards; other assignments leave
   * the starting state unconstrained or contradictory, so the caller must excuse them. The
   * move budget is not expressed ({@link #budget} is never cut by it): the lower bound depends on
   * the arrangement.
   */
  static PlanEncoding arranged(Game template, int maxHorizon, ClauseSink sink) {
    PlanEncoding e = new PlanEncoding(new PlanCards(template, true), maxHorizon, null,
        EncodingVariant.DEFAULT);
    e.pending.add(new int[] {1});
    StartState.initialArranged(e);
    e.wasteCount.add(new int[0]);
    e.flush(sink);
    return e;
  }

  /** Arranged mode: sets the arrangement variables and the hidden cards they range over. */
  void arrangement(int[][] placeVariables, int[] hidden) {
    this.place = placeVariables;
    this.hiddenCards = hidden;
  }

  /** Arranged mode: the variables {@code [place][card]} over the hidden cards, in card order. */
  int[][] arrangementVariables() {
    return place;
  }

  /** Arranged mode: the hidden cards (the template's face-down places), ascending. */
  int[] hiddenCards() {
    return hiddenCards;
  }

  /** The horizon reached so far: the number of steps encoded. */
  public int horizon() {
    return steps.size();
  }

  /** The number of variables used so far. */
  public int variables() {
    return vars;
  }

  /** The literal "the game is won at time {@code t}" ({@code t <= horizon()}). */
  public int goal(int t) {
    return goal.get(t);
  }

  /**
   * A lower bound on the length of every win (the broken cards, kings and deals of the start; see
   * {@code PlanCards.lowerBound}): no horizon below it has a win.
   */
  public int lowerBound() {
    return lowerBound;
  }

  /**
   * The literal "the steps up to {@code L} waste at most {@code L - lowerBound()}", which every
   * win within {@code L} moves satisfies: {@code -1} (false) below the lower bound, {@code 1}
   * (true, no constraint) beyond the horizon given to {@link #start}. Assumed beside {@link #goal}
   * it lets the solver cut plays that have spent their slack.
   */
  public int budget(int horizon) {
    int slack = horizon - lowerBound + (target == null ? 0 : target.bound());
    if (slack < 0) {
      return -1;
    }
    if (slack >= maxWaste) {
      return 1;
    }
    int[] count = wasteCount.get(horizon);
    return slack < count.length ? -count[slack] : 1;
  }

  /**
   * Adds one step's waste bits to the running unary count (a sequential counter; entry {@code j}
   * means "at least {@code j + 1}"). The count grows by at most one per bit, so it has only as
   * many entries as bits so far (at most the largest slack plus one); entries beyond are false.
   */
  void countWaste(int[] bits) {
    int[] r = wasteCount.get(wasteCount.size() - 1);
    for (int x : bits) {
      if (x == -1 || maxWaste == 0) {
        continue;
      }
      int[] nr = newVars(Math.min(maxWaste, r.length + 1));
      for (int j = 0; j < nr.length; j++) {
        if (j < r.length) {
          clause(-r[j], nr[j]);
        }
        clause(-x, j == 0 ? -1 : -r[j - 1], nr[j]);
      }
      r = nr;
    }
    wasteCount.add(r);
  }

  /**
   * Adds step {@code horizon() + 1} to {@code sink}.
   *
   * @throws IllegalStateException beyond {@link #MAX_HORIZON} steps
   */
  public void extend(ClauseSink sink) {
    if (steps.size() >= MAX_HORIZON) {
      throw new IllegalStateException("the encoding takes at most " + MAX_HORIZON + " steps");
    }
    new StepClauses(this, steps.size() + 1).emit();
    flush(sink);
  }

  /**
   * Whether commuting steps are kept in one canonical order ({@link OrderClauses}; off unless
   * switched on: measured, it does not pay on the positions of docs/PLANNING.md). Set before the
   * first {@link #extend}.
   *
   * @throws IllegalStateException after steps were added
   */
  void ordered(boolean on) {
    checkNoSteps();
    this.ordered = on;
  }

  /**
   * The first step that may be reordered when the order is on: steps before {@code from} are kept
   * as they are (a universal prefix, {@link BoundedEasy}). Set before the first {@link #extend}.
   *
   * @throws IllegalStateException after steps were added
   */
  void orderFrom(int from) {
    checkNoSteps();
    this.orderFrom = Math.max(1, from);
  }

  private void checkNoSteps() {
    if (!steps.isEmpty()) {
      throw new IllegalStateException("the order is set before the first step");
    }
  }

  /** Whether step {@code t} computes the cards it moves (it is or precedes a reordered step). */
  boolean tracksMoves(int t) {
    return ordered && t >= orderFrom;
  }

  /** Whether steps {@code t - 1} and {@code t} are put in canonical order. */
  boolean orders(int t) {
    return ordered && t - 1 >= orderFrom;
  }

  /** The game as the encoding plays it: the original with its face-down tops turned up. */
  public Game game() {
    return k.game;
  }

  /**
   * The moves of a model up to time {@code upTo} (the horizon whose goal was assumed: later steps
   * are not constrained by it): one per step until the first {@code noop}.
   *
   * @param model the value of each variable {@code 1..variables()}
   * @param upTo the last step to read, at most {@link #horizon()}
   * @throws IllegalStateException if the model breaks the encoding (no action, or one that the
   *     decoder's own replay of the cards does not allow)
   */
  public List<Move> decode(IntPredicate model, int upTo) {
    return new PlanDecoder(k, this, model).moves(upTo);
  }

  int newVar() {
    return ++vars;
  }

  int[] newVars(int count) {
    int[] a = new int[count];
    for (int i = 0; i < count; i++) {
      a[i] = newVar();
    }
    return a;
  }

  /**
   * Adds a clause; literal {@code 1} (true) satisfies it and it is dropped, literal {@code -1}
   * (false) is left out. A clause of false literals only stays as {@code -1}.
   */
  void clause(int... lits) {
    int m = 0;
    for (int l : lits) {
      if (l == 1) {
        return;
      }
      if (l != -1) {
        m++;
      }
    }
    if (m == lits.length) {
      pending.add(lits);
      return;
    }
    int[] c = new int[Math.max(1, m)];
    c[0] = -1;
    int j = 0;
    for (int l : lits) {
      if (l != -1) {
        c[j++] = l;
      }
    }
    pending.add(c);
  }

  private void flush(ClauseSink sink) {
    for (int[] c : pending) {
      sink.add(c);
    }
    pending.clear();
  }

  boolean aimsAtTarget() {
    return target != null;
  }

  PlanCards cards() {
    return k;
  }

  /**
   * Whether the state names the pile of each top ({@code top(i, x)}) and a move its source and
   * target pile: with a stock (the deal needs it) or in the {@link EncodingVariant#pileTops}
   * variant.
   */
  boolean stockMode() {
    return stockMode;
  }

  EncodingVariant variant() {
    return variant;
  }

  int[][] on(int t) {
    return on.get(t);
  }

  int[] clear(int t) {
    return clear.get(t);
  }

  int[] up(int t) {
    return up.get(t);
  }

  int[] dealt(int t) {
    return dealt.get(t);
  }

  int[][] top(int t) {
    return top.get(t);
  }

  Step step(int t) {
    return steps.get(t - 1);
  }

  void addStep(Step s) {
    steps.add(s);
  }

  /** Allocates the state variables of time {@code t} and its goal literal. */
  void newState() {
    int[][] o = new int[k.n][];
    for (int c = 0; c < k.n; c++) {
      o[c] = newVars(k.domain[c].length);
    }
    on.add(o);
    clear.add(newVars(k.places()));
    int[] u = new int[k.n];
    for (int c = 0; c < k.n; c++) {
      u[c] = k.faceDown[c] ? newVar() : 1;
    }
    up.add(u);
    dealt.add(newVars(k.deals));
    if (stockMode) {
      int[][] tp = new int[k.p][];
      for (int i = 0; i < k.p; i++) {
        tp[i] = newVars(k.n + 1); // index n: the pile's base
      }
      top.add(tp);
    }
    int t = clear.size() - 1;
    int g = newVar();
    goal.add(g);
    if (target != null) {
      targetGoal(t, g);
      return;
    }
    int[] all = new int[k.p + 1 + (k.deals > 0 ? 1 : 0)];
    int m = 0;
    all[m++] = g;
    for (int i = 0; i < k.p; i++) {
      int b = clear(t)[k.base(i)];
      clause(-g, b);
      all[m++] = -b;
    }
    if (k.deals > 0) {
      int d = dealt(t)[k.deals - 1];
      clause(-g, d);
      all[m++] = -d;
    }
    clause(all);
  }

  /** {@code g} implies the position at {@code t} is the target (pile order included). */
  private void targetGoal(int t, int g) {
    boolean[] covered = new boolean[k.places()];
    for (int c = 0; c < k.n; c++) {
      int x = target.under()[c];
      if (x >= 0) {
        covered[x] = true;
        int s = k.slot(c, x);
        clause(-g, s < 0 ? -1 : on(t)[c][s]);
        if (target.up()[c]) {
          clause(-g, up(t)[c]);
        }
      }
    }
    for (int c = 0; c < k.n; c++) {
      if (target.under()[c] >= 0 && !covered[c]) {
        clause(-g, clear(t)[c]);
      }
    }
    for (int i = 0; i < k.p; i++) {
      if (!covered[k.base(i)]) {
        clause(-g, clear(t)[k.base(i)]);
      }
    }
    for (int d = 0; d < k.deals; d++) {
      clause(-g, d < target.dealsDone() ? dealt(t)[d] : -dealt(t)[d]);
    }
  }
}
