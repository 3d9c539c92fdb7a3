package org.spiderlab.examples.embed;

import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Embedding the certificate verifier (thesis 4.1.8) in a Java program, as the README shows: read
 * a game in the text format, stream a certificate file through the verifier, act on the verdict.
 *
 * <pre>
 * java -cp examples/target/spiderlab.jar org.spiderlab.examples.embed.VerifyExample \
 *     examples/samples/small.spider examples/samples/small.moves
 * </pre>
 */
public final class VerifyExample {
  private VerifyExample() {}

  /** Verifies {@code args[1]} on {@code args[0]}; exit status 0 iff the certificate wins. */
  public static void main(String[] args) {
    System.exit(run(Path.of(args[0]), Path.of(args[1])));
  }

  /** The example's body: 0 when the certificate wins, 1 when not, 2 for a malformed file. */
  public static int run(Path gameFile, Path certificateFile) {
    try {
      Game game = GameText.read(gameFile);                   // InputFormatException if malformed
      Verdict verdict = Verifier.verify(game, certificateFile); // streams the moves
      System.out.println(verdict);                          // WON after 5 moves
      return verdict.isWon() ? 0 : 1;
    } catch (InputFormatException e) {
      System.err.println(e.getMessage());                   // FILE:LINE: what is wrong
      return 2;
    }
  }
}
