package org.spiderlab.core.solver;

import static org.spiderlab.core.solver.BestFirstSearch.BEAM_CANDIDATES;
import static org.spiderlab.core.solver.BestFirstSearch.BEAM_OPENING_BUDGET;
import static org.spiderlab.core.solver.BestFirstSearch.BEAM_WIDTH;
import static org.spiderlab.core.solver.BestFirstSearch.CANDIDATES;
import static org.spiderlab.core.solver.BestFirstSearch.FIRST_STAGE_BUDGET;
import static org.spiderlab.core.solver.BestFirstSearch.GROWTH;
import static org.spiderlab.core.solver.BestFirstSearch.MAX_CANDIDATES;
import static org.spiderlab.core.solver.BestFirstSearch.WIDE_BUDGET;
import static org.spiderlab.core.solver.BestFirstSearch.WIDE_CANDIDATES;
import static org.spiderlab.core.solver.BestFirstSearch.WIDE_MARK;

import java.time.Duration;
import java.util.Optional;
import org.spiderlab.core.Game;

/**
 * The schedule of passes of the staged best-first phase of {@link SearchStrategy#BEST_FIRST}
 * (standard deals, thesis chapter 3), as {@link BestFirstSearch} describes it: the pairs of passes
 * over the stage tree with growing budgets or candidates, the wide pass at the mark, the beam
 * passes, a beam member's widening passes ({@link BeamWidening}), and the {@link RefutationProbe}
 * once between two passes. Each pass runs on a fresh table; the phase's counters add up theirs.
 */
final class PassSchedule {

  private PassSchedule() {}

  /**
   * The phase on the budgets of {@code opt}: a win, a limit, or UNWINNABLE when a pass cut
   * nothing or the probe exhausted the game (which of the two, {@link RefutationProbe#exhausted}
   * tells: only the probe's exhaustion is a proof). {@code wideOnce}: the wide pass at the mark; {@code
   * widening}, {@code levelStages}: of a beam member, null and 1 for the one-thread phase; {@code
   * probe}: the bounded complete search, run once between two passes when it is due.
   */
  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra,
      boolean wideOnce, BeamWidening widening, int levelStages, RefutationProbe probe) {
    long start = System.nanoTime();
    long total = SolverLimit.saturatedNanos(opt.timeout());
    long markNanos = (long) (total * WIDE_MARK);
    long markStates = (long) (opt.maxStates() * WIDE_MARK);
    long stored = 0;
    long expanded = 0;
    long peak = 0;
    int budget = FIRST_STAGE_BUDGET;
    int cands = CANDIDATES;
    boolean pairHitBudget = false;
    boolean beamMember = widening != null;
    boolean wideDone = !wideOnce || beamMember;
    int beams = 0; // beam passes run
    int ran = 0;
    for (int k = 0; ; ) {
      if (probe.due()) {
        SolverResult p = probe.run(game, opt, extra, opt.maxStates() - stored,
            total - (System.nanoTime() - start));
        stored += p.statistics().storedStates();
        expanded += p.statistics().statesExpanded();
        peak = Math.max(peak, p.statistics().peakTableBytes());
        if (p.status() != SolverStatus.UNKNOWN) { // a win, or the game exhausted: the phase ends
          return RefutationProbe.ended(p, start, expanded, stored, peak);
        }
      }
      long now = System.nanoTime() - start;
      boolean wide = !wideDone && (now >= markNanos || stored >= markStates);
      long timeCap = total - now;
      long stateCap = opt.maxStates() - stored;
      boolean beforeMark = !wideDone && !wide;
      if (beforeMark) {
        timeCap = Math.min(timeCap, markNanos - now);
        stateCap = Math.min(stateCap, markStates - stored);
      }
      SolverOptions pass = opt.toBuilder().strategy(SearchStrategy.DFS)
          .maxStates(Math.max(1, stateCap))
          .timeout(Duration.ofNanos(Math.max(1, timeCap))).build();
      // after the wide pass (wideDone set by it), the beam passes, with budgets of their own
      boolean beam = beamMember || wideOnce && wideDone;
      int beamNo = beamMember ? beams - 1 : beams; // -1: the beam member's opening pass
      boolean widened = beamMember && beamNo >= 0 && widening.before(beamNo, stored);
      SearchRun run = new SearchRun(game, pass, extra, false, true);
      BestFirstSearch b = wide
          ? new BestFirstSearch(run, DealEvaluation.STANDARD, WIDE_BUDGET, WIDE_CANDIDATES, 0, 1, 0)
          : beamNo < 0
          ? new BestFirstSearch(run, DealEvaluation.STANDARD, BEAM_OPENING_BUDGET,
              BEAM_CANDIDATES, widening.width(), levelStages, 0)
          : beam
          ? new BestFirstSearch(run, DealEvaluation.STANDARD, beamMember
              ? widening.stageBudget(beamNo) : BeamWidening.budget(beamNo), beamMember
              ? widening.candidates(beamNo) : CANDIDATES,
              beamMember ? widening.width(beamNo) : BEAM_WIDTH, levelStages,
              beamMember ? widening.noise(beamNo) : beamNo,
              beamMember ? widening.share(beamNo) : 1)
          : new BestFirstSearch(run, DealEvaluation.STANDARD, budget, cands, 0, 1, k);
      SolverResult r = b.search();
      SolverStatistics st = r.statistics();
      ran++;
      opt.listener().passEnded(b.report(ran, wide, r));
      stored += st.storedStates();
      probe.passed(st.storedStates());
      expanded += st.statesExpanded();
      peak = Math.max(peak, st.peakTableBytes());
      if (wide) {
        wideDone = true;
      }
      if (beam) {
        beams++;
      }
      boolean atMark = beforeMark && r.status() == SolverStatus.UNKNOWN
          && r.limit().map(l -> l.kind() == SolverLimit.Kind.TIMEOUT
              || l.kind() == SolverLimit.Kind.MAX_STATES).orElse(false)
          && System.nanoTime() - start < total && stored < opt.maxStates();
      if (atMark || widened && r.limit().map(l -> l.kind() == SolverLimit.Kind.MAX_MEMORY
          && widening.outOfMemory(beamNo, b.beamWidth)).orElse(false)) {
        continue; // the wide pass next, then the beam passes; or a narrower widened pass
      }
      if (r.status() == SolverStatus.WINNABLE || r.status() == SolverStatus.UNKNOWN
          || !b.cut) {
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
        SolverStatistics sum = new SolverStatistics(expanded, stored, peak, elapsed,
            stored / Math.max(elapsed.toNanos() / 1e9, 1e-9), st.bytesPerState());
        Optional<SolverLimit> limit = r.limit().map(l -> switch (l.kind()) {
          case TIMEOUT -> SolverLimit.timeout(opt.timeout());
          case MAX_STATES -> SolverLimit.maxStates(opt.maxStates());
          default -> l;
        });
        return new SolverResult(r.status(), r.certificate(), sum, limit);
      }
      if (wide || beam) {
        continue; // the next beam pass
      }
      pairHitBudget |= b.budgetHit;
      if (k % 2 == 1) {
        if (pairHitBudget) {
          budget = (int) Math.min(Integer.MAX_VALUE / 2, (long) budget * GROWTH);
        } else { // every stage of the pair ran out of positions: only the candidates bound it
          cands = (int) Math.min(MAX_CANDIDATES, (long) cands * GROWTH);
        }
        pairHitBudget = false;
      }
      k++;
    }
  }
}
