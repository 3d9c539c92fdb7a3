package org.spiderlab.reductions.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Decides {@code forall X exists Y : phi(X, Y)} (thesis 4.3, 4.4: the Pi2 source problem) by
 * counterexample-guided abstraction refinement with two incremental Sat4j solvers, the standard
 * 2QBF algorithm (Janota and Marques-Silva, "Abstraction-based algorithm for 2QBF", SAT 2011; the
 * two-level case of RAReQS).
 *
 * <p>The <em>candidate solver</em> holds, over {@code X} and selector variables, the formula
 * {@code A = not phi(X, y1) and ... and not phi(X, yk)} for the existential models {@code yi}
 * found so far. Each round it proposes a universal assignment {@code u} of {@code A}; the
 * <em>matrix solver</em> ({@link MatrixOracle}) extends {@code u} to a model {@code (u, y)} of
 * {@code phi} or proves that none exists.
 *
 * <ul>
 *   <li>No {@code u} (A unsatisfiable): every universal assignment makes some {@code phi(X, yi)}
 *       true, so the formula is TRUE; for {@code t} up to {@link Pi2Options#tableLimit()} the
 *       Skolem table takes for each row the first {@code yi} that works, and every row is checked
 *       against the matrix before the answer is returned.
 *   <li>{@code u} without extension: FALSE, after a fresh Sat4j solver confirmed it.
 *   <li>Otherwise refinement with {@code not phi(X, y)}: the clauses that {@code y} does not
 *       satisfy, restricted to their universal literals {@code R} (never empty, since {@code (u,
 *       y)} satisfies them), say that {@code phi(X, y)} is false iff some {@code R} is all false.
 *       Each {@code R} gets a selector {@code s} with the clauses {@code not s or not l} for
 *       {@code l} in {@code R} (one-sided: a model of {@code A} sets {@code s} true only if
 *       {@code R} is all false, and any {@code X} that falsifies some {@code R} of every model
 *       extends to a model of {@code A} by setting exactly those selectors true), shared by all
 *       models with the same {@code R}; a one-literal {@code R} is its negated literal. Then the
 *       clause "some selector". With no {@code R} at all, {@code y} works for every {@code X}:
 *       TRUE at once.
 * </ul>
 *
 * <p><em>Strengthening</em> ({@link #of}; {@link #plain} leaves it out): the first {@code y} the
 * matrix solver finds for {@code u} may leave many clauses to the universal literals, which
 * makes the refinement weak (one selector per such clause). Before refining, {@link
 * MatrixOracle#strengthen} replaces {@code y} by an extension of the same {@code u} whose
 * existential part satisfies, greedily one by one, as many more mixed clauses as it can, so that
 * the clauses left to {@code X} form a subset-minimal set. Sound, because the refinement of
 * <em>any</em> {@code y} with {@code phi(u, y)} is: it excludes only universal assignments that
 * {@code y} extends, and it still excludes {@code u}. It costs up to one SAT call per mixed
 * clause and round, and saves far more rounds: on random formulas with {@code t = 20} it cut the
 * rounds by one to two orders of magnitude ({@code docs/PERFORMANCE.md}). Tests compare both
 * forms with enumeration.
 *
 * <p>Each round excludes its {@code u} for good ({@code phi(u, y)} holds), so there are at most
 * {@code 2^t} rounds; in practice far fewer (figures in {@code docs/PERFORMANCE.md}). The time
 * limit ({@link Pi2Options#timeout()}) covers the whole run and gives UNKNOWN. Thread-safe:
 * every decision has its own solvers.
 */
public final class CegarDecider implements Pi2Decider {
  private final Pi2Options options;
  private final boolean strengthening;

  private CegarDecider(Pi2Options options, boolean strengthening) {
    this.options = checkNotNull(options, "options");
    this.strengthening = strengthening;
  }

  /** The decider with these limits, strengthening every refinement. */
  public static CegarDecider of(Pi2Options options) {
    return new CegarDecider(options, true);
  }

  /**
   * The decider with these limits and the refinements of the first model the matrix solver
   * finds, not strengthened (for comparisons).
   */
  public static CegarDecider plain(Pi2Options options) {
    return new CegarDecider(options, false);
  }

  /** The decider with {@link Pi2Options#defaults()}. */
  public static CegarDecider withDefaults() {
    return of(Pi2Options.defaults());
  }

  @Override
  public Pi2Result solve(ForallExists formula) {
    checkNotNull(formula, "formula");
    long start = System.nanoTime();
    Deadline deadline = Deadline.after(options.timeout());
    Pi2Answer answer;
    try (Run run = new Run(formula, deadline, options.wantsTable(formula), strengthening)) {
      try {
        answer = run.decide();
      } catch (Deadline.Expired e) {
        answer = new Pi2Answer.Unknown(deadline.reason());
      }
      return new Pi2Result(answer, run.refinements, run.candidateCalls + run.matrix.calls(),
          Duration.ofNanos(System.nanoTime() - start));
    }
  }

  /** One decision: the two solvers and the models found. */
  private static final class Run implements AutoCloseable {
    final ForallExists formula;
    final int t;
    final Deadline deadline;
    final MatrixOracle matrix;
    final ISolver candidate;
    final Map<List<Integer>, Integer> selectors = new HashMap<>();
    final boolean table;
    final boolean strengthening;
    final List<Assignment> models = new ArrayList<>(); // kept for the table only
    final List<int[][]> residualMasks = new ArrayList<>(); // per model: {positive, negative}
    int lastVariable;
    boolean candidateUnsat;
    long refinements;
    long candidateCalls;

    Run(ForallExists formula, Deadline deadline, boolean table, boolean strengthening) {
      this.formula = formula;
      this.t = formula.universals();
      this.deadline = deadline;
      this.table = table;
      this.strengthening = strengthening;
      this.matrix = new MatrixOracle(formula, deadline, strengthening);
      this.candidate = SolverFactory.newDefault();
      candidate.setTimeoutMs(deadline.remainingMillis());
      lastVariable = t;
      candidate.newVar(Math.max(1, t));
    }

    Pi2Answer decide() {
      while (true) {
        deadline.check();
        if (candidateUnsat || !candidateSatisfiable()) {
          return trueAnswer();
        }
        Assignment u = Assignment.of(t, candidate::model);
        Assignment y = matrix.extend(u);
        if (y == null) {
          return matrix.confirmedFalse(u);
        }
        refinements++;
        refine(strengthening ? matrix.strengthen(u, y) : y);
      }
    }

    private boolean candidateSatisfiable() {
      candidateCalls++;
      try {
        return candidate.isSatisfiable(VecInt.EMPTY, true);
      } catch (TimeoutException e) {
        throw new Deadline.Expired();
      }
    }

    /** Adds {@code not phi(X, y)}. */
    private void refine(Assignment y) {
      Cnf m = formula.matrix();
      Set<List<Integer>> residuals = new LinkedHashSet<>();
      for (int i = 0; i < m.clauseCount(); i++) {
        int[] c = m.clause(i);
        boolean satisfied = false;
        List<Integer> universal = new ArrayList<>(c.length);
        for (int lit : c) {
          if (Math.abs(lit) > t) {
            if (y.isTrue(lit)) {
              satisfied = true;
              break;
            }
          } else if (!universal.contains(lit)) {
            universal.add(lit);
          }
        }
        if (!satisfied) {
          if (universal.isEmpty()) {
            throw new IllegalStateException("the model " + y + " falsifies clause " + (i + 1)
                + " of " + formula);
          }
          universal.sort(null);
          residuals.add(List.copyOf(universal));
        }
      }
      if (table) {
        models.add(y);
        residualMasks.add(masks(residuals));
      }
      if (residuals.isEmpty()) {
        candidateUnsat = true; // y satisfies phi under every universal assignment
        return;
      }
      VecInt some = new VecInt(residuals.size());
      try {
        for (List<Integer> r : residuals) {
          some.push(r.size() == 1 ? -r.get(0) : selector(r));
        }
        candidate.addClause(some);
      } catch (ContradictionException e) {
        candidateUnsat = true;
      }
    }

    /** The selector of {@code r}: true only if every literal of {@code r} is false. */
    private int selector(List<Integer> r) throws ContradictionException {
      Integer s = selectors.get(r);
      if (s == null) {
        s = ++lastVariable;
        candidate.newVar(lastVariable);
        for (int lit : r) {
          candidate.addClause(new VecInt(new int[] {-s, -lit}));
        }
        selectors.put(r, s);
      }
      return s;
    }

    private static int[][] masks(Set<List<Integer>> residuals) {
      int[][] out = new int[2][residuals.size()];
      int k = 0;
      for (List<Integer> r : residuals) {
        for (int lit : r) {
          out[lit > 0 ? 0 : 1][k] |= 1 << (Math.abs(lit) - 1);
        }
        k++;
      }
      return out;
    }

    private Pi2Answer trueAnswer() {
      if (!table) {
        return new Pi2Answer.True(Optional.empty());
      }
      SkolemTable.Builder b = SkolemTable.builder(t, formula.existentials());
      for (int row = 0; row < 1 << t; row++) {
        int model = firstModelFor(row);
        if (model < 0) {
          throw new IllegalStateException("the candidate solver found no universal assignment,"
              + " but no model found covers row " + row + " of " + formula);
        }
        b.row(row, models.get(model));
      }
      SkolemTable s = b.build();
      s.refute(formula).ifPresent(why -> {
        throw new IllegalStateException("the Skolem table of " + formula + " is wrong: " + why);
      });
      return new Pi2Answer.True(Optional.of(s));
    }

    /** The first model {@code y} with {@code phi(row, y)}: row satisfies all its residuals. */
    private int firstModelFor(int row) {
      outer:
      for (int i = 0; i < residualMasks.size(); i++) {
        int[] pos = residualMasks.get(i)[0];
        int[] neg = residualMasks.get(i)[1];
        for (int k = 0; k < pos.length; k++) {
          if ((row & pos[k]) == 0 && (~row & neg[k]) == 0) {
            continue outer;
          }
        }
        return i;
      }
      return -1;
    }

    @Override
    public void close() {
      matrix.close();
      candidate.expireTimeout();
    }
  }

  @Override
  public String toString() {
    return (strengthening ? "cegar" : "plain cegar") + " (" + options + ")";
  }
}
