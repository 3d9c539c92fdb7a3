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

/**
 * Reads and writes game files in either format (docs/FORMATS.md): {@code .json} is JSON, {@code
 * .spider} is text, any other name is JSON when its first non-blank character is <code>{</code>
 * and text otherwise.
 */
public final class GameFiles {
  private GameFiles() {}

  /** The two game formats. */
  public enum Format {
    TEXT,
    JSON
  }

  /** Reads the game at {@code path}; malformed input is an {@link InputFormatException}. */
  public static Game read(Path path) {
    return detect(path) == Format.JSON ? GameJson.read(path) : GameText.read(path);
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
    if (Files.isDirectory(path)) {
      throw new InputFormatException(path.toString(), 0, "is a directory, not a game file");
    }
    try (BufferedReader r = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
      int c;
      while ((c = r.read()) != -1) {
        if (!Character.isWhitespace(c)) {
          return c == '{' ? Format.JSON : Format.TEXT;
        }
      }
      return Format.TEXT;
    } catch (NoSuchFileException e) {
      throw new InputFormatException(path.toString(), 0, "no such file");
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot read: " + e.getMessage());
    }
  }

  /** The format an output file name asks for: {@code .json} is JSON, anything else text. */
  public static Format forOutput(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    return name.toLowerCase(Locale.ROOT).endsWith(".json") ? Format.JSON : Format.TEXT;
  }

  /** Writes {@code game} in {@code format}; an unwritable path is an {@link InputFormatException}. */
  public static void write(Game game, Path path, Format format) {
    try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
      write(game, w, format);
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot write: " + e.getMessage());
    }
  }

  /** Writes {@code game} in {@code format} to {@code w}. */
  public static void write(Game game, Writer w, Format format) {
    if (format == Format.JSON) {
      GameJson.write(game, w);
    } else {
      GameText.write(game, w);
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
