package org.spiderlab.reductions.testkit;

/**
 * The checks the test kit runs on every source instance of a reduction (thesis chapter 4; for
 * 3-SAT Lemma 4.2.2 and its proof 4.2.3), in the order of precedence in which a failing instance
 * is reported and shrunk: an instance that fails several checks is reported under the first.
 */
public enum Check {
  /** {@code reduce} threw on a source instance of the class under test. */
  REDUCE,
  /** The game exceeds the reduction's {@code sizeBound} (ranks, piles or cards). */
  SIZE_BOUND,
  /** A NO instance whose game the game decider won: the "only if" direction is broken. */
  NO_INSTANCE,
  /** A YES instance whose game the game decider proved lost: the "if" direction is broken. */
  YES_INSTANCE,
  /** The forward map threw, or its certificate does not win (checked by the verifier). */
  FORWARD_MAP,
  /**
   * A winning certificate (the forward map's or the game decider's) that the backward map
   * rejected, or mapped to something the source problem refutes as a witness.
   */
  BACKWARD_MAP,
  /** The source decider threw: a defect of the tool, not of the reduction. */
  SOURCE_DECIDER,
  /** The game decider threw or produced a certificate that does not win: a tool defect. */
  GAME_DECIDER;

  /** Whether this check needs the game decider's answer. */
  boolean needsGameDecider() {
    return this == NO_INSTANCE || this == YES_INSTANCE || this == BACKWARD_MAP
        || this == GAME_DECIDER;
  }

  /** Whether this check is about the decision alone (no witness map involved). */
  public boolean isDecision() {
    return this != FORWARD_MAP && this != BACKWARD_MAP;
  }
}
