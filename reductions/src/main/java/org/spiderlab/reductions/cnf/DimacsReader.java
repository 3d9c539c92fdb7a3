package org.spiderlab.reductions.cnf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Arrays;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.TextFiles;

/**
 * Reads DIMACS CNF files as real tools and benchmark sets write them (the input of the reduction
 * of thesis 4.2.1).
 *
 * <p>Accepted: comment lines starting with {@code c} anywhere (also between clauses), blank
 * lines, irregular spacing and tabs, clauses spanning several lines or several clauses on one
 * line, and SATLIB's trailer: a line starting with {@code %} ends the formula and everything
 * after it is ignored.
 *
 * <p>Rejected, as an {@link InputFormatException} {@code FILE:LINE: problem}: a missing,
 * duplicate or malformed {@code p cnf VARIABLES CLAUSES} header (also a clause before it),
 * absurd sizes (more than {@link #MAX_VARIABLES} variables or {@link #MAX_CLAUSES} clauses),
 * non-numeric tokens, literals whose variable exceeds the declared count, an empty clause (a lone
 * {@code 0}: it makes the formula trivially unsatisfiable, and the reduction cannot express it,
 * so it is reported rather than silently accepted), more or fewer clauses than declared, and a
 * last clause without its terminating {@code 0}.
 */
public final class DimacsReader {
  /** The largest variable count a header may declare. */
  public static final int MAX_VARIABLES = 10_000_000;

  /** The largest clause count a header may declare. */
  public static final int MAX_CLAUSES = 50_000_000;

  private DimacsReader() {}

  /**
   * What a dialect of DIMACS CNF adds to it (QDIMACS: the quantifier lines {@code a ... 0} and
   * {@code e ... 0} between the header and the clauses), so that the dialect's reader shares this
   * one's header, clause and error handling. Plain DIMACS is the dialect that owns no line.
   */
  public interface Dialect {
    /**
     * Whether lines whose first non-blank character is {@code first} are the dialect's (asked
     * only for characters that are not {@code c}, {@code p} or {@code %}).
     */
    boolean ownsLinesStartingWith(char first);

    /**
     * A line the dialect owns, read after the header.
     *
     * @param variables the variable count of the header
     * @param matrixStarted whether a clause, or the beginning of one, came before this line
     * @throws InputFormatException if the line is malformed
     */
    void line(String line, long lineNo, int variables, boolean matrixStarted);

    /**
     * Every clause as it is completed (after its {@code 0}), with the line where it starts.
     *
     * @throws InputFormatException if the dialect does not accept it there
     */
    void clause(int[] literals, long startLine);

    /** The end of the input, after the last clause was checked (a no-op by default). */
    default void end(long lastLine) {}
  }

  /** Plain DIMACS CNF: no line of its own, every clause as it is. */
  private static final Dialect CNF = new Dialect() {
    @Override
    public boolean ownsLinesStartingWith(char first) {
      return false;
    }

    @Override
    public void line(String line, long lineNo, int variables, boolean matrixStarted) {
      throw new IllegalStateException("plain DIMACS owns no line");
    }

    @Override
    public void clause(int[] literals, long startLine) {}
  };

  /** Reads the file at {@code path}; errors name the path as given. */
  public static Cnf read(Path path) {
    return read(path, CNF);
  }

