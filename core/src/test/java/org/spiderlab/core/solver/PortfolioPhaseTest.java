package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.PysolDeals;
import org.spiderlab.core.gen.StandardDeals;

/**
 * {@link PortfolioPhase}, the staged best-first phase on two threads: the same verdicts as the
 * complete search on seeded small games, a deal the beam member wins and the one-thread phase
 * does not on the same state budget (deterministic: each member counts its own states), the beam
 * member's schedule, open levels, the first member's handover to the second width, the third
 * member, the listener's calls serialised and the passes of both members numbered without gaps,
 * cancellation and the memory bound reaching both members, and the choice of the result.
 */
class PortfolioPhaseTest {

  private static final SolverOptions TWO = SolverOptions.builder().maxStates(300_000)
      .strategy(SearchStrategy.BEST_FIRST).threads(2).build();

  @Test
  void verdictsEqualTheCompleteSearch() {
    SolverOptions dfs = SolverOptions.builder()
        .strategy(SearchStrategy.DFS).maxStates(300_000).build();
    int decided = 0;
    int winnable = 0;
    for (long seed = 0; seed < 240; seed++) {
      Game g = seed % 3 == 2 ? RandomSpecs.small(seed).generate(seed) : StubbornSetsTest.game(seed);
      String where = (seed % 3 == 2 ? RandomSpecs.small(seed).describe(seed)
          : StubbornSetsTest.describe(seed)) + " (best-first, two threads)";
      SolverResult[] r = SolverPropertyTest.solveBoth(g, dfs, TWO, where);
      if (r == null) {
        continue;
      }
      decided++;
      if (r[0].status() == SolverStatus.WINNABLE) {
        winnable++;
      }
    }
    assertTrue(decided > 180, "only " + decided + " decided");
    assertTrue(winnable > 30 && winnable < decided - 30, "one-sided: " + winnable);
  }

  @Test
  void theBeamMemberWinsWhatTheTreeDoesNot() {
    Game g = KpatienceDeals.deal(WITNESS_SUITS, WITNESS_DEAL);
    String where = "KPatience deal " + WITNESS_DEAL + " with " + WITNESS_SUITS + " suits";
    SolverOptions half = SolverOptions.builder().maxStates(WITNESS_STATES)
        .timeout(Duration.ofMinutes(10)).build();
    SolverResult tree = BestFirstSearch.firstPhase(g, half, null);
    assertEquals(SolverStatus.UNKNOWN, tree.status(), where + ", tree member: " + tree);
    List<StagedPass> passes = new ArrayList<>();
    SolverResult both = PortfolioPhase.run(g, half.toBuilder().maxStates(2 * WITNESS_STATES)
        .threads(2).listener(new SearchListener() {
          @Override
          public void passEnded(StagedPass pass) {
            passes.add(pass);
          }
        }).build(), null, RefutationProbe.none());
    assertEquals(SolverStatus.WINNABLE, both.status(), where + ", portfolio: " + both);
    SolverPropertyTest.assertCertificateWins(g, both.certificate(), where);
    StagedPass last = passes.get(passes.size() - 1);
    assertEquals(StagedPass.Outcome.WON, last.outcome(), "the last pass heard: " + passes);
    assertEquals(BestFirstSearch.BEAM_CANDIDATES, last.candidates(),
        "won by the beam member: " + passes);
    assertEquals(BestFirstSearch.BEAM_PHASE_WIDTH, last.beamWidth(),
        "won by the beam member's width: " + passes);
    assertEquals(BestFirstSearch.BEAM_OPENING_BUDGET, last.stageBudget(),
        "won by its opening pass: " + passes);
  }

  @Test
  void aThirdMemberWinsWhatTwoDoNotWithTheSameStatesPerMember() {
    // KPatience's four-suit deal 535: the third member (width 64) wins by a pass of 420,554
    // states; two members do not within 1,000,000 states each; the one-thread phase loses the
    // deal in 60 s (docs/DEALS.md, "The beam")
    Game g = KpatienceDeals.deal(4, 535);
    long each = 1_000_000;
    SolverOptions two = SolverOptions.builder().maxStates(2 * each)
        .timeout(Duration.ofMinutes(10)).threads(2).build();
    SolverResult pair = PortfolioPhase.run(g, two, null, RefutationProbe.none());
    assertEquals(SolverStatus.UNKNOWN, pair.status(), "two members: " + pair);
    List<StagedPass> passes = new ArrayList<>();
    SolverResult three = PortfolioPhase.run(g, two.toBuilder().maxStates(3 * each).threads(3)
        .listener(new SearchListener() {
          @Override
          public void passEnded(StagedPass pass) {
            passes.add(pass);
          }
        }).build(), null, RefutationProbe.none());
    assertEquals(SolverStatus.WINNABLE, three.status(), "three members: " + three);
    SolverPropertyTest.assertCertificateWins(g, three.certificate(), "deal 535, three members");
    StagedPass last = passes.get(passes.size() - 1);
    assertEquals(StagedPass.Outcome.WON, last.outcome(), "the last pass heard: " + passes);
    assertEquals(2 * BestFirstSearch.BEAM_PHASE_WIDTH, last.beamWidth(),
        "won by the third member: " + passes);
  }

