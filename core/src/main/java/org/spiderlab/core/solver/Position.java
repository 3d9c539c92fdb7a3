package org.spiderlab.core.solver;

import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * The solver's own mutable position (thesis 1.3, docs/FORMATS.md "Positions") with apply and undo: the
 * piles as arrays of {@link SolverCards} ints, per card the length of the face-up run ending
 * there, per pile the trie node of its longest original prefix, the deals made, the tableau
 * card count and a counter of the places that break sortedness. Every change of a pile is
 * reported to the position's {@link CanonicalKey} (which re-encodes only changed piles) and, in
 * games with many piles, to its {@link TopIndex}.
 *
 * <p>Cleared runs need no field: they are the cards missing from tableau and stock
 * ({@link #clearedRuns}).
 */
final class Position {

  final GameShape sh;
  final SolverCards cards;
  final int n;
  final int p;
  final int[][] pile;
  /** Per pile and position: length of the face-up run ending there (0 for a face-down card). */
  final int[][] rl;
  final int[] size;
  /** Per pile: the trie node of the longest prefix of its contents that is a trie path. */
  final int[] node;
  int dealsDone;
  long tableau;
  /** Number of positions violating "face up, same suit and lower rank than the card below". */
  private long bad;
  final CanonicalKey key;
  /** The index of piles by top card and top run (games with many piles), or null. */
  final TopIndex index;
  /** The height from which runs are counted in {@link #runsOfAtLeast} (0: not counted). */
  private int tallFrom;
  /** Card positions where a face-up run of at least {@link #tallFrom} cards ends. */
  private long tallEnds;
  /** Per kind of card position ({@link #linkAt}), how many the tableau holds. */
  private final int[] links = new int[5];
  /** Kinds of card positions for {@link DealEvaluation}: see {@link #linkAt}. */
  static final int LINK_DOWN = 1;
  static final int LINK_SUITED = 2;
  static final int LINK_NATURAL = 3;
  static final int LINK_BREAK = 4;

  /**
   * The starting position of {@code game}: every face-down top card turned face up
   * ({@link Game#withTopsTurnedUp()}), as for the verifier's board.
   */
  static Position start(Game game) {
    return new Position(game.withTopsTurnedUp());
  }

  /** The position of {@code g} exactly as given (callers pass a game whose tops are turned). */
  private Position(Game g) {
    this(new GameShape(g), null);
    for (int j = 0; j < p; j++) {
      pile[j] = new int[Math.max(4, g.pileSize(j) + 4)];
      rl[j] = new int[pile[j].length];
      for (Card c : g.pile(j)) {
        push(j, cards.code(c.rank(), c.suit(), c.faceDown()));
      }
      tableau += g.pileSize(j);
    }
    if (sh.diffKeys) {
      key.buildReference();
    }
    indexAll();
  }

  private Position(Position o) {
    this(o.sh, o);
    indexAll();
  }

  /**
   * Allocates the arrays; copies the position of {@code from} when it is not null (the caller
   * fills the piles otherwise). Both paths then call {@link #indexAll()}.
   */
  private Position(GameShape sh, Position from) {
    this.sh = sh;
    this.cards = sh.cards;
    n = sh.n;
    p = sh.p;
    pile = new int[p][];
    rl = new int[p][];
    if (from == null) {
      size = new int[p];
      node = new int[p];
    } else {
      for (int j = 0; j < p; j++) {
        pile[j] = from.pile[j].clone();
        rl[j] = from.rl[j].clone();
      }
      size = from.size.clone();
      node = from.node.clone();
      dealsDone = from.dealsDone;
      tableau = from.tableau;
      bad = from.bad;
      tallFrom = from.tallFrom;
      tallEnds = from.tallEnds;
      System.arraycopy(from.links, 0, links, 0, links.length);
    }
    key = new CanonicalKey(this);
    index = sh.diffKeys ? new TopIndex(n, p) : null;
  }

  /** Marks every pile changed (full key rebuild) and indexes every pile by its top. */
  private void indexAll() {
    key.invalidate();
    if (index != null) {
      index.reset();
      for (int j = 0; j < p; j++) {
        index.retop(this, j);
      }
    }
  }

  Position copy() {
    return new Position(this);
  }

  /** A copy of this position after {@code moves}, played in order. */
  Position copyAfter(List<Long> moves) {
    Position s = new Position(this);
    for (long m : moves) {
      s.apply(m);
    }
    return s;
  }

  int maxKeyLength() {
    return sh.maxKeyLength;
  }

  int dealTotal() {
    return sh.dealTotal;
  }

  /** Whether the position is won: no card in the tableau, none in the stock. */
  boolean won() {
    return tableau == 0 && dealsDone == sh.dealTotal;
  }

  /** Complete runs cleared since the game's start: the cards missing from tableau and stock. */
  long clearedRuns() {
    return (sh.totalCards - tableau - stockLeft()) / n;
  }

  int size(int j) {
    return size[j];
  }

  int top(int j) {
    return pile[j][size[j] - 1];
  }

  int rank(int v) {
    return cards.rank(v);
  }

  int suit(int v) {
    return cards.suit(v);
  }

  /** The card at position {@code i} (0 = bottom) of pile {@code j}. */
  int card(int j, int i) {
    return pile[j][i];
  }

  /** Length of the face-up run ending at position {@code i} of pile {@code j} (0 if face down). */
  int runEndingAt(int j, int i) {
    return rl[j][i];
  }

  /** Number of suits. */
  int suits() {
    return sh.suits;
  }

  /**
   * Starts counting the card positions where a face-up run of at least {@code height >= 1} cards
   * ends (kept up to date by every change; {@link #runsOfAtLeast}), for the goal of a run of that
   * height anywhere inside a pile.
   */
  void countRunsOfAtLeast(int height) {
    tallFrom = Math.max(1, height);
    tallEnds = 0;
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < size[j]; i++) {
        tallEnds += rl[j][i] >= tallFrom ? 1 : 0;
      }
    }
  }

  /**
   * The card positions where a face-up run of at least the height given to {@link
   * #countRunsOfAtLeast} ends: positive exactly when some pile holds such a run somewhere.
   */
  long runsOfAtLeast() {
    return tallEnds;
  }

  /** The height given to {@link #countRunsOfAtLeast}, or 0 when runs are not counted. */
  int runsCountedFrom() {
    return tallFrom;
  }

  /** The height of the tallest movable run on top of a pile. */
  int tallestTopRun() {
    int best = 0;
    for (int j = 0; j < p; j++) {
      best = Math.max(best, runLength(j));
    }
    return best;
  }

  int runLength(int j) {
    int s = size[j];
    return s == 0 ? 0 : rl[j][s - 1];
  }

  /** {@link #runLength} by walking the pile (reference for tests and the reference generator). */
  int runLengthSlow(int j) {
    int s = size[j];
    if (s == 0) {
      return 0;
    }
    int[] a = pile[j];
    if (SolverCards.down(a[s - 1])) {
      return 0;
    }
    int i = s - 1;
    while (i > 0 && SolverCards.isRunStep(a[i - 1], a[i])) {
      i--;
    }
    return s - i;
  }

  /** Cards still in the stock. */
  long stockLeft() {
    return (long) (sh.dealTotal - dealsDone) * p;
  }

  /** Number of piles. */
  int pileCount() {
    return p;
  }

  /** Whether the stock is empty and no pile is empty (the prunings' common precondition). */
  boolean stockEmptyNoEmptyPile() {
    if (dealsDone != sh.dealTotal) {
      return false;
    }
    for (int j = 0; j < p; j++) {
      if (size[j] == 0) {
        return false;
      }
    }
    return true;
  }

  boolean canClear(int j) {
    int s = size[j];
    if (s < n) {
      return false;
    }
    int t = pile[j][s - 1];
    return !SolverCards.down(t) && rank(t) == 1 && runLength(j) >= n;
  }

  boolean canDeal() {
    if (dealsDone == sh.dealTotal) {
      return false;
    }
    if (index != null) {
      return index.emptyCount == 0;
    }
    for (int j = 0; j < p; j++) {
      if (size[j] == 0) {
        return false;
      }
    }
    return true;
  }

  // ---- sortedness (thesis 2.3.1) -------------------------------------------------------------

  /** Whether position {@code i} of {@code a} breaks sortedness (thesis 2.3.1). */
  private int badAt(int[] a, int i) {
    int v = a[i];
    if (SolverCards.down(v)) {
      return 1;
    }
    if (i > 0) {
      int u = a[i - 1];
      if (suit(u) != suit(v) || rank(v) >= rank(u)) {
        return 1;
      }
    }
    return 0;
  }

  /**
   * The kind of card position {@code i} of a pile ({@code a} its cards, {@code r} its run
   * lengths, already set at {@code i}): {@link #LINK_DOWN} for a face-down card; for a face-up
   * card on a face-up card, {@link #LINK_SUITED} on the next higher card of its suit, {@link
   * #LINK_NATURAL} on the next higher card of another suit, else {@link #LINK_BREAK}; 0 for a
   * face-up card at the bottom or on a face-down card. It depends on cards {@code i - 1} and
   * {@code i} alone, and cards change only at a pile's top, so the counts are kept where cards
   * are pushed, popped and turned.
   */
  private int linkAt(int[] a, int[] r, int i) {
    int c = a[i];
    if (SolverCards.down(c)) {
      return LINK_DOWN;
    }
    if (i == 0 || SolverCards.down(a[i - 1])) {
      return 0;
    }
    if (r[i] >= 2) {
      return LINK_SUITED;
    }
    return rank(a[i - 1]) == SolverCards.hostRank(rank(c)) ? LINK_NATURAL : LINK_BREAK;
  }

  /** How many card positions of kind {@code kind} ({@link #linkAt}) the tableau holds. */
  int links(int kind) {
    return links[kind];
  }

  private static int runAt(int[] a, int[] r, int i) {
    int v = a[i];
    if (SolverCards.down(v)) {
      return 0;
    }
    return i > 0 && SolverCards.isRunStep(a[i - 1], v) ? r[i - 1] + 1 : 1;
  }

  /**
   * Whether the position is a sorted game in the sense of thesis 2.3.1/2.3.2: empty stock, every
   * card face up, every pile of one suit with ranks strictly decreasing bottom to top, and for
   * every suit each rank occurs equally often (complete decks).
   */
  boolean isSortedComplete() {
    if (dealsDone != sh.dealTotal || bad != 0) {
      return false; // bad counts the positions that break the first three conditions
    }
    return isSortedCompleteSlow();
  }

  /** {@link #isSortedComplete} by scanning every card (reference for tests). */
  boolean isSortedCompleteSlow() {
    if (dealsDone != sh.dealTotal) {
      return false;
    }
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < size[j]; i++) {
        if (badAt(pile[j], i) != 0) {
          return false;
        }
      }
    }
    int[] counts = new int[(n + 1) * sh.suits];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < size[j]; i++) {
        counts[pile[j][i] >>> 1]++;
      }
    }
    for (int s = 0; s < sh.suits; s++) {
      for (int r = 2; r <= n; r++) {
        if (counts[s * (n + 1) + r] != counts[s * (n + 1) + 1]) {
          return false;
        }
      }
    }
    return true;
  }

  // ---- incremental pile changes --------------------------------------------------------------

  private void push(int j, int v) {
    int s = size[j];
    int[] a = pile[j];
    if (s == a.length) {
      a = pile[j] = Arrays.copyOf(a, a.length * 2);
      rl[j] = Arrays.copyOf(rl[j], a.length);
    }
    a[s] = v;
    rl[j][s] = runAt(a, rl[j], s);
    if (tallFrom > 0 && rl[j][s] >= tallFrom) {
      tallEnds++;
    }
    bad += badAt(a, s);
    links[linkAt(a, rl[j], s)]++;
    size[j] = s + 1;
    key.markDirty(j);
    if (sh.tDepth[node[j]] == s) {
      int c = sh.child(node[j], v);
      if (c >= 0) {
        node[j] = c;
      }
    }
  }

  private void popTo(int j, int newSize) {
    int[] a = pile[j];
    for (int i = newSize; i < size[j]; i++) {
      bad -= badAt(a, i);
      links[linkAt(a, rl[j], i)]--;
      if (tallFrom > 0 && rl[j][i] >= tallFrom) {
        tallEnds--;
      }
    }
    size[j] = newSize;
    key.markDirty(j);
    int nd = node[j];
    while (sh.tDepth[nd] > newSize) {
      nd = sh.tParent[nd];
    }
    node[j] = nd;
  }

  private void setTop(int j, int v) {
    int s = size[j];
    int[] a = pile[j];
    bad -= badAt(a, s - 1);
    links[linkAt(a, rl[j], s - 1)]--;
    if (tallFrom > 0 && rl[j][s - 1] >= tallFrom) {
      tallEnds--;
    }
    a[s - 1] = v;
    bad += badAt(a, s - 1);
    rl[j][s - 1] = runAt(a, rl[j], s - 1);
    links[linkAt(a, rl[j], s - 1)]++;
    if (tallFrom > 0 && rl[j][s - 1] >= tallFrom) {
      tallEnds++;
    }
    key.markDirty(j);
    int nd = node[j];
    if (sh.tDepth[nd] == s) {
      nd = sh.tParent[nd];
    }
    if (sh.tDepth[nd] == s - 1) {
      int c = sh.child(nd, v);
      if (c >= 0) {
        nd = c;
      }
    }
    node[j] = nd;
  }

  private void retop(int j) {
    if (index != null) {
      index.retop(this, j);
    }
  }

  // ---- apply / undo --------------------------------------------------------------------------

  /**
   * Plays a legal {@link PackedMove}; returns the undo information, whose bit 0 tells whether a
   * card was turned face up.
   */
  int apply(long m) {
    switch (PackedMove.kind(m)) {
      case PackedMove.TRANSFER: {
        int src = PackedMove.src(m);
        int h = PackedMove.count(m);
        int dst = PackedMove.dst(m);
        int s = size[src];
        int[] a = pile[src];
        for (int i = s - h; i < s; i++) {
          push(dst, a[i]);
        }
        popTo(src, s - h);
        int f = flipTop(src);
        retop(src);
        retop(dst);
        return f;
      }
      case PackedMove.CLEAR: {
        int src = PackedMove.src(m);
        int suitIdx = suit(pile[src][size[src] - 1]) - 1;
        popTo(src, size[src] - n);
        tableau -= n;
        int f = flipTop(src);
        retop(src);
        return (suitIdx << 1) | f;
      }
      default: {
        int base = dealsDone * p;
        for (int j = 0; j < p; j++) {
          push(j, sh.stock[base + j]);
          retop(j);
        }
        dealsDone++;
        tableau += p;
        return 0;
      }
    }
  }

  /** Whether the undo information of {@link #apply} says that a card was turned face up. */
  static boolean turned(int undoInfo) {
    return (undoInfo & 1) != 0;
  }

  private int flipTop(int j) {
    int s = size[j];
    if (s > 0 && SolverCards.down(pile[j][s - 1])) {
      setTop(j, SolverCards.up(pile[j][s - 1]));
      return 1;
    }
    return 0;
  }

  /** Takes back move {@code m}, played last with undo information {@code info}. */
  void undo(long m, int info) {
    switch (PackedMove.kind(m)) {
      case PackedMove.TRANSFER: {
        int src = PackedMove.src(m);
        int h = PackedMove.count(m);
        int dst = PackedMove.dst(m);
        if (turned(info)) {
          setTop(src, SolverCards.faceDown(pile[src][size[src] - 1]));
        }
        int d = size[dst];
        int[] a = pile[dst];
        for (int i = d - h; i < d; i++) {
          push(src, a[i]);
        }
        popTo(dst, d - h);
        retop(src);
        retop(dst);
        return;
      }
      case PackedMove.CLEAR: {
        int src = PackedMove.src(m);
        if (turned(info)) {
          setTop(src, SolverCards.faceDown(pile[src][size[src] - 1]));
        }
        int suit = (info >>> 1) + 1;
        for (int r = n; r >= 1; r--) {
          push(src, cards.code(r, suit, false));
        }
        retop(src);
        tableau += n;
        return;
      }
      default: {
        dealsDone--;
        for (int j = 0; j < p; j++) {
          popTo(j, size[j] - 1);
          retop(j);
        }
        tableau -= p;
      }
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int j = 0; j < p; j++) {
      sb.append("pile");
      for (int i = 0; i < size[j]; i++) {
        int v = pile[j][i];
        Card c = new Card(rank(v), suit(v), SolverCards.down(v));
        sb.append(' ').append(c);
      }
      sb.append('\n');
    }
    sb.append("deals done ").append(dealsDone).append('/').append(sh.dealTotal);
    return sb.toString();
  }
}
