/**
 * Exact optimisers for the optimisation problems of thesis 4.5 ("Approximierbarkeit"): the most
 * runs that can be cleared ({@code val(G)}, 4.5.1 and 4.5.2) and the tallest run of one suit that
 * can be built ({@code maxHeight(G)}, 4.5.3, under either {@link org.spiderlab.core.RunReading}).
 * {@link org.spiderlab.core.optimum.Optimiser#maximise} asks the exact solver for growing
 * thresholds of an {@link org.spiderlab.core.optimum.Objective} and returns an {@link
 * org.spiderlab.core.optimum.Optimum}: the best value with a certificate that reaches it and,
 * when OPTIMAL, the proof that one more is impossible (by counting the cards or by an exhausted
 * exact search). {@link org.spiderlab.core.optimum.GreedyPlayer} is the fast, inexact player the
 * inapproximability results are about.
 */
package org.spiderlab.core.optimum;
