package org.spiderlab.core.solver;

import static org.spiderlab.core.internal.Checks.checkArgument;

import java.util.Arrays;

/**
 * Partial-order reduction by deadlock-preserving stubborn sets (Valmari), over piles: in a position
 * it selects a set {@code P} of piles and keeps only the moves whose source and target both lie in
 * {@code P}. This cuts the product of independent gadget states in reduced instances (thesis 4.2:
 * the literal chains and clause gadgets advance independently of each other). Proven for the goals
 * {@link Goal#won()} (a won position is a deadlock), {@link Goal#clears(int)} and {@link
 * Goal#run(int, org.spiderlab.core.RunReading) run(h, TOP)} and {@code run(h, ANY)} (with the
 * visibility condition (d) below).
 *
 * <p><b>When it applies.</b> SPIDER rule, empty stock and no empty pile; otherwise every move is
 * kept. (A deal touches every pile and an empty pile accepts every run, so no proper subset of
 * piles could be closed.) With a stock no weaker argument holds either: a deal that can still
 * happen changes the top of every pile, so it commutes with no move (after it, the moved run is
 * covered or lands elsewhere) and belongs in every stubborn set, and with it every move it
 * depends on, which is every move; and a stock that can never be dealt again means fewer tableau
 * cards than piles ({@link DeadEnds}), hence an empty pile, where nothing could be closed. After {@link #FAILURES_BEFORE_BACKOFF} positions in a row without a
 * proper set, it backs off and expands positions fully without trying, so instances where it
 * never helps keep most of the solver's speed.
 *
 * <p><b>The set.</b> For the piles outside {@code P}, {@link CardReach} over-approximates what moves
 * between those piles alone can ever do: {@code T}, the cards that may become a top card (a
 * possible host), {@code B}, the cards that may become the lowest card of a movable run at a pile's
 * top (a possible moved card), and the piles that may become empty. Card ranks are sparse (under
 * SPIDER a run only goes onto its {@link SolverCards#hostRank}), which keeps these sets small.
 * {@code P} is <i>closed</i> when (a) no pile outside {@code P} may become empty, (b) for every
 * pile {@code q} in {@code P} no {@code B} card has the rank that {@code top(q)} accepts, and (c)
 * for every card {@code b} of the top run of {@code q} no {@code T} card has the rank that accepts
 * {@code b}. The closure starts from the two piles of the first legal move in the solver's move
 * order, computes {@code T} and {@code B} once for that seed and adds the offending piles until
 * (a)-(c) hold, and, for the goals other than {@link Goal#won()}, (d): for {@code clears(d)} no pile
 * outside {@code P} holds a king that {@link CardReach} marks as clearable; for {@code run(h,
 * TOP)} no pile outside {@code P} holds a {@code B} card whose rank lies in a stretch of {@code h}
 * consecutive ranks of one suit that all have {@code B} cards; for {@code run(h, ANY)} no pile
 * outside {@code P} supports a step of a chain of {@code h - 1} consecutive possible run steps
 * ({@link CardReach#forEachPileOfChainsOf}). Those piles join {@code P} with the seed's
 * emptiable piles, before the closure. Computing them once suffices: {@code T} and {@code B} only
 * shrink as {@code P} grows (fewer piles move outside it), so the sets of the seed over-approximate those of the
 * final {@code P}. More seeds can be tried (a constructor parameter, default
 * {@link #DEFAULT_SEEDS}); the set with the fewest legal moves is kept. A seed whose two piles
 * lie in a closed set found before that reduced nothing is still tried: its own closure starts
 * from a smaller pile set and can be much smaller.
 *
 * <p><b>Soundness</b> (the conditions D0, D1, D2 of deadlock-preserving stubborn sets; a won
 * position is a deadlock: no card, no stock, no move). Let {@code S} be all moves touching a pile
 * of {@code P} (as source or target). Moves outside {@code S} never change a pile of {@code P}.
 * <ul>
 *   <li>By induction over any sequence of moves outside {@code S}: every top card of a pile
 *       outside {@code P} is in {@code T} and every lowest card of a movable top run is in
 *       {@code B} (the induction of {@link CardReach}, whose one assumption, that no pile outside
 *       {@code P} becomes empty, is (a)).
 *   <li>Hence a move of {@code S} between a pile of {@code P} and a pile outside it, disabled now,
 *       stays disabled after any sequence outside {@code S}: by (b) and (c) it would need a
 *       {@code B} or {@code T} card of the wrong rank, or by (a) an empty pile. The legal moves of
 *       {@code S} are therefore exactly the kept moves inside {@code P} (a legal move across the
 *       border would violate (b) or (c) now).
 *   <li>D1: a kept move reads and writes only piles of {@code P}, which a sequence outside
 *       {@code S} leaves untouched, so it commutes with such a sequence; a disabled move of
 *       {@code S} cannot become enabled after such a sequence (inside {@code P}: nothing changed;
 *       across the border: above). D2: every kept move stays enabled after such a sequence.
 *       D0: the seed move is kept.
 * </ul>
 * By Valmari's theorem every won position reachable in the full game is reachable in the reduced
 * graph, along a path of the same length (D1 only permutes moves), so exhaustion still proves
 * UNWINNABLE and breadth-first search still finds shortest wins.
 *
 * <p><b>Goals that are not deadlocks</b> ({@code clears(d)}, {@code run(h, ...)}): a position
 * with enough clears or a tall run may still have moves, so D2 proves nothing for them. Condition
 * (d) makes the goal <i>invisible</i> to moves outside {@code S} instead: from a position that has
 * not reached the goal, no sequence of moves outside {@code S} reaches it. For clears: the
 * cleared count changes only by a clear, a clear on a pile outside {@code P} after moves outside
 * {@code S} is a clear of a king the fixpoint over the piles outside {@code P} marks (the
 * induction of {@link CardReach}, as in {@link DeadEnds}), and (d) put every such pile into
 * {@code P}. For a top run of height {@code h}: the piles of {@code P} do not change, and a top
 * run on a pile outside {@code P} consists of {@code B} cards of {@code h} consecutive ranks of
 * one suit, which (d) rules out (the sets for the final {@code P} are subsets of the seed's); a
 * run of height {@code h} anywhere in a pile outside {@code P} needs {@code h - 1} consecutive
 * possible steps over the piles outside {@code P} (the argument of {@link DeadEnds}), and (d)
 * removed a support of every step of every such chain of the seed.
 * Then the goal stays reachable along a path of the same length: let {@code w} be a shortest path
 * from the current position to a goal position. By invisibility, {@code w} contains a move of
 * {@code S}; let {@code t} be the first, {@code w = w1 t w2}. {@code t} is enabled after {@code
 * w1} (outside {@code S}), so by the border argument above it is enabled now and kept; by D1,
 * {@code t w1 w2} is a path of the same length to the same goal position. So the kept move
 * {@code t} leads one step closer, and the induction on the distance to the goal goes through as
 * for wins (with the table, the symmetry pruning, the dead-end test and the back-off). The proof is an induction on
 * the distance to a win: every stored position is expanded once, with all its moves or with a
 * stubborn set, and either way some expanded move leads one step closer; so it holds with the
 * transposition table (a position reached again, or a symmetric one, was or will be expanded),
 * the symmetry pruning, the other shortcuts and the back-off below (sets need not depend on the
 * position alone). Checked against the full search on thousands of seeded games (verdicts,
 * exhausted state counts, shortest lengths) and directly by random walks outside {@code S} from
 * thousands of reduced positions, asserting that no move across the border becomes legal, no
 * pile empties and no kept move is disabled ({@code StubbornSetsTest}), including walks that turn
 * cards face up.
 */
