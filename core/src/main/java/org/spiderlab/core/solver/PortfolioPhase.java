package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.spiderlab.core.Game;

/**
 * The staged best-first phase of {@link SearchStrategy#BEST_FIRST} on two threads ({@link
 * SolverOptions#threads()} of 2 or more), for the standard deals of thesis chapter 3: two members
 * search the same game at once, each on its own exact table, and the first win ends both.
 *
 * <ul>
 *   <li>The first member is the one-thread phase ({@link BestFirstSearch#firstPhase}): the pairs
 *       of passes over the stage tree, the wide pass at the mark, then beam passes.
 *   <li>The second runs beam passes from its first pass to the end ({@link
 *       BestFirstSearch#beamPhase}), each stage dealing from up to {@link
 *       BestFirstSearch#BEAM_CANDIDATES} positions, {@link BestFirstSearch#BEAM_PHASE_WIDTH}
 *       positions per level. On the deals the stage tree loses, these beams won others than the
 *       first member's late beams (docs/DEALS.md, "The beam", "Two threads" and "Sixteen
 *       candidates per beam stage, 32 per level").
 * </ul>
 *
 * <p>Each member gets the phase's whole time and half its states and memory, so that the
 * portfolio stays within the caller's budgets. A member that wins, or whose passes ran out of
 * positions, stops the other through its listener; a member stopped by its own limit (half the
 * memory, say) leaves the other running. Like the one-thread phase, the portfolio's exhaustion
 * proves nothing: only the complete depth-first search that follows answers UNWINNABLE, and every
 * win is replayed and verified like every certificate.
 *
 * <p>Each member counts its own states, so under a state budget the verdict does not depend on
 * the machine's speed (a member wins within its share or not); when both members would win,
 * which certificate comes back depends on which finishes first (the first member's when both
 * have finished).
 *
 * <p>The caller's listener hears every pass of both members, numbered in the order they ended
 * (but a pass stopped because the other member ended the portfolio, so that the last pass it
 * hears is the winning one, as with one thread), and the progress of the first member; its calls
 * are serialised, so that a listener written for one thread stays correct.
 */
final class PortfolioPhase {

  private PortfolioPhase() {}

  /** Both members on the budgets of {@code opt} (the phase's share of the solver's budgets). */
  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra) {
    long start = System.nanoTime();
    SearchListener user = opt.listener();
    AtomicBoolean over = new AtomicBoolean();
    AtomicInteger passes = new AtomicInteger();
    Object lock = new Object();
    SolverOptions.Builder each = opt.toBuilder().threads(1)
        .maxMemoryBytes(Math.max(1, opt.maxMemoryBytes() / 2));
    if (opt.maxStates() != Long.MAX_VALUE) {
      each.maxStates(Math.max(1, opt.maxStates() / 2));
    }
    SolverOptions first = each.listener(member(user, lock, over, passes, true)).build();
    SolverOptions second = each.listener(member(user, lock, over, passes, false)).build();
    SolverResult[] beams = new SolverResult[1];
    Throwable[] failure = new Throwable[1];
    long[] ended = new long[2];
    Thread t = new Thread(() -> {
      try {
        beams[0] = BestFirstSearch.beamPhase(game, second, extra);
        if (ends(beams[0])) {
          over.set(true);
        }
      } catch (Throwable e) { // rethrown on the caller's thread below
        failure[0] = e;
        over.set(true);
      } finally {
        ended[1] = System.nanoTime();
      }
    }, "spiderlab-portfolio");
    t.setDaemon(true);
    t.start();
    SolverResult tree;
    try {
      tree = BestFirstSearch.firstPhase(game, first, extra);
    } catch (RuntimeException | Error e) {
      over.set(true);
      join(t);
      throw e;
    }
    ended[0] = System.nanoTime();
    if (ends(tree)) {
      over.set(true);
    }
    join(t);
    if (failure[0] instanceof RuntimeException e) {
      throw e;
    }
    if (failure[0] instanceof Error e) {
      throw e;
    }
    return combine(tree, beams[0], ended[0] >= ended[1], start);
  }

  /** Whether {@code r} ends the portfolio: a win, or a member whose passes ran out. */
  private static boolean ends(SolverResult r) {
    return r.status() != SolverStatus.UNKNOWN;
  }

  /**
   * The portfolio's result: a win of either member (the first member's first), else an
   * exhaustion, else UNKNOWN with the limit of the member that ended last ({@code treeLast}:
   * the first member); the counters of both added up, the peaks too (the tables live at once).
   */
  static SolverResult combine(SolverResult tree, SolverResult beams, boolean treeLast,
      long start) {
    SolverResult pick;
    if (tree.status() == SolverStatus.WINNABLE) {
      pick = tree;
    } else if (beams.status() == SolverStatus.WINNABLE) {
      pick = beams;
    } else if (tree.status() == SolverStatus.UNWINNABLE) {
      pick = tree;
    } else if (beams.status() == SolverStatus.UNWINNABLE) {
      pick = beams;
    } else {
      pick = treeLast ? tree : beams;
    }
    SolverStatistics a = tree.statistics();
    SolverStatistics b = beams.statistics();
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    long stored = a.storedStates() + b.storedStates();
    SolverStatistics sum = new SolverStatistics(a.statesExpanded() + b.statesExpanded(), stored,
        a.peakTableBytes() + b.peakTableBytes(), elapsed,
        stored / Math.max(elapsed.toNanos() / 1e9, 1e-9), pick.statistics().bytesPerState());
    Optional<SolverLimit> limit = pick.status() == SolverStatus.UNKNOWN
        ? pick.limit() : Optional.empty();
    return new SolverResult(pick.status(), pick.certificate(), sum, limit);
  }

  /**
   * A member's listener: stops when {@code over} is set or the caller's listener says so; passes
   * renumbered in the order they end; progress only from the first member.
   */
  private static SearchListener member(SearchListener user, Object lock, AtomicBoolean over,
      AtomicInteger passes, boolean first) {
    return new SearchListener() {
      @Override
      public void progress(SearchProgress progress) {
        if (first) {
          synchronized (lock) {
            user.progress(progress);
          }
        }
      }

      @Override
      public void passEnded(StagedPass p) {
        synchronized (lock) { // the check and the report in one step: no pass heard after a win
          if (over.get() && p.outcome() == StagedPass.Outcome.STOPPED) {
            return; // stopped by the other member's end: its pass is the news
          }
          user.passEnded(new StagedPass(passes.incrementAndGet(), p.wide(), p.stageBudget(),
              p.candidates(), p.beamWidth(), p.storedStates(), p.stagesStarted(),
              p.fewestFaceDown(), p.outcome()));
          if (p.outcome() == StagedPass.Outcome.WON) {
            over.set(true); // stops the other member at once
          }
        }
      }

      @Override
      public boolean shouldStop() {
        if (over.get()) {
          return true;
        }
        synchronized (lock) {
          return user.shouldStop();
        }
      }
    };
  }

  private static void join(Thread t) {
    boolean interrupted = false;
    while (true) {
      try {
        t.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
