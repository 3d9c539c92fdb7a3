/**
 * Planning with a SAT solver, the goal of thesis chapter 3 that section 3.7 leaves open: "the game
 * is won within {@code L} moves" as a propositional formula ({@link
 * org.spiderlab.reductions.plan.PlanEncoding}: pick-up and put-down separated, explanatory frame
 * axioms, a move budget from a lower bound on the moves left), decided by an incremental Sat4j
 * solver that deepens the horizon one move at a time ({@link
 * org.spiderlab.reductions.plan.SatPlanner}: shortest wins, replayed by the verifier), written as
 * DIMACS for any SAT solver and decoded back ({@link org.spiderlab.reductions.plan.PlanFormula}),
 * used to make long certificates short ({@link org.spiderlab.reductions.plan.Shortener}), and
 * asked for every arrangement of a FAIR template, or every sequence of first moves of a k-EASY
 * game, at once as a forall-exists formula ({@link org.spiderlab.reductions.plan.ArrangedFair},
 * {@link org.spiderlab.reductions.plan.BoundedEasy}).
 * {@code docs/PLANNING.md} has the encoding and the figures.
 */
package org.spiderlab.reductions.plan;
