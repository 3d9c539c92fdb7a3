package org.spiderlab.reductions.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files of the project tree for tests, found from the working directory wherever the tree was
 * cloned: the project root is the nearest directory, upwards, whose {@code pom.xml} is the
 * parent pom itself ({@code <artifactId>spiderlab-parent</artifactId>} outside a {@code
 * <parent>} element).
 */
public final class ProjectFiles {
  private static Path root;

  private ProjectFiles() {}

  /** The project root. */
  public static synchronized Path root() {
    if (root == null) {
      Path start = Path.of("").toAbsolutePath();
      for (Path dir = start; dir != null; dir = dir.getParent()) {
        Path pom = dir.resolve("pom.xml");
        try {
          if (Files.isRegularFile(pom)
              && Files.readString(pom).replaceAll("(?s)<parent>.*?</parent>", "")
                  .contains("<artifactId>spiderlab-parent</artifactId>")) {
            root = dir;
            return root;
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      throw new IllegalStateException("no spiderlab-parent pom.xml above " + start);
    }
    return root;
  }

  /** The SATLIB benchmark formulas shipped with the project ({@code data/satlib}). */
  public static Path satlib() {
    return root().resolve("data").resolve("satlib");
  }
}
