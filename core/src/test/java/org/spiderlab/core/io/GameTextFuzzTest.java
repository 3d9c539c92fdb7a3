package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.Game;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes {@link GameText#read}: any bytes give a game or a {@code FILE:LINE:} error
 * ({@link ReaderProperty}); a game read is written and read back unchanged. The default build
 * replays the kept corpus in {@code src/test/resources/.../GameTextFuzzTestInputs}; {@code -Pfuzz}
 * fuzzes (docs/FUZZING.md).
 */
@Tag("fuzz")
class GameTextFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    Game game = ReaderProperty.check(data, "fuzz.spider", r -> GameText.read(r, "fuzz.spider"),
        Game::cardCount);
    if (game != null) {
      assertEquals(game, GameText.parse(GameText.toText(game)), () -> ReaderProperty.describe(data));
    }
  }
}
