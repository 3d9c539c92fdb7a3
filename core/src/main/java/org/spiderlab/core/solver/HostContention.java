package org.spiderlab.core.solver;

import java.util.Arrays;

/**
 * The second stage of the dead-end test ({@link DeadEnds}): a case split on which card of a rank
 * is the first to leave its place, for positions where several runs compete for a single host.
 * It serves every {@link Goal}, with the SPIDER rule, an empty stock and no empty pile.
 *
 * <p><b>Why the first stage misses such positions.</b> {@link CardReach} relaxes the hosts: a
 * card of rank {@code r} may leave whenever some card of rank {@code r+1} may be a top, and any
 * number of cards may use the same host. When two cards of rank {@code r} can only ever go onto
 * one host {@code h}, the first to go covers {@code h}, and the second can never follow (it would
 * need another host, an empty pile or a clear). In a reduced game of thesis 4.2 this is the choice
 * of a literal: both selection piles of the next variable compete for the one exposed card of the
 * chain, and the relaxation lets both go, so a clause that needs one literal and a clause that
 * needs the other both look satisfiable.
 *
 * <p><b>The split.</b> A restriction set {@code S} names distinct ranks {@code r_1 .. r_m} and for
 * each one card {@code c_k} of that rank in the tableau; {@code R_S} is the fixpoint of {@link
 * CardReach#computeRestricted}: the rules of {@link CardReach}, except that no card of rank
 * {@code r_k} other than {@code c_k} ever leaves its place. {@code R_S} <i>refutes</i> when it
 * marks no pile as possibly empty and no king as clearable, at most one card of rank
 * {@code r_k + 1} as a possible top for every {@code k}, and puts the goal out of reach (by the
 * bounds of {@link DeadEnds}). A split on rank {@code r} below {@code S} holds when, for every card
 * {@code c} of rank {@code r} in the tableau, {@code R_{S+(r,c)}} refutes or a split on a further
 * rank below {@code S+(r,c)} holds. The position is a dead end when a split on some rank below the
 * empty set holds: the split is a search tree whose leaves are refuting fixpoints.
 *
 * <p><b>Why it is sound.</b> Take any play from the position. Follow the tree from its root: at a
 * split on rank {@code r}, take the case of the first card of rank {@code r} that leaves its place
 * in the play (is the lowest card of a moved run), or any case when none does. This ends at a
 * refuting leaf {@code R_S}, and the play lies within it: by the induction of {@link CardReach},
 * continued move by move, as long as no card of a rank {@code r_k} other than {@code c_k} has
 * left its place, every top card of the play is a {@code T} card of {@code R_S}, no pile becomes
 * empty and no king is cleared. Suppose a card {@code c'} of rank {@code r_k} other than
 * {@code c_k} leaves its place. By the choice of the case, {@code c_k} left first, onto a top of
 * rank {@code r_k + 1}, i.e. onto the one {@code T} card {@code h} of that rank in {@code R_S};
 * it has stayed there, since it could leave {@code h} only onto another top of that rank (there
 * is none), onto an empty pile or by a clear (neither happens). So {@code h} is covered, and
 * {@code c'} has no top of rank {@code r_k + 1} to go to, no empty pile and no clear: it cannot
 * leave, a contradiction. The play therefore never reaches the goal, by the bound that holds in
 * {@code R_S}. Every play is covered (each split has at least one case: its rank has cards), so
 * the goal is unreachable: pruning the position removes no path to it, and exhaustion still
 * proves that none exists. Nothing here rests on a hash. The choices below only decide how much
 * is found and at what cost.
 *
 * <p><b>Which ranks.</b> The root splits on a rank {@code r} that the position shows contended: at
 * least two top runs whose lowest card has rank {@code r} and exactly one top card of rank
 * {@code r+1} (at most {@link #MAX_RANKS} such ranks tried, the highest first). Below a case
 * {@code c}, the tree splits on the rank one below the card that {@code c} uncovers when it
 * leaves (its new top becomes a host for that rank), if that rank has two cards and is not yet
 * restricted; otherwise the case is a failed leaf. On a reduced game of thesis 4.2 this follows
 * the selection chain variable by variable, so the split is a backtracking search over the
 * assignments, each leaf the relaxation's forward check of the clauses: the start position of an
 * unsatisfiable formula is refuted whole (20 variables: 3,000 to 13,000 fixpoints).
 *
 * <p><b>Cost.</b> Each case costs one fixpoint (linear in the cards). The first position tested
 * gets up to an eighth of the search's state budget in fixpoints ({@link #firstBudget}: 250,000
 * with the 2,000,000 states of {@code crosscheck}, at least {@link #FIRST_BUDGET}) and any depth;
 * every later one {@link #BUDGET}
 * fixpoints and depth {@link #DEPTH}, with a back-off after splits that refute nothing. The split
 * polls the search's time limit and cancellation every {@link #POLL} fixpoints and gives up when
 * told to. Only the complete depth-first search uses it (also as the last phase of the focused
 * and best-first strategies): the focused phase and the best-first passes search for a win, which
 * the split never finds, and breadth-first search for the shortest one. On standard deals the
 * best-first passes stay as they were (the split made them store more states on some deals).
 */
