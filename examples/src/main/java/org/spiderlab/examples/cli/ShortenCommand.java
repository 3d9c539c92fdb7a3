package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.reductions.plan.Shortener;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code spiderlab shorten GAME CERT -o OUT}: a shorter winning certificate ({@link Shortener}:
 * loops cut, plan neighbourhood graph search, windows re-planned with the SAT encoding).
 */
@Command(name = "shorten", mixinStandardHelpOptions = true,
    description = {
        "Make a winning certificate shorter: loops cut, the neighbourhood of the play searched for a shorter way (Aras), windows re-planned optimally with the SAT planner (docs/PLANNING.md).",
        "Prints the old and the new length and the verifier's verdict on the new certificate. Exit status 0; 2 if CERT does not win GAME."})
final class ShortenCommand extends BaseCommand {
  @Parameters(index = "0", paramLabel = "GAME",
      description = "the game (.spider text, .json or a .kpat KPatience savegame)")
  Path game;

  @Parameters(index = "1", paramLabel = "CERT", description = "a winning certificate (.moves)")
  Path certificate;

  @Option(names = {"-o", "--out"}, paramLabel = "OUT", required = true,
      description = "where to write the shorter certificate")
  Path output;

  @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "60",
      description = "time for the whole shortening (default ${DEFAULT-VALUE})")
  double timeout;

  @Option(names = "--window", paramLabel = "W", defaultValue = "10",
      description = "moves per re-planned window (default ${DEFAULT-VALUE})")
  int window;

  @Override
  public Integer call() {
    OutputFiles.check(output, game);
    if (!(timeout > 0)) {
      throw new UserException("--timeout must be positive, got " + timeout, 2);
    }
    if (window < 2 || window > 1_001) {
      throw new UserException("--window must be 2..1001, got " + window, 2);
    }
    Game g = GameFiles.readForSolver(game);
    List<Move> moves = InputFiles.read(certificate, CertificateText::read);
    Verdict before = Verifier.verify(g, moves);
    if (!(before instanceof Verdict.Won)) {
      throw new org.spiderlab.core.io.InputFormatException(certificate.toString(), 0,
          "the certificate does not win the game: " + before);
    }
    Shortener.Result r = Shortener.shorten(g, moves, new Shortener.Options(
        Duration.ofMillis(Math.max(1, Math.round(timeout * 1000))), window,
        Duration.ofSeconds(2)));
    GameFiles.writeString(output, CertificateText.toText(r.certificate()));
    out().println("SHORTENED: " + r.before() + " -> " + r.certificate().size() + " moves");
    out().println("verifier: " + Verifier.verify(g, r.certificate()));
    out().println(describe(r));
    out().println("wrote " + output);
    out().flush();
    return 0;
  }

  static String describe(Shortener.Result r) {
    return String.format(java.util.Locale.ROOT, "shortening: %d without loops, %d after the"
        + " neighbourhood search, %d with a shortest tail%s, %d windows re-planned (%d shorter),"
        + " %d passes, %s, %.1f s", r.afterLoops(), r.afterNeighbourhood(), r.afterTail(),
        r.tail() > 0 ? " (the last " + r.tail() + " moves)" : " (none proved)", r.windows(),
        r.shortened(), r.passes(), r.complete() ? "converged" : "time limit reached",
        r.elapsed().toMillis() / 1000.0);
  }
}
