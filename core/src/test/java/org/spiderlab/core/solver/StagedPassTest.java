package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.PysolDeals;

/**
 * The staged best-first phase reports each pass to {@link SearchListener#passEnded}: numbered in
 * the order they ran, the last one of a won deal WON, the wide pass once with its own budget and
 * candidates, and the face-down cards at the starts of the stages, which show where a deal is
 * lost (PySol's game 14934: no pass turns a third of its 44 face-down cards, docs/DEALS.md, and
 * with the dead-end test none starts a stage after its third deal). The
 * candidates double after a pair of passes whose stages all ran out of positions (14934), and
 * stay two where the stages run out of budget (KPatience's deal 158). After the wide pass the
 * beam passes run, with budgets of their own; a beam pass wins a deal that the stage tree with
 * the same budget and noise loses (KPatience's deal 753), and with sixteen candidates per stage
 * one that it loses with two (KPatience's deal 663).
 */
class StagedPassTest {

  private static List<StagedPass> passes(Game g, long maxStates) {
    return passes(g, maxStates, true);
  }

  /** The passes as above, with or without the dead-end test ({@link DeadEnds}). */
  private static List<StagedPass> passes(Game g, long maxStates, boolean deadEnds) {
    List<StagedPass> out = new ArrayList<>();
    SolverResult r = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.BEST_FIRST)
        .deadEnds(deadEnds).maxStates(maxStates).timeout(Duration.ofMinutes(10))
        .listener(new SearchListener() {
          @Override
          public void passEnded(StagedPass pass) {
            out.add(pass);
          }
        }).build());
    assertFalse(out.isEmpty(), r.toString());
    return out;
  }

  @Test
  void aWonDealEndsWithAWonPassAndCountsItsStages() {
    List<StagedPass> ps = passes(KpatienceDeals.deal(4, 1), 2_000_000);
    for (int i = 0; i < ps.size(); i++) {
      StagedPass p = ps.get(i);
      assertEquals(i + 1, p.number(), p.toString());
      assertEquals(6, p.stagesStarted().size(), "stages after 0..5 deals: " + p);
      assertEquals(1, p.stagesStarted().get(0), "one first stage: " + p);
      assertEquals(44, p.fewestFaceDown().get(0), "the layout has 44 face-down cards: " + p);
      assertEquals(i == ps.size() - 1 ? StagedPass.Outcome.WON : StagedPass.Outcome.EXHAUSTED,
          p.outcome(), p.toString());
    }
    StagedPass won = ps.get(ps.size() - 1);
    assertTrue(won.stagesStarted().get(5) > 0, "a win passes the last stage: " + won);
    assertTrue(won.fewestFaceDown().get(5) < 44, won.toString());
  }

  @Test
  void game14934DealsToNoLivePositionAfterItsThirdDeal() {
    // every position of game 14934 after its third deal is a dead end (docs/DEALS.md, "Two games
    // proven unwinnable"): no pass starts a stage there, the pairs double their candidates
    // until a pair cuts nothing, and the phase ends exhausted before the wide pass
    List<StagedPass> ps = passes(PysolDeals.deal(4, 14934), 1_000_000);
    for (StagedPass p : ps) {
      assertFalse(p.wide(), p.toString());
      assertEquals(StagedPass.Outcome.EXHAUSTED, p.outcome(), p.toString());
      assertEquals(List.of(0, 0, 0), p.stagesStarted().subList(3, 6), p.toString());
      assertEquals(List.of(44, 42, 42, -1, -1, -1), p.fewestFaceDown(), p.toString());
    }
    assertEquals(List.of(1, 2, 4, 0, 0, 0), ps.get(0).stagesStarted(), ps.toString());
    assertEquals(BestFirstSearch.MAX_CANDIDATES, ps.get(ps.size() - 1).candidates(),
        ps.toString());
  }

  @Test
  void game14934NeverTurnsAThirdCardAndTheWidePassRunsOnce() {
    // without the dead-end test the stages after the third deal run from dead positions, and the
    // phase goes on to the wide pass and the beams
    Game g = PysolDeals.deal(4, 14934);
    List<StagedPass> ps = passes(g, 2_000_000, false);
    long wide = ps.stream().filter(StagedPass::wide).count();
    assertEquals(1, wide, ps.toString());
    for (StagedPass p : ps) {
      if (p.wide()) {
        assertEquals(BestFirstSearch.WIDE_BUDGET, p.stageBudget(), p.toString());
        assertEquals(BestFirstSearch.WIDE_CANDIDATES, p.candidates(), p.toString());
      }
      assertTrue(p.outcome() != StagedPass.Outcome.WON, p.toString());
      for (int d = 1; d < p.fewestFaceDown().size(); d++) {
        int down = p.fewestFaceDown().get(d);
        assertTrue(down == -1 || down == 42, "after " + d + " deals: " + p);
      }
    }
    // its stages run out of positions before their budget: the candidates double, not only the
    // budget (pass 11 has four)
    List<StagedPass> pairs = ps.stream().filter(p -> !p.wide()).toList();
    assertEquals(2, pairs.get(9).candidates(), pairs.toString());
    assertEquals(4, pairs.get(10).candidates(), pairs.toString());
    assertEquals(pairs.get(9).stageBudget(), pairs.get(10).stageBudget(), pairs.toString());
    StagedPass first = ps.get(0);
    assertEquals(List.of(1, 2, 4, 8, 16, 32), first.stagesStarted(), first.toString());
    assertEquals(List.of(44, 42, 42, 42, 42, 42), first.fewestFaceDown(), first.toString());
    assertEquals(StagedPass.Outcome.EXHAUSTED, first.outcome());
  }

  @Test
  void aDealWhoseStagesRunOutOfBudgetKeepsTwoCandidates() {
    for (StagedPass p : passes(KpatienceDeals.deal(4, 158), 2_000_000)) {
      assertEquals(p.wide() ? BestFirstSearch.WIDE_CANDIDATES : BestFirstSearch.CANDIDATES,
          p.candidates(), p.toString());
    }
  }

  @Test
  void afterTheWidePassTheBeamPassesRunWithTheirOwnBudgets() {
    // game 14934 without the dead-end test: cheap passes that never win
    List<StagedPass> ps = passes(PysolDeals.deal(4, 14934), 2_000_000, false);
    int wide = 0;
    while (!ps.get(wide).wide()) {
      assertEquals(0, ps.get(wide).beamWidth(), "before the wide pass, the stage tree: " + ps);
      wide++;
    }
    assertEquals(0, ps.get(wide).beamWidth(), ps.toString());
    List<StagedPass> beams = ps.subList(wide + 1, ps.size());
    assertTrue(beams.size() >= 3, ps.toString());
    for (int n = 0; n < beams.size(); n++) {
      StagedPass p = beams.get(n);
      assertEquals(BestFirstSearch.BEAM_WIDTH, p.beamWidth(), p.toString());
      assertEquals(BeamWidening.budget(n), p.stageBudget(), p.toString());
      assertEquals(BestFirstSearch.CANDIDATES, p.candidates(), p.toString());
      // a level starts at most candidates stages per stage of the level before, a beam at most
      // its width: the tree runs 1 2 4 8 16 32 stages, the beam 1 2 4 8 16 16
      for (int d = 1; d < p.stagesStarted().size(); d++) {
        int n0 = p.stagesStarted().get(d - 1);
        int n1 = p.stagesStarted().get(d);
        assertTrue(n1 <= n0 * p.candidates() && n1 <= p.beamWidth(), "level " + d + ": " + p);
      }
    }
    assertEquals(List.of(1000, 1000, 2000, 2000, 4000), List.of(BeamWidening.budget(0),
        BeamWidening.budget(1), BeamWidening.budget(2),
        BeamWidening.budget(3), BeamWidening.budget(4)));
    StagedPass tree = ps.get(0);
    StagedPass beam = beams.get(0);
    assertEquals(List.of(1, 2, 4, 8, 16, 32), tree.stagesStarted(), tree.toString());
    assertEquals(List.of(1, 2, 4, 8, 16, BestFirstSearch.BEAM_WIDTH), beam.stagesStarted(),
        beam.toString());
  }

  /** One pass of the phase on {@code g}: the stage tree ({@code beamWidth} 0) or a beam. */
  private static SolverResult onePass(Game g, int budget, int beamWidth, int passNumber) {
    return onePass(g, budget, beamWidth, passNumber, BestFirstSearch.CANDIDATES);
  }

  /** One pass as above, dealing from up to {@code candidates} positions per stage. */
  private static SolverResult onePass(Game g, int budget, int beamWidth, int passNumber,
      int candidates) {
    return pass(g, budget, beamWidth, passNumber, candidates).search();
  }

  /** The pass that {@link #onePass} runs, not yet run. */
  private static BestFirstSearch pass(Game g, int budget, int beamWidth, int passNumber,
      int candidates) {
    SolverOptions o = SolverOptions.builder().strategy(SearchStrategy.DFS).maxStates(5_000_000)
        .timeout(Duration.ofMinutes(5)).build();
    return new BestFirstSearch(new SearchRun(g, o, null, false, true), DealEvaluation.STANDARD,
        budget, candidates, beamWidth, 1, passNumber);
  }

  @Test
  void aBeamPassWinsADealTheStageTreeLosesWithTheSameBudgetAndNoise() {
    // KPatience's four-suit deal 753: UNKNOWN after 60 s of the stage tree alone
    // (docs/deals/four-suit-1-1000.csv); a beam pass with budget 4000 and the noise of pass 5
    // wins it
    Game g = KpatienceDeals.deal(4, 753);
    SolverResult tree = onePass(g, 4000, 0, 5);
    assertEquals(SolverStatus.UNWINNABLE, tree.status(), "exhausted without a win: " + tree);
    SolverResult beam = onePass(g, 4000, BestFirstSearch.BEAM_WIDTH, 5);
    assertEquals(SolverStatus.WINNABLE, beam.status(), beam.toString());
    SolverPropertyTest.assertCertificateWins(g, beam.certificate(), "deal 753, beam pass");
    assertTrue(beam.statistics().storedStates() < tree.statistics().storedStates(),
        "beam " + beam.statistics() + ", tree " + tree.statistics());
  }

  @Test
  void sixteenCandidatesPerBeamStageWinADealTwoLoseWithTheSameBudgetAndNoise() {
    // KPatience's four-suit deal 663: UNKNOWN after 60 s of the one-thread phase (docs/DEALS.md,
    // "The beam"); a pass of the portfolio's second member's width 32 with budget 2000 and the
    // noise of pass 3 wins it with sixteen candidates
    Game g = KpatienceDeals.deal(4, 663);
    int w = BestFirstSearch.BEAM_PHASE_WIDTH;
    SolverResult two = onePass(g, 2000, w, 3, BestFirstSearch.CANDIDATES);
    assertEquals(SolverStatus.UNWINNABLE, two.status(), "exhausted without a win: " + two);
    SolverResult sixteen = onePass(g, 2000, w, 3, BestFirstSearch.BEAM_CANDIDATES);
    assertEquals(SolverStatus.WINNABLE, sixteen.status(), sixteen.toString());
    SolverPropertyTest.assertCertificateWins(g, sixteen.certificate(), "deal 663, beam pass");
  }

  /** What the first pass of the stage tree with {@code budget} reports to the listener. */
  private static StagedPass reportOfOnePass(Game g, int budget) {
    BestFirstSearch b = pass(g, budget, 0, 0, BestFirstSearch.CANDIDATES);
    return b.report(1, false, b.search());
  }

  @Test
  void stagesSearchedOutWithinTheirBudgetAreTheSameWithFourTimesIt() {
    // PySolFC's game 17, UNKNOWN at 60 s (docs/DEALS.md, "Small early stages"): the stages
    // after 0, 1 and 2 deals run out of positions within 1000 expansions, those after 3 and 4
    // deals are cut by the budget, and 22 of the 32 last stages run dry without a win
    Game g = PysolDeals.deal(4, 17);
    StagedPass small = reportOfOnePass(g, 1000);
    assertEquals(List.of(1, 2, 4, 8, 16, 32), small.stagesStarted(), small.toString());
    assertEquals(List.of(1, 2, 4, 0, 0, 22), small.stagesSearchedOut(), small.toString());
    assertEquals(List.of(44, 38, 38, 37, 33, 27), small.fewestFaceDown(), small.toString());
    // with four times the budget those first stages are searched out again, and the stages
    // after three deals start with the same fewest face-down cards
    StagedPass large = reportOfOnePass(g, 4000);
    assertEquals(small.stagesSearchedOut().subList(0, 3),
        large.stagesSearchedOut().subList(0, 3), large.toString());
    assertEquals(small.fewestFaceDown().subList(0, 4), large.fewestFaceDown().subList(0, 4),
        large.toString());
    assertTrue(large.storedStates() > small.storedStates(), large.toString());
    assertEquals(StagedPass.Outcome.EXHAUSTED, large.outcome(), large.toString());
  }

  @Test
  void thePairsDoubleTheCandidatesExactlyAfterAPairWithEveryStageSearchedOut() {
    // game 14934: after a pair of passes none of whose stages ran out of budget, the next pair
    // has twice the candidates at the same budget; otherwise twice the budget. The counts of
    // stages searched out say which: all started stages in both passes of the pair, or not
    List<StagedPass> pairs = passes(PysolDeals.deal(4, 14934), 1_000_000).stream()
        .filter(p -> !p.wide() && p.beamWidth() == 0).toList();
    int doubled = 0;
    int grown = 0;
    for (int j = 1; j + 1 < pairs.size(); j += 2) {
      StagedPass a = pairs.get(j - 1);
      StagedPass b = pairs.get(j);
      StagedPass next = pairs.get(j + 1);
      if (a.outcome() != StagedPass.Outcome.EXHAUSTED
          || b.outcome() != StagedPass.Outcome.EXHAUSTED) {
        continue;
      }
      boolean allOut = a.stagesSearchedOut().equals(a.stagesStarted())
          && b.stagesSearchedOut().equals(b.stagesStarted());
      if (next.candidates() == 2 * b.candidates()) {
        assertEquals(b.stageBudget(), next.stageBudget(), next.toString());
        assertTrue(allOut, "candidates doubled after " + a + " and " + b);
        doubled++;
      } else {
        assertEquals(2 * b.stageBudget(), next.stageBudget(), next.toString());
        assertFalse(allOut, "budget doubled after " + a + " and " + b);
        grown++;
      }
    }
    assertTrue(doubled > 0 && grown > 0, pairs.toString());
    // where the budget cuts stages early, the counts fall short at once: KPatience's deal 158
    StagedPass first = passes(KpatienceDeals.deal(4, 158), 300_000).get(0);
    assertTrue(first.stagesSearchedOut().get(1) < first.stagesStarted().get(1), first.toString());
  }

  @Test
  void listsOfDifferentLengthsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new StagedPass(1, false, 1000, 2, 0, 5,
        List.of(1, 2), List.of(44), List.of(0, 0), StagedPass.Outcome.EXHAUSTED));
    assertThrows(IllegalArgumentException.class, () -> new StagedPass(1, false, 1000, 2, -1, 5,
        List.of(1), List.of(44), List.of(0), StagedPass.Outcome.EXHAUSTED));
    assertThrows(IllegalArgumentException.class, () -> new StagedPass(1, false, 1000, 2, 0, 5,
        List.of(1, 2), List.of(44, 40), List.of(1), StagedPass.Outcome.EXHAUSTED));
  }

  @Test
  void moreStagesSearchedOutThanStartedAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> new StagedPass(1, false, 1000, 2, 0, 5,
        List.of(1, 2), List.of(44, 40), List.of(1, 3), StagedPass.Outcome.EXHAUSTED));
    assertThrows(IllegalArgumentException.class, () -> new StagedPass(1, false, 1000, 2, 0, 5,
        List.of(1, 2), List.of(44, 40), List.of(-1, 0), StagedPass.Outcome.EXHAUSTED));
    StagedPass ok = new StagedPass(1, false, 1000, 2, 0, 5, List.of(1, 2), List.of(44, 40),
        List.of(1, 2), StagedPass.Outcome.EXHAUSTED);
    assertEquals(List.of(1, 2), ok.stagesSearchedOut());
  }
}
