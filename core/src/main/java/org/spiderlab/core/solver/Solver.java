package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import org.spiderlab.core.Board;
import org.spiderlab.core.Game;

/**
 * Exact solver for every game the model allows (thesis 1.3: stock, face-down cards, any number of
 * suits and decks, rule variants SPIDER and HANOI 4.6.1): it decides whether a {@link Goal} (by
 * default {@link Goal#won()}) is reachable, by a search order of {@link SearchStrategy} (by
 * default {@link SearchStrategy#AUTO}, picked by the game's shape, {@link #strategyFor}), each
 * ending in the complete depth-first search, or, in
 * {@linkplain SolverOptions#shortest() shortest mode}, by A* guided by {@link #movesLowerBound}
 * ({@code AStarSearch}; breadth-first for the other goals), over canonical positions with an exact
 * transposition table of full compact encodings ({@link StateTable}, {@code CanonicalKey}).
 *
 * <p><b>Verdicts.</b> {@link SolverStatus#WINNABLE} only with a certificate that has been replayed
 * with {@link Board#tryApply} on a fresh {@code game.toBoard()} (the verifier's code path) and
 * ends in a board that has reached the goal ({@link Board#isWon()} for {@link Goal#won()}); a
 * failing replay is a solver bug and throws {@link IllegalStateException}.
 * {@link SolverStatus#UNWINNABLE} only when the reachable canonical state space (under the enabled
 * prunings) is exhausted; the table compares full keys, so this never rests on a hash. Otherwise
 * {@link SolverStatus#UNKNOWN} with the budget that ran out. The search is deterministic for the
 * same game and options.
 *
 * <p><b>Move ordering</b> (heuristic, never changes a verdict): clears, then run moves that empty
 * their pile or uncover a face-down card, then moves onto a card of the same suit, then other
 * moves onto cards, then moves to empty piles, the deal last; but the deal first when every
 * tableau card is face up and the tableau holds fewer than two and a half cards per pile ({@code
 * MoveGenerator}).
 *
 * <p><b>Prunings and shortcuts</b>, each with a switch in {@link SolverOptions}. Each is switched
 * off for a goal it is not proven for; the arguments below are for the goal WON, the table in
 * {@link Goal} and the classes {@code DeadEnds} and {@code StubbornSets} give the arguments for
 * the goals of thesis 4.5 (at least {@code d} clears, a run of height {@code h}):
 *
 * <ul>
 *   <li><b>symmetry</b> (on): among several empty piles whose remaining stock columns are equal only
 *       the first is tried as a target, and moving a whole pile onto an empty pile with an equal
 *       stock column is skipped. Sound: such piles are interchangeable (swapping two piles with
 *       equal remaining columns is an automorphism of the rest of the game), so the skipped
 *       successors are canonically equal to a generated successor, respectively to the current
 *       position; the transposition table would merge them anyway.
 *   <li><b>sortedShortcut</b> (on; goals WON and clears): when a position is a sorted game (thesis 2.3: empty
 *       stock, all cards face up, each pile one suit and strictly decreasing, complete decks per
 *       suit), the 2.3.3 completion (clear complete runs, else move a maximal run onto the same
 *       suit one rank higher) is played to the end. Sound without any theorem: it only ever
 *       returns a certificate that is replayed and checked, and if the completion got stuck the
 *       search would simply go on; thesis 2.3.3 says it does not get stuck.
 *   <li><b>partialOrder</b> (on; goals WON, clears, run on top): with an empty stock and no empty pile, only the moves
 *       inside a stubborn set of piles are expanded ({@code StubbornSets}: deadlock-preserving
 *       stubborn sets, Valmari). Sound for both verdicts and for shortest lengths: every won
 *       position (a deadlock) reachable in the full game stays reachable, along a path of the same
 *       length. It cuts the product of independent gadget states in 3-SAT reductions (thesis
 *       4.2).
 *   <li><b>runExchange</b> (on; goals WON and clears; complete depth-first search only): in
 *       one-suit games with an empty stock, positions that differ only in which top run holds
 *       which run tail (the identical cards of a rank exchanged between runs) form one class,
 *       connected both ways by legal exchange moves; the search stores the sorted member of each
 *       class, reached by exchange moves that the certificate lists, and also generates the clears
 *       that another member of the class could play ({@code RunExchange}: the argument that one
 *       member per class suffices, alone and beside the partial-order reduction).
 *   <li><b>deadEnds</b> (on; every goal): with an empty stock, a position from which no pile can ever
 *       become empty ({@code DeadEnds}: the {@code CardReach} over-approximation over all piles)
 *       is stored but never expanded; with a stock, a position with fewer tableau cards than
 *       piles, whose stock can never be dealt again (for the other goals only when the tableau
 *       cards alone cannot reach them). Sound: a won position has every pile empty, so no win is
 *       reachable from such a position, and dropping it removes no path to a win (verdicts and
 *       shortest lengths are kept; exhaustion still proves UNWINNABLE: every stored position was
 *       expanded or shown to reach no win). On 3-SAT reductions (thesis 4.2) it is true exactly
 *       when the selected literals falsify a clause, so the search backtracks like forward
 *       checking.
 *   <li><b>Eager clearing is unsound</b> and therefore not offered (thesis "Ablegen"). Two
 *       counterexamples, both found by the randomized comparison and kept as tests: (1) with a
 *       stock, clearing a pile that is exactly one complete run leaves an empty pile, which
 *       forbids the next deal ({@code pile 3S 2S 1S / pile 2S / stock 1S 3S} is winnable, the
 *       position after {@code c 1} is not); (2) even when the pile stays non-empty, with two decks
 *       of a suit a complete run's ace can bridge an identical buried card: the run
 *       {@code 3H 2H 1H} lends its {@code 1H} to complete another {@code 3H 2H} whose clear frees a
 *       buried {@code 1H} that then completes the first run again. Clearing first destroys that
 *       bridge.
 *   <li><b>Thesis 4.1.5 ("never split a run onto another suit") is unsound</b> in this model and
 *       therefore not offered. The thesis proves it by induction over inverse moves; the
 *       randomized campaign found two counterexamples, kept as tests:
 *       {@code RandomGames[n=4, suits=2, decks=2, piles=3, deals=3] seed=7982} needs the split
 *       {@code 3S 2S} -> {@code 2S} onto {@code 3H} before the deals, and even without a stock
 *       {@code RandomGames[n=5, suits=3, decks=1, piles=4, deals=0, faceDown=36%] seed=8149}
 *       (one deck per suit) is winnable only by splitting {@code 5C 4C} to put {@code 4C} on
 *       {@code 5H}, which then carries {@code 3H 2H 1H} and frees a pile: the unsplit run would
 *       need one more free cell.
 * </ul>
 *
 * <p><b>Focused order</b> ({@link SearchStrategy#FOCUSED}, opt-in): first an incomplete
 * depth-first phase (a quarter of the state and time budget) that keeps only run moves uncovering
 * a card the current path has not uncovered, puts a run onto the identical host that heads the
 * longest run, and, when only run moves remain, plays onto the lowest-numbered target pile only;
 * then, if it found no win, the complete depth-first search on the remaining budget. Verdicts
 * keep their meaning: WINNABLE only with a replayed certificate (from either phase), UNWINNABLE
 * only from the complete phase. On 3-SAT reductions (thesis 4.2) the focused phase selects the
 * literals one variable at a time and plays every climb and lock in one order, branching only
 * where two cards compete for one host; with the dead-end test that is backtracking with forward
 * checking.
 *
 * <p><b>Best-first order for standard deals</b> ({@link SearchStrategy#BEST_FIRST}, opt-in;
 * thesis chapter 3): first an incomplete staged best-first phase (nine tenths of the state and
 * time budget, all the memory) that searches each stage between two deals by a suit-aware
 * evaluation ({@code DealEvaluation}: suited links, face-down cards, empty piles, clears) and
 * deals from a few of the best positions of a stage, in passes with growing budgets; then, if it
 * found no win, the complete depth-first search on the remaining budget. With {@link
 * SolverOptions#threads()} of two or more the staged phase runs as a portfolio of members on
 * two or three threads ({@code PortfolioPhase}). Once, after a tenth of the phase's time or 8
 * million stored states, its one-thread phase (or first member) runs the complete depth-first
 * search on at most 200,000 states ({@code RefutationProbe}); when that exhausts the game, the
 * answer is UNWINNABLE, a proof by exhaustion of the same complete search. Verdicts keep their
 * meaning as above: WINNABLE only with a replayed certificate, UNWINNABLE only from the complete
 * search (that bounded run or the complete phase). {@link
 * SearchStrategy#DFS} stays the default for every game, standard deals included,
 * so that the depth-first figures stay what they are; standard deals are decided far faster with
 * this order (docs/DEALS.md, "The solver on standard deals").
 *
 * <p>In shortest mode only the symmetry pruning, the partial-order reduction and the dead-end test
 * apply (the sorted shortcut may lengthen certificates). For the goal WON it is an A* search whose
 * bound is consistent, so the first win it finds is a shortest one (the argument is in {@code
 * AStarSearch}); for the other goals it is breadth-first.
 */
