package org.spiderlab.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * Decides the seeded families of small games with a stock on which depth-first search used to
 * lose itself (docs/PERFORMANCE.md, "Games with a stock"): ranks 2, one or two suits, one or two
 * deals, all cards face up, about {@code 1.25} tableau cards per pile, so that one or two clears
 * leave fewer tableau cards than piles. Prints one line per game (verdict, stored states,
 * milliseconds) and a summary (won, unwinnable, unknown; the states summed over the decided
 * games). Not JMH: one run per game, in one JVM.
 *
 * <p>The families: {@code many}, 24 games with 24..28 piles (game {@code i}: {@code 1 + i % 2}
 * suits, {@code 1 + (i / 2) % 2} deals, {@code 24 + (i / 4) % 5} piles, seed {@code i}); {@code
 * piles}, six such games (suits and deals as above, seeds 0..5) for each of 12, 16, 20 and 23
 * piles; {@code small}, 1000 small games of all kinds with a stock ({@link #small}).
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.StockFamilies FAMILY STRATEGY
 * MAX_STATES}, e.g. {@code many DFS 1000000}. It uses only the public solver API, so the same
 * class measures older builds of the library too.
 */
public final class StockFamilies {

  private StockFamilies() {}

  /** The spec of a game of the families: ranks 2, about 1.25 tableau cards per pile. */
  static RandomGames spec(int suits, int deals, int piles) {
    int cards = (deals + 1) * piles + (piles + 3) / 4;
    int decks = (cards + 2 * suits - 1) / (2 * suits);
    return new RandomGames(2, suits, decks, piles, deals, 0, Rule.SPIDER);
  }

  /**
   * The small game of {@code seed}: ranks 3..7, one or two suits, 3..10 piles, 1..3 deals, two to
   * five rows of cards, face-down cards in half of them.
   */
  static RandomGames small(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 31 + 7);
    int n = 3 + r.nextInt(5);
    int suits = 1 + r.nextInt(2);
    int piles = 3 + r.nextInt(8);
    int deals = 1 + r.nextInt(3);
    int decks = Math.max(1, ((deals + 2 + r.nextInt(4)) * piles) / (n * suits));
    int down = r.nextBoolean() ? 0 : 50;
    return new RandomGames(n, suits, decks, piles, deals, down, Rule.SPIDER);
  }

  /** The games of {@code family} ("many", "piles" or "small"), with their names. */
  static List<Object[]> family(String family) {
    List<Object[]> out = new ArrayList<>();
    if (family.equals("many")) {
      for (int i = 0; i < 24; i++) {
        RandomGames s = spec(1 + i % 2, 1 + (i / 2) % 2, 24 + (i / 4) % 5);
        out.add(new Object[] {s.describe(i), s.generate(i)});
      }
    } else if (family.equals("small")) {
      for (int i = 0; i < 1000; i++) {
        out.add(new Object[] {small(i).describe(i), small(i).generate(i)});
      }
    } else {
      for (int piles : new int[] {12, 16, 20, 23}) {
        for (int i = 0; i < 6; i++) {
          RandomGames s = spec(1 + i % 2, 1 + (i / 2) % 2, piles);
          out.add(new Object[] {s.describe(i), s.generate(i)});
        }
      }
    }
    return out;
  }

  public static void main(String[] args) {
    if (args.length != 3 || !List.of("many", "piles", "small").contains(args[0])) {
      System.err.println("usage: StockFamilies many|piles|small STRATEGY MAX_STATES");
      System.exit(2);
    }
    SearchStrategy strategy = SearchStrategy.valueOf(args[1].toUpperCase(Locale.ROOT));
    long maxStates = Long.parseLong(args[2]);
    int[] verdicts = new int[3];
    long states = 0;
    for (Object[] named : family(args[0])) {
      Game g = (Game) named[1];
      long t0 = System.nanoTime();
      SolverResult r = Solver.solve(g, SolverOptions.builder().maxStates(maxStates)
          .strategy(strategy).build());
      long ms = (System.nanoTime() - t0) / 1_000_000;
      long stored = r.statistics().storedStates();
      verdicts[r.status() == SolverStatus.WINNABLE ? 0
          : r.status() == SolverStatus.UNWINNABLE ? 1 : 2]++;
      states += r.status() == SolverStatus.UNKNOWN ? 0 : stored;
      System.out.printf(Locale.ROOT, "%s %s %d states %d ms%n", named[0], r.status(), stored, ms);
    }
    System.out.printf(Locale.ROOT, "summary %s %s max-states %d: won %d, unwinnable %d,"
        + " unknown %d, states of the decided %d%n", args[0], strategy, maxStates, verdicts[0],
        verdicts[1], verdicts[2], states);
  }
}
