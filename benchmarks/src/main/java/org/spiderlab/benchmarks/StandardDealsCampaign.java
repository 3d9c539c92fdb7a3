package org.spiderlab.benchmarks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
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
 * <p>With MAX_STATES the deals also stop at that many stored states (a deterministic budget that
 * does not depend on the machine's load: give SECONDS generously); with {@code kpat} the numbers
 * FIRST..LAST are KPatience's numbered deals ({@code KpatienceDeals.deal}) instead of seeds of
 * {@code StandardDeals.random}. The summary adds the median of the stored states of the deals.
 *
 * <p>Run: {@code mvn -B -ntp -q -pl benchmarks -am package -DskipTests && java -Xmx8g -cp
 * benchmarks/target/benchmarks.jar org.spiderlab.benchmarks.StandardDealsCampaign SUITS FIRST
 * LAST SECONDS STRATEGY}, e.g. {@code 4 1 20 60 BEST_FIRST}. It uses only the public solver API,
 * so the same class measures older builds of the library too.
 */
public final class StandardDealsCampaign {

  private StandardDealsCampaign() {}

  public static void main(String[] args) {
    if (args.length < 5 || args.length > 7) {
      System.err.println(
          "usage: StandardDealsCampaign SUITS FIRST LAST SECONDS STRATEGY [MAX_STATES [kpat]]");
      System.exit(2);
    }
    int suits = Integer.parseInt(args[0]);
    long first = Long.parseLong(args[1]);
    long last = Long.parseLong(args[2]);
    int seconds = Integer.parseInt(args[3]);
    SearchStrategy strategy = SearchStrategy.valueOf(args[4].toUpperCase(Locale.ROOT));
    long maxStates = args.length > 5 ? Long.parseLong(args[5]) : Long.MAX_VALUE;
    boolean kpat = args.length > 6 && args[6].equals("kpat");
    String deals = kpat ? "kpat" : "seeds";
    List<Double> times = new ArrayList<>();
    List<Long> states = new ArrayList<>();
    int decided = 0;
    for (long seed = first; seed <= last; seed++) {
      Game g = kpat ? KpatienceDeals.deal(suits, seed) : StandardDeals.random(suits, seed);
      long t0 = System.nanoTime();
      SolverResult r = Solver.solve(g, SolverOptions.builder()
          .timeout(Duration.ofSeconds(seconds)).maxStates(maxStates).strategy(strategy).build());
      double t = (System.nanoTime() - t0) / 1e9;
      boolean done = r.status() != SolverStatus.UNKNOWN;
      decided += done ? 1 : 0;
      times.add(done ? t : Double.POSITIVE_INFINITY);
      states.add(done ? r.statistics().storedStates() : Long.MAX_VALUE);
      System.out.printf(Locale.ROOT, "suits=%d %s=%d %s %.2f s, %d moves, %d states%s%n", suits,
          deals, seed, r.status(), t, r.certificate().size(), r.statistics().storedStates(),
          r.limit().map(l -> ", limit " + l).orElse(""));
    }
    Collections.sort(times);
    Collections.sort(states);
    int n = times.size();
    System.out.printf(Locale.ROOT,
        "summary suits=%d %s=%d..%d %ds %s max-states %s: decided %d/%d, median %s, p95 %s,"
        + " median states %s%n", suits, deals, first, last, seconds, strategy,
        maxStates == Long.MAX_VALUE ? "-" : Long.toString(maxStates), decided, n,
        seconds(times.get((n - 1) / 2)), seconds(times.get((int) Math.ceil(0.95 * n) - 1)),
        states.get((n - 1) / 2) == Long.MAX_VALUE ? "undecided" : states.get((n - 1) / 2));
  }

  private static String seconds(double t) {
    return Double.isInfinite(t) ? "undecided" : String.format(Locale.ROOT, "%.2f s", t);
  }
}
