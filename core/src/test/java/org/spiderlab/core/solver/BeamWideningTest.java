package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.PysolDeals;

/**
 * A beam member's passes keep their width and schedule of budgets until it has stored the
 * widening threshold; from the next pass on each pass is {@link BeamWidening#FACTOR} times as
 * wide as the one before, the budgets cycling through the first {@link BeamWidening#ROUND} of the
 * schedule; the first width ({@link BeamWidening#firstWidth}) runs each width twice, dealing from
 * 16, then from {@link BeamWidening#WIDENED_CANDIDATES} positions per stage, each pass exactly
 * the one widened pass of its width without pairs (only the one with 64 sharing a small level's
 * budget), and a widened pass that runs out of memory makes the later ones narrower instead of
 * ending the member; a widened level of the first width's passes with 64 candidates that starts
 * from fewer positions than its width shares the level's budget among its stages ({@link
 * BestFirstSearch#levelStageBudget}).
 */
class BeamWideningTest {

  @Test
  void theScheduleIsUnchangedUntilTheThresholdThenWidensPassByPass() {
    BeamWidening w = new BeamWidening(32, 1000);
    for (int n = 0; n < 5; n++) {
      assertFalse(w.before(n, 999), "pass " + n);
      assertEquals(32, w.width(n));
      assertEquals(BeamWidening.budget(n), w.stageBudget(n));
      assertEquals(BestFirstSearch.BEAM_CANDIDATES, w.candidates(n));
    }
    assertTrue(w.before(5, 1000));
    // the passes before the first round keep what they had
    assertEquals(32, w.width(4));
    assertEquals(BeamWidening.budget(4), w.stageBudget(4));
    List<Integer> budgets = new ArrayList<>();
    List<Integer> widths = new ArrayList<>();
    for (int n = 5; n < 5 + 2 * BeamWidening.ROUND; n++) {
      assertTrue(w.before(n, 1), "once widening, always");
      widths.add(w.width(n));
      budgets.add(w.stageBudget(n));
      assertEquals(BeamWidening.WIDENED_CANDIDATES, w.candidates(n), "pass " + n);
    }
    assertEquals(BestFirstSearch.BEAM_CANDIDATES, w.candidates(4), "before the first widened");
    BeamWidening second = BeamWidening.secondWidth(64, 0);
    assertTrue(second.before(0, 0));
    assertEquals(256, second.width(0));
    assertEquals(BestFirstSearch.BEAM_CANDIDATES, second.candidates(0),
        "the second width keeps its candidates");
    assertEquals(List.of(1000, 1000, 2000, 2000, 1000, 1000, 2000, 2000), budgets);
    assertEquals(List.of(128, 512, 2048, 8192, 32768, 131072, 524288, 524288), widths,
        "four times as wide each pass, up to the cap");
    assertEquals(List.of(1000, 1000, 2000, 2000, 4000), List.of(BeamWidening.budget(0),
        BeamWidening.budget(1), BeamWidening.budget(2), BeamWidening.budget(3),
        BeamWidening.budget(4)));
    BeamWidening long0 = new BeamWidening(32, 0);
    assertTrue(long0.before(0, 0));
    int widest = long0.width(1_000_000);
    assertTrue(widest <= BeamWidening.MAX_WIDTH && widest * BeamWidening.FACTOR
        > BeamWidening.MAX_WIDTH, "the widest multiple within the cap: " + widest);
  }