  @Test
  void theBeamMemberOpensWithACheapPassThenRunsTheSchedule() {
    // KPatience's four-suit deal 663 with 1,500,000 states: width 32's opening pass and the
    // first three passes of the schedule (194,116 and 358,786 states for the first two)
    Game g = KpatienceDeals.deal(4, 663);
    int w = BestFirstSearch.BEAM_PHASE_WIDTH;
    List<StagedPass> passes = beamPasses(g, 1_500_000, w, false);
    assertEquals(List.of(BestFirstSearch.BEAM_OPENING_BUDGET, BeamWidening.budget(0),
        BeamWidening.budget(1), BeamWidening.budget(2)),
        passes.stream().map(StagedPass::stageBudget).limit(4).toList(), passes.toString());
    assertTrue(passes.stream().allMatch(p -> p.beamWidth() == w
        && p.candidates() == BestFirstSearch.BEAM_CANDIDATES), passes.toString());
  }

  @Test
  void openLevelsSearchMoreStagesOnlyWhereStagesRanDry() {
    // PySolFC's game 914 opens locked (docs/DEALS.md, "Small early stages"): width 32 with open
    // levels wins it after 1,210,754 states, width 32 as the other member runs it does not
    Game g = PysolDeals.deal(4, 914);
    int w = BestFirstSearch.BEAM_PHASE_WIDTH;
    SolverOptions opt = SolverOptions.builder().maxStates(1_300_000)
        .timeout(Duration.ofMinutes(10)).build();
    SolverResult open = BestFirstSearch.openBeamPhase(g, opt, null, w, RefutationProbe.none());
    assertEquals(SolverStatus.WINNABLE, open.status(), "open levels: " + open);
    SolverPropertyTest.assertCertificateWins(g, open.certificate(), "game 914, open levels");
    assertEquals(SolverStatus.UNKNOWN, BestFirstSearch.beamPhase(g, opt, null, w).status(),
        "closed levels");
    // a level searches more than w stages only when some of its stages ran out of positions
    // (spent less than their budget), and at most OPEN_LEVEL_STAGES widths of them
    List<StagedPass> opened = beamPasses(g, 400_000, w, true);
    boolean wider = false;
    for (StagedPass p : opened) {
      for (int d = 0; d < p.stagesStarted().size(); d++) {
        int n = p.stagesStarted().get(d);
        assertTrue(n <= BestFirstSearch.OPEN_LEVEL_STAGES * w, p.toString());
        assertTrue(n <= w || p.stagesSearchedOut().get(d) > 0, "level " + d + ": " + p);
        wider |= n > w;
      }
    }
    assertTrue(wider, "no level searched more than the width: " + opened);
    // a pass none of whose stages ran dry is the same pass with open levels (KPatience's deal 2:
    // the first pass, stopped by the budget)
    Game kp = KpatienceDeals.deal(4, 2);
    List<StagedPass> closed = beamPasses(kp, 150_000, w, false);
    List<StagedPass> openKp = beamPasses(kp, 150_000, w, true);
    int same = 0;
    for (int i = 0; i < Math.min(closed.size(), openKp.size()); i++) {
      StagedPass c = closed.get(i);
      if (c.stagesSearchedOut().stream().allMatch(x -> x == 0)) {
        assertEquals(searched(c), searched(openKp.get(i)), "pass " + (i + 1));
        same++;
      }
    }
    assertTrue(same > 0, "no pass without a stage run dry: " + closed);
  }

