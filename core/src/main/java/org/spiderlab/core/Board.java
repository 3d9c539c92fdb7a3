package org.spiderlab.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The mutable state of a game in play (docs/FORMATS.md "Moves"): tableau, remaining stock and the
 * number of cleared runs. Not thread-safe; every verifier or solver thread uses its own board.
 *
 * <p>Cards are held as {@link CardCode}s, so a run check is one subtraction per card.
 *
 * <p>Each pile is an array that doubles when full and halves when a quarter full, so memory stays
 * {@code O(cards + piles)} however cards travel; every operation costs {@code O(cards moved)}.
 * {@link #tryTransfer}, {@link #tryClear} and {@link #tryDeal} play a move without a {@link Move}
 * object (the streaming verifier's path); the legal case is checked and played in one pass, and
 * only a refused move builds its reason.
 *
 * <p>Decisions recorded in docs/FORMATS.md (see also {@link Game}): the board starts from
 * {@link Game#withTopsTurnedUp()}, so every face-down top card of the file is face up before the
 * first move, and every move or clear turns the card it uncovers; a top card is never face down
 * in play (the "face down" reasons below guard that invariant). With every pile empty and deals
 * left, no move is possible (a deal needs every pile non-empty), so such a position is lost.
 */
public final class Board implements BoardView {

  private static final long[] EMPTY = new long[0];

  private final int maxRank;
  private final Rule rule;
  private final long[][] piles;
  private final int[] sizes;
  private final long[] stock;
  private int dealsDone;
  private final int dealTotal;
  private long cleared;
  private long tableauCards;

  Board(Game file) {
    Game game = file.withTopsTurnedUp();
    this.maxRank = game.maxRank();
    this.rule = game.rule();
    int p = game.pileCount();
    this.piles = new long[p][];
    this.sizes = new int[p];
    int[] start = game.pileStartArray();
    long[] cards = game.cardArray();
    for (int i = 0; i < p; i++) {
      int n = start[i + 1] - start[i];
      piles[i] = n == 0 ? EMPTY : Arrays.copyOfRange(cards, start[i], start[i] + Math.max(n, 4));
      if (n > 0 && n < 4) {
        Arrays.fill(piles[i], n, 4, 0L);
      }
      sizes[i] = n;
    }
    this.stock = game.stockArray();
    this.dealTotal = game.dealCount();
    this.tableauCards = cards.length;
  }

  private Board(Board o) {
    this.maxRank = o.maxRank;
    this.rule = o.rule;
    this.piles = new long[o.piles.length][];
    for (int i = 0; i < piles.length; i++) {
      piles[i] = o.piles[i].clone();
    }
    this.sizes = o.sizes.clone();
    this.stock = o.stock;
    this.dealsDone = o.dealsDone;
    this.dealTotal = o.dealTotal;
    this.cleared = o.cleared;
    this.tableauCards = o.tableauCards;
  }

  private static boolean isDown(long code) {
    return CardCode.isDown(code);
  }

  private static int rankOf(long code) {
    return CardCode.rank(code);
  }

  private static String label(long code) {
    return CardCode.decode(code).toString();
  }

  // ---- queries -------------------------------------------------------------------------------

  /** An independent copy of this board. */
  @Override
  public Board copy() {
    return new Board(this);
  }

  @Override
  public int maxRank() {
    return maxRank;
  }

  @Override
  public Rule rule() {
    return rule;
  }

  @Override
  public int pileCount() {
    return sizes.length;
  }

  @Override
  public int pileSize(int pile) {
    return sizes[pile];
  }

  /** The {@link CardCode} of card {@code index} (0 = bottom) of {@code pile}. */
  public long codeAt(int pile, int index) {
    if (index < 0 || index >= sizes[pile]) {
      throw new IndexOutOfBoundsException("pile " + (pile + 1) + " has " + sizes[pile] + " cards");
    }
    return piles[pile][index];
  }

  @Override
  public Card cardAt(int pile, int index) {
    return CardCode.decode(codeAt(pile, index));
  }

  /** Deals still in the stock. */
  @Override
  public int dealsLeft() {
    return dealTotal - dealsDone;
  }

  /**
   * The {@link CardCode} of the card that deal {@code deal} of the remaining stock (0 = the next
   * deal) puts onto {@code pile}.
   */
  public long stockCode(int deal, int pile) {
    if (deal < 0 || deal >= dealsLeft() || pile < 0 || pile >= sizes.length) {
      throw new IndexOutOfBoundsException("deal " + deal + ", pile " + pile + ": the stock holds "
          + dealsLeft() + " deals of " + sizes.length + " cards");
    }
    return stock[(dealsDone + deal) * sizes.length + pile];
  }

  /** Deals made so far. */
  @Override
  public int dealsDone() {
    return dealsDone;
  }

  /** Complete runs cleared to the foundation so far. */
  @Override
  public long clearedRuns() {
    return cleared;
  }

  @Override
  public long tableauCardCount() {
    return tableauCards;
  }

  /** Won: tableau and stock both empty. */
  @Override
  public boolean isWon() {
    return tableauCards == 0 && dealsDone == dealTotal;
  }

  /** The number of cards on top of {@code pile} that form a movable run (0 for an empty pile). */
  @Override
  public int runLength(int pile) {
    long[] a = piles[pile];
    int s = sizes[pile];
    if (s == 0 || isDown(a[s - 1])) {
      return 0;
    }
    int i = s - 1;
    while (i > 0 && CardCode.isRunStep(a[i - 1], a[i])) {
      i--;
    }
    return s - i;
  }

  /** The height of the tallest movable run on top of a pile ({@link RunReading#TOP}). */
  @Override
  public int tallestTopRun() {
    int best = 0;
    for (int j = 0; j < sizes.length; j++) {
      best = Math.max(best, runLength(j));
    }
    return best;
  }

  /**
   * The height of the tallest run of face-up cards of one suit anywhere inside a pile
   * ({@link RunReading#ANY}): the longest stretch of run steps, also under other cards.
   */
  @Override
  public int tallestRun() {
    int best = 0;
    for (int j = 0; j < sizes.length; j++) {
      long[] a = piles[j];
      int run = 0;
      for (int i = 0; i < sizes[j]; i++) {
        if (isDown(a[i])) {
          run = 0;
        } else {
          run = i > 0 && CardCode.isRunStep(a[i - 1], a[i]) ? run + 1 : 1;
          best = Math.max(best, run);
        }
      }
    }
    return best;
  }

  /** Whether a complete run (rank n down to 1, one suit) lies on top of {@code pile}. */
  @Override
  public boolean canClear(int pile) {
    int s = sizes[pile];
    if (s < maxRank) {
      return false;
    }
    long[] a = piles[pile];
    if (isDown(a[s - 1]) || rankOf(a[s - 1]) != 1) {
      return false;
    }
    for (int i = s - maxRank; i < s - 1; i++) {
      if (!CardCode.isRunStep(a[i], a[i + 1])) {
        return false;
      }
    }
    return true;
  }

  /** Whether no pile is empty and the stock is not. */
  @Override
  public boolean canDeal() {
    if (dealsDone == dealTotal) {
      return false;
    }
    for (int s : sizes) {
      if (s == 0) {
        return false;
      }
    }
    return true;
  }

  // ---- moves ---------------------------------------------------------------------------------

  /**
   * Plays {@code move} if it is legal and returns {@code null}; otherwise leaves the board
   * unchanged and returns the precise reason, e.g. {@code the top 2 cards of pile 3 are not a
   * movable run (5H lies on 6S)}. Costs {@code O(cards moved)}.
   */
  public String tryApply(Move move) {
    if (move instanceof Move.Transfer t) {
      return tryTransfer(t.source(), t.count(), t.target());
    } else if (move instanceof Move.Clear c) {
      return tryClear(c.source());
    } else {
      return tryDeal();
    }
  }

  /** Plays {@code move}, or throws {@link IllegalMoveException} with the reason. */
  public void apply(Move move) {
    String why = tryApply(move);
    if (why != null) {
      throw new IllegalMoveException(move, why);
    }
  }

  /** The reason {@code move} is illegal here, or {@code null} when it is legal. */
  @Override
  public String whyIllegal(Move move) {
    if (move instanceof Move.Transfer t) {
      return checkTransfer(t.source(), t.count(), t.target());
    } else if (move instanceof Move.Clear c) {
      return checkClear(c.source());
    } else {
      return checkDeal();
    }
  }

  private String pileMissing(int pile) {
    return pile < 0 || pile >= sizes.length
        ? "pile " + (pile + 1) + " does not exist (the game has " + sizes.length + " piles)"
        : null;
  }

  private String checkTransfer(int src, int h, int dst) {
    if (src == dst) {
      return "source and target are both pile " + (src + 1);
    }
    String why = pileMissing(src);
    if (why == null) {
      why = pileMissing(dst);
    }
    if (why != null) {
      return why;
    }
    int s = sizes[src];
    if (s == 0) {
      return "pile " + (src + 1) + " is empty";
    }
    if (h > s) {
      return "pile " + (src + 1) + " holds " + s + (s == 1 ? " card" : " cards")
          + ", fewer than " + h;
    }
    long[] a = piles[src];
    if (isDown(a[s - 1])) {
      return "the top card " + label(a[s - 1]) + " of pile " + (src + 1) + " is face down";
    }
    for (int i = s - 1; i > s - h; i--) {
      if (!CardCode.isRunStep(a[i - 1], a[i])) {
        return "the top " + h + " cards of pile " + (src + 1) + " are not a movable run ("
            + label(a[i]) + " lies on " + label(a[i - 1]) + ")";
      }
    }
    int d = sizes[dst];
    if (d > 0) {
      long top = piles[dst][d - 1];
      long low = a[s - h];
      if (isDown(top)) {
        return "the top card " + label(top) + " of pile " + (dst + 1) + " is face down";
      }
      if (!rule.accepts(rankOf(top), rankOf(low))) {
        return label(low) + " cannot go onto " + label(top) + " (pile " + (dst + 1) + "): "
            + (rule == Rule.SPIDER
                ? "the target card must be a " + ((long) rankOf(low) + 1)
                : "the target card must be higher than " + rankOf(low) + " (hanoi rule)");
      }
    }
    return null;
  }

  /**
   * Plays the run move {@code m src h dst} (0-based piles) if it is legal and returns {@code
   * null}, else returns the reason and changes nothing; {@link #tryApply} without a {@link Move}
   * object, for streaming verifiers. The legal case is one pass over the {@code h} moved cards;
   * any doubt falls back to {@code whyIllegal}, which computes the exact reason.
   */
  public String tryTransfer(int src, int h, int dst) {
    long[][] piles = this.piles;
    int[] sizes = this.sizes;
    int p = sizes.length;
    if (src < 0 || src >= p || dst < 0 || dst >= p || src == dst || h < 1) {
      return transferReason(src, h, dst);
    }
    long[] a = piles[src];
    int s = sizes[src];
    if (h > s || a[s - 1] < 0) {
      return transferReason(src, h, dst);
    }
    int low = s - h;
    for (int i = s - 1; i > low; i--) {
      if (!CardCode.isRunStep(a[i - 1], a[i])) {
        return transferReason(src, h, dst);
      }
    }
    int d = sizes[dst];
    long[] b = piles[dst];
    if (d > 0) {
      long top = b[d - 1];
      if (top < 0 || !rule.accepts((int) top, (int) a[low])) {
        return transferReason(src, h, dst);
      }
    }
    if (b.length < d + h) {
      b = Arrays.copyOf(b, Math.max(d + h, Math.max(4, b.length * 2)));
      piles[dst] = b;
    }
    if (h == 1) {
      b[d] = a[low];
    } else {
      System.arraycopy(a, low, b, d, h);
    }
    sizes[dst] = d + h;
    sizes[src] = low;
    if (low > 0 && a[low - 1] < 0) {
      a[low - 1] = CardCode.up(a[low - 1]);
    }
    if (low < (a.length >> 2) && a.length > 16) {
      piles[src] = Arrays.copyOf(a, Math.max(16, low * 2));
    }
    return null;
  }

  private String transferReason(int src, int h, int dst) {
    if (src < 0 || dst < 0 || h < 1 || src == dst) {
      return src == dst ? "source and target are both pile " + (src + 1)
          : h < 1 ? "a move takes at least one card, got " + h
          : "pile " + (Math.min(src, dst) + 1) + " does not exist";
    }
    String why = checkTransfer(src, h, dst);
    if (why == null) {
      throw new AssertionError("fast and full check disagree on m " + (src + 1) + " " + h + " "
          + (dst + 1));
    }
    return why;
  }

  private String checkClear(int src) {
    String why = pileMissing(src);
    if (why != null) {
      return why;
    }
    int s = sizes[src];
    if (s == 0) {
      return "pile " + (src + 1) + " is empty";
    }
    if (s < maxRank) {
      return "pile " + (src + 1) + " holds " + s + (s == 1 ? " card" : " cards")
          + ", fewer than the " + maxRank + " of a complete run";
    }
    long[] a = piles[src];
    if (isDown(a[s - 1])) {
      return "the top card " + label(a[s - 1]) + " of pile " + (src + 1) + " is face down";
    }
    if (rankOf(a[s - 1]) != 1) {
      return "the top card of pile " + (src + 1) + " is " + label(a[s - 1]) + ", not an ace";
    }
    for (int i = s - 1; i > s - maxRank; i--) {
      if (!CardCode.isRunStep(a[i - 1], a[i])) {
        return "the top " + maxRank + " cards of pile " + (src + 1)
            + " are not a complete run (" + label(a[i]) + " lies on " + label(a[i - 1]) + ")";
      }
    }
    return null;
  }

  /** Plays the clear {@code c src} (0-based) like {@link #tryApply}, without a Move object. */
  public String tryClear(int src) {
    String why = checkClear(src);
    if (why != null) {
      return why;
    }
    sizes[src] -= maxRank;
    tableauCards -= maxRank;
    cleared++;
    afterRemoval(src);
    return null;
  }

  private String checkDeal() {
    if (dealsDone == dealTotal) {
      return "the stock is empty";
    }
    for (int i = 0; i < sizes.length; i++) {
      if (sizes[i] == 0) {
        return "pile " + (i + 1) + " is empty (no deal onto an empty pile)";
      }
    }
    return null;
  }

  /** Plays a deal like {@link #tryApply}, without a Move object. */
  public String tryDeal() {
    String why = checkDeal();
    if (why != null) {
      return why;
    }
    int p = sizes.length;
    int base = dealsDone * p;
    for (int i = 0; i < p; i++) {
      int d = sizes[i];
      ensure(i, d + 1);
      piles[i][d] = stock[base + i];
      sizes[i] = d + 1;
    }
    dealsDone++;
    tableauCards += p;
    return null;
  }

  private void afterRemoval(int pile) {
    int s = sizes[pile];
    long[] a = piles[pile];
    if (s > 0 && isDown(a[s - 1])) {
      a[s - 1] = CardCode.up(a[s - 1]);
    }
    if (a.length > 16 && s < a.length / 4) {
      piles[pile] = Arrays.copyOf(a, Math.max(16, s * 2));
    }
  }

  private void ensure(int pile, int capacity) {
    long[] a = piles[pile];
    if (a.length < capacity) {
      piles[pile] = Arrays.copyOf(a, Math.max(capacity, Math.max(4, a.length * 2)));
    }
  }

  // ---- move generation -------------------------------------------------------------------------

  /**
   * Every legal move, in a fixed order: clears (by pile), then run moves (by source, height from 1
   * up, target), then the deal.
   */
  @Override
  public List<Move> legalMoves() {
    List<Move> out = new ArrayList<>();
    int p = sizes.length;
    for (int i = 0; i < p; i++) {
      if (canClear(i)) {
        out.add(Move.clear(i));
      }
    }
    for (int src = 0; src < p; src++) {
      int run = runLength(src);
      long[] a = piles[src];
      int s = sizes[src];
      for (int h = 1; h <= run; h++) {
        int low = rankOf(a[s - h]);
        for (int dst = 0; dst < p; dst++) {
          if (dst == src) {
            continue;
          }
          int d = sizes[dst];
          if (d == 0) {
            out.add(Move.transfer(src, h, dst));
          } else {
            long top = piles[dst][d - 1];
            if (!isDown(top) && rule.accepts(rankOf(top), low)) {
              out.add(Move.transfer(src, h, dst));
            }
          }
        }
      }
    }
    if (canDeal()) {
      out.add(Move.deal());
    }
    return out;
  }

  // ---- export ----------------------------------------------------------------------------------

  /** The current position as a game: tableau and remaining stock (cleared runs are gone). */
  @Override
  public Game snapshot(int suits) {
    Game.Builder b = Game.builder(maxRank, suits).rule(rule);
    for (int i = 0; i < sizes.length; i++) {
      b.pileCodes(Arrays.copyOf(piles[i], sizes[i]));
    }
    int p = sizes.length;
    for (int d = dealsDone; d < dealTotal; d++) {
      List<Card> deal = new ArrayList<>(p);
      for (int j = 0; j < p; j++) {
        deal.add(CardCode.decode(stock[d * p + j]));
      }
      b.deal(deal);
    }
    return b.build();
  }

  /** A one-line-per-pile description of what is left, for NOT-WON verdicts and debugging. */
  @Override
  public String describe() {
    StringBuilder sb = new StringBuilder();
    sb.append(tableauCards).append(tableauCards == 1 ? " card" : " cards").append(" on ")
        .append(nonEmptyPiles()).append(" of ").append(sizes.length).append(" piles, ")
        .append(dealsLeft()).append(dealsLeft() == 1 ? " deal" : " deals").append(" left, ")
        .append(cleared).append(cleared == 1 ? " run" : " runs").append(" cleared");
    return sb.toString();
  }

  /** Array slots allocated for the tableau (for memory tests): stays {@code O(cards + piles)}. */
  long allocatedSlots() {
    long n = 0;
    for (long[] a : piles) {
      n += a.length;
    }
    return n;
  }

  @Override
  public int nonEmptyPiles() {
    int n = 0;
    for (int s : sizes) {
      if (s > 0) {
        n++;
      }
    }
    return n;
  }
}