public final class Solver {

  private Solver() {}

  /**
   * The solver's dead-end test on its own: true when, by the over-approximation of
   * {@code CardReach}, no pile of {@code game} can ever become empty (SPIDER rule, no empty pile;
   * with a stock, its cards count as possible tops and moved cards), or when its split on
   * contended hosts ({@code HostContention}: which card of a rank that several runs compete for
   * leaves first) shows this for every case (empty stock), or when it has a stock and fewer
   * tableau cards than piles, so that the stock can never be dealt: the game is then certainly
   * unwinnable. Otherwise false, which means "not shown", not "winnable". Bounded:
   * at most 32,768 fixpoints here, each linear in the number of cards up to the rank waits. On a 3-SAT
   * reduction (thesis 4.2) of a small formula it is true exactly when the selected literals
   * cannot be extended to a model (tested).
   */
  public static boolean isDeadEnd(Game game) {
    checkNotNull(game, "game");
    Position s = Position.start(game);
    return new DeadEnds(s, Goal.won()).dead(s);
  }

  /**
   * A lower bound on the moves of every win of {@code game}, the bound that guides shortest mode
   * ({@code AStarSearch}) and the SAT planner's move budget: the cards that are no king, lie on
   * the tableau and not on a face-up card of their suit one rank higher, plus the kings not yet
   * cleared (tableau and stock), plus the deals left. No move lowers it by more than one, and it
   * is 0 exactly when the game is won. Top cards lying face down count as turned, as in play.
   */
  public static int movesLowerBound(Game game) {
    checkNotNull(game, "game");
    Position s = Position.start(game);
    return new AStarSearch(s).lowerBound(s);
  }

