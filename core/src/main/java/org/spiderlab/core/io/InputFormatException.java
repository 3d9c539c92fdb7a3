package org.spiderlab.core.io;

/**
 * A user's input file is malformed. The message is always {@code FILE:LINE: what is wrong}, ready
 * to be printed as it is; command-line tools print it on one line and exit with status 2. Control
 * characters that the problem quotes from the input (or a file name holds) are escaped in the
 * Java style (a backslash, {@code u} and four hex digits), so that the message is one line and
 * never drives a terminal; an excerpt of the input in single quotes longer than 60 characters is
 * cut, and so is a problem longer than 400 characters, each saying how much was left out.
 */
public final class InputFormatException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final String file;
  private final long line;
  private final String problem;

  public InputFormatException(String file, long line, String problem) {
    this(file, line, cut(cutQuotes(escape(problem))), null);
  }

  /** With {@code problem} already escaped and cut (made once, used twice). */
  private InputFormatException(String file, long line, String problem, Void cleaned) {
    super(escape(file) + ":" + line + ": " + problem);
    this.file = file;
    this.line = line;
    this.problem = problem;
  }

  /** Longest problem text kept whole; a longer one (a huge token quoted) is cut. */
  static final int MAX_PROBLEM = 400;
  /** Longest excerpt of the input quoted in single quotes that is kept whole. */
  static final int MAX_QUOTE = 60;

  /**
   * {@code s} with every excerpt in single quotes longer than {@link #MAX_QUOTE} characters cut,
   * saying how many were left out. An excerpt opens with a quote at the start or after a blank,
   * {@code (} or {@code =}, and closes with the next quote at the end or before a blank or one of
   * {@code ,;:.)}; an apostrophe inside a word opens nothing.
   */
  private static String cutQuotes(String s) {
    if (s == null || s.length() <= MAX_QUOTE) {
      return s;
    }
    StringBuilder out = null;
    int copied = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != '\'' || (i > 0 && " (=".indexOf(s.charAt(i - 1)) < 0)) {
        continue;
      }
      int close = -1;
      for (int k = i + 1; k < s.length(); k++) {
        if (s.charAt(k) == '\''
            && (k + 1 == s.length() || " ,;:.)".indexOf(s.charAt(k + 1)) >= 0)) {
          close = k;
          break;
        }
      }
      if (close < 0) {
        break;
      }
      int len = close - i - 1;
      if (len > MAX_QUOTE) {
        if (out == null) {
          out = new StringBuilder(s.length());
        }
        out.append(s, copied, i + 1 + MAX_QUOTE).append("... (").append(len - MAX_QUOTE)
            .append(" more characters)");
        copied = close;
      }
      i = close;
    }
    return out == null ? s : out.append(s, copied, s.length()).toString();
  }

  /** {@code s} cut after {@link #MAX_PROBLEM} characters, saying how many were left out. */
  private static String cut(String s) {
    return s == null || s.length() <= MAX_PROBLEM ? s
        : s.substring(0, MAX_PROBLEM) + "... (" + (s.length() - MAX_PROBLEM)
            + " more characters)";
  }

  private static final String HEX = "0123456789ABCDEF";

  /** {@code s} with every control character (U+0000 to U+001F, U+007F) escaped. */
  private static String escape(String s) {
    if (s == null) {
      return null;
    }
    StringBuilder out = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20 || c == 0x7F) {
        if (out == null) {
          out = new StringBuilder(s.length() + 8).append(s, 0, i);
        }
        out.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? s : out.toString();
  }

  /** The file name as the user gave it. */
  public String file() {
    return file;
  }

  /** The 1-based line number. */
  public long line() {
    return line;
  }

  /** What is wrong, without file and line. */
  public String problem() {
    return problem;
  }
}
