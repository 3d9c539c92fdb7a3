package org.spiderlab.benchmarks;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.plan.EncodingVariant;
import org.spiderlab.reductions.plan.ExternalPlanner;
import org.spiderlab.reductions.plan.PlanFormula;
import org.spiderlab.reductions.plan.PlanOptions;
import org.spiderlab.reductions.plan.PlanResult;
import org.spiderlab.reductions.plan.SatPlanner;

/**
 * The SAT planner against the solver's shortest mode on end positions of KPatience's numbered deals
 * (docs/PLANNING.md): the deal is won with the staged best-first strategy, the position {@code K}
 * moves before the end of that certificate is taken, and both engines look for a shortest win of it
 * within {@code SEC} seconds each. One line per position and mode: moves before the end, the length
 * and time, and for the planner its formula at the last horizon.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.PlanFigures
 * SUITS FROM TO K[,K...] SEC [MODES]}, e.g. {@code 1 1 10 8,15,25 60}. {@code MODES} is a comma
 * list of {@code bfs} (the solver's shortest mode: A* guided by {@code Solver.movesLowerBound}
 * since 2026-11-26, breadth-first before), {@code sat} (the planner as it is), {@code ordered} (the
 * planner with the canonical order of commuting moves), {@code fresh} (one Sat4j solver per horizon
 * on the {@code plan-cnf} formula instead of one incremental solver) and {@code cadical} ({@link
 * ExternalPlanner}: the same formulas, one CaDiCaL run per horizon; needs {@code cadical} on the
 * PATH), default {@code bfs,sat}; each mode gives one line per position, so that modes compare on
 * the same positions in the same run. {@code sat}, {@code ordered} and {@code cadical} take an
 * encoding variant after a {@code +} ({@link EncodingVariant}'s names joined by {@code +}, e.g.
 * {@code sat+pairs}, {@code sat+pile-tops+classical-frames}), and {@code sat} a Sat4j
 * configuration after an {@code @} ({@code sat@glucose21}; {@link #sat4j} has the names).
 */
public final class PlanFigures {
  private PlanFigures() {}

  public static void main(String[] args) {
    int suits = Integer.parseInt(args[0]);
    long from = Long.parseLong(args[1]);
    long to = Long.parseLong(args[2]);
    String[] ks = args[3].split(",");
    Duration limit = Duration.ofSeconds(Long.parseLong(args[4]));
    List<String> modes = List.of((args.length > 5 ? args[5] : "bfs,sat").split(","));
    for (long deal = from; deal <= to; deal++) {
      Game g = KpatienceDeals.deal(suits, deal);
      SolverResult won = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.AUTO)
          .timeout(Duration.ofSeconds(60)).build());
      if (won.status() != SolverStatus.WINNABLE) {
        System.out.printf(Locale.ROOT, "deal %d: %s%n", deal, won.status());
        continue;
      }
      List<Move> cert = won.certificate();
      for (String kk : ks) {
        int k = Math.min(Integer.parseInt(kk), cert.size());
        Board b = g.toBoard();
        for (Move m : cert.subList(0, cert.size() - k)) {
          b.apply(m);
        }
        Game end = b.snapshot(suits);
        for (String mode : modes) {
          String head = String.format(Locale.ROOT, "suits %d deal %d certificate %d before-end %d"
              + " cards %d deals-left %d | %s", suits, deal, cert.size(), k, end.cardCount(),
              end.dealCount(), mode);
          long t0 = System.nanoTime();
          if (mode.equals("bfs")) {
            SolverResult bfs = Solver.solve(end, SolverOptions.builder().shortest(true)
                .timeout(limit).build());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf(Locale.ROOT, "%s %s %s %d ms (%s)%n", head, bfs.status(),
                bfs.status() == SolverStatus.WINNABLE ? bfs.certificate().size() + " moves"
                    : "-", ms, bfs.statistics());
            continue;
          }
          if (mode.equals("fresh")) {
            String r = perHorizon(end, k, limit);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            System.out.printf(Locale.ROOT, "%s %s %d ms%n", head, r, ms);
            continue;
          }
          String[] at = mode.split("@", 2);
          String engine = at[0].split("\\+", 2)[0];
          EncodingVariant variant = EncodingVariant.parse(at[0].contains("+")
              ? at[0].substring(engine.length() + 1).replace('+', ',') : "default");
          PlanOptions options = PlanOptions.of(k, limit).withEncoding(variant)
              .withCanonicalOrder(engine.equals("ordered"));
          PlanResult sat = engine.equals("cadical")
              ? ExternalPlanner.plan(end, options, ExternalPlanner.cadical())
              : SatPlanner.plan(end, options, sat4j(at.length > 1 ? at[1] : "default"));
          long ms = (System.nanoTime() - t0) / 1_000_000;
          System.out.printf(Locale.ROOT, "%s %s %s %d ms (%s)%n", head, sat.status(),
              sat.status() == SolverStatus.WINNABLE ? sat.plan().size() + " moves"
                  : sat.limit().orElse("") + " (no win within " + sat.horizon() + ")", ms,
              sat.statistics());
        }
      }
    }
  }

  /** A Sat4j configuration by name: default, glucose21, best17, light, parallel. */
  static java.util.function.Supplier<ISolver> sat4j(String name) {
    return switch (name) {
      case "default" -> SolverFactory::newDefault;
      case "glucose21" -> SolverFactory::newGlucose21;
      case "best17" -> SolverFactory::newBest17;
      case "light" -> SolverFactory::newLight;
      case "parallel" -> SolverFactory::newParallel;
      default -> throw new IllegalArgumentException("unknown Sat4j configuration " + name);
    };
  }

  /**
   * Deepens the horizon from the lower bound with a fresh Sat4j solver per horizon on {@link
   * PlanFormula}'s formula.
   */
  static String perHorizon(Game end, int maxHorizon, Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    int h = PlanFormula.of(end, 0).lowerBound();
    for (; h <= maxHorizon; h++) {
      long left = (deadline - System.nanoTime()) / 1_000_000;
      if (left < 1) {
        break;
      }
      Boolean sat = sat4j(PlanFormula.of(end, h), left);
      if (sat == null) {
        break;
      }
      if (sat) {
        return "WINNABLE " + h + " moves";
      }
    }
    return "UNKNOWN (no win within " + (h - 1) + ")";
  }

  private static Boolean sat4j(PlanFormula f, long millis) {
    ISolver solver = SolverFactory.newDefault();
    try {
      solver.newVar(f.cnf().variables());
      for (int[] c : f.cnf().clauses()) {
        solver.addClause(new VecInt(c));
      }
      solver.setTimeoutMs(millis);
      return solver.isSatisfiable();
    } catch (ContradictionException e) {
      return false;
    } catch (TimeoutException e) {
      return null;
    } finally {
      solver.reset();
    }
  }
}
