package org.spiderlab.benchmarks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.StandardDeals;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * Decides the standard deals {@code StandardDeals.random(suits, seed)} (thesis chapter 3: 104
 * cards, ten piles, five deals) for a range of seeds with one solver strategy and a time budget
 * per deal, and prints one line per deal (verdict, seconds, certificate length, stored states)
 * and a summary: the fraction decided, the median and the 95th percentile of the time, where an
 * undecided deal counts as infinitely slow. Not JMH: one run per deal, in one JVM, one deal after
 * the other.
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -Xmx8g -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.StandardDealsCampaign SUITS FIRST
 * LAST SECONDS STRATEGY}, e.g. {@code 4 1 20 60 BEST_FIRST}. It uses only the public solver API,
 * so the same class measures older builds of the library too.
 */
public final class StandardDealsCampaign {

  private StandardDealsCampaign() {}

  public static void main(String[] args) {
    if (args.length != 5) {
      System.err.println("usage: StandardDealsCampaign SUITS FIRST LAST SECONDS STRATEGY");
      System.exit(2);
    }
    int suits = Integer.parseInt(args[0]);
    long first = Long.parseLong(args[1]);
    long last = Long.parseLong(args[2]);
    int seconds = Integer.parseInt(args[3]);
    SearchStrategy strategy = SearchStrategy.valueOf(args[4].toUpperCase(Locale.ROOT));
    List<Double> times = new ArrayList<>();
    int decided = 0;
    for (long seed = first; seed <= last; seed++) {
      Game g = StandardDeals.random(suits, seed);
      long t0 = System.nanoTime();
      SolverResult r = Solver.solve(g, SolverOptions.builder()
          .timeout(Duration.ofSeconds(seconds)).strategy(strategy).build());
      double t = (System.nanoTime() - t0) / 1e9;
      boolean done = r.status() != SolverStatus.UNKNOWN;
      decided += done ? 1 : 0;
      times.add(done ? t : Double.POSITIVE_INFINITY);
      System.out.printf(Locale.ROOT, "suits=%d seed=%d %s %.2f s, %d moves, %d states%s%n", suits,
          seed, r.status(), t, r.certificate().size(), r.statistics().storedStates(),
          r.limit().map(l -> ", limit " + l).orElse(""));
    }
    Collections.sort(times);
    int n = times.size();
    System.out.printf(Locale.ROOT,
        "summary suits=%d seeds=%d..%d %ds %s: decided %d/%d, median %s, p95 %s%n", suits, first,
        last, seconds, strategy, decided, n, seconds(times.get((n - 1) / 2)),
        seconds(times.get((int) Math.ceil(0.95 * n) - 1)));
  }

  private static String seconds(double t) {
    return Double.isInfinite(t) ? "undecided" : String.format(Locale.ROOT, "%.2f s", t);
  }
}
