package org.spiderlab.reductions.qbf;

import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;

/**
 * Reads QDIMACS files whose prefix is forall-exists, the source of the Pi2 reductions (thesis
 * 4.3 and 4.4): the header {@code p cnf V C}, quantifier lines {@code a ... 0} and {@code e ...
 * 0}, then the clauses. Header, clauses, comments and errors are exactly those of {@link
 * DimacsReader} (it reads the file; this class adds the quantifier lines as a {@link
 * DimacsReader.Dialect}).
 *
 * <p>The variables are renumbered so that the universal ones are {@code 1..t} in increasing
 * file order, then every other variable in increasing file order (a file already in that order
 * keeps its numbers); {@link QdimacsFormula#numbering()} maps back.
 *
 * <p>Accepted prefixes: none (a DIMACS CNF file: {@code t = 0}), only {@code e} lines ({@code t =
 * 0}), only {@code a} lines (no existential variable), or {@code a} lines followed by {@code e}
 * lines; consecutive lines of the same quantifier form one block. Rejected, as an {@link
 * InputFormatException} {@code FILE:LINE: problem}: any other prefix (an {@code a} line after an
 * {@code e} line), a quantifier line after a clause or before the header, a variable quantified
 * twice, a number outside {@code 1..V} or negative, an empty block, a line not ended by its
 * {@code 0} or with text after it, and <em>free variables</em> when there is a universal block:
 * QDIMACS quantifies a variable of the clauses that no quantifier line names existentially in the
 * outermost block, before the universal block, which makes the prefix exists-forall-exists (not
 * Pi2); the error says to declare it in the {@code e} line. Variables that occur in no clause
 * and no quantifier line are existential (where they are quantified changes nothing).
 */
public final class QdimacsReader {
  private QdimacsReader() {}

  /** Reads the file at {@code path}; errors name the path as given. */
  public static QdimacsFormula read(Path path) {
    Prefix prefix = new Prefix(path.toString());
    return prefix.renumber(DimacsReader.read(path, prefix));
  }

  /** Reads QDIMACS text; {@code fileName} is used in error messages. */
  public static QdimacsFormula parse(String text, String fileName) {
    return read(new StringReader(text), fileName);
  }

  /** Reads QDIMACS text from {@code reader}; {@code fileName} is used in error messages. */
  public static QdimacsFormula read(Reader reader, String fileName) {
    Prefix prefix = new Prefix(fileName);
    return prefix.renumber(DimacsReader.read(reader, fileName, prefix));
  }

  /**
   * The quantifier lines: the dialect that checks them and renumbers at the end. Its memory is
   * proportional to the quantifier lines, not to the header's variable count.
   */
  private static final class Prefix implements DimacsReader.Dialect {
    private final String file;
    /** Per quantified file variable: its line, positive for 'a', negative for 'e'. */
    private final Map<Integer, Long> quantified = new HashMap<>();
    private long firstUniversal;
    private long firstExistential;

    Prefix(String file) {
      this.file = file;
    }

    @Override
    public boolean ownsLinesStartingWith(char first) {
      return first == 'a' || first == 'e';
    }

    @Override
    public void line(String line, long lineNo, int variables, boolean matrixStarted) {
      String[] t = line.trim().split("[ \t\r\f]+");
      if (!t[0].equals("a") && !t[0].equals("e")) {
        String shown = t[0].length() > 40 ? t[0].substring(0, 40) + "..." : t[0];
        throw error(lineNo, "'" + shown + "' is not a quantifier (expected a line 'a VARIABLES"
            + " 0' or 'e VARIABLES 0')");
      }
      char q = t[0].charAt(0);
      if (matrixStarted) {
        throw error(lineNo, "quantifier line after the first clause: the 'a' and 'e' lines"
            + " come between the header and the clauses");
      }
      if (t.length == 1 || !t[t.length - 1].equals("0")) {
        throw error(lineNo, "quantifier line not ended by 0 (each 'a' or 'e' line lists its"
            + " variables and ends with 0 on the same line)");
      }
      if (t.length == 2) {
        throw error(lineNo, "empty quantifier block '" + q + " 0' (list at least one variable)");
      }
      if (q == 'a' && firstExistential != 0) {
        throw error(lineNo, "universal block after the existential block of line "
            + firstExistential + ": the prefix is not forall-exists (Pi2); write the 'a' lines"
            + " first, then the 'e' lines");
      }
      for (int i = 1; i < t.length - 1; i++) {
        int v = DimacsReader.literal(t[i], variables, file, lineNo);
        if (v == 0) {
          throw error(lineNo, "text after the 0 that ends the quantifier line");
        }
        if (v < 0) {
          throw error(lineNo, "'" + t[i] + "' in a quantifier line: it lists variables, not"
              + " literals");
        }
        Long before = quantified.putIfAbsent(v, q == 'a' ? lineNo : -lineNo);
        if (before != null) {
          throw error(lineNo, "variable " + v + " is quantified twice (first on line "
              + Math.abs(before) + ")");
        }
      }
      if (q == 'a' && firstUniversal == 0) {
        firstUniversal = lineNo;
      }
      if (q == 'e' && firstExistential == 0) {
        firstExistential = lineNo;
      }
    }

    @Override
    public void clause(int[] literals, long startLine) {
      if (firstUniversal == 0) {
        return; // without a universal block, free variables are existential: still Pi2
      }
      for (int lit : literals) {
        int v = Math.abs(lit);
        if (!quantified.containsKey(v)) {
          throw error(startLine, "variable " + v + " is in no quantifier line; QDIMACS makes"
              + " such a free variable existential in the outermost block, before the"
              + " universal block of line " + firstUniversal + ", so the prefix would be"
              + " exists-forall-exists, not forall-exists (Pi2): "
              + (firstExistential != 0 ? "add " + v + " to the 'e' line of line "
                  + firstExistential : "declare it in an 'e' line after the 'a' line"));
        }
      }
    }

    private InputFormatException error(long line, String problem) {
      return new InputFormatException(file, line, problem);
    }

    /** Universal variables first, each group in increasing file order. */
    QdimacsFormula renumber(Cnf raw) {
      int[] universals = quantified.entrySet().stream().filter(e -> e.getValue() > 0)
          .mapToInt(Map.Entry::getKey).sorted().toArray();
      VariableNumbering numbering = VariableNumbering.of(raw.variables(), universals);
      if (numbering.isIdentity()) {
        return new QdimacsFormula(new ForallExists(universals.length, raw), numbering);
      }
      int[][] clauses = raw.clauses();
      for (int[] c : clauses) {
        for (int i = 0; i < c.length; i++) {
          c[i] = Integer.signum(c[i]) * numbering.variable(Math.abs(c[i]));
        }
      }
      return new QdimacsFormula(new ForallExists(universals.length,
          Cnf.of(raw.variables(), clauses)), numbering);
    }
  }
}
