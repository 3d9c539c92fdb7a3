package org.spiderlab.reductions.testkit;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.List;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.reductions.GameDecider;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.CnfProblem;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.FormulaEnumerator;
import org.spiderlab.reductions.lab.cnf.RandomFormulas;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * The test kit set up for reductions from SAT (thesis 4.2 and its variants): {@link CnfProblem}
 * (DIMACS, the lab's formula shrinks), Sat4j as the source decider and the exact solver as the
 * game decider, with the lab's CNF families: every formula of a {@link FormulaClass} up to
 * isomorphism, and {@link RandomFormulas}. {@link #defaults} is the kit's default budget, the one
 * the project checks its own 3-SAT reduction with and the mutation catalogue measures (see
 * {@code docs/EVIDENCE.md}).
 */
public final class CnfChecks {
  /**
   * The game decider's limits: the focused strategy (it wins the 3-SAT reductions quickly), at
   * most 300,000 states and 20 s per game. Every unsatisfiable formula of {@link #DEFAULT_CLASS}
   * is proven unwinnable within them for the thesis' reduction.
   */
  public static final SolverOptions SOLVER = SolverOptions.builder()
      .strategy(SearchStrategy.FOCUSED).maxStates(300_000).timeout(Duration.ofSeconds(20))
      .build();

  /** The default exhaustive class: every CNF with at most 3 variables, 4 clauses, width 3. */
  public static final FormulaClass DEFAULT_CLASS = FormulaClass.of(3, 4, 3);

  /** The default seed of the random families. */
  public static final long DEFAULT_SEED = 20261123L;

  private CnfChecks() {}

  /**
   * The kit for a reduction to WINNABLE with Sat4j and the exact solver within {@link #SOLVER}.
   */
  public static <I extends Reduction.Instance<Cnf>> ReductionChecks<Cnf, Assignment, I,
      List<Move>> of(Reduction<Cnf, Assignment, I, List<Move>> reduction) {
    return of(reduction, GameDecider.solver(SOLVER));
  }

  /** The kit for a reduction to any game question, with Sat4j and {@code gameDecider}. */
  public static <I extends Reduction.Instance<Cnf>, E> ReductionChecks<Cnf, Assignment, I, E> of(
      Reduction<Cnf, Assignment, I, E> reduction, GameDecider<E> gameDecider) {
    checkNotNull(reduction, "reduction");
    return ReductionChecks.of(CnfProblem.INSTANCE, SatSolver.decider(Duration.ofMinutes(1)),
        reduction, gameDecider);
  }

  /**
   * The default budget: every formula of {@link #DEFAULT_CLASS} up to isomorphism (503
   * formulas, 63 unsatisfiable); 40 random 2-CNF formulas over 3 variables with 5 clauses, at
   * least 10 of them unsatisfiable; and 20 satisfiable random 3-CNF formulas over 6 variables with
   * 14 clauses (the witness maps on bigger games; no unsatisfiable ones, because the solver
   * cannot prove games of unsatisfiable formulas over 4 or more variables unwinnable within its
   * limits), all with {@link #DEFAULT_SEED}.
   */
  public static <I extends Reduction.Instance<Cnf>> ReductionChecks<Cnf, Assignment, I,
      List<Move>> defaults(Reduction<Cnf, Assignment, I, List<Move>> reduction) {
    return of(reduction).exhaustive(upToIsomorphism(DEFAULT_CLASS))
        .random(formulas(new RandomFormulas(3, 5, 2)), DEFAULT_SEED, 40)
        .random(formulas(new RandomFormulas(6, 14, 3)), DEFAULT_SEED, 20, 20, 0);
  }

  /** Every formula of {@code cls}, one per isomorphism class, fewer clauses first. */
  public static SourceFamily.Exhaustive<Cnf> upToIsomorphism(FormulaClass cls) {
    return new SourceFamily.Exhaustive<>("every CNF with " + cls + " up to isomorphism",
        FormulaEnumerator.enumerate(cls));
  }

  /** The random formulas of {@code gen}. */
  public static RandomSource<Cnf> formulas(RandomFormulas gen) {
    checkNotNull(gen, "gen");
    return RandomSource.of("random " + gen.width() + "-CNF, " + gen.vars() + " variables, "
        + gen.clauses() + " clauses", gen::generate);
  }
}
