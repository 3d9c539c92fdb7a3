package org.spiderlab.core.solver;

/**
 * The schedule of a beam member's passes ({@link BestFirstSearch#beamPhase}, {@link
 * BestFirstSearch#openBeamPhase}) on the standard deals of thesis chapter 3: the stage budget and
 * the width (positions per level) of its {@code n}-th beam pass, from 0 after the opening pass.
 *
 * <p>Until the member has stored {@link #WIDENING_STATES} states in its beam passes, they keep
 * its own width and the schedule of budgets of {@link #budget(int)} ({@link
 * BestFirstSearch#FIRST_STAGE_BUDGET}, doubled every two passes). From the first pass that
 * starts after that, it <b>widens</b>: each pass is {@link #FACTOR} times as wide as the one
 * before (32 → 128 → 512 …; 64 → 256 → 1024 …) until one runs out of memory or the width
 * reaches {@link #MAX_WIDTH}, the passes cycle
 * through the budgets of the schedule's first {@link #ROUND} passes (1,000, 1,000, 2,000, 2,000),
 * and each stage deals from its best {@code widenedCandidates} positions: {@link
 * BestFirstSearch#BEAM_CANDIDATES} (as before widening) for the portfolio's member of the second
 * width ({@link #secondWidth}); the member of the first width ({@link #firstWidth}) runs each
 * width twice, a pass with {@link BestFirstSearch#BEAM_CANDIDATES}, then one with {@link
 * #WIDENED_CANDIDATES}, each with the budget and the noise (pass number) that the one widened
 * pass of its width has without pairs, so that each is exactly the pass of the schedule of its
 * count alone ({@link #noise}). On the games that stay UNKNOWN for minutes the stages mostly run
 * out of positions below their budget, so a wider level only adds the best positions of more
 * stages; the positions a win deals from can rank lower within their stage. PySolFC's game 2457,
 * UNKNOWN after 20 minutes with 16 candidates (no level's best positions had fewer than 35 cards
 * face down), is won by one pass of width 512 with 64. Neither count wins all: passes of width
 * 1024, 40 million states, on the ten winnable games of 1..2000 that a minute left UNKNOWN, 64 won
 * 313 and 950, 16 won 950, 1438 and 1523 (docs/DEALS.md, "More deal candidates in widened
 * passes"), so the counts differ in it. With 64 alone, games 288 and 1523, won with 16 (288 by its
 * pass of width 8192, 1523 by one of 524,288), stay UNKNOWN after 20 minutes; with 16 alone, 2457
 * and 5045 stay UNKNOWN after 20 minutes (without the share) and 2680 after 10 (with it), all
 * three won with 64 (docs/DEALS.md, "Both candidate counts at each width"). So too in the budget
 * of a widened level that starts from fewer positions than its width: the first width's passes
 * with 64 candidates give each stage an equal share of the level's budget, at most {@link
 * BestFirstSearch#LEVEL_SHARE} stage budgets ({@link #share}; docs/DEALS.md, "A level's budget
 * for few stages"), those with 16 and the second width's keep the stage budget. The share was
 * made for 2680, whose win has 64 candidates; with 16 it cost wins that 16 with the stage budget
 * make: PySolFC's games 4739 and 5084, won within 300 s by passes of widths 2048 and 8192 with 16
 * and the stage budget, stayed UNKNOWN at 300 s with 16 and the share, and with the 16-candidate
 * passes keeping the stage budget are won again in 278 and 328 s, and 1131 in 631 s instead of
 * 1932 (docs/DEALS.md, "Sixteen candidates with the stage budget").
 * A long search thus spends its states on wider levels rather than on ever larger stages, which
 * change nothing where the stages run out of positions anyway; every width keeps its own noise
 * (its pass number keeps growing). A beam keeps the best positions of a level, and the deals
 * that stay UNKNOWN after a minute are lost where the positions that lead to a win rank below the
 * width; a wider level keeps them. Measured on the 11 PySolFC four-suit games of 1..2000 that
 * stayed UNKNOWN at 60 s (the second member alone at one width from its first pass, 60 million
 * stored states each): width 32 won none, 256 won 3 and 1024 won 4; width 4096 won game 17 with
 * 72 million (docs/DEALS.md, "Wider levels for long searches"). The stored states of a pass grow
 * about as its width, so the climb to a width costs about 4/3 of one pass at it: an earlier
 * schedule of four passes per width reached width 1024 only after 100 million states, and lost
 * games 210 and 950 that a pass of that width wins within 15 and 4 million. At 300 s on those 11
 * games the climb won 7, the four passes per width 4; the climb lost game 1131, whose last wide
 * passes the timeout cut (a climb spends its last minutes on one pass, which wins or not).
 *
 * <p>A deal decided within the passes that start before each member's {@link
 * #WIDENING_STATES}-th state is decided exactly as without widening (the passes are the same,
 * and the search is deterministic under a state budget). In the 60 s runs of docs/DEALS.md the
 * two members stored at most 60 million states together, about 30 million each as they run
 * side by side, so the figures at 60 s stand; KPatience's deal 722 and PySolFC's game 1428,
 * wins with most states in the latest runs, are won with and without widening under the same
 * state budget. At 16 million instead, the last third of a minute widened: PySolFC's game 1438
 * was won at 60 s, KPatience's deal 722 lost, so the threshold stays above a minute.
 *
 * <p>A widened pass that runs out of the member's memory ends that pass, not the member: the
 * later passes (in pairs, those with the same count) stay at most a {@link #FACTOR}-th of that
 * width ({@link #outOfMemory}), so that
 * a long search keeps going at the widest width that fits, with the budgets cycling. A pass of
 * the member's own width that runs out of memory ends the member as before.
 *
 * <p>One instance per member and search; not thread-safe.
 */