  @Test
  void theFirstOfTwoMembersHandsOverToTheSecondWidth() {
    // KPatience's four-suit deal 923: width 64 alone wins it after 523,930 states; the stage
    // tree does not win it in 60 s (docs/DEALS.md, "The beam"). With the handover after 100,000
    // states the member runs the tree's passes up to there, then width 64's open passes as alone.
    Game g = KpatienceDeals.deal(4, 923);
    long handover = 100_000;
    long budget = 650_000;
    SolverOptions opt = SolverOptions.builder().maxStates(budget)
        .timeout(Duration.ofMinutes(10)).build();
    SolverResult tree = BestFirstSearch.firstPhase(g, opt, null, false);
    assertEquals(SolverStatus.UNKNOWN, tree.status(), "the tree alone: " + tree);
    List<StagedPass> passes = new ArrayList<>();
    SolverResult r = PortfolioPhase.handOver(g, opt.toBuilder().listener(new SearchListener() {
      @Override
      public void passEnded(StagedPass pass) {
        passes.add(pass);
      }
    }).build(), null, handover, 64, RefutationProbe.none());
    assertEquals(SolverStatus.WINNABLE, r.status(), "handed over: " + r + " " + passes);
    SolverPropertyTest.assertCertificateWins(g, r.certificate(), "deal 923, handed over");
    int k = 0;
    long treeStates = 0;
    while (passes.get(k).beamWidth() == 0) {
      treeStates += passes.get(k).storedStates();
      k++;
    }
    assertTrue(k > 0, "no pass of the tree: " + passes);
    assertEquals(handover, treeStates, "the tree's states up to the handover: " + passes);
    List<String> after = passes.subList(k, passes.size()).stream()
        .map(PortfolioPhaseTest::searched).toList();
    List<String> alone = beamPasses(g, budget - handover, 64, true).stream()
        .map(PortfolioPhaseTest::searched).toList();
    assertEquals(alone, after, "width 64 with open levels after the handover, as alone");
    assertEquals(BestFirstSearch.BEAM_OPENING_BUDGET, passes.get(k).stageBudget(), "opening");
    assertEquals(passes.stream().mapToLong(StagedPass::storedStates).sum(),
        r.statistics().storedStates(), "the member's states: both parts");
    // with a budget that ends in the tree, the member is the tree without the wide pass
    SolverOptions small = opt.toBuilder().maxStates(handover).build();
    assertEquals(BestFirstSearch.firstPhase(g, small, null, false).statistics().storedStates(),
        PortfolioPhase.handOver(g, small, null, handover, 64, new RefutationProbe(small))
            .statistics().storedStates());
    SolverResult out = PortfolioPhase.handOver(g, opt.toBuilder().maxStates(400_000).build(),
        null, handover, 64, RefutationProbe.none());
    assertEquals(SolverLimit.maxStates(400_000), out.limit().orElseThrow(),
        "the limit as the member's own: " + out);
    assertEquals(400_000, out.statistics().storedStates(), "within the member's budget: " + out);
  }

  /** The passes of the beam member alone, its levels open or not. */
  private static List<StagedPass> beamPasses(Game g, long states, int width, boolean open) {
    List<StagedPass> passes = new ArrayList<>();
    SolverOptions opt = SolverOptions.builder().maxStates(states)
        .timeout(Duration.ofMinutes(10)).listener(new SearchListener() {
          @Override
          public void passEnded(StagedPass pass) {
            passes.add(pass);
          }
        }).build();
    if (open) {
      BestFirstSearch.openBeamPhase(g, opt, null, width,
          RefutationProbe.none());
    } else {
      BestFirstSearch.beamPhase(g, opt, null, width);
    }
    return passes;
  }

  /** What a pass searched, without its number. */
  private static String searched(StagedPass p) {
    return p.stageBudget() + "/" + p.candidates() + "/" + p.beamWidth() + ": "
        + p.storedStates() + " " + p.stagesStarted() + " " + p.fewestFaceDown() + " "
        + p.outcome();
  }

  /**
   * A deal the beam member wins within {@link #WITNESS_STATES} (KPatience's four-suit deal 10:
   * after 192,974 stored states, in its opening pass) and the one-thread phase does not within
   * the same states.
   */
  static final int WITNESS_SUITS = 4;
  static final int WITNESS_DEAL = 10;
  static final long WITNESS_STATES = 200_000;

  @Test
  void listenerCallsAreSerialisedAndPassesNumberedInOrder() {
    AtomicInteger inside = new AtomicInteger();
    AtomicInteger overlaps = new AtomicInteger();
    List<StagedPass> passes = new ArrayList<>();
    SearchListener l = new SearchListener() {
      @Override
      public void passEnded(StagedPass pass) {
        enter();
        passes.add(pass);
        leave();
      }

      @Override
      public boolean shouldStop() {
        enter();
        leave();
        return false;
      }

      private void enter() {
        if (inside.incrementAndGet() > 1) {
          overlaps.incrementAndGet();
        }
        Thread.onSpinWait();
      }

      private void leave() {
        inside.decrementAndGet();
      }
    };
    Game g = StandardDeals.random(4, 16);
    SolverResult r = PortfolioPhase.run(g, SolverOptions.builder().maxStates(600_000)
        .threads(2).listener(l).build(), null, RefutationProbe.none());
    assertEquals(SolverStatus.UNKNOWN, r.status(), "both members run to their limits: " + r);
    assertEquals(0, overlaps.get(), "the listener was entered from two threads at once");
    assertFalse(passes.isEmpty(), r.toString());
    for (int i = 0; i < passes.size(); i++) {
      assertEquals(i + 1, passes.get(i).number(), "pass numbers: " + passes);
    }
    assertTrue(passes.stream().anyMatch(p -> p.beamWidth() > 0)
        && passes.stream().anyMatch(p -> p.beamWidth() == 0),
        "passes of both members expected: " + passes);
  }

