package org.spiderlab.examples.mini;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A position of Mini Solitaire, the sibling puzzle of the sources ({@code 003_...}, German): cards
 * of {@code colours} colours with the values {@code 0..cards-1} each, stacked on {@code slots}
 * slots. A move takes the top card of one slot to another slot that is empty or whose top card
 * has the same colour and a higher value; the goal is every colour's cards on one slot, each
 * card on a higher card of its colour (so each such slot is that colour's cards from {@code
 * cards - 1} at the bottom down to {@code 0} on top). Immutable; a card is {@code colour * cards +
 * value}; slots list their cards bottom to top.
 *
 * <p>The source writes "in absteigender Reihenfolge von oben nach unten" for the goal; since a move
 * only puts a card onto a higher one, the only stacks a play can build hold the higher card
 * below, and that is the goal taken here.
 */
public record MiniGame(int colours, int cards, List<int[]> slots) {

  /** The colour letters of the text format: black, red, blue, green, yellow. */
  public static final String COLOURS = "BRUGY";

  public MiniGame {
    if (colours < 1 || colours > COLOURS.length() || cards < 1 || cards > 64 || slots.isEmpty()
        || slots.size() > 16) {
      throw new IllegalArgumentException("1.." + COLOURS.length() + " colours, 1..64 cards per"
          + " colour and 1..16 slots, got " + colours + ", " + cards + ", " + slots.size());
    }
    List<int[]> copy = new ArrayList<>();
    boolean[] seen = new boolean[colours * cards];
    int total = 0;
    for (int[] s : slots) {
      for (int c : s) {
        if (c < 0 || c >= seen.length || seen[c]) {
          throw new IllegalArgumentException("card " + c + " is not a card of the game or"
              + " twice in it");
        }
        seen[c] = true;
        total++;
      }
      copy.add(s.clone());
    }
    if (total != seen.length) {
      throw new IllegalArgumentException("the game needs every card once: " + total + " of "
          + seen.length);
    }
    slots = List.copyOf(copy);
  }

  /**
   * The source's start: the cards shuffled (seeded) and dealt alternately onto the first two
   * slots (onto the only slot if there is one).
   */
  public static MiniGame random(int colours, int cards, int slotCount, long seed) {
    int n = colours * cards;
    int[] deck = new int[n];
    for (int i = 0; i < n; i++) {
      deck[i] = i;
    }
    SplittableRandom r = new SplittableRandom(seed);
    for (int i = n - 1; i > 0; i--) {
      int j = r.nextInt(i + 1);
      int t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
    List<List<Integer>> s = new ArrayList<>();
    for (int i = 0; i < slotCount; i++) {
      s.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      s.get(slotCount == 1 ? 0 : i % 2).add(deck[i]);
    }
    List<int[]> out = new ArrayList<>();
    for (List<Integer> l : s) {
      out.add(l.stream().mapToInt(Integer::intValue).toArray());
    }
    return new MiniGame(colours, cards, out);
  }

  public int colour(int card) {
    return card / cards;
  }

  public int value(int card) {
    return card % cards;
  }

  /** Whether the top card of {@code from} may go onto {@code to}. */
  public boolean canMove(int from, int to) {
    if (from == to || from < 0 || to < 0 || from >= slots.size() || to >= slots.size()) {
      return false;
    }
    int[] a = slots.get(from);
    int[] b = slots.get(to);
    if (a.length == 0) {
      return false;
    }
    if (b.length == 0) {
      return true;
    }
    int c = a[a.length - 1];
    int d = b[b.length - 1];
    return colour(c) == colour(d) && value(d) > value(c);
  }

  /** The position after the move {@code (from, to)}, which must be legal. */
  public MiniGame move(int from, int to) {
    if (!canMove(from, to)) {
      throw new IllegalArgumentException("(" + from + "," + to + ") is not a legal move");
    }
    List<int[]> s = new ArrayList<>(slots);
    int[] a = slots.get(from);
    int[] b = slots.get(to);
    int[] nb = Arrays.copyOf(b, b.length + 1);
    nb[b.length] = a[a.length - 1];
    s.set(from, Arrays.copyOf(a, a.length - 1));
    s.set(to, nb);
    return new MiniGame(colours, cards, s);
  }

  /** Whether every colour lies on one slot, each card on a higher card of its colour. */
  public boolean isSolved() {
    for (int[] s : slots) {
      for (int i = 0; i < s.length; i++) {
        if (colour(s[i]) != colour(s[0]) || i > 0 && value(s[i]) >= value(s[i - 1])) {
          return false;
        }
      }
      if (s.length != 0 && s.length != cards) {
        return false;
      }
    }
    return true;
  }

  /**
   * A lower bound on the moves to the goal: the cards not in a settled chain (from the bottom: the
   * colour's highest card, then each card one lower of its colour). Such a card must move at
   * least once: if it never moved, nor would anything below it, and they would have to form a
   * settled chain already. A move settles at most the card it moves, so the bound is consistent.
   */
  public int unsettled() {
    int h = 0;
    for (int[] s : slots) {
      int settled = 0;
      while (settled < s.length && colour(s[settled]) == colour(s[0])
          && value(s[settled]) == cards - 1 - settled) {
        settled++;
      }
      h += s.length - settled;
    }
    return h;
  }

  /** A key equal for positions that differ only in the order of their slots. */
  String canonicalKey() {
    String[] parts = new String[slots.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = Arrays.toString(slots.get(i));
    }
    Arrays.sort(parts);
    return String.join("|", parts);
  }

  /** The card in the text format: value and colour letter, {@code 2R}. */
  public String cardText(int card) {
    return value(card) + String.valueOf(COLOURS.charAt(colour(card)));
  }

  /** The text format ({@link MiniText}). */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("mini colours=" + colours + " cards=" + cards + "\n");
    for (int[] s : slots) {
      sb.append("slot");
      for (int c : s) {
        sb.append(' ').append(cardText(c));
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