final class HostContention {

  /** At most this many contended ranks start a split per position. */
  static final int MAX_RANKS = 4;
  /** At most this many ranks restricted at once (the depth of the split), first position. */
  static final int MAX_DEPTH = 64;
  /** At most this many ranks restricted at once for each later position. */
  static final int DEPTH = 3;
  private int depthLimit;
  /** At least this many restricted fixpoints for the first position tested. */
  static final int FIRST_BUDGET = 1 << 15;
  /** At most this many for the first position tested, whatever the state budget. */
  static final int MAX_FIRST_BUDGET = 1 << 18;

  /**
   * The first position's budget for a search with {@code maxStates} stored states: an eighth of
   * the state budget (a fixpoint costs about as much as one or two stored states), at least
   * {@link #FIRST_BUDGET} and at most {@link #MAX_FIRST_BUDGET}.
   */
  static int firstBudget(long maxStates) {
    return (int) Math.min(MAX_FIRST_BUDGET, Math.max(FIRST_BUDGET, maxStates / 8));
  }

  private final int firstBudget;
  /** At most this many restricted fixpoints for each later position. */
  static final int BUDGET = 32;

  private final CardReach reach;
  private final boolean[] none;
  private final int[] topsOfRank;
  private final int[] movableOfRank;
  private final int[] cardsOfRank;
  private final int[] ranks = new int[MAX_DEPTH];
  private final int[] piles = new int[MAX_DEPTH];
  private final int[] indexes = new int[MAX_DEPTH];
  private int budget;
  /**
   * Back-off, as in {@link DeadEnds}: after this many splits in a row that refute nothing, the
   * next {@code 2^k - 1} positions are not split ({@code k} growing with further failures, at most
   * {@link #MAX_BACKOFF_SHIFT}); a refutation ends it. Sound: a position not split is live.
   */
  static final int FAILURES_BEFORE_BACKOFF = 8;
  static final int MAX_BACKOFF_SHIFT = 8;
  private int failures;
  private int skip;
  private Position position;
  private java.util.function.BooleanSupplier outOfReach;
  /** Positions split so far: the first one gets the deep split. */
  private long tried;
  /**
   * With {@link #record}: the tree of the last refuting split, in the words of a proof's
   * dead-end claim (docs/FORMATS.md, "Proofs"): ranks and {@code .} for leaves, in preorder.
   */
  private final StringBuilder tree = new StringBuilder();
  private boolean record;

  /** Makes every refutation keep its tree ({@link #tree()}). */
  void record() {
    record = true;
  }

  /** The tree of the last refuting split (with {@link #record}). */
  String tree() {
    return tree.toString();
  }

  /** Polled every {@link #POLL} fixpoints: when true, the split gives up (unsure). */
  private final java.util.function.BooleanSupplier stop;
  static final int POLL = 64;

  HostContention(Position shape, CardReach reach, int firstBudget,
      java.util.function.BooleanSupplier stop) {
    this.reach = reach;
    this.firstBudget = firstBudget;
    this.stop = stop;
    this.none = new boolean[shape.pileCount()];
    this.topsOfRank = new int[shape.n + 2];
    this.movableOfRank = new int[shape.n + 2];
    this.cardsOfRank = new int[shape.n + 2];
  }

