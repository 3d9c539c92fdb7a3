/**
 * Benchmarks on real deals (thesis chapter 3: real Spider deals and their solvers, section 3.1
 * the KPatience rules): the outcome of solving one numbered deal with SpiderLab's solver and with
 * KPatience's ({@link org.spiderlab.core.deals.DealOutcome}) and the summary of a range of them
 * ({@link org.spiderlab.core.deals.DealSummary}). Running the solvers and printing is the command
 * line's part.
 */
package org.spiderlab.core.deals;
