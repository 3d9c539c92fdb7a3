package org.spiderlab.reductions.approx;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spiderlab.core.Board;
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
 * <p>Forward: the 4.2 forward certificate without its two final clears; whenever the big stack
 * or the rest stack is down to its added cards, they are moved, highest first, onto a pile that
 * is empty and never used again by the rest of the certificate, where they form the run {@code
 * N .. n+1}; at the end each of the two sorted base decks ({@code n .. 1}, on the end piles) goes
 * onto one of those runs: two complete runs of height {@code N}. Backward: {@link
 * ApproxReduction#backward} on any certificate that builds a run of height {@code n}.
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
    checkState(cut >= 0 && base.get(cut).equals(Move.clear(lay.endPile(0)))
        && base.get(cut + 1).equals(Move.clear(lay.endPile(1))),
        "forward witness (4.5.3): the 4.2 certificate does not end by clearing the end piles");
    int piles = lay.pileCount();
    int[] lastUse = new int[piles];
    Arrays.fill(lastUse, -1);
    for (int i = 0; i < cut; i++) {
      Move m = base.get(i);
      if (m instanceof Move.Transfer t) {
        lastUse[t.source()] = i;
        lastUse[t.target()] = i;
      } else if (m instanceof Move.Clear c) {
        lastUse[c.source()] = i;
      }
    }
    Board b = instance.game().toBoard();
    int q = instance.addedRanks();
    int[] stacks = {lay.bigStackPile(), lay.restStackPile()};
    int[] runs = {-1, -1};
    List<Move> out = new ArrayList<>(base.size() + 2 * q);
    for (int i = 0; i < cut; i++) {
      play(b, base.get(i), out, "forward witness (4.5.3)");
      for (int s = 0; s < 2; s++) {
        if (runs[s] < 0 && b.pileSize(stacks[s]) == q) {
          runs[s] = freePile(b, lastUse, i, stacks, runs);
          for (int c = 0; c < q; c++) {
            play(b, Move.transfer(stacks[s], 1, runs[s]), out,
                "forward witness (4.5.3), an added card");
          }
        }
      }
    }
    checkState(runs[0] >= 0 && runs[1] >= 0, "forward witness (4.5.3): the added cards were "
        + "never uncovered");
    int n = instance.baseRank();
    play(b, Move.transfer(lay.endPile(0), n, runs[0]), out, "forward witness (4.5.3), deck 1");
    play(b, Move.transfer(lay.endPile(1), n, runs[1]), out, "forward witness (4.5.3), deck 2");
    checkState(RunReading.TOP.tallest(b) == instance.game().maxRank(),
        "forward witness (4.5.3): no run of height %s at the end", instance.game().maxRank());
    return out;
  }

  /** An empty pile that the 4.2 certificate does not use after move {@code now}. */
  private static int freePile(Board b, int[] lastUse, int now, int[] stacks, int[] taken) {
    for (int j = 0; j < lastUse.length; j++) {
      if (b.pileSize(j) == 0 && lastUse[j] <= now && j != stacks[0] && j != stacks[1]
          && j != taken[0] && j != taken[1]) {
        return j;
      }
    }
    throw new IllegalStateException("forward witness (4.5.3): no empty pile for the added "
        + "cards after move " + (now + 1));
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
