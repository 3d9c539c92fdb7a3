package org.spiderlab.reductions.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes {@link QdimacsReader#read}: any bytes give a forall-exists formula or a {@code
 * FILE:LINE:} error ({@link ReaderProperty}); a formula read is written back by {@link
 * QdimacsWriter} and read again unchanged, with the identity numbering.
 */
@Tag("fuzz")
class QdimacsFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    QdimacsFormula q = ReaderProperty.check(data, "fuzz.qdimacs",
        r -> QdimacsReader.read(r, "fuzz.qdimacs"), f -> f.formula().matrix().occurrences());
    if (q != null) {
      QdimacsFormula again = QdimacsReader.parse(QdimacsWriter.write(q.formula()), "again");
      assertEquals(q.formula(), again.formula(), () -> ReaderProperty.describe(data));
      assertEquals(VariableNumbering.identity(q.formula().variables()), again.numbering(),
          () -> ReaderProperty.describe(data));
    }
  }
}
