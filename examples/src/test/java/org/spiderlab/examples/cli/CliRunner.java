package org.spiderlab.examples.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and captures its streams. */
final class CliRunner {
  private CliRunner() {}

  /** What one run produced. */
  record Run(int exit, String out, String err) {
    String firstLine() {
      return out.lines().findFirst().orElse("");
    }

    @Override
    public String toString() {
      return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err;
    }
  }

  /** Writes {@code text} to the file {@code name} in {@code dir}. */
  static java.nio.file.Path write(java.nio.file.Path dir, String name, String text)
      throws java.io.IOException {
    java.nio.file.Path p = dir.resolve(name);
    java.nio.file.Files.writeString(p, text);
    return p;
  }

  /** Runs with {@code stdin} as standard input ({@code System.in} is restored after). */
  static Run runWithStdin(byte[] stdin, String... args) {
    java.io.InputStream saved = System.in;
    System.setIn(new java.io.ByteArrayInputStream(stdin));
    try {
      return run(args);
    } finally {
      System.setIn(saved);
    }
  }

  /** Runs with the UTF-8 bytes of {@code stdin} as standard input. */
  static Run runWithStdin(String stdin, String... args) {
    return runWithStdin(stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8), args);
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = SpiderLabCli.commandLineFor(args); // as the main method builds it
    cl.setOut(new PrintWriter(out, true));
    cl.setErr(new PrintWriter(err, true));
    int code = cl.execute(args);
    return new Run(code, out.toString(), err.toString());
  }
}
