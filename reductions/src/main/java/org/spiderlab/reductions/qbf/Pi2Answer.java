package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.Optional;
import org.spiderlab.reductions.cnf.Assignment;

/**
 * The answer to a forall-exists formula (the Pi2 source problem of thesis 4.3 and 4.4): true,
 * false with a universal assignment that no existential assignment extends to a model, or no
 * answer.
 */
public sealed interface Pi2Answer permits Pi2Answer.True, Pi2Answer.False, Pi2Answer.Unknown {

  /** {@code TRUE}, {@code FALSE} or {@code UNKNOWN}. */
  default String word() {
    return this instanceof True ? "TRUE" : this instanceof False ? "FALSE" : "UNKNOWN";
  }

  /**
   * The formula is true. {@code table} is the witness when the decider built one (small {@code
   * t}, {@link SkolemTable#fits}); SpiderLab's deciders check every row before they return it.
   * Without a table the answer rests on the decider alone (Sat4j's unsatisfiability claim).
   */
  record True(Optional<SkolemTable> table) implements Pi2Answer {
    public True {
      checkNotNull(table, "table");
    }
  }

  /**
   * The formula is false: {@code counterexample}, over the universal variables {@code 1..t}, has
   * no existential extension that satisfies the matrix. SpiderLab's deciders confirm that with
   * an independent SAT call before they return it; {@link ExternalQbfSolver} returns the external
   * solver's claim unchecked ({@link Pi2Witnesses#refute} checks it).
   */
  record False(Assignment counterexample) implements Pi2Answer {
    public False {
      checkNotNull(counterexample, "counterexample");
    }
  }

  /** No answer, e.g. {@code timeout after 10 s}. */
  record Unknown(String reason) implements Pi2Answer {
    public Unknown {
      checkNotNull(reason, "reason");
    }
  }
}
