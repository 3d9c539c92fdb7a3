package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code spiderlab crosscheck F.cnf}: SAT vs. winnability of the reduced game (thesis 4.2). */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.CrossCheck.class,
    description = {
        "Cross-check the 3-SAT -> Spider reduction on one formula.",
        "Sat4j decides the formula, the exact solver decides the reduced game (thesis 4.2, Lemma 4.2.2). First line: AGREE SAT WINNABLE | AGREE UNSAT UNWINNABLE | DISAGREE <SAT|UNSAT> <WINNABLE|UNWINNABLE> | UNDECIDED <SAT|UNSAT> UNKNOWN; then the witness checks (the forward certificate verified; the solver's certificate mapped back to an assignment and checked on the formula), sizes and times. Exit status 0 whenever that line is printed.",
        "With --to val|decks|run-height, a construction of thesis 4.5 instead: the game is asked whether a deck can be cleared (val(G) >= 1) or a run of height n built, and its exact optimum is computed. First line: AGREE SAT VAL=<v> | AGREE UNSAT VAL=0 (MAX-RUN=<h> for run-height) | DISAGREE ... | UNDECIDED ...; then the optimum beside the thesis' prediction."})
final class CrossCheckCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F.cnf", description = "the formula (DIMACS CNF)")
  Path formula;

  @Mixin SolverOptionsMixin solver;

  @Mixin ReductionTargetMixin target;

  @Override
  public Integer call() {
    Cnf cnf = CnfFiles.read(formula);
    SolverOptions opts = solver.options(err());
    ApproxReduction<?> approx = target.approx();
    if (approx != null) {
      ApproxReport.run(approx, cnf, opts, out());
      out().flush();
      return 0;
    }
    CrossCheckReport.print(ThreeSatLab.crossCheck(opts).run(cnf), out());
    out().flush();
    return 0;
  }
}
