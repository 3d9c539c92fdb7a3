package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.plan.EncodingVariant;
import org.spiderlab.reductions.plan.PlanEncoding;
import org.spiderlab.reductions.plan.PlanFormula;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab plan-cnf GAME --horizon L -o F.cnf}: the SAT planner's formula "a win within
 * {@code L} moves" as DIMACS, for any SAT solver ({@link PlanFormula}); {@code plan-decode} turns a
 * model into the moves.
 */
@Command(name = "plan-cnf", mixinStandardHelpOptions = true,
    description = {
        "Write the formula \"the game is won within L moves\" as DIMACS CNF for any SAT solver (docs/PLANNING.md).",
        "It is satisfiable exactly when such a win exists; plan-decode GAME F.cnf MODEL turns a solver's model into the moves."})
final class PlanCnfCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Option(names = "--horizon", paramLabel = "L", required = true,
      description = "the most moves the win may take")
  int horizon;

  @Option(names = {"-o", "--out"}, paramLabel = "F.cnf", required = true,
      description = "where to write the formula")
  Path output;

  @Option(names = "--encoding", paramLabel = "V", defaultValue = "default",
      description = "the encoding variant: default, or a comma list of pairs, pile-tops, "
          + "classical-frames (docs/PLANNING.md, \"Encoding variants\"); plan-decode reads it "
          + "from the header")
  String encoding;

  /** The variant {@code --encoding} names, or a usage error (exit 2). */
  static EncodingVariant variant(String names) {
    try {
      return EncodingVariant.parse(names);
    } catch (IllegalArgumentException e) {
      throw new UserException("--encoding: " + e.getMessage(), 2);
    }
  }

  @Override
  public Integer call() {
    OutputFiles.check(output, game);
    if (horizon < 0 || horizon > PlanEncoding.MAX_HORIZON) {
      throw new UserException("--horizon must be 0.." + PlanEncoding.MAX_HORIZON + ", got "
          + horizon, 2);
    }
    EncodingVariant v = variant(encoding);
    Game g = GameFiles.readForSolver(game);
    checkPlannable(game, g);
    PlanFormula f = PlanFormula.of(g, horizon, v);
    GameFiles.writeString(output, f.toDimacs());
    out().printf(java.util.Locale.ROOT, "wrote %s: %,d variables, %,d clauses, horizon %d (every"
        + " win takes at least %d moves)%s%n", output, f.cnf().variables(), f.cnf().clauseCount(),
        horizon, f.lowerBound(), v.equals(EncodingVariant.DEFAULT) ? "" : ", encoding " + v);
    out().flush();
    return 0;
  }

  /** Refuses a game the planner's encoding does not take: {@code GAME:0: ...}, exit 2. */
  static void checkPlannable(Path game, Game g) {
    if (g.cardCount() > PlanEncoding.MAX_CARDS) {
      throw new org.spiderlab.core.io.InputFormatException(game.toString(), 0,
          "the SAT planner takes games of at most " + PlanEncoding.MAX_CARDS
              + " cards, this one has " + g.cardCount());
    }
  }
}
