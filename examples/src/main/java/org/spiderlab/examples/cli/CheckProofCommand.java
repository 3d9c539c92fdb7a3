package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.verifier.ProofChecker;
import org.spiderlab.verifier.ProofVerdict;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab check-proof GAME PROOF}: checks a proof of unwinnability with the independent
 * {@link ProofChecker} and prints the verdict.
 */
@Command(name = "check-proof", mixinStandardHelpOptions = true,
    description = {
        "Check a proof that a game cannot reach a goal (written by --proof of solve, crosscheck, value, max-run, fair, easy, campaign).",
        "First line: PROOF VALID: what is proven | PROOF INVALID at ITEM K: reason. Exit status 0 whenever a verdict is printed, 2 for a malformed file."})
final class CheckProofCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Parameters(index = "1", paramLabel = "PROOF", description = "the proof (text, or .gz)")
  Path proof;

  @Override
  public Integer call() {
    Game g = GameFiles.read(game);
    long start = System.nanoTime();
    ProofVerdict v = InputFiles.read(proof, (r, name) -> ProofChecker.check(g, r, name));
    out().println(v);
    if (v instanceof ProofVerdict.Valid ok) {
      out().printf(java.util.Locale.ROOT,
          "checked: %,d items (%,d dead ends, %,d relaxations; %,d partial-order sets), %,d "
              + "successors, %.2f s%n",
          ok.items(), ok.deadEnds(), ok.fixpoints(), ok.reduced(), ok.successors(),
          (System.nanoTime() - start) / 1e9);
    }
    out().flush();
    return 0;
  }
}
