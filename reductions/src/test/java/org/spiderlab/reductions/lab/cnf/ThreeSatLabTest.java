package org.spiderlab.reductions.lab.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.solver.SolverOptions;

/** Sat4j's time limit in the labs: the game search's, at most an hour. */
class ThreeSatLabTest {

  @Test
  void sat4jGetsTheGameSearchsTimeLimit() {
    assertEquals(Duration.ofSeconds(60), ThreeSatLab.sourceLimit(
        SolverOptions.builder().timeout(Duration.ofSeconds(60)).build()));
    assertEquals(Duration.ofHours(1), ThreeSatLab.sourceLimit(SolverOptions.defaults()));
    assertEquals(Duration.ofHours(1), ThreeSatLab.sourceLimit(
        SolverOptions.builder().timeout(Duration.ofDays(3)).build()));
  }
}
