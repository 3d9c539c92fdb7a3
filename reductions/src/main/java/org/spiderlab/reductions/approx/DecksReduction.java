package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * Thesis 4.5.1 and 4.5.2: 3-SAT to "can at least one deck be cleared" ({@code val(G) >= 1}).
 *
 * <ul>
 *   <li>{@link #value()} (4.5.1): the 4.2 instance itself, two decks. The thesis argues that a
 *       clear needs the lock cards lifted (the cards of rank {@code n-1} lie under them), which
 *       by the lemma of the big stack (4.2.2) makes the game winnable: {@code val(G)} is 2 for a
 *       satisfiable formula and 0 otherwise, so no polynomial algorithm clears even one deck
 *       whenever possible, unless P = NP.
 *   <li>{@link #decks(int)} (4.5.2): {@code k - 2} more decks, each sorted from the king down to
 *       the ace, under the big stack (they become complete runs on top once the big stack's
 *       own cards are gone, and are cleared then): {@code val(G)} is {@code k} or 0.
 * </ul>
 *
 * <p>Forward: the 4.2 forward certificate, with the added decks cleared as soon as the big stack
 * is down to them; it wins, so it clears all {@code k} decks. Backward: {@link
 * ApproxReduction#backward} on any certificate that clears a run.
 */
public final class DecksReduction extends ApproxReduction<DecksInstance> {
  private final int decks;

  private DecksReduction(int decks) {
    super(new AtLeast(Objective.runsCleared(), g -> 1, "1"));
    this.decks = decks;
  }

  /** Thesis 4.5.1: the 4.2 instance as a {@code val(G)} instance. */
  public static DecksReduction value() {
    return new DecksReduction(2);
  }

  /** Thesis 4.5.2 with {@code k >= 2} decks ({@code k = 2} is 4.5.1). */
  public static DecksReduction decks(int k) {
    checkArgument(k >= 2, "the construction needs at least 2 decks, got %s", k);
    return new DecksReduction(k);
  }

  /** The number of decks {@code k}. */
  public int deckCount() {
    return decks;
  }

  @Override
  public String name() {
    return decks == 2 ? "3-SAT -> VAL (thesis 4.5.1)"
        : "3-SAT -> CLEAR ONE OF " + decks + " DECKS (thesis 4.5.2)";
  }

  @Override
  public DecksInstance reduce(Cnf cnf) {
    checkNotNull(cnf, "cnf");
    ReducedInstance base = base(cnf);
    Game g = base.game();
    int n = g.maxRank();
    checkArgument((long) decks * n <= Game.MAX_CARDS, "%s decks of %s ranks are more cards than"
        + " a game may have", decks, n);
    if (decks == 2) {
      return new DecksInstance(base, 2, g);
    }
    int[] under = new int[(decks - 2) * n];
    for (int d = 0; d < decks - 2; d++) {
      for (int r = n; r >= 1; r--) {
        under[d * n + (n - r)] = r;
      }
    }
    int[][] extra = new int[g.pileCount()][];
    extra[base.layout().bigStackPile()] = under;
    return new DecksInstance(base, decks, extend(g, n, extra));
  }

  @Override
  public List<Move> forward(DecksInstance instance, Assignment model) {
    checkNotNull(instance, "instance");
    List<Move> base = ThreeSatToSpider.INSTANCE.forward(instance.base(), model);
    Board b = instance.game().toBoard();
    int big = instance.base().layout().bigStackPile();
    long added = instance.addedCards();
    List<Move> out = new ArrayList<>(base.size() + decks);
    boolean cleared = added == 0;
    for (Move m : base) {
      play(b, m, out, "forward witness (4.5.2)");
      if (!cleared && b.pileSize(big) == added) {
        for (int d = 2; d < decks; d++) {
          play(b, Move.clear(big), out, "forward witness (4.5.2), an added deck");
        }
        cleared = true;
      }
    }
    checkState(b.isWon(), "forward witness (4.5.2): not won at the end: %s", b.describe());
    return out;
  }

  /** Ranks and piles of the 4.2 bound, {@code k n} cards. */
  @Override
  public SizeBound sizeBound(Cnf cnf) {
    SizeBound b = ThreeSatToSpider.INSTANCE.sizeBound(cnf);
    return new SizeBound(b.ranks(), b.piles(), decks * b.ranks());
  }

  /** {@code VAL=k} for a satisfiable formula, {@code VAL=0} otherwise. */
  @Override
  public Prediction prediction(DecksInstance instance, boolean satisfiable) {
    int v = satisfiable ? decks : 0;
    return new Prediction("VAL", v, v);
  }
}
