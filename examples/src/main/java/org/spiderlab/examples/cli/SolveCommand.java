package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code spiderlab solve GAME}: decides winnability with the exact solver (thesis 1.3, 3). */
@Command(name = "solve", mixinStandardHelpOptions = true,
    defaultValueProvider = SolverOptionsMixin.Defaults.Solve.class,
    description = {
        "Decide whether a game is winnable with the exact solver.",
        "First line: WINNABLE, UNWINNABLE or UNKNOWN (then which limit was hit); then the search statistics. Exit status 0 whenever a verdict is printed."})
final class SolveCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Mixin SolverOptionsMixin solver;

  @Option(names = "--shortest", description = "find a shortest winning certificate")
  boolean shortest;

  @Option(names = "--cert", paramLabel = "OUT",
      description = "write the winning certificate to OUT (.moves text)")
  Path cert;

  @Option(names = "--proof", paramLabel = "OUT",
      description = "with an UNWINNABLE answer, write a proof of it to OUT (docs/FORMATS.md, "
          + "\"Proofs\"; .gz: compressed), for check-proof")
  Path proof;

  @Override
  public Integer call() {
    OutputFiles.check(cert, game);
    OutputFiles.check(proof, game);
    Game g = GameFiles.readForSolver(game);
    SolverOptions.Builder b = solver.builder(err());
    if (shortest && solver.strategy != null && solver.strategy != SearchStrategy.DFS
        && solver.strategy != SearchStrategy.AUTO) {
      throw new UserException("--shortest cannot be combined with --strategy "
          + SolverOptionsMixin.name(solver.strategy), 2);
    }
    SolverOptions opts = b.shortest(shortest).build();
    SolverResult r = Solver.solve(g, opts);
    out().println(r.status());
    r.limit().ifPresent(l -> out().println("limit: " + l));
    out().println("game: " + g);
    out().println("search: " + r.statistics());
    if (opts.strategy() == SearchStrategy.AUTO && !shortest) { // shortest: breadth-first
      out().println("strategy: " + SolverOptionsMixin.name(Solver.strategyFor(g, opts))
          + " (auto)");
    }
    if (r.status() == SolverStatus.WINNABLE) {
      out().println("certificate: " + r.certificate().size() + " moves"
          + (shortest ? " (shortest)" : ""));
      if (cert != null) {
        GameFiles.writeString(cert, CertificateText.toText(r.certificate()));
        out().println("wrote " + cert);
      }
    } else if (cert != null) {
      out().println("no certificate written (" + r.status() + ")");
    }
    if (proof != null) {
      out().println(r.status() == SolverStatus.UNWINNABLE ? ProofFiles.write(proof, g, opts)
          : "proof file: none written (" + r.status() + ")");
    }
    out().flush();
    return 0;
  }
}
