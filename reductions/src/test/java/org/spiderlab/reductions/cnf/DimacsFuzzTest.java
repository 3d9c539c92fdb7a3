package org.spiderlab.reductions.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes {@link DimacsReader#read}: any bytes give a formula or a {@code FILE:LINE:} error
 * ({@link ReaderProperty}; a formula's literal count stays below the input length); a formula
 * read is written back as DIMACS and read again unchanged.
 */
@Tag("fuzz")
class DimacsFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    Cnf cnf = ReaderProperty.check(data, "fuzz.cnf", r -> DimacsReader.read(r, "fuzz.cnf"),
        Cnf::occurrences);
    if (cnf != null) {
      StringBuilder text = new StringBuilder("p cnf " + cnf.variables() + " "
          + cnf.clauseCount() + "\n");
      for (int i = 0; i < cnf.clauseCount(); i++) {
        for (int lit : cnf.clause(i)) {
          text.append(lit).append(' ');
        }
        text.append("0\n");
      }
      assertEquals(cnf, DimacsReader.parse(text.toString(), "again.cnf"),
          () -> ReaderProperty.describe(data));
    }
  }
}
