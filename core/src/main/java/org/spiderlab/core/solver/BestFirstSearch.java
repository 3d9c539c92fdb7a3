package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.core.Game;

/**
 * {@link SearchStrategy#BEST_FIRST}: first an incomplete staged best-first phase ordered by
 * {@link DealEvaluation}, on nine tenths of the time and state budget and all the memory (its
 * tables are dropped before the complete search builds its own); a win it finds is returned
 * (replayed and verified like every certificate); otherwise the complete depth-first search runs
 * on what is left ({@link FocusedSearch#thenComplete}). Built for the
 * standard deals of thesis chapter 3, where nearly every deal is winnable, the deals cut the game
 * into six stages, and a win is found by building suited runs and turning face-down cards.
 *
 * <p><b>Stages.</b> A stage is the part of the game between two deals. From its first position
 * the phase searches best-first without dealing, the highest {@link DealEvaluation} value first
 * (the newest among equals), for at most a budget of expansions (four times that in the last
 * stage, whose search must end in a win). Then it deals from the best positions of the stage that
 * may deal, at most {@code candidates} of them with pairwise different top cards (a deal lands on
 * the tops), tried in the order of their value after the deal (the stock is known), and searches
 * each next stage the same way, depth-first over the stages (the stage tree). <b>Passes.</b> The
 * phase runs passes with a fresh table, in pairs with the same stage budget, twice the budget of
 * the pair before, with two candidates, until a win, a limit, or a pass that cut nothing (budget
 * and candidates never ran out); after a pair in which no stage ran out of budget, the next pair
 * has twice the candidates instead ({@link #MAX_CANDIDATES}). Every pass but the first adds to
 * each value a pseudo-random amount below {@link #NOISE} (a hash of the table entry and the pass
 * number: deterministic), which breaks ties and near-ties differently in every pass, so that the
 * passes do not repeat one another's choices (restarts with randomised tie-breaking; measured in
 * docs/DEALS.md, "The solver on standard deals": more growth or more candidates cost more states
 * than they win). <b>Portfolio.</b> When a share {@link #WIDE_MARK} of the phase's time or
 * states is spent, the pass running is stopped and the {@linkplain #WIDE_BUDGET wide pass} runs
 * once (four times the first stage budget, three candidates, no noise: the schedule before the
 * pairs, which wins some deals the pairs lose). Without a win the beam passes follow until the
 * end, with the pairs' budgets and noise started afresh ({@link BeamWidening#budget}). A beam pass
 * searches the stages level by level (a level: the stages after the same number of deals) and
 * starts the next level from the {@link #BEAM_WIDTH} positions of highest value among all those
 * the level's stages dealt to, so that the stages of a level compete: the stage tree gives every
 * stage two children, also a stage that turned no card; the beam gives them to the stages that
 * did better. The two lose different deals (docs/DEALS.md, "The beam"). A deal won before the
 * mark is won exactly as without the wide pass and the beams. The beam passes alone ({@link
 * #beamPhase}, the members of a {@link PortfolioPhase} beside the one-thread phase) deal from
 * up to {@link #BEAM_CANDIDATES} positions per stage instead of two, opening with a cheap
 * pass ({@link #BEAM_OPENING_BUDGET}); open ones ({@link #openBeamPhase}) search more stages of a
 * level whose stages ran out of positions ({@link #OPEN_LEVEL_STAGES}). In long searches their
 * levels widen, pass by pass ({@link BeamWidening}). <b>Probe.</b> Once per phase, between two
 * passes after a tenth of its time or 8 million stored states, the complete depth-first search runs
 * on at most 200,000 states ({@link RefutationProbe}): an unwinnable deal with few positions
 * (PySolFC's game 14934) is proven UNWINNABLE there, by the same complete search that would
 * follow the phase; the passes are run by {@link PassSchedule}.
 *
 * <p>Every generated position is kept in the exact table with its parent entry and move; the
 * positions of a stage not yet expanded wait in an {@link OpenList}. A position is reached from
 * the one the phase stands on by taking back moves to their common ancestor and playing the rest
 * of its stored chain ({@link StagePath}). Table and lists together stay within the phase's memory
 * budget: when one would grow past it the phase ends with "max-memory". The phase drops moves by
 * {@link StagePositions#pointless} and cuts stages, so its exhaustion proves nothing and only the
 * complete phase answers UNWINNABLE.
 *
 * <p><b>Dead deal candidates.</b> A position a stage deals to that the dead-end test shows dead
 * ({@link DeadEnds}, with a stock the fixpoint with the stock's cards) is no deal candidate, and
 * another with the same tops may take its place. Sound for the goal it serves, a win: the test
 * is proven, so no win lies below a dropped position. On PySolFC's game 3769, 1,334 of the 1,446
 * positions after the first deal are dead, among them every one with 32 to 37 face-down cards,
 * which the evaluation ranks first (docs/DEALS.md, "Dead deal candidates").
 *
 * <p>Inside a stage the phase applies the dead-end test only with an empty stock: with a stock it
 * also expands the positions whose stock can never be dealt again ({@link DeadEnds}). Those
 * positions are cheap to expand and used to fill a stage's budget, so that the stage dealt early;
 * without them the stage spends its budget on live rearrangements, and on the small games with a
 * stock of docs/PERFORMANCE.md ("Games with a stock") the phase stored 2 to 10 times more states.
 * The complete phase that follows applies the whole test. In the last stage a position is tested
 * when it is popped from the open list, not when it is generated, with the whole test (the
 * back-off of {@link DeadEnds} would make the verdict depend on which positions were tested
 * before), and a dead one is dropped without counting as an expansion. The live positions are
 * expanded in exactly the order that the same test at generation would give (the list orders by
 * value, then by the order of insertion, which the dead entries do not change among the live
 * ones), but the three to four of every five positions generated and never popped are never
 * tested (docs/PERFORMANCE.md, "The best-first path").
 */
