package org.spiderlab.reductions.lab;

import java.util.Optional;
import org.spiderlab.reductions.GameAnswer;

/**
 * One cross-check of a reduction on one source instance (thesis 4.2, Lemma 4.2.2 for 3-SAT): the
 * source's answer (by an independent decider, e.g. a SAT solver), the reduced game's winnability
 * (by the exact solver), and the two witness checks (forward: a source witness mapped to a
 * certificate that the verifier must find WON; backward: the solver's winning certificate mapped
 * to a witness that the source must accept). One line of a campaign's results file (JSON); the
 * field names are those of the 3-SAT lab ({@code satisfiable} is "the source is a YES instance").
 *
 * @param id the campaign's id of the instance (empty outside campaigns)
 * @param formula the source instance in its problem's one-line form ({@link
 *     SourceProblem#encode}; for CNF {@code 1 2 3, -1 2 3})
 * @param vars variables of the source
 * @param clauses clauses of the source
 * @param satisfiable whether the source is a YES instance; false also when the source decider gave
 *     no answer ({@link #sourceDecided()})
 * @param answer the source's answer word ({@link SourceProblem#yesWord()} or {@code noWord()},
 *     e.g. {@code SAT}, {@code FALSE}, or {@link #UNKNOWN_ANSWER} when the source decider gave no
 *     answer within its limit); null in results written before it existed, read as
 *     {@code SAT}/{@code UNSAT}
 * @param game the game decider's answer word ({@link org.spiderlab.reductions.GameQuestion#yes()},
 *     {@code no()} or {@code UNKNOWN}, e.g. {@code WINNABLE}, {@code UNFAIR})
 * @param outcome AGREE, DISAGREE, UNDECIDED or ERROR
 * @param limit for UNKNOWN, which limit was hit (for the solver {@code SolverLimit.toString()};
 *     when the source decider gave no answer, {@code source: } and its reason first); else null
 * @param states states the game decider stored
 * @param ranks the reduced game's maximal rank
 * @param piles the reduced game's piles
 * @param cards the reduced game's cards
 * @param forwardWon for YES, whether the forward evidence was checked to prove the game's YES (for
 *     WINNABLE: the certificate verified WON); null for NO
 * @param forwardMoves moves in the forward evidence (0 when none)
 * @param backwardOk whether the game decider's YES evidence mapped back to an accepted witness;
 *     null when the decider gave none
 * @param satMillis time of the source decider
 * @param reduceMillis time to build the game
 * @param solveMillis time of the game decider
 * @param checkMillis time of the witness maps and the verifier
 * @param error for ERROR, the exception; else null
 */
public record CrossCheckResult(
    String id,
    String formula,
    int vars,
    int clauses,
    boolean satisfiable,
    String answer,
    String game,
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

  /** The answer word of a source decider that gave no answer within its limit. */
  public static final String UNKNOWN_ANSWER = "UNKNOWN";

  /**
   * Whether the source decider answered: false for {@link Outcome#ERROR} and for the answer
   * {@link #UNKNOWN_ANSWER} (then the outcome is {@link Outcome#UNDECIDED} whatever the game
   * decider said, and {@link #satisfiable()} is false without meaning NO).
   */
  public boolean sourceDecided() {
    return outcome != Outcome.ERROR && !UNKNOWN_ANSWER.equals(answer);
  }

  /** The outcome of a source answer and the game decider's answer. */
  public static Outcome outcomeOf(boolean satisfiable, GameAnswer<?> game) {
    if (game instanceof GameAnswer.Unknown<?>) {
      return Outcome.UNDECIDED;
    }
    return satisfiable == (game instanceof GameAnswer.Yes<?>) ? Outcome.AGREE : Outcome.DISAGREE;
  }

  /**
   * The short label of the result, also the key of campaign tallies: {@code AGREE SAT WINNABLE},
   * {@code AGREE UNSAT UNWINNABLE}, {@code DISAGREE SAT UNWINNABLE}, {@code UNDECIDED UNSAT
   * UNKNOWN}, {@code AGREE FALSE UNFAIR}, ... or {@code ERROR <what>}.
   */
  public String headline() {
    if (outcome == Outcome.ERROR) {
      return "ERROR " + error;
    }
    String source = answer != null ? answer : satisfiable ? "SAT" : "UNSAT";
    return outcome + " " + source + " " + game;
  }

  /**
   * What is wrong, if anything: {@code DISAGREE}, {@code FORWARD} (the forward certificate did
   * not win), {@code BACKWARD} (a winning certificate mapped to no accepted witness) or {@code
   * ERROR}, in this order of precedence after ERROR.
   */
  public Optional<CrossCheckFailure> failure() {
    if (outcome == Outcome.ERROR) {
      return Optional.of(CrossCheckFailure.ERROR);
    }
    if (outcome == Outcome.DISAGREE) {
      return Optional.of(CrossCheckFailure.DISAGREE);
    }
    if (Boolean.FALSE.equals(forwardWon)) {
      return Optional.of(CrossCheckFailure.FORWARD);
    }
    if (Boolean.FALSE.equals(backwardOk)) {
      return Optional.of(CrossCheckFailure.BACKWARD);
    }
    return Optional.empty();
  }

  /** This result under another id. */
  public CrossCheckResult withId(String newId) {
    return new CrossCheckResult(newId, formula, vars, clauses, satisfiable, answer, game, outcome,
        limit,
        states, ranks, piles, cards, forwardWon, forwardMoves, backwardOk, satMillis, reduceMillis,
        solveMillis, checkMillis, error);
  }

  /** A result for a check of {@code source} that threw {@code t}. */
  public static <S> CrossCheckResult error(SourceProblem<S, ?> problem, S source, Throwable t) {
    String what = t.getClass().getSimpleName() + (t.getMessage() == null ? ""
        : ": " + t.getMessage().replace('\n', ' '));
    return new CrossCheckResult("", problem.encode(source), problem.variables(source),
        problem.clauses(source), false, null, "UNKNOWN", Outcome.ERROR, null, 0, 0, 0, 0,
        null, 0, null, 0, 0, 0, 0, what);
  }
}