final class StubbornSets implements MoveFilter {

  /**
   * Seeds tried per position in the complete depth-first search (a cost bound only; any closed
   * set is sound). Measured on the reductions of unsatisfiable formulas (docs/LAB-RESULTS.md): one
   * seed is usually the first legal move, often a gadget's progress move whose closure is every
   * pile, while a seed among the selection moves closes on a handful of piles; four seeds find
   * it. Eight found smaller sets still, and (measured while exchange moves of {@link RunExchange}
   * were still expanded and could be seeds) decided fewer of 8 random unsatisfiable 4-variable
   * formulas: 1 instead of 4 within 500,000 states.
   */
  static final int DEFAULT_SEEDS = 4;

  /**
   * Seeds tried per position in the searches that keep parent links (best-first and
   * breadth-first): measured, four seeds there made KPatience's four-suit deals 8 and 9 UNKNOWN
   * within 1,000,000 states (won with one seed in 459,793 and 869,670).
   */
  static final int LINKED_SEEDS = 1;

  /**
   * Back-off: after this many positions in a row without a proper set, the next {@code 2^k}
   * positions ({@code k} growing with further failures, at most {@link #MAX_BACKOFF_SHIFT}) are
   * expanded fully without trying. Sound (full expansion is always allowed) and deterministic; it
   * keeps the cost near zero on instances where a set is almost never found.
   */
  static final int FAILURES_BEFORE_BACKOFF = 32;
  static final int MAX_BACKOFF_SHIFT = 8;
  private int failures;
  private int skip;

