package org.spiderlab.examples.cli;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameJson;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.KpatiencePosition;
import org.spiderlab.core.io.KpatienceSave;
import org.spiderlab.core.solver.GameTooLargeException;
import org.spiderlab.core.solver.Solver;

/**
 * Reads and writes game files in every format (docs/FORMATS.md): {@code .json} is JSON, {@code
 * .spider} is text, {@code .kpat} is a KPatience savegame (also with {@code .gz} or {@code .xz}
 * after the extension); any other name, and standard input ({@code -}), is JSON when its first
 * non-blank character is <code>{</code>, a KPatience savegame when it is <code>&lt;</code>, and
 * text otherwise. Input is opened by {@link InputFiles}.
 */
public final class GameFiles {
  private GameFiles() {}

  /** The game formats. */
  public enum Format {
    TEXT,
    JSON,
    KPAT
  }

  /**
   * Reads the game at {@code path} ({@code -} for standard input, gzip or xz compressed or not);
   * malformed input is an {@link InputFormatException}.
   */
  public static Game read(Path path) {
    Format byName = byName(path);
    return InputFiles.read(path, (r, name) -> {
      Reader in = r;
      Format f = byName;
      if (f == null) {
        Sniffed s = sniff(r);
        in = s.reader();
        f = s.format();
      }
      return switch (f) {
        case JSON -> GameJson.read(in, name);
        case KPAT -> KpatienceSave.read(in, name);
        case TEXT -> GameText.read(in, name);
      };
    });
  }

  /**
   * Reads the game at {@code path} for a command that solves it: a game beyond a limit of the
   * solver ({@link Solver#checkLimits}) is a one-line error {@code FILE:0: ...}, exit 2, before
   * any search.
   */
  public static Game readForSolver(Path path) {
    Game g = read(path);
    try {
      Solver.checkLimits(g);
    } catch (GameTooLargeException e) {
      throw new InputFormatException(InputFiles.name(path), 0,
          "too large for the solver: " + e.getMessage());
    }
    return g;
  }

  /**
   * The format of an existing file (or of standard input, {@code -}), by extension (a trailing
   * {@code .gz} or {@code .xz} aside) or by its first non-blank character.
   */
  public static Format detect(Path path) {
    Format byName = byName(path);
    return byName != null ? byName : InputFiles.read(path, (r, name) -> sniff(r).format());
  }

  private static Format byName(Path path) {
    String name = InputFiles.formatName(path);
    return name.endsWith(".json") ? Format.JSON : name.endsWith(".spider") ? Format.TEXT
        : name.endsWith(".kpat") ? Format.KPAT : null;
  }

  /** The format by the first non-blank character, and a reader that still has everything. */
  private record Sniffed(Format format, Reader reader) {}

  private static Sniffed sniff(Reader r) {
    StringBuilder seen = new StringBuilder();
    Format f = Format.TEXT;
    try {
      int c;
      while ((c = r.read()) != -1) {
        seen.append((char) c);
        if (!Character.isWhitespace(c)) {
          f = c == '{' ? Format.JSON : c == '<' ? Format.KPAT : Format.TEXT;
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new Sniffed(f, new SequenceReader(new StringReader(seen.toString()), r));
  }

  /** One reader, then another. */
  private static final class SequenceReader extends Reader {
    private Reader first;
    private final Reader second;

    SequenceReader(Reader first, Reader second) {
      this.first = first;
      this.second = second;
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      if (first != null) {
        int n = first.read(buf, off, len);
        if (n > 0) {
          return n;
        }
        first = null;
      }
      return second.read(buf, off, len);
    }

    @Override
    public void close() throws IOException {
      second.close();
    }
  }

  /**
   * The format an output file name asks for: {@code .json} is JSON, {@code .kpat} a KPatience
   * savegame, anything else text.
   */
  public static Format forOutput(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString()
        .toLowerCase(Locale.ROOT);
    return name.endsWith(".json") ? Format.JSON
        : name.endsWith(".kpat") ? Format.KPAT : Format.TEXT;
  }

  /** Writes {@code game} in {@code format}; an unwritable path is an {@link InputFormatException}. */
  public static void write(Game game, Path path, Format format) {
    write(game, 0, path, format);
  }

  /**
   * Writes {@code game} in {@code format}, a KPatience savegame with deal number {@code number};
   * an unwritable path is an {@link InputFormatException}, a game KPatience cannot hold a {@link
   * UserException} (exit 2) saying why, and then nothing is written.
   */
  public static void write(Game game, long number, Path path, Format format) {
    String kpat = format == Format.KPAT ? kpatText(game, number) : null;
    OutputFiles.write(path, w -> {
      if (kpat != null) {
        w.write(kpat);
      } else {
        write(game, w, format);
      }
    });
  }

  /** Writes {@code game} in {@code format} to {@code w}. */
  public static void write(Game game, Writer w, Format format) {
    write(game, 0, w, format);
  }

  /** Writes {@code game} in {@code format} to {@code w}, a savegame with deal number. */
  public static void write(Game game, long number, Writer w, Format format) {
    switch (format) {
      case JSON -> GameJson.write(game, w);
      case TEXT -> GameText.write(game, w);
      case KPAT -> {
        try {
          w.write(kpatText(game, number));
          w.flush();
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }
    }
  }

  private static String kpatText(Game game, long number) {
    try {
      return KpatienceSave.toXml(KpatiencePosition.of(game, number));
    } catch (IllegalArgumentException e) {
      throw new UserException("cannot write a KPatience savegame: " + e.getMessage(), 2);
    }
  }

  /** Writes text to {@code path}; an unwritable path is an {@link InputFormatException}. */
  public static void writeString(Path path, String text) {
    OutputFiles.write(path, w -> w.write(text));
  }
}
