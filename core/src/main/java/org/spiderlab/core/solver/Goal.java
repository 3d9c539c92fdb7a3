package org.spiderlab.core.solver;

import static com.google.common.base.Preconditions.checkArgument;

import org.spiderlab.core.Board;

/**
 * What the {@link Solver} is asked to reach: it decides whether some sequence of legal moves leads
 * from the game's start to a position that has reached the goal. {@link #won()} (thesis 1.3:
 * every card cleared) is the default; {@link #clears(int)} asks for at least {@code d} complete
 * runs cleared (the "at least d decks cleared" objective of inapproximability questions, thesis
 * chapter 4).
 *
 * <p>For a goal other than {@link #won()}, {@link SolverStatus#WINNABLE} means "the goal is
 * reachable" (the certificate reaches it, checked on a {@link Board}) and
 * {@link SolverStatus#UNWINNABLE} means "no reachable position reaches it".
 *
 * <p>A goal also says which of the solver's prunings are proven sound for it. A pruning whose
 * argument needs properties of won positions is switched off by the solver itself for any goal
 * that does not declare it sound:
 * <ul>
 *   <li>the dead-end test ({@link #allowsDeadEndTest}) drops positions from which no pile can
 *       ever become empty; sound when every position that reaches the goal with an empty stock
 *       has an empty pile, as a won position (every pile empty) has;
 *   <li>the partial-order reduction ({@link #allowsPartialOrder}) keeps every reachable
 *       deadlock (a position without legal moves) reachable, along a path of the same length;
 *       sound when every position that reaches the goal is a deadlock, as the won position is;
 *   <li>the sorted-game shortcut ({@link #allowsSortedShortcut}) plays the thesis 2.3.3
 *       completion, which ends in a won position; its certificates are replayed and checked like
 *       all others, so it is only ever a question of which goal it serves.
 * </ul>
 * The symmetry pruning and the transposition table are sound for every goal here, because both
 * goals depend only on the canonical position (the multiset of piles and the cleared runs).
 */
public sealed interface Goal permits Goal.Won, Goal.Clears {

  /** Every card cleared: the default goal. */
  static Goal won() {
    return Won.INSTANCE;
  }

  /** At least {@code runs} complete runs cleared to the foundation ({@code runs >= 0}). */
  static Goal clears(int runs) {
    return new Clears(runs);
  }

  /** Whether {@code board} has reached the goal (the solver's certificate check). */
  boolean reachedBy(Board board);

  /** Whether the dead-end test is proven sound for this goal (see the class documentation). */
  boolean allowsDeadEndTest();

  /** Whether the partial-order reduction is proven sound for this goal. */
  boolean allowsPartialOrder();

  /** Whether the sorted-game completion serves this goal. */
  boolean allowsSortedShortcut();

  /** Every card cleared (thesis 1.3); every pruning of the solver is proven sound for it. */
  record Won() implements Goal {
    static final Won INSTANCE = new Won();

    @Override
    public boolean reachedBy(Board board) {
      return board.isWon();
    }

    @Override
    public boolean allowsDeadEndTest() {
      return true;
    }

    @Override
    public boolean allowsPartialOrder() {
      return true;
    }

    @Override
    public boolean allowsSortedShortcut() {
      return true;
    }
  }

  /**
   * At least {@code runs} complete runs cleared since the game's start. None of the prunings that
   * argue with won positions is proven for it: a position with enough runs cleared may still have
   * no empty pile and legal moves, so the dead-end test, the partial-order reduction and the
   * sorted-game shortcut are off.
   *
   * @param runs the least number of cleared runs, at least 0
   */
  record Clears(int runs) implements Goal {

    public Clears {
      checkArgument(runs >= 0, "runs must be >= 0, got %s", runs);
    }

    @Override
    public boolean reachedBy(Board board) {
      return board.clearedRuns() >= runs;
    }

    @Override
    public boolean allowsDeadEndTest() {
      return false;
    }

    @Override
    public boolean allowsPartialOrder() {
      return false;
    }

    @Override
    public boolean allowsSortedShortcut() {
      return false;
    }
  }
}
