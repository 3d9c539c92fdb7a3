package org.spiderlab.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * Throughput of the exact solver ({@link Solver}, thesis 1.3 search) on seeded random games: one
 * suit, two decks, n = 8..13 with 4..10 piles (with half the covered cards face down, so that the
 * search has work to do; all face-up one-suit deals are mostly won in a few dozen states by the
 * sorted-game shortcut), two suits, and four suits with a stock. Each operation solves the next
 * game of the case (seeds 1, 2, ...) with a budget of {@code maxStates} stored states; the
 * secondary metric {@code states} is stored states per second, {@code bytesPerState} is reported
 * on stdout at the end of each iteration.
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -jar
 * benchmarks/target/benchmarks.jar SolverBenchmark -f 1 -wi 1 -i 3}.
 *
 * <p>{@link #main} (not JMH) solves small 3-SAT-reduced instances (thesis 4.2.1 via
 * {@code ThreeSatToSpider}) and prints verdicts and state counts: {@code java -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.SolverBenchmark [maxStates]}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SolverBenchmark {

  @Param({"1suit-n8-p4", "1suit-n10-p6", "1suit-n13-p10", "2suit-n13-p8", "4suit-stock-n13-p10"})
  public String game;

  @Param({"200000"})
  public long maxStates;

  private RandomGames spec;
  private long seed;
  private SolverOptions options;
  private double bytes;
  private long solved;

  /** Stored states, reported per second by JMH as a secondary result. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    public long states;
  }

  @Setup(Level.Trial)
  public void setup() {
    switch (game) {
      case "1suit-n8-p4":
        spec = new RandomGames(8, 1, 2, 4, 0, 50, Rule.SPIDER);
        break;
      case "1suit-n10-p6":
        spec = new RandomGames(10, 1, 2, 6, 0, 50, Rule.SPIDER);
        break;
      case "1suit-n13-p10":
        spec = new RandomGames(13, 1, 2, 10, 0, 50, Rule.SPIDER);
        break;
      case "2suit-n13-p8":
        spec = new RandomGames(13, 2, 1, 8, 0, 50, Rule.SPIDER);
        break;
      case "4suit-stock-n13-p10":
        spec = new RandomGames(13, 4, 2, 10, 5, 50, Rule.SPIDER);
        break;
      default:
        throw new IllegalArgumentException("unknown case " + game);
    }
    options = SolverOptions.builder().strategy(SearchStrategy.DFS).maxStates(maxStates).build();
    seed = 0;
  }

  @Setup(Level.Iteration)
  public void resetBytes() {
    bytes = 0;
    solved = 0;
  }

  @org.openjdk.jmh.annotations.TearDown(Level.Iteration)
  public void printBytes() {
    if (solved > 0) {
      System.out.printf(" [%s: %.1f bytes/state avg over %d solves]%n", game, bytes / solved,
          solved);
    }
  }

  @Benchmark
  public SolverResult solve(Counters counters) {
    Game g = spec.generate(++seed);
    SolverResult r = Solver.solve(g, options);
    counters.states += r.statistics().storedStates();
    bytes += r.statistics().bytesPerState();
    solved++;
    return r;
  }

  /** Solves small reduced instances with the default solver and prints one line each. */
  public static void main(String[] args) {
    long max = args.length > 0 ? Long.parseLong(args[0]) : 5_000_000L;
    Object[][] formulas = {
        {"(x) & (!x)", Cnf.of(1, new int[] {1}, new int[] {-1})},
        {"(x|y) & (x|!y) & (!x|y) & (!x|!y)", Cnf.of(2, new int[] {1, 2}, new int[] {1, -2},
            new int[] {-1, 2}, new int[] {-1, -2})},
        {"(x)", Cnf.of(1, new int[] {1})},
        {"(x|x|x) & (!x|!x|y)", Cnf.of(2, new int[] {1, 1, 1}, new int[] {-1, -1, 2})},
        {"(x|y|z) & (!x|!y|!z)", Cnf.of(3, new int[] {1, 2, 3}, new int[] {-1, -2, -3})},
        {"all 8 clauses over x,y,z", allEight()},
        {"all 8 clauses but (!x|!y|!z)", allEightBut()},
    };
    for (Object[] f : formulas) {
      Cnf cnf = WidthNormalization.of((Cnf) f[1]).normalized();
      Game g = ThreeSatToSpider.construct(cnf).game();
      SolverResult r = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.DFS)
          .maxStates(max).build());
      System.out.printf("%s: ranks=%d piles=%d -> %s%s, certificate %d moves, %s%n", f[0],
          g.maxRank(), g.pileCount(), r.status(), r.limit().map(l -> " (" + l + ")").orElse(""),
          r.certificate().size(), r.statistics());
    }
  }

  private static Cnf allEight() {
    Cnf.Builder b = Cnf.builder(3);
    for (int m = 0; m < 8; m++) {
      b.clause((m & 1) == 0 ? 1 : -1, (m & 2) == 0 ? 2 : -2, (m & 4) == 0 ? 3 : -3);
    }
    return b.build();
  }

  private static Cnf allEightBut() {
    Cnf.Builder b = Cnf.builder(3);
    for (int m = 0; m < 7; m++) {
      b.clause((m & 1) == 0 ? 1 : -1, (m & 2) == 0 ? 2 : -2, (m & 4) == 0 ? 3 : -3);
    }
    return b.build();
  }
}
