package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * The command line's report of one cross-check of the reduction of thesis 4.2 (Lemma 4.2.2 and
 * both witness maps), printed by {@code crosscheck} and {@code demo}: the headline, then the
 * formula, both deciders, both witness checks and the times.
 */
final class CrossCheckReport {
  private CrossCheckReport() {}

  /** Prints {@code rep}: the headline, then the details; whether a check failed. */
  static boolean print(CrossCheck.Report<Cnf, Assignment, ReducedInstance, List<Move>> rep,
      PrintWriter out) {
    CrossCheckResult r = rep.result();
    Cnf cnf = rep.source();
    Cnf normalized = rep.instance().formula();
    out.println(r.headline());
    out.println("formula: " + cnf.variables() + " variables, " + cnf.clauseCount()
        + " clauses" + (normalized.equals(cnf) ? ""
            : normalized.clauseCount() == cnf.clauseCount()
                ? "; short clauses padded to width 3 by repeating a literal"
                : "; normalized to width 3: " + normalized.variables() + " variables, "
                    + normalized.clauseCount() + " clauses"));
    out.println("sat (Sat4j, " + r.satMillis() + " ms): " + (!r.sourceDecided()
        ? "UNKNOWN (" + r.limit() + ")" : r.satisfiable()
        ? "SAT, model " + rep.witness().orElseThrow() : "UNSAT"));
    out.println("game: maximal rank " + r.ranks() + ", " + r.piles() + " piles, " + r.cards()
        + " cards, one suit (built in " + r.reduceMillis() + " ms)");
    if (r.satisfiable()) {
      out.println("forward witness: model -> certificate of " + r.forwardMoves()
          + " moves; verifier: " + rep.forwardProblem().orElse("WON after " + r.forwardMoves()
              + (r.forwardMoves() == 1 ? " move" : " moves"))
          + (Boolean.TRUE.equals(r.forwardWon()) ? "  [ok]" : "  [FAILED]"));
    } else {
      out.println("forward witness: none (" + (r.sourceDecided()
          ? "the formula is unsatisfiable" : "Sat4j found no model in time") + ")");
    }
    out.println("solver: " + r.game()
        + (rep.game() instanceof GameAnswer.Unknown<List<Move>> u
            ? " (limit hit: " + u.reason() + ")" : "")
        + "; " + rep.game().statistics());
    out.println(backwardLine(rep, "the solver found no winning certificate"));
    out.println("times: sat " + r.satMillis() + " ms, reduce " + r.reduceMillis()
        + " ms, solve " + r.solveMillis() + " ms, witness maps + verifier " + r.checkMillis()
        + " ms");
    r.failure().ifPresent(f -> out.println("FAILURE: " + f + " -- a counterexample to the"
        + " reduction as built; shrink it with 'spiderlab campaign' or report it"));
    return r.failure().isPresent();
  }

  /**
   * The backward witness line of a report whose evidence is a certificate: the solver's
   * certificate mapped back to an assignment, or why there is none ({@code none}).
   */
  static String backwardLine(CrossCheck.Report<Cnf, Assignment, ?, List<Move>> rep,
      String none) {
    CrossCheckResult r = rep.result();
    if (r.backwardOk() == null) {
      return "backward witness: none (" + none + ")";
    }
    long moves = rep.game() instanceof GameAnswer.Yes<List<Move>> y ? y.evidence().size() : 0;
    return "backward witness: solver certificate of " + moves + " moves -> assignment "
        + rep.backward().map(Object::toString).orElse("-")
        + (r.backwardOk() ? "; satisfies the formula  [ok]"
            : "; " + rep.backwardProblem().orElse("") + "  [FAILED]");
  }
}
