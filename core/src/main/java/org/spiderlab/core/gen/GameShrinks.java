package org.spiderlab.core.gen;

import static org.spiderlab.core.internal.Checks.checkArgument;
import static org.spiderlab.core.internal.Checks.checkNotNull;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.shrink.Shrinker;

/**
 * One-step shrinks of a counterexample made of a game and a move list, for the generic {@link
 * Shrinker}, so that the property tests of the model (docs/FORMATS.md) and of the verifier (thesis
 * 4.1.8) report a failure as a minimal game, a minimal certificate and the seed that produced it.
 *
 * <p>The steps, in the order tried, in the spirit of delta debugging: drop a chunk of moves (from
 * half the list down to single moves), replace the game by the position after its first move
 * when that move is legal, drop a whole pile (with its column of every deal and the moves that
 * name it), drop a deal, drop a single tableau card, turn a face-down card face up. The result is
 * 1-minimal with respect to these steps unless the evaluation budget runs out first. A property
 * that throws a {@link RuntimeException} counts as failing: a crash is a failure too.
 */
public final class GameShrinks {
  private GameShrinks() {}

  /** A game and a move list, the value that is shrunk. */
  public record Case(Game game, List<Move> moves) {
    public Case {
      checkNotNull(game, "game");
      moves = List.copyOf(moves);
    }
  }

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

  /**
   * Shrinks {@code (game, moves)}, which must fail {@code property}, evaluating the property at
   * most {@code budget} times (the first evaluation checks that it fails).
   */
  public static Counterexample shrink(long seed, Game game, List<Move> moves, Failure property,
      int budget) {
    checkNotNull(game, "game");
    checkNotNull(moves, "moves");
    checkNotNull(property, "property");
    checkArgument(budget >= 1, "budget must be >= 1, got %s", budget);
    Case start = new Case(game, moves);
    if (!failsSafely(property, start)) {
      throw new IllegalArgumentException("the property does not fail on the given input");
    }
    Shrinker.Result<Case> r = new Shrinker<Case>(GameShrinks::candidates)
        .shrink(start, c -> failsSafely(property, c), budget - 1);
    // the shrinker checks the start once more; that call is not counted against the budget
    return new Counterexample(seed, r.value().game(), r.value().moves(), 1 + r.tried());
  }

  /** Shrinks with a budget of 20,000 evaluations. */
  public static Counterexample shrink(long seed, Game game, List<Move> moves, Failure property) {
    return shrink(seed, game, moves, property, 20_000);
  }

  private static boolean failsSafely(Failure property, Case c) {
    try {
      return property.fails(c.game(), c.moves());
    } catch (RuntimeException e) {
      return true;
    }
  }

  /** The one-step shrinks of {@code c}, in the order of the class comment; built lazily. */
  public static Iterable<Case> candidates(Case c) {
    Game game = c.game();
    List<Move> moves = c.moves();
    List<Supplier<Case>> out = new ArrayList<>();
    for (int chunk = Math.max(1, moves.size() / 2); chunk >= 1 && !moves.isEmpty(); chunk /= 2) {
      for (int from = 0; from + chunk <= moves.size(); from += chunk) {
        int f = from;
        int n = chunk;
        out.add(() -> {
          List<Move> m = new ArrayList<>(moves.subList(0, f));
          m.addAll(moves.subList(f + n, moves.size()));
          return new Case(game, m);
        });
      }
    }
    if (!moves.isEmpty()) {
      Board b = game.toBoard();
      if (b.tryApply(moves.get(0)) == null) {
        out.add(() -> new Case(b.snapshot(game.suits()), moves.subList(1, moves.size())));
      }
    }
    for (int i = game.pileCount() - 1; i >= 0 && game.pileCount() > 1; i--) {
      int drop = i;
      out.add(() -> new Case(withoutPile(game, drop), movesWithoutPile(moves, drop)));
    }
    for (int d = game.dealCount() - 1; d >= 0; d--) {
      int drop = d;
      out.add(() -> new Case(withoutDeal(game, drop), moves));
    }
    for (int i = 0; i < game.pileCount(); i++) {
      int pile = i;
      for (int j = game.pileSize(i) - 1; j >= 0; j--) {
        int index = j;
        out.add(() -> new Case(withCard(game, pile, index, null), moves));
      }
      for (int j = 0; j < game.pileSize(i); j++) {
        Card card = game.card(i, j);
        if (card.faceDown()) {
          int index = j;
          out.add(() -> new Case(withCard(game, pile, index, card.up()), moves));
        }
      }
    }
    return () -> out.stream().map(Supplier::get).iterator(); // each case built when reached
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
