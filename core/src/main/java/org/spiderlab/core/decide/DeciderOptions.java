package org.spiderlab.core.decide;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.time.Duration;
import org.spiderlab.core.solver.SolverOptions;

/**
 * Budgets and switches of one run of {@link FairDecider} (thesis 4.3) or {@link EasyDecider}
 * (thesis 4.4). Immutable; make one with {@link #builder()} or take {@link #defaults()}.
 *
 * <p>Both deciders reduce their question to many exact {@link org.spiderlab.core.solver.Solver}
 * runs, one per arrangement class or per end position; {@link #solver()} holds the options of each
 * such run (its state, time and memory budgets, strategy, switches). Each run's table memory is
 * capped at {@code Runtime.maxMemory() / (2 * threads)}, so that {@code threads} runs in parallel
 * stay within half the heap; the decider's own storage (stored positions, evidence) is bounded by
 * {@link #maxMemoryBytes()}. Hitting any limit gives an UNKNOWN answer naming it
 * ({@link DeciderLimit}), never a verdict and never an {@link OutOfMemoryError}.
 */
public final class DeciderOptions {

  private final SolverOptions solver;
  private final int threads;
  private final long maxArrangements;
  private final long maxPositions;
  private final Duration timeout;
  private final long maxMemoryBytes;
  private final DeciderListener listener;
  private final Duration progressInterval;
  private final boolean pileSymmetry;

  private DeciderOptions(Builder b) {
    this.solver = b.solver;
    this.threads = b.threads;
    this.maxArrangements = b.maxArrangements;
    this.maxPositions = b.maxPositions;
    this.timeout = b.timeout;
    this.maxMemoryBytes = b.maxMemoryBytes;
    this.listener = b.listener;
    this.progressInterval = b.progressInterval;
    this.pileSymmetry = b.pileSymmetry;
  }

  /** Default solver options, one thread, no count or time limit, a quarter of the heap. */
  public static DeciderOptions defaults() {
    return builder().build();
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder preset with this object's values. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.solver = solver;
    b.threads = threads;
    b.maxArrangements = maxArrangements;
    b.maxPositions = maxPositions;
    b.timeout = timeout;
    b.maxMemoryBytes = maxMemoryBytes;
    b.listener = listener;
    b.progressInterval = progressInterval;
    b.pileSymmetry = pileSymmetry;
    return b;
  }

  /** The options of every solver run (one per arrangement class or end position). */
  public SolverOptions solver() {
    return solver;
  }

  /** Solver runs in parallel (default 1: all on the calling thread). */
  public int threads() {
    return threads;
  }

  /**
   * FAIR: the most arrangement classes solved ({@code Long.MAX_VALUE}: no limit). A game with
   * more classes is UNKNOWN unless one of the first ones loses.
   */
  public long maxArrangements() {
    return maxArrangements;
  }

  /**
   * k-EASY: the most positions the prefix enumeration stores, summed over its depths
   * ({@code Long.MAX_VALUE}: no limit).
   */
  public long maxPositions() {
    return maxPositions;
  }

  /** Wall-clock budget of the whole decision (default 365 days, i.e. effectively none). */
  public Duration timeout() {
    return timeout;
  }

  /** Memory for the decider's own storage: stored positions and evidence (estimated). */
  public long maxMemoryBytes() {
    return maxMemoryBytes;
  }

  /** Told of progress and polled for cancellation (default {@link DeciderListener#NONE}). */
  public DeciderListener listener() {
    return listener;
  }

  /** The least time between two {@link DeciderListener#progress} calls (default 2 s). */
  public Duration progressInterval() {
    return progressInterval;
  }

  /**
   * Whether to enumerate up to interchangeable piles (default on; sound, see
   * {@link FairDecider} and {@link EasyDecider}); off enumerates every arrangement, respectively
   * deduplicates positions only when they are identical, for comparisons.
   */
  public boolean pileSymmetry() {
    return pileSymmetry;
  }

  /** {@link #solver()} with its table memory capped for {@link #threads()} parallel runs. */
  SolverOptions perGame() {
    long cap = Math.max(1, Runtime.getRuntime().maxMemory() / (2L * threads));
    return solver.maxMemoryBytes() <= cap ? solver
        : solver.toBuilder().maxMemoryBytes(cap).build();
  }

  @Override
  public String toString() {
    return "DeciderOptions[threads=" + threads + ", maxArrangements=" + maxArrangements
        + ", maxPositions=" + maxPositions + ", timeout=" + timeout + ", maxMemoryBytes="
        + maxMemoryBytes + ", pileSymmetry=" + pileSymmetry + ", solver=" + solver + "]";
  }

  /** Builder for {@link DeciderOptions}. */
  public static final class Builder {
    private SolverOptions solver = SolverOptions.defaults();
    private int threads = 1;
    private long maxArrangements = Long.MAX_VALUE;
    private long maxPositions = Long.MAX_VALUE;
    private Duration timeout = Duration.ofDays(365);
    private long maxMemoryBytes = Runtime.getRuntime().maxMemory() / 4;
    private DeciderListener listener = DeciderListener.NONE;
    private Duration progressInterval = Duration.ofSeconds(2);
    private boolean pileSymmetry = true;

    private Builder() {}

    public Builder solver(SolverOptions v) {
      this.solver = checkNotNull(v, "solver");
      return this;
    }

    public Builder threads(int v) {
      checkArgument(v >= 1, "threads must be >= 1, got %s", v);
      this.threads = v;
      return this;
    }

    public Builder maxArrangements(long v) {
      checkArgument(v >= 1, "maxArrangements must be >= 1, got %s", v);
      this.maxArrangements = v;
      return this;
    }

    public Builder maxPositions(long v) {
      checkArgument(v >= 1, "maxPositions must be >= 1, got %s", v);
      this.maxPositions = v;
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

    public Builder listener(DeciderListener v) {
      this.listener = checkNotNull(v, "listener");
      return this;
    }

    public Builder progressInterval(Duration v) {
      checkNotNull(v, "progressInterval");
      checkArgument(!v.isNegative(), "progressInterval must not be negative, got %s", v);
      this.progressInterval = v;
      return this;
    }

    public Builder pileSymmetry(boolean v) {
      this.pileSymmetry = v;
      return this;
    }

    public DeciderOptions build() {
      return new DeciderOptions(this);
    }
  }
}