  private final int seeds;
  private Position st;
  private final int p;
  private final int n;
  private final boolean[] inP;
  private final int[] members;
  private int memberCount;
  private final boolean[] covered;
  private final boolean[] best;
  /** T, B and the emptiable piles for the piles outside P. */
  private final CardReach reach;
  /**
   * Condition (d): 0 none (won), 1 clearable kings, 2 long stretches of B ranks (run on top), 3
   * long chains of possible run steps (run anywhere).
   */
  private final int visibility;
  private final int height;
  /** Statistics: positions reduced, moves kept and moves offered. */
  long reduced;
  long kept;
  long offered;

  /**
   * For positions of the game of {@code shape}, trying up to {@code seeds} seeds per position, for
   * {@code goal} (one the reduction is proven for: won, clears or run on top).
   */
  StubbornSets(Position shape, int seeds, Goal goal) {
    checkArgument(goal.allowsPartialOrder(), "no partial-order reduction is proven for %s", goal);
    this.visibility = goal instanceof Goal.Clears ? 1 : goal instanceof Goal.RunHeight r
        ? (r.reading() == org.spiderlab.core.RunReading.TOP ? 2 : 3) : 0;
    this.height = goal instanceof Goal.RunHeight r ? r.height() : 0;
    this.seeds = seeds;
    this.p = shape.pileCount();
    this.n = shape.n;
    this.inP = new boolean[p];
    this.members = new int[p];
    this.covered = new boolean[p];
    this.best = new boolean[p];
    this.reach = new CardReach(shape);
  }

