package org.spiderlab.reductions.sat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.reductions.SourceAnswer;
import org.spiderlab.reductions.SourceDecider;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Decides a {@link Cnf} with Sat4j ({@code SolverFactory.newDefault()}), the reference answer
 * against which the 3-SAT to Spider reduction of thesis 4.2 is cross-checked. Sat4j's checked
 * exceptions stay inside: a {@link ContradictionException} while adding clauses means
 * unsatisfiable, a {@link TimeoutException} means {@link SatResult.Unknown}. Every model is checked
 * with {@link Cnf#evaluate} before it is returned. Thread-safe (a fresh Sat4j solver per call).
 * {@link #decider} offers it as the source side of the cross-check lab.
 */
public final class SatSolver {
  private SatSolver() {}

  /** Sat4j as a {@link SourceDecider} with a time limit of one hour. */
  public static SourceDecider<Cnf, Assignment> decider() {
    return decider(Duration.ofHours(1));
  }

  /** Sat4j as a {@link SourceDecider}: YES with the checked model, NO, or UNKNOWN on timeout. */
  public static SourceDecider<Cnf, Assignment> decider(Duration timeout) {
    checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms, got %s", timeout);
    return cnf -> {
      SatResult r = solve(cnf, timeout);
      if (r instanceof SatResult.Satisfiable s) {
        return new SourceAnswer.Yes<>(s.model());
      }
      return r instanceof SatResult.Unknown u ? new SourceAnswer.Unknown<>("Sat4j: " + u.reason())
          : new SourceAnswer.No<>();
    };
  }

  /** Solves with a time limit of one hour. */
  public static SatResult solve(Cnf cnf) {
    return solve(cnf, Duration.ofHours(1));
  }

  /** Solves within {@code timeout} (at least one millisecond). */
  public static SatResult solve(Cnf cnf, Duration timeout) {
    return search(cnf, timeout).result();
  }

  /**
   * A run of Sat4j with its search effort: decisions, conflicts and propagations, as Sat4j counts
   * them ({@code ISolver.getStat()}; 0 when the clauses alone are contradictory), and the wall
   * time. What the game solver's search is compared with (docs/LAB-RESULTS.md, "Unsatisfiable
   * formulas: reach").
   *
   * @param result the answer
   * @param decisions branching decisions
   * @param conflicts conflicts (learnt clauses)
   * @param propagations unit propagations
   * @param elapsed wall-clock time, building the solver included
   */
  public record Search(SatResult result, long decisions, long conflicts, long propagations,
      Duration elapsed) {}

  /** Solves within {@code timeout} (at least one millisecond) and reports Sat4j's effort. */
  public static Search search(Cnf cnf, Duration timeout) {
    long t0 = System.nanoTime();
    ISolver solver = SolverFactory.newDefault();
    SatResult r = solve(solver, cnf, timeout);
    java.util.Map<String, Number> stat = solver.getStat();
    return new Search(r, count(stat, "decisions"), count(stat, "conflicts"),
        count(stat, "propagations"), Duration.ofNanos(System.nanoTime() - t0));
  }

  private static long count(java.util.Map<String, Number> stat, String key) {
    Number n = stat.get(key);
    return n == null ? 0 : n.longValue();
  }

  private static SatResult solve(ISolver solver, Cnf cnf, Duration timeout) {
    checkNotNull(cnf, "cnf");
    checkArgument(timeout.toMillis() >= 1, "the timeout must be at least 1 ms, got %s", timeout);
    solver.setTimeoutMs(timeout.toMillis());
    solver.newVar(cnf.variables());
    solver.setExpectedNumberOfClauses(cnf.clauseCount());
    try {
      for (int i = 0; i < cnf.clauseCount(); i++) {
        solver.addClause(new VecInt(cnf.clause(i)));
      }
      if (!solver.isSatisfiable()) {
        return new SatResult.Unsatisfiable();
      }
    } catch (ContradictionException e) {
      return new SatResult.Unsatisfiable();
    } catch (TimeoutException e) {
      return new SatResult.Unknown("timeout after " + org.spiderlab.core.Durations.format(timeout));
    }
    Assignment model = Assignment.fromLiterals(cnf.variables(), solver.model());
    if (!cnf.evaluate(model)) {
      throw new IllegalStateException("Sat4j returned a model that falsifies clause "
          + (cnf.firstFalsifiedClause(model) + 1) + " of " + cnf);
    }
    return new SatResult.Satisfiable(model);
  }
}
