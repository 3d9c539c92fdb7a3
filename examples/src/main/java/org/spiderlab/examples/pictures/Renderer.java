package org.spiderlab.examples.pictures;

import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One picture format: draws a {@link Picture} (the one model of what is drawn) onto a stream.
 * {@link SvgRenderer} for the web and slides, {@link TikzRenderer} for papers (a LaTeX document
 * holding one {@code tikzpicture}, as the thesis' figures were made), {@link HtmlRenderer} for a
 * self-contained page that replays a certificate.
 */
public interface Renderer {

  /** The file extension this renderer writes, without the dot, e.g. {@code svg}. */
  String extension();

  /**
   * Checks that the picture can be drawn in this format, e.g. that it fits on a TeX page.
   *
   * @return what is wrong, or empty
   */
  default Optional<String> refuse(Picture picture) {
    return Optional.empty();
  }

  /**
   * Writes the picture to {@code out} (streamed, not closed).
   *
   * @throws java.io.UncheckedIOException if writing fails
   */
  void render(Picture picture, OutputStream out);

  /** The renderers, one per format. */
  static List<Renderer> all() {
    return List.of(new SvgRenderer(), new TikzRenderer(), new HtmlRenderer());
  }

  /** The renderer for a file name's extension ({@code .svg}, {@code .tex}, {@code .html}). */
  static Optional<Renderer> forFile(Path file) {
    String name = file.getFileName() == null ? "" : file.getFileName().toString()
        .toLowerCase(Locale.ROOT);
    return all().stream().filter(r -> name.endsWith("." + r.extension())).findFirst();
  }
}