final class BeamWidening {

  /** The states a member stores before its passes widen. */
  static final long WIDENING_STATES = 32_000_000;

  /** The widened passes cycle through the budgets of the schedule's first {@code ROUND} passes. */
  static final int ROUND = 4;

  /** How much wider each widened pass is than the one before. */
  static final int FACTOR = 4;

  /** The widest level of a widened pass. */
  static final int MAX_WIDTH = 1 << 20;

  /**
   * The deal candidates per stage of a widened pass, against {@link
   * BestFirstSearch#BEAM_CANDIDATES} before. Where every stage of a level runs out of positions
   * within its budget, the width adds positions of the same kind (the best of each stage), and
   * only more candidates per stage add the positions ranked below them.
   */
  static final int WIDENED_CANDIDATES = 64;

  private final int width;
  /** The states stored before the first widened pass ({@link #WIDENING_STATES} but in tests). */
  private final long widenAfter;
  /** The deal candidates per stage of a widened pass. */
  private final int widenedCandidates;
  /**
   * The most stage budgets a stage of a widened pass's level gets when the level starts from
   * fewer positions than the width ({@link BestFirstSearch#levelStageBudget}): {@link
   * BestFirstSearch#LEVEL_SHARE} for the member of the first width (in pairs, its passes with
   * {@code widenedCandidates} only), 1 (none) for the second, as with the candidates.
   */
  private final int widenedShare;
  /**
   * Whether the widened passes come in pairs at each width ({@link #firstWidth}): first with
   * {@link BestFirstSearch#BEAM_CANDIDATES}, then with {@code widenedCandidates}.
   */
  private final boolean paired;
  /** The number of the first widened beam pass; -1: not yet. */
  private int from = -1;
  /**
   * The widest width a widened pass of each series may have, lowered when a pass of the series
   * runs out of memory: in pairs, series 0 are the passes with {@link
   * BestFirstSearch#BEAM_CANDIDATES}, series 1 those with {@code widenedCandidates}; without
   * pairs, every widened pass is of series 0.
   */
  private final int[] widest = {MAX_WIDTH, MAX_WIDTH};

  /** The schedule of a member of width {@code width} (positive) that widens after {@code
   * widenAfter} stored states, its widened passes with {@link #WIDENED_CANDIDATES}. */
  BeamWidening(int width, long widenAfter) {
    this(width, widenAfter, WIDENED_CANDIDATES, 1);
  }

  /** As {@link #BeamWidening(int, long)}, the widened passes with {@code widenedCandidates} and
   * their levels sharing their budget among few stages, at most {@code widenedShare} stage
   * budgets each (1: not at all). */
  BeamWidening(int width, long widenAfter, int widenedCandidates, int widenedShare) {
    this(width, widenAfter, widenedCandidates, widenedShare, false);
  }

  /** As {@link #BeamWidening(int, long, int, int)}, the widened passes in pairs if {@code
   * paired} ({@link #firstWidth}). */
  BeamWidening(int width, long widenAfter, int widenedCandidates, int widenedShare,
      boolean paired) {
    if (width <= 0 || widenedCandidates <= 0 || widenedShare <= 0) {
      throw new IllegalArgumentException("beam width " + width + ", candidates "
          + widenedCandidates + ", share " + widenedShare);
    }
    this.width = width;
    this.widenAfter = widenAfter;
    this.widenedCandidates = widenedCandidates;
    this.widenedShare = widenedShare;
    this.paired = paired;
  }

