package org.spiderlab.reductions.lab;

/**
 * How a cross-check of the 3-SAT reduction (thesis 4.2, Lemma 4.2.2: the formula is satisfiable
 * iff the reduced game is winnable) came out.
 */
public enum Outcome {
  /** SAT and the game is winnable, or UNSAT and the game is unwinnable. */
  AGREE,
  /** The formula's satisfiability and the game's winnability differ: a counterexample. */
  DISAGREE,
  /** The solver hit a limit, so the game's winnability is unknown. */
  UNDECIDED,
  /** Reducing, solving or checking threw: a defect in the code, not an answer. */
  ERROR
}
