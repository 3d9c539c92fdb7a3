package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.Optional;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * Checks the witnesses of {@link Pi2Answer}s independently of the decider that gave them (thesis
 * 4.3, 4.4: the certificates of the Pi2 source problem): every row of a Skolem table must satisfy
 * the matrix, and a counterexample must have no existential extension, which a fresh Sat4j
 * solver ({@link SatSolver}) decides on the matrix plus the counterexample as unit clauses.
 */
public final class Pi2Witnesses {
  private Pi2Witnesses() {}

  /**
   * Whether {@code universal} (over {@code 1..t}) extends to a model of the matrix: the matrix
   * with one unit clause per universal variable, solved by a fresh Sat4j solver.
   */
  public static SatResult extension(ForallExists formula, Assignment universal,
      Duration timeout) {
    checkNotNull(formula, "formula");
    checkArgument(universal.variables() == formula.universals(),
        "the universal assignment has %s variables, the formula %s universal ones",
        universal.variables(), formula.universals());
    Cnf m = formula.matrix();
    Cnf.Builder b = Cnf.builder(m.variables());
    for (int i = 0; i < m.clauseCount(); i++) {
      b.clause(m.clause(i));
    }
    for (int v = 1; v <= formula.universals(); v++) {
      b.clause(universal.value(v) ? v : -v);
    }
    return SatSolver.solve(b.build(), timeout);
  }

  /**
   * Why {@code answer}'s witness does not prove it: a table row that falsifies the matrix, a
   * counterexample of the wrong size or one that extends to a model, or a counterexample whose
   * check ran out of {@code timeout}. Empty when the witness proves the answer, and for TRUE
   * without a table and UNKNOWN (nothing to check).
   */
  public static Optional<String> refute(ForallExists formula, Pi2Answer answer,
      Duration timeout) {
    checkNotNull(formula, "formula");
    checkNotNull(answer, "answer");
    if (answer instanceof Pi2Answer.True t) {
      return t.table().flatMap(table -> table.refute(formula));
    }
    if (answer instanceof Pi2Answer.False f) {
      Assignment u = f.counterexample();
      if (u.variables() != formula.universals()) {
        return Optional.of("the counterexample " + u + " has " + u.variables()
            + " variables, the formula " + formula.universals() + " universal ones");
      }
      SatResult r = extension(formula, u, timeout);
      if (r instanceof SatResult.Satisfiable s) {
        return Optional.of("the counterexample " + u + " extends to the model " + s.model());
      }
      if (r instanceof SatResult.Unknown x) {
        return Optional.of("the counterexample " + u + " could not be checked: " + x.reason());
      }
    }
    return Optional.empty();
  }
}