  /**
   * Whether the split shows {@code position} a dead end for the goal that {@code outOfReach}
   * reads from a computed fixpoint; false when unsure. The caller has checked the rule, the stock
   * and that no pile is empty.
   */
  boolean refutes(Position position, java.util.function.BooleanSupplier outOfReach) {
    if (skip > 0) {
      skip--;
      return false;
    }
    boolean refuted = split(position, outOfReach);
    if (refuted) {
      failures = 0;
    } else if (++failures >= FAILURES_BEFORE_BACKOFF) {
      skip = (1 << Math.min(MAX_BACKOFF_SHIFT, failures - FAILURES_BEFORE_BACKOFF)) - 1;
    }
    return refuted;
  }

  private boolean split(Position position, java.util.function.BooleanSupplier outOfReach) {
    int p = position.pileCount();
    int n = position.n;
    Arrays.fill(topsOfRank, 0);
    Arrays.fill(movableOfRank, 0);
    Arrays.fill(cardsOfRank, 0);
    for (int j = 0; j < p; j++) {
      int s = position.size(j);
      topsOfRank[position.rank(position.card(j, s - 1))]++;
      int run = Math.max(1, position.runEndingAt(j, s - 1));
      movableOfRank[position.rank(position.card(j, s - run))]++;
      for (int i = 0; i < s; i++) {
        cardsOfRank[position.rank(position.card(j, i))]++;
      }
    }
    this.position = position;
    this.outOfReach = outOfReach;
    boolean deep = tried == 0;
    this.budget = deep ? firstBudget : BUDGET;
    this.depthLimit = deep ? MAX_DEPTH : DEPTH;
    int started = 0;
    try {
      for (int r = n - 1; r >= 1 && started < MAX_RANKS && budget > 0; r--) {
        if (movableOfRank[r] < 2 || topsOfRank[r + 1] != 1) {
          continue;
        }
        started++;
        tree.setLength(0);
        if (split(0, r)) {
          return true;
        }
      }
      return false;
    } finally {
      tried++;
      this.position = null;
      this.outOfReach = null;
    }
  }

  /**
   * Whether every case of rank {@code r}, with the {@code depth} restrictions already made, is
   * refuted: its fixpoint meets the conditions of the class documentation, or (below the depth
   * and within the budget) a further split on the rank that the case's first mover opens up is.
   */
  private boolean split(int depth, int r) {
    ranks[depth] = r;
    if (record) {
      tree.append(tree.length() == 0 ? "" : " ").append(r);
    }
    for (int j = 0; j < position.pileCount(); j++) {
      for (int i = 0; i < position.size(j); i++) {
        if (position.rank(position.card(j, i)) != r) {
          continue;
        }
        if (budget-- <= 0 || (budget % POLL == 0 && stop.getAsBoolean())) {
          budget = 0;
          return false;
        }
        piles[depth] = j;
        indexes[depth] = i;
        if (refuted(depth + 1)) {
          if (record) {
            tree.append(" .");
          }
          continue;
        }
        int next = i == 0 ? 0 : position.rank(position.card(j, i - 1)) - 1;
        if (depth + 1 >= depthLimit || next < 1 || cardsOfRank[next] < 2 || restricted(next, depth)
            || !split(depth + 1, next)) {
          return false;
        }
      }
    }
    return true;
  }

  private boolean restricted(int r, int depth) {
    for (int k = 0; k <= depth; k++) {
      if (ranks[k] == r) {
        return true;
      }
    }
    return false;
  }

  /** Whether the fixpoint with the first {@code count} restrictions meets the conditions. */
  private boolean refuted(int count) {
    if (reach.computeRestricted(position, none, ranks, piles, indexes, count)
        || reach.clearableKings > 0) {
      return false;
    }
    for (int k = 0; k < count; k++) {
      if (reach.topCount(ranks[k] + 1) > 1) {
        return false;
      }
    }
    return outOfReach.getAsBoolean();
  }
}
