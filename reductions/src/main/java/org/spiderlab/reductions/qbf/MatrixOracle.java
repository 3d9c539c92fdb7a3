package org.spiderlab.reductions.qbf;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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
 *
 * <p>With {@code strengthening}, every clause {@code C} with universal and existential literals
 * also gets a copy {@code C|Y or not a_C} of its existential part under a fresh activation
 * variable {@code a_C}, so that {@link #strengthen} can ask for an extension that satisfies
 * {@code C|Y} by itself (assuming {@code a_C}). The copies are implied by the matrix whenever
 * {@code a_C} is false, so they change no answer of {@link #extend}.
 */
final class MatrixOracle implements AutoCloseable {
  private final ForallExists formula;
  private final Deadline deadline;
  private final ISolver solver; // null when adding the clauses already proved them unsatisfiable
  private final int[] mixed; // clauses with universal and existential literals
  private long calls;

  MatrixOracle(ForallExists formula, Deadline deadline, boolean strengthening) {
    this.formula = formula;
    this.deadline = deadline;
    Cnf m = formula.matrix();
    int n = m.variables();
    int t = formula.universals();
    List<Integer> mix = new ArrayList<>();
    if (strengthening) {
      for (int i = 0; i < m.clauseCount(); i++) {
        boolean u = false;
        boolean e = false;
        for (int lit : m.clause(i)) {
          u |= Math.abs(lit) <= t;
          e |= Math.abs(lit) > t;
        }
        if (u && e) {
          mix.add(i);
        }
      }
    }
    this.mixed = mix.stream().mapToInt(Integer::intValue).toArray();
    ISolver s = SolverFactory.newDefault();
    s.setTimeoutMs(deadline.remainingMillis());
    s.newVar(n + mixed.length);
    s.setExpectedNumberOfClauses(m.clauseCount() + mixed.length);
    try {
      for (int i = 0; i < m.clauseCount(); i++) {
        s.addClause(new VecInt(m.clause(i)));
      }
      for (int k = 0; k < mixed.length; k++) {
        VecInt copy = new VecInt();
        for (int lit : m.clause(mixed[k])) {
          if (Math.abs(lit) > t) {
            copy.push(lit);
          }
        }
        copy.push(-(n + 1 + k));
        s.addClause(copy);
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
    if (solver == null) {
      deadline.check();
      return null;
    }
    VecInt assumptions = universalLiterals(universal);
    return solve(assumptions) ? model(universal) : null;
  }

  /**
   * An extension of {@code universal} at least as good as {@code model} (itself one) for a CEGAR
   * refinement: greedily, the existential part of one more mixed clause is satisfied by the
   * existential variables alone, as long as such an extension exists, so that the clauses left
   * to the universal variables form a subset-minimal set. Needs {@code strengthening}.
   *
   * @throws Deadline.Expired when the time is up
   */
  Assignment strengthen(Assignment universal, Assignment model) {
    int t = formula.universals();
    int n = formula.variables();
    Cnf m = formula.matrix();
    VecInt base = universalLiterals(universal);
    List<Integer> open = new ArrayList<>();
    for (int k = 0; k < mixed.length; k++) {
      if (existentialPartTrue(m.clause(mixed[k]), model, t)) {
        base.push(n + 1 + k);
      } else {
        open.add(k);
      }
    }
    Assignment best = model;
    for (int k : open) {
      if (existentialPartTrue(m.clause(mixed[k]), best, t)) {
        base.push(n + 1 + k); // satisfied on the way by an earlier improvement
        continue;
      }
      base.push(n + 1 + k);
      if (solve(base)) {
        best = model(universal);
      } else {
        base.pop();
      }
    }
    return best;
  }

  private static boolean existentialPartTrue(int[] clause, Assignment a, int t) {
    for (int lit : clause) {
      if (Math.abs(lit) > t && a.isTrue(lit)) {
        return true;
      }
    }
    return false;
  }

  private VecInt universalLiterals(Assignment universal) {
    int t = formula.universals();
    VecInt assumptions = new VecInt(t + mixed.length);
    for (int v = 1; v <= t; v++) {
      assumptions.push(universal.value(v) ? v : -v);
    }
    return assumptions;
  }

  private boolean solve(VecInt assumptions) {
    deadline.check();
    calls++;
    try {
      return solver.isSatisfiable(assumptions, true);
    } catch (TimeoutException e) {
      throw new Deadline.Expired();
    }
  }

  private Assignment model(Assignment universal) {
    int t = formula.universals();
    return Assignment.of(formula.variables(), v -> v <= t ? universal.value(v)
        : solver.model(v));
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
        Duration.ofMillis(deadline.remainingMillis()));
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
