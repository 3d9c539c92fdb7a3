package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Writes a {@link ForallExists} as QDIMACS text that {@link QdimacsReader} and QBF solvers such
 * as DepQBF read: comment lines, {@code p cnf n m}, the line {@code a 1 .. t 0} (left out when
 * {@code t = 0}), the line {@code e t+1 .. n 0} (left out when there is no existential
 * variable), one clause per line ({@link org.spiderlab.reductions.cnf.Cnf#toDimacs(String,
 * String)}). Every variable is quantified, so no variable is free.
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
    block(prefix, 'a', 1, formula.universals());
    block(prefix, 'e', formula.universals() + 1, formula.variables());
    return formula.matrix().toDimacs(comment, prefix.toString());
  }

  private static void block(StringBuilder sb, char quantifier, int from, int to) {
    if (from > to) {
      return;
    }
    sb.append(quantifier);
    for (int v = from; v <= to; v++) {
      sb.append(' ').append(v);
    }
    sb.append(" 0\n");
  }
}
