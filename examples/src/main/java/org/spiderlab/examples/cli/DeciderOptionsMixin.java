package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.time.Duration;
import org.spiderlab.core.decide.DeciderOptions;
import org.spiderlab.core.solver.SearchListener;
import picocli.CommandLine.Option;

/**
 * The options {@code fair} and {@code easy} share (thesis 4.3, 4.4), beside the per-game solver
 * options of {@link SolverOptionsMixin}: threads, the time limit of the whole decision, and the
 * switch that turns the reduction by interchangeable piles off.
 */
final class DeciderOptionsMixin {
  @Option(names = "--threads", paramLabel = "T",
      description = "solver runs in parallel (default: the number of cores)")
  Integer threads;

  @Option(names = "--time-limit", paramLabel = "SEC",
      converter = SolverOptionsMixin.SecondsConverter.class,
      description = "give up (UNKNOWN) after SEC seconds in all (default: none)")
  Double timeLimit;

  @Option(names = "--no-symmetry",
      description = "do not merge what differs only by interchangeable piles (for comparisons)")
  boolean noSymmetry;

  /**
   * The decider's options: per-game {@code solver} options without their progress lines (runs in
   * parallel would interleave them), and the decider's own progress on {@code err} when asked.
   *
   * @throws UserException for a thread count or time limit that is not positive
   */
  DeciderOptions.Builder builder(SolverOptionsMixin solver, PrintWriter err, String command,
      String items) {
    int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
    if (t < 1) {
      throw new UserException("--threads must be at least 1, got " + t, 2);
    }
    DeciderOptions.Builder b = DeciderOptions.builder()
        .solver(solver.builder(err).listener(SearchListener.NONE).build())
        .threads(t).pileSymmetry(!noSymmetry);
    if (timeLimit != null) {
      if (!(timeLimit > 0)) {
        throw new UserException("--time-limit must be positive, got " + timeLimit, 2);
      }
      b.timeout(Duration.ofMillis(Math.max(1, Math.round(timeLimit * 1000))));
    }
    if (solver.progress) {
      b.listener(new ProgressPrinter(err, command, items));
    }
    return b;
  }

  /** The threads used, for the report. */
  int threads() {
    return threads == null ? Runtime.getRuntime().availableProcessors() : threads;
  }
}
