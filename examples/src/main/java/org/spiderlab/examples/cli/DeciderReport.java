package org.spiderlab.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.decide.EvidenceCheck;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * What {@code fair} and {@code easy} (thesis 4.3, 4.4) print and check in common: the proof line
 * of a losing game, the verifier's replay of every certificate before an answer is printed, the
 * independent evidence check, and the evidence directory.
 */
final class DeciderReport {
  private DeciderReport() {}

  /** {@code proof: UNWINNABLE, the solver's search is exhausted (12 states stored, ...)}. */
  static String proof(SolverResult r) {
    return "proof: " + r.status() + ", the solver's search of every reachable position is "
        + "exhausted (" + r.statistics() + ")";
  }

  /**
   * Replays {@code moves} on {@code game} with the verifier.
   *
   * @throws UserException (exit 1, an internal error) when the verifier does not find it won
   */
  static void requireWon(Game game, List<Move> moves, String what) {
    Verdict v = Verifier.verify(game, moves);
    if (!v.isWon()) {
      throw new UserException("internal error: the verifier rejects " + what + ": " + v, 1);
    }
  }

  /**
   * The line on an evidence check.
   *
   * @throws UserException (exit 1) when the check finds the evidence invalid
   */
  static String checked(EvidenceCheck c) {
    return switch (c.status()) {
      case VALID -> "valid (" + c.summary() + ")";
      case INCOMPLETE -> "incomplete (" + c.refutation().orElse("") + ")";
      case INVALID -> throw new UserException("internal error: the evidence check rejects the "
          + "evidence: " + String.join("; ", c.problems()), 1);
    };
  }

  /** {@code 3 moves} / {@code 1 move}. */
  static String moves(long n) {
    return count(n, "move", "moves");
  }

  /** {@code n} and the noun: {@code 1 thread}, {@code 2 threads}. */
  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** The face-down cards of a game's file. */
  static long faceDown(Game g) {
    return g.piles().stream().flatMap(List::stream).filter(c -> c.faceDown()).count();
  }

  /** {@code dir}, created if missing; an unwritable one is an input error. */
  static Path directory(Path dir) {
    try {
      return Files.createDirectories(dir);
    } catch (IOException e) {
      throw new InputFormatException(dir.toString(), 0, "cannot write: " + e.getMessage());
    }
  }

  /** {@code class-0007}: a file name numbered from 1, padded to the width of {@code count}. */
  static String numbered(String stem, int i, int count) {
    int width = Math.max(4, String.valueOf(count).length());
    return String.format(Locale.ROOT, "%s-%0" + width + "d", stem, i + 1);
  }
}
