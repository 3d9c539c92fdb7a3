package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * A QDIMACS solver run as a separate program (for example DepQBF, {@link #depqbf}), as a {@link
 * Pi2Decider} that SpiderLab's deciders are compared with (docs/QBF.md). Each decision writes the
 * formula with {@link QdimacsWriter} to a temporary file, runs {@code command FILE} and reads
 * the answer: the QDIMACS output line {@code s cnf R ...} ({@code R} = 1 true, 0 false, -1
 * unknown), or else the exit status (10 true, 20 false). The counterexample of a FALSE answer is
 * read from the QDIMACS certificate lines {@code V literal 0} over the universal variables
 * (DepQBF prints them with {@code --qdo}); universal variables they leave out are false, so a
 * FALSE without any {@code V} line (DepQBF prints none when the matrix is unsatisfiable by
 * itself, which makes every universal assignment a counterexample) gets the all-false one.
 * Answers are returned <em>unchecked</em>: check them with {@link Pi2Witnesses#refute}. A program that runs out of {@code timeout} is killed
 * (UNKNOWN). Thread-safe.
 */
public final class ExternalQbfSolver implements Pi2Decider {
  private final List<String> command;
  private final Duration timeout;

  private ExternalQbfSolver(List<String> command, Duration timeout) {
    this.command = List.copyOf(command);
    this.timeout = timeout;
  }

  /** Runs {@code command} (program and options; the file name is appended) within {@code timeout}. */
  public static ExternalQbfSolver of(List<String> command, Duration timeout) {
    checkNotNull(command, "command");
    checkArgument(!command.isEmpty(), "the command is empty");
    checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms, got %s", timeout);
    return new ExternalQbfSolver(command, timeout);
  }

  /** DepQBF ({@code depqbf --qdo FILE}, Debian package {@code depqbf}). */
  public static ExternalQbfSolver depqbf(Duration timeout) {
    return of(List.of("depqbf", "--qdo"), timeout);
  }

  /** Whether {@code program} is an executable file in a directory of {@code PATH}. */
  public static boolean onPath(String program) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Pi2Result solve(ForallExists formula) {
    checkNotNull(formula, "formula");
    long start = System.nanoTime();
    Pi2Answer answer;
    Path dir = null;
    try {
      dir = Files.createTempDirectory("spiderlab-qbf");
      Path in = dir.resolve("formula.qdimacs");
      Path out = dir.resolve("out.txt");
      Files.writeString(in, QdimacsWriter.write(formula));
      List<String> cmd = new ArrayList<>(command);
      cmd.add(in.toString());
      Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile())
          .redirectError(dir.resolve("err.txt").toFile()).start();
      if (!p.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
        p.destroyForcibly().waitFor();
        answer = new Pi2Answer.Unknown(name() + ": timeout after "
            + org.spiderlab.core.Durations.format(timeout));
      } else {
        answer = parse(Files.readAllLines(out, StandardCharsets.UTF_8), p.exitValue(),
            formula.universals(), name());
      }
    } catch (IOException e) {
      answer = new Pi2Answer.Unknown("cannot run " + name() + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      answer = new Pi2Answer.Unknown(name() + ": interrupted");
    } finally {
      delete(dir);
    }
    return new Pi2Result(answer, 0, 0, Duration.ofNanos(System.nanoTime() - start));
  }

  /** The answer in a QDIMACS solver's output {@code lines} and exit status. */
  static Pi2Answer parse(List<String> lines, int exit, int universals, String name) {
    int result = exit == 10 ? 1 : exit == 20 ? 0 : -1;
    int[] value = new int[universals + 1]; // 0 unknown, 1 true, -1 false
    for (String line : lines) {
      String[] t = line.trim().split("\\s+");
      if (t.length >= 3 && t[0].equals("s") && t[1].equals("cnf")) {
        result = t[2].equals("1") ? 1 : t[2].equals("0") ? 0 : -1;
      } else if (t[0].equals("V")) {
        for (int i = 1; i < t.length; i++) {
          int lit;
          try {
            lit = Integer.parseInt(t[i]);
          } catch (NumberFormatException e) {
            return new Pi2Answer.Unknown(name + ": '" + line + "' is not a certificate line");
          }
          if (lit != 0 && Math.abs(lit) <= universals) {
            value[Math.abs(lit)] = lit > 0 ? 1 : -1;
          }
        }
      }
    }
    if (result == 1) {
      return new Pi2Answer.True(Optional.empty());
    }
    if (result == 0) {
      return new Pi2Answer.False(Assignment.of(universals, v -> value[v] > 0));
    }
    return new Pi2Answer.Unknown(name + ": no answer (exit status " + exit + ")");
  }

  private String name() {
    return Path.of(command.get(0)).getFileName().toString();
  }

  /** Deletes the temporary files, as far as possible (a file left behind is no wrong answer). */
  private static void delete(Path dir) {
    if (dir == null) {
      return;
    }
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : files.toList()) {
        Files.deleteIfExists(f);
      }
      Files.deleteIfExists(dir);
    } catch (IOException e) {
      dir.toFile().deleteOnExit();
    }
  }

  /** {@code depqbf --qdo (timeout 1 min)}. */
  @Override
  public String toString() {
    return String.join(" ", command) + " (timeout " + org.spiderlab.core.Durations.format(timeout) + ")";
  }
}
