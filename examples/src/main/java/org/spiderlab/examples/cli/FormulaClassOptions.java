package org.spiderlab.examples.cli;

import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.Isomorphism;
import picocli.CommandLine.Option;

/**
 * The options of an exhaustive class of formulas, declared once for {@code campaign} (CNF,
 * thesis 4.2) and {@code qbf-campaign} (forall-exists, thesis 4.3 and 4.4), and the choice
 * between an exhaustive and a random campaign.
 */
final class FormulaClassOptions {

  /** {@code --exhaustive} or {@code --random}, exactly one. */
  static final class Mode {
    @Option(names = "--exhaustive", required = true, description = "every formula of a class")
    boolean exhaustive;

    @Option(names = "--random", required = true, description = "random formulas")
    boolean random;
  }

  @Option(names = "--max-vars", defaultValue = "3", paramLabel = "N",
      description = "exhaustive: at most N variables (default ${DEFAULT-VALUE})")
  int maxVars;

  @Option(names = "--max-clauses", defaultValue = "4", paramLabel = "N",
      description = "exhaustive: at most N clauses (default ${DEFAULT-VALUE})")
  int maxClauses;

  @Option(names = "--max-width", defaultValue = "3", paramLabel = "N",
      description = "exhaustive: at most N literals per clause (default ${DEFAULT-VALUE})")
  int maxWidth;

  @Option(names = "--tautologies", description = "exhaustive: allow clauses with v and !v")
  boolean tautologies;

  @Option(names = "--repeated-clauses", description = "exhaustive: allow a clause twice")
  boolean repeated;

  /**
   * The class of these options.
   *
   * @throws UserException for a bound out of range
   */
  FormulaClass formulaClass() {
    check(maxVars >= 1 && maxVars <= Isomorphism.MAX_VARS, "max-vars must be between 1 and "
        + Isomorphism.MAX_VARS + ", got " + maxVars);
    check(maxClauses >= 1, "max-clauses must be at least 1, got " + maxClauses);
    check(maxWidth >= 1 && maxWidth <= 2 * maxVars,
        "max-width must be between 1 and 2 * max-vars, got " + maxWidth);
    return new FormulaClass(maxVars, maxClauses, maxWidth, tautologies, repeated);
  }

  /** {@code v3-c4-w3} with {@code -taut} and {@code -rep} when set, for directory names. */
  String name() {
    return "v" + maxVars + "-c" + maxClauses + "-w" + maxWidth + (tautologies ? "-taut" : "")
        + (repeated ? "-rep" : "");
  }

  static void check(boolean ok, String message) {
    if (!ok) {
      throw new UserException(message, 2);
    }
  }
}