  /**
   * Keeps, in order, the moves of {@code moves[0..cnt)} that lie inside the smallest stubborn pile
   * set found for {@code position}; returns the new count (unchanged when no reduction applies).
   */
  @Override
  public int filter(Position position, long[] moves, int cnt) {
    this.st = position;
    lastReduced = false;
    if (cnt <= 1 || !st.cards.spider() || !st.stockEmptyNoEmptyPile()) {
      return cnt;
    }
    if (skip > 0) {
      skip--;
      return cnt;
    }
    Arrays.fill(covered, false);
    int bestCount = cnt;
    boolean found = false;
    int tried = 0;
    for (int i = 0; i < cnt && bestCount > 1 && tried < seeds; i++) {
      long m = moves[i];
      int a = PackedMove.src(m);
      int b = PackedMove.kind(m) == PackedMove.TRANSFER ? PackedMove.dst(m) : a;
      if (covered[a] && covered[b]) {
        continue;
      }
      tried++;
      if (!close(a, b)) {
        covered[a] = true;
        covered[b] = true;
        continue;
      }
      int k = countInside(moves, cnt);
      if (k == cnt) {
        covered[a] = true; // a closed set that keeps every move: its piles may seed smaller ones
        covered[b] = true;
        continue;
      }
      for (int t = 0; t < memberCount; t++) {
        covered[members[t]] = true;
      }
      if (k < bestCount) {
        bestCount = k;
        found = true;
        System.arraycopy(inP, 0, best, 0, p);
      }
    }
    offered += cnt;
    lastReduced = found;
    if (!found) {
      kept += cnt;
      if (++failures >= FAILURES_BEFORE_BACKOFF) {
        skip = 1 << Math.min(MAX_BACKOFF_SHIFT, failures - FAILURES_BEFORE_BACKOFF);
      }
      return cnt;
    }
    failures = 0;
    int w = 0;
    for (int i = 0; i < cnt; i++) {
      long m = moves[i];
      if (inside(best, m)) {
        moves[w++] = m;
      }
    }
    reduced++;
    kept += w;
    return w;
  }

  /** Whether the last {@link #filter} call removed moves (its set is {@link #chosen}). */
  private boolean lastReduced;

  /**
   * The claim of the last {@link #filter} call in the words of a proof ({@code p} and the piles
   * of its set, from 1; docs/FORMATS.md, "Proofs"), or null when it removed no move.
   */
  String lastClaim() {
    if (!lastReduced) {
      return null;
    }
    StringBuilder b = new StringBuilder("p");
    for (int j = 0; j < p; j++) {
      if (best[j]) {
        b.append(' ').append(j + 1);
      }
    }
    return b.toString();
  }

  /** The pile set of the last {@link #filter} call that removed moves (for the tests). */
  boolean[] chosen() {
    return best.clone();
  }

  private static boolean inside(boolean[] set, long m) {
    int a = PackedMove.src(m);
    return set[a] && (PackedMove.kind(m) != PackedMove.TRANSFER || set[PackedMove.dst(m)]);
  }

  private int countInside(long[] moves, int cnt) {
    int k = 0;
    for (int i = 0; i < cnt; i++) {
      if (inside(inP, moves[i])) {
        k++;
      }
    }
    return k;
  }

  /** Computes into {@link #inP} the closure of {@code {a, b}}; false when it is every pile. */
  private boolean close(int a, int b) {
    Arrays.fill(inP, false);
    memberCount = 0;
    addPile(a);
    addPile(b);
    reach.compute(st, inP, false);
    for (int j = 0; j < p; j++) {
      if (!inP[j] && (reach.emptiable[j] || (visibility == 1 && reach.clearable[j]))) {
        addPile(j);
      }
    }
    if (visibility == 2) {
      reach.forEachRankOfLongStretches(height, r -> addHolders(reach.bases, r));
    } else if (visibility == 3) {
      reach.forEachPileOfChainsOf(height, this::addPile);
    }
    for (int t = 0; t < memberCount; t++) {
      if (memberCount >= p) {
        return false;
      }
      int q = members[t];
      int s = st.size(q);
      addHolders(reach.bases, SolverCards.guestRank(st.rank(st.card(q, s - 1))));
      int run = st.runEndingAt(q, s - 1);
      for (int h = 1; h <= run; h++) {
        addHolders(reach.tops, SolverCards.hostRank(st.rank(st.card(q, s - h))));
      }
    }
    return memberCount < p;
  }

  private void addPile(int j) {
    if (!inP[j]) {
      inP[j] = true;
      members[memberCount++] = j;
    }
  }

  /** Adds every pile outside P holding a card of rank {@code r} in {@code index}. */
  private void addHolders(CardReach.RankIndex index, int r) {
    if (r < 1 || r > n || index.count[r] == 0) {
      return;
    }
    for (int k = index.head[r]; k >= 0; k = index.next[k]) {
      addPile(index.pile[k]);
    }
  }
}
