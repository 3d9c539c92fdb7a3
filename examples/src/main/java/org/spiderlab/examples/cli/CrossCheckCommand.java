package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.solver.SolverOptions;
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
        "Sat4j decides the formula, the exact solver decides the reduced game (thesis 4.2, Lemma 4.2.2). First line: AGREE SAT WINNABLE | AGREE UNSAT UNWINNABLE | DISAGREE <SAT|UNSAT> <WINNABLE|UNWINNABLE> | UNDECIDED <SAT|UNSAT> UNKNOWN; then the witness checks (the forward certificate verified; the solver's certificate mapped back to an assignment and checked on the formula), sizes and times. Exit status 0 whenever that line is printed."})
final class CrossCheckCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F.cnf", description = "the formula (DIMACS CNF)")
  Path formula;

  @Mixin SolverOptionsMixin solver;

  @Override
  public Integer call() {
    Cnf cnf = CnfFiles.read(formula);
    SolverOptions opts = solver.options(err());
    CrossCheckReport.print(ThreeSatLab.crossCheck(opts).run(cnf), out());
    out().flush();
    return 0;
  }
}
