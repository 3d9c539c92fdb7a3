package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.examples.launcher.ProjectCopy;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Running out of heap is one line on stderr naming the limit and how to raise it, exit status 3,
 * no stack trace: in-process for an error thrown by a command (directly or as the cause of
 * another exception, as from a worker thread), and in a JVM with a 16 MB heap reducing a formula
 * that needs more.
 */
class OutOfMemoryTest {
  @TempDir Path dir;

  @Command(name = "exhaust")
  static final class Exhausting implements Callable<Integer> {
    final boolean wrapped;

    Exhausting(boolean wrapped) {
      this.wrapped = wrapped;
    }

    @Override
    public Integer call() {
      OutOfMemoryError e = new OutOfMemoryError("Java heap space");
      if (wrapped) {
        throw new IllegalStateException("a worker failed", e);
      }
      throw e;
    }
  }

  static CliRunner.Run run(Object command) {
    CommandLine cl = SpiderLabCli.commandLine();
    cl.addSubcommand("exhaust", command);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    return new CliRunner.Run(cl.execute("exhaust"), out.toString(), err.toString());
  }

  @Test
  void anOutOfMemoryErrorIsOneLineAndExitStatus3() {
    for (boolean wrapped : new boolean[] {false, true}) {
      var r = run(new Exhausting(wrapped));
      assertEquals(3, r.exit(), r.toString());
      List<String> lines = r.err().lines().toList();
      assertEquals(1, lines.size(), r.toString());
      assertTrue(lines.get(0).startsWith("spiderlab exhaust: out of memory: the Java heap is"
          + " limited to "), r.toString());
      assertTrue(lines.get(0).contains("raise the limit with JAVA_OPTS, e.g. JAVA_OPTS=-Xmx"),
          r.toString());
      assertFalse(r.err().contains("\tat "), r.toString());
    }
  }

  @Test
  void theLineNamesTheLimitAndASuggestion() {
    String line = SpiderLabCli.outOfMemoryLine("reduce", 16L << 20);
    assertTrue(line.startsWith("spiderlab reduce: out of memory: the Java heap is limited to"
        + " 16 MB ("), line);
    assertTrue(line.endsWith("); raise the limit with JAVA_OPTS, e.g. JAVA_OPTS=-Xmx1g"
        + " ./spiderlab reduce ... (java -Xmx1g -jar spiderlab.jar reduce ...)"), line);
    assertTrue(SpiderLabCli.outOfMemoryLine("solve", 6L << 30).contains("JAVA_OPTS=-Xmx12g "));
  }

  /** A random 3-CNF of 2,000 variables and 8,000 clauses (its reduced game: about 280,000 cards). */
  static Path bigFormula(Path dir) throws IOException {
    Random random = new Random(1);
    StringBuilder sb = new StringBuilder("p cnf 2000 8000\n");
    for (int c = 0; c < 8000; c++) {
      for (int k = 0; k < 3; k++) {
        sb.append(random.nextBoolean() ? "" : "-").append(1 + random.nextInt(2000)).append(' ');
      }
      sb.append("0\n");
    }
    return CliRunner.write(dir, "big.cnf", sb.toString());
  }

  /**
   * A line longer than the readers' limit (a sixteenth of the heap, at least 2^20 characters) is
   * one line {@code FILE:LINE: line longer than ...}, exit status 2, not an OutOfMemoryError.
   */
  @Test
  void aLineLongerThanTheLimitIsAnInputError() throws Exception {
    StringBuilder sb = new StringBuilder("spider ranks=1 suits=1\n# ");
    sb.append("x".repeat(3 << 20)).append("\npile 1S\n");
    Path game = CliRunner.write(dir, "long.spider", sb.toString());
    Path err = dir.resolve("err.txt");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx16m", "-cp", System.getProperty("java.class.path"),
        SpiderLabCli.class.getName(), "show", game.toString())
        .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(err.toFile()).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "finished");
    String text = Files.readString(err, StandardCharsets.UTF_8);
    assertEquals(2, p.exitValue(), text);
    assertTrue(text.startsWith(game + ":2: line longer than 1,048,576 characters, the limit for"
        + " a Java heap of "), text);
    assertEquals(1, text.lines().count(), text);
  }

  @Test
  void aRealHeapLimit() throws Exception {
    Path game = ProjectCopy.bigGame(dir.resolve("big.spider"));
    Path err = dir.resolve("err.txt");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-Xmx16m", "-cp", System.getProperty("java.class.path"),
        SpiderLabCli.class.getName(), "convert", game.toString(), "-o",
        dir.resolve("big.json").toString())
        .redirectOutput(dir.resolve("out.txt").toFile()).redirectError(err.toFile()).start();
    assertTrue(p.waitFor(2, TimeUnit.MINUTES), "finished");
    String text = Files.readString(err, StandardCharsets.UTF_8);
    assertEquals(3, p.exitValue(), text);
    assertEquals("spiderlab convert: out of memory: the Java heap is limited to "
        + text.replaceAll("(?s).*limited to ([^(]*) \\(.*", "$1") + " (-Xmx16m); raise the limit"
        + " with JAVA_OPTS, e.g. JAVA_OPTS=-Xmx1g ./spiderlab convert ... (java -Xmx1g -jar"
        + " spiderlab.jar convert ...)" + System.lineSeparator(), text);
    assertFalse(new File(dir.toFile(), "big.json").exists(), "nothing written");
  }
}
