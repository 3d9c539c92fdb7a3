/**
 * The exact solver (project issue 3; thesis 1.3 decision problem, 2.3 sorted games, 4.1.5):
 * {@link org.spiderlab.core.solver.Solver#solve} returns a
 * {@link org.spiderlab.core.solver.SolverResult} with a verdict that is never guessed, a replayed
 * certificate for winnable games, search statistics and the exhausted budget for unknown ones.
 */
package org.spiderlab.core.solver;