final class BestFirstSearch {

  /** Expansions of the first two passes in each stage between two deals. */
  static final int FIRST_STAGE_BUDGET = 1000;
  /** Positions a stage deals from, in every pass. */
  static final int CANDIDATES = 2;
  /** The factor between the stage budgets of two pairs of passes. */
  static final int GROWTH = 2;
  /** Bound (exclusive) of the pseudo-random amount added to the values after the first pass. */
  static final int NOISE = 20;
  /**
   * The wide pass's stage budget: the second pass of the schedule before the pairs (four times
   * the first budget, three candidates, no noise), which won deals the pairs lose (two-suit deal
   * 439 of docs/DEALS.md, 581,661 states alone) but alone could take more than 7 million
   * states on others. So it runs once, as a portfolio member, when a share {@link #WIDE_MARK} of
   * the phase's budget is spent (measured in docs/DEALS.md, "The wide pass").
   */
  static final int WIDE_BUDGET = 4000;
  /** The share of the phase's time and states after which the wide pass runs. */
  static final double WIDE_MARK = 0.7;
  /** The wide pass's candidates per stage. */
  static final int WIDE_CANDIDATES = 3;
  /**
   * The most candidates per stage. A pair of passes none of whose stages ended on its budget
   * (every stage searched to the end: a game with few moves, such as PySol's game 14934 of
   * docs/DEALS.md) gives the next pair twice the candidates instead of twice the budget, which
   * would change nothing there.
   */
  static final int MAX_CANDIDATES = 64;

  /**
   * Positions per level of a beam pass ({@link #beam}). A beam pass then searches at most
   * {@code 1 + 4 * BEAM_WIDTH} stages and {@code BEAM_WIDTH} last stages (four times the budget
   * each), against 31 and 32 of the stage tree with two candidates: about as many expansions
   * per pass (width 8 measured beside it in docs/DEALS.md, "The beam").
   */
  static final int BEAM_WIDTH = 16;

  /**
   * Positions each stage of a pass of {@link #beamPhase} deals from ({@link #beam}); the beam
   * passes after the wide pass keep {@link #CANDIDATES}, so that the one-thread phase, the first
   * member of a {@link PortfolioPhase}, searches as measured before. The deals cost one move each
   * and only the best positions of a level are searched, so more candidates widen the choice at
   * no cost in stages. Measured on the 28 KPatience four-suit deals of 1..1000 that the one-thread
   * phase loses in 60 s, 12 million states, width 16: 2 candidates win 5, 8 win 10, 16 win 17 and
   * 32 win 15 (docs/DEALS.md, "Sixteen candidates per beam stage, 32 per level").
   */
  static final int BEAM_CANDIDATES = 16;

