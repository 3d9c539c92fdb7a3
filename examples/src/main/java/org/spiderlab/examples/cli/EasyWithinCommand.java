package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.plan.BoundedEasy;
import org.spiderlab.reductions.plan.PlanEncoding;
import org.spiderlab.reductions.qbf.ForallExists;
import org.spiderlab.reductions.qbf.Pi2Answer;
import org.spiderlab.reductions.qbf.QdimacsWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab easy-within GAME --k K --horizon L}: bounded k-EASY as a forall-exists formula
 * ({@link BoundedEasy}), decided by the CEGAR decider or DepQBF, or written as QDIMACS.
 */
@Command(name = "easy-within", mixinStandardHelpOptions = true,
    description = {
        "Decide whether after every sequence of K first moves a win within L moves remains, as one forall-exists formula (the SAT planner's formula with the first K moves universal; docs/PLANNING.md).",
        "First line: EVERY SEQUENCE WITHIN L (the game is K-easy), SOME SEQUENCE NOT WITHIN L (a longer win may remain) or UNKNOWN. With --qdimacs the formula is written instead, for any QBF solver."})
final class EasyWithinCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--k", paramLabel = "K", required = true,
      description = "the adversary's first moves (0.." + BoundedEasy.MAX_K + ")")
  int k;

  @Option(names = "--horizon", paramLabel = "L", required = true,
      description = "the most moves the win after them may take")
  int horizon;

  @Mixin BoundedQbfOptions qbf;

  @Override
  public Integer call() {
    OutputFiles.check(qbf.qdimacs, game);
    if (k < 0 || k > BoundedEasy.MAX_K) {
      throw new UserException("--k must be 0.." + BoundedEasy.MAX_K + ", got " + k, 2);
    }
    if (horizon < 0 || k + horizon > PlanEncoding.MAX_HORIZON) {
      throw new UserException("--horizon must be 0.." + (PlanEncoding.MAX_HORIZON - k)
          + ", got " + horizon, 2);
    }
    qbf.check();
    Game g = GameFiles.readForSolver(game);
    PlanCnfCommand.checkPlannable(game, g);
    PrintWriter out = out();
    if (qbf.qdimacs != null) {
      ForallExists f = BoundedEasy.formula(g, k, horizon);
      GameFiles.writeString(qbf.qdimacs, QdimacsWriter.write(f, "spiderlab easy-within k " + k
          + " horizon " + horizon + ": TRUE exactly when after every sequence of " + k
          + " first moves of " + game.getFileName() + " a win within " + horizon
          + " moves remains"));
      out.printf(Locale.ROOT, "wrote %s: %,d variables (%d universal), %,d clauses%n",
          qbf.qdimacs,
          f.variables(), f.universals(), f.matrix().clauseCount());
      out.flush();
      return 0;
    }
    BoundedEasy.Result r = BoundedEasy.decide(g, k, horizon, qbf.decider());
    switch (r.status()) {
      case EVERY_SEQUENCE_WITHIN -> out.println("EVERY SEQUENCE WITHIN " + horizon + " MOVES: "
          + k + "-EASY");
      case SOME_SEQUENCE_NOT_WITHIN -> out.println("SOME SEQUENCE NOT WITHIN " + horizon
          + " MOVES");
      default -> out.println("UNKNOWN");
    }
    if (r.run().answer() instanceof Pi2Answer.Unknown u) {
      out.println("reason: " + u.reason());
    }
    out.println("game: " + g);
    out.println("decider: " + QbfText.statistics(qbf.solverName, r.run()));
    out.flush();
    return 0;
  }
}
