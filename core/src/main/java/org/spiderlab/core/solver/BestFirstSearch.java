package org.spiderlab.core.solver;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spiderlab.core.Game;

/**
 * {@link SearchStrategy#BEST_FIRST}: first an incomplete staged best-first phase ordered by
 * {@link DealEvaluation}, on nine tenths of the time and state budget and half the memory; a
 * win it finds is returned (replayed and verified like every certificate); otherwise the complete
 * depth-first search runs on what is left ({@link FocusedSearch#thenComplete}). Built for the
 * standard deals of thesis chapter 3, where nearly every deal is winnable, the deals cut the game
 * into six stages, and a win is found by building suited runs and turning face-down cards.
 *
 * <p><b>Stages.</b> A stage is the part of the game between two deals. From its first position
 * the phase searches best-first without dealing, the highest {@link DealEvaluation} value first
 * (the newest among equals), for at most a budget of expansions (four times that in the last
 * stage, whose search must end in a win). Then it deals from the best positions of the stage that
 * may deal, at most {@code candidates} of them with pairwise different top cards (a deal lands on
 * the tops), tried in the order of their value after the deal (the stock is known), and searches
 * each next stage the same way, depth-first over the stages. <b>Passes.</b> The phase runs passes
 * with a fresh table, in pairs with the same stage budget, twice the budget of the pair before,
 * with two candidates, until a win, a limit, or a pass that cut nothing (budget and candidates
 * never ran out); after a pair in which no stage ran out of budget, the next pair has twice the
 * candidates instead ({@link #MAX_CANDIDATES}). Every pass but the first adds to each value a
 * pseudo-random amount below {@link #NOISE} (a hash of the table entry and the pass number:
 * deterministic), which
 * breaks ties and near-ties differently in every pass, so that the passes do not repeat one
 * another's choices (restarts with randomised tie-breaking; measured in docs/DEALS.md,
 * "The solver on standard deals": more growth or more candidates cost more states than they
 * win). <b>Portfolio.</b> When a share {@link #WIDE_MARK} of the phase's time or states is
 * spent, the pass running is stopped and the {@linkplain #WIDE_BUDGET wide pass} runs once (four
 * times the first stage budget, three candidates, no noise: the schedule before the pairs, which
 * wins some deals the pairs lose); without a win the pairs go on, the stopped pass first. A deal
 * won before the mark is won exactly as without it.
 *
 * <p>Every generated position is kept in the exact table with its parent entry and move; the
 * positions of a stage not yet expanded wait in an {@link OpenList}. A position is reached from
 * the one the phase stands on by taking back moves to their common ancestor and playing the rest
 * of its stored chain ({@link Path}). Table and lists together stay within the phase's memory
 * budget: when one would grow past it the phase ends with "max-memory". The phase drops moves by
 * {@link #pointless} and cuts stages, so its exhaustion proves nothing and only the complete
 * phase answers UNWINNABLE.
 *
 * <p>The phase applies the dead-end test only with an empty stock: with a stock it also expands
 * the positions whose stock can never be dealt again ({@link DeadEnds}). Those positions are cheap
 * to expand and used to fill a stage's budget, so that the stage dealt early; without them the
 * stage spends its budget on live rearrangements, and on the small games with a stock of
 * docs/PERFORMANCE.md ("Games with a stock") the phase stored 2 to 10 times more states. The
 * complete phase that follows applies the whole test. In the last stage a position is tested
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
   * 439 of docs/DEALS.md, 204,384 states) but alone could take more than 7 million states on
   * others. So it runs once, as a portfolio member, when a share {@link #WIDE_MARK} of the
   * phase's budget is spent (measured in docs/DEALS.md, "The wide pass").
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

  private final SearchRun run;
  private final DealEvaluation eval;
  private final int stageBudget;
  private final int candidates;
  /** The pass number: 0 orders by {@link #eval} alone, later passes add noise salted by it. */
  private final int passNumber;
  private final Path path = new Path();
  private Position cur;
  private long[] ms = new long[64];
  /** Whether a stage of this pass ended on its budget or left deal candidates untried. */
  private boolean cut;
  /** Whether a stage of this pass ended on its budget. */
  private boolean budgetHit;
  /** Per deals done: the stages started, and the fewest face-down cards at their starts. */
  private int[] started = new int[0];
  private int[] fewestDown = new int[0];

  BestFirstSearch(SearchRun run, DealEvaluation eval, int stageBudget, int candidates,
      int passNumber) {
    this.run = run;
    this.eval = eval;
    this.stageBudget = stageBudget;
    this.candidates = candidates;
    this.passNumber = passNumber;
  }

  static SolverResult run(Game game, SolverOptions opt, MoveFilter extra) {
    long start = System.nanoTime();
    SolverOptions first = opt.toBuilder().strategy(SearchStrategy.DFS)
        .maxStates(Math.max(1, opt.maxStates() / 10 * 9))
        .timeout(opt.timeout().dividedBy(10).multipliedBy(9).plusNanos(1))
        .maxMemoryBytes(Math.max(1, opt.maxMemoryBytes() / 2)).build();
    SolverResult a = firstPhase(game, first, extra);
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
    boolean wideDone = !wideOnce;
    int ran = 0;
    for (int k = 0; ; ) {
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
      BestFirstSearch b = wide
          ? new BestFirstSearch(new SearchRun(game, pass, extra, false, true),
              DealEvaluation.STANDARD, WIDE_BUDGET, WIDE_CANDIDATES, 0)
          : new BestFirstSearch(new SearchRun(game, pass, extra, false, true),
              DealEvaluation.STANDARD, budget, cands, k);
      SolverResult r = b.search();
      SolverStatistics st = r.statistics();
      ran++;
      opt.listener().passEnded(b.report(ran, wide, r));
      stored += st.storedStates();
      expanded += st.statesExpanded();
      peak = Math.max(peak, st.peakTableBytes());
      if (wide) {
        wideDone = true;
      }
      boolean atMark = beforeMark && r.status() == SolverStatus.UNKNOWN
          && r.limit().map(l -> l.kind() == SolverLimit.Kind.TIMEOUT
              || l.kind() == SolverLimit.Kind.MAX_STATES).orElse(false)
          && System.nanoTime() - start < total && stored < opt.maxStates();
      if (atMark) {
        continue; // the wide pass next, then this pass again
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
      if (wide) {
        continue; // back to the pairs, at the pass the mark stopped (or the next one)
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
    Arrays.fill(fewestDown, -1);
    result = stage(r.lastEntry);
    return result != null ? result : r.unwinnable(); // exhausted: this proves nothing
  }

  /**
   * The stage that starts at table entry {@code root}: best-first without deals for at most the
   * stage budget of expansions (four times that once the stock is empty), remembering the best
   * positions that may deal; then, best first, deals from each and searches the next stage.
   * Returns a result (a win or a limit) or null when the stage found nothing.
   */
  private SolverResult stage(long root) {
    SearchRun r = run;
    StateTable table = r.table;
    long memory = r.opt.maxMemoryBytes();
    path.moveTo(cur, table, root);
    boolean last = cur.dealsDone == cur.dealTotal();
    count(cur);
    long budget = last ? 4L * stageBudget : stageBudget;
    OpenList open = new OpenList();
    OpenList best = new OpenList(); // the deal candidates, by value
    int v0 = value(cur, root);
    open.push(v0, root, table.bytes(), Long.MAX_VALUE);
    if (!last && cur.canDeal()) {
      best.push(v0, root, 0, Long.MAX_VALUE);
    }
    long expansions = 0;
    while (open.size() > 0) {
      long e = open.pop();
      path.moveTo(cur, table, e);
      if (last && e != root && r.isDeadAlways(cur)) {
        continue; // tested when popped, not when generated (see the class documentation)
      }
      if (expansions++ == budget) {
        cut = true;
        budgetHit = true;
        break;
      }
      int cnt = r.expand(cur, true);
      if (ms.length < cnt) {
        ms = new long[Math.max(cnt, 2 * ms.length)];
      }
      System.arraycopy(r.generator.moves(), 0, ms, 0, cnt);
      for (int i = 0; i < cnt; i++) {
        long m = ms[i];
        if (PackedMove.kind(m) == PackedMove.DEAL || pointless(cur, m)) {
          continue;
        }
        if (r.clockOver()) {
          return r.unknown();
        }
        int u = cur.apply(m);
        int outcome = r.successor(cur, e, m);
        if (outcome == SearchRun.REACHED) {
          List<Long> p = chain(table, e);
          p.add(m);
          return r.winnable(p);
        }
        if (outcome == SearchRun.STOP) {
          return r.unknown();
        }
        if (outcome == SearchRun.NEW) {
          long child = r.lastEntry;
          List<Long> done = r.trySorted(cur);
          if (done != null) {
            List<Long> p = chain(table, e);
            p.add(m);
            p.addAll(done);
            return r.winnable(p);
          }
          int v = value(cur, child);
          if (!open.push(v, child, table.bytes() + best.bytes(), memory)
              || !last && cur.canDeal()
              && !best.push(v, child, table.bytes() + open.bytes(), memory)) {
            r.limit = SolverLimit.maxMemory(memory);
            return r.unknown();
          }
        }
        cur.undo(m, u);
      }
      if (table.bytes() + open.bytes() + best.bytes() > memory) {
        r.limit = SolverLimit.maxMemory(memory);
        return r.unknown();
      }
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
      if (!tops.add(topsSignature(cur))) {
        continue;
      }
      if (r.clockOver()) {
        return r.unknown();
      }
      int u = cur.apply(PackedMove.DEAL_MOVE);
      int outcome = r.successor(cur, c, PackedMove.DEAL_MOVE);
      if (outcome == SearchRun.REACHED) {
        List<Long> p = chain(table, c);
        p.add(PackedMove.DEAL_MOVE);
        return r.winnable(p);
      }
      if (outcome == SearchRun.STOP) {
        return r.unknown();
      }
      if (outcome == SearchRun.NEW
          && !dealt.push(value(cur, r.lastEntry), r.lastEntry, table.bytes(), memory)) {
        r.limit = SolverLimit.maxMemory(memory);
        return r.unknown();
      }
      cur.undo(PackedMove.DEAL_MOVE, u);
    }
    if (best.size() > 0) {
      cut = true;
    }
    best = null;
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

  /** Counts a stage starting at {@code s} ({@link StagedPass}). */
  private void count(Position s) {
    int d = s.dealsDone;
    int down = faceDown(s);
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
    return new StagedPass(number, wide, stageBudget, candidates,
        r.statistics().storedStates(), Arrays.stream(started).boxed().toList(),
        Arrays.stream(fewestDown).boxed().toList(), outcome);
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

  /** A hash of the top card of every pile and the number of face-down cards of {@code s}. */
  private static long topsSignature(Position s) {
    long h = 0;
    for (int j = 0; j < s.p; j++) {
      h = h * 0x9E3779B97F4A7C15L + (s.size(j) == 0 ? -1 : s.top(j));
    }
    return h * 31 + faceDown(s);
  }

  /** The face-down cards of {@code s}. */
  private static int faceDown(Position s) {
    int down = 0;
    for (int j = 0; j < s.p; j++) {
      for (int i = 0, sz = s.size(j); i < sz && SolverCards.down(s.card(j, i)); i++) {
        down++;
      }
    }
    return down;
  }

  /**
   * The moves the phase never plays: a run that lies on the next higher card of its own suit
   * moved onto a card (it turns no card, empties no pile and breaks a suited link or at best
   * trades it for another). Incomplete on purpose (a heuristic, see the class documentation).
   */
  static boolean pointless(Position s, long m) {
    if (PackedMove.kind(m) != PackedMove.TRANSFER) {
      return false;
    }
    int src = PackedMove.src(m);
    int h = PackedMove.count(m);
    int sz = s.size(src);
    if (h == sz || s.size(PackedMove.dst(m)) == 0) {
      return false;
    }
    return s.runEndingAt(src, sz - h) >= 2; // the run's lowest card lies on its suit's next
  }

  /**
   * The path of table entries from the start to the position the phase stands on, with the moves
   * and their undo information, so that the next position is reached by taking back moves to the
   * common ancestor and playing the rest of its stored chain. An index from entry to place on the
   * path (open addressing, linear probing) stops the walk up the parent links at the first entry
   * on the path, the common ancestor, instead of at the start: within a stage most pops lie a few
   * moves below an entry of the path, hundreds below the start (docs/PERFORMANCE.md, "The
   * best-first path"). Entries leave the index in the reverse order of their insertion, and
   * removing the newest key of a linear-probing table restores exactly the table before its
   * insertion, so a removal just clears its slot.
   */
  static final class Path {
    private long[] entries = new long[256];
    private long[] moves = new long[256];
    private int[] undo = new int[256];
    private long[] target = new long[256];
    /** Moves on the path; {@code entries[0..len]} are its positions, {@code entries[0]} the start. */
    private int len;
    /** The index: {@code keys[i]} an entry on the path (0 = free slot), {@code at[i]} its place. */
    private long[] keys;
    private int[] at;

    Path() {
      this(1024);
    }

    /** A path whose index starts with {@code slots} slots, a power of two (small in the tests). */
    Path(int slots) {
      keys = new long[slots];
      at = new int[slots];
    }

    /** Takes {@code s}, standing at the path's end, to table entry {@code e}. */
    void moveTo(Position s, StateTable table, long e) {
      int n = 0;
      int common = 0;
      for (long q = e; q != 0; q = table.parentOf(q)) {
        int i = indexOf(q);
        if (i > 0) {
          common = i;
          break;
        }
        if (n == target.length) {
          target = Arrays.copyOf(target, 2 * n);
        }
        target[n++] = q;
      }
      // target[n-1 .. 0] are the entries after common+1 .. common+n moves
      while (len > common) {
        remove(entries[len]);
        len--;
        s.undo(moves[len], undo[len]);
      }
      if (entries.length <= common + n + 1) {
        int c = 2 * (common + n) + 2;
        entries = Arrays.copyOf(entries, c);
        moves = Arrays.copyOf(moves, c);
        undo = Arrays.copyOf(undo, c);
      }
      for (int i = n - 1; i >= 0; i--) {
        long q = target[i];
        long m = table.moveOf(q);
        undo[len] = s.apply(m);
        moves[len] = m;
        len++;
        entries[len] = q;
        insert(q, len);
      }
    }

    /** The table entries from the start's first move to the path's end (for the tests). */
    long[] entries() {
      return Arrays.copyOfRange(entries, 1, len + 1);
    }

    private int slot(long q) {
      long h = q * 0x9E3779B97F4A7C15L;
      return (int) (h ^ (h >>> 32)) & (keys.length - 1);
    }

    /** The place of entry {@code q} on the path, or 0 when it is not on it. */
    private int indexOf(long q) {
      for (int i = slot(q); ; i = (i + 1) & (keys.length - 1)) {
        if (keys[i] == q) {
          return at[i];
        }
        if (keys[i] == 0) {
          return 0;
        }
      }
    }

    private void insert(long q, int place) {
      if (2 * place > keys.length) { // keep the load at most one half: rebuild, doubled
        keys = new long[2 * keys.length];
        at = new int[keys.length];
        for (int p = 1; p < place; p++) {
          put(entries[p], p);
        }
      }
      put(q, place);
    }

    private void put(long q, int place) {
      int i = slot(q);
      while (keys[i] != 0) {
        i = (i + 1) & (keys.length - 1);
      }
      keys[i] = q;
      at[i] = place;
    }

    /** Removes {@code q}, the newest key (see the class documentation). */
    private void remove(long q) {
      int i = slot(q);
      while (keys[i] != q) {
        i = (i + 1) & (keys.length - 1);
      }
      keys[i] = 0;
    }
  }

  /** The moves from the start to entry {@code e}, in order. */
  private static List<Long> chain(StateTable table, long e) {
    List<Long> out = new ArrayList<>();
    for (long q = e; q != 0; q = table.parentOf(q)) {
      out.add(table.moveOf(q));
    }
    Collections.reverse(out);
    return out;
  }
}
