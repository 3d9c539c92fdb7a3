/**
 * Deciders for the two Pi_2^P problems of thesis chapter 4, for any game: FAIR (4.3, "every
 * arrangement of the face-down cards is winnable", {@link org.spiderlab.core.decide.FairDecider})
 * and k-EASY (4.4, "the game can still be won after any k first moves",
 * {@link org.spiderlab.core.decide.EasyDecider}). Each reduces its question to many runs of the
 * exact {@link org.spiderlab.core.solver.Solver} (one per arrangement class, one per end
 * position), in parallel, and answers with a result record: the verdict, statistics, and what
 * backs it (a losing arrangement or prefix with the solver's exhaustive UNWINNABLE, or evidence,
 * or the {@link org.spiderlab.core.decide.DeciderLimit} that was hit).
 *
 * <p>The evidence of a YES answer ({@link org.spiderlab.core.decide.FairEvidence},
 * {@link org.spiderlab.core.decide.EasyEvidence}) can be checked without trusting the deciders:
 * {@link org.spiderlab.core.decide.EvidenceChecks} uses none of their code. Inside:
 * {@code Arrangements} (the multiset permutations of a template's face-down cards, one per orbit
 * of interchangeable piles), {@code SolvePool} (the parallel solver runs and their books),
 * {@code FairCheck}, {@code EasyCheck} and {@code PileColumns} (the checks). The definitions
 * settled from the thesis are stated in the deciders' documentation and in docs/FORMATS.md.
 */
package org.spiderlab.core.decide;
