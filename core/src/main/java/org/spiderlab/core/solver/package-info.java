/**
 * The exact solver (thesis 1.3 decision problem, 2.3 sorted games, 4.1.5, 4.2 reductions):
 * {@link org.spiderlab.core.solver.Solver#solve} decides whether a
 * {@link org.spiderlab.core.solver.Goal} is reachable and returns a
 * {@link org.spiderlab.core.solver.SolverResult} with a verdict that is never guessed, a replayed
 * certificate when it is, search statistics and the exhausted budget for unknown ones.
 *
 * <p>Inside, each class has one job: {@code Position} (apply and undo), {@code MoveGenerator},
 * {@code CanonicalKey} with {@code DifferenceKey}, {@code TopIndex}, {@code PackedMove},
 * {@code SolverCards} (the int form of the move rule of {@link org.spiderlab.core.Rule}); the
 * strategies {@code DepthFirstSearch}, {@code ShortestSearch}, {@code FocusedSearch} and
 * {@code BestFirstSearch} (with {@code DealEvaluation} and {@code OpenList}, for the standard deals
 * of thesis chapter 3) share one successor step ({@code SearchRun}); the partial-order reduction
 * ({@code StubbornSets}) and the focused phase's heuristic ({@code FocusedFilter}) are
 * {@code MoveFilter}s, the dead-end test is
 * {@code DeadEnds}, both built on {@code CardReach}. {@link
 * org.spiderlab.core.solver.ProofSearch} is the depth-first search that writes a proof of its NO
 * answer ({@code ProofLog}), for the independent checker of the verifier module.
 */
package org.spiderlab.core.solver;
