package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;

/**
 * The module descriptors of core and verifier as a modular client sees them: a client module
 * that requires only {@code org.spiderlab.verifier} compiles against the two modules, runs on the
 * module path with nothing else (no third-party jar), solves a game and verifies the solver's
 * certificate; a client that reaches into core's non-exported package does not compile.
 */
class ModularClientTest {

  private static final String CLIENT = """
      package demo;

      import org.spiderlab.core.Game;
      import org.spiderlab.core.io.GameText;
      import org.spiderlab.core.solver.Solver;
      import org.spiderlab.core.solver.SolverResult;
      import org.spiderlab.verifier.Verifier;

      public final class Main {
        public static void main(String[] args) {
          Game game = GameText.parse("spider ranks=3 suits=1\\npile 1S 3S\\npile 2S\\n");
          SolverResult result = Solver.solve(game);
          System.out.println(result.status() + " " + Verifier.verify(game, result.certificate()));
        }
      }
      """;

  /** The class-path locations of core's and verifier's classes (jars or class directories). */
  private static String modulePath() throws Exception {
    Path core = Path.of(Game.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path verifier =
        Path.of(Verifier.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return core + File.pathSeparator + verifier;
  }

  /** Compiles the client module in {@code src} into {@code out}; returns javac's exit code. */
  private static int compile(Path src, Path out, StringWriter messages) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    List<String> args = new ArrayList<>(List.of("--module-path", modulePath(), "-d",
        out.toString(), "-Xlint:none"));
    try (var files = Files.walk(src)) {
      files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int rc = javac.run(null, err, err, args.toArray(new String[0]));
    messages.write(err.toString(StandardCharsets.UTF_8));
    return rc;
  }

  private static void writeClient(Path src, String mainClass) throws IOException {
    Files.createDirectories(src.resolve("demo"));
    Files.writeString(src.resolve("module-info.java"),
        "module demo.client { requires org.spiderlab.verifier; }\n");
    Files.writeString(src.resolve("demo/Main.java"), mainClass);
  }

  @Test
  void aModularClientRunsOnTheModulePathWithNothingElse(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src");
    Path out = dir.resolve("out");
    writeClient(src, CLIENT);
    StringWriter messages = new StringWriter();
    assertEquals(0, compile(src, out, messages), messages.toString());
    Path launcher = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(launcher.toString(), "--module-path",
        out + File.pathSeparator + modulePath(), "-m", "demo.client/demo.Main")
        .redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the client did not finish: " + output);
    assertEquals(0, p.exitValue(), output);
    assertTrue(output.startsWith("WINNABLE WON after "), output);
  }

  @Test
  void coreInternalsAreNotExported(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src");
    writeClient(src, CLIENT.replace("import org.spiderlab.verifier.Verifier;",
        "import org.spiderlab.verifier.Verifier;\nimport org.spiderlab.core.internal.Checks;"));
    StringWriter messages = new StringWriter();
    assertNotEquals(0, compile(src, dir.resolve("out"), messages));
    assertTrue(messages.toString().contains("org.spiderlab.core.internal"),
        messages.toString());
  }
}
