package org.spiderlab.reductions.lab;

/**
 * What is wrong with one cross-check of a reduction (thesis 4.2, Lemma 4.2.2 and the witness maps
 * of 4.2.2/4.2.3); campaigns shrink every failing source instance to a minimal one that fails the
 * same way.
 */
public enum CrossCheckFailure {
  /** The source decider and the game decider answer differently: a counterexample. */
  DISAGREE,
  /** The forward witness map's certificate did not win the reduced game. */
  FORWARD,
  /** A winning certificate mapped back to no witness, or to one the source refutes. */
  BACKWARD,
  /** Reducing, deciding or checking threw: a defect in the code, not an answer. */
  ERROR
}