  /**
   * The strategy {@link SearchStrategy#AUTO} stands for on {@code game} under {@code options}
   * (any other strategy of {@code options} is returned as it is). Chosen by measurement
   * (docs/DEALS.md, docs/PERFORMANCE.md): best-first wins standard deals and small games with a
   * stock that depth-first search loses itself in; the focused phase wins reduced 3-SAT games
   * that depth-first search needs far more states for; the rest is small or needs the complete
   * search anyway. Only a win is searched for by the incomplete phases: for other goals, and in
   * shortest mode, it is {@link SearchStrategy#DFS}.
   */
  public static SearchStrategy strategyFor(Game game, SolverOptions options) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    if (options.strategy() != SearchStrategy.AUTO) {
      return options.strategy();
    }
    if (options.shortest() || !(options.goal() instanceof Goal.Won)) {
      return SearchStrategy.DFS;
    }
    if (game.dealCount() > 0) {
      return SearchStrategy.BEST_FIRST;
    }
    if (game.suits() == 1 && !game.hasFaceDown()) {
      return SearchStrategy.FOCUSED;
    }
    return SearchStrategy.DFS;
  }

  /**
   * Checks that {@code game} lies within the limits of the solver's packed representation
   * ({@link GameTooLargeException} names the first one it exceeds). Linear in the game's size;
   * every solver run makes the same checks before it starts, and so do the deciders' runs.
   */
  public static void checkLimits(Game game) {
    checkNotNull(game, "game");
    new GameShape(game);
  }

  /** Solves {@code game} with default options. */
  public static SolverResult solve(Game game) {
    return solve(game, SolverOptions.defaults());
  }

  /** Solves {@code game}; see the class documentation for the meaning of the verdicts. */
  public static SolverResult solve(Game game, SolverOptions options) {
    return solve(game, options, null);
  }

  /**
   * Solves {@code game} with {@code extra} (nullable) as the first move filter of every
   * expansion. Package-private: the tests use it to run the unsound filters that exhibit their
   * counterexamples; with a filter that drops moves, no verdict proves anything.
   */
  static SolverResult solve(Game game, SolverOptions options, MoveFilter extra) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    if (options.shortest() && options.goal() instanceof Goal.Won) {
      return new AStarSearch(new SearchRun(game, options, extra, false)).run();
    }
    if (options.shortest()) {
      return new ShortestSearch(new SearchRun(game, options, extra, false)).run();
    }
    if (options.strategy() == SearchStrategy.AUTO) {
      options = options.toBuilder().strategy(strategyFor(game, options)).build();
    }
    if (options.strategy() == SearchStrategy.FOCUSED) {
      return FocusedSearch.run(game, options, extra);
    }
    if (options.strategy() == SearchStrategy.BEST_FIRST) {
      return BestFirstSearch.run(game, options, extra);
    }
    return new DepthFirstSearch(new SearchRun(game, options, extra, false), null).run();
  }
}
