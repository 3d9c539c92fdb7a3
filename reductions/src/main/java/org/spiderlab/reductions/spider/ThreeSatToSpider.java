package org.spiderlab.reductions.spider;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * The reduction 3-SAT {@literal <=p} ONE-COLOR-SPIDER of thesis 4.2.1 (adapted there from Stern
 * 2011), built exactly as the thesis text describes it; the rank and pile layout is documented
 * in {@link Layout}, the reasoning and the deviations of the thesis' figure in {@code
 * docs/REDUCTION.md}.
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
public final class ThreeSatToSpider {
  private ThreeSatToSpider() {}

  /**
   * Reduces a 3-CNF (every clause exactly three literals, at least one variable). Use {@link
   * org.spiderlab.reductions.cnf.WidthNormalization} for other widths.
   */
  public static ReducedInstance reduce(Cnf cnf) {
    checkNotNull(cnf, "cnf");
    checkArgument(cnf.variables() >= 1, "the formula needs at least one variable");
    checkArgument(cnf.isThreeCnf(),
        "the reduction needs exactly three literals per clause; normalize with WidthNormalization");
    long n = 6L * cnf.variables() + 2 * cnf.occurrences() + 10L * cnf.clauseCount() + 5;
    checkArgument(n <= Game.MAX_RANK && 2 * n <= Game.MAX_CARDS,
        "the reduced game would have maximal rank %s, more than a game may have", n);
    int k = cnf.clauseCount();
    int[][] clauses = new int[k][];
    for (int j = 0; j < k; j++) {
      clauses[j] = cnf.clause(j);
    }
    Layout lay = new Layout(cnf.variables(), clauses);
    return new ReducedInstance(cnf, build(lay), lay);
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