  @Test
  void theFirstWidthRunsEachWidthTwiceEachPassThatOfOneCandidateCount() {
    BeamWidening paired = BeamWidening.firstWidth(32, 1000);
    BeamWidening sixteen = new BeamWidening(32, 1000, BestFirstSearch.BEAM_CANDIDATES, 1);
    BeamWidening sixtyFour = new BeamWidening(32, 1000, BeamWidening.WIDENED_CANDIDATES,
        BestFirstSearch.LEVEL_SHARE);
    for (int n = 0; n < 3; n++) { // before the threshold: the member's own passes
      for (BeamWidening w : List.of(paired, sixteen, sixtyFour)) {
        assertFalse(w.before(n, 999), "pass " + n);
      }
      assertEquals(32, paired.width(n));
      assertEquals(BeamWidening.budget(n), paired.stageBudget(n));
      assertEquals(BestFirstSearch.BEAM_CANDIDATES, paired.candidates(n));
      assertEquals(n, paired.noise(n));
      assertEquals(1, paired.share(n));
    }
    List<Integer> widths = new ArrayList<>();
    List<Integer> candidates = new ArrayList<>();
    for (int i = 0; i < 4 * BeamWidening.ROUND; i++) {
      int n = 3 + i;
      assertTrue(paired.before(n, 1000), "pass " + n);
      widths.add(paired.width(n));
      candidates.add(paired.candidates(n));
      assertEquals(i % 2 == 0 ? 1 : BestFirstSearch.LEVEL_SHARE, paired.share(n),
          "pass " + n + ": only the passes with 64 candidates share");
      // each pass of a pair is the one widened pass of its width and candidates without pairs
      int alone = 3 + i / 2;
      BeamWidening same = i % 2 == 0 ? sixteen : sixtyFour;
      assertTrue(same.before(alone, 1000));
      assertEquals(same.width(alone), paired.width(n), "pass " + n);
      assertEquals(same.stageBudget(alone), paired.stageBudget(n), "pass " + n);
      assertEquals(same.candidates(alone), paired.candidates(n), "pass " + n);
      assertEquals(same.share(alone), paired.share(n), "pass " + n);
      assertEquals(same.noise(alone), paired.noise(n), "pass " + n);
      assertEquals(alone, paired.noise(n), "pass " + n);
    }
    assertEquals(List.of(128, 128, 512, 512, 2048, 2048, 8192, 8192, 32768, 32768, 131072,
        131072, 524288, 524288, 524288, 524288), widths);
    assertEquals(List.of(16, 64, 16, 64, 16, 64, 16, 64, 16, 64, 16, 64, 16, 64, 16, 64),
        candidates);
    BeamWidening second = BeamWidening.secondWidth(64, 0);
    assertTrue(second.before(0, 0));
    assertEquals(List.of(256, 1024, 4096), List.of(second.width(0), second.width(1),
        second.width(2)), "the second width: one pass per width");
    assertEquals(List.of(16, 16), List.of(second.candidates(0), second.candidates(1)));
    assertEquals(1, second.share(1), "and no share");
    assertEquals(1, second.noise(1));
    // out of memory: the later passes of that series narrower, the other series unchanged
    assertTrue(paired.outOfMemory(3 + 5, 2048));
    assertEquals(List.of(8192, 512), List.of(paired.width(3 + 6), paired.width(3 + 7)));
    assertEquals(List.of(32768, 512), List.of(paired.width(3 + 8), paired.width(3 + 9)));
    assertEquals(128, paired.width(3 + 1), "narrower passes stay as they were");
    assertTrue(paired.outOfMemory(3 + 8, 32768));
    assertEquals(List.of(8192, 512), List.of(paired.width(3 + 10), paired.width(3 + 11)));
  }

  @Test
  void aWidenedPassOutOfMemoryNarrowsTheLaterOnes() {
    BeamWidening w = new BeamWidening(32, 0);
    assertTrue(w.before(0, 0));
    int third = 2;
    assertEquals(List.of(128, 512, 2048), List.of(w.width(0), w.width(1), w.width(third)));
    assertFalse(new BeamWidening(32, 10).outOfMemory(0, 128), "not widened: the member ends");
    assertTrue(w.outOfMemory(third, 2048));
    assertEquals(512, w.width(third), "at most a fourth of the width that ran out");
    assertEquals(512, w.width(40));
    assertEquals(128, w.width(0), "narrower passes stay as they were");
    assertTrue(w.outOfMemory(0, 128));
    assertEquals(32, w.width(third), "never below the member's own width");
    assertFalse(w.outOfMemory(third, 32));
    assertThrows(IllegalArgumentException.class, () -> new BeamWidening(0, 1));
    assertThrows(IllegalArgumentException.class, () -> new BeamWidening(32, 1, 0, 1));
  }

