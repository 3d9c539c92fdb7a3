package org.spiderlab.core.decide;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.function.ToLongFunction;
import org.spiderlab.core.Game;
import org.spiderlab.core.solver.SearchListener;
import org.spiderlab.core.solver.SearchProgress;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;

/**
 * Solves the games a decider enumerates (arrangements for FAIR, thesis 4.3; end positions for
 * k-EASY, 4.4) with the exact {@link Solver}, on {@link DeciderOptions#threads()} threads, and
 * keeps the books: winners with their certificates, the unknown ones, and the losing game with
 * the smallest enumeration index.
 *
 * <p><b>Stopping.</b> Once a game is shown unwinnable at index {@code i}, the enumeration stops
 * and every run of a game with a larger index is cancelled through its solver listener; runs of
 * smaller indices go on, so the loser reported is the first in enumeration order (the same with
 * one thread or many, as far as the solver runs are deterministic). A halt (timeout, memory,
 * cancellation by the {@link DeciderListener}) cancels every run. Runs cancelled this way are not
 * counted as solved. A count limit ({@code cutOff}) only stops the enumeration: the games already
 * submitted are still solved, and one of them may still lose.
 *
 * <p>With one thread every game is solved on the calling thread, in order.
 *
 * @param <T> what the decider keeps per game (the arrangement, the prefix)
 */
final class SolvePool<T> implements AutoCloseable {

  /** One solved game: its enumeration index, the decider's tag and the solver's answer. */
  record Solved<T>(long index, T tag, SolverResult result) {}

  private final DeciderOptions options;
  private final SolverOptions perGame;
  private final BigInteger totalWeight;
  private final ToLongFunction<T> tagBytes;
  private final long startNanos = System.nanoTime();
  private final long deadlineNanos;
  private final ExecutorService executor;
  private final Semaphore slots;
  private final int slotCount;

  // guarded by this
  private DeciderLimit halt;
  private DeciderLimit cutOff;
  private long loserIndex = Long.MAX_VALUE;
  private Solved<T> loser;
  private Game loserGame;
  private Solved<T> firstUnknown;
  private final List<Solved<T>> winners = new ArrayList<>();
  private long solved;
  private long winnable;
  private long unknown;
  private long solverStates;
  private BigInteger covered = BigInteger.ZERO;
  private long bytes;
  private long enumerated;
  private long lastProgressNanos = System.nanoTime();
  private Throwable failure;

  /**
   * @param totalWeight the sum of all games' weights (FAIR: the arrangements), or null when not
   *     known in advance
   * @param tagBytes an estimate of the memory a winner's tag holds
   */
  SolvePool(DeciderOptions options, BigInteger totalWeight, ToLongFunction<T> tagBytes) {
    this.options = options;
    this.perGame = options.perGame();
    this.totalWeight = totalWeight;
    this.tagBytes = tagBytes;
    long budget;
    try {
      budget = options.timeout().toNanos();
    } catch (ArithmeticException tooLong) {
      budget = Long.MAX_VALUE / 2;
    }
    this.deadlineNanos = startNanos + Math.min(budget, Long.MAX_VALUE / 2);
    int t = options.threads();
    if (t > 1) {
      executor = Executors.newFixedThreadPool(t, r -> {
        Thread th = new Thread(r, "spiderlab-decider");
        th.setDaemon(true);
        return th;
      });
      slotCount = 2 * t;
      slots = new Semaphore(slotCount);
    } else {
      executor = null;
      slotCount = 0;
      slots = null;
    }
  }

  /**
   * Whether the enumeration should go on: no loser, no halt, no cut-off; polls the deadline and
   * the listener's cancellation.
   */
  synchronized boolean open() {
    poll();
    return halt == null && cutOff == null && loser == null;
  }

  /** Stops the enumeration at a count limit; submitted games are still solved. */
  synchronized void cutOff(DeciderLimit limit) {
    if (cutOff == null) {
      cutOff = limit;
    }
  }

  /** Stops everything: no more games, running ones are cancelled. */
  synchronized void halt(DeciderLimit limit) {
    if (halt == null) {
      halt = limit;
    }
  }

  /** Counts memory the decider's enumeration holds; halts at {@code maxMemoryBytes}. */
  synchronized void addBytes(long b) {
    bytes += b;
    if (bytes > options.maxMemoryBytes()) {
      halt(DeciderLimit.of(DeciderLimit.Kind.MAX_MEMORY, options.maxMemoryBytes()));
    }
  }

  /** Counts enumerated items (classes or positions) for progress reports. */
  synchronized void enumerated(long n) {
    enumerated += n;
    maybeProgress(false);
  }

  /** Solves {@code game} (index {@code index}, weight {@code weight}) now or on a worker. */
  void submit(long index, Game game, T tag, BigInteger weight) {
    if (executor == null) {
      run(index, game, tag, weight);
      return;
    }
    try {
      slots.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      halt(DeciderLimit.of(DeciderLimit.Kind.CANCELLED, 0));
      return;
    }
    executor.execute(() -> {
      try {
        run(index, game, tag, weight);
      } catch (Throwable t) {
        synchronized (this) {
          if (failure == null) {
            failure = t;
          }
          halt(DeciderLimit.of(DeciderLimit.Kind.CANCELLED, 0));
        }
      } finally {
        slots.release();
      }
    });
  }

