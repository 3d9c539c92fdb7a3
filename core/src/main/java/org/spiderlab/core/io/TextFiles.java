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

  /**
   * {@code reader} as the text readers take it (docs/FORMATS.md, "Errors and exit status"): a
   * byte-order mark at the very start is skipped, a control character other than tab, line feed
   * and carriage return (U+0000 to U+001F, U+007F) is an {@link InputFormatException} at its
   * line, {@code FILE:LINE: control character U+0000 ...}, instead of being dropped with the
   * blanks around it or echoed into a terminal, and so is a line longer than {@link
   * #maxLineLength()} characters, before the reader above holds it.
   */
  public static Reader checked(Reader reader, String file) {
    return new CheckedReader(reader, file, maxLineLength());
  }

  /** As {@link #checked(Reader, String)} with lines of at most {@code maxLine} characters. */
  static Reader checked(Reader reader, String file, long maxLine) {
    return new CheckedReader(reader, file, maxLine);
  }

  /**
   * The longest line the text readers take: a sixteenth of the Java heap in characters, at least
   * 1,048,576 (docs/FORMATS.md, "Limits"). A line read whole costs two to six bytes per character
   * in the heap, and a game line of that length holds more cards than a game the heap could hold
   * (about 80 bytes per card), so a longer line is a mistake (or a file that is not text) that
   * would otherwise end in running out of memory.
   *
   * @return the limit in characters for this JVM
   */
  public static long maxLineLength() {
    return Math.max(1L << 20, Runtime.getRuntime().maxMemory() / 16);
  }

  private static final class CheckedReader extends java.io.FilterReader {
    private final String file;
    private final long maxLine;
    private long line = 1;
    private long column;
    private boolean started;

    CheckedReader(Reader in, String file, long maxLine) {
      super(in);
      this.file = file;
      this.maxLine = maxLine;
    }

    @Override
    public int read() throws IOException {
      char[] one = new char[1];
      int n = read(one, 0, 1);
      return n <= 0 ? -1 : one[0];
    }

    @Override
    public int read(char[] buf, int off, int len) throws IOException {
      int n = in.read(buf, off, len);
      if (n > 0 && !started) {
        started = true;
        if (buf[off] == '\uFEFF') { // a byte-order mark: skipped, as most tools do
          System.arraycopy(buf, off + 1, buf, off, n - 1);
          n--;
          if (n == 0) {
            return read(buf, off, len);
          }
        }
      }
      for (int i = off; i < off + n; i++) {
        char c = buf[i];
        if (c == '\n') {
          line++;
          column = 0;
        } else if ((c < 0x20 && c != '\t' && c != '\r') || c == 0x7F) {
          throw new InputFormatException(file, line, String.format(java.util.Locale.ROOT,
              "control character U+%04X: a text file holds none but tab and line ends", (int) c));
        } else if (++column > maxLine) {
          throw new InputFormatException(file, line, String.format(java.util.Locale.ROOT,
              "line longer than %,d characters, the limit for a Java heap of %,d MB; raise the"
                  + " heap with JAVA_OPTS=-Xmx... if this line is meant", maxLine,
              Runtime.getRuntime().maxMemory() >> 20));
        }
      }
      return n;
    }
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
