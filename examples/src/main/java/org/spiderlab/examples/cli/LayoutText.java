package org.spiderlab.examples.cli;

import org.spiderlab.reductions.threesat.Layout;

/**
 * The command line's text of a reduction of thesis 4.2.1: the {@link Layout}'s areas with their
 * ranks and the role of every pile.
 */
final class LayoutText {
  private LayoutText() {}

  /** The header line and the areas, one per line, with the occurrence pairs of each literal. */
  static String areas(Layout lay) {
    StringBuilder sb = new StringBuilder();
    int variables = lay.variables();
    int clauses = lay.clauses();
    sb.append("3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1): ").append(variables)
        .append(variables == 1 ? " variable, " : " variables, ").append(clauses)
        .append(clauses == 1 ? " clause" : " clauses").append("; maximal rank ")
        .append(lay.maxRank()).append(", ").append(lay.pileCount()).append(" piles, ")
        .append(2L * lay.maxRank()).append(" cards (one suit, two decks)\n");
    sb.append("areas (one buffer rank between neighbours):\n");
    for (Layout.Area a : lay.areas()) {
      sb.append("  ").append(a);
      if (a.kind() == Layout.AreaKind.LITERAL) {
        int lit = a.index();
        for (int s = 0; s < lay.occurrences(lit); s++) {
          int clause = lay.occurrenceClause(lit, s);
          int low = lay.occurrencePairLow(clause, lay.occurrencePosition(lit, s));
          sb.append(s == 0 ? "; pairs " : ", ").append(low).append('/').append(low + 1)
              .append(" (clause ").append(clause + 1).append(')');
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  /** {@link #areas}, then every pile with its role, one per line. */
  static String layout(Layout lay) {
    StringBuilder sb = new StringBuilder(areas(lay));
    sb.append("piles:\n");
    for (int p = 0; p < lay.pileCount(); p++) {
      sb.append("  ").append(p + 1).append(": ").append(lay.pileRole(p)).append('\n');
    }
    return sb.toString();
  }
}
