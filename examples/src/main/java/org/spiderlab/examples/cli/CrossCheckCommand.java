package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.approx.ApproxReduction;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.ThreeSatLab;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.reductions.GameAnswer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab crosscheck F.cnf}: SAT vs. winnability of the reduced game (thesis 4.2). */
@Command(name = "crosscheck", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.CrossCheck.class,
    description = {
        "Cross-check the 3-SAT -> Spider reduction on one formula.",
        "Sat4j decides the formula, the exact solver decides the reduced game (thesis 4.2, Lemma 4.2.2). First line: AGREE SAT WINNABLE | AGREE UNSAT UNWINNABLE | DISAGREE <SAT|UNSAT> <WINNABLE|UNWINNABLE> | UNDECIDED <SAT|UNSAT> UNKNOWN; then the witness checks (the forward certificate verified; the solver's certificate mapped back to an assignment and checked on the formula), sizes and times. Exit status 0 when every check passed (also UNDECIDED), 1 when one failed (DISAGREE, a witness check [FAILED]; a FAILURE line says which).",
        "With --to val|decks|run-height, a construction of thesis 4.5 instead: the game is asked whether a deck can be cleared (val(G) >= 1) or a run of height n built, and its exact optimum is computed. First line: AGREE SAT VAL=<v> | AGREE UNSAT VAL=0 (MAX-RUN=<h> for run-height) | DISAGREE ... | UNDECIDED ...; then the optimum beside the thesis' prediction.",
        "--to fair | --to k-easy (F.qdimacs, forall-exists): the CEGAR decider on Sat4j decides the formula, the FAIR or k-EASY decider the reduced game (thesis 4.3.4, 4.4.3). First line: AGREE TRUE FAIR | AGREE FALSE UNFAIR | AGREE TRUE EASY | AGREE FALSE NOT-EASY | DISAGREE <TRUE|FALSE> <verdict> | UNDECIDED <TRUE|FALSE> UNKNOWN; then the witness checks: for TRUE the Skolem table mapped to evidence (a certificate per arrangement or per adversary prefix) and checked, for FALSE the counterexample mapped to its losing arrangement or prefix and that game proven unwinnable by the solver; the decider's evidence mapped back to a Skolem table."})
final class CrossCheckCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F",
      description = "the formula (DIMACS CNF; QDIMACS for --to fair and --to k-easy)")
  Path formula;

  @Mixin SolverOptionsMixin solver;

  @Mixin ReductionTargetMixin target;

  @Option(names = "--proof", paramLabel = "OUT",
      description = "with a NO answer of the game side, write a proof of it to OUT "
          + "(docs/FORMATS.md, \"Proofs\"; .gz: compressed): the reduced game cannot be won "
          + "(3-SAT), cannot reach the threshold (--to val|decks|run-height), or the "
          + "counterexample's losing arrangement or prefix cannot be won (--to fair|k-easy); "
          + "check it with 'check-proof G OUT' on the game that 'reduce' writes")
  Path proof;

  @Override
  public Integer call() {
    OutputFiles.check(proof, formula);
    SolverOptions opts = solver.options(err());
    boolean failed;
    if (target.isPi2()) {
      try {
        failed = Pi2Commands.crossCheck(target, formula, opts, proof, out());
      } catch (IllegalStateException | IllegalArgumentException e) {
        out().println("ERROR " + e.getMessage());
        out().flush();
        return 1;
      }
    } else {
      Cnf cnf = CnfFiles.read(formula);
      ApproxReduction<?> approx = target.approx();
      CnfFiles.checkReducible(formula, approx == null ? ThreeSatToSpider.INSTANCE.sizeBound(cnf)
          : approx.sizeBound(cnf), null);
      if (approx != null) {
        failed = ApproxReport.run(approx, cnf, opts, proof, out());
      } else {
        var rep = ThreeSatLab.crossCheck(opts).run(cnf);
        failed = CrossCheckReport.print(rep, out());
        if (proof != null) {
          out().println(rep.game() instanceof GameAnswer.No<?>
              ? ProofFiles.write(proof, rep.instance().game(), opts)
              : "proof file: none written (" + rep.result().game() + ")");
        }
      }
    }
    out().flush();
    return failed ? 1 : 0;
  }
}