  @Test
  void theMembersPassesBeforeTheThresholdAreThoseWithoutWidening() {
    // PySolFC's game 14934 without the dead-end test: many small passes, none won
    // (docs/DEALS.md; with the test the member exhausts the game's live deals at once)
    Game g = PysolDeals.deal(4, 14934);
    List<StagedPass> plain = passes(g, Long.MAX_VALUE, 400_000, false);
    List<StagedPass> widened = passes(g, 100_000, 3_000_000, false);
    long stored = 0;
    int k = 0;
    while (stored < 100_000 || k == 0) { // the opening pass and those starting below it
      assertEquals(plain.get(k), widened.get(k), "pass " + k);
      stored += widened.get(k).storedStates();
      k++;
    }
    assertTrue(widened.size() > k + 3, widened.toString());
    int width = BestFirstSearch.BEAM_PHASE_WIDTH;
    for (int i = 0; i < widened.size() - k; i++) { // in pairs: 16, then 64 candidates
      StagedPass p = widened.get(k + i);
      if (i % 2 == 0) {
        width *= BeamWidening.FACTOR;
      }
      assertEquals(width, p.beamWidth(), p.toString());
      assertEquals(BeamWidening.budget(i / 2 % BeamWidening.ROUND), p.stageBudget(),
          p.toString());
      assertEquals(i % 2 == 0 ? BestFirstSearch.BEAM_CANDIDATES : BeamWidening.WIDENED_CANDIDATES,
          p.candidates(), p.toString());
    }
    for (StagedPass p : widened.subList(0, k)) {
      assertEquals(BestFirstSearch.BEAM_CANDIDATES, p.candidates(), p.toString());
    }
  }

  @Test
  void onlyTheWidenedPassesWithSixtyFourCandidatesShareASmallLevelsBudget() {
    // game 5760, widening after its opening pass: its first stage deals to few positions, so
    // a widened level after it starts from fewer positions than its width; each pass of the
    // member's first pair (width 128), rerun alone with its width, budget, candidates and noise,
    // is the same pass with its own level budget and not with the other
    Game g = PysolDeals.deal(4, 5760);
    List<StagedPass> member = passes(g, 1, 4_500_000);
    assertTrue(member.size() > 3, member.toString()); // the opening pass, the pair, a cut one
    StagedPass sixteen = member.get(1);
    StagedPass sixtyFour = member.get(2);
    assertEquals(BestFirstSearch.BEAM_CANDIDATES, sixteen.candidates(), sixteen.toString());
    assertEquals(BeamWidening.WIDENED_CANDIDATES, sixtyFour.candidates(), sixtyFour.toString());
    int share = BestFirstSearch.LEVEL_SHARE;
    assertEquals(sixteen, alone(g, sixteen, 0, 1), "16 candidates keep the stage budget");
    assertNotEquals(sixteen, alone(g, sixteen, 0, share), "and would differ sharing");
    assertEquals(sixtyFour, alone(g, sixtyFour, 0, share), "64 candidates share");
    assertNotEquals(sixtyFour, alone(g, sixtyFour, 0, 1), "and would differ without");
  }

  /** The beam pass {@code p} of the member, run alone with {@code noise} and {@code share}. */
  private static StagedPass alone(Game g, StagedPass p, int noise, int share) {
    SolverOptions opt = SolverOptions.builder().strategy(SearchStrategy.DFS)
        .maxStates(20_000_000).timeout(Duration.ofMinutes(5)).build();
    BestFirstSearch b = new BestFirstSearch(new SearchRun(g, opt, null, false, true),
        DealEvaluation.STANDARD, p.stageBudget(), p.candidates(), p.beamWidth(), 1, noise, share);
    return b.report(p.number(), false, b.search());
  }

