package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import org.spiderlab.core.Board;
import org.spiderlab.core.RunReading;

/**
 * What the {@link Solver} is asked to reach: it decides whether some sequence of legal moves leads
 * from the game's start to a position that has reached the goal. {@link #won()} (thesis 1.3:
 * every card cleared) is the default; {@link #clears(int)} asks for at least {@code d} complete
 * runs cleared (the objective {@code val(G)} of thesis 4.5.1 and 4.5.2), {@link #run(int,
 * RunReading)} for a run of one suit of height at least {@code h} (the objective {@code
 * maxHeight(G)} of thesis 4.5.3, under either {@link RunReading}). The optimisers of package
 * {@code org.spiderlab.core.optimum} ask these goals for growing thresholds.
 *
 * <p>For a goal other than {@link #won()}, {@link SolverStatus#WINNABLE} means "the goal is
 * reachable" (the certificate reaches it, checked on a {@link Board}) and
 * {@link SolverStatus#UNWINNABLE} means "no reachable position reaches it".
 *
 * <p>A goal also says which of the solver's prunings are proven sound for it; the solver switches
 * off every pruning a goal does not declare sound, whatever the options say. All three use the
 * over-approximation {@code CardReach}, which, once it shows that no pile can become empty, bounds
 * everything that can ever happen from a position: which cards may become a top ({@code T}),
 * which may become the lowest card of a movable run at a top ({@code B}), which kings may be
 * cleared. Each argument is spelled out in the class that implements the pruning.
 * <table>
 *   <caption>Prunings per goal</caption>
 *   <tr><th>goal</th><th>dead-end test</th><th>partial-order reduction</th>
 *       <th>sorted shortcut</th></tr>
 *   <tr><td>{@link Won}</td><td>no pile can become empty</td><td>deadlocks kept</td>
 *       <td>yes</td></tr>
 *   <tr><td>{@link Clears}</td><td>no pile can become empty and fewer kings can be cleared than
 *       clears are missing</td><td>deadlocks kept, and every pile with a king that may be
 *       cleared joins the set (moves outside it never clear)</td><td>yes (it ends won, so with
 *       every run cleared)</td></tr>
 *   <tr><td>{@link RunHeight} {@link RunReading#TOP}</td><td>no pile can become empty and no
 *       suit has {@code h} consecutive ranks of {@code B} cards</td><td>deadlocks kept, and every
 *       pile with a {@code B} card of such a stretch joins the set (moves outside it never build
 *       a top run of height {@code h})</td><td>no</td></tr>
 *   <tr><td>{@link RunHeight} {@link RunReading#ANY}</td><td>no pile can become empty and no
 *       suit has a chain of {@code h - 1} possible run steps (a pair lying so now, or a {@code T}
 *       card under a {@code B} card one rank lower)</td><td>deadlocks kept, and every pile
 *       supporting a step of such a chain joins the set</td><td>no</td></tr>
 * </table>
 * With a stock the dead-end test has one more condition (the partial-order reduction needs an
 * empty stock): fewer tableau cards than piles, so that the stock can never be dealt again, and
 * for {@link Won} always, for {@link Clears} when the runs cleared plus the complete runs the
 * tableau cards could make are fewer than asked, for {@link RunHeight} when no suit has {@code h}
 * consecutive ranks among the tableau cards.
 * The symmetry pruning and the transposition table are sound for every goal here, because every
 * goal depends only on the canonical position (the multiset of piles and the cleared runs).
 */
public sealed interface Goal permits Goal.Won, Goal.Clears, Goal.RunHeight {

  /** Every card cleared: the default goal. */
  static Goal won() {
    return Won.INSTANCE;
  }

  /** At least {@code runs} complete runs cleared to the foundation ({@code runs >= 0}). */
  static Goal clears(int runs) {
    return new Clears(runs);
  }

  /** A run of height at least {@code height} under {@code reading} ({@code height >= 0}). */
  static Goal run(int height, RunReading reading) {
    return new RunHeight(height, reading);
  }

  /** Whether {@code board} has reached the goal (the solver's certificate check). */
  boolean reachedBy(Board board);

  /**
   * Whether the dead-end test is proven sound for this goal: for every goal here, each with its
   * own condition ({@code DeadEnds}).
   */
  default boolean allowsDeadEndTest() {
    return true;
  }

  /**
   * Whether the partial-order reduction is proven sound for this goal: for every goal here
   * ({@code StubbornSets}: deadlocks for wins, visibility for the others).
   */
  default boolean allowsPartialOrder() {
    return true;
  }

  /**
   * Whether run exchange ({@code RunExchange}) is proven sound for this goal: for won and clears
   * (exchange moves keep the cleared count and connect each class both ways), not for run heights.
   */
  default boolean allowsRunExchange() {
    return true;
  }

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
    public boolean allowsSortedShortcut() {
      return true;
    }

    @Override
    public String toString() {
      return "won";
    }
  }

  /**
   * At least {@code runs} complete runs cleared since the game's start (thesis 4.5: {@code
   * val(G) >= runs}). Every pruning is proven for it, the dead-end test and the partial-order
   * reduction in a strengthened form (see the class documentation); the sorted shortcut ends in a
   * won position, which has every run cleared, and is used only when that reaches the goal.
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
    public boolean allowsSortedShortcut() {
      return true;
    }

    @Override
    public String toString() {
      return "clears>=" + runs;
    }
  }

  /**
   * A run of one suit of height at least {@code height} in some pile, counted under {@code
   * reading} (thesis 4.5.3: {@code maxHeight(G) >= height}). The dead-end test and the
   * partial-order reduction are proven for both readings; the sorted shortcut never serves it
   * (it ends with an empty tableau).
   *
   * @param height the least height, at least 0
   * @param reading which runs count
   */
  record RunHeight(int height, RunReading reading) implements Goal {

    public RunHeight {
      checkArgument(height >= 0, "height must be >= 0, got %s", height);
      checkNotNull(reading, "reading");
    }

    @Override
    public boolean reachedBy(Board board) {
      return reading.tallest(board) >= height;
    }

    @Override
    public boolean allowsSortedShortcut() {
      return false;
    }

    @Override
    public boolean allowsRunExchange() {
      return false;
    }

    @Override
    public String toString() {
      return "run>=" + height + " (" + reading.keyword() + ")";
    }
  }
}
