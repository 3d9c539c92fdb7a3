package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.Game;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes {@link GameJson#read}: any bytes give a game or a {@code FILE:LINE:} error
 * ({@link ReaderProperty}); a game read is written and read back unchanged, in JSON and as text.
 */
@Tag("fuzz")
class GameJsonFuzzTest {

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    Game game = ReaderProperty.check(data, "fuzz.json", r -> GameJson.read(r, "fuzz.json"),
        Game::cardCount);
    if (game != null) {
      assertEquals(game, GameJson.parse(GameJson.toJson(game)), () -> ReaderProperty.describe(data));
      assertEquals(game, GameText.parse(GameText.toText(game)), () -> ReaderProperty.describe(data));
    }
  }
}
