package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.plan.ArrangedFair;
import org.spiderlab.reductions.plan.PlanEncoding;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Result;
import org.spiderlab.reductions.qbf.QdimacsWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab fair-within GAME --horizon L}: bounded FAIR as a forall-exists formula
 * ({@link ArrangedFair}), decided by the CEGAR decider or DepQBF, or written as QDIMACS.
 */
@Command(name = "fair-within", mixinStandardHelpOptions = true,
    description = {
        "Decide whether every arrangement of a template's face-down cards is won within L moves, as one forall-exists formula (the SAT planner's formula under universal arrangement variables; docs/PLANNING.md).",
        "First line: EVERY ARRANGEMENT WITHIN L (the template is FAIR), SOME ARRANGEMENT NOT WITHIN L (then that arrangement as a game file, checked by the planner on its own; a longer win may exist) or UNKNOWN. With --qdimacs the formula is written instead, for any QBF solver."})
final class FairWithinCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the template (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--horizon", paramLabel = "L", required = true,
      description = "the most moves each arrangement's win may take")
  int horizon;

  @Mixin BoundedQbfOptions qbf;

  @Option(names = {"-o", "--out"}, paramLabel = "ARR.spider",
      description = "write the arrangement without a win within L moves here")
  Path outFile;

  @Override
  public Integer call() {
    OutputFiles.check(qbf.qdimacs, game);
    OutputFiles.check(outFile, game);
    if (horizon < 0 || horizon > PlanEncoding.MAX_HORIZON) {
      throw new UserException("--horizon must be 0.." + PlanEncoding.MAX_HORIZON + ", got "
          + horizon, 2);
    }
    qbf.check();
    Game g = GameFiles.readForSolver(game);
    PlanCnfCommand.checkPlannable(game, g);
    long down = DeciderReport.faceDown(g);
    if (down > ArrangedFair.MAX_HIDDEN) {
      throw new org.spiderlab.core.io.InputFormatException(game.toString(), 0,
          "fair-within takes templates of at most " + ArrangedFair.MAX_HIDDEN
              + " face-down cards, this one has " + down);
    }
    PrintWriter out = out();
    if (qbf.qdimacs != null) {
      ForallExists f = ArrangedFair.formula(g, horizon).formula();
      GameFiles.writeString(qbf.qdimacs, QdimacsWriter.write(f, "spiderlab fair-within horizon "
          + horizon + ": TRUE exactly when every arrangement of " + game.getFileName()
          + "'s face-down cards is won within " + horizon + " moves; universal x[j][h] = "
          + "1 + j*" + down + " + h: hidden card h at hidden place j"));
      out.printf(Locale.ROOT, "wrote %s: %,d variables (%d universal), %,d clauses%n",
          qbf.qdimacs,
          f.variables(), f.universals(), f.matrix().clauseCount());
      out.flush();
      return 0;
    }
    ArrangedFair.Result r = ArrangedFair.decide(g, horizon, qbf.decider(),
        Duration.ofMinutes(10));
    switch (r.status()) {
      case EVERY_ARRANGEMENT_WITHIN -> out.println("EVERY ARRANGEMENT WITHIN " + horizon
          + " MOVES: FAIR");
      case SOME_ARRANGEMENT_NOT_WITHIN -> {
        out.println("SOME ARRANGEMENT NOT WITHIN " + horizon + " MOVES");
        r.arrangement().ifPresentOrElse(a -> {
          out.println("# arrangement without a win within " + horizon + " moves (a game file;"
              + " the planner on its own found none either):");
          out.print(GameText.toText(a));
          out.println("# end of the arrangement");
          if (outFile != null) {
            GameFiles.write(a, outFile, GameFiles.forOutput(outFile));
            out.println("wrote " + outFile);
          }
        }, () -> out.println("arrangement: none given (the solver's counterexample is not a"
            + " complete arrangement)"));
      }
      default -> out.println("UNKNOWN");
    }
    Pi2Result run = r.run();
    if (run.answer() instanceof org.spiderlab.reductions.qbf.Pi2Answer.Unknown u) {
      out.println("reason: " + u.reason());
    }
    out.println("game: " + g);
    out.println("face-down cards: " + down);
    out.println("decider: " + QbfText.statistics(qbf.solverName, run));
    out.flush();
    return 0;
  }
}
