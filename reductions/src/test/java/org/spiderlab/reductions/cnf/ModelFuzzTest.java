package org.spiderlab.reductions.cnf;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes {@link ModelReader#read} for a formula of {@value #VARIABLES} variables: any bytes give
 * a solver answer or a {@code FILE:LINE:} error ({@link ReaderProperty}).
 */
@Tag("fuzz")
class ModelFuzzTest {
  static final int VARIABLES = 50;

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    ReaderProperty.check(data, "fuzz.model", r -> ModelReader.read(r, "fuzz.model", VARIABLES),
        result -> 0);
  }
}
