package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;

/** Reads DIMACS formulas for the reduction commands. */
final class CnfFiles {
  private CnfFiles() {}

  /**
   * Reads {@code path}; malformed files and formulas the reduction cannot take (no variable) are
   * an {@link InputFormatException}.
   */
  static Cnf read(Path path) {
    Cnf cnf = DimacsReader.read(path);
    if (cnf.variables() < 1) {
      throw new InputFormatException(path.toString(), 0,
          "the formula has no variable; the reduction of thesis 4.2 needs at least one");
    }
    return cnf;
  }
}
