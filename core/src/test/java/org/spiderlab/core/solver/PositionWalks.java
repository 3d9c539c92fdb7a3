package org.spiderlab.core.solver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;

/**
 * Seeded random walks (apply and undo) through random games for the tests of the solver's
 * incremental structures: small and large games, stocks, face-down cards, several suits, hanoi,
 * and games with at least {@link GameShape#DIFF_MIN_PILES} piles (indexed generation, difference
 * keys).
 */
final class PositionWalks {

  private PositionWalks() {}

  /** What a test checks at every step of a walk. */
  interface Check {
    void at(Position s, SplittableRandom rnd, String where);
  }

  static RandomGames spec(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 31 + 7);
    if (seed % 5 == 4) { // many piles: deal-0 keys are differences to the start
      return make(4 + r.nextInt(4), 1 + r.nextInt(2), 8, GameShape.DIFF_MIN_PILES
          + r.nextInt(12), r.nextInt(3), 40, Rule.SPIDER);
    }
    switch ((int) (seed % 4)) {
      case 0:
        return RandomSpecs.small(seed);
      case 1:
        return make(6 + r.nextInt(8), 1, 2, 6 + r.nextInt(10), r.nextInt(3), 50, Rule.SPIDER);
      case 2:
        return make(5 + r.nextInt(5), 1 + r.nextInt(3), 1 + r.nextInt(2), 4 + r.nextInt(8),
            r.nextInt(3), r.nextInt(2) * 60, Rule.SPIDER);
      default:
        return make(3 + r.nextInt(4), 1, 1 + r.nextInt(3), 3 + r.nextInt(5), r.nextInt(2), 30,
            r.nextBoolean() ? Rule.SPIDER : Rule.HANOI);
    }
  }

  /** A spec with at most as many deals as leave some cards in the tableau. */
  private static RandomGames make(int n, int suits, int decks, int piles, int deals, int down,
      Rule rule) {
    int cards = n * suits * decks;
    int d = Math.max(0, Math.min(deals, (cards - 1) / piles));
    return new RandomGames(n, suits, decks, piles, d, down, rule);
  }

  /** Walks 150 steps through the game of {@code seed}, running {@code check} at every step. */
  static void walk(long seed, Check check) {
    RandomGames spec = spec(seed);
    Game g = spec.generate(seed);
    Position s = Position.start(g);
    s.countRunsOfAtLeast(1 + (int) (seed % 4)); // the goal "a run anywhere" keeps this count
    MoveGenerator gen = new MoveGenerator(s.pileCount());
    SplittableRandom r = new SplittableRandom(seed);
    List<long[]> stack = new ArrayList<>();
    for (int step = 0; step < 150; step++) {
      String where = spec + " seed=" + seed + " step " + step + "\n" + s;
      check.at(s, r, where);
      int cnt = gen.generateReference(s, r.nextBoolean(), r.nextInt(4) != 0);
      long[] moves = Arrays.copyOf(gen.moves(), cnt);
      if (!stack.isEmpty() && (cnt == 0 || r.nextInt(4) == 0)) {
        long[] top = stack.remove(stack.size() - 1);
        s.undo(top[0], (int) top[1]);
      } else if (cnt > 0) {
        long m = moves[r.nextInt(cnt)];
        int u = s.apply(m);
        stack.add(new long[] {m, u});
      } else {
        break;
      }
    }
  }

  /** Plays a random legal move of {@code b} (the model's moves); false when it has none. */
  static boolean randomMove(org.spiderlab.core.Board b, SplittableRandom r) {
    List<org.spiderlab.core.Move> moves = b.legalMoves();
    if (moves.isEmpty()) {
      return false;
    }
    b.apply(moves.get(r.nextInt(moves.size())));
    return true;
  }
}
