package org.spiderlab.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.gen.GameShrinks;
import org.spiderlab.core.testing.ReferenceSpider;

/**
 * Differential property tests of {@link Board} against the naive {@link ReferenceSpider}: on
 * random games (several suits, decks, stock, face-down cards, both rules) and random move
 * sequences (legal moves mixed with arbitrary ones), Board and reference agree on the legality of
 * every move of a brute-force enumeration, {@code legalMoves()} is exactly the legal subset, a
 * refused move changes nothing and the states stay equal. A failure is shrunk and reported with
 * its seed.
 */
class BoardPropertyTest {

  static final List<RandomGames> SPECS = List.of(
      new RandomGames(4, 1, 2, 4, 1, 30, Rule.SPIDER),
      new RandomGames(3, 2, 2, 3, 2, 50, Rule.SPIDER),
      new RandomGames(3, 2, 2, 3, 2, 50, Rule.HANOI),
      new RandomGames(5, 4, 1, 5, 1, 40, Rule.SPIDER),
      new RandomGames(2, 6, 1, 3, 1, 20, Rule.HANOI),  // suits beyond 4
      new RandomGames(6, 1, 1, 8, 0, 60, Rule.SPIDER), // empty piles
      new RandomGames(1, 2, 2, 2, 1, 50, Rule.SPIDER), // n = 1: every ace is a complete run
      new RandomGames(7, 1, 2, 3, 2, 0, Rule.HANOI));

  static final int SEEDS = 25;
  static final int STEPS = 60;

  /** The first disagreement between Board and reference on {@code moves}, or null. */
  static String disagreement(Game game, List<Move> moves) {
    Board b = game.toBoard();
    ReferenceSpider ref = new ReferenceSpider(game);
    int maxH = (int) Math.min(game.cardCount() + 1, 40);
    List<Move> all = ReferenceSpider.allMoves(game.pileCount(), maxH);
    for (int step = 0; step <= moves.size(); step++) {
      String where = "after " + step + " moves: ";
      if (!sameState(b, ref)) {
        return where + "states differ: board " + b.snapshot(game.suits()).piles() + " vs reference "
            + ref.piles();
      }
      if (b.isWon() != ref.won()) {
        return where + "isWon " + b.isWon();
      }
      List<Move> legal = b.legalMoves();
      if (new HashSet<>(legal).size() != legal.size()) {
        return where + "legalMoves() has duplicates: " + legal;
      }
      Set<Move> expected = new HashSet<>();
      for (Move m : all) {
        boolean ok = ref.legal(m);
        if (ok) {
          expected.add(m);
        }
        String why = b.whyIllegal(m);
        if ((why == null) != ok) {
          return where + m + ": whyIllegal says " + why + ", reference says legal=" + ok;
        }
        if (!ok && why.isEmpty()) {
          return where + m + ": empty reason";
        }
        Board copy = b.copy();
        String tried = copy.tryApply(m);
        if (!java.util.Objects.equals(tried, why)) {
          return where + m + ": tryApply says " + tried + ", whyIllegal " + why;
        }
        if (tried != null && !copy.snapshot(game.suits()).equals(b.snapshot(game.suits()))) {
          return where + m + ": refused but changed the board";
        }
      }
      if (!expected.equals(new HashSet<>(legal))) {
        return where + "legalMoves() " + legal + " but brute force finds " + expected;
      }
      if (step == moves.size()) {
        break;
      }
      Move m = moves.get(step);
      boolean ok = ref.legal(m);
      String why = b.tryApply(m);
      if ((why == null) != ok) {
        return where + m + ": tryApply says " + why + ", reference legal=" + ok;
      }
      if (ok) {
        ref.apply(m);
      }
    }
    return null;
  }

  static boolean sameState(Board b, ReferenceSpider ref) {
    if (b.pileCount() != ref.piles().size() || b.dealsLeft() != ref.dealsLeft()) {
      return false;
    }
    for (int i = 0; i < b.pileCount(); i++) {
      List<Card> p = new ArrayList<>();
      for (int j = 0; j < b.pileSize(i); j++) {
        p.add(b.cardAt(i, j));
      }
      if (!p.equals(ref.piles().get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Random moves: mostly legal ones from the reference, sometimes arbitrary ones. */
  static List<Move> mixedMoves(Game game, SplittableRandom rnd, int steps) {
    ReferenceSpider ref = new ReferenceSpider(game);
    List<Move> all = ReferenceSpider.allMoves(game.pileCount(), 6);
    List<Move> out = new ArrayList<>();
    for (int i = 0; i < steps; i++) {
      List<Move> legal = all.stream().filter(ref::legal).toList();
      Move m = legal.isEmpty() || rnd.nextInt(4) == 0
          ? all.get(rnd.nextInt(all.size()))
          : legal.get(rnd.nextInt(legal.size()));
      if (ref.legal(m)) {
        ref.apply(m);
      }
      out.add(m);
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> boardAgreesWithTheReferenceRules() {
    return SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
      for (long seed = 1; seed <= SEEDS; seed++) {
        Game game = spec.generate(seed);
        List<Move> moves = mixedMoves(game, new SplittableRandom(seed * 7919), STEPS);
        String d = disagreement(game, moves);
        if (d != null) {
          GameShrinks.Counterexample cx = GameShrinks.shrink(seed, game, moves,
              (g, m) -> disagreement(g, m) != null);
          fail(spec.describe(seed) + ": " + d + "\nminimal: " + disagreement(cx.game(), cx.moves())
              + "\n" + cx);
        }
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> everyRandomWalkMoveIsAcceptedAndCopiesAreIndependent() {
    return SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
      for (long seed = 100; seed < 100 + SEEDS; seed++) {
        Game game = spec.generate(seed);
        List<Move> walk = RandomWalk.walk(game, seed, 200, 50);
        Board b = game.toBoard();
        Board start = b.copy();
        for (int i = 0; i < walk.size(); i++) {
          String why = b.tryApply(walk.get(i));
          assertEquals(null, why, spec.describe(seed) + " move " + (i + 1) + " " + walk.get(i));
        }
        assertEquals(game, start.snapshot(game.suits()), spec.describe(seed)
            + ": playing on the board changed its copy");
        assertEquals(b.tableauCardCount(), countCards(b), spec.describe(seed));
        Board again = b.snapshot(game.suits()).toBoard(); // the position as a game, replayed
        assertEquals(b.legalMoves(), again.legalMoves(), spec.describe(seed));
        assertEquals(b.isWon(), again.isWon(), spec.describe(seed));
        assertEquals(b.snapshot(game.suits()), again.snapshot(game.suits()), spec.describe(seed));
        assertEquals(game.cardCount(),
            b.tableauCardCount() + b.clearedRuns() * game.maxRank()
                + (long) b.dealsLeft() * game.pileCount(), spec.describe(seed) + ": cards lost");
      }
    }));
  }

  private static long countCards(Board b) {
    long n = 0;
    for (int i = 0; i < b.pileCount(); i++) {
      n += b.pileSize(i);
    }
    return n;
  }
}
