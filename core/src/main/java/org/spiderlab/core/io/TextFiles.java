package org.spiderlab.core.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opening the user's input files (docs/FORMATS.md: every error names the file and the line). Files are
 * read as UTF-8; bytes that are not UTF-8 become {@code U+FFFD}, so that a stray Latin-1 letter
 * in a comment is harmless and one in a card or move is reported with its line by the parser,
 * instead of an I/O error without a line.
 */
public final class TextFiles {
  private TextFiles() {}

  /** A buffered UTF-8 reader of {@code path}. */
  public static Reader open(Path path) throws IOException {
    return new BufferedReader(new InputStreamReader(Files.newInputStream(path),
        StandardCharsets.UTF_8), 1 << 16);
  }

  /** The {@code FILE:0: problem} error for a file that cannot be opened or read. */
  public static InputFormatException cannotRead(Path path, Exception e) {
    if (e instanceof NoSuchFileException) {
      return new InputFormatException(path.toString(), 0, "no such file");
    }
    Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
    return new InputFormatException(path.toString(), 0, "cannot read: " + cause.getMessage());
  }
}
