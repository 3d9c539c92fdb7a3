package org.spiderlab.reductions.lab;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverLimit;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;
import org.spiderlab.reductions.spider.CertificateRejectedException;
import org.spiderlab.reductions.spider.ReducedInstance;
import org.spiderlab.reductions.spider.ReductionViolationException;
import org.spiderlab.reductions.spider.ThreeSatToSpider;
import org.spiderlab.reductions.spider.WitnessMaps;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Cross-checks the reduction 3-SAT to ONE-COLOR-SPIDER (thesis 4.2, Lemma 4.2.2: the formula is
 * satisfiable iff the reduced game is winnable) on one formula, with independent tools on both
 * sides:
 *
 * <ol>
 *   <li>Sat4j decides the formula ({@link SatSolver});
 *   <li>the formula is brought to width three ({@link WidthNormalization}) and reduced ({@link
 *       ThreeSatToSpider});
 *   <li>for a satisfiable formula, the model is mapped forward to a certificate ({@link
 *       WitnessMaps#forward}) that the {@link Verifier} must find WON;
 *   <li>the exact {@link Solver} decides the game within the given limits;
 *   <li>a winning solver certificate is mapped backward ({@link WitnessMaps#backward}) and
 *       projected to the original variables; the assignment must satisfy the formula.
 * </ol>
 *
 * <p>The solver never sees the formula or the forward certificate, so an AGREE is two independent
 * answers that match. Thread-safe.
 */
public final class CrossCheck {
  private CrossCheck() {}

  /**
   * Everything one cross-check produced, for reports.
   *
   * @param result the summary record (one campaign line)
   * @param cnf the formula
   * @param normalized the width-3 formula that was reduced
   * @param instance the reduced game and its layout
   * @param model Sat4j's model, if satisfiable
   * @param forward the forward certificate (empty for UNSAT)
   * @param forwardVerdict the verifier's verdict on it (empty for UNSAT)
   * @param solver the solver's result
   * @param backward the backward map's assignment on the original variables, if the solver won
   * @param backwardProblem why the backward check failed, if it did
   */
  public record Report(CrossCheckResult result, Cnf cnf, Cnf normalized,
      ReducedInstance instance, Optional<Assignment> model, List<Move> forward,
      Optional<Verdict> forwardVerdict, SolverResult solver, Optional<Assignment> backward,
      Optional<String> backwardProblem) {}

  /** Cross-checks {@code cnf} with the solver limited by {@code options}. */
  public static Report run(Cnf cnf, SolverOptions options) {
    checkNotNull(cnf, "cnf");
    checkNotNull(options, "options");
    long t0 = System.nanoTime();
    SatResult sat = SatSolver.solve(cnf);
    if (sat instanceof SatResult.Unknown u) {
      throw new IllegalStateException("Sat4j gave no answer: " + u.reason());
    }
    Optional<Assignment> model = sat instanceof SatResult.Satisfiable s
        ? Optional.of(s.model()) : Optional.empty();
    long t1 = System.nanoTime();
    WidthNormalization norm = WidthNormalization.of(cnf);
    ReducedInstance inst = ThreeSatToSpider.reduce(norm.normalized());
    long t2 = System.nanoTime();
    List<Move> forward = List.of();
    Optional<Verdict> fv = Optional.empty();
    if (model.isPresent()) {
      forward = WitnessMaps.forward(inst, norm.extend(model.get()));
      fv = Optional.of(Verifier.verify(inst.game(), forward));
    }
    long t3 = System.nanoTime();
    SolverResult sr = Solver.solve(inst.game(), options);
    long t4 = System.nanoTime();
    Optional<Assignment> back = Optional.empty();
    Optional<String> problem = Optional.empty();
    Boolean backwardOk = null;
    if (sr.status() == SolverStatus.WINNABLE) {
      try {
        Assignment a = norm.project(WitnessMaps.backward(inst, sr.certificate()));
        back = Optional.of(a);
        backwardOk = cnf.evaluate(a);
        if (!backwardOk) {
          problem = Optional.of("the assignment " + a + " falsifies clause "
              + (cnf.firstFalsifiedClause(a) + 1));
        }
      } catch (ReductionViolationException | CertificateRejectedException e) {
        backwardOk = false;
        problem = Optional.of(e.getMessage());
      }
    }
    long t5 = System.nanoTime();
    Winnability w = Winnability.valueOf(sr.status().name());
    boolean satisfiable = model.isPresent();
    CrossCheckResult r = new CrossCheckResult("", compact(cnf), cnf.variables(),
        cnf.clauseCount(), satisfiable, w, CrossCheckResult.outcomeOf(satisfiable, w),
        sr.limit().map(SolverLimit::toString).orElse(null), sr.statistics().storedStates(),
        inst.game().maxRank(),
        inst.game().pileCount(), inst.game().cardCount(),
        fv.map(Verdict::isWon).orElse(null), forward.size(), backwardOk,
        ms(t1 - t0), ms(t2 - t1), ms(t4 - t3), ms(t3 - t2 + t5 - t4), null);
    return new Report(r, cnf, norm.normalized(), inst, model, forward, fv, sr, back, problem);
  }

  /** The summary record of {@link #run} on a lab {@link Formula}. */
  public static CrossCheckResult check(Formula f, SolverOptions options) {
    return run(toCnf(f), options).result();
  }

  /** A campaign checker with fixed solver options. */
  public static Function<Formula, CrossCheckResult> checker(SolverOptions options) {
    return f -> check(f, options);
  }

  /** The reduction's formula type of a lab formula. */
  public static Cnf toCnf(Formula f) {
    return Cnf.of(f.vars(), f.clauses());
  }

  /** The lab formula of a CNF (a repeated literal inside a clause is kept once). */
  public static Formula fromCnf(Cnf cnf) {
    int[][] cl = new int[cnf.clauseCount()][];
    for (int i = 0; i < cl.length; i++) {
      cl[i] = java.util.Arrays.stream(cnf.clause(i)).distinct().toArray();
    }
    return Formula.of(cnf.variables(), cl);
  }

  private static String compact(Cnf cnf) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < cnf.clauseCount(); i++) {
      if (i > 0) {
        sb.append(", ");
      }
      int[] c = cnf.clause(i);
      for (int j = 0; j < c.length; j++) {
        sb.append(j > 0 ? " " : "").append(c[j]);
      }
    }
    return sb.toString();
  }

  private static long ms(long nanos) {
    return nanos / 1_000_000;
  }
}
