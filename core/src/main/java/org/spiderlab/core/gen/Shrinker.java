package org.spiderlab.core.gen;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;

/**
 * Shrinks a counterexample of a property over a game and a move list to a small one, in the
 * spirit of delta debugging: while the property still fails it drops chunks of moves, replaces
 * the game by the position after its first (legal) move, drops whole piles
 * (with their column of every deal and the moves that name them), deals, single tableau cards,
 * and turns face-down cards face up. Used by the property tests of the model (docs/FORMATS.md) and the
 * verifier (thesis 4.1.8) so that a failure is reported as a minimal game, a minimal certificate
 * and the seed that produced it.
 *
 * <p>The result is 1-minimal with respect to these steps (no single step keeps the failure),
 * unless the evaluation budget runs out first. A property that throws a {@link RuntimeException}
 * counts as failing: a crash is a failure too.
 */
public final class Shrinker {

  /** A property to shrink against; returns {@code true} when the property FAILS. */
  @FunctionalInterface
  public interface Failure {
    boolean fails(Game game, List<Move> moves);
  }

  /**
   * A shrunk counterexample.
   *
   * @param seed the seed of the generator that produced the original counterexample
   * @param game the shrunk game
   * @param moves the shrunk move list
   * @param evaluations how many times the property was evaluated while shrinking
   */
  public record Counterexample(long seed, Game game, List<Move> moves, int evaluations) {
    public Counterexample {
      moves = List.copyOf(moves);
    }

    /** The seed, the game in the text format and the moves in the certificate format. */
    @Override
    public String toString() {
      return "seed " + seed + ", shrunk (" + evaluations + " evaluations) to the game\n"
          + GameText.toText(game) + "and the " + moves.size()
          + (moves.size() == 1 ? " move\n" : " moves\n") + CertificateText.toText(moves);
    }
  }

  private final Failure property;
  private final int budget;
  private int evaluations;

  private Shrinker(Failure property, int budget) {
    this.property = property;
    this.budget = budget;
  }

  /**
   * Shrinks {@code (game, moves)}, which must fail {@code property}, evaluating the property at
   * most {@code budget} times.
   */
  public static Counterexample shrink(long seed, Game game, List<Move> moves, Failure property,
      int budget) {
    checkNotNull(game, "game");
    checkNotNull(moves, "moves");
    checkNotNull(property, "property");
    checkArgument(budget >= 1, "budget must be >= 1, got %s", budget);
    Shrinker s = new Shrinker(property, budget);
    checkArgument(s.failsSafely(game, moves), "the property does not fail on the given input");
    return s.run(seed, game, List.copyOf(moves));
  }

  /** Shrinks with a budget of 20,000 evaluations. */
  public static Counterexample shrink(long seed, Game game, List<Move> moves, Failure property) {
    return shrink(seed, game, moves, property, 20_000);
  }

  private boolean failsSafely(Game g, List<Move> m) {
    evaluations++;
    try {
      return property.fails(g, m);
    } catch (RuntimeException e) {
      return true;
    }
  }

  private boolean exhausted() {
    return evaluations >= budget;
  }

