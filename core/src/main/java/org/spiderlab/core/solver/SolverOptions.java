package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.time.Duration;

/**
 * Budgets, goal and switches of one run of the exact {@link Solver} (thesis 1.3 search).
 * Immutable; make one with {@link #builder()} or take {@link #defaults()}.
 *
 * <p>Budgets: {@code maxStates} stored canonical states, a wall-clock {@code timeout}, and
 * {@code maxMemoryBytes} for the transposition table (default: half of
 * {@link Runtime#maxMemory()}). When one runs out the result is {@link SolverStatus#UNKNOWN}.
 *
 * <p>Switches (each documented in {@link Solver}): {@code symmetry} (empty-pile symmetry, sound,
 * on by default), {@code sortedShortcut} (thesis 2.3 completion of sorted games, sound, on),
 * {@code partialOrder} (stubborn-set partial-order reduction, sound, on), {@code deadEnds}
 * (positions from which no pile can ever become empty, or whose stock can never be dealt, are
 * not expanded, sound, on) and {@code moveOrdering} (heuristic order only, on), see {@link
 * Solver}. A pruning not proven for the {@link #goal()} (the table in {@link Goal}) is switched
 * off by the solver whatever its switch says. Eager clearing and the thesis 4.1.5 split rule
 * are not offered: both are unsound (see {@link Solver}).
 */
public final class SolverOptions {

  private final long maxStates;
  private final Duration timeout;
  private final long maxMemoryBytes;
  private final boolean shortest;
  private final SearchListener listener;
  private final Duration progressInterval;
  private final boolean symmetry;
  private final boolean sortedShortcut;
  private final boolean moveOrdering;
  private final boolean partialOrder;
  private final boolean deadEnds;
  private final boolean runExchange;
  private final SearchStrategy strategy;
  private final Goal goal;
  private final int threads;

  private SolverOptions(Builder b) {
    this.strategy = b.strategy;
    this.maxStates = b.maxStates;
    this.timeout = b.timeout;
    this.maxMemoryBytes = b.maxMemoryBytes;
    this.shortest = b.shortest;
    this.listener = b.listener;
    this.progressInterval = b.progressInterval;
    this.symmetry = b.symmetry;
    this.sortedShortcut = b.sortedShortcut;
    this.moveOrdering = b.moveOrdering;
    this.partialOrder = b.partialOrder;
    this.deadEnds = b.deadEnds;
    this.runExchange = b.runExchange;
    this.goal = b.goal;
    this.threads = b.threads;
  }

