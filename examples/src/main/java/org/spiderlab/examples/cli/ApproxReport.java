package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.spiderlab.core.Move;
import org.spiderlab.core.Game;
import org.spiderlab.core.optimum.Optimum;
import org.spiderlab.core.optimum.OptimumStatus;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameAnswer;
import org.spiderlab.reductions.approx.ApproxInstance;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.approx.OptimumDecider;
import org.spiderlab.reductions.approx.Prediction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * {@code crosscheck --to val|decks|run-height}: one cross-check of a construction of thesis 4.5
 * and its report: the headline ({@code AGREE SAT VAL=2}, {@code AGREE UNSAT MAX-RUN=7}, ...), the
 * formula, both deciders, the exact optimum beside the thesis' prediction, both witness checks
 * and the times.
 */
final class ApproxReport {
  private ApproxReport() {}

  /** Cross-checks {@code cnf} through {@code reduction} and prints the report; whether it failed. */
  static <I extends ApproxInstance> boolean run(ApproxReduction<I> reduction, Cnf cnf,
      SolverOptions options, PrintWriter out) {
    return run(reduction, cnf, options, null, out);
  }

  /**
   * As {@link #run(ApproxReduction, Cnf, SolverOptions, PrintWriter)}; with a NO answer and a
   * {@code proof} file (nullable), writes the proof that the threshold cannot be reached.
   */
  static <I extends ApproxInstance> boolean run(ApproxReduction<I> reduction, Cnf cnf,
      SolverOptions options, java.nio.file.Path proof, PrintWriter out) {
    OptimumDecider decider = OptimumDecider.of(reduction.question(), options);
    AtomicReference<Optimum> optimum = new AtomicReference<>();
    CrossCheck<Cnf, Assignment, I, List<Move>> check = CrossCheck.of(CnfProblem.INSTANCE,
        SatSolver.decider(ThreeSatLab.sourceLimit(options)), reduction, game -> {
          OptimumDecider.Decision d = decider.decideWithOptimum(game);
          optimum.set(d.optimum());
          return d.answer();
        });
    var rep = check.run(cnf);
    boolean failed = print(reduction, rep, optimum.get(), out);
    if (proof != null) {
      Game g = rep.instance().game();
      out.println(rep.game() instanceof GameAnswer.No<?> ? ProofFiles.write(proof, g,
          options.toBuilder().goal(reduction.question().objective().atLeast(
              reduction.question().threshold(g))).build())
          : "proof file: none written (" + rep.result().game() + ")");
    }
    return failed;
  }

  /** Prints the report; whether a check failed (DISAGREE, a witness map). */
  static <I extends ApproxInstance> boolean print(ApproxReduction<I> reduction,
      CrossCheck.Report<Cnf, Assignment, I, List<Move>> rep, Optimum o, PrintWriter out) {
    CrossCheckResult r = rep.result();
    Cnf cnf = rep.source();
    out.println(r.headline());
    out.println("formula: " + cnf.variables() + " variables, " + cnf.clauseCount() + " clauses");
    out.println("sat (Sat4j, " + r.satMillis() + " ms): " + (!r.sourceDecided()
        ? "UNKNOWN (" + r.limit() + ")" : r.satisfiable()
        ? "SAT, model " + rep.witness().orElseThrow() : "UNSAT"));
    out.println("game: " + reduction.name() + ": maximal rank " + r.ranks() + ", " + r.piles()
        + " piles, " + r.cards() + " cards, one suit (built in " + r.reduceMillis() + " ms)");
    out.println("question: " + reduction.question().name() + " (threshold "
        + reduction.question().threshold(rep.instance().game()) + ")");
    if (r.satisfiable()) {
      List<Move> fw = rep.forward().orElseThrow();
      out.println("forward witness: model -> certificate of " + fw.size() + " moves; verifier: "
          + rep.forwardProblem().orElse("reaches " + reduction.question().objective().label()
              + "=" + reduction.question().reached(rep.instance().game(), fw).orElse(-1))
          + (Boolean.TRUE.equals(r.forwardWon()) ? "  [ok]" : "  [FAILED]"));
    } else {
      out.println("forward witness: none (" + (r.sourceDecided()
          ? "the formula is unsatisfiable" : "Sat4j found no model in time") + ")");
    }
    Prediction p = reduction.prediction(rep.instance(), r.satisfiable());
    if (o != null && r.sourceDecided()) {
      boolean exact = o.status() == OptimumStatus.OPTIMAL;
      out.println("optimum: " + o.word() + (exact ? " (proof: " + o.upperBound() + ")"
          : " (limit hit: " + o.limit().map(Object::toString).orElse("") + ")")
          + "; thesis 4.5 predicts " + p + (exact ? p.admits(o.value()) ? "  [as predicted]"
              : "  [NOT as predicted]" : ""));
    }
    out.println("solver: " + r.game()
        + (rep.game() instanceof GameAnswer.Unknown<List<Move>> u
            ? " (limit hit: " + u.reason() + ")" : "")
        + "; " + rep.game().statistics());
    out.println(CrossCheckReport.backwardLine(rep, "the solver found no certificate reaching "
        + reduction.question().name()));
    out.println("times: sat " + r.satMillis() + " ms, reduce " + r.reduceMillis()
        + " ms, solve and optimise " + r.solveMillis() + " ms, witness maps + verifier "
        + r.checkMillis() + " ms");
    r.failure().ifPresent(f -> out.println("FAILURE: " + f + " -- a counterexample to the"
        + " construction as built; shrink it with 'spiderlab campaign' or report it"));
    return r.failure().isPresent();
  }
}
