package org.spiderlab.reductions.qbf;

import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.sat.SatResult;

/**
 * The matrix of a forall-exists formula in one incremental Sat4j solver, asked whether a
 * universal assignment extends to a model (the universal literals are assumptions, so learnt
 * clauses carry over from call to call). Sat4j's timer is global over all calls and is stopped by
 * {@link #close}. Not thread-safe: one per decision.
 */
final class MatrixOracle implements AutoCloseable {
  private final ForallExists formula;
  private final Deadline deadline;
  private final ISolver solver; // null when adding the clauses already proved them unsatisfiable
  private long calls;

  MatrixOracle(ForallExists formula, Deadline deadline) {
    this.formula = formula;
    this.deadline = deadline;
    Cnf m = formula.matrix();
    ISolver s = SolverFactory.newDefault();
    s.setTimeoutMs(deadline.remainingMillis());
    s.newVar(m.variables());
    s.setExpectedNumberOfClauses(m.clauseCount());
    try {
      for (int i = 0; i < m.clauseCount(); i++) {
        s.addClause(new VecInt(m.clause(i)));
      }
    } catch (ContradictionException e) {
      s.reset();
      s = null;
    }
    this.solver = s;
  }

  /**
   * A model of the matrix that agrees with {@code universal} (over {@code 1..t}), or null when
   * there is none.
   *
   * @throws Deadline.Expired when the time is up
   */
  Assignment extend(Assignment universal) {
    deadline.check();
    if (solver == null) {
      return null;
    }
    int t = formula.universals();
    VecInt assumptions = new VecInt(t);
    for (int v = 1; v <= t; v++) {
      assumptions.push(universal.value(v) ? v : -v);
    }
    calls++;
    try {
      if (!solver.isSatisfiable(assumptions, true)) {
        return null;
      }
    } catch (TimeoutException e) {
      throw new Deadline.Expired();
    }
    int n = formula.variables();
    return Assignment.of(n, v -> v <= t ? universal.value(v) : solver.model(v));
  }

  /**
   * FALSE with {@code universal} as its counterexample once a fresh Sat4j solver (not this one)
   * confirms that it has no extension; UNKNOWN when that check runs out of time.
   *
   * @throws IllegalStateException when the fresh solver finds an extension (a bug)
   */
  Pi2Answer confirmedFalse(Assignment universal) {
    calls++;
    SatResult check = Pi2Witnesses.extension(formula, universal,
        java.time.Duration.ofMillis(deadline.remainingMillis()));
    if (check instanceof SatResult.Satisfiable s) {
      throw new IllegalStateException("the counterexample " + universal + " of " + formula
          + " extends to the model " + s.model());
    }
    if (check instanceof SatResult.Unknown u) {
      return new Pi2Answer.Unknown("counterexample " + universal + " found, but its"
          + " independent check gave no answer: " + u.reason());
    }
    return new Pi2Answer.False(universal);
  }

  /** Sat4j calls so far, including the confirmation. */
  long calls() {
    return calls;
  }

  @Override
  public void close() {
    if (solver != null) {
      solver.expireTimeout();
    }
  }
}
