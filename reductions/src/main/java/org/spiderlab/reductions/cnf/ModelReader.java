package org.spiderlab.reductions.cnf;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.TextFiles;

/**
 * Reads the answer of an external SAT solver, so that its model can be fed to the forward
 * witness map of the reduction (thesis 4.2.3). Two formats are recognized by their first
 * meaningful line:
 *
 * <ul>
 *   <li>SAT competition output: {@code c} comment lines, a status line {@code s SATISFIABLE},
 *       {@code s UNSATISFIABLE} or {@code s UNKNOWN}, and for a satisfiable answer {@code v}
 *       lines of literals, the last one ending in {@code 0};
 *   <li>MiniSat's result file: {@code SAT}, {@code UNSAT} or {@code INDET} on the first line, and
 *       after {@code SAT} one or more lines of literals ending in {@code 0}.
 * </ul>
 *
 * <p>Variables the model does not mention are false (solvers may omit eliminated variables).
 * Errors ({@code FILE:LINE: problem}): an unknown status, literals outside the formula's
 * variables, a variable given both signs, a missing terminating {@code 0}, a missing status,
 * non-numeric tokens.
 */
public final class ModelReader {
  private ModelReader() {}

  /** What the solver said. */
  public enum Status {
    SATISFIABLE,
    UNSATISFIABLE,
    UNKNOWN
  }

  /**
   * The solver's answer.
   *
   * @param status the status line
   * @param model the model when {@code status} is {@link Status#SATISFIABLE}, else {@code null}
   */
  public record Result(Status status, Assignment model) {}

  /** Reads the solver output at {@code path} for a formula with {@code variables} variables. */
  public static Result read(Path path, int variables) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString(), variables);
    } catch (NoSuchFileException e) {
      throw new InputFormatException(path.toString(), 0, "no such file");
    } catch (IOException e) {
      throw new InputFormatException(path.toString(), 0, "cannot read: " + e.getMessage());
    }
  }

  /** Reads solver output given as text. */
  public static Result parse(String text, String fileName, int variables) {
    return read(new StringReader(text), fileName, variables);
  }

  /** Reads solver output from {@code reader}; {@code fileName} is used in error messages. */
  public static Result read(Reader reader, String fileName, int variables) {
    BufferedReader in = new BufferedReader(TextFiles.checked(reader, fileName), 1 << 16);
    long lineNo = 0;
    Status status = null;
    boolean competition = false;
    boolean terminated = false;
    long lastLiteralLine = 0;
    boolean[] values = new boolean[variables + 1];
    byte[] seen = new byte[variables + 1];
    try {
      String line;
      while ((line = in.readLine()) != null) {
        lineNo++;
        String t = line.trim();
        if (t.isEmpty() || (competition || status == null) && t.startsWith("c")
            && (t.length() == 1 || Character.isWhitespace(t.charAt(1)))) {
          continue;
        }
        String body;
        if (status == null) {
          if (t.startsWith("s ") || t.equals("s")) {
            competition = true;
            status = status(t.substring(1).trim(), fileName, lineNo);
            continue;
          }
          if (t.startsWith("v ") || t.equals("v")) {
            throw new InputFormatException(fileName, lineNo,
                "'v' line before the 's SATISFIABLE' status line");
          }
          status = status(t, fileName, lineNo);
          continue;
        }
        if (competition) {
          if (t.startsWith("s ") || t.equals("s")) {
            throw new InputFormatException(fileName, lineNo, "second status line");
          }
          if (!(t.startsWith("v ") || t.equals("v") || t.startsWith("v\t"))) {
            throw new InputFormatException(fileName, lineNo,
                "expected a 'v' line of literals or a 'c' comment, found '" + abbreviate(t) + "'");
          }
          body = t.substring(1);
        } else {
          body = t;
        }
        if (status != Status.SATISFIABLE) {
          throw new InputFormatException(fileName, lineNo,
              "literals after status " + status + " (only a satisfiable answer has a model)");
        }
        if (terminated) {
          throw new InputFormatException(fileName, lineNo, "literals after the terminating 0");
        }
        for (String tok : body.trim().split("\\s+")) {
          if (tok.isEmpty()) {
            continue;
          }
          if (terminated) {
            throw new InputFormatException(fileName, lineNo, "literals after the terminating 0");
          }
          int lit;
          try {
            lit = Integer.parseInt(tok);
          } catch (NumberFormatException e) {
            throw new InputFormatException(fileName, lineNo,
                "'" + abbreviate(tok) + "' is not a literal");
          }
          lastLiteralLine = lineNo;
          if (lit == 0) {
            terminated = true;
            continue;
          }
          int x = Math.abs(lit);
          if (lit == Integer.MIN_VALUE || x > variables) {
            throw new InputFormatException(fileName, lineNo,
                "literal " + lit + " is outside the formula's " + variables + " variables");
          }
          byte sign = (byte) (lit > 0 ? 1 : 2);
          if (seen[x] != 0 && seen[x] != sign) {
            throw new InputFormatException(fileName, lineNo,
                "variable " + x + " is given both values");
          }
          seen[x] = sign;
          values[x] = lit > 0;
        }
      }
    } catch (IOException e) {
      throw new InputFormatException(fileName, lineNo, "cannot read: " + e.getMessage());
    }
    if (status == null) {
      throw new InputFormatException(fileName, Math.max(1, lineNo),
          "no solver status (expected 's SATISFIABLE' or 'SAT' / 'UNSAT' / 'INDET')");
    }
    if (status != Status.SATISFIABLE) {
      return new Result(status, null);
    }
    if (!terminated) {
      throw new InputFormatException(fileName, Math.max(1, lastLiteralLine == 0 ? lineNo
          : lastLiteralLine), "the model is not terminated by 0");
    }
    boolean[] copy = new boolean[variables];
    System.arraycopy(values, 1, copy, 0, variables);
    return new Result(status, Assignment.ofValues(copy));
  }

  private static Status status(String word, String file, long line) {
    switch (word) {
      case "SATISFIABLE":
      case "SAT":
        return Status.SATISFIABLE;
      case "UNSATISFIABLE":
      case "UNSAT":
        return Status.UNSATISFIABLE;
      case "UNKNOWN":
      case "INDET":
        return Status.UNKNOWN;
      default:
        throw new InputFormatException(file, line, "unknown solver status '" + abbreviate(word)
            + "' (expected SATISFIABLE, UNSATISFIABLE, UNKNOWN, SAT, UNSAT or INDET)");
    }
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }
}