  /**
   * The first width (positions per level) of {@link #beamPhase}, whose second is twice this (the
   * beam passes after the wide pass keep {@link #BEAM_WIDTH}). With {@link #BEAM_CANDIDATES} per
   * stage and 12 million states, width 32 alone won 19 of the 28 deals of {@link
   * #BEAM_CANDIDATES}' measurement and 41 of PySolFC's 60 games of 1..2000 that the one-thread
   * phase loses, width 16 won 17 and 31, width 64 20 and 39, others than width 32
   * (docs/DEALS.md, "Sixteen candidates per beam stage, 32 per level"). A pass of width 32
   * searches at most {@code 1 + 4 * 32} stages and 32 last stages (four times the budget each).
   */
  static final int BEAM_PHASE_WIDTH = 32;

  /**
   * The stage budget of the opening pass of {@link #beamPhase}: one pass with half
   * of {@link #FIRST_STAGE_BUDGET} and no noise, before the passes of {@link BeamWidening}, which
   * follow unchanged. A deal that the cheap pass wins is won sooner; the others pay its states
   * and are then searched by the same passes as without it. Measured with state budgets
   * (docs/DEALS.md, "An opening pass for the beam member"): on KPatience's four-suit deals
   * 1..200 the median of the states the faster member needs fell from 406,005 to 336,990, and
   * the member still wins the same 23 of the 28 hard deals with 25 million states. Budgets
   * doubled from 500 instead (other noise at each budget) did as well on 1..200 but won 20.
   */
  static final int BEAM_OPENING_BUDGET = 500;

  /**
   * The most stages of a level of an open beam pass ({@link #openBeamPhase}), in widths: where
   * stages run out of positions below their budget (locked openings, docs/DEALS.md "Small early
   * stages"), an open level searches more of its positions instead of leaving the budget unspent
   * ({@link #beam}). The second width of two members runs so ({@link PortfolioPhase#handOver}),
   * measured in docs/DEALS.md, "Open levels for the second width".
   */
  static final int OPEN_LEVEL_STAGES = 64;

  /**
   * The most a stage's budget grows in a level of a widened beam pass ({@link BeamWidening}) that
   * starts from fewer positions than its width: each of its stages gets an equal share of the
   * level's budget (the width times the stage budget), at most this many stage budgets
   * ({@link #levelStageBudget}). Where a locked opening deals to few positions (PySolFC's game
   * 5760: 20 after its first stage) a level of width 1024 would otherwise spend 20 stage budgets
   * of its 1024, and its stages end on their budget with most of their positions unseen; with
   * the share 19 of the 20 are searched to the end (docs/DEALS.md, "A level's budget for few
   * stages").
   */
  static final int LEVEL_SHARE = 64;

  private final SearchRun run;
  private final DealEvaluation eval;
  private final int stageBudget;
  private final int candidates;
  /** Positions per level of a beam pass ({@link #beam}); 0: the stage tree ({@link #stage}). */
  final int beamWidth;
  /** The most stages per level in widths: 1, or {@link #OPEN_LEVEL_STAGES} for an open pass. */
  private final int levelStages;
  /** The most stage budgets a stage of a level with few positions gets: 1 (none) or {@link
   * #LEVEL_SHARE}. */
  private final int levelShare;
  /** The budget of the stages of the level being searched ({@link #levelStageBudget}). */
  private long levelStageBudget;
  /** The expansions the last stage searched spent, at most its budget. */
  private long stageSpent;
  /** The result a stage ended the pass with (a win or a limit), for {@link #searchStage}. */
  private SolverResult found;
  /** The pass number: 0 orders by {@link #eval} alone, later passes add noise salted by it. */
  private final int passNumber;
  private final StagePath path = new StagePath();
  private Position cur;
  private long[] ms = new long[64];
  /** Whether a stage of this pass ended on its budget or left deal candidates untried. */
  boolean cut;
  /** Whether a stage of this pass ended on its budget. */
  boolean budgetHit;
  /** Per deals done: the stages started, and the fewest face-down cards at their starts. */
  private int[] started = new int[0];
  private int[] fewestDown = new int[0];
  /** Per deals done: the stages that ran out of positions within their budget. */
  private int[] searchedOut = new int[0];

