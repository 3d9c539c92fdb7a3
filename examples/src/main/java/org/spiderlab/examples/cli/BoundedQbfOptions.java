package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.time.Duration;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;
import org.spiderlab.reductions.qbf.Pi2Decider;
import org.spiderlab.reductions.qbf.Pi2Options;
import picocli.CommandLine.Option;

/**
 * The options of {@code fair-within} and {@code easy-within}: which decider takes the
 * forall-exists formula, its time limit, or a QDIMACS file to write instead.
 */
final class BoundedQbfOptions {
  @Option(names = "--solver", paramLabel = "S", defaultValue = "cegar",
      description = "cegar (the project's decider, Sat4j) or depqbf (the program, on the PATH)"
          + " (default: ${DEFAULT-VALUE})")
  String solverName;

  @Option(names = "--timeout", paramLabel = "SEC", defaultValue = "none",
      converter = SolverOptionsMixin.SecondsConverter.class,
      description = "give up (UNKNOWN) after SEC seconds (default: ${DEFAULT-VALUE})")
  Double timeout;

  @Option(names = "--qdimacs", paramLabel = "F.qdimacs",
      description = "write the formula to F.qdimacs and stop")
  Path qdimacs;

  /** Refuses a bad {@code --solver} or {@code --timeout} before any work (exit 2). */
  void check() {
    if (!solverName.equals("cegar") && !solverName.equals("depqbf")) {
      throw new UserException("--solver: expected cegar or depqbf, got '" + solverName + "'", 2);
    }
    QbfText.timeout(timeout);
  }

  /** The decider {@code --solver} names, with {@code --timeout}; exit 2 without DepQBF. */
  Pi2Decider decider() {
    check();
    Duration limit = QbfText.timeout(timeout);
    if (solverName.equals("depqbf")) {
      if (!ExternalQbfSolver.onPath("depqbf")) {
        throw new UserException("--solver depqbf: depqbf is not on the PATH (Debian: apt-get"
            + " install depqbf)", 2);
      }
      return ExternalQbfSolver.depqbf(limit);
    }
    return CegarDecider.of(new Pi2Options(limit, Pi2Options.DEFAULT_TABLE_LIMIT));
  }
}
