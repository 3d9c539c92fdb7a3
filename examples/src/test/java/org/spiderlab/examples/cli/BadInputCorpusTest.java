package org.spiderlab.examples.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bad-input corpus ({@code src/test/resources/org/spiderlab/examples/cli/bad-inputs/}: one
 * directory per kind of input, {@code expected.tsv} the line each error names): every command
 * that reads a kind is run on every file of it and must print exactly one line {@code
 * FILE:LINE: what is wrong} on stderr, with that line, exit 2 and no stack trace. The corpus
 * holds the hardening audit's inputs (control characters, NUL bytes, bytes that are not UTF-8,
 * numbers beyond every bound, XML entity expansion, deep JSON nesting, duplicate keys) beside the
 * plain malformed ones; a new bad input is a new file and a line in {@code expected.tsv}.
 */
class BadInputCorpusTest {
  static final Path CORPUS = Path.of("src", "test", "resources", "org", "spiderlab", "examples",
      "cli", "bad-inputs");

  @TempDir Path dir;

  /** The commands that read each kind; {@code IN} stands for the bad file, {@code OUT} for a file to write. */
  static final Map<String, List<String[]>> COMMANDS = Map.of(
      "games", List.of(new String[] {"show", "IN"}, new String[] {"convert", "IN", "--to", "text"},
          new String[] {"verify", "IN", "GOOD.moves"}, new String[] {"solve", "IN"},
          new String[] {"fair", "IN"}, new String[] {"easy", "IN", "--k", "1"},
          new String[] {"value", "IN"}, new String[] {"max-run", "IN"},
          new String[] {"draw", "IN", "-o", "OUT.svg"},
          new String[] {"check-proof", "IN", "GOOD.moves"},
          new String[] {"solve", "IN", "--engine", "sat"},
          new String[] {"plan-cnf", "IN", "--horizon", "3", "-o", "OUT.cnf"},
          new String[] {"fair-within", "IN", "--horizon", "3", "--qdimacs", "OUT.qdimacs"},
          new String[] {"easy-within", "IN", "--k", "1", "--horizon", "3", "--qdimacs",
              "OUT.qdimacs"},
          new String[] {"shorten", "IN", "GOOD.moves", "-o", "OUT.moves"}),
      "games-solver", List.of(new String[] {"solve", "IN"}, new String[] {"fair", "IN"},
          new String[] {"easy", "IN", "--k", "1"}, new String[] {"value", "IN"},
          new String[] {"max-run", "IN"}),
      "cnf", List.of(new String[] {"reduce", "IN"}, new String[] {"witness", "IN"},
          new String[] {"crosscheck", "IN"}, new String[] {"crosscheck", "IN", "--to", "val"},
          new String[] {"reduce", "IN", "--to", "run-height"}),
      "qdimacs", List.of(new String[] {"qbf", "IN"}, new String[] {"reduce", "IN", "--to", "fair"},
          new String[] {"reduce", "IN", "--to", "k-easy"},
          new String[] {"crosscheck", "IN", "--to", "fair"}),
      "moves", List.of(new String[] {"verify", "GOOD.spider", "IN"},
          new String[] {"shorten", "GOOD.spider", "IN", "-o", "OUT.moves"},
          new String[] {"draw", "GOOD.spider", "--cert", "IN", "-o", "OUT.html"}),
      "models", List.<String[]>of(new String[] {"witness", "samples/thesis-4.2.1.cnf", "--model", "IN"}),
      "proofs", List.<String[]>of(new String[] {"check-proof", "GOOD.spider", "IN"}));

  @TestFactory
  Stream<DynamicTest> everyReadingCommandOnEveryBadInput() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    int files = 0;
    for (String line : Files.readAllLines(CORPUS.resolve("expected.tsv"))) {
      if (line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t");
      Path file = CORPUS.resolve(f[0]);
      int expected = Integer.parseInt(f[1]);
      String kind = f[0].substring(0, f[0].indexOf('/'));
      files++;
      for (String[] command : COMMANDS.get(kind)) {
        tests.add(DynamicTest.dynamicTest(String.join(" ", command) + ": " + f[0], () -> {
          String[] args = command.clone();
          for (int i = 0; i < args.length; i++) {
            args[i] = switch (args[i]) {
              case "IN" -> file.toString();
              case "GOOD.spider" -> CORPUS.resolve("good.spider").toString();
              case "GOOD.moves" -> CORPUS.resolve("good.moves").toString();
              case "OUT.svg", "OUT.html" -> dir.resolve(args[i].toLowerCase()).toString();
              default -> args[i];
            };
          }
          MalformedInputTest.assertOneLineError(CliRunner.run(args), file, expected,
              String.join(" ", args));
        }));
      }
    }
    try (Stream<Path> all = Files.walk(CORPUS)) {
      long onDisk = all.filter(Files::isRegularFile).count() - 3; // expected.tsv, good.*
      if (onDisk != files) {
        throw new AssertionError(onDisk + " files in the corpus, " + files
            + " in expected.tsv: every file needs its line");
      }
    }
    return tests.stream();
  }
}