  /**
   * The schedule of the portfolio's member of the first width ({@code width}, widening after
   * {@code widenAfter} stored states): its widened passes in pairs at each width, the first
   * dealing from {@link BestFirstSearch#BEAM_CANDIDATES} positions per stage, the second from
   * {@link #WIDENED_CANDIDATES}, only the second sharing a small level's budget ({@link
   * BestFirstSearch#LEVEL_SHARE}).
   */
  static BeamWidening firstWidth(int width, long widenAfter) {
    return new BeamWidening(width, widenAfter, WIDENED_CANDIDATES, BestFirstSearch.LEVEL_SHARE,
        true);
  }

  /**
   * The schedule of the member of the second width: one widened pass per width, with {@link
   * BestFirstSearch#BEAM_CANDIDATES} per stage and no share.
   */
  static BeamWidening secondWidth(int width, long widenAfter) {
    return new BeamWidening(width, widenAfter, BestFirstSearch.BEAM_CANDIDATES, 1);
  }

  /** The member's own width, that of its passes before the first widened one. */
  int width() {
    return width;
  }

  /**
   * The stage budget of the {@code n}-th beam pass (from 0) without widening: {@link
   * BestFirstSearch#FIRST_STAGE_BUDGET}, doubled every two passes.
   */
  static int budget(int n) {
    return (int) Math.min(Integer.MAX_VALUE / 2,
        (long) BestFirstSearch.FIRST_STAGE_BUDGET << Math.min(n / 2, 20));
  }

  /** Before beam pass {@code n}, with the states the member stored so far: whether it widens. */
  boolean before(int n, long stored) {
    if (from < 0 && stored >= widenAfter) {
      from = n;
    }
    return widened(n);
  }

  /** Whether beam pass {@code n} is widened (known once {@link #before} said so). */
  private boolean widened(int n) {
    return from >= 0 && n >= from;
  }

  /** The step of widened beam pass {@code n}: 0 at the first width, 1 at the next, .... */
  private int step(int n) {
    return paired ? (n - from) / 2 : n - from;
  }

  /** The stage budget of beam pass {@code n}. */
  int stageBudget(int n) {
    return widened(n) ? budget(step(n) % ROUND) : budget(n);
  }

  /**
   * The number that salts the noise of beam pass {@code n} ({@link BestFirstSearch}): {@code n},
   * but for the passes of a pair, which both take the number the one widened pass of their width
   * has without pairs, so that each is exactly the pass of that schedule.
   */
  int noise(int n) {
    return widened(n) ? from + step(n) : n;
  }

  /** The width of beam pass {@code n}. */
  int width(int n) {
    if (!widened(n)) {
      return width;
    }
    int steps = 1 + step(n);
    long w = width;
    for (int i = 0; i < steps && w * FACTOR <= widest[series(n)]; i++) {
      w *= FACTOR;
    }
    return (int) w;
  }

  /** The deal candidates per stage of beam pass {@code n}. */
  int candidates(int n) {
    return widened(n) && (!paired || series(n) == 1) ? widenedCandidates
        : BestFirstSearch.BEAM_CANDIDATES;
  }

  /**
   * The most stage budgets per stage of a level with few positions in beam pass {@code n}: in
   * pairs only the passes with {@code widenedCandidates} share, those with {@link
   * BestFirstSearch#BEAM_CANDIDATES} keep the stage budget, each series the schedule of an
   * earlier build that won games the other loses ({@link #firstWidth}).
   */
  int share(int n) {
    return widened(n) && (!paired || series(n) == 1) ? widenedShare : 1;
  }

  /** The series of widened beam pass {@code n}: 0, or in pairs 0 and 1 by turns. */
  private int series(int n) {
    return paired ? (n - from) % 2 : 0;
  }

  /**
   * Beam pass {@code n}, of width {@code w}, ran out of memory: whether the member goes on (the
   * pass was widened), with the later passes of its series at most a {@link #FACTOR}-th of
   * {@code w} wide. In pairs the other series keeps its widths: each series stays exactly the
   * schedule of its count alone, whose 64 candidates per stage take more memory than 16 at the
   * same width (PySolFC's game 288: its pass of width 2048 with 64 runs out of a member's 10 GB,
   * the one with 16 does not, and the one of 8192 with 16 wins).
   */
  boolean outOfMemory(int n, int w) {
    if (!widened(n) || w <= width) {
      return false;
    }
    int s = series(n);
    widest[s] = Math.min(widest[s], Math.max(width, w / FACTOR));
    return true;
  }
}
