package org.spiderlab.reductions.threesat;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.WidthNormalization;

/**
 * The reduction 3-SAT {@literal <=p} ONE-COLOR-SPIDER of thesis 4.2.1 (adapted there from Stern
 * 2011), built exactly as the thesis text describes it, as a {@link Reduction} of any CNF formula
 * with both witness maps; the rank and pile layout is documented in {@link Layout}, the reasoning
 * and the deviations of the thesis' figure in {@code docs/REDUCTION.md}.
 *
 * <p>{@link #reduce} takes any CNF: it first brings every clause to width three with {@link
 * WidthNormalization} (the textbook SAT {@literal <=p} 3-SAT step), then applies the construction
 * of 4.2.1, which {@link #construct} offers alone for a 3-CNF. The witness maps compose the two:
 * {@link #forward} extends a model to the fresh variables and plays {@link WitnessMaps#forward},
 * {@link #backward} reads an assignment with {@link WitnessMaps#backward} and forgets the fresh
 * variables. A formula without clauses (satisfiable) and one without variables are reduced by the
 * same rules with {@code k = 0} clauses and {@code i = 0} variables; the game stays winnable.
 *
 * <p>Piles, bottom to top ({@code a_j} the selection pair of {@code v_j}, {@code T} the top rank
 * of a literal's area, {@code (x, x+1)} occurrence pairs, {@code c} the first rank of a clause
 * area, {@code l < L} its lock ranks):
 *
 * <ul>
 *   <li>initial selection pile {@code [2i+1]}; per literal {@code [T, a_j, a_j+1]};
 *   <li>per clause: {@code [c+1, x, x+1]}, {@code [c+1, y, y+1]}, {@code [c+5, z, z+1]}, {@code
 *       [L, c]}, {@code [L, c+4]};
 *   <li>the big stack: one copy of every rank below the lock areas that still has an unused copy,
 *       descending; the second initial selection card; every unused copy of the ranks from the
 *       first lock rank up to {@code n-1} ascending (the second copy of each {@code l}, both
 *       copies of the buffers between lock areas, of the buffer below and above the rest area);
 *       the lower lock cards {@code l}, clause {@code k}'s lowest, clause 1's on top;
 *   <li>the rest stack: the second copy of every rank below the lock areas of which no copy is
 *       used, descending, and one rest card on top; the other rest card alone;
 *   <li>the two end cards, each alone.
 * </ul>
 *
 * <p>Every card is face up, the stock is empty. Building is linear in the size of the formula
 * and the game (counters per literal instead of the thesis' hash map).
 */