  @Test
  void widenedPassesDealFromMoreCandidatesWhichWinsGame2359() {
    // PySolFC's game 2359: a pass of width 512 exhausts its stages without a win with the best
    // 16 deal candidates of each stage and wins with 64 (docs/DEALS.md, "More deal candidates in
    // widened passes", where 2457 was the example before dead deal candidates were dropped)
    Game g = PysolDeals.deal(4, 2359);
    int width = BestFirstSearch.BEAM_PHASE_WIDTH * BeamWidening.FACTOR * BeamWidening.FACTOR;
    SolverResult narrow = onePass(g, width, BestFirstSearch.BEAM_CANDIDATES);
    assertEquals(SolverStatus.UNWINNABLE, narrow.status(), "the pass exhausted: " + narrow);
    SolverResult wide = onePass(g, width, BeamWidening.WIDENED_CANDIDATES);
    assertEquals(SolverStatus.WINNABLE, wide.status(), wide.toString());
    SolverPropertyTest.assertCertificateWins(g, wide.certificate(), "game 2359, one pass");
    // the member widening from its first pass on: its passes after the opening one win (with
    // pairs, the 16-candidate pass of each width runs first)
    List<StagedPass> out = new ArrayList<>();
    SolverResult r = BestFirstSearch.beamPhase(g, options(out, 30_000_000, Long.MAX_VALUE), null,
        BestFirstSearch.BEAM_PHASE_WIDTH, 0);
    assertEquals(SolverStatus.WINNABLE, r.status(), r + " " + out);
    SolverPropertyTest.assertCertificateWins(g, r.certificate(), "game 2359, the member");
    StagedPass won = out.get(out.size() - 1);
    assertEquals(StagedPass.Outcome.WON, won.outcome(), out.toString());
    assertEquals(BeamWidening.WIDENED_CANDIDATES, won.candidates(), out.toString());
  }

  /** One beam pass of {@code width} and {@code candidates} on {@code g} (budget 1000, noise 1). */
  private static SolverResult onePass(Game g, int width, int candidates) {
    SolverOptions opt = SolverOptions.builder().strategy(SearchStrategy.DFS)
        .maxStates(20_000_000).timeout(Duration.ofMinutes(5)).build();
    SearchRun run = new SearchRun(g, opt, null, false, true);
    return new BestFirstSearch(run, DealEvaluation.STANDARD, BestFirstSearch.FIRST_STAGE_BUDGET,
        candidates, width, 1, 1).search();
  }

  @Test
  void aLevelWithFewPositionsSharesItsBudgetAmongThem() {
    int b = BestFirstSearch.FIRST_STAGE_BUDGET;
    int share = BestFirstSearch.LEVEL_SHARE;
    assertEquals(51_200, BestFirstSearch.levelStageBudget(b, 1024, 20, share), "1024 * b / 20");
    assertEquals((long) share * b, BestFirstSearch.levelStageBudget(b, 1024, 10, share), "cap");
    assertEquals(b, BestFirstSearch.levelStageBudget(b, 1024, 1024, share), "a full level");
    assertEquals(b, BestFirstSearch.levelStageBudget(b, 1024, 5000, share), "more than the width");
    assertEquals(1032, BestFirstSearch.levelStageBudget(b, 32, 31, share), "never below b");
    assertEquals(b, BestFirstSearch.levelStageBudget(b, 1024, 20, 1), "no share");
    BeamWidening first = new BeamWidening(32, 10, BeamWidening.WIDENED_CANDIDATES, share);
    assertFalse(first.before(0, 9));
    assertEquals(1, first.share(0), "before widening");
    assertTrue(first.before(1, 10));
    assertEquals(share, first.share(1));
    assertEquals(1, first.share(0));
    BeamWidening second = BeamWidening.secondWidth(64, 0);
    assertTrue(second.before(0, 0));
    assertEquals(1, second.share(0), "the second width does not share");
    assertThrows(IllegalArgumentException.class, () -> new BeamWidening(32, 1, 16, 0));
  }

  @Test
  void sharedLevelBudgetsSearchTheFewStagesOfALockedOpeningToTheEnd() {
    // PySolFC's game 5760: its first stage deals to 20 positions (64 candidates); a level of
    // width 1024 with the plain stage budget searches none of their stages to the end, with the
    // share 19, whose deals reach 34 face-down cards instead of 37 (docs/DEALS.md)
    Game g = PysolDeals.deal(4, 5760);
    StagedPass plain = sharedPass(g, 1);
    StagedPass shared = sharedPass(g, BestFirstSearch.LEVEL_SHARE);
    assertEquals(20, plain.stagesStarted().get(1), plain.toString());
    assertEquals(20, shared.stagesStarted().get(1), shared.toString());
    assertEquals(0, plain.stagesSearchedOut().get(1), plain.toString());
    assertEquals(19, shared.stagesSearchedOut().get(1), shared.toString());
    assertEquals(37, plain.fewestFaceDown().get(2), plain.toString());
    assertEquals(34, shared.fewestFaceDown().get(2), shared.toString());
  }

