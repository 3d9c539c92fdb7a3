package org.spiderlab.reductions.plan;

import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.core.Durations;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * Bounded planning with Sat4j, the thesis' chapter 3 goal (3.7: "Spider mithilfe von SAT-Solvern
 * zu lösen"): one incremental Sat4j solver receives {@link PlanEncoding}'s steps one at a time and
 * is asked, under the assumption "won at time {@code L}", for {@code L = 0, 1, 2, ...}; what it
 * learnt at one horizon stays for the next. The first horizon with a model gives a plan of that
 * many moves, and since every smaller horizon was answered "no win", a shortest one. The plan is
 * decoded and replayed by the {@link Verifier} before it is returned; a plan the verifier rejects
 * is an encoding bug ({@link IllegalStateException}). Without a win up to the largest horizon the
 * answer is UNKNOWN ({@code horizon L}), never UNWINNABLE: no bound on the length of wins is known
 * for general games.
 */
public final class SatPlanner {
  private SatPlanner() {}

  /** Plans {@code game} within the limits of {@code options}, with Sat4j's default solver. */
  public static PlanResult plan(Game game, PlanOptions options) {
    return plan(game, options, SolverFactory::newDefault);
  }

  /**
   * Plans {@code game} within the limits of {@code options} with a Sat4j solver of the caller's
   * configuration (e.g. {@code SolverFactory::newLight}), for comparing configurations. A plan is
   * replayed by the verifier as always, but "no win within {@code L}" is the solver's word: the
   * configuration must answer correctly under assumptions with clauses added between calls.
   * {@code newDefault}, {@code newGlucose21} and {@code newLight} do ({@code SatPlannerTest});
   * {@code newBest17} does not: it answered "no win" at every horizon, without a conflict, on a
   * position with a win of 15 moves, and that test fails for it on 7 of 22 small games
   * (docs/PLANNING.md has the configurations measured).
   */
  public static PlanResult plan(Game game, PlanOptions options, Supplier<ISolver> sat4j) {
    checkNotNull(game, "game");
    checkNotNull(options, "options");
    checkNotNull(sat4j, "sat4j");
    long t0 = System.nanoTime();
    long end = t0 + Math.min(options.timeout().toNanos(), Long.MAX_VALUE / 4);
    ISolver solver = checkNotNull(sat4j.get(), "the supplier gave no solver");
    List<int[]> buffer = new ArrayList<>();
    long[] clauses = {0};
    PlanEncoding enc = PlanEncoding.start(game, options.maxHorizon(), options.encoding(),
        buffer::add);
    enc.ordered(options.canonicalOrder());
    int answered = -1;
    try {
      for (int h = 0; h <= options.maxHorizon(); h++) {
        if (h > 0) {
          enc.extend(buffer::add);
        }
        solver.newVar(enc.variables());
        for (int[] c : buffer) {
          solver.addClause(new VecInt(c));
        }
        clauses[0] += buffer.size();
        buffer.clear();
        long left = (end - System.nanoTime()) / 1_000_000;
        if (left < 1) {
          return unknown(enc, solver, clauses[0], answered, "timeout after "
              + Durations.format(options.timeout()), t0);
        }
        solver.setTimeoutMs(left);
        int budget = enc.budget(h);
        boolean sat = budget != -1 && solver.isSatisfiable(new VecInt(budget == 1
            ? new int[] {enc.goal(h)} : new int[] {enc.goal(h), budget}));
        options.listener().horizonDone(h, sat, Duration.ofNanos(System.nanoTime() - t0));
        if (sat) {
          List<Move> plan = decode(game, enc, solver.model(), h);
          return new PlanResult(SolverStatus.WINNABLE, plan, h, Optional.empty(),
              stats(enc, solver, clauses[0], t0));
        }
        answered = h;
      }
    } catch (ContradictionException e) {
      throw new IllegalStateException("the planning formula contradicts itself at horizon "
          + enc.horizon() + " (an encoding bug)", e);
    } catch (TimeoutException e) {
      return unknown(enc, solver, clauses[0], answered, "timeout after "
          + Durations.format(options.timeout()), t0);
    } finally {
      solver.reset();
    }
    return unknown(enc, solver, clauses[0], answered, "horizon " + options.maxHorizon(), t0);
  }

  /** The moves of a model, replayed by the verifier. */
  static List<Move> decode(Game game, PlanEncoding enc, int[] literals, int upTo) {
    boolean[] value = new boolean[enc.variables() + 1];
    for (int l : literals) {
      if (l > 0 && l <= enc.variables()) {
        value[l] = true;
      }
    }
    List<Move> plan = enc.decode(v -> v < value.length && value[v], upTo);
    Verdict verdict = Verifier.verify(game, plan);
    if (!(verdict instanceof Verdict.Won)) {
      throw new IllegalStateException("the decoded plan does not win (an encoding bug): "
          + verdict);
    }
    return plan;
  }

  private static PlanResult unknown(PlanEncoding enc, ISolver solver, long clauses, int answered,
      String limit, long t0) {
    return new PlanResult(SolverStatus.UNKNOWN, List.of(), answered, Optional.of(limit),
        stats(enc, solver, clauses, t0));
  }

  private static PlanResult.Statistics stats(PlanEncoding enc, ISolver solver, long clauses,
      long t0) {
    Map<String, Number> s = solver.getStat();
    return new PlanResult.Statistics(enc.variables(), clauses, count(s, "conflicts"),
        count(s, "decisions"), Duration.ofNanos(System.nanoTime() - t0));
  }

  private static long count(Map<String, Number> stat, String key) {
    Number n = stat.get(key);
    return n == null ? 0 : n.longValue();
  }
}