public final class ThreeSatToSpider
    implements Reduction<Cnf, Assignment, ReducedInstance, List<Move>> {
  /** The reduction (stateless). */
  public static final ThreeSatToSpider INSTANCE = new ThreeSatToSpider();

  private ThreeSatToSpider() {}

  @Override
  public String name() {
    return "3-SAT -> ONE-COLOR-SPIDER (thesis 4.2.1)";
  }

  /** Normalizes {@code cnf} to width three and reduces the 3-CNF ({@link #construct}). */
  @Override
  public ReducedInstance reduce(Cnf cnf) {
    checkNotNull(cnf, "cnf");
    return build(WidthNormalization.of(cnf));
  }

  /**
   * The construction of thesis 4.2.1 alone, for a 3-CNF (every clause exactly three literals);
   * the instance's normalization is the identity.
   *
   * @throws IllegalArgumentException for a clause of another width (use {@link #reduce})
   */
  public static ReducedInstance construct(Cnf threeCnf) {
    checkNotNull(threeCnf, "cnf");
    checkArgument(threeCnf.isThreeCnf(),
        "the construction needs exactly three literals per clause; reduce() normalizes first");
    return build(WidthNormalization.of(threeCnf));
  }

  private static ReducedInstance build(WidthNormalization norm) {
    Cnf cnf = norm.normalized();
    long n = maxRank(cnf.variables(), cnf.occurrences(), cnf.clauseCount());
    checkArgument(n <= Game.MAX_RANK && 2 * n <= Game.MAX_CARDS,
        "the reduced game would have maximal rank %s, more than a game may have", n);
    Layout lay = new Layout(cnf.variables(), cnf.clauses());
    return new ReducedInstance(norm.original(), norm, build(lay), lay);
  }

  /** The maximal rank {@code n = 6i + 2o + 10k + 5} of {@link Layout}. */
  private static long maxRank(long variables, long occurrences, long clauses) {
    return 6 * variables + 2 * occurrences + 10 * clauses + 5;
  }

  /** Extends {@code model} to the fresh variables of the normalization and plays 4.2.2. */
  @Override
  public List<Move> forward(ReducedInstance instance, Assignment model) {
    checkNotNull(instance, "instance");
    return WitnessMaps.forward(instance, instance.normalization().extend(model));
  }

  /** The game is asked whether it is winnable (Lemma 4.2.2). */
  @Override
  public GameQuestion<List<Move>> question() {
    return GameQuestion.WINNABLE;
  }

  /** Reads an assignment by 4.2.3 and forgets the fresh variables of the normalization. */
  @Override
  public BackwardResult<Assignment> backward(ReducedInstance instance, List<Move> certificate) {
    return backward(instance, (Iterable<? extends Move>) certificate);
  }

  /**
   * {@link #backward(ReducedInstance, List)} for any sequence of moves, e.g. a certificate
   * streamed from a file of millions of moves.
   */
  public BackwardResult<Assignment> backward(ReducedInstance instance,
      Iterable<? extends Move> certificate) {
    checkNotNull(instance, "instance");
    try {
      Assignment a = WitnessMaps.backward(instance, certificate);
      return new BackwardResult.Witness<>(instance.normalization().project(a));
    } catch (CertificateRejectedException e) {
      return BackwardResult.notWon(e.verdict(), e.getMessage());
    } catch (ReductionViolationException e) {
      return BackwardResult.noWitness(e.getMessage());
    }
  }

  /**
   * The exact size of the game {@link #reduce} builds: with {@code i} variables, {@code k}
   * clauses and {@code o} literal occurrences after normalization, maximal rank {@code n = 6i +
   * 2o + 10k + 5}, {@code 2i + 5k + 6} piles and {@code 2n} cards. A clause of width {@code w >
   * 3} becomes {@code w - 2} clauses with {@code w - 3} fresh variables; a shorter one one clause.
   */
  @Override
  public SizeBound sizeBound(Cnf cnf) {
    long vars = cnf.variables();
    long clauses = 0;
    for (int j = 0; j < cnf.clauseCount(); j++) {
      int w = cnf.width(j);
      vars += Math.max(0, w - 3);
      clauses += Math.max(1, w - 2);
    }
    long n = maxRank(vars, 3 * clauses, clauses);
    return new SizeBound(n, 2 * vars + Layout.CLAUSE_PILES * clauses + 6, 2 * n);
  }

  private static long card(int rank) {
    return CardCode.of(rank, 1, false);
  }

  private static Game build(Layout lay) {
    int n = lay.maxRank();
    int i = lay.variables();
    int k = lay.clauses();
    byte[] used = new byte[n + 1];
    Game.Builder b = Game.builder(n, 1);
    // selection piles
    int init = lay.initialSelectionRank();
    b.pileCodes(new long[] {card(init)});
    used[init]++;
    for (int l = 0; l < 2 * i; l++) {
      int lit = Layout.literalOf(l);
      int a = lay.selectionLow(Math.abs(lit));
      int top = lay.literalTop(lit);
      b.pileCodes(new long[] {card(top), card(a), card(a + 1)});
      used[top]++;
      used[a]++;
      used[a + 1]++;
    }
    // clause piles
    for (int j = 0; j < k; j++) {
      int c = lay.clauseLow(j);
      int bigL = lay.lockLow(j) + 1;
      for (int p = 0; p < 3; p++) {
        int x = lay.occurrencePairLow(j, p);
        int base = p < 2 ? c + 1 : c + 5;
        b.pileCodes(new long[] {card(base), card(x), card(x + 1)});
        used[base]++;
        used[x]++;
        used[x + 1]++;
      }
      b.pileCodes(new long[] {card(bigL), card(c)});
      b.pileCodes(new long[] {card(bigL), card(c + 4)});
      used[bigL] += 2;
      used[c]++;
      used[c + 4]++;
    }
    // lock cards (one copy each, on the big stack), rest and end cards
    for (int j = 0; j < k; j++) {
      used[lay.lockLow(j)]++;
    }
    int rest = lay.restRank();
    used[rest] += 2;
    used[n] += 2;
    int top = lay.topRegionLow();
    // big stack
    int size = 1 + k;
    for (int r = 1; r < top; r++) {
      size += r == init ? 0 : (used[r] < 2 ? 1 : 0);
    }
    for (int r = top; r < n; r++) {
      size += 2 - used[r];
    }
    long[] big = new long[size];
    int pos = 0;
    for (int r = top - 1; r >= 1; r--) {
      if (r != init && used[r] < 2) {
        big[pos++] = card(r);
      }
    }
    big[pos++] = card(init); // the second initial selection card
    for (int r = top; r < n; r++) {
      for (int copy = used[r]; copy < 2; copy++) {
        big[pos++] = card(r);
      }
    }
    for (int j = k - 1; j >= 0; j--) {
      big[pos++] = card(lay.lockLow(j));
    }
    b.pileCodes(big);
    // rest stack: second copies of the wholly unused ranks below the top region, then a rest card
    int restSize = 1;
    for (int r = 1; r < top; r++) {
      restSize += used[r] == 0 ? 1 : 0;
    }
    long[] restStack = new long[restSize];
    pos = 0;
    for (int r = top - 1; r >= 1; r--) {
      if (used[r] == 0) {
        restStack[pos++] = card(r);
      }
    }
    restStack[pos] = card(rest);
    b.pileCodes(restStack);
    b.pileCodes(new long[] {card(rest)});
    b.pileCodes(new long[] {card(n)});
    b.pileCodes(new long[] {card(n)});
    return b.build();
  }
}
