package org.spiderlab.core.decide;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * Independent references for the deciders' tests, sharing no code with them or with the solver:
 * winnability by breadth-first search over exact {@link Board} snapshots, every arrangement of a
 * template by plain recursion, orbits by trying every pile permutation, every maximal move
 * sequence by plain recursion; and the seeded tiny templates the tests run on.
 */
final class Reference {

  private final Map<Game, Boolean> winnable = new HashMap<>();

  /** Whether {@code g} is winnable (breadth first, exact positions); memoized per instance. */
  boolean winnable(Game g) {
    return winnable.computeIfAbsent(g, Reference::search);
  }

  private static boolean search(Game g) {
    Board start = g.toBoard();
    if (start.isWon()) {
      return true;
    }
    Set<Game> seen = new HashSet<>();
    seen.add(start.snapshot(g.suits()));
    ArrayDeque<Board> queue = new ArrayDeque<>(List.of(start));
    while (!queue.isEmpty()) {
      Board b = queue.poll();
      for (Move m : b.legalMoves()) {
        Board c = b.copy();
        c.apply(m);
        if (c.isWon()) {
          return true;
        }
        if (seen.add(c.snapshot(g.suits()))) {
          if (seen.size() > 3_000_000) {
            throw new IllegalStateException("reference search too large");
          }
          queue.add(c);
        }
      }
    }
    return false;
  }

  /** Every distinct arrangement of the face-down cards of {@code template}. */
  static Set<Game> arrangements(Game template) {
    List<Card> hidden = new ArrayList<>();
    for (List<Card> pile : template.piles()) {
      pile.stream().filter(Card::faceDown).forEach(hidden::add);
    }
    Set<Game> out = new LinkedHashSet<>();
    place(template, hidden, new boolean[hidden.size()], new ArrayList<>(), out);
    return out;
  }

  private static void place(Game t, List<Card> hidden, boolean[] used, List<Card> chosen,
      Set<Game> out) {
    if (chosen.size() == hidden.size()) {
      Game.Builder b = Game.builder(t.maxRank(), t.suits()).rule(t.rule());
      int q = 0;
      for (List<Card> pile : t.piles()) {
        List<Card> cards = new ArrayList<>();
        for (Card c : pile) {
          cards.add(c.faceDown() ? chosen.get(q++) : c);
        }
        b.pile(cards);
      }
      t.deals().forEach(b::deal);
      out.add(b.build());
      return;
    }
    for (int i = 0; i < hidden.size(); i++) {
      if (!used[i]) {
        used[i] = true;
        chosen.add(hidden.get(i));
        place(t, hidden, used, chosen, out);
        chosen.remove(chosen.size() - 1);
        used[i] = false;
      }
    }
  }

  /** {@code g} with pile {@code i} moved to place {@code perm[i]}, stock columns along. */
  static Game permuted(Game g, int[] perm) {
    int p = g.pileCount();
    List<List<Card>> piles = new ArrayList<>();
    for (int i = 0; i < p; i++) {
      piles.add(null);
    }
    for (int i = 0; i < p; i++) {
      piles.set(perm[i], g.pile(i));
    }
    Game.Builder b = Game.builder(g.maxRank(), g.suits()).rule(g.rule());
    piles.forEach(b::pile);
    for (List<Card> deal : g.deals()) {
      Card[] d = new Card[p];
      for (int i = 0; i < p; i++) {
        d[perm[i]] = deal.get(i);
      }
      b.deal(d);
    }
    return b.build();
  }

  /** Every permutation of {@code 0..p-1}. */
  static List<int[]> permutations(int p) {
    List<int[]> out = new ArrayList<>();
    permute(new int[p], new boolean[p], 0, out);
    return out;
  }

  private static void permute(int[] a, boolean[] used, int at, List<int[]> out) {
    if (at == a.length) {
      out.add(a.clone());
      return;
    }
    for (int v = 0; v < a.length; v++) {
      if (!used[v]) {
        used[v] = true;
        a[at] = v;
        permute(a, used, at + 1, out);
        used[v] = false;
      }
    }
  }

  /** The orbit of {@code arrangement} under the pile permutations that fix {@code template}. */
  static Set<Game> orbit(Game template, Game arrangement) {
    Set<Game> out = new HashSet<>();
    for (int[] perm : permutations(template.pileCount())) {
      if (permuted(masked(template), perm).equals(masked(template))) {
        out.add(permuted(arrangement, perm));
      }
    }
    return out;
  }

