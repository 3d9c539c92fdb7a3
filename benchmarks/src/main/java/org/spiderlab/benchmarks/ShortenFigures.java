package org.spiderlab.benchmarks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.plan.Shortener;

/**
 * Certificate lengths of KPatience's numbered deals before and after {@link Shortener}
 * (docs/PLANNING.md): each deal is won with the default strategy (60 s), then shortened with
 * {@code SEC} seconds and windows of {@code W} moves. One line per deal and the medians.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar
 * org.spiderlab.benchmarks.ShortenFigures SUITS FROM TO SEC W}.
 */
public final class ShortenFigures {
  private ShortenFigures() {}

  public static void main(String[] args) {
    int suits = Integer.parseInt(args[0]);
    long from = Long.parseLong(args[1]);
    long to = Long.parseLong(args[2]);
    Duration limit = Duration.ofSeconds(Long.parseLong(args[3]));
    int window = Integer.parseInt(args[4]);
    List<Integer> before = new ArrayList<>();
    List<Integer> after = new ArrayList<>();
    for (long deal = from; deal <= to; deal++) {
      Game g = KpatienceDeals.deal(suits, deal);
      SolverResult won = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.AUTO)
          .timeout(Duration.ofSeconds(60)).build());
      if (won.status() != SolverStatus.WINNABLE) {
        System.out.printf(Locale.ROOT, "suits %d deal %d: %s%n", suits, deal, won.status());
        continue;
      }
      Shortener.Result r = Shortener.shorten(g, won.certificate(),
          new Shortener.Options(limit, window, Duration.ofSeconds(2)));
      before.add(r.before());
      after.add(r.certificate().size());
      System.out.printf(Locale.ROOT, "suits %d deal %d: %d moves, %d without loops, %d after the"
          + " neighbourhood search (%.1f s), %d with a shortest tail of %d, %d shortened"
          + " (%d windows, %d shorter, %d passes, %s, %.1f s)%n", suits, deal, r.before(),
          r.afterLoops(), r.afterNeighbourhood(), r.neighbourhoodTime().toMillis() / 1000.0,
          r.afterTail(), r.tail(), r.certificate().size(), r.windows(), r.shortened(), r.passes(),
          r.complete() ? "converged" : "time out", r.elapsed().toMillis() / 1000.0);
    }
    System.out.printf(Locale.ROOT, "suits %d deals %d..%d: median before %d, after %d%n", suits,
        from, to, median(before), median(after));
  }

  static int median(List<Integer> xs) {
    if (xs.isEmpty()) {
      return -1;
    }
    List<Integer> s = new ArrayList<>(xs);
    Collections.sort(s);
    return s.get(s.size() / 2);
  }
}
