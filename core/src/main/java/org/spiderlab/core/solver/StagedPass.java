package org.spiderlab.core.solver;

import java.util.List;
import java.util.Objects;

/**
 * One pass of the staged best-first phase of {@link SearchStrategy#BEST_FIRST} (the strategy for
 * the standard deals of thesis chapter 3), reported to {@link SearchListener#passEnded} when the
 * pass ends: what it tried and how far it got, so that a user can see where a deal is lost (for
 * instance a first stage that turns no face-down card, docs/DEALS.md "Where the UNKNOWN deals are
 * lost"). Stages are counted by the deals done before them: stage {@code d} starts after the
 * {@code d}-th deal, and the last stage, after every deal, must end in a win.
 *
 * @param number the pass's place in the order the passes ran, from 1
 * @param wide whether it was the wide pass of the portfolio (otherwise one of the pairs)
 * @param stageBudget expansions per stage (four times that in the last stage)
 * @param candidates positions each stage deals from
 * @param beamWidth for a beam pass, the positions kept per number of deals done, chosen by value
 *     among the positions all stages of the level dealt to (with open levels, more where the
 *     level's stages ran out of positions below their budget: docs/DEALS.md, "Open levels for the
 *     second width"); 0 for a pass that searches the stage tree (each stage's candidates searched
 *     depth-first, whatever the other stages found)
 * @param storedStates positions the pass stored
 * @param stagesStarted per number of deals done {@code d}, the stages the pass started after
 *     {@code d} deals
 * @param fewestFaceDown per {@code d}, the fewest face-down cards among the positions those stages
 *     started from; -1 where none started
 * @param stagesSearchedOut per {@code d}, how many of those stages ran out of positions within
 *     their budget: every position the stage reached without dealing was expanded (a stage cut
 *     by its budget or by a limit is not counted). Where all stages of a level are searched out,
 *     a larger stage budget changes nothing there, and the level is lost or won by the positions
 *     the stages before it dealt from (docs/DEALS.md, "Small early stages")
 * @param outcome how the pass ended
 */
public record StagedPass(int number, boolean wide, int stageBudget, int candidates,
    int beamWidth, long storedStates, List<Integer> stagesStarted, List<Integer> fewestFaceDown,
    List<Integer> stagesSearchedOut, Outcome outcome) {

  /** How a pass ended. */
  public enum Outcome {
    /** It found a win. */
    WON,
    /** Its stages ran out of positions and candidates: the pass proves nothing. */
    EXHAUSTED,
    /** A limit stopped it, or the portfolio's mark (then it runs again after the wide pass). */
    STOPPED
  }

  /**
   * Checks the lists (same length, at most as many stages searched out as started at each
   * level) and the beam width (not negative), and copies the lists.
   */
  public StagedPass {
    stagesStarted = List.copyOf(stagesStarted);
    fewestFaceDown = List.copyOf(fewestFaceDown);
    stagesSearchedOut = List.copyOf(stagesSearchedOut);
    Objects.requireNonNull(outcome, "outcome");
    if (beamWidth < 0) {
      throw new IllegalArgumentException("beamWidth < 0: " + beamWidth);
    }
    if (stagesStarted.size() != fewestFaceDown.size()) {
      throw new IllegalArgumentException("stagesStarted and fewestFaceDown differ in length");
    }
    if (stagesSearchedOut.size() != stagesStarted.size()) {
      throw new IllegalArgumentException("stagesStarted and stagesSearchedOut differ in length");
    }
    for (int d = 0; d < stagesStarted.size(); d++) {
      int out = stagesSearchedOut.get(d);
      if (out < 0 || out > stagesStarted.get(d)) {
        throw new IllegalArgumentException("after " + d + " deals, " + out
            + " stages searched out of " + stagesStarted.get(d) + " started");
      }
    }
  }
}
