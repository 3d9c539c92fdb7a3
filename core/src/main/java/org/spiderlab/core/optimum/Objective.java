package org.spiderlab.core.optimum;

import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.BoardView;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.solver.Goal;

/**
 * A quantity of a position that thesis 4.5 maximises over all move sequences: the runs cleared
 * so far ({@link #runsCleared()}, whose maximum is {@code val(G)}, 4.5.1) or the height of the
 * tallest run of one suit ({@link #tallestRun}, whose maximum is {@code maxHeight(G)}, 4.5.3).
 * Each objective names the solver {@link Goal} "at least {@code v}", measures a board, and
 * bounds its maximum by counting cards, so that the {@link Optimiser} knows when it may stop
 * without a search.
 */
public sealed interface Objective permits Objective.RunsCleared, Objective.TallestRun {

  /** The complete runs cleared to the foundation: its maximum is {@code val(G)}. */
  static Objective runsCleared() {
    return RunsCleared.INSTANCE;
  }

  /** The tallest run of one suit under {@code reading}: its maximum is {@code maxHeight(G)}. */
  static Objective tallestRun(RunReading reading) {
    return new TallestRun(reading);
  }

  /** The label of the optimum in reports: {@code VAL} or {@code MAX-RUN}. */
  String label();

  /** The solver's goal "a position whose value is at least {@code value}". */
  Goal atLeast(int value);

  /** The value of the position on {@code board}. */
  int measure(BoardView board);

  /**
   * An upper bound on the value of every position of {@code game}, by counting its cards
   * (tableau and stock): a proof without search that no more is possible.
   */
  int countingBound(Game game);

  /** What {@link #countingBound} counts, e.g. {@code complete decks}. */
  String countingBoundText();

  /** The runs cleared (thesis 4.5.1: {@code val(G)} is the most runs that can be cleared). */
  record RunsCleared() implements Objective {
    static final RunsCleared INSTANCE = new RunsCleared();

    @Override
    public String label() {
      return "VAL";
    }

    @Override
    public Goal atLeast(int value) {
      return Goal.clears(value);
    }

    @Override
    public int measure(BoardView board) {
      return (int) board.clearedRuns();
    }

    /**
     * The complete runs the cards allow: per suit the fewest copies of any rank, summed over the
     * suits (every cleared run holds one card of each rank of its suit).
     */
    @Override
    public int countingBound(Game game) {
      Map<Long, Integer> copies = new HashMap<>();
      forEachCard(game, c -> copies.merge(((long) c.suit() << 32) | c.rank(), 1, Integer::sum));
      long runs = 0;
      for (int suit = 1; suit <= game.suits(); suit++) {
        int fewest = Integer.MAX_VALUE;
        for (int r = 1; r <= game.maxRank() && fewest > 0; r++) {
          fewest = Math.min(fewest, copies.getOrDefault(((long) suit << 32) | r, 0));
        }
        runs += fewest;
      }
      return (int) Math.min(runs, Integer.MAX_VALUE);
    }

    @Override
    public String countingBoundText() {
      return "complete decks";
    }

    @Override
    public String toString() {
      return "runs cleared";
    }
  }

  /**
   * The height of the tallest run of one suit under {@code reading} (thesis 4.5.3).
   *
   * @param reading which runs count
   */
  record TallestRun(RunReading reading) implements Objective {
    public TallestRun {
      checkNotNull(reading, "reading");
    }

    @Override
    public String label() {
      return "MAX-RUN";
    }

    @Override
    public Goal atLeast(int value) {
      return Goal.run(value, reading);
    }

    @Override
    public int measure(BoardView board) {
      return reading.tallest(board);
    }

    /**
     * The most consecutive ranks of one suit of which the game holds a card: a run has one card
     * of each of consecutive ranks of its suit.
     */
    @Override
    public int countingBound(Game game) {
      Map<Long, Boolean> present = new HashMap<>();
      forEachCard(game, c -> present.put(((long) c.suit() << 32) | c.rank(), true));
      int best = 0;
      for (long key : present.keySet()) {
        if (!present.containsKey(key - 1)) {
          int len = 0;
          while (present.containsKey(key + len)) {
            len++;
          }
          best = Math.max(best, len);
        }
      }
      return best;
    }

    @Override
    public String countingBoundText() {
      return "consecutive ranks of one suit";
    }

    @Override
    public String toString() {
      return "tallest run (" + reading.keyword() + ")";
    }
  }

  private static void forEachCard(Game game, java.util.function.Consumer<Card> action) {
    for (List<Card> pile : game.piles()) {
      pile.forEach(action);
    }
    for (List<Card> deal : game.deals()) {
      deal.forEach(action);
    }
  }
}
