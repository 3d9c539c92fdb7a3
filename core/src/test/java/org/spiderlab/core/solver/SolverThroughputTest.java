package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * Throughput measurement (tag {@code slow}): stored states per CPU-second of the solving thread
 * (robust on a shared machine, unlike wall-clock rates) and table bytes per stored state, on the
 * benchmark's game families, three seeds each, one million stored states at most per game.
 * Figures are recorded in docs/PERFORMANCE.md ("Solver").
 */
@Tag("slow")
class SolverThroughputTest {

  @Test
  void measure() {
    RandomGames[] specs = {
        new RandomGames(8, 1, 2, 4, 0, 50, Rule.SPIDER),
        new RandomGames(10, 1, 2, 6, 0, 50, Rule.SPIDER),
        new RandomGames(13, 1, 2, 10, 0, 50, Rule.SPIDER),
        new RandomGames(13, 2, 1, 8, 0, 50, Rule.SPIDER),
        new RandomGames(13, 4, 2, 10, 5, 50, Rule.SPIDER),
    };
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    SolverOptions options = SolverOptions.builder().maxStates(1_000_000).build();
    for (int rep = 0; rep < 2; rep++) { // the first round warms the JIT up
      for (RandomGames spec : specs) {
        long states = 0;
        long cpu = 0;
        long wall = 0;
        double bytes = 0;
        int[] verdicts = new int[3];
        for (long seed = 1; seed <= 3; seed++) {
          Game g = spec.generate(seed);
          long c0 = mx.getCurrentThreadCpuTime();
          long t0 = System.nanoTime();
          SolverResult r = Solver.solve(g, options);
          cpu += mx.getCurrentThreadCpuTime() - c0;
          wall += System.nanoTime() - t0;
          states += r.statistics().storedStates();
          bytes += r.statistics().bytesPerState() * r.statistics().storedStates();
          verdicts[r.status().ordinal()]++;
        }
        if (rep == 1) {
          System.out.printf(java.util.Locale.ROOT,
              "%s: W/U/?=%d/%d/%d, %d states, %.0f states/cpu-s, %.0f states/wall-s,"
                  + " %.1f bytes/state%n", spec, verdicts[0], verdicts[1], verdicts[2], states,
              states / (cpu / 1e9), states / (wall / 1e9), bytes / states);
        }
        assertTrue(states > 0);
      }
    }
  }
}
