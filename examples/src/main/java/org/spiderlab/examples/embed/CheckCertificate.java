package org.spiderlab.examples.embed;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/** Checks a certificate: {@code java CheckCertificate GAME.spider CERT.moves}. */
public final class CheckCertificate {
  private CheckCertificate() {}

  /** Prints the verdict on the game file {@code args[0]} and the certificate {@code args[1]}. */
  public static void main(String[] args) {
    Game game = GameText.read(Path.of(args[0]));               // a game in the text format
    Verdict verdict = Verifier.verify(game, Path.of(args[1])); // streams the certificate
    System.out.println(verdict);                               // WON after 5 moves
    if (verdict instanceof Verdict.Invalid bad) {              // or Verdict.Won, Verdict.NotWon
      System.out.println("the illegal move is on line " + bad.line() + " of " + args[1]);
    }
  }
}