  /**
   * No state or time limit, half the heap for the table, the strategy {@link SearchStrategy#AUTO}
   * (chosen by the game's shape, {@link Solver#strategyFor}), default switches.
   */
  public static SolverOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder preset with this object's values. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.maxStates = maxStates;
    b.timeout = timeout;
    b.maxMemoryBytes = maxMemoryBytes;
    b.shortest = shortest;
    b.listener = listener;
    b.progressInterval = progressInterval;
    b.symmetry = symmetry;
    b.sortedShortcut = sortedShortcut;
    b.moveOrdering = moveOrdering;
    b.partialOrder = partialOrder;
    b.deadEnds = deadEnds;
    b.runExchange = runExchange;
    b.strategy = strategy;
    b.goal = goal;
    b.threads = threads;
    return b;
  }

  /** Stored canonical states allowed ({@code Long.MAX_VALUE}: no limit). */
  public long maxStates() {
    return maxStates;
  }

  /** Wall-clock budget (default 365 days, i.e. effectively none; longer values are capped). */
  public Duration timeout() {
    return timeout;
  }

  public long maxMemoryBytes() {
    return maxMemoryBytes;
  }

  /**
   * Whether to return a certificate with the fewest moves (A* search for the goal WON,
   * breadth-first for the others).
   */
  public boolean shortest() {
    return shortest;
  }

  /** The search order (default {@link SearchStrategy#DFS}); ignored in shortest mode. */
  public SearchStrategy strategy() {
    return strategy;
  }

  /** The listener told of progress and asked whether to stop (default {@link SearchListener#NONE}). */
  public SearchListener listener() {
    return listener;
  }

  /** The least time between two {@link SearchListener#progress} calls (default 2 s). */
  public Duration progressInterval() {
    return progressInterval;
  }

  public boolean symmetry() {
    return symmetry;
  }

  public boolean sortedShortcut() {
    return sortedShortcut;
  }

  public boolean moveOrdering() {
    return moveOrdering;
  }

  /** Partial-order reduction by stubborn pile sets (sound; see {@code StubbornSets}). */
  public boolean partialOrder() {
    return partialOrder;
  }

  /** The dead-end test (sound; see {@code DeadEnds}). */
  public boolean deadEnds() {
    return deadEnds;
  }

  /** Run exchange in the complete depth-first search (sound; see {@code RunExchange}). */
  public boolean runExchange() {
    return runExchange;
  }

  /** What the solver is asked to reach (default {@link Goal#won()}). */
  public Goal goal() {
    return goal;
  }

  /**
   * Threads one search may use (default 1). With two, the staged phase of {@link
   * SearchStrategy#BEST_FIRST} runs as a portfolio of two members on two threads, with three or
   * more as a portfolio of three members on three threads (see {@code PortfolioPhase}); the other
   * strategies use one thread whatever this says.
   */
  public int threads() {
    return threads;
  }

  @Override
  public String toString() {
    return "SolverOptions[maxStates=" + maxStates + ", timeout=" + timeout + ", maxMemoryBytes="
        + maxMemoryBytes + ", shortest=" + shortest + ", symmetry=" + symmetry
        + ", sortedShortcut=" + sortedShortcut + ", moveOrdering=" + moveOrdering
        + ", partialOrder=" + partialOrder + ", deadEnds=" + deadEnds
        + ", runExchange=" + runExchange
        + ", strategy=" + strategy + ", goal=" + goal + ", threads=" + threads + "]";
  }

  /** Builder for {@link SolverOptions}. */
  public static final class Builder {
    private long maxStates = Long.MAX_VALUE;
    private Duration timeout = Duration.ofDays(365);
    private long maxMemoryBytes = Runtime.getRuntime().maxMemory() / 2;
    private boolean shortest;
    private SearchListener listener = SearchListener.NONE;
    private Duration progressInterval = Duration.ofSeconds(2);
    private boolean symmetry = true;
    private boolean sortedShortcut = true;
    private boolean moveOrdering = true;
    private boolean partialOrder = true;
    private boolean deadEnds = true;
    private boolean runExchange = true;
    private SearchStrategy strategy = SearchStrategy.AUTO;
    private Goal goal = Goal.won();
    private int threads = 1;

    private Builder() {}

    /**
     * The search order: {@link SearchStrategy#AUTO} (default: picked by the game's shape and the
     * goal, {@link Solver#strategyFor}) or one of {@link SearchStrategy#DFS}, {@link
     * SearchStrategy#FOCUSED} and {@link SearchStrategy#BEST_FIRST}.
     * Shortest mode has its own order (A* or breadth-first) and rejects the other strategies at
     * {@link #build()}.
     */
    public Builder strategy(SearchStrategy v) {
      this.strategy = checkNotNull(v, "strategy");
      return this;
    }

    public Builder maxStates(long v) {
      checkArgument(v >= 1, "maxStates must be >= 1, got %s", v);
      this.maxStates = v;
      return this;
    }

    public Builder timeout(Duration v) {
      checkNotNull(v, "timeout");
      checkArgument(!v.isNegative() && !v.isZero(), "timeout must be positive, got %s", v);
      this.timeout = v;
      return this;
    }

    public Builder maxMemoryBytes(long v) {
      checkArgument(v >= 1, "maxMemoryBytes must be >= 1, got %s", v);
      this.maxMemoryBytes = v;
      return this;
    }

    public Builder shortest(boolean v) {
      this.shortest = v;
      return this;
    }

    /** The listener told of progress and polled for cancellation. */
    public Builder listener(SearchListener v) {
      this.listener = checkNotNull(v, "listener");
      return this;
    }

    /** The least time between two progress calls to the listener. */
    public Builder progressInterval(Duration v) {
      checkNotNull(v, "progressInterval");
      checkArgument(!v.isNegative(), "progressInterval must not be negative, got %s", v);
      this.progressInterval = v;
      return this;
    }

    public Builder symmetry(boolean v) {
      this.symmetry = v;
      return this;
    }

    public Builder sortedShortcut(boolean v) {
      this.sortedShortcut = v;
      return this;
    }

    public Builder moveOrdering(boolean v) {
      this.moveOrdering = v;
      return this;
    }

    /**
     * Partial-order reduction (on by default): with an empty stock and no empty pile, only the
     * moves inside a stubborn set of piles are expanded. Sound for every verdict and for shortest
     * lengths of the goals it is proven for ({@link Goal}); the argument is in {@code
     * StubbornSets}.
     */
    public Builder partialOrder(boolean v) {
      this.partialOrder = v;
      return this;
    }

    /**
     * The dead-end test (on by default): with an empty stock, a position from which no pile can
     * ever become empty (by the over-approximation of {@code CardReach}), and from which the goal
     * is out of reach by the same over-approximation, is stored but not expanded; with a stock, a
     * position with fewer tableau cards than piles (the stock can never be dealt again) from which
     * the tableau cards alone cannot reach the goal. Sound for every
     * verdict and for shortest lengths; the argument is in {@code DeadEnds}.
     */
    public Builder deadEnds(boolean v) {
      this.deadEnds = v;
      return this;
    }

    /**
     * Run exchange (on by default): in one-suit games with an empty stock, the complete
     * depth-first search stores one position per class of positions that differ only in which
     * top run holds which run tail, reached by legal exchange moves that the certificate lists.
     * Sound for both verdicts of the goals won and clears (not for run heights, where it is
     * switched off, nor for shortest search); the argument is in {@code RunExchange}, also for
     * its use beside the partial-order reduction. The exchange moves themselves are not expanded
     * (they lead back into the stored class).
     */
    public Builder runExchange(boolean v) {
      this.runExchange = v;
      return this;
    }

    /**
     * What the solver is asked to reach (default {@link Goal#won()}); for another goal WINNABLE
     * means "reachable", and the prunings not proven for it are switched off.
     */
    public Builder goal(Goal v) {
      this.goal = checkNotNull(v, "goal");
      return this;
    }

    /**
     * Threads one search may use (default 1): with two or more the staged best-first phase runs
     * its portfolio members at once (two, or three from three threads), each with its share of
     * the phase's states and memory and all of its time, and stops the others when one wins.
     * More than three threads are used as three.
     */
    public Builder threads(int v) {
      checkArgument(v >= 1, "threads must be >= 1, got %s", v);
      this.threads = v;
      return this;
    }

    /** Every pruning and shortcut off: the plain exhaustive search, for comparisons. */
    public Builder unpruned() {
      return symmetry(false).sortedShortcut(false).partialOrder(false).deadEnds(false)
          .runExchange(false);
    }

    public SolverOptions build() {
      checkArgument(!(shortest && strategy != SearchStrategy.DFS
          && strategy != SearchStrategy.AUTO),
          "shortest mode has its own search order; it cannot be combined with strategy %s",
          strategy);
      return new SolverOptions(this);
    }
  }
}
