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
 * <p><b>The split.</b> For a rank {@code r} and each card {@code c} of rank {@code r} in the
 * tableau, {@code R_c} is the fixpoint of {@link CardReach#computeRestricted}: the rules of
 * {@link CardReach}, except that no card of rank {@code r} other than {@code c} ever leaves. The
 * position is a dead end when for every {@code c}: {@code R_c} marks no pile as possibly empty,
 * no king as clearable, at most one card of rank {@code r+1} as a possible top, and puts the goal
 * out of reach (by the bounds of {@link DeadEnds}).
 *
 * <p><b>Why it is sound.</b> Take any play from the position, and suppose first that some card of
 * rank {@code r} leaves its place in it (is the lowest card of a moved run: a clear or a move onto
 * an empty pile would be another way, see below); let {@code c} be the first one. Until then the
 * play keeps every card of rank {@code r} in place, so by the induction of {@link CardReach}
 * everything in it lies within {@code R_c}: every top card is a {@code T} card of {@code R_c}, no
 * pile becomes empty, no king is cleared. {@code c} then goes onto a top of rank {@code r+1},
 * which is the one {@code T} card {@code h} of that rank in {@code R_c}. From then on, by the same
 * induction continued move by move, the play stays within {@code R_c}: a second card of rank
 * {@code r} could leave its place only onto a top of rank {@code r+1}, i.e. {@code h}, which
 * {@code c} covers (and {@code c} itself could leave {@code h} only onto a top of rank {@code r+1}
 * other than {@code h}, of which there is none), or by a clear or onto an empty pile, neither of
 * which happens within {@code R_c}. So the play never reaches the goal, by the bound that holds in
 * {@code R_c}. A play in which no card of rank {@code r} leaves its place lies within every
 * {@code R_c}. There is at least one {@code c} (the rank is chosen among those with two movable
 * cards), so every play is covered, and the goal is unreachable: pruning the position removes no
 * path to it, and exhaustion still proves that none exists. Nothing here rests on a hash.
 *
 * <p><b>Which ranks.</b> Only ranks {@code r} where the position itself shows the contention: at
 * least two top runs whose lowest card has rank {@code r} and exactly one top card of rank
 * {@code r+1}, at most {@link #MAX_RANKS} of them per position (the lowest first). Each costs one
 * fixpoint per card of the rank. Any choice is sound; the choice only decides how much is found.
 */
final class HostContention {

  /** At most this many contended ranks start a split per position. */
  static final int MAX_RANKS = 4;
  /** At most this many ranks restricted at once (the depth of the split), first position. */
  static final int MAX_DEPTH = 64;
  /** At most this many ranks restricted at once for each later position. */
  static final int DEPTH = 3;
  private int depthLimit;
  /** At most this many restricted fixpoints for the first position tested. */
  static final int FIRST_BUDGET = 1 << 15;
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
  /** Statistics: positions tried, fixpoints computed, dead ends found. */
  long tried;
  long fixpoints;
  long found;

  /** Polled every {@link #POLL} fixpoints: when true, the split gives up (unsure). */
  private final java.util.function.BooleanSupplier stop;
  static final int POLL = 64;

  HostContention(Position shape, CardReach reach, java.util.function.BooleanSupplier stop) {
    this.reach = reach;
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
    this.budget = deep ? FIRST_BUDGET : BUDGET;
    this.depthLimit = deep ? MAX_DEPTH : DEPTH;
    int started = 0;
    try {
      for (int r = n - 1; r >= 1 && started < MAX_RANKS && budget > 0; r--) {
        if (movableOfRank[r] < 2 || topsOfRank[r + 1] != 1) {
          continue;
        }
        started++;
        if (split(0, r)) {
          found++;
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
    for (int j = 0; j < position.pileCount(); j++) {
      for (int i = 0; i < position.size(j); i++) {
        if (position.rank(position.card(j, i)) != r) {
          continue;
        }
        if (budget-- <= 0 || (budget % POLL == 0 && stop.getAsBoolean())) {
          budget = 0;
          return false;
        }
        fixpoints++;
        piles[depth] = j;
        indexes[depth] = i;
        if (refuted(depth + 1)) {
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