  private void run(long index, Game game, T tag, BigInteger weight) {
    synchronized (this) {
      if (halt != null || index > loserIndex) {
        return;
      }
    }
    SolverOptions o = perGame.toBuilder().listener(new GameListener(index)).build();
    record(index, game, tag, weight, Solver.solve(game, o));
  }

  private synchronized void record(long index, Game game, T tag, BigInteger weight,
      SolverResult r) {
    solverStates += r.statistics().storedStates();
    if (r.limit().isPresent() && (halt != null || index > loserIndex)) {
      return; // cancelled because the answer no longer depends on it
    }
    solved++;
    Solved<T> s = new Solved<>(index, tag, r);
    switch (r.status()) {
      case WINNABLE -> {
        winnable++;
        covered = covered.add(weight);
        if (loser == null) {
          winners.add(s);
          addBytes(tagBytes.applyAsLong(tag) + 48L * r.certificate().size() + 64);
        }
      }
      case UNWINNABLE -> {
        if (index < loserIndex) {
          loserIndex = index;
          loser = s;
          loserGame = game;
          winners.clear(); // no evidence is needed any more
        }
      }
      case UNKNOWN -> {
        unknown++;
        if (firstUnknown == null || index < firstUnknown.index()) {
          firstUnknown = s;
        }
      }
    }
    maybeProgress(false);
  }

  /** Waits for every submitted game, rethrows a worker's failure, reports progress once more. */
  void finish() {
    if (executor != null) {
      slots.acquireUninterruptibly(slotCount);
      slots.release(slotCount);
    }
    synchronized (this) {
      if (failure != null) {
        throw new IllegalStateException("a solver run failed: " + failure, failure);
      }
      maybeProgress(true);
    }
  }

  @Override
  public void close() {
    if (executor != null) {
      halt(DeciderLimit.of(DeciderLimit.Kind.CANCELLED, 0));
      executor.shutdownNow();
    }
  }

  synchronized Optional<Solved<T>> loser() {
    return Optional.ofNullable(loser);
  }

  /** The losing game, present with {@link #loser()}. */
  synchronized Game loserGame() {
    return loserGame;
  }

  /** The winners in enumeration order (cleared once a loser is found). */
  synchronized List<Solved<T>> winners() {
    List<Solved<T>> w = new ArrayList<>(winners);
    w.sort(Comparator.comparingLong(Solved::index));
    return w;
  }

  /**
   * Why the answer is not a verdict when no game lost: the halt, the cut-off, or the solver
   * limit of the first unknown game; empty when every game was decided winnable.
   */
  synchronized Optional<DeciderLimit> limit() {
    if (halt != null) {
      return Optional.of(halt);
    }
    if (cutOff != null) {
      return Optional.of(cutOff);
    }
    if (firstUnknown != null) {
      return Optional.of(DeciderLimit.solver(unknown, firstUnknown.result().limit().orElseThrow()));
    }
    return Optional.empty();
  }

  synchronized long solved() {
    return solved;
  }

  synchronized long winnable() {
    return winnable;
  }

  synchronized long unknown() {
    return unknown;
  }

  synchronized long solverStates() {
    return solverStates;
  }

  /** The weight of the games shown winnable (FAIR: arrangements covered). */
  synchronized BigInteger covered() {
    return covered;
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  private void poll() {
    if (halt == null) {
      if (System.nanoTime() - deadlineNanos > 0) {
        halt(DeciderLimit.timeout(options.timeout()));
      } else if (options.listener().shouldStop()) {
        halt(DeciderLimit.of(DeciderLimit.Kind.CANCELLED, 0));
      }
    }
  }

  private void maybeProgress(boolean last) {
    long now = System.nanoTime();
    if (!last && now - lastProgressNanos < options.progressInterval().toNanos()) {
      return;
    }
    lastProgressNanos = now;
    double share = totalWeight == null || totalWeight.signum() == 0 ? Double.NaN
        : new java.math.BigDecimal(covered).divide(new java.math.BigDecimal(totalWeight),
            java.math.MathContext.DECIMAL64).doubleValue();
    options.listener().progress(new DeciderProgress(enumerated, solved, winnable, unknown, share,
        elapsed()));
  }

  /** The listener of one solver run: forwards progress, stops it when its answer is moot. */
  private final class GameListener implements SearchListener {
    private final long index;
    private final SearchListener user = perGame.listener();

    GameListener(long index) {
      this.index = index;
    }

    @Override
    public void progress(SearchProgress p) {
      user.progress(p);
    }

    @Override
    public boolean shouldStop() {
      if (user.shouldStop()) {
        return true;
      }
      synchronized (SolvePool.this) {
        poll();
        return halt != null || index > loserIndex;
      }
    }
  }
}
