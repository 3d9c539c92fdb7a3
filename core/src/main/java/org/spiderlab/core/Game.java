package org.spiderlab.core;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkElementIndex;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable generalized Spider instance (thesis 1.3; docs/FORMATS.md "Positions"): the maximal rank
 * {@code n}, the number of suits, the rule variant, {@code p >= 1} tableau piles (bottom to top)
 * and a stock of deals of exactly {@code p} cards each (the first deal is dealt first; card
 * {@code j} of a deal goes onto pile {@code j}).
 *
 * <p>The game keeps its cards in packed arrays (see {@link CardCode}) so that instances with
 * millions of cards, as produced by the reductions, are cheap to build, copy and replay. Pile and
 * deal indices are 0-based. Make instances with {@link #builder(int, int)}.
 *
 * <p>Design decisions recorded in docs/FORMATS.md: a game need not consist of
 * complete decks (cards that can never form a complete run simply make it unwinnable); a face-down
 * card may lie anywhere in a pile, including on top; stock cards are always dealt face up. A game
 * keeps the face-down flags its file gives (a FAIR template hides its tops too), but play starts
 * from {@link #withTopsTurnedUp()}: every face-down top card is turned face up before the first
 * move (thesis 4.3: hidden cards with nothing above them are playable in the starting state), so
 * in play a top card is never face down.
 */
public final class Game {

  /** The largest maximal rank a game may have. */
  public static final int MAX_RANK = 1_000_000_000;

  /** The most cards (tableau plus stock) a game may hold. */
  public static final long MAX_CARDS = 500_000_000L;

  private final int maxRank;
  private final int suits;
  private final Rule rule;
  private final int[] pileStart; // p + 1 offsets into cards
  private final long[] cards; // packed codes, pile by pile, bottom to top
  private final long[] stock; // packed codes, deal by deal, always face up

  private Game(int maxRank, int suits, Rule rule, int[] pileStart, long[] cards, long[] stock) {
    this.maxRank = maxRank;
    this.suits = suits;
    this.rule = rule;
    this.pileStart = pileStart;
    this.cards = cards;
    this.stock = stock;
  }

  /** A builder for a game with maximal rank {@code maxRank} and {@code suits} suits. */
  public static Builder builder(int maxRank, int suits) {
    return new Builder(maxRank, suits);
  }

  public int maxRank() {
    return maxRank;
  }

  public int suits() {
    return suits;
  }

  public Rule rule() {
    return rule;
  }

  public int pileCount() {
    return pileStart.length - 1;
  }

  public int pileSize(int pile) {
    checkElementIndex(pile, pileCount(), "pile");
    return pileStart[pile + 1] - pileStart[pile];
  }

  /** Card {@code index} (0 = bottom) of pile {@code pile}. */
  public Card card(int pile, int index) {
    checkElementIndex(index, pileSize(pile), "card index");
    return CardCode.decode(cards[pileStart[pile] + index]);
  }

  /**
   * The {@link CardCode} of card {@code index} (0 = bottom) of pile {@code pile}: {@link #card}
   * without creating a {@link Card}, for code that reads millions of cards (pictures, writers).
   */
  public long codeAt(int pile, int index) {
    checkElementIndex(index, pileSize(pile), "card index");
    return cards[pileStart[pile] + index];
  }

  /** Pile {@code pile}, bottom to top, as an immutable view. */
  public List<Card> pile(int pile) {
    int from = pileStart[pile];
    int size = pileSize(pile);
    return new AbstractList<>() {
      @Override
      public Card get(int i) {
        checkElementIndex(i, size);
        return CardCode.decode(cards[from + i]);
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  /** The number of deals left in the stock. */
  public int dealCount() {
    return stock.length / pileCount();
  }

  /** Deal {@code deal} (0 = dealt first); card {@code j} goes onto pile {@code j}. */
  public List<Card> deal(int deal) {
    checkElementIndex(deal, dealCount(), "deal");
    int p = pileCount();
    return new AbstractList<>() {
      @Override
      public Card get(int i) {
        checkElementIndex(i, p);
        return CardCode.decode(stock[deal * p + i]);
      }

      @Override
      public int size() {
        return p;
      }
    };
  }

  /** All piles, bottom to top. */
  public List<List<Card>> piles() {
    List<List<Card>> out = new ArrayList<>(pileCount());
    for (int i = 0; i < pileCount(); i++) {
      out.add(pile(i));
    }
    return out;
  }

  /** All deals, first dealt first. */
  public List<List<Card>> deals() {
    List<List<Card>> out = new ArrayList<>(dealCount());
    for (int d = 0; d < dealCount(); d++) {
      out.add(deal(d));
    }
    return out;
  }

  /** Cards on the tableau. */
  public int tableauCardCount() {
    return cards.length;
  }

  /** Cards on the tableau and in the stock. */
  public long cardCount() {
    return (long) cards.length + stock.length;
  }

  /**
   * This game as play starts it: every face-down card that is the top card of its pile turned
   * face up (docs/FORMATS.md "Moves"); {@code this} when no top card is face down. Every consumer
   * that plays a game (board, verifier, solver, special cases) starts from this.
   */
  public Game withTopsTurnedUp() {
    long[] turned = null;
    for (int i = 0; i < pileCount(); i++) {
      int top = pileStart[i + 1] - 1;
      if (top >= pileStart[i] && CardCode.isDown(cards[top])) {
        if (turned == null) {
          turned = cards.clone();
        }
        turned[top] = CardCode.up(cards[top]);
      }
    }
    return turned == null ? this : new Game(maxRank, suits, rule, pileStart, turned, stock);
  }

  /** Whether some pile's top card is face down in this game's file form. */
  public boolean hasFaceDownTop() {
    return withTopsTurnedUp() != this;
  }

  /** Whether some card of the tableau is face down in this game's file form. */
  public boolean hasFaceDown() {
    for (long c : cards) {
      if (CardCode.isDown(c)) {
        return true;
      }
    }
    return false;
  }

  /** A fresh mutable board in this game's starting position (tops turned up, see above). */
  public Board toBoard() {
    return new Board(this);
  }

  // package-private raw access for Board
  int[] pileStartArray() {
    return pileStart;
  }

  long[] cardArray() {
    return cards;
  }

  long[] stockArray() {
    return stock;
  }

  /** A builder with the same header and cards, for making a modified copy. */
  public Builder toBuilder() {
    Builder b = builder(maxRank, suits).rule(rule);
    for (int i = 0; i < pileCount(); i++) {
      b.pile(pile(i));
    }
    for (int d = 0; d < dealCount(); d++) {
      b.deal(deal(d));
    }
    return b;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Game g
        && maxRank == g.maxRank
        && suits == g.suits
        && rule == g.rule
        && Arrays.equals(pileStart, g.pileStart)
        && Arrays.equals(cards, g.cards)
        && Arrays.equals(stock, g.stock);
  }

  @Override
  public int hashCode() {
    return ((maxRank * 31 + suits) * 31 + rule.hashCode()) * 31
        + Arrays.hashCode(pileStart) * 17
        + Arrays.hashCode(cards) * 7
        + Arrays.hashCode(stock);
  }

  /** A short description, e.g. {@code spider ranks=13 suits=1: 10 piles, 54 cards, 5 deals}. */
  @Override
  public String toString() {
    return "spider ranks=" + maxRank + " suits=" + suits
        + (rule == Rule.SPIDER ? "" : " rule=" + rule.keyword())
        + ": " + pileCount() + " piles, " + cards.length + " cards, " + dealCount() + " deals";
  }

  /**
   * Collects piles and deals and checks them against the header. Every violation is an {@link
   * IllegalArgumentException} with a message that names the pile or deal.
   */
  public static final class Builder {
    private final int maxRank;
    private final int suits;
    private Rule rule = Rule.SPIDER;
    private final List<long[]> piles = new ArrayList<>();
    private final List<long[]> deals = new ArrayList<>();
    private long total;

    private Builder(int maxRank, int suits) {
      checkArgument(maxRank >= 1 && maxRank <= MAX_RANK,
          "maximal rank must be between 1 and %s, got %s", MAX_RANK, maxRank);
      checkArgument(suits >= 1, "the number of suits must be at least 1, got %s", suits);
      this.maxRank = maxRank;
      this.suits = suits;
    }

    public Builder rule(Rule rule) {
      this.rule = checkNotNull(rule, "rule");
      return this;
    }

    /** Adds the next pile, bottom to top. */
    public Builder pile(List<Card> cards) {
      piles.add(encode(cards, "pile " + (piles.size() + 1), false));
      return this;
    }

    /** Adds the next pile, bottom to top. */
    public Builder pile(Card... cards) {
      return pile(Arrays.asList(cards));
    }

    /** Adds the next pile given by packed codes (see {@link CardCode}), bottom to top. */
    public Builder pileCodes(long[] codes) {
      String where = "pile " + (piles.size() + 1);
      for (long c : codes) {
        check(CardCode.rank(c), CardCode.suit(c), where);
      }
      count(codes.length);
      piles.add(codes.clone());
      return this;
    }

    /** Adds the next deal of the stock (one card per pile, dealt face up). */
    public Builder deal(List<Card> cards) {
      deals.add(encode(cards, "deal " + (deals.size() + 1), true));
      return this;
    }

    /** Adds the next deal of the stock. */
    public Builder deal(Card... cards) {
      return deal(Arrays.asList(cards));
    }

    public int pileCount() {
      return piles.size();
    }

    private long[] encode(List<Card> cards, String where, boolean faceUp) {
      long[] codes = new long[cards.size()];
      for (int i = 0; i < codes.length; i++) {
        Card c = checkNotNull(cards.get(i), "%s: card %s is null", where, i + 1);
        check(c.rank(), c.suit(), where);
        codes[i] = CardCode.of(c.rank(), c.suit(), c.faceDown() && !faceUp);
      }
      count(codes.length);
      return codes;
    }

    private void check(int rank, int suit, String where) {
      checkArgument(rank >= 1 && rank <= maxRank,
          "%s: rank %s is outside 1..%s", where, rank, maxRank);
      checkArgument(suit >= 1 && suit <= suits,
          "%s: suit %s is outside 1..%s", where, suit, suits);
    }

    private void count(int n) {
      total += n;
      checkArgument(total <= MAX_CARDS, "more than %s cards", MAX_CARDS);
    }

    public Game build() {
      int p = piles.size();
      checkArgument(p >= 1, "a game needs at least one pile");
      for (int d = 0; d < deals.size(); d++) {
        checkArgument(deals.get(d).length == p,
            "deal %s has %s cards, but the game has %s piles", d + 1, deals.get(d).length, p);
      }
      int[] start = new int[p + 1];
      for (int i = 0; i < p; i++) {
        start[i + 1] = start[i] + piles.get(i).length;
      }
      long[] cards = new long[start[p]];
      for (int i = 0; i < p; i++) {
        System.arraycopy(piles.get(i), 0, cards, start[i], piles.get(i).length);
      }
      long[] stock = new long[deals.size() * p];
      for (int d = 0; d < deals.size(); d++) {
        System.arraycopy(deals.get(d), 0, stock, d * p, p);
      }
      return new Game(maxRank, suits, rule, start, cards, stock);
    }
  }
}