  BestFirstSearch(SearchRun run, DealEvaluation eval, int stageBudget, int candidates,
      int beamWidth, int levelStages, int passNumber) {
    this(run, eval, stageBudget, candidates, beamWidth, levelStages, passNumber, 1);
  }

  /** A pass whose beam levels share their budget among few stages ({@code levelShare} above 1:
   * at most that many stage budgets each, {@link #levelStageBudget}). */
  BestFirstSearch(SearchRun run, DealEvaluation eval, int stageBudget, int candidates,
      int beamWidth, int levelStages, int passNumber, int levelShare) {
    if (levelShare < 1) {
      throw new IllegalArgumentException("level share " + levelShare);
    }
    this.levelShare = levelShare;
    this.levelStageBudget = stageBudget;
    this.levelStages = levelStages;
    this.run = run;
    this.eval = eval;
    this.stageBudget = stageBudget;
    this.candidates = candidates;
    this.beamWidth = beamWidth;
    this.passNumber = passNumber;
  }

  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra) {
    return run(game, opt, extra, RefutationProbe.AFTER_STATES);
  }

  /**
   * The strategy with the {@link RefutationProbe} due after {@code probeAfter} stored states
   * ({@link RefutationProbe#AFTER_STATES} but in tests): the staged phase, then, unless it won or
   * the probe exhausted the game (then UNWINNABLE: the probe is the complete search), the
   * complete depth-first search on what is left.
   */
  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra, long probeAfter) {
    long start = System.nanoTime();
    SolverOptions first = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, opt.maxStates() / 10 * 9))
        .timeout(opt.timeout().dividedBy(10).multipliedBy(9).plusNanos(1)).build();
    RefutationProbe probe = new RefutationProbe(first, probeAfter);
    SolverResult a = opt.threads() > 1
        ? PortfolioPhase.run(game, first, extra, probe) : firstPhase(game, first, extra, true,
            probe);
    if (probe.exhausted() && a.status() != SolverStatus.WINNABLE) {
      return probe.proof(a);
    }
    return FocusedSearch.thenComplete(game, opt, extra, a, start);
  }

  /**
   * The staged best-first phase alone on the budgets of {@code opt}: passes with growing stage
   * budgets and different tie-breaking, each on a fresh table, until a win, a limit, or a pass
   * that cut nothing; and once, when a share {@link #WIDE_MARK} of the phase's time or states
   * is spent, the {@linkplain #WIDE_BUDGET wide pass} (the pass at the mark is stopped there and
   * run again after it). Its UNWINNABLE only means "the phase's moves exhausted" (for the tests).
   */
  static SolverResult firstPhase(Game game, SolverOptions opt, MoveFilter extra) {
    return firstPhase(game, opt, extra, true);
  }

  /** As {@link #firstPhase(Game, SolverOptions, MoveFilter)}; {@code wideOnce}: the wide pass. */
  static SolverResult firstPhase(Game game, SolverOptions opt, MoveFilter extra,
      boolean wideOnce) {
    return PassSchedule.run(game, opt, extra, wideOnce, null, 1, new RefutationProbe(opt));
  }

  /** As {@link #firstPhase(Game, SolverOptions, MoveFilter, boolean)} with {@code probe}. */
  static SolverResult firstPhase(Game game, SolverOptions opt, MoveFilter extra,
      boolean wideOnce, RefutationProbe probe) {
    return PassSchedule.run(game, opt, extra, wideOnce, null, 1, probe);
  }

  /**
   * The beam passes alone ({@link #beam}) at {@code width} positions per level on the budgets of
   * {@code opt}, {@link #BEAM_CANDIDATES} deal candidates per stage: an opening pass ({@link
   * #BEAM_OPENING_BUDGET}), then the passes of {@link BeamWidening} with their noise. A member of
   * a {@link PortfolioPhase}. Its UNWINNABLE only means "the phase's moves exhausted" (a pass
   * that cut nothing searched all of them).
   */
  static SolverResult beamPhase(Game game, SolverOptions opt, MoveFilter extra, int width) {
    return beamPhase(game, opt, extra, width, BeamWidening.WIDENING_STATES);
  }

  /** {@link #beamPhase}, widening after {@code widenAfter} stored states: the schedule of
   * the portfolio's member of the first width ({@link BeamWidening#firstWidth}). */
  static SolverResult beamPhase(Game game, SolverOptions opt, MoveFilter extra, int width,
      long widenAfter) {
    return beamPhase(game, opt, extra, BeamWidening.firstWidth(width, widenAfter));
  }

  /** {@link #beamPhase} on the schedule {@code widening} (its width, its widened passes). */
  static SolverResult beamPhase(Game game, SolverOptions opt, MoveFilter extra,
      BeamWidening widening) {
    return PassSchedule.run(game, opt, extra, false, widening, 1, RefutationProbe.none());
  }

  /** {@link #beamPhase} with open levels ({@link #OPEN_LEVEL_STAGES}), every pass, and {@code
   * probe} ({@link RefutationProbe#none}: none). */
  static SolverResult openBeamPhase(Game game, SolverOptions opt, MoveFilter extra, int width,
      RefutationProbe probe) {
    return PassSchedule.run(game, opt, extra, false,
        BeamWidening.secondWidth(width, BeamWidening.WIDENING_STATES), OPEN_LEVEL_STAGES,
        probe);
  }

  /** One pass: a win, a limit, or UNWINNABLE when its stages are exhausted (proves nothing). */
  SolverResult search() {
    SearchRun r = run;
    SolverResult result = r.atRoot();
    if (result != null) {
      return result;
    }
    if (r.store(r.state, -1, 0) == StateTable.FULL) {
      return r.unknown();
    }
    List<Long> done = r.trySorted(r.state);
    if (done != null) {
      return r.winnable(done);
    }
    cur = r.state;
    started = new int[cur.dealTotal() + 1];
    fewestDown = new int[cur.dealTotal() + 1];
    searchedOut = new int[cur.dealTotal() + 1];
    Arrays.fill(fewestDown, -1);
    result = beamWidth > 0 ? beam(r.lastEntry) : stage(r.lastEntry);
    return result != null ? result : r.unwinnable(); // exhausted: this proves nothing
  }

  /**
   * The stage tree below table entry {@code root}: its stage ({@link #searchStage}), then, best
   * first, the next stage from each position it dealt to, depth-first. Returns a result (a win or
   * a limit) or null when the stages below found nothing.
   */
  private SolverResult stage(long root) {
    OpenList dealt = searchStage(root);
    if (dealt == null) {
      return found;
    }
    for (int k = 0; dealt.size() > 0; k++) {
      if (k == candidates) {
        cut = true;
        break;
      }
      SolverResult deeper = stage(dealt.pop());
      if (deeper != null) {
        return deeper;
      }
    }
    return null;
  }

  /**
   * The beam over the stages from table entry {@code root}: a level (the stages after the same
   * number of deals) searches the stages ({@link #searchStage}) of its {@link #beamWidth}
   * positions of highest value, an open one ({@link #levelStages} above 1) more while they spent
   * less than {@code beamWidth} stage budgets, up to {@code levelStages * beamWidth}; all the
   * positions they dealt to form the next level. Unlike the stage tree, the beam compares the
   * stages of a level: one that turned few cards gets no child when others turned more. Returns
   * a result (a win or a limit) or null when the last level found nothing.
   */
  private SolverResult beam(long root) {
    OpenList level = new OpenList();
    level.push(0, root, 0, Long.MAX_VALUE);
    long levelBudget = (long) beamWidth * stageBudget;
    while (level.size() > 0) {
      OpenList next = new OpenList();
      long spent = 0;
      levelStageBudget = levelStageBudget(stageBudget, beamWidth, level.size(), levelShare);
      for (int ran = 0; level.size() > 0 && (ran < beamWidth
          || ran < levelStages * beamWidth && spent < levelBudget); ran++) {
        OpenList dealt = searchStage(level.pop());
        if (dealt == null) {
          return found;
        }
        spent += stageSpent;
        while (dealt.size() > 0) { // at most candidates per stage
          int v = dealt.topValue();
          next.push(v, dealt.pop(), 0, Long.MAX_VALUE);
        }
      }
      if (level.size() > 0) {
        cut = true;
      }
      level = next;
    }
    return null;
  }

  /**
   * The budget of each stage of a beam level that starts from {@code positions} positions: the
   * stage budget, or, where the positions are fewer than the {@code width}, an equal share of the
   * level's {@code width * stageBudget}, at most {@code share} stage budgets. The share only
   * moves expansions the level would have left unspent to the stages it has: a stage with more
   * budget searches the positions the smaller budget cut (best first, so the same ones first),
   * and never fewer; the pass stays a heuristic whose exhaustion proves nothing.
   */
  static long levelStageBudget(int stageBudget, int width, int positions, int share) {
    if (share <= 1 || positions >= width) {
      return stageBudget;
    }
    long even = (long) width * stageBudget / Math.max(1, positions);
    return Math.max(stageBudget, Math.min(even, (long) share * stageBudget));
  }

  /** Records {@code result} as the pass's result and returns null (for {@link #searchStage}). */
  private OpenList end(SolverResult result) {
    found = result;
    return null;
  }

  /**
   * The stage that starts at table entry {@code root}: best-first without deals for at most the
   * stage budget of expansions (four times that once the stock is empty), remembering the best
   * positions that may deal; then deals from the best {@link #candidates} of them with pairwise
   * different tops whose dealt position is no dead end. Returns the positions dealt to, by value
   * (empty in the last stage), or null with {@link #found} set when the stage found a win or hit
   * a limit.
   */
  private OpenList searchStage(long root) {
    SearchRun r = run;
    StateTable table = r.table;
    long memory = r.opt.maxMemoryBytes();
    path.moveTo(cur, table, root);
    boolean last = cur.dealsDone == cur.dealTotal();
    count(cur);
    long budget = last ? 4L * levelStageBudget : levelStageBudget;
    OpenList open = new OpenList();
    OpenList best = new OpenList(); // the deal candidates, by value
    int v0 = value(cur, root);
    open.push(v0, root, table.bytes(), Long.MAX_VALUE);
    if (!last && cur.canDeal()) {
      best.push(v0, root, 0, Long.MAX_VALUE);
    }
    long expansions = 0;
    int deals = cur.dealsDone;
    boolean ranOut = true; // until the budget cuts the stage
    while (open.size() > 0) {
      long e = open.pop();
      path.moveTo(cur, table, e);
      if (last && e != root && r.isDeadAlways(cur)) {
        continue; // tested when popped, not when generated (see the class documentation)
      }
      if (expansions++ == budget) {
        cut = true;
        budgetHit = true;
        ranOut = false;
        break;
      }
      int cnt = r.expand(cur, true);
      if (ms.length < cnt) {
        ms = new long[Math.max(cnt, 2 * ms.length)];
      }
      System.arraycopy(r.generator.moves(), 0, ms, 0, cnt);
      for (int i = 0; i < cnt; i++) {
        long m = ms[i];
        if (PackedMove.kind(m) == PackedMove.DEAL || StagePositions.pointless(cur, m)) {
          continue;
        }
        if (r.clockOver()) {
          return end(r.unknown());
        }
        int u = cur.apply(m);
        int outcome = r.successor(cur, e, m);
        if (outcome == SearchRun.REACHED) {
          List<Long> p = chain(table, e);
          p.add(m);
          return end(r.winnable(p));
        }
        if (outcome == SearchRun.STOP) {
          return end(r.unknown());
        }
        if (outcome == SearchRun.NEW) {
          long child = r.lastEntry;
          List<Long> done = r.trySorted(cur);
          if (done != null) {
            List<Long> p = chain(table, e);
            p.add(m);
            p.addAll(done);
            return end(r.winnable(p));
          }
          int v = value(cur, child);
          if (!open.push(v, child, table.bytes() + best.bytes(), memory)
              || !last && cur.canDeal()
              && !best.push(v, child, table.bytes() + open.bytes(), memory)) {
            r.limit = SolverLimit.maxMemory(memory);
            return end(r.unknown());
          }
        }
        cur.undo(m, u);
      }
      if (table.bytes() + open.bytes() + best.bytes() > memory) {
        r.limit = SolverLimit.maxMemory(memory);
        return end(r.unknown());
      }
    }
    stageSpent = Math.min(expansions, budget);
    if (ranOut) {
      searchedOut[deals]++; // every position of the stage expanded (or dead)
    }
    open = null; // only the candidates live on
    // deal from the best positions with pairwise different tops, ranked by the value of the
    // position after the deal (the stock is known)
    OpenList dealt = new OpenList();
    Set<Long> tops = new HashSet<>();
    for (int tries = 0; best.size() > 0 && tops.size() < candidates && tries < 64 * candidates;
        tries++) {
      long c = best.pop();
      path.moveTo(cur, table, c);
      long sig = StagePositions.topsSignature(cur);
      if (!tops.add(sig)) {
        continue;
      }
      if (r.clockOver()) {
        return end(r.unknown());
      }
      int u = cur.apply(PackedMove.DEAL_MOVE);
      int outcome = r.successor(cur, c, PackedMove.DEAL_MOVE);
      if (outcome == SearchRun.REACHED) {
        List<Long> p = chain(table, c);
        p.add(PackedMove.DEAL_MOVE);
        return end(r.winnable(p));
      }
      if (outcome == SearchRun.STOP) {
        return end(r.unknown());
      }
      if (outcome == SearchRun.NEW && r.isDeadAlways(cur)) {
        tops.remove(sig); // a dead end is no candidate: another with these tops may be one
      } else if (outcome == SearchRun.NEW
          && !dealt.push(value(cur, r.lastEntry), r.lastEntry, table.bytes(), memory)) {
        r.limit = SolverLimit.maxMemory(memory);
        return end(r.unknown());
      }
      cur.undo(PackedMove.DEAL_MOVE, u);
    }
    if (best.size() > 0) {
      cut = true;
    }
    return dealt;
  }

  /** Counts a stage starting at {@code s} ({@link StagedPass}). */
  private void count(Position s) {
    int d = s.dealsDone;
    int down = StagePositions.faceDown(s);
    started[d]++;
    fewestDown[d] = fewestDown[d] < 0 ? down : Math.min(fewestDown[d], down);
  }

  /** This pass as the listener sees it: the {@code number}-th pass run, ended with {@code r}. */
  StagedPass report(int number, boolean wide, SolverResult r) {
    StagedPass.Outcome outcome = switch (r.status()) {
      case WINNABLE -> StagedPass.Outcome.WON;
      case UNWINNABLE -> StagedPass.Outcome.EXHAUSTED;
      default -> StagedPass.Outcome.STOPPED;
    };
    return new StagedPass(number, wide, stageBudget, candidates, beamWidth,
        r.statistics().storedStates(), Arrays.stream(started).boxed().toList(),
        Arrays.stream(fewestDown).boxed().toList(), Arrays.stream(searchedOut).boxed().toList(),
        outcome);
  }

  /**
   * The value of position {@code s}, stored at table entry {@code e}, by which this pass orders:
   * its {@link DealEvaluation} value, plus after the first pass an amount in {@code [0, NOISE)}
   * hashed from {@code e} and the pass number.
   */
  private int value(Position s, long e) {
    int v = eval.value(s);
    if (passNumber == 0) {
      return v;
    }
    long h = (e + passNumber * 1_000_003L) * 0x9E3779B97F4A7C15L;
    h ^= h >>> 29;
    h *= 0xBF58476D1CE4E5B9L;
    h ^= h >>> 32;
    return v + (int) Math.floorMod(h, (long) NOISE);
  }

  /** The moves from the start to entry {@code e}, in order. */
  private static List<Long> chain(StateTable table, long e) {
    List<Long> out = new ArrayList<>();
    table.movesTo(e, out);
    return out;
  }
}
