package org.spiderlab.examples.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.ProofChecker;
import org.spiderlab.verifier.ProofVerdict;

/**
 * The {@code --proof OUT} option of the commands whose NO answers rest on an exhausted search:
 * runs the proof-writing search ({@link ProofSearch}) on the game and goal of that answer and
 * keeps the file only when it proves the answer (docs/FORMATS.md, "Proofs"), after the
 * independent checker has accepted it (a proof it rejects is a bug: exit 1). A name ending in
 * {@code .gz} is written gzip-compressed; {@code check-proof} reads both.
 */
final class ProofFiles {
  private ProofFiles() {}

  /**
   * Writes the proof that {@code game} cannot reach the goal of {@code options} to {@code out};
   * returns the line to print: what was written, or why nothing was (a limit of the proof
   * search). Called only for NO answers: a proof search that reaches the goal contradicts the
   * answer and is an internal error (exit 1).
   */
  static String write(Path out, Game game, SolverOptions options) {
    return write(out, ProofSearch.Start.of(game), options);
  }

  /** As {@link #write(Path, Game, SolverOptions)}, from {@code start}. */
  static String write(Path out, ProofSearch.Start start, SolverOptions options) {
    ProofSearch.Outcome[] done = new ProofSearch.Outcome[1];
    boolean kept = OutputFiles.write(out, out.getFileName().toString().endsWith(".gz"), w -> {
      done[0] = ProofSearch.solve(start, options, w);
      return done[0].result().status() == SolverStatus.UNWINNABLE;
    });
    var r = done[0].result();
    if (r.status() == SolverStatus.WINNABLE) {
      throw new UserException("internal error: the answer was NO, but the proof search reached "
          + "the goal with a certificate of " + r.certificate().size() + " moves, replayed: "
          + "a solver bug, please report it with the game", 1);
    }
    if (!kept) {
      return "proof file: none written (the proof search ended " + r.status()
          + r.limit().map(l -> ", limit: " + l).orElse("") + ")";
    }
    String checked = "";
    if (Files.isRegularFile(out)) {
      long t0 = System.nanoTime();
      ProofVerdict v = ProofChecker.check(start.named(), out);
      if (!v.isValid()) {
        throw new UserException("internal error: the proof written to " + out
            + " does not check: " + v, 1);
      }
      checked = String.format(java.util.Locale.ROOT, "; check-proof: %s (%.2f s)", v,
          (System.nanoTime() - t0) / 1e9);
    }
    long size = fileSize(out);
    return String.format(java.util.Locale.ROOT, "proof file: wrote %s (%,d items, %s%s, "
        + "search %.2f s)%s", out, r.statistics().storedStates(), Units.bytes(done[0].bytes()),
        size >= 0 && size != done[0].bytes() ? ", " + Units.bytes(size) + " compressed" : "",
        r.statistics().elapsed().toNanos() / 1e9, checked);
  }

  private static long fileSize(Path p) {
    try {
      return Files.isRegularFile(p) ? Files.size(p) : -1;
    } catch (java.io.IOException e) {
      return -1;
    }
  }
}
