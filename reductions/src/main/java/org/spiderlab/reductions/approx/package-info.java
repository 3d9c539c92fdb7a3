/**
 * The inapproximability constructions of thesis 4.5 as {@link org.spiderlab.reductions.Reduction}s
 * from CNF, each asking its game a question about an optimum with a certificate as evidence
 * ({@link org.spiderlab.reductions.approx.AtLeast}):
 * <ul>
 *   <li>4.5.1 ({@link org.spiderlab.reductions.approx.DecksReduction#value()}): the 4.2 instance
 *       read as a {@code val(G)} instance; the thesis says {@code val(G)} is 2 or 0;
 *   <li>4.5.2 ({@link org.spiderlab.reductions.approx.DecksReduction#decks(int)}): {@code k - 2}
 *       sorted decks under the big stack; "can at least one deck be cleared" stays NP-hard, and
 *       {@code val(G)} is {@code k} or 0;
 *   <li>4.5.3 ({@link org.spiderlab.reductions.approx.RunHeightReduction}): {@code n / rho} ranks
 *       above the end card, ascending under the big stack and the rest stack; the tallest run
 *       is {@code n + n / rho} or below {@code n}.
 * </ul>
 * The forward maps turn a satisfying assignment into a certificate that clears every deck or
 * builds the tall run; the backward map reads a satisfying assignment from any certificate that
 * clears a deck or builds a run of height {@code n}. {@link
 * org.spiderlab.reductions.approx.OptimumDecider} answers the questions with the exact optimiser
 * of {@code org.spiderlab.core.optimum}; {@code docs/APPROXIMATION.md} has the figures.
 */
package org.spiderlab.reductions.approx;