  /** Reads the file at {@code path} in {@code dialect}; errors name the path as given. */
  public static Cnf read(Path path, Dialect dialect) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString(), dialect);
    } catch (IOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /** Reads DIMACS text; {@code fileName} is used in error messages. */
  public static Cnf parse(String text, String fileName) {
    return read(new StringReader(text), fileName);
  }

  /** Reads DIMACS text from {@code reader}; {@code fileName} is used in error messages. */
  public static Cnf read(Reader reader, String fileName) {
    return read(reader, fileName, CNF);
  }

  /**
   * Reads text of a DIMACS {@code dialect} from {@code reader}; {@code fileName} is used in
   * error messages.
   */
  public static Cnf read(Reader reader, String fileName, Dialect dialect) {
    BufferedReader in = new BufferedReader(TextFiles.checked(reader, fileName), 1 << 16);
    long lineNo = 0;
    long headerLine = 0;
    int variables = -1;
    int declared = -1;
    Cnf.Builder builder = null;
    int[] pending = new int[8];
    int pendingSize = 0;
    long clauseStartLine = 0;
    try {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        int i = skipBlanks(line, 0);
        if (i == line.length()) {
          continue;
        }
        char first = line.charAt(i);
        if (first == 'c') {
          continue;
        }
        if (first == '%') {
          break; // SATLIB trailer: "%" then "0"
        }
        if (first == 'p') {
          if (builder != null) {
            throw new InputFormatException(fileName, lineNo,
                "second 'p' header (the first is on line " + headerLine + ")");
          }
          String[] t = line.trim().split("\\s+");
          if (t.length != 4 || !t[0].equals("p") || !t[1].equals("cnf")) {
            throw new InputFormatException(fileName, lineNo,
                "malformed header '" + line.trim() + "', expected 'p cnf VARIABLES CLAUSES'");
          }
          variables = headerNumber(t[2], "variable count", MAX_VARIABLES, fileName, lineNo);
          declared = headerNumber(t[3], "clause count", MAX_CLAUSES, fileName, lineNo);
          builder = Cnf.builder(variables);
          headerLine = lineNo;
          continue;
        }
        boolean owned = dialect.ownsLinesStartingWith(first);
        if (builder == null) {
          throw new InputFormatException(fileName, lineNo, owned
              ? "'" + first + "' line before the 'p cnf VARIABLES CLAUSES' header"
              : "clause data before the 'p cnf VARIABLES CLAUSES' header");
        }
        if (owned) {
          dialect.line(line, lineNo, variables, builder.clauseCount() > 0 || pendingSize > 0);
          continue;
        }
        int n = line.length();
        while (i < n) {
          int j = i;
          while (j < n && !isBlank(line.charAt(j))) {
            j++;
          }
          int lit = literal(line, i, j, variables, fileName, lineNo);
          if (lit == 0) {
            if (pendingSize == 0) {
              throw new InputFormatException(fileName, lineNo,
                  "empty clause (a lone 0): the formula would be trivially unsatisfiable, "
                      + "which the reduction cannot express");
            }
            if (builder.clauseCount() == declared) {
              throw new InputFormatException(fileName, lineNo,
                  "more clauses than the " + declared + " declared on line " + headerLine);
            }
            int[] clause = Arrays.copyOf(pending, pendingSize);
            dialect.clause(clause, clauseStartLine);
            builder.clause(clause);
            pendingSize = 0;
          } else {
            if (pendingSize == 0) {
              clauseStartLine = lineNo;
            }
            if (pendingSize == pending.length) {
              if (pendingSize >= 1 << 24) {
                throw new InputFormatException(fileName, lineNo, "clause longer than 2^24 literals");
              }
              pending = Arrays.copyOf(pending, pendingSize * 2);
            }
            pending[pendingSize++] = lit;
          }
          i = skipBlanks(line, j);
        }
      }
    } catch (IOException e) {
      throw new InputFormatException(fileName, lineNo, "cannot read: " + e.getMessage());
    } catch (UncheckedIOException e) {
      throw new InputFormatException(fileName, lineNo, "cannot read: " + e.getMessage());
    }
    if (builder == null) {
      throw new InputFormatException(fileName, Math.max(lineNo, 1),
          "missing 'p cnf VARIABLES CLAUSES' header");
    }
    if (pendingSize > 0) {
      throw new InputFormatException(fileName, clauseStartLine,
          "clause " + (builder.clauseCount() + 1) + " is not terminated by 0");
    }
    if (builder.clauseCount() != declared) {
      throw new InputFormatException(fileName, Math.max(lineNo, 1),
          "the header on line " + headerLine + " declares " + declared + " clauses, but "
              + builder.clauseCount() + " were found");
    }
    dialect.end(Math.max(lineNo, 1));
    return builder.build();
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f';
  }

  private static int skipBlanks(String s, int i) {
    while (i < s.length() && isBlank(s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static int headerNumber(String t, String what, int max, String file, long line) {
    long v;
    try {
      v = Long.parseLong(t);
    } catch (NumberFormatException e) {
      throw new InputFormatException(file, line, "the " + what + " '" + t + "' is not a number");
    }
    if (v < 0) {
      throw new InputFormatException(file, line, "the " + what + " " + v + " is negative");
    }
    if (v > max) {
      throw new InputFormatException(file, line,
          "the " + what + " " + v + " is absurdly large (at most " + max + " supported)");
    }
    return (int) v;
  }

  /**
   * A literal token ({@code v}, {@code -v} or {@code 0}) whose variable is at most {@code
   * variables}, for dialects that read numbers on lines of their own.
   *
   * @throws InputFormatException with the same messages as for clause literals
   */
  public static int literal(String token, int variables, String file, long line) {
    return literal(token, 0, token.length(), variables, file, line);
  }

  private static int literal(String s, int from, int to, int variables, String file, long line) {
    String token = s.substring(from, to);
    long v = 0;
    int i = from;
    boolean negative = false;
    if (i < to && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
      negative = s.charAt(i) == '-';
      i++;
    }
    if (i == to || to - i > 11) {
      throw new InputFormatException(file, line, bad(token));
    }
    for (; i < to; i++) {
      char c = s.charAt(i);
      if (c < '0' || c > '9') {
        throw new InputFormatException(file, line, bad(token));
      }
      v = v * 10 + (c - '0');
    }
    if (v > variables) {
      throw new InputFormatException(file, line,
          "literal " + token + " names variable " + v + ", but the header declares "
              + variables + (variables == 1 ? " variable" : " variables"));
    }
    return (int) (negative ? -v : v);
  }

  private static String bad(String token) {
    String shown = token.length() > 40 ? token.substring(0, 40) + "..." : token;
    return "'" + shown + "' is not a literal (expected an integer; 0 ends a clause)";
  }
}
