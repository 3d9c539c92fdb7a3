package org.spiderlab.examples.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The installed KPatience program ({@code kpat}, thesis section 3.1), run headless for its
 * solver: {@code kpat --solve 17 --start N --end N} solves deal N, {@code kpat --solvegame FILE}
 * a snapshot savegame. KPatience takes the suit count of {@code --solve} from its settings
 * ({@code SpiderSuits} in {@code kpatrc}), not from the game id, so every run gets a private
 * configuration directory that sets it. Debian installs the program as {@code /usr/games/kpat}.
 */
final class KpatienceProgram implements AutoCloseable {
  /** KPatience's id of Spider, whatever the suit count. */
  static final int SPIDER_ID = 17;

  private static final Pattern SOLVE_LINE =
      Pattern.compile("^(\\d+) (won|lost|unknown) \\((\\d+) ms\\)$");
  private static final Pattern ALL_MOVES = Pattern.compile("^all_moves (\\d+)$");

  private final Path program;
  private final Map<Integer, Path> configs = new ConcurrentHashMap<>();
  private final Path work;
  private final long timeoutSeconds;
  private final Map<String, String> extraEnvironment;

  /** KPatience's answer for one deal: won, lost or unknown, its time and its move count. */
  record Answer(long number, String answer, long millis, long allMoves) {}

  private KpatienceProgram(Path program, Path work, long timeoutSeconds,
      Map<String, String> extraEnvironment) {
    this.program = program;
    this.work = work;
    this.timeoutSeconds = timeoutSeconds;
    this.extraEnvironment = Map.copyOf(extraEnvironment);
  }

  /** The same program run with more environment variables (e.g. a preloaded probe). */
  KpatienceProgram withEnvironment(Map<String, String> env) {
    return new KpatienceProgram(program, work, timeoutSeconds, env);
  }

  /** The working directory of this program's runs (settings, outputs). */
  Path work() {
    return work;
  }

  /** The program at {@code kpat} on the PATH, else {@code /usr/games/kpat}, else empty. */
  static Optional<Path> locate() {
    String path = System.getenv("PATH");
    List<Path> candidates = new ArrayList<>();
    if (path != null) {
      for (String dir : path.split(java.io.File.pathSeparator)) {
        if (!dir.isEmpty()) {
          candidates.add(Path.of(dir, "kpat"));
        }
      }
    }
    candidates.add(Path.of("/usr/games/kpat"));
    return candidates.stream().filter(Files::isExecutable).findFirst();
  }

  /** The located program with a fresh working directory, or empty when none is installed. */
  static Optional<KpatienceProgram> find(long timeoutSeconds) {
    return locate().map(p -> at(p, timeoutSeconds));
  }

  /** The program at {@code program} (e.g. given with {@code --kpat}), with a fresh directory. */
  static KpatienceProgram at(Path program, long timeoutSeconds) {
    if (!Files.isExecutable(program)) {
      throw new UserException(program + " is not an executable program", 2);
    }
    try {
      Path work = Files.createTempDirectory("spiderlab-kpat");
      return new KpatienceProgram(program, work, timeoutSeconds, Map.of());
    } catch (IOException e) {
      throw new UserException("cannot make a directory for kpat's settings: " + e.getMessage(), 1);
    }
  }

  Path program() {
    return program;
  }

  /** Deletes the working directory (kpat's settings and outputs); the program stays usable. */
  @Override
  public void close() {
    try (java.util.stream.Stream<Path> files = Files.walk(work)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    } catch (IOException e) {
      // a temporary directory left behind is harmless
    }
    configs.clear();
  }

  /** Solves KPatience's deals {@code from..to} with {@code suits} suits in one run of kpat. */
  List<Answer> solve(int suits, long from, long to) {
    List<String> out = run(suits, List.of("--solve", String.valueOf(SPIDER_ID), "--start",
        String.valueOf(from), "--end", String.valueOf(to)));
    List<Answer> answers = new ArrayList<>();
    long allMoves = -1;
    for (String line : out) {
      Matcher m = SOLVE_LINE.matcher(line.trim());
      if (m.matches()) {
        answers.add(new Answer(Long.parseLong(m.group(1)), m.group(2),
            Long.parseLong(m.group(3)), -1));
      }
      Matcher a = ALL_MOVES.matcher(line.trim());
      if (a.matches()) {
        allMoves = Long.parseLong(a.group(1));
      }
    }
    if (answers.size() != to - from + 1) {
      throw new UserException("kpat --solve printed " + answers.size() + " answers for deals "
          + from + ".." + to + ": " + String.join(" | ", out), 1);
    }
    if (answers.size() == 1) {
      Answer a = answers.get(0);
      answers.set(0, new Answer(a.number(), a.answer(), a.millis(), allMoves));
    }
    return answers;
  }

  /** KPatience's answer for a snapshot savegame: won, lost or unknown, and the run's time. */
  Answer solveGame(int suits, Path savegame) {
    long start = System.nanoTime();
    List<String> out = run(suits, List.of("--solvegame", savegame.toAbsolutePath().toString()));
    long millis = (System.nanoTime() - start) / 1_000_000;
    for (String line : out) {
      String t = line.trim();
      if (t.equals("won") || t.equals("lost") || t.equals("unknown")) {
        return new Answer(-1, t, millis, -1);
      }
    }
    throw new UserException("kpat --solvegame " + savegame + " printed no answer: "
        + String.join(" | ", out), 1);
  }

  private Path config(int suits) {
    return configs.computeIfAbsent(suits, s -> {
      try {
        Files.createDirectories(work);
        Path dir = Files.createDirectories(work.resolve("config-" + s));
        Files.writeString(dir.resolve("kpatrc"),
            "[General Settings]\nSpiderSuits=" + s + "\n", StandardCharsets.UTF_8);
        return dir;
      } catch (IOException e) {
        throw new UserException("cannot write kpat's settings: " + e.getMessage(), 1);
      }
    });
  }

  /** The lines kpat printed on stdout and on stderr for {@code args}. */
  record Output(List<String> out, List<String> err) {}

  private List<String> run(int suits, List<String> args) {
    return runBoth(suits, args, false).out();
  }

  /** Runs kpat with {@code args}, keeping stderr when {@code keepErr}. */
  Output runBoth(int suits, List<String> args, boolean keepErr) {
    List<String> cmd = new ArrayList<>();
    cmd.add(program.toString());
    cmd.addAll(args);
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().put("QT_QPA_PLATFORM", "offscreen");
    pb.environment().put("XDG_CONFIG_HOME", config(suits).toString());
    pb.environment().putAll(extraEnvironment);
    try {
      Path output = Files.createTempFile(work, "kpat", ".out");
      Path errors = Files.createTempFile(work, "kpat", ".err");
      pb.redirectOutput(output.toFile());
      pb.redirectError(errors.toFile());
      pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
      Process p = pb.start();
      if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new UserException("kpat did not finish within " + timeoutSeconds + " s", 1);
      }
      List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
      List<String> errLines = keepErr ? Files.readAllLines(errors, StandardCharsets.ISO_8859_1)
          : List.of();
      Files.deleteIfExists(output);
      Files.deleteIfExists(errors);
      return new Output(lines, errLines);
    } catch (IOException e) {
      throw new UserException("cannot run " + program + ": " + e.getMessage(), 1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UserException("interrupted while kpat ran", 1);
    }
  }
}
