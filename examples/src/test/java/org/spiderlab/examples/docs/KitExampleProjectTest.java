package org.spiderlab.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.examples.launcher.ProjectCopy;

/**
 * The test kit example as a user's project (docs/TESTKIT.md): SpiderLab is installed into the
 * local Maven repository from a copy of this tree ({@code mvn install -DskipTests}), then
 * {@code examples/kit-example} is built with its own POM, which names SpiderLab only by its
 * coordinates, and its kit tests must run and pass. Tagged {@code external} (it runs Maven twice,
 * half a minute to two minutes, and writes SpiderLab's snapshot into the local repository, as a user's
 * install would): {@code mvn -B -ntp verify -Pexternal -pl examples -am}.
 */
@Tag("external")
class KitExampleProjectTest {

  @Test
  void theKitExampleBuildsByCoordinatesAndItsKitTestsPass(@TempDir Path tmp) throws Exception {
    assumeTrue(ProjectCopy.onPath("mvn"), "mvn is needed on the PATH");
    Path root = ProjectCopy.root();
    Path copy = tmp.resolve("clone");
    ProjectCopy.copyBuildable(root, copy);
    ProjectCopy.copy(root.resolve("examples/kit-example"), copy.resolve("examples/kit-example"),
        Set.of("target"));
    assertEquals(0, mvn(copy, tmp, "install", "-DskipTests", "-Dapi.checks.skip=true"),
        "mvn install of SpiderLab");
    Path kit = copy.resolve("examples/kit-example");
    assertEquals(0, mvn(kit, tmp, "test"), "mvn test of the kit example");
    Path reports = kit.resolve("target/surefire-reports");
    List<Path> xml;
    try (Stream<Path> s = Files.list(reports)) {
      xml = s.filter(p -> p.toString().endsWith(".xml")).toList();
    }
    int tests = 0;
    for (Path p : xml) {
      var m = java.util.regex.Pattern.compile("tests=\"(\\d+)\"")
          .matcher(Files.readString(p, StandardCharsets.UTF_8));
      if (m.find()) {
        tests += Integer.parseInt(m.group(1));
      }
    }
    assertTrue(tests > 10, "the kit example ran " + tests + " tests: " + xml);
  }

  /** Runs {@code mvn -B -ntp -q ARGS} in {@code dir}; returns its exit status. */
  private static int mvn(Path dir, Path tmp, String... args)
      throws IOException, InterruptedException {
    List<String> cmd = new java.util.ArrayList<>(List.of("mvn", "-B", "-ntp", "-q"));
    cmd.addAll(List.of(args));
    Path log = Files.createTempFile(tmp, "mvn", ".log");
    Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    if (!p.waitFor(15, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("mvn " + String.join(" ", args) + " did not finish in " + dir);
    }
    if (p.exitValue() != 0) {
      System.err.println(Files.readString(log, StandardCharsets.UTF_8));
    }
    return p.exitValue();
  }
}
