package org.spiderlab.core.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import org.spiderlab.core.Move;

/**
 * Streams the moves of a certificate file ({@code .moves}, docs/FORMATS.md "Certificate format")
 * one at a time, without holding the certificate: {@code m SRC H DST}, {@code d}, {@code c SRC},
 * piles numbered from 1, {@code #} comments and blank lines ignored.
 *
 * <p>A hand-written scanner over a char buffer (no regular expressions, no per-line strings), so
 * that reading costs little more than tokenizing; see {@code docs/PERFORMANCE.md}. The buffer
 * starts at 1,024 characters and doubles up to 65,536 while reads fill it, so a short certificate
 * costs little memory and a long one is read in large blocks. Garbage is an
 * {@link InputFormatException} naming the file and line.
 */
public final class MoveReader implements Closeable {

  private static final int MAX_NUMBER = 1_000_000_000;

  private final Reader in;
  private final String file;
  /** The buffer starts small and doubles, up to this many characters, while reads fill it. */
  private static final int MAX_BUFFER = 1 << 16;

  private char[] buf = new char[1024 + 1]; // + 1 for the sentinel
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
      if (len == buf.length - 1 && buf.length - 1 < MAX_BUFFER) {
        buf = new char[2 * (buf.length - 1) + 1]; // everything read is consumed
      }
      try {
        len = in.read(buf, 0, buf.length - 1);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      pos = 0;
      if (len <= 0) {
        len = 0;
        buf[0] = '\0';
        return -1;
      }
      buf[len] = '\0';
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

  /** What {@link #advance()} read: a kind of move, or the end of the input. */
  public enum Kind {
    /** The end of the input. */
    END,
    /** {@code m SRC H DST}. */
    TRANSFER,
    /** {@code d}. */
    DEAL,
    /** {@code c SRC}. */
    CLEAR
  }

  private Kind kind = Kind.END;
  private int source;
  private int count;
  private int target;

  /** The next move, or {@code null} at the end of the input. */
  public Move next() {
    return advance() == Kind.END ? null : current();
  }

  /**
   * Reads the next move without making a {@link Move} object and returns its kind ({@link
   * Kind#TRANSFER}, {@link Kind#DEAL}, {@link Kind#CLEAR}) or {@link Kind#END}; its piles are
   * then {@link #source()}, {@link #count()} and {@link #target()}. The common line {@code m 3 2 7} is parsed
   * by a fast path straight from the buffer; anything else (comments, blank lines, lines that cross
   * the buffer's end, errors) by the general scanner, so messages are the same either way.
   */
  public Kind advance() {
    if (fastLine()) {
      movesRead++;
      return kind;
    }
    Move m = slowNext();
    if (m == null) {
      return kind = Kind.END;
    }
    if (m instanceof Move.Transfer t) {
      kind = Kind.TRANSFER;
      source = t.source();
      count = t.count();
      target = t.target();
    } else if (m instanceof Move.Clear c) {
      kind = Kind.CLEAR;
      source = c.source();
    } else {
      kind = Kind.DEAL;
    }
    return kind;
  }

  /** The move {@link #advance()} read last, as an object ({@code null} at the end). */
  public Move current() {
    return switch (kind) {
      case TRANSFER -> Move.transfer(source, count, target);
      case CLEAR -> Move.clear(source);
      case DEAL -> Move.deal();
      default -> null;
    };
  }

  /** The source pile (0-based) of the move read last ({@code m} and {@code c}). */
  public int source() {
    return source;
  }

  /** The number of cards of the {@code m} move read last. */
  public int count() {
    return count;
  }

  /** The target pile (0-based) of the {@code m} move read last. */
  public int target() {
    return target;
  }

  /**
   * Parses one plain move line that lies wholly in the buffer ({@code m 3 2 7}, {@code d},
   * {@code c 5}, single blanks, numbers of at most 9 digits, no comment) and leaves {@code pos} on
   * its newline; returns false, changing nothing, for anything else. The buffer holds a sentinel
   * {@code '\0'} after its last character, so the digit loops need no length checks.
   */
  private boolean fastLine() {
    final char[] b = buf;
    int i = pos;
    final int n = len;
    int newline = 0;
    if (i < n && b[i] == '\n') {
      i++;
      newline = 1;
    }
    if (i + 2 >= n) {
      return false;
    }
    char c = b[i];
    Kind k;
    int s = 0;
    int h = 0;
    int d = 0;
    char ch;
    if (c == 'd') {
      k = Kind.DEAL;
      i++;
    } else if ((c == 'm' || c == 'c') && b[i + 1] == ' ') {
      i += 2;
      int start = i;
      while ((ch = b[i]) >= '0' && ch <= '9') {
        s = s * 10 + (ch - '0');
        i++;
      }
      if (i == start || i - start > 9 || s == 0) {
        return false;
      }
      if (c == 'm') {
        if (b[i] != ' ') {
          return false;
        }
        start = ++i;
        while ((ch = b[i]) >= '0' && ch <= '9') {
          h = h * 10 + (ch - '0');
          i++;
        }
        if (i == start || i - start > 9 || h == 0 || b[i] != ' ') {
          return false;
        }
        start = ++i;
        while ((ch = b[i]) >= '0' && ch <= '9') {
          d = d * 10 + (ch - '0');
          i++;
        }
        if (i == start || i - start > 9 || d == 0) {
          return false;
        }
        k = Kind.TRANSFER;
      } else {
        k = Kind.CLEAR;
      }
    } else {
      return false;
    }
    if (i < n && b[i] == '\r') {
      i++;
    }
    if (i >= n || b[i] != '\n') {
      return false;
    }
    pos = i;
    line += newline;
    kind = k;
    source = s - 1;
    count = h;
    target = d - 1;
    return true;
  }

  private Move slowNext() {
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
