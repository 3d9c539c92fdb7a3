package org.spiderlab.examples.cli;

import java.nio.file.Path;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;

/**
 * Reads DIMACS formulas for the reduction commands of thesis 4.2. Every syntactically valid file
 * is a formula the reduction takes, also one without clauses or without variables.
 */
final class CnfFiles {
  private CnfFiles() {}

  /** Reads {@code path}; a malformed file is an {@code InputFormatException}. */
  static Cnf read(Path path) {
    return DimacsReader.read(path);
  }
}
