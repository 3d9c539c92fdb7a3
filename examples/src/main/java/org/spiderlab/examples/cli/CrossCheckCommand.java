package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.CrossCheck;
import org.spiderlab.reductions.lab.CrossCheckResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab crosscheck F.cnf}: SAT vs. winnability of the reduced game (thesis 4.2). */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
    description = {
        "Cross-check the 3-SAT -> Spider reduction on one formula.",
        "Sat4j decides the formula, the exact solver decides the reduced game (thesis 4.2, Lemma 4.2.2). First line: AGREE SAT WINNABLE | AGREE UNSAT UNWINNABLE | DISAGREE <SAT|UNSAT> <WINNABLE|UNWINNABLE> | UNDECIDED <SAT|UNSAT> UNKNOWN; then the witness checks (the forward certificate verified; the solver's certificate mapped back to an assignment and checked on the formula), sizes and times. Exit status 0 whenever that line is printed."})
final class CrossCheckCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F.cnf", description = "the formula (DIMACS CNF)")
  Path formula;

  @Option(names = "--max-states", paramLabel = "N", defaultValue = "2000000",
      description = "solver state limit (default ${DEFAULT-VALUE})")
  long maxStates;

  @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "60",
      description = "solver time limit in seconds (default ${DEFAULT-VALUE})")
  double timeout;

  @Option(names = "--strategy", paramLabel = "S", defaultValue = "focused",
      description = "solver search order: focused (default: an incomplete focused phase, then "
          + "dfs) or dfs")
  String strategy;

  @Option(names = "--no-partial-order",
      description = "solver expands every move (no stubborn-set reduction; for comparisons)")
  boolean noPartialOrder;

  @Option(names = "--no-dead-ends",
      description = "solver expands also positions from which no pile can ever become empty (no dead-end test; for comparisons)")
  boolean noDeadEnds;

  @Override
  public Integer call() {
    Cnf cnf = CnfFiles.read(formula);
    SolverOptions opts = SolveCommand.withStrategy(
        SolveCommand.options(maxStates, timeout, false, null), strategy)
        .toBuilder().partialOrder(!noPartialOrder).deadEnds(!noDeadEnds).build();
    CrossCheck.Report rep = CrossCheck.run(cnf, opts);
    print(rep, out());
    out().flush();
    return 0;
  }

  /** Prints a cross-check report: the headline, then the details. */
  static void print(CrossCheck.Report rep, PrintWriter out) {
    CrossCheckResult r = rep.result();
    out.println(r.headline());
    out.println("formula: " + rep.cnf().variables() + " variables, " + rep.cnf().clauseCount()
        + " clauses" + (rep.normalized().equals(rep.cnf()) ? ""
            : rep.normalized().clauseCount() == rep.cnf().clauseCount()
                ? "; short clauses padded to width 3 by repeating a literal"
                : "; normalized to width 3: " + rep.normalized().variables() + " variables, "
                    + rep.normalized().clauseCount() + " clauses"));
    out.println("sat (Sat4j, " + r.satMillis() + " ms): " + (r.satisfiable()
        ? "SAT, model " + rep.model().orElseThrow() : "UNSAT"));
    out.println("game: maximal rank " + r.ranks() + ", " + r.piles() + " piles, " + r.cards()
        + " cards, one suit (built in " + r.reduceMillis() + " ms)");
    if (r.satisfiable()) {
      out.println("forward witness: model -> certificate of " + r.forwardMoves()
          + " moves; verifier: " + rep.forwardVerdict().orElseThrow()
          + (Boolean.TRUE.equals(r.forwardWon()) ? "  [ok]" : "  [FAILED]"));
    } else {
      out.println("forward witness: none (the formula is unsatisfiable)");
    }
    out.println("solver: " + rep.solver().status()
        + rep.solver().limit().map(l -> " (limit hit: " + l + ")").orElse("") + "; "
        + rep.solver().statistics());
    if (r.backwardOk() == null) {
      out.println("backward witness: none (the solver found no winning certificate)");
    } else {
      out.println("backward witness: solver certificate of " + rep.solver().certificate().size()
          + " moves -> assignment " + rep.backward().map(Object::toString).orElse("-")
          + (r.backwardOk() ? "; satisfies the formula  [ok]"
              : "; " + rep.backwardProblem().orElse("") + "  [FAILED]"));
    }
    out.println("times: sat " + r.satMillis() + " ms, reduce " + r.reduceMillis()
        + " ms, solve " + r.solveMillis() + " ms, witness maps + verifier " + r.checkMillis()
        + " ms");
    if (r.failure() != null) {
      out.println("FAILURE: " + r.failure() + " -- a counterexample to the reduction as built;"
          + " shrink it with 'spiderlab campaign' or report it");
    }
  }
}
