package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;

/**
 * Bounded k-EASY ({@link BoundedEasy}) decided by DepQBF, the program: the same answers as the
 * sequences one by one ({@link BoundedEasyTest#check}, {@code k} 1 and 2 on seeds 0..35) and as
 * the CEGAR decider one move below the longest shortest win. Runs with {@code -Pexternal}; skips,
 * saying so, when {@code depqbf} is not on the PATH (install: {@code sudo apt-get update && sudo
 * apt-get install -y depqbf}).
 */
@Tag("external")
class BoundedEasyDepqbfTest {

  @Test
  void depqbfAgreesWithTheSequencesAndWithCegar() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), "depqbf is not installed; install it with: "
        + "sudo apt-get update && sudo apt-get install -y depqbf");
    ExternalQbfSolver depqbf = ExternalQbfSolver.depqbf(Duration.ofMinutes(5));
    for (int k = 1; k <= 2; k++) {
      for (long seed = 0; seed < 36; seed++) {
        Game g = BoundedEasyTest.game(seed);
        String where = "seed " + seed + " k=" + k + "\n" + GameText.toText(g);
        int worst = BoundedEasyTest.check(g, k, where, depqbf);
        int horizon = Math.max(0, worst - 1);
        assertEquals(BoundedEasy.decide(g, k, horizon, CegarDecider.withDefaults()).status(),
            BoundedEasy.decide(g, k, horizon, depqbf).status(), where
                + ": CEGAR and DepQBF differ at " + horizon);
      }
    }
  }
}
