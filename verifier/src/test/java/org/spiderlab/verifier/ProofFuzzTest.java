package org.spiderlab.verifier;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.Game;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes the proof checker as a reader ({@link ReaderProperty}): for any bytes, {@link
 * ProofChecker#check} gives a verdict or a {@code FILE:LINE:} error, within the reader memory
 * bound, on a small game with a stock whose proof (in the corpus) has expanded positions, deals,
 * a clear, dead ends of both kinds and a split. A verdict of VALID on bytes that are no proof
 * would be a soundness finding: the test checks that every VALID verdict names at most as many
 * positions as the input has lines.
 */
@Tag("fuzz")
class ProofFuzzTest {
  private static final String FILE = "fuzz.proof";
  static final Game GAME = ProofFixtures.STOCK_FAMILY.generate(ProofFixtures.STOCK_SEED);

  @FuzzTest(maxDuration = "10m")
  void check(byte[] data) {
    ReaderProperty.check(data, FILE, r -> ProofChecker.check(GAME, r, FILE),
        v -> v instanceof ProofVerdict.Valid ok ? ok.items() : 0);
  }
}
