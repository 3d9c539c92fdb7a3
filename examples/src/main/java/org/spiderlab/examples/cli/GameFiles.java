package org.spiderlab.examples.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
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
 * .spider} is text, {@code .kpat} is a KPatience savegame; any other name is JSON when its first
 * non-blank character is <code>{</code>, a KPatience savegame when it is <code>&lt;</code>, and
 * text otherwise.
 */
public final class GameFiles {
  private GameFiles() {}

  /** The game formats. */
  public enum Format {
    TEXT,
    JSON,
    KPAT
  }

  /** Reads the game at {@code path}; malformed input is an {@link InputFormatException}. */
  public static Game read(Path path) {
    return switch (detect(path)) {
      case JSON -> GameJson.read(path);
      case KPAT -> KpatienceSave.read(path);
      case TEXT -> GameText.read(path);
    };
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
      throw new InputFormatException(path.toString(), 0,
          "too large for the solver: " + e.getMessage());
    }
    return g;
  }

  /** The format of an existing file, by extension or by its first non-blank character. */
  public static Format detect(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString()
        .toLowerCase(Locale.ROOT);
    if (name.endsWith(".json")) {
      return Format.JSON;
    }
    if (name.endsWith(".spider")) {
      return Format.TEXT;
    }
    if (name.endsWith(".kpat")) {
      return Format.KPAT;
    }
    if (Files.isDirectory(path)) {
      throw new InputFormatException(path.toString(), 0, "is a directory, not a game file");
    }
    try (BufferedReader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      int c;
      while ((c = r.read()) != -1) {
        if (!Character.isWhitespace(c)) {
          return c == '{' ? Format.JSON : c == '<' ? Format.KPAT : Format.TEXT;
        }
      }
      return Format.TEXT;
    } catch (NoSuchFileException e) {
      throw new InputFormatException(path.toString(), 0, "no such file");
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot read: " + e.getMessage());
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
    try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
      if (kpat != null) {
        w.write(kpat);
      } else {
        write(game, w, format);
      }
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot write: " + e.getMessage());
    }
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
    try {
      Files.writeString(path, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot write: " + e.getMessage());
    }
  }
}
