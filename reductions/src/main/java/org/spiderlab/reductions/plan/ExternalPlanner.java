package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.spiderlab.core.Durations;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.ModelReader;

/**
 * The bounded planner of {@link SatPlanner} with a SAT solver run as a separate program, one run
 * per horizon (thesis 3.7: many solver calls instead of one big one): the horizon deepens from
 * {@link PlanFormula#lowerBound} one move at a time; each horizon's formula is {@link
 * PlanFormula}'s ({@code plan-cnf}'s, satisfiable exactly when a win within that many moves
 * exists), written to a temporary file and given to {@code command FILE}, whose standard output
 * must be SAT-competition output ({@code s SATISFIABLE} and {@code v} lines: CaDiCaL, Kissat,
 * Sat4j's own launcher; {@link ModelReader}). The first satisfiable horizon's model is decoded
 * and replayed by the verifier, so the plan is a shortest win; an answer the program does not
 * give within the time left, or cannot give, is UNKNOWN, as is an unreadable output (with the
 * reason). Measured against Sat4j's incremental run in docs/PLANNING.md ("Solvers"): CaDiCaL
 * finds shortest wins where Sat4j runs out of time. The formula is {@code plan-cnf}'s, without
 * the canonical order of {@link PlanOptions} (options asking for it are refused). Statistics: the last formula's size; conflicts
 * and decisions are the program's and counted as 0.
 */
public final class ExternalPlanner {
  private ExternalPlanner() {}

  /** CaDiCaL ({@code cadical -q}, Debian package {@code cadical}). */
  public static List<String> cadical() {
    return List.of("cadical", "-q");
  }

  /**
   * Plans {@code game} within the limits of {@code options} with {@code command} (program and
   * options; the formula's file name is appended).
   *
   * @throws IllegalArgumentException if {@code options} ask for the canonical order
   */
  public static PlanResult plan(Game game, PlanOptions options, List<String> command) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    checkNotNull(command, "command");
    checkArgument(!command.isEmpty(), "the command is empty");
    checkArgument(!options.canonicalOrder(), "the external planner runs plan-cnf's formula, "
        + "which has no canonical order");
    long t0 = System.nanoTime();
    long end = t0 + Math.min(options.timeout().toNanos(), Long.MAX_VALUE / 4);
    PlanFormula f = PlanFormula.of(game, 0);
    int answered = Math.min(f.lowerBound(), options.maxHorizon() + 1) - 1;
    String program = Path.of(command.get(0)).getFileName().toString();
    for (int h = answered + 1; h <= options.maxHorizon(); h++) {
      long left = end - System.nanoTime();
      if (left <= 0) {
        break;
      }
      f = PlanFormula.of(game, h, options.encoding());
      ModelReader.Result r;
      try {
        r = run(f, command, left);
      } catch (IOException | InputFormatException e) {
        return unknown(f, answered, program + ": " + e.getMessage(), t0);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return unknown(f, answered, program + ": interrupted", t0);
      }
      if (r == null) {
        break; // out of time
      }
      options.listener().horizonDone(h, r.status() == ModelReader.Status.SATISFIABLE,
          Duration.ofNanos(System.nanoTime() - t0));
      if (r.status() == ModelReader.Status.UNKNOWN) {
        return unknown(f, answered, program + " answered UNKNOWN at horizon " + h, t0);
      }
      if (r.status() == ModelReader.Status.SATISFIABLE) {
        List<Move> plan;
        try {
          plan = f.decode(r.model());
        } catch (IllegalArgumentException e) {
          return unknown(f, answered, program + "'s model at horizon " + h + ": "
              + e.getMessage(), t0);
        }
        return new PlanResult(SolverStatus.WINNABLE, plan, h, Optional.empty(), stats(f, t0));
      }
      answered = h;
    }
    if (answered >= options.maxHorizon()) {
      return unknown(f, answered, "horizon " + options.maxHorizon(), t0);
    }
    return unknown(f, answered, "timeout after " + Durations.format(options.timeout()), t0);
  }

  /** One horizon: the program's answer, or null when it ran out of {@code nanos}. */
  private static ModelReader.Result run(PlanFormula f, List<String> command, long nanos)
      throws IOException, InterruptedException {
    Path dir = Files.createTempDirectory("spiderlab-plan");
    try {
      Path in = dir.resolve("plan.cnf");
      Path out = dir.resolve("out.txt");
      Files.writeString(in, f.toDimacs());
      List<String> cmd = new ArrayList<>(command);
      cmd.add(in.toString());
      Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile())
          .redirectError(ProcessBuilder.Redirect.DISCARD).start();
      if (!p.waitFor(nanos, TimeUnit.NANOSECONDS)) {
        p.destroyForcibly().waitFor();
        return null;
      }
      return ModelReader.read(out, f.cnf().variables());
    } finally {
      try (Stream<Path> files = Files.list(dir)) {
        for (Path x : files.toList()) {
          Files.deleteIfExists(x);
        }
      }
      Files.deleteIfExists(dir);
    }
  }

  private static PlanResult unknown(PlanFormula f, int answered, String limit, long t0) {
    return new PlanResult(SolverStatus.UNKNOWN, List.of(), answered, Optional.of(limit),
        stats(f, t0));
  }

  private static PlanResult.Statistics stats(PlanFormula f, long t0) {
    return new PlanResult.Statistics(f.cnf().variables(), f.cnf().clauseCount(), 0, 0,
        Duration.ofNanos(System.nanoTime() - t0));
  }
}
