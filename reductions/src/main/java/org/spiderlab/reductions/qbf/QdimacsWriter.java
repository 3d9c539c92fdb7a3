package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Writes a {@link ForallExists} as QDIMACS text that {@link QdimacsReader} and QBF solvers such
 * as DepQBF read: comment lines, {@code p cnf n m}, the line {@code a 1 .. t 0} (left out when
 * {@code t = 0}), the line {@code e ... 0} with the existential variables that occur in a clause
 * (left out when there is none), one clause per line ({@link
 * org.spiderlab.reductions.cnf.Cnf#toDimacs(String, String)}). So no variable of a clause is
 * free, and the text grows with the clauses and {@code t}, not with {@code n}: an existential
 * variable that occurs nowhere is left unquantified, which changes no answer, and {@link
 * QdimacsReader} reads it back as existential.
 */
public final class QdimacsWriter {
  private QdimacsWriter() {}

  /** The formula as QDIMACS text. */
  public static String write(ForallExists formula) {
    return write(formula, null);
  }

  /**
   * The formula as QDIMACS text, after {@code comment} as {@code c} lines (one per line of the
   * comment; none when null or empty).
   */
  public static String write(ForallExists formula, String comment) {
    checkNotNull(formula, "formula");
    StringBuilder prefix = new StringBuilder();
    int t = formula.universals();
    line(prefix, 'a', IntStream.rangeClosed(1, t).toArray());
    line(prefix, 'e', Arrays.stream(formula.matrix().clauses()).flatMapToInt(Arrays::stream)
        .map(Math::abs).filter(v -> v > t).sorted().distinct().toArray());
    return formula.matrix().toDimacs(comment, prefix.toString());
  }

  /** {@code q v1 v2 ... 0}, or nothing without variables. */
  private static void line(StringBuilder sb, char quantifier, int[] variables) {
    if (variables.length == 0) {
      return;
    }
    sb.append(quantifier);
    for (int v : variables) {
      sb.append(' ').append(v);
    }
    sb.append(" 0\n");
  }
}
