package org.spiderlab.examples.pictures;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.threesat.ReducedInstance;

/** Writing pictures to files: one format by the file's extension, or every format at once. */
public final class PictureFiles {
  private PictureFiles() {}

  /**
   * Renders {@code picture} into {@code file}.
   *
   * @throws InputFormatException ({@code FILE:0: cannot write: ...}) if the file cannot be written
   */
  public static void write(Renderer renderer, Picture picture, Path file) {
    try (OutputStream os = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      renderer.render(picture, os);
    } catch (IOException | UncheckedIOException e) {
      throw new InputFormatException(file.toString(), 0, "cannot write: " + e.getMessage());
    }
  }

  /**
   * Writes {@code dir/base.svg}, {@code .tex} and {@code .html} (each format that can draw the
   * picture), creating {@code dir}; returns the files written.
   */
  public static List<Path> writeAll(Path dir, String base, Picture picture) {
    try {
      Files.createDirectories(dir);
    } catch (IOException e) {
      throw new InputFormatException(dir.toString(), 0, "cannot create: " + e.getMessage());
    }
    List<Path> written = new ArrayList<>();
    for (Renderer r : Renderer.all()) {
      if (r.refuse(picture).isEmpty()) {
        Path file = dir.resolve(base + "." + r.extension());
        write(r, picture, file);
        written.add(file);
      }
    }
    return written;
  }

  /**
   * The picture of a 3-SAT reduction (thesis 4.2.1) with an optional winning certificate (for
   * example the solver's), verified and read by the backward map.
   */
  public static Picture ofReduction(ReducedInstance instance, Optional<List<Move>> certificate,
      String certificateName) {
    ThreeSatAnnotation ann = new ThreeSatAnnotation(instance);
    Optional<Replay> replay = certificate.map(c -> Replay.of(instance.game(), c, ann,
        certificateName));
    return new Picture(instance.game(), ann, replay, 0, Arrangement.DEFAULT);
  }
}