  private Counterexample run(long seed, Game game, List<Move> moves) {
    boolean progress = true;
    while (progress && !exhausted()) {
      progress = false;
      // 1. moves: chunks from half the list down to single moves
      for (int chunk = Math.max(1, moves.size() / 2); chunk >= 1 && !exhausted(); chunk /= 2) {
        for (int from = 0; from + chunk <= moves.size() && !exhausted(); ) {
          List<Move> cand = new ArrayList<>(moves.subList(0, from));
          cand.addAll(moves.subList(from + chunk, moves.size()));
          if (failsSafely(game, cand)) {
            moves = cand;
            progress = true;
          } else {
            from += chunk;
          }
        }
      }
      // 1b. absorb the first move into the game: start from the state after it
      while (!moves.isEmpty() && !exhausted()) {
        Board b = game.toBoard();
        if (b.tryApply(moves.get(0)) != null) {
          break;
        }
        Game g = b.snapshot(game.suits());
        List<Move> m = moves.subList(1, moves.size());
        if (!failsSafely(g, m)) {
          break;
        }
        game = g;
        moves = List.copyOf(m);
        progress = true;
      }
      // 2. piles
      for (int i = game.pileCount() - 1; i >= 0 && game.pileCount() > 1 && !exhausted(); i--) {
        Game g = withoutPile(game, i);
        List<Move> m = movesWithoutPile(moves, i);
        if (failsSafely(g, m)) {
          game = g;
          moves = m;
          progress = true;
        }
      }
      // 3. deals
      for (int d = game.dealCount() - 1; d >= 0 && !exhausted(); d--) {
        Game g = withoutDeal(game, d);
        if (failsSafely(g, moves)) {
          game = g;
          progress = true;
        }
      }
      // 4. tableau cards, 5. face-down cards turned up
      for (int i = 0; i < game.pileCount() && !exhausted(); i++) {
        for (int j = game.pileSize(i) - 1; j >= 0 && !exhausted(); j--) {
          Game g = withCard(game, i, j, null);
          if (failsSafely(g, moves)) {
            game = g;
            progress = true;
          }
        }
        for (int j = 0; j < game.pileSize(i) && !exhausted(); j++) {
          Card c = game.card(i, j);
          if (c.faceDown()) {
            Game g = withCard(game, i, j, c.up());
            if (failsSafely(g, moves)) {
              game = g;
              progress = true;
            }
          }
        }
      }
    }
    return new Counterexample(seed, game, moves, evaluations);
  }

  private static Game.Builder header(Game g) {
    return Game.builder(g.maxRank(), g.suits()).rule(g.rule());
  }

  /** {@code game} without pile {@code drop} and without card {@code drop} of every deal. */
  static Game withoutPile(Game game, int drop) {
    Game.Builder b = header(game);
    for (int i = 0; i < game.pileCount(); i++) {
      if (i != drop) {
        b.pile(game.pile(i));
      }
    }
    for (List<Card> deal : game.deals()) {
      List<Card> d = new ArrayList<>(deal);
      d.remove(drop);
      b.deal(d);
    }
    return b.build();
  }

  /** The moves renumbered for a game without pile {@code drop}; moves naming it are dropped. */
  static List<Move> movesWithoutPile(List<Move> moves, int drop) {
    List<Move> out = new ArrayList<>(moves.size());
    for (Move m : moves) {
      if (m instanceof Move.Transfer t) {
        if (t.source() != drop && t.target() != drop) {
          out.add(Move.transfer(shift(t.source(), drop), t.count(), shift(t.target(), drop)));
        }
      } else if (m instanceof Move.Clear c) {
        if (c.source() != drop) {
          out.add(Move.clear(shift(c.source(), drop)));
        }
      } else {
        out.add(m);
      }
    }
    return out;
  }

  private static int shift(int pile, int drop) {
    return pile > drop ? pile - 1 : pile;
  }

  static Game withoutDeal(Game game, int drop) {
    Game.Builder b = header(game);
    game.piles().forEach(b::pile);
    for (int d = 0; d < game.dealCount(); d++) {
      if (d != drop) {
        b.deal(game.deal(d));
      }
    }
    return b.build();
  }

  /** {@code game} with card {@code j} of pile {@code i} replaced, or removed when null. */
  static Game withCard(Game game, int pile, int index, Card replacement) {
    Game.Builder b = header(game);
    for (int i = 0; i < game.pileCount(); i++) {
      List<Card> p = new ArrayList<>(game.pile(i));
      if (i == pile) {
        if (replacement == null) {
          p.remove(index);
        } else {
          p.set(index, replacement);
        }
      }
      b.pile(p);
    }
    game.deals().forEach(b::deal);
    return b.build();
  }
}
