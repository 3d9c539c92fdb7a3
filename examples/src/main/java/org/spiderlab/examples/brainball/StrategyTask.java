package org.spiderlab.examples.brainball;

/**
 * The paper's "big strategy task" (sections 3.4 and 6): bring the Brainball with as few flips as
 * possible from (5̄, 6̄, 7, 8, 9, 10, 11, 12, 13, 1, 2, 3, 4) to a given goal. The paper's result:
 * exactly 14 different Rochaden of length 13, none shorter (found in section 6.5 with 10 hours
 * and 750 MB), and it lists all 14.
 *
 * <p>The goal as printed in section 3.4 is (9, 11, 13, 2̄, 4̄, 6̄, 8̄, 10̄, 12̄, 1, 3, 5, 7)
 * ({@link #PRINTED_GOAL}). With the moves exactly as section 2.1 defines them (which reproduce
 * every Rochade effect listed in sections 5.1 and 5.2 but one), each of the paper's 14 listed
 * Rochaden leads the start instead to (9, 11, 13, 2̄, 4̄, 6, 8̄, 10̄, 12̄, 1, 3, 5̄, 7)
 * ({@link #GOAL}, stones 5 and 6 with the other colour): for that goal the search finds exactly
 * the paper's 14 Rochaden of length 13 and none shorter. For the printed goal it finds a single
 * optimal Rochade of length 11.
 */
public final class StrategyTask {
  private StrategyTask() {}

  /** The start of section 3.4, {@code 5y,6y,7,8,9,10,11,12,13,1,2,3,4}. */
  public static final Position START = Position.parse("5y,6y,7,8,9,10,11,12,13,1,2,3,4");
  /**
   * The goal the paper's 14 listed solutions reach (section 3.4, first listed Rochade applied to
   * {@link #START}): {@code 9,11,13,2y,4y,6,8y,10y,12y,1,3,5y,7}.
   */
  public static final Position GOAL =
      Rochade.parse("-6/-1/2/-2/-1/-1/2/4/-5/-4/4/-6/-5/2D").apply(START);
  /** The goal as printed in section 3.4: {@code 9,11,13,2y,4y,6y,8y,10y,12y,1,3,5,7}. */
  public static final Position PRINTED_GOAL =
      Position.parse("9,11,13,2y,4y,6y,8y,10y,12y,1,3,5,7");
  /** Classes the task needs stored: both sides to depth 6 (2 × 2,045,512), with room. */
  public static final long DEFAULT_MAX_STATES = 6_000_000;

  /**
   * Solves the task for {@link #GOAL} with {@link RochadeSearch}: both sides to depth 6, then
   * the seventh layer of one side generated and checked (about 24 million neighbours), never
   * stored.
   *
   * @return the optimum (length 13) and its 14 Rochaden
   */
  public static RochadeSearch.Result solve() {
    return RochadeSearch.search(START, GOAL, DEFAULT_MAX_STATES);
  }

  /**
   * Solves the task for the goal as printed, {@link #PRINTED_GOAL}.
   *
   * @return the optimum (length 11) and its Rochaden
   */
  public static RochadeSearch.Result solvePrinted() {
    return RochadeSearch.search(START, PRINTED_GOAL, DEFAULT_MAX_STATES);
  }
}
