package org.spiderlab.examples.cli;

import java.nio.file.Path;
import java.util.function.LongConsumer;
import org.spiderlab.reductions.SizeBound;
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

  /**
   * Heap the reduced game of thesis 4.2 needs per card while it is built and written, about:
   * measured on 2026-11-25 with {@code p cnf 1000000 1} (12,000,042 cards), which reduces with
   * {@code -Xmx1g} and runs out with {@code -Xmx768m}.
   */
  static final long HEAP_BYTES_PER_CARD = 80;
  /** Bytes per card of the written text game, about (the same file: 115,778,254 bytes). */
  static final long TEXT_BYTES_PER_CARD = 10;

  /**
   * Refuses, before any of it is built, a reduced game of {@code size} that would not fit this
   * run's heap (one line, exit status 3, as running out of memory) or, written to {@code output}
   * (nullable), its disk (one line {@code OUT:0: ...}, exit status 2). The construction builds
   * gadgets for every declared variable, used or not, so a small file that declares millions of
   * variables is refused at once instead of filling the heap (docs/FORMATS.md, "Limits").
   */
  static void checkReducible(Path formula, SizeBound size, Path output) {
    long heap = Runtime.getRuntime().maxMemory();
    long need = size.cards() > Long.MAX_VALUE / HEAP_BYTES_PER_CARD ? Long.MAX_VALUE
        : size.cards() * HEAP_BYTES_PER_CARD;
    if (need > heap) {
      throw new UserException(InputFiles.name(formula) + ": the reduced game would have "
          + size.cards() + " cards (maximal rank " + size.ranks() + ", " + size.piles()
          + " piles; every declared variable counts, used or not): about " + mb(need)
          + " of heap, more than the " + mb(heap) + " of this run; raise the limit with"
          + " JAVA_OPTS, e.g. JAVA_OPTS=-Xmx" + Math.max(1, (need >> 30) + 1) + "g", 3);
    }
    if (output != null) {
      Path dir = output.toAbsolutePath().getParent();
      try {
        long free = java.nio.file.Files.getFileStore(dir).getUsableSpace();
        long write = size.cards() * TEXT_BYTES_PER_CARD;
        if (write > free) {
          throw new org.spiderlab.core.io.InputFormatException(output.toString(), 0,
              "the reduced game needs about " + mb(write) + " on disk, " + mb(free) + " are free");
        }
      } catch (java.io.IOException e) {
        // no file store to ask (the directory is checked when the output is written)
      }
    }
  }

  private static String mb(long bytes) {
    return (bytes >> 20) + " MB";
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