  @Test
  void cancellationStopsBothMembers() {
    AtomicInteger polls = new AtomicInteger();
    SearchListener stopLater = new SearchListener() {
      @Override
      public boolean shouldStop() {
        return polls.incrementAndGet() > 200;
      }
    };
    SolverResult r = Solver.solve(StandardDeals.random(4, 16), SolverOptions.builder()
        .strategy(SearchStrategy.BEST_FIRST).threads(2).listener(stopLater).build());
    assertEquals(SolverStatus.UNKNOWN, r.status(), r.toString());
    assertEquals(SolverLimit.Kind.CANCELLED, r.limit().orElseThrow().kind());
    assertFalse(Thread.getAllStackTraces().keySet().stream()
        .anyMatch(t -> t.getName().equals("spiderlab-portfolio") && t.isAlive()),
        "the second member still runs");
  }

  @Test
  void memoryIsBounded() {
    SolverResult r = Solver.solve(StandardDeals.random(4, 1), SolverOptions.builder()
        .maxMemoryBytes(2 << 20).strategy(SearchStrategy.BEST_FIRST).threads(2).build());
    assertEquals(SolverStatus.UNKNOWN, r.status(), "StandardDeals.random(4, 1)");
    assertEquals(SolverLimit.Kind.MAX_MEMORY, r.limit().orElseThrow().kind());
  }

  @Test
  void theResultIsAWinThenAnExhaustionThenTheLastLimit() {
    SolverStatistics s = new SolverStatistics(10, 20, 300, Duration.ofMillis(5), 4000, 15);
    SolverResult win = new SolverResult(SolverStatus.WINNABLE, List.of(), s, Optional.empty());
    SolverResult out = new SolverResult(SolverStatus.UNWINNABLE, List.of(), s, Optional.empty());
    SolverResult time = new SolverResult(SolverStatus.UNKNOWN, List.of(), s,
        Optional.of(SolverLimit.timeout(Duration.ofSeconds(1))));
    SolverResult memory = new SolverResult(SolverStatus.UNKNOWN, List.of(), s,
        Optional.of(SolverLimit.maxMemory(1000)));
    SolverResult other = new SolverResult(SolverStatus.WINNABLE, List.of(),
        new SolverStatistics(10, 20, 300, Duration.ofMillis(5), 4000, 99), Optional.empty());
    long start = System.nanoTime();
    assertEquals(SolverStatus.WINNABLE,
        PortfolioPhase.combine(List.of(time, win), 0, start).status());
    assertEquals(SolverStatus.WINNABLE,
        PortfolioPhase.combine(List.of(win, out), 1, start).status());
    assertEquals(SolverStatus.UNWINNABLE,
        PortfolioPhase.combine(List.of(time, out), 0, start).status());
    SolverResult last = PortfolioPhase.combine(List.of(memory, time), 1, start);
    assertEquals(SolverLimit.Kind.TIMEOUT, last.limit().orElseThrow().kind());
    assertEquals(SolverLimit.Kind.MAX_MEMORY,
        PortfolioPhase.combine(List.of(memory, time), 0, start).limit().orElseThrow().kind());
    assertEquals(40, last.statistics().storedStates(), "the members' states add up");
    assertEquals(600, last.statistics().peakTableBytes(), "the members' tables live at once");
    assertTrue(PortfolioPhase.combine(List.of(win, out), 1, start).limit().isEmpty());
    // three members: the first win in member order, whichever member ended last
    SolverResult three = PortfolioPhase.combine(List.of(time, out, win, other), 3, start);
    assertEquals(80, three.statistics().storedStates(), "all members' states add up");
    assertEquals(SolverStatus.WINNABLE, three.status());
    assertEquals(15, three.statistics().bytesPerState(), "the third member's win, not the 4th's");
    assertEquals(99, PortfolioPhase.combine(List.of(time, other, win), 0, start).statistics()
        .bytesPerState(), "the second member's win");
    assertEquals(SolverLimit.Kind.MAX_MEMORY, PortfolioPhase.combine(List.of(time, time, memory),
        2, start).limit().orElseThrow().kind());
  }

  @Test
  void threadsMustBePositive() {
    assertThrows(IllegalArgumentException.class, () -> SolverOptions.builder().threads(0));
    assertEquals(1, SolverOptions.defaults().threads());
  }
}
