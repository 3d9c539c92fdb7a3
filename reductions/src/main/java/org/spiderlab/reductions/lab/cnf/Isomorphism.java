package org.spiderlab.reductions.lab.cnf;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.Comparator;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Canonical forms of CNF formulas up to isomorphism: renaming variables, negating variables,
 * reordering clauses and reordering the literals of a clause. Two formulas are isomorphic iff
 * their {@link #canonical} forms are equal; isomorphic formulas are equisatisfiable and their
 * thesis-4.2 reductions are equally winnable, so a campaign needs one formula per class.
 *
 * <p>Method: brute force over the group. Variables that occur in no clause are dropped first
 * (they change neither satisfiability nor, up to renaming, the class), leaving {@code k}
 * variables; for each of the {@code k! 2^k} signed permutations the literals are coded {@code
 * 2(v-1) + (negated ? 1 : 0)}, each clause is sorted, the clauses are sorted (shorter first, then
 * lexicographically), and the smallest image wins. Limited to {@code k <=} {@link #MAX_VARS}.
 * {@link #canonicalSplit} does the same within two blocks of variables (the universal and the
 * existential variables of a forall-exists formula).
 */
public final class Isomorphism {
  /** The most distinct variables a formula may have for {@link #canonical}. */
  public static final int MAX_VARS = 8;

  private static final Comparator<int[]> CLAUSE_ORDER = (a, b) -> a.length != b.length
      ? Integer.compare(a.length, b.length) : Arrays.compare(a, b);

  private Isomorphism() {}

  /** The canonical representative of {@code f}'s class; it has exactly its occurring variables. */
  public static Cnf canonical(Cnf f) {
    return canonicalSplit(f, f.variables()).formula();
  }

  /**
   * A canonical form of a formula whose variables come in two blocks, {@code 1..split} and the
   * rest, up to the isomorphisms that keep each block (rename within a block, negate any
   * variable, reorder clauses and literals): the forall-exists formulas of thesis 4.3 and 4.4,
   * whose universal variables may not become existential. With {@code split = f.variables()}
   * this is {@link #canonical}. Variables that occur in no clause are dropped; the result's
   * variables are the occurring ones, those of the first block first.
   *
   * @param split the first block is {@code 1..split} ({@code 0 <= split <= f.variables()})
   */
  public static Split canonicalSplit(Cnf f, int split) {
    checkArgument(split >= 0 && split <= f.variables(), "split %s is not in 0..%s", split,
        f.variables());
    int[][] cl = f.clauses();
    int[] rename = new int[f.variables() + 1];
    int k = 0;
    for (int block = 0; block < 2; block++) {
      for (int[] c : cl) {
        for (int l : c) {
          int v = Math.abs(l);
          if (rename[v] == 0 && (v <= split) == (block == 0)) {
            rename[v] = ++k;
          }
        }
      }
    }
    int first = 0;
    for (int v = 1; v <= split; v++) {
      first += rename[v] != 0 ? 1 : 0;
    }
    checkArgument(k <= MAX_VARS, "canonical forms need at most %s variables, the formula has %s",
        MAX_VARS, k);
    // literal codes over 0..k-1
    int[][] lits = new int[cl.length][];
    for (int i = 0; i < cl.length; i++) {
      lits[i] = new int[cl[i].length];
      for (int j = 0; j < cl[i].length; j++) {
        int l = cl[i][j];
        lits[i][j] = 2 * (rename[Math.abs(l)] - 1) + (l < 0 ? 1 : 0);
      }
    }
    int[] perm = new int[k];
    for (int i = 0; i < k; i++) {
      perm[i] = i;
    }
    int[][][] best = new int[1][][];
    permute(perm, 0, first, lits, best);
    int[][] out = new int[best[0] == null ? 0 : best[0].length][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new int[best[0][i].length];
      for (int j = 0; j < out[i].length; j++) {
        int code = best[0][i][j];
        out[i][j] = (code % 2 == 1 ? -1 : 1) * (code / 2 + 1);
      }
    }
    return new Split(Cnf.of(k, out), first);
  }

  /**
   * A canonical form of {@link #canonicalSplit}.
   *
   * @param formula the canonical formula over its occurring variables
   * @param first how many of them form the first block ({@code 1..first})
   */
  public record Split(Cnf formula, int first) {}

  /** Whether {@code a} and {@code b} are isomorphic. */
  public static boolean isomorphic(Cnf a, Cnf b) {
    return canonical(a).equals(canonical(b));
  }

  /** Every permutation of {@code perm} that keeps positions below {@code first} below it. */
  private static void permute(int[] perm, int at, int first, int[][] lits, int[][][] best) {
    if (at == perm.length) {
      for (int mask = 0; mask < (1 << perm.length); mask++) {
        int[][] img = image(lits, perm, mask);
        if (best[0] == null || compare(img, best[0]) < 0) {
          best[0] = img;
        }
      }
      return;
    }
    int end = at < first ? first : perm.length;
    for (int i = at; i < end; i++) {
      swap(perm, at, i);
      permute(perm, at + 1, first, lits, best);
      swap(perm, at, i);
    }
  }

  private static int[][] image(int[][] lits, int[] perm, int mask) {
    int[][] img = new int[lits.length][];
    for (int i = 0; i < lits.length; i++) {
      int[] c = new int[lits[i].length];
      for (int j = 0; j < c.length; j++) {
        int code = lits[i][j];
        int v = code >> 1;
        c[j] = 2 * perm[v] + ((code & 1) ^ ((mask >> v) & 1));
      }
      Arrays.sort(c);
      img[i] = c;
    }
    Arrays.sort(img, CLAUSE_ORDER);
    return img;
  }

  private static int compare(int[][] a, int[][] b) {
    for (int i = 0; i < Math.min(a.length, b.length); i++) {
      int c = CLAUSE_ORDER.compare(a[i], b[i]);
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.length, b.length);
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
