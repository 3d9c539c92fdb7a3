package org.spiderlab.reductions.cnf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
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

  /** Reads the file at {@code path}; errors name the path as given. */
  public static Cnf read(Path path) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString());
    } catch (NoSuchFileException e) {
      throw new InputFormatException(path.toString(), 0, "no such file");
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot read: " + e.getMessage());
    }
  }

  /** Reads DIMACS text; {@code fileName} is used in error messages. */
  public static Cnf parse(String text, String fileName) {
    return read(new StringReader(text), fileName);
  }

  /** Reads DIMACS text from {@code reader}; {@code fileName} is used in error messages. */
  public static Cnf read(Reader reader, String fileName) {
    BufferedReader in = reader instanceof BufferedReader b ? b : new BufferedReader(reader);
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
        if (builder == null) {
          throw new InputFormatException(fileName, lineNo,
              "clause data before the 'p cnf VARIABLES CLAUSES' header");
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
            builder.clause(Arrays.copyOf(pending, pendingSize));
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
