package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.function.LongConsumer;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.qbf.QdimacsFormula;
import org.spiderlab.reductions.qbf.QdimacsReader;

/**
 * Reads DIMACS formulas for the reduction commands of thesis 4.2. Every syntactically valid file
 * is a formula the reduction takes, also one without clauses or without variables.
 */
final class CnfFiles {
  private CnfFiles() {}

  /**
   * Reads {@code path} ({@code -} for standard input, gzip or xz compressed or not, {@link
   * InputFiles}); a malformed file is an {@code InputFormatException}.
   */
  static Cnf read(Path path) {
    return InputFiles.read(path, DimacsReader::read);
  }

  /** As {@link #read(Path)}, telling {@code bytesRead} how far it got now and then. */
  static Cnf read(Path path, LongConsumer bytesRead) {
    return InputFiles.read(path, bytesRead, DimacsReader::read);
  }

  /** Reads the QDIMACS formula at {@code path}, as {@link #read(Path)}. */
  static QdimacsFormula readQdimacs(Path path) {
    return InputFiles.read(path, QdimacsReader::read);
  }

  /** As {@link #readQdimacs(Path)}, telling {@code bytesRead} how far it got now and then. */
  static QdimacsFormula readQdimacs(Path path, LongConsumer bytesRead) {
    return InputFiles.read(path, bytesRead, QdimacsReader::read);
  }
}
