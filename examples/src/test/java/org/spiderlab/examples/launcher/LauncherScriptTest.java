package org.spiderlab.examples.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./spiderlab} launcher on a fresh copy of the project tree (sources and poms only, no
 * {@code target} directories): the first run builds the jar, a second run reuses it, a source
 * change makes the next run rebuild it, arguments reach the command line unchanged (also one with
 * a space), and the command's exit status comes back (0 for a verdict, 2 for a missing file);
 * {@code JAVA_OPTS} reaches the JVM (a 16 MB heap: exit status 3 and the line naming it).
 * Needs {@code bash} and {@code mvn} on the path; skipped without them. Two Maven builds: about a
 * minute.
 */
class LauncherScriptTest {
  record Run(int exit, String out, String err) {
    @Override
    public String toString() {
      return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err;
    }
  }

  @Test
  void buildsRunsPassesArgumentsAndExitStatusAndRebuildsAfterAChange(@TempDir Path tmp)
      throws Exception {
    assumeTrue(ProjectCopy.onPath("bash") && ProjectCopy.onPath("mvn"), "bash and mvn are needed");
    Path root = ProjectCopy.root();
    Path copy = tmp.resolve("clone");
    ProjectCopy.copyBuildable(root, copy);
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

    Path big = ProjectCopy.bigGame(copy.resolve("big.spider"));
    Run heap = run(copy, java.util.Map.of("JAVA_OPTS", "-Xmx16m  -Dspiderlab.unused=1"),
        "convert", copy.relativize(big).toString(), "-o", "big.json");
    assertEquals(3, heap.exit(), heap.toString());
    assertTrue(heap.err().startsWith("spiderlab convert: out of memory: the Java heap is limited"
        + " to "), heap.toString());
    assertTrue(heap.err().contains(" (-Xmx16m); raise the limit with JAVA_OPTS"), heap.toString());
    assertEquals(1, heap.err().lines().count(), heap.toString());

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
    return run(dir, java.util.Map.of(), args);
  }

  private static Run run(Path dir, java.util.Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of("bash", "./spiderlab"));
    cmd.addAll(List.of(args));
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    pb.environment().remove("JAVA_OPTS");
    pb.environment().putAll(env);
    Process p = pb.start();
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
}
