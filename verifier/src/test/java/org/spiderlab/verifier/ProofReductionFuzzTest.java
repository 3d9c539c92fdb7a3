package org.spiderlab.verifier;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.Game;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes the proof checker as {@link ProofFuzzTest} does, on a one-suit game without a stock whose
 * proof (in the corpus) opens with a partial-order claim ({@code root p 2 3 4 5}), so that the
 * claims of stubborn pile sets and the dead ends without a stock are exercised.
 */
@Tag("fuzz")
class ProofReductionFuzzTest {
  private static final String FILE = "fuzz.proof";
  static final Game GAME = ProofFixtures.POR_FAMILY.generate(ProofFixtures.POR_SEED);

  @FuzzTest(maxDuration = "10m")
  void check(byte[] data) {
    ReaderProperty.check(data, FILE, r -> ProofChecker.check(GAME, r, FILE),
        v -> v instanceof ProofVerdict.Valid ok ? ok.items() : 0);
  }
}