  /** {@code g} with every face-down card replaced by a face-down 1 of suit 1. */
  private static Game masked(Game g) {
    Game.Builder b = Game.builder(g.maxRank(), g.suits()).rule(g.rule());
    for (List<Card> pile : g.piles()) {
      b.pile(pile.stream().map(c -> c.faceDown() ? Card.down(1, 1) : c).toList());
    }
    g.deals().forEach(b::deal);
    return b.build();
  }

  /**
   * Every legal sequence of exactly {@code k} moves, or fewer when no move is left after it; null
   * when there are more than {@code cap}.
   */
  static List<List<Move>> maximalSequences(Game g, int k, int cap) {
    List<List<Move>> out = new ArrayList<>();
    return extend(g.toBoard(), k, new ArrayList<>(), out, cap) ? out : null;
  }

  private static boolean extend(Board b, int k, List<Move> prefix, List<List<Move>> out,
      int cap) {
    List<Move> moves = prefix.size() == k ? List.of() : b.legalMoves();
    if (moves.isEmpty()) {
      out.add(List.copyOf(prefix));
      return out.size() <= cap;
    }
    for (Move m : moves) {
      Board c = b.copy();
      c.apply(m);
      prefix.add(m);
      if (!extend(c, k, prefix, out, cap)) {
        return false;
      }
      prefix.remove(prefix.size() - 1);
    }
    return true;
  }

  /** The position after {@code moves}, as a game. */
  static Game after(Game g, List<Move> moves) {
    Board b = g.toBoard();
    moves.forEach(b::apply);
    return b.snapshot(g.suits());
  }

  /**
   * A tiny seeded template (at most 6 tableau cards, 2 to 4 piles, at most one deal): a random
   * deal whose cards are hidden in one of three ways: every tableau card (piles of equal size are
   * then interchangeable), every card below the top, or each card with chance one half.
   */
  static Game template(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 5);
    int n = 2 + r.nextInt(2);
    int suits = 1 + r.nextInt(2);
    int decks = suits == 2 ? 1 : 1 + r.nextInt(2);
    int cards = n * suits * decks;
    int piles = 2 + r.nextInt(3);
    int deals = cards - piles >= 2 && r.nextInt(3) == 0 ? 1 : 0;
    Game g = new RandomGames(n, suits, decks, piles, deals, 0, Rule.SPIDER).generate(seed);
    int mode = r.nextInt(3);
    Game.Builder b = Game.builder(g.maxRank(), g.suits());
    for (List<Card> pile : g.piles()) {
      List<Card> out = new ArrayList<>();
      for (int i = 0; i < pile.size(); i++) {
        boolean hide = switch (mode) {
          case 0 -> true;
          case 1 -> i + 1 < pile.size();
          default -> r.nextBoolean();
        };
        out.add(hide ? pile.get(i).hidden() : pile.get(i));
      }
      b.pile(out);
    }
    g.deals().forEach(b::deal);
    return b.build();
  }

  static String describe(long seed) {
    return "Reference.template seed=" + seed;
  }

  /**
   * A tiny seeded game for k-EASY (at most 8 cards, 2 or 3 piles, at most one deal, face-down
   * cards with chance one half below the top; without a deal, half of them get two more, empty,
   * piles).
   */
  static Game game(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 0xBF58476D1CE4E5B9L + 11);
    int n = 2 + r.nextInt(2);
    int suits = 1 + r.nextInt(2);
    int decks = n * suits <= 3 ? 1 + r.nextInt(2) : 1;
    int piles = 2 + r.nextInt(2);
    int deals = n * suits * decks > piles && r.nextInt(3) == 0 ? 1 : 0;
    Game g = new RandomGames(n, suits, decks, piles, deals, 50, Rule.SPIDER).generate(seed);
    if (deals > 0 || r.nextBoolean()) {
      return g;
    }
    // two free cells: moves onto either give positions equal up to interchangeable piles
    Game.Builder b = g.toBuilder();
    b.pile(List.of());
    return b.pile(List.of()).build();
  }

  static String describeGame(long seed) {
    return "Reference.game seed=" + seed;
  }
}