  /** One pass of width 1024, 64 candidates, 1.2 million states on {@code g} with {@code share}. */
  private static StagedPass sharedPass(Game g, int share) {
    SolverOptions opt = SolverOptions.builder().strategy(SearchStrategy.DFS)
        .maxStates(1_200_000).timeout(Duration.ofMinutes(5)).build();
    SearchRun run = new SearchRun(g, opt, null, false, true);
    BestFirstSearch b = new BestFirstSearch(run, DealEvaluation.STANDARD,
        BestFirstSearch.FIRST_STAGE_BUDGET, BeamWidening.WIDENED_CANDIDATES, 1024, 1, 1, share);
    SolverResult r = b.search();
    assertEquals(SolverLimit.Kind.MAX_STATES, r.limit().orElseThrow().kind(), r.toString());
    return b.report(1, false, r);
  }

  @Test
  void aMemberWhoseWidenedPassRunsOutOfMemoryGoesOnNarrower() {
    // game 14934 without the dead-end test, widening from the first pass: with 8 MB of table
    // both first widened passes
    // (128, with 16 and with 64 candidates) run out of memory, each narrowing only the later
    // passes of its own count; the next ones run at the member's own width until the state budget
    Game g = PysolDeals.deal(4, 14934);
    List<StagedPass> out = new ArrayList<>();
    SolverResult r = BestFirstSearch.beamPhase(g, options(out, 400_000, 8_000_000, false), null,
        BestFirstSearch.BEAM_PHASE_WIDTH, 0);
    assertEquals(SolverLimit.Kind.MAX_STATES, r.limit().orElseThrow().kind(), r + " " + out);
    for (int k = 1; k <= 2; k++) {
      assertEquals(128, out.get(k).beamWidth(), out.toString());
      assertEquals(StagedPass.Outcome.STOPPED, out.get(k).outcome(), out.toString());
    }
    assertEquals(List.of(16, 64), List.of(out.get(1).candidates(), out.get(2).candidates()));
    assertTrue(out.size() > 4, out.toString());
    for (StagedPass p : out.subList(3, out.size())) {
      assertEquals(BestFirstSearch.BEAM_PHASE_WIDTH, p.beamWidth(), p.toString());
    }
    // with 4 MB the pass at the member's own width runs out too: that ends the member
    out.clear();
    SolverResult small = BestFirstSearch.beamPhase(g, options(out, 400_000, 4_000_000, false),
        null, BestFirstSearch.BEAM_PHASE_WIDTH, 0);
    assertEquals(SolverLimit.Kind.MAX_MEMORY, small.limit().orElseThrow().kind(), small.toString());
    assertEquals(List.of(32, 128, 128, 32), out.stream().map(StagedPass::beamWidth).toList());
  }

  /** The passes of the width-32 member on {@code g} within {@code states} stored states. */
  private static List<StagedPass> passes(Game g, long widenAfter, long states) {
    return passes(g, widenAfter, states, true);
  }

  /** The passes as above, with or without the dead-end test ({@link DeadEnds}). */
  private static List<StagedPass> passes(Game g, long widenAfter, long states,
      boolean deadEnds) {
    List<StagedPass> out = new ArrayList<>();
    SolverResult r = BestFirstSearch.beamPhase(g, options(out, states, Long.MAX_VALUE, deadEnds),
        null, BestFirstSearch.BEAM_PHASE_WIDTH, widenAfter);
    assertEquals(SolverStatus.UNKNOWN, r.status(), r.toString());
    return out;
  }

  /** Options with {@code states} and {@code memory} that add every pass to {@code out}. */
  private static SolverOptions options(List<StagedPass> out, long states, long memory) {
    return options(out, states, memory, true);
  }

  /** The options above, with or without the dead-end test. */
  private static SolverOptions options(List<StagedPass> out, long states, long memory,
      boolean deadEnds) {
    return SolverOptions.builder().maxStates(states).maxMemoryBytes(memory).deadEnds(deadEnds)
        .timeout(Duration.ofMinutes(5)).listener(new SearchListener() {
          @Override
          public void passEnded(StagedPass pass) {
            out.add(pass);
          }
        }).build();
  }
}
