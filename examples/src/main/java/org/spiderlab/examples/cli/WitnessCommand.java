package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.ModelReader;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab witness F.cnf}: the forward witness map of thesis 4.2 (a satisfying
 * assignment becomes a winning certificate of the game {@code reduce} builds).
 */
@Command(name = "witness", mixinStandardHelpOptions = true,
    description = {
        "Map a satisfying assignment to a winning certificate (thesis 4.2).",
        "The certificate wins the game that 'spiderlab reduce F.cnf' builds (forward direction of Lemma 4.2.2) and is checked by the verifier. The model comes from --model (SAT-competition output: 's SATISFIABLE' and 'v' lines) or from Sat4j. Without -o the certificate goes to stdout and the report to stderr. An unsatisfiable formula has no witness: exit status 1."})
final class WitnessCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "F.cnf", description = "the formula (DIMACS CNF)")
  Path formula;

  @Option(names = "--model", paramLabel = "FILE", description = "a SAT solver's output")
  Path modelFile;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT",
      description = "write the certificate to OUT (.moves)")
  Path output;

  @Override
  public Integer call() {
    OutputFiles.check(output, formula, modelFile);
    Cnf cnf = CnfFiles.read(formula);
    Assignment model;
    String source;
    if (modelFile != null) {
      ModelReader.Result r = InputFiles.read(modelFile,
          (in, name) -> ModelReader.read(in, name, cnf.variables()));
      if (r.status() != ModelReader.Status.SATISFIABLE) {
        throw new UserException(InputFiles.name(modelFile) + " says " + r.status()
            + ": no model, no witness", 1);
      }
      model = r.model();
      if (!cnf.evaluate(model)) {
        throw new InputFormatException(InputFiles.name(modelFile), 0, "the model falsifies clause "
            + (cnf.firstFalsifiedClause(model) + 1) + " of " + formula);
      }
      source = InputFiles.name(modelFile);
    } else {
      SatResult r = SatSolver.solve(cnf);
      if (r instanceof SatResult.Unsatisfiable) {
        throw new UserException(formula + " is unsatisfiable (Sat4j): it has no satisfying"
            + " assignment, so the reduced game has no winning certificate to map to", 1);
      }
      if (r instanceof SatResult.Unknown u) {
        throw new UserException("Sat4j found no answer: " + u.reason(), 1);
      }
      model = ((SatResult.Satisfiable) r).model();
      source = "Sat4j";
    }
    CnfFiles.checkReducible(formula, ThreeSatToSpider.INSTANCE.sizeBound(cnf), null);
    ReducedInstance inst = ThreeSatToSpider.INSTANCE.reduce(cnf);
    List<Move> cert = ThreeSatToSpider.INSTANCE.forward(inst, model);
    Verdict v = Verifier.verify(inst.game(), cert);
    String report = "model (" + source + "): " + model + "\n"
        + "game: " + inst.game() + "\n"
        + "certificate: " + cert.size() + " moves; verifier: " + v + "\n";
    if (output == null) {
      out().print(CertificateText.toText(cert));
      out().flush();
      err().print(report);
      err().flush();
    } else {
      GameFiles.writeString(output, CertificateText.toText(cert));
      out().print(report);
      out().println("wrote " + output);
      out().flush();
    }
    return v.isWon() ? 0 : 1;
  }
}
