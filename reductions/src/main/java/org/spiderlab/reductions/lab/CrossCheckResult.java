package org.spiderlab.reductions.lab;

/**
 * One cross-check of the thesis-4.2 reduction on one formula: the formula's satisfiability (by a
 * SAT solver), the reduced game's winnability (by the exact solver), and the two witness checks
 * (forward: a satisfying assignment mapped to a certificate that the verifier must find WON;
 * backward: the solver's winning certificate mapped to an assignment that must satisfy the
 * formula). One line of a campaign's results file (JSON).
 *
 * @param id the campaign's id of the formula (empty outside campaigns)
 * @param formula the formula in {@link Formula#toString()} form
 * @param vars variables of the formula
 * @param clauses clauses of the formula
 * @param satisfiable whether the formula is satisfiable
 * @param game the solver's answer on the reduced game
 * @param outcome AGREE, DISAGREE, UNDECIDED or ERROR
 * @param limit for UNKNOWN, which solver limit was hit; else null
 * @param states states the solver expanded
 * @param ranks the reduced game's maximal rank
 * @param piles the reduced game's piles
 * @param cards the reduced game's cards
 * @param forwardWon for SAT, whether the forward certificate verified WON; null for UNSAT
 * @param forwardMoves length of the forward certificate (0 when none)
 * @param backwardOk whether the solver's certificate mapped back to a satisfying assignment;
 *     null when the solver gave no certificate
 * @param satMillis time of the SAT solver
 * @param reduceMillis time to build the game
 * @param solveMillis time of the game solver
 * @param checkMillis time of the witness maps and the verifier
 * @param error for ERROR, the exception; else null
 */
public record CrossCheckResult(
    String id,
    String formula,
    int vars,
    int clauses,
    boolean satisfiable,
    Winnability game,
    Outcome outcome,
    String limit,
    long states,
    long ranks,
    long piles,
    long cards,
    Boolean forwardWon,
    long forwardMoves,
    Boolean backwardOk,
    long satMillis,
    long reduceMillis,
    long solveMillis,
    long checkMillis,
    String error) {

  /** The outcome of a satisfiability answer and a winnability answer. */
  public static Outcome outcomeOf(boolean satisfiable, Winnability game) {
    if (game == Winnability.UNKNOWN) {
      return Outcome.UNDECIDED;
    }
    return satisfiable == (game == Winnability.WINNABLE) ? Outcome.AGREE : Outcome.DISAGREE;
  }

  /**
   * The first line the command line prints: {@code AGREE SAT WINNABLE}, {@code AGREE UNSAT
   * UNWINNABLE}, {@code DISAGREE SAT UNWINNABLE}, {@code UNDECIDED UNSAT UNKNOWN}, ... or {@code
   * ERROR <what>}.
   */
  public String headline() {
    if (outcome == Outcome.ERROR) {
      return "ERROR " + error;
    }
    return outcome + " " + (satisfiable ? "SAT" : "UNSAT") + " " + game;
  }

  /**
   * What is wrong, or null when nothing is: {@code DISAGREE}, {@code FORWARD} (the forward
   * certificate did not win), {@code BACKWARD} (a winning certificate mapped to a non-satisfying
   * assignment) or {@code ERROR}. Campaigns shrink every failing formula.
   */
  public String failure() {
    if (outcome == Outcome.ERROR) {
      return "ERROR";
    }
    if (outcome == Outcome.DISAGREE) {
      return "DISAGREE";
    }
    if (Boolean.FALSE.equals(forwardWon)) {
      return "FORWARD";
    }
    if (Boolean.FALSE.equals(backwardOk)) {
      return "BACKWARD";
    }
    return null;
  }

  /** This result under another id. */
  public CrossCheckResult withId(String newId) {
    return new CrossCheckResult(newId, formula, vars, clauses, satisfiable, game, outcome, limit,
        states, ranks, piles, cards, forwardWon, forwardMoves, backwardOk, satMillis, reduceMillis,
        solveMillis, checkMillis, error);
  }

  /** A result for a check that threw. */
  public static CrossCheckResult error(Formula f, Throwable t) {
    String what = t.getClass().getSimpleName() + (t.getMessage() == null ? ""
        : ": " + t.getMessage().replace('\n', ' '));
    return new CrossCheckResult("", f.toString(), f.vars(), f.clauseCount(), false,
        Winnability.UNKNOWN, Outcome.ERROR, null, 0, 0, 0, 0, null, 0, null, 0, 0, 0, 0, what);
  }
}
