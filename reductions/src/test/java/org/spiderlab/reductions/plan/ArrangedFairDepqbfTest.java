package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.qbf.CegarDecider;
import org.spiderlab.reductions.qbf.ExternalQbfSolver;

/**
 * Bounded FAIR ({@link ArrangedFair}) decided by DepQBF, the program: the same answers as the
 * arrangements one by one ({@link ArrangedFairTest#check}) and as the CEGAR decider, on the seeded
 * templates of {@link ArrangedFairTest} (all of seeds 0..59, the long ones included). Runs with
 * {@code -Pexternal}; skips, saying so, when {@code depqbf} is not on the PATH (install: {@code
 * sudo apt-get update && sudo apt-get install -y depqbf}).
 */
@Tag("external")
class ArrangedFairDepqbfTest {

  @Test
  void depqbfAgreesWithTheArrangementsAndWithCegar() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), "depqbf is not installed; install it with: "
        + "sudo apt-get update && sudo apt-get install -y depqbf");
    ExternalQbfSolver depqbf = ExternalQbfSolver.depqbf(Duration.ofMinutes(5));
    int checked = 0;
    for (long seed = 0; seed < 60; seed++) {
      Game t = ArrangedFairTest.template(seed);
      String where = "seed " + seed + "\n" + GameText.toText(t);
      ArrangedFairTest.check(t, where, depqbf);
      int worst = ArrangedFairTest.longestShortest(t);
      if (worst >= 0 && worst <= 12) {
        int horizon = Math.max(0, worst - 1);
        assertEquals(ArrangedFair.decide(t, horizon, CegarDecider.withDefaults(),
            Duration.ofMinutes(1)).status(), ArrangedFair.decide(t, horizon, depqbf,
            Duration.ofMinutes(1)).status(), where + ": CEGAR and DepQBF differ at " + horizon);
      }
      checked++;
    }
    assertTrue(checked == 60);
  }
}
