package org.spiderlab.core.solver;

/**
 * The verdict of the exact {@link Solver} (thesis 1.3, the decision problem SPIDER).
 *
 * <ul>
 *   <li>{@link #WINNABLE}: a winning certificate was found and replayed move by move.
 *   <li>{@link #UNWINNABLE}: the reachable canonical state space was exhausted without a win.
 *   <li>{@link #UNKNOWN}: a budget (states, time, memory) ran out first; no verdict is guessed.
 * </ul>
 *
 * <p>For a {@link Goal} other than {@link Goal#won()}, WINNABLE means "the goal is reachable"
 * (the certificate reaches it) and UNWINNABLE "no reachable position reaches it".
 */
public enum SolverStatus {
  WINNABLE,
  UNWINNABLE,
  UNKNOWN
}
