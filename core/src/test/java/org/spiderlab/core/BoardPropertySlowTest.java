package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.GameShrinks;

/**
 * The differential campaign of {@link BoardPropertyTest} with many more seeds and longer move
 * sequences; tagged slow (run with {@code -Pslow}).
 */
@Tag("slow")
class BoardPropertySlowTest {

  @Test
  void boardAgreesWithTheReferenceRulesOnManySeeds() {
    for (RandomGames spec : BoardPropertyTest.SPECS) {
      for (long seed = 1_000; seed < 1_400; seed++) {
        Game game = spec.generate(seed);
        List<Move> moves = BoardPropertyTest.mixedMoves(game, new SplittableRandom(seed), 200);
        String d = BoardPropertyTest.disagreement(game, moves);
        if (d != null) {
          GameShrinks.Counterexample cx = GameShrinks.shrink(seed, game, moves,
              (g, m) -> BoardPropertyTest.disagreement(g, m) != null);
          fail(spec.describe(seed) + ": " + d + "\n" + cx);
        }
      }
    }
  }
}
