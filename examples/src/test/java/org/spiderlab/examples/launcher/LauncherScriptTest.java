package org.spiderlab.examples.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./spiderlab} launcher on a fresh copy of the project tree (sources and poms only, no
 * {@code target} directories): the first run builds the jar, a second run reuses it, a source
 * change makes the next run rebuild it, arguments reach the command line unchanged (also one with
 * a space), and the command's exit status comes back (0 for a verdict, 2 for a missing file).
 * Needs {@code bash} and {@code mvn} on the path; skipped without them. Two Maven builds: about a
 * minute.
 */
class LauncherScriptTest {
  private static final Set<String> SKIPPED = Set.of("target", ".git", "runs", ".cifuzz-corpus",
      "data", "docs", "test");

  record Run(int exit, String out, String err) {
    @Override
    public String toString() {
      return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err;
    }
  }

  @Test
  void buildsRunsPassesArgumentsAndExitStatusAndRebuildsAfterAChange(@TempDir Path tmp)
      throws Exception {
    assumeTrue(onPath("bash") && onPath("mvn"), "bash and mvn are needed");
    Path root = projectRoot();
    Path copy = tmp.resolve("clone");
    copyTree(root, copy);
    Path jar = copy.resolve("examples/target/spiderlab.jar");
    assertFalse(Files.exists(jar));

    Run first = run(copy, "verify", "examples/samples/small.spider", "examples/samples/small.moves");
    assertEquals(0, first.exit(), first.toString());
    assertEquals("WON after 5 moves", first.out().lines().findFirst().orElse(""), first.toString());
    assertTrue(first.err().contains("spiderlab: building"), first.toString());
    assertTrue(Files.isRegularFile(jar), "the launcher built " + jar);

    Files.copy(copy.resolve("examples/samples/small.spider"), copy.resolve("my game.spider"));
    Run again = run(copy, "verify", "my game.spider", "examples/samples/small.moves");
    assertEquals(0, again.exit(), again.toString());
    assertEquals("WON after 5 moves", again.out().lines().findFirst().orElse(""), again.toString());
    assertEquals("", again.err(), "no rebuild when nothing changed: " + again);

    Run missing = run(copy, "verify", "missing.spider", "examples/samples/small.moves");
    assertEquals(2, missing.exit(), missing.toString());
    assertEquals("missing.spider:0: no such file", missing.err().strip(), missing.toString());

    Path source = copy.resolve(
        "examples/src/main/java/org/spiderlab/examples/embed/VerifyExample.java");
    Files.writeString(source, Files.readString(source) + "\n// changed\n");
    Files.setLastModifiedTime(source, java.nio.file.attribute.FileTime.fromMillis(
        Files.getLastModifiedTime(jar).toMillis() + 2000));
    Run rebuilt = run(copy, "verify", "examples/samples/small.spider",
        "examples/samples/bad-move.moves");
    assertEquals(0, rebuilt.exit(), rebuilt.toString());
    assertTrue(rebuilt.err().contains("spiderlab: building"), "rebuild after a change: " + rebuilt);
    assertTrue(rebuilt.out().startsWith("INVALID at move 2: m 1 2 2: "), rebuilt.toString());
  }

  private static Run run(Path dir, String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", "./spiderlab"));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process p = new ProcessBuilder(cmd).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("./spiderlab " + String.join(" ", args) + " did not finish");
    }
    Run r = new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8).replaceAll("\u001b\\[[0-9;]*m", ""));
    Files.delete(out);
    Files.delete(err);
    return r;
  }

  private static boolean onPath(String program) {
    String path = System.getenv("PATH");
    return path != null && Stream.of(path.split(File.pathSeparator))
        .anyMatch(d -> Files.isExecutable(Path.of(d, program)));
  }

  /** The nearest directory upwards whose pom.xml is the parent pom itself. */
  private static Path projectRoot() throws IOException {
    for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
      Path pom = d.resolve("pom.xml");
      if (Files.isRegularFile(pom) && Files.readString(pom)
          .replaceAll("(?s)<parent>.*?</parent>", "")
          .contains("<artifactId>spiderlab-parent</artifactId>")) {
        return d;
      }
    }
    throw new IllegalStateException("no spiderlab-parent pom.xml above the working directory");
  }

  /** Copies the tree without build output, version control, data, docs and test sources. */
  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      walk.filter(p -> {
        Path rel = from.relativize(p);
        for (Path part : rel) {
          if (SKIPPED.contains(part.toString())) {
            return false;
          }
        }
        return true;
      }).forEach(p -> {
        Path target = to.resolve(from.relativize(p).toString());
        try {
          if (Files.isDirectory(p)) {
            Files.createDirectories(target);
          } else {
            Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
