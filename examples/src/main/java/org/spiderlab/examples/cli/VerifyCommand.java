package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code spiderlab verify GAME CERT}: replays a certificate (thesis 4.1.8) and prints the verdict. */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = {
        "Replay a certificate on a game and print the verdict.",
        "First line: WON after N moves | NOT-WON after N moves: what is left | INVALID at move K: MOVE: reason. Exit status 0 whenever a verdict is printed, 2 for a malformed file."})
final class VerifyCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Parameters(index = "1", paramLabel = "CERT", description = "the certificate (.moves)")
  Path cert;

  @Override
  public Integer call() {
    Game g = GameFiles.read(game);
    Verdict v = InputFiles.read(cert, (r, name) -> Verifier.verify(g, r, name));
    out().println(v);
    if (v instanceof Verdict.Invalid inv && inv.line() > 0) {
      out().println("  (" + InputFiles.name(cert) + " line " + inv.line() + ")");
    }
    out().flush();
    return 0;
  }
}
