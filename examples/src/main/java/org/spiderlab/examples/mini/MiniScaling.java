package org.spiderlab.examples.mini;

import java.util.Locale;

/**
 * How far optimal search scales on Mini Solitaire (docs/SIBLINGS.md): for each configuration of
 * colours, cards per colour and slots, the source's start for seeds {@code 1..SEEDS}, solved with
 * A*; prints per configuration how many are solvable, unsolvable and undecided within the state
 * limit, the mean and largest optimal length, the most positions stored and the total time.
 *
 * <p>Run: {@code java -cp examples/target/spiderlab.jar org.spiderlab.examples.mini.MiniScaling
 * COLOURS CARDS_FROM CARDS_TO SLOTS SEEDS MAX_STATES}.
 */
public final class MiniScaling {
  private MiniScaling() {}

  public static void main(String[] args) {
    int colours = Integer.parseInt(args[0]);
    int from = Integer.parseInt(args[1]);
    int to = Integer.parseInt(args[2]);
    int slots = Integer.parseInt(args[3]);
    int seeds = Integer.parseInt(args[4]);
    long max = Long.parseLong(args[5]);
    for (int cards = from; cards <= to; cards++) {
      int solved = 0;
      int unsolvable = 0;
      int unknown = 0;
      long sum = 0;
      int longest = 0;
      long stored = 0;
      long t0 = System.nanoTime();
      for (long seed = 1; seed <= seeds; seed++) {
        MiniSolver.Result r = MiniSolver.solve(MiniGame.random(colours, cards, slots, seed), max,
            true);
        stored = Math.max(stored, r.stored());
        switch (r.status()) {
          case OPTIMAL -> {
            solved++;
            sum += r.moves().size();
            longest = Math.max(longest, r.moves().size());
          }
          case UNSOLVABLE -> unsolvable++;
          default -> unknown++;
        }
      }
      System.out.printf(Locale.ROOT, "| %d | %d | %d | %d / %d / %d | %s | %d | %,d | %.1f |%n",
          colours, cards, slots, solved, unsolvable, unknown,
          solved == 0 ? "-" : String.format(Locale.ROOT, "%.1f", sum / (double) solved), longest,
          stored, (System.nanoTime() - t0) / 1e9);
    }
  }
}
