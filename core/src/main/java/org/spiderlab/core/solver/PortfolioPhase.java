package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.spiderlab.core.Game;

/**
 * The staged best-first phase of {@link SearchStrategy#BEST_FIRST} on two or three threads
 * ({@link SolverOptions#threads()} of 2, or 3 and more), for the standard deals of thesis chapter
 * 3: the members search the same game at once, each on its own exact table, and the first win
 * ends them all.
 *
 * <ul>
 *   <li>The first member is the one-thread phase ({@link BestFirstSearch#firstPhase}): the pairs
 *       of passes over the stage tree, the wide pass at the mark, then beam passes. With two
 *       members it {@linkplain #handOver hands over} instead: the pairs for at most {@link
 *       #HANDOVER_STATES} stored states, then the beam passes of the second width, twice {@link
 *       BestFirstSearch#BEAM_PHASE_WIDTH}, with open levels, to the end. It alone runs the
 *       {@link RefutationProbe}, once, in either part.
 *   <li>The second runs beam passes from its first pass to the end ({@link
 *       BestFirstSearch#beamPhase}), each stage dealing from up to {@link
 *       BestFirstSearch#BEAM_CANDIDATES} positions, at width {@link
 *       BestFirstSearch#BEAM_PHASE_WIDTH} (positions per level): a cheap opening pass ({@link
 *       BestFirstSearch#BEAM_OPENING_BUDGET}), then the schedule of budgets, whose levels widen
 *       pass by pass once the member has stored {@link BeamWidening#WIDENING_STATES} states
 *       (both members' beams do; docs/DEALS.md, "Wider levels for long searches"). Its widened
 *       passes come in pairs at each width ({@link BeamWidening#firstWidth}), dealing from
 *       {@link BestFirstSearch#BEAM_CANDIDATES}, then from {@link
 *       BeamWidening#WIDENED_CANDIDATES} positions per stage: each count wins long games the
 *       other loses (docs/DEALS.md, "More deal candidates in widened passes", "Both candidate
 *       counts at each width"); and a level of its widened passes with 64 candidates that
 *       starts from fewer positions than its width shares the level's budget among them
 *       ({@link BestFirstSearch#LEVEL_SHARE}; those with 16 keep the stage budget,
 *       docs/DEALS.md, "Sixteen candidates with the stage budget"). Those of the second width
 *       keep one pass per width, {@link BestFirstSearch#BEAM_CANDIDATES} and no share
 *       (docs/DEALS.md, "A level's budget for few stages"). On the deals the
 *       stage tree loses, these beams won others than the first member's late beams, and each
 *       width wins deals the other loses (docs/DEALS.md, "The beam", "Sixteen candidates per
 *       beam stage, 32 per level", "An opening pass for the beam member", "The first member
 *       hands over").
 *   <li>With three threads, the first member is the one-thread phase to the end, and a third
 *       member runs the second width from the start on a core of its own ({@link
 *       #MAX_MEMBERS}).
 * </ul>
 *
 * <p>Each member gets the phase's whole time and its share of the states and memory (half, a
 * third with three members), so that the portfolio stays within the caller's budgets. A member
 * that wins, or whose passes ran out of positions, stops the others through its listener; a
 * member stopped by its own limit (its share of the memory, say) leaves the others running. Like
 * the one-thread phase, the portfolio's exhaustion proves nothing: only the complete depth-first
 * search answers UNWINNABLE (the first member's {@link RefutationProbe} or the complete phase
 * that follows), and every win is replayed and verified like every certificate.
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

  private static final int BEAM_WIDTH = BestFirstSearch.BEAM_PHASE_WIDTH;

  /**
   * The stored states after which the first of two members stops the one-thread phase and runs
   * the beam passes of the second width ({@link #handOver}). Measured with state budgets on
   * KPatience's four-suit deals (docs/DEALS.md, "The first member hands over"): the one-thread
   * phase alone wins 166 of deals 1..200 within 2 million states and 18 more within 4 million;
   * on deals 1..120 the faster member's states, against the two widths in one member, have the
   * median 347,964 (340,323 before) and the 90th percentile 1,097,196 (1,259,197), and with 1
   * million instead 1,153,081; on the 28 hard deals the two members win 21 within 10 million
   * states each (18 before) and 23 within 14 million (21).
   */
  static final long HANDOVER_STATES = 2_000_000;

  private PortfolioPhase() {}

  /**
   * The most members: with {@link SolverOptions#threads()} of 3 or more, the two widths run as
   * members of their own from the start, beside the one-thread phase, each member with a third
   * of the phase's states and memory (docs/DEALS.md, "A third member").
   */
  static final int MAX_MEMBERS = 3;

  /**
   * The members on the budgets of {@code opt} (the phase's share of the solver's budgets), the
   * first with {@code probe}.
   */
  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra,
      RefutationProbe probe) {
    long start = System.nanoTime();
    int n = Math.max(2, Math.min(MAX_MEMBERS, opt.threads()));
    SearchListener user = opt.listener();
    AtomicBoolean over = new AtomicBoolean();
    AtomicInteger passes = new AtomicInteger();
    Object lock = new Object();
    SolverOptions.Builder each = opt.toBuilder().threads(1)
        .maxMemoryBytes(Math.max(1, opt.maxMemoryBytes() / n));
    if (opt.maxStates() != Long.MAX_VALUE) {
      each.maxStates(Math.max(1, opt.maxStates() / n));
    }
    SolverOptions first = each.listener(member(user, lock, over, passes, true)).build();
    SolverResult[] results = new SolverResult[n];
    Throwable[] failure = new Throwable[n];
    long[] ended = new long[n];
    List<Thread> threads = new ArrayList<>();
    for (int i = 1; i < n; i++) {
      int m = i;
      int width = m == 1 ? BEAM_WIDTH : 2 * BEAM_WIDTH;
      SolverOptions beams = each.listener(member(user, lock, over, passes, false)).build();
      Thread t = new Thread(() -> {
        try {
          results[m] = BestFirstSearch.beamPhase(game, beams, extra, m == 1
              ? BeamWidening.firstWidth(width, BeamWidening.WIDENING_STATES)
              : BeamWidening.secondWidth(width, BeamWidening.WIDENING_STATES));
          if (ends(results[m])) {
            over.set(true);
          }
        } catch (Throwable e) { // rethrown on the caller's thread below
          failure[m] = e;
          over.set(true);
        } finally {
          ended[m] = System.nanoTime();
        }
      }, "spiderlab-portfolio-" + m);
      t.setDaemon(true);
      threads.add(t);
      t.start();
    }
    try {
      results[0] = n == 2
          ? handOver(game, first, extra, HANDOVER_STATES, 2 * BEAM_WIDTH, probe)
          : BestFirstSearch.firstPhase(game, first, extra, true, probe);
    } catch (RuntimeException | Error e) {
      over.set(true);
      threads.forEach(PortfolioPhase::join);
      throw e;
    }
    ended[0] = System.nanoTime();
    if (ends(results[0])) {
      over.set(true);
    }
    threads.forEach(PortfolioPhase::join);
    for (Throwable f : failure) {
      if (f instanceof RuntimeException e) {
        throw e;
      }
      if (f instanceof Error e) {
        throw e;
      }
    }
    int last = 0;
    for (int i = 1; i < n; i++) {
      if (ended[i] > ended[last]) {
        last = i;
      }
    }
    return combine(Arrays.asList(results), last, start);
  }

  /**
   * The first member of two: the one-thread phase's passes over the stage tree (without the wide
   * pass) for at most {@code handover} stored states, then, on the rest of its budgets, the beam
   * passes of width {@code width} with open levels, as {@link BestFirstSearch#openBeamPhase} runs
   * them alone (an opening pass, then the schedule of budgets). The one-thread phase wins most
   * deals within its first states and rarely later; the beams win the deals that need many more
   * states. So the member's deals are won as before up to {@code handover}, and a deal that
   * needs more gets the second width on a core of its own instead of the tree's late passes
   * (docs/DEALS.md, "The first member hands over"). Its levels are open ({@link
   * BestFirstSearch#OPEN_LEVEL_STAGES}), unlike the other member's: on locked openings the open
   * levels win games the other member loses, and where the other member wins they lose some
   * (docs/DEALS.md, "Open levels for the second width"). A win, an exhaustion or any other limit
   * of the first part ends the member. {@code probe} runs once, in either part.
   */
  static SolverResult handOver(Game game, SolverOptions opt, MoveFilter extra, long handover,
      int width, RefutationProbe probe) {
    long start = System.nanoTime();
    boolean handsOver = handover < opt.maxStates();
    SolverResult tree = BestFirstSearch.firstPhase(game,
        handsOver ? opt.toBuilder().maxStates(handover).build() : opt, extra, false, probe);
    boolean atHandover = handsOver && tree.status() == SolverStatus.UNKNOWN
        && tree.limit().map(l -> l.kind() == SolverLimit.Kind.MAX_STATES).orElse(false);
    if (!atHandover) {
      return tree;
    }
    SolverResult beams = BestFirstSearch.openBeamPhase(game,
        FocusedSearch.rest(opt, tree, start).build(), extra, width, probe);
    return FocusedSearch.oneAfterTheOther(opt, tree, beams, start);
  }

  /** Whether {@code r} ends the portfolio: a win, or a member whose passes ran out. */
  private static boolean ends(SolverResult r) {
    return r.status() != SolverStatus.UNKNOWN;
  }

  /**
   * The portfolio's result: a win of a member (the first member's first, then in order), else an
   * exhaustion, else UNKNOWN with the limit of the member that ended last ({@code last}); the
   * counters of all added up, the peaks too (the tables live at once).
   */
  static SolverResult combine(List<SolverResult> members, int last, long start) {
    SolverResult pick = members.stream().filter(r -> r.status() == SolverStatus.WINNABLE)
        .findFirst().orElseGet(() -> members.stream()
            .filter(r -> r.status() == SolverStatus.UNWINNABLE).findFirst()
            .orElse(members.get(last)));
    long expanded = 0;
    long stored = 0;
    long peak = 0;
    for (SolverResult r : members) {
      expanded += r.statistics().statesExpanded();
      stored += r.statistics().storedStates();
      peak += r.statistics().peakTableBytes();
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    SolverStatistics sum = new SolverStatistics(expanded, stored, peak, elapsed,
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
              p.fewestFaceDown(), p.stagesSearchedOut(), p.outcome()));
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
