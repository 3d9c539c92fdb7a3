package org.spiderlab.verifier;

/**
 * The proof checker's answer ({@link ProofChecker}): the proof establishes its claim
 * ({@link Valid}) or it fails at an item ({@link Invalid}). Each verdict's {@code toString()} is
 * the line the command line prints.
 */
public sealed interface ProofVerdict permits ProofVerdict.Valid, ProofVerdict.Invalid {

  /**
   * Whether the proof holds.
   *
   * @return true exactly for {@link Valid}
   */
  default boolean isValid() {
    return this instanceof Valid;
  }

  /**
   * The proof holds: no position reachable from the start reaches the goal.
   *
   * @param claim what is proven, e.g. {@code unwinnable} or {@code fewer than 3 clears}
   * @param items positions the proof names
   * @param deadEnds of them, positions claimed (and shown) to lead to no goal position
   * @param reduced of them, positions whose successors are claimed (and shown) to be needed only
   *     inside a stubborn set of piles
   * @param fixpoints relaxations the checker computed for the dead-end claims
   * @param successors successor positions the checker generated and looked up
   */
  record Valid(String claim, long items, long deadEnds, long reduced, long fixpoints,
      long successors)
      implements ProofVerdict {
    @Override
    public String toString() {
      return "PROOF VALID: " + claim;
    }
  }

  /**
   * The proof fails.
   *
   * @param item the item at fault (0 is the start position and the header)
   * @param reason what is wrong with it
   */
  record Invalid(long item, String reason) implements ProofVerdict {
    @Override
    public String toString() {
      return "PROOF INVALID at ITEM " + item + ": " + reason;
    }
  }
}
