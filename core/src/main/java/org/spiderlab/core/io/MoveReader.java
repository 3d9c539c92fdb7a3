package org.spiderlab.core.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import org.spiderlab.core.Move;

/**
 * Streams the moves of a certificate file ({@code .moves}, RULES.md "Certificate text format")
 * one at a time, without holding the certificate: {@code m SRC H DST}, {@code d}, {@code c SRC},
 * piles numbered from 1, {@code #} comments and blank lines ignored.
 *
 * <p>A hand-written scanner over a char buffer (no regular expressions, no per-line strings), so
 * that reading costs little more than tokenizing; see {@code docs/PERFORMANCE.md}. Garbage is an
 * {@link InputFormatException} naming the file and line.
 */
public final class MoveReader implements Closeable {

  private static final int MAX_NUMBER = 1_000_000_000;

  private final Reader in;
  private final String file;
  private final char[] buf = new char[1 << 16];
  private int pos;
  private int len;
  private long line = 1;
  private long movesRead;

  public MoveReader(Reader in, String file) {
    this.in = in;
    this.file = file;
  }

  /** The file name used in error messages. */
  public String file() {
    return file;
  }

  /** The line of the move returned last. */
  public long line() {
    return line;
  }

  /** Moves returned so far. */
  public long movesRead() {
    return movesRead;
  }

  private int peek() {
    if (pos == len) {
      try {
        len = in.read(buf, 0, buf.length);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pos = 0;
      if (len <= 0) {
        len = 0;
        return -1;
      }
    }
    return buf[pos];
  }

  private void skipBlanks() {
    int c;
    while ((c = peek()) == ' ' || c == '\t' || c == '\r') {
      pos++;
    }
  }

  private void skipLine() {
    int c;
    while ((c = peek()) != -1 && c != '\n') {
      pos++;
    }
  }

  /** The next move, or {@code null} at the end of the input. */
  public Move next() {
    while (true) {
      skipBlanks();
      int c = peek();
      if (c == -1) {
        return null;
      }
      if (c == '\n') {
        pos++;
        line++;
        continue;
      }
      if (c == '#') {
        skipLine();
        continue;
      }
      pos++;
      Move m;
      int after = peek();
      if (after != -1 && after != ' ' && after != '\t' && after != '\r' && after != '\n'
          && after != '#') {
        throw error("unknown move '" + word((char) c) + "' (expected m SRC H DST, d or c SRC)");
      }
      switch (c) {
        case 'm' -> {
          int src = number("m", "SRC", 1);
          int h = number("m", "H", 1);
          int dst = number("m", "DST", 1);
          if (src == dst) {
            throw error("source and target are both pile " + src);
          }
          m = Move.transfer(src - 1, h, dst - 1);
        }
        case 'd' -> m = Move.deal();
        case 'c' -> m = Move.clear(number("c", "SRC", 1) - 1);
        default -> throw error("unknown move '" + word((char) c)
            + "' (expected m SRC H DST, d or c SRC)");
      }
      skipBlanks();
      c = peek();
      if (c == '#') {
        skipLine();
        c = peek();
      }
      if (c != -1 && c != '\n') {
        throw error("unexpected '" + word((char) -1) + "' after the move '" + m + "'");
      }
      movesRead++;
      return m;
    }
  }

  private String word(char first) {
    StringBuilder sb = new StringBuilder();
    if (first != (char) -1) {
      sb.append(first);
    }
    int c;
    while ((c = peek()) != -1 && c != ' ' && c != '\t' && c != '\r' && c != '\n' && sb.length() < 40) {
      sb.append((char) c);
      pos++;
    }
    return sb.toString();
  }

  private int number(String move, String what, int min) {
    skipBlanks();
    int c = peek();
    if (c < '0' || c > '9') {
      String got = c == -1 || c == '\n' || c == '#' ? "end of line" : "'" + word((char) -1) + "'";
      throw error("'" + move + "' needs " + what + " as a number"
          + (move.equals("m") ? " (m SRC H DST)" : " (c SRC)") + ", found " + got);
    }
    long v = 0;
    int digits = 0;
    while ((c = peek()) >= '0' && c <= '9') {
      v = Math.min(v * 10 + (c - '0'), (long) MAX_NUMBER + 1);
      digits++;
      pos++;
    }
    if (c != -1 && c != ' ' && c != '\t' && c != '\r' && c != '\n' && c != '#') {
      throw error("bad number for " + what + ": '"
          + (v <= MAX_NUMBER ? String.valueOf(v) : "(" + digits + " digits)")
          + word((char) -1) + "'");
    }
    if (v < min || v > MAX_NUMBER) {
      throw error(what + " must be between " + min + " and " + MAX_NUMBER + ", got "
          + (v > MAX_NUMBER ? "a number of " + digits + " digits" : String.valueOf(v)));
    }
    return (int) v;
  }

  private InputFormatException error(String problem) {
    return new InputFormatException(file, line, problem);
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
