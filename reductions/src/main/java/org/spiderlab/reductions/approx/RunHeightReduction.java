package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.optimum.Objective;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * Thesis 4.5.3: 3-SAT to "can a run of one suit of height at least {@code n} be built" ({@code
 * maxHeight(G) >= n}), where {@code n} is the maximal rank of the formula's 4.2 instance. The
 * construction adds {@code ceil(n / rho)} ranks above the end card ("(1/rho) n Karten in einem
 * Bereich hinter der Endkarte", two copies each, as every rank of the 4.2 game), one copy of each
 * ascending (so that they form no run) under the big stack and one under the rest stack. The
 * game's maximal rank is {@code N = n + ceil(n / rho)}.
 *
 * <p>The thesis' claims: for a satisfiable formula a run of height {@code N} can be built (the
 * game is winnable), so a {@code rho}-approximation must build one of height at least {@code
 * rho N >= n + rho n}; for an unsatisfiable one the lock cards never leave the big stack, the
 * added cards never move, and no run reaches height {@code n}. Which runs count ({@link
 * RunReading}) is a parameter: the thesis' proof works under both readings for this
 * construction, but its NP-hardness step "follows directly from 4.5.2" only under {@link
 * RunReading#TOP} ({@code docs/APPROXIMATION.md}).
 *
 * <p>Forward: the 4.2 forward certificate without its two final clears, played on the extended
 * game under a renaming of the piles. As soon as the big stack (the rest stack) is down to its
 * added cards and some pile is empty, the added cards go onto that pile, highest first, and form
 * the run {@code N .. n+1} ("mit Hilfe zweier Freifelder ... absteigend sortiert"); the first
 * (second) end pile, always one run from {@code n} down, goes onto it, and from then on that pile
 * plays the end pile's part while the emptied piles take over the parts of empty base piles. At
 * the end the two sorted base decks lie on the added runs: two complete runs of height {@code N}
 * (the game is won by clearing them; the certificate stops before, with the tall runs built).
 * Backward: {@link ApproxReduction#backward} on any certificate that builds a run of height
 * {@code n}.
 */
public final class RunHeightReduction extends ApproxReduction<RunHeightInstance> {
  private final Rho rho;
  private final RunReading reading;

  private RunHeightReduction(Rho rho, RunReading reading) {
    super(new AtLeast(Objective.tallestRun(reading), g -> (int) rho.baseRank(g.maxRank()), "n"));
    this.rho = rho;
    this.reading = reading;
  }

  /** The construction against ratio {@code rho}, with runs counted under {@code reading}. */
  public static RunHeightReduction of(Rho rho, RunReading reading) {
    return new RunHeightReduction(checkNotNull(rho, "rho"), checkNotNull(reading, "reading"));
  }

  public Rho rho() {
    return rho;
  }

  public RunReading reading() {
    return reading;
  }

  @Override
  public String name() {
    return "3-SAT -> MAX-RUN, rho = " + rho + ", runs " + reading.keyword()
        + " (thesis 4.5.3)";
  }

  @Override
  public RunHeightInstance reduce(Cnf cnf) {
    checkNotNull(cnf, "cnf");
    ReducedInstance base = base(cnf);
    Game g = base.game();
    int n = g.maxRank();
    long total = n + rho.addedRanks(n);
    checkArgument(total <= Game.MAX_RANK && 2 * total <= Game.MAX_CARDS,
        "the game would have maximal rank %s, more than a game may have", total);
    int[] ascending = new int[(int) (total - n)];
    for (int i = 0; i < ascending.length; i++) {
      ascending[i] = n + 1 + i;
    }
    int[][] extra = new int[g.pileCount()][];
    extra[base.layout().bigStackPile()] = ascending;
    extra[base.layout().restStackPile()] = ascending;
    return new RunHeightInstance(base, rho, extend(g, (int) total, extra));
  }

  @Override
  public List<Move> forward(RunHeightInstance instance, Assignment model) {
    checkNotNull(instance, "instance");
    Layout lay = instance.base().layout();
    List<Move> base = ThreeSatToSpider.INSTANCE.forward(instance.base(), model);
    int cut = base.size() - 2;
    int[] ends = {lay.endPile(0), lay.endPile(1)};
    checkState(cut >= 0 && base.get(cut).equals(Move.clear(ends[0]))
        && base.get(cut + 1).equals(Move.clear(ends[1])),
        "forward witness (4.5.3): the 4.2 certificate does not end by clearing the end piles");
    Board b = instance.game().toBoard();
    int[] pile = new int[lay.pileCount()]; // base pile -> pile of the extended game
    for (int j = 0; j < pile.length; j++) {
      pile[j] = j;
    }
    int[] stacks = {lay.bigStackPile(), lay.restStackPile()};
    boolean[] done = new boolean[2];
    int q = instance.addedRanks();
    List<Move> out = new ArrayList<>(base.size() + 2 * q + 2);
    for (int i = 0; i < cut; i++) {
      Move m = base.get(i);
      for (int s = 0; s < 2; s++) {
        checkState(done[s] || !(m instanceof Move.Transfer t && t.target() == stacks[s]
            && b.pileSize(pile[stacks[s]]) == q), "forward witness (4.5.3): no empty pile for"
            + " the added cards before move %s", i + 1);
      }
      play(b, map(m, pile), out, "forward witness (4.5.3)");
      for (int s = 0; s < 2; s++) {
        if (!done[s] && b.pileSize(pile[stacks[s]]) == q) {
          done[s] = unloadAddedCards(b, pile, stacks[s], ends[s], instance.baseRank(), out);
        }
      }
    }
    checkState(done[0] && done[1], "forward witness (4.5.3): the added cards were never moved");
    checkState(RunReading.TOP.tallest(b) == instance.game().maxRank()
        && b.runLength(pile[ends[0]]) == b.pileSize(pile[ends[0]]),
        "forward witness (4.5.3): no run of height %s at the end", instance.game().maxRank());
    return out;
  }

  /**
   * The added cards of base pile {@code stack} lie alone on its pile: moves them, highest first,
   * onto an empty pile (the run {@code N .. n+1}), then the base end pile {@code end}, one run
   * from {@code n} down, onto them, and renames the piles so that {@code pile} maps the base game
   * onto the extended one again (the end pile's run now lies on the added cards). False when no
   * pile is empty yet (then it is tried again after the next move).
   */
  private static boolean unloadAddedCards(Board b, int[] pile, int stack, int end, int n,
      List<Move> out) {
    int from = pile[stack];
    int free = -1;
    for (int j = 0; j < b.pileCount() && free < 0; j++) {
      if (b.pileSize(j) == 0) {
        free = j;
      }
    }
    if (free < 0) {
      return false;
    }
    int added = b.pileSize(from);
    for (int c = 0; c < added; c++) {
      play(b, Move.transfer(from, 1, free), out, "forward witness (4.5.3), an added card");
    }
    int endPile = pile[end];
    int h = b.pileSize(endPile);
    checkState(h == b.runLength(endPile) && CardCode.rank(b.codeAt(endPile, 0)) == n,
        "forward witness (4.5.3): the end pile is not one run from %s", n);
    play(b, Move.transfer(endPile, h, free), out, "forward witness (4.5.3), the end pile");
    for (int j = 0; j < pile.length; j++) {
      if (pile[j] == free) {
        pile[j] = endPile; // the base pile that was empty on "free" is now on the old end pile
      }
    }
    pile[end] = free;
    return true;
  }

  private static Move map(Move m, int[] pile) {
    if (m instanceof Move.Transfer t) {
      return Move.transfer(pile[t.source()], t.count(), pile[t.target()]);
    }
    return m instanceof Move.Clear c ? Move.clear(pile[c.source()]) : m;
  }

  /** Maximal rank {@code n + ceil(n / rho)} for the 4.2 bound {@code n}; its piles; two decks. */
  @Override
  public SizeBound sizeBound(Cnf cnf) {
    SizeBound b = ThreeSatToSpider.INSTANCE.sizeBound(cnf);
    long total = b.ranks() + rho.addedRanks(b.ranks());
    return new SizeBound(total, b.piles(), 2 * total);
  }

  /**
   * {@code MAX-RUN=N} ({@code n + ceil(n / rho)}, the game is winnable) for a satisfiable
   * formula, {@code MAX-RUN<=n-1} otherwise.
   */
  @Override
  public Prediction prediction(RunHeightInstance instance, boolean satisfiable) {
    int total = instance.game().maxRank();
    return satisfiable ? new Prediction("MAX-RUN", total, total)
        : new Prediction("MAX-RUN", 0, instance.baseRank() - 1);
  }
}
