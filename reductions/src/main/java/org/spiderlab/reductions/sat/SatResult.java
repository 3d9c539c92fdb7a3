package org.spiderlab.reductions.sat;

import org.spiderlab.reductions.cnf.Assignment;

/**
 * The three-valued answer of {@link SatSolver}: a model, a proof of unsatisfiability (Sat4j's
 * word), or no answer within the time limit.
 */
public sealed interface SatResult
    permits SatResult.Satisfiable, SatResult.Unsatisfiable, SatResult.Unknown {

  /** The formula is satisfiable; {@code model} satisfies it (checked by {@link SatSolver}). */
  record Satisfiable(Assignment model) implements SatResult {}

  /** The formula is unsatisfiable. */
  record Unsatisfiable() implements SatResult {}

  /** No answer, e.g. {@code timeout after 10 s}. */
  record Unknown(String reason) implements SatResult {}
}
