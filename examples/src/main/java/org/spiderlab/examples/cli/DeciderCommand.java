package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.function.Consumer;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What {@code fair} and {@code easy} (thesis 4.3, 4.4) share: the per-game solver options, the
 * decider's options, {@code --out} and {@code --evidence}, and the lines that end an answer.
 */
abstract class DeciderCommand extends BaseCommand {
  @Mixin SolverOptionsMixin solver;

  @Mixin DeciderOptionsMixin decider;

  @Option(names = "--out", paramLabel = "OUT",
      description = "write what loses to OUT: fair, the losing arrangement (.json for JSON, else "
          + "text); easy, the losing prefix (.moves)")
  Path outFile;

  @Option(names = "--proof", paramLabel = "OUT",
      description = "for a NO answer, write a proof that what loses cannot be won to OUT "
          + "(docs/FORMATS.md, \"Proofs\"; .gz: compressed): fair, of the losing arrangement; "
          + "easy, of the position after the losing prefix; check it with check-proof GAME OUT")
  Path proofFile;

  @Option(names = "--evidence", paramLabel = "DIR",
      description = "for a YES answer, write its evidence to DIR: fair, each class's arrangement "
          + "and winning certificate (class-0001.spider, class-0001.moves, ...); easy, each "
          + "end's prefix and winning continuation as one certificate of the game "
          + "(end-0001.moves, ...)")
  Path evidenceDir;

  /**
   * A count limit as given ({@code none}: null).
   *
   * @throws UserException when it is not positive
   */
  static Long countLimit(Long value, String option) {
    if (value != null && value < 1) {
      throw new UserException(option + " must be at least 1, got " + value, 2);
    }
    return value;
  }

  /**
   * Prints the statistics with the threads, the evidence line (null when there is no evidence)
   * and its files, and a note on each file asked for but not written.
   */
  void tail(PrintWriter out, Object statistics, String evidenceLine, Consumer<Path> evidence,
      String word, boolean losing) {
    out.println("statistics: " + statistics + "; "
        + DeciderReport.count(decider.threads(), "thread", "threads"));
    if (evidenceLine != null) {
      out.println("evidence: " + evidenceLine);
      if (evidenceDir != null) {
        evidence.accept(DeciderReport.directory(evidenceDir));
      }
    } else if (evidenceDir != null) {
      out.println("no evidence written (" + word + ")");
    }
    if (outFile != null && !losing) {
      out.println("nothing written to " + outFile + " (" + word + ")");
    }
    if (proofFile != null && !losing) {
      out.println("proof file: none written (" + word + ")");
    }
    out.flush();
  }
}
