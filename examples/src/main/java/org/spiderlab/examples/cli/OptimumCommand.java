package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.spiderlab.core.Board;
import org.spiderlab.core.BoardView;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.optimum.GreedyPlayer;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.core.optimum.Optimiser;
import org.spiderlab.core.optimum.Optimum;
import org.spiderlab.core.optimum.OptimumStatus;
import org.spiderlab.core.optimum.Probe;
import org.spiderlab.core.optimum.UpperBound;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What {@code value} and {@code max-run} share (thesis 4.5): read a game, maximise the command's
 * {@link Objective} with the exact {@link Optimiser}, replay the best certificate in the {@link
 * Verifier} and measure its final position, and print the optimum, its proof and the searches.
 * First line: {@code OPTIMAL VAL=2} or {@code UNKNOWN VAL>=1} (then the limit that was hit).
 */
abstract class OptimumCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Mixin SolverOptionsMixin solver;

  @Option(names = "--cert", paramLabel = "OUT",
      description = "write the certificate that reaches the best value to OUT (.moves text)")
  Path cert;

  @Option(names = "--proof", paramLabel = "OUT",
      description = "with an optimum proven by an exhausted search, write a proof that one more "
          + "is impossible to OUT (docs/FORMATS.md, \"Proofs\"; .gz: compressed), for "
          + "check-proof")
  Path proof;

  @Option(names = "--greedy",
      description = "also play the greedy player (clear when possible, otherwise the move that "
          + "uncovers most) and report the fraction of the optimum it reaches")
  boolean greedy;

  /** What this command maximises. */
  abstract Objective objective();

  /** E.g. {@code 2 runs cleared} or {@code a run of height 7 on top}. */
  abstract String describe(int value);

  @Override
  public Integer call() {
    OutputFiles.check(cert, game);
    OutputFiles.check(proof, game);
    Game g = GameFiles.readForSolver(game);
    Objective objective = objective();
    SolverOptions options = solver.options(err());
    Optimum o = Optimiser.maximise(g, objective, options);
    Verifier.Replay replay = Verifier.replay(g, o.certificate());
    BoardView end = replay.end().orElseThrow(() -> new IllegalStateException(
        "the optimiser's certificate is illegal: " + replay.verdict()));
    int measured = objective.measure(end);
    if (measured != o.value()) {
      throw new IllegalStateException("the optimiser's certificate reaches " + measured
          + ", not " + o.value());
    }
    out().println(o.status() + " " + o.word());
    o.limit().ifPresent(l -> out().println("limit: " + l));
    out().println("game: " + g);
    out().println("best: " + describe(o.value()) + " after " + o.certificate().size()
        + (o.certificate().size() == 1 ? " move" : " moves") + " (verifier: "
        + replay.verdict() + ")");
    out().println((o.status() == OptimumStatus.OPTIMAL ? "proof: " : "upper bound: ")
        + objective.label() + "<=" + o.upperBound().value() + ": " + o.upperBound());
    StringBuilder searches = new StringBuilder();
    for (Probe p : o.probes()) {
      searches.append(searches.length() == 0 ? "" : "; ").append(p);
    }
    out().println("searches: " + o.probes().size()
        + (o.probes().isEmpty() ? " (the card count settles it)" : " (" + searches + ")"));
    out().println("total: " + o.states() + " states, " + o.elapsed().toMillis() + " ms");
    if (greedy) {
      GreedyPlayer.Play p = GreedyPlayer.play(g, (int) Math.min(Integer.MAX_VALUE,
          10 * g.cardCount() + 100));
      int v = p.value(objective);
      out().println("greedy: " + describe(v) + " in " + p.moves().size() + " moves ("
          + fraction(v, o) + ")");
    }
    if (cert != null) {
      GameFiles.writeString(cert, CertificateText.toText(o.certificate()));
      out().println("wrote " + cert);
    }
    if (proof != null) {
      out().println(o.status() != OptimumStatus.OPTIMAL ? "proof file: none written (" + o.status()
          + ")" : o.upperBound() instanceof UpperBound.Counting c ? "proof file: none written (no "
          + "search to prove: " + c + ")" : ProofFiles.write(proof, g, options.toBuilder().goal(objective.atLeast(
              o.value() + 1)).build()));
    }
    out().flush();
    return 0;
  }

  /** {@code 50% of the optimum 2}, or of the best found when the optimum is not proven. */
  static String fraction(int v, Optimum o) {
    String of = o.status() == OptimumStatus.OPTIMAL ? "of the optimum " : "of the best found ";
    return o.value() == 0 ? (v == 0 ? "the optimum is 0" : "above the best found 0")
        : String.format(Locale.ROOT, "%.0f%% %s%d", 100.0 * v / o.value(), of, o.value());
  }
}
