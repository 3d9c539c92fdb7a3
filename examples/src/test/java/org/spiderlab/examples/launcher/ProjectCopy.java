package org.spiderlab.examples.launcher;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Copies of the project for the tests that build it as a user would (the launcher, the test kit
 * example project): the project root, and a tree without build output, version control, data,
 * docs and test sources, which a build with {@code -DskipTests} needs no more of.
 */
public final class ProjectCopy {

  private static final Set<String> SKIPPED = Set.of("target", ".git", "runs", ".cifuzz-corpus",
      "data", "docs", "test");

  private ProjectCopy() {}

  /**
   * Writes to {@code file} a game of a million cards (a thousand piles, each one deck of ranks
   * 1..1000), 4.9 MB of text, which needs far more than 16 MB of heap to read: the input of the
   * tests of running out of memory (a formula would not do: the reduction commands refuse one whose
   * game does not fit the heap before they build it).
   */
  public static Path bigGame(Path file) throws IOException {
    StringBuilder row = new StringBuilder("pile");
    for (int r = 1; r <= 1000; r++) {
      row.append(' ').append(r).append('S');
    }
    StringBuilder sb = new StringBuilder("spider ranks=1000 suits=1\n");
    for (int j = 0; j < 1000; j++) {
      sb.append(row).append('\n');
    }
    return Files.writeString(file, sb.toString());
  }

  /** Whether {@code program} is an executable on the PATH. */
  public static boolean onPath(String program) {
    String path = System.getenv("PATH");
    return path != null && Stream.of(path.split(File.pathSeparator))
        .anyMatch(d -> Files.isExecutable(Path.of(d, program)));
  }

  /** The nearest directory upwards whose pom.xml is the parent pom itself. */
  public static Path root() throws IOException {
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

  /** Copies what a build without tests needs of the tree at {@code from} to {@code to}. */
  public static void copyBuildable(Path from, Path to) throws IOException {
    copy(from, to, SKIPPED);
  }

  /** Copies the tree at {@code from} to {@code to} but the parts named in {@code skipped}. */
  public static void copy(Path from, Path to, Set<String> skipped) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      walk.filter(p -> {
        for (Path part : from.relativize(p)) {
          if (skipped.contains(part.toString())) {
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
            Files.copy(p, target, StandardCopyOption.COPY_ATTRIBUTES,
                StandardCopyOption.REPLACE_EXISTING);
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    }
  }
}
