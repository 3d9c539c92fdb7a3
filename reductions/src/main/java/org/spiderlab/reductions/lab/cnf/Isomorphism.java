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
 */
public final class Isomorphism {
  /** The most distinct variables a formula may have for {@link #canonical}. */
  public static final int MAX_VARS = 8;

  private static final Comparator<int[]> CLAUSE_ORDER = (a, b) -> a.length != b.length
      ? Integer.compare(a.length, b.length) : Arrays.compare(a, b);

  private Isomorphism() {}

  /** The canonical representative of {@code f}'s class; it has exactly its occurring variables. */
  public static Cnf canonical(Cnf f) {
    int[][] cl = f.clauses();
    int[] rename = new int[f.variables() + 1];
    int k = 0;
    for (int[] c : cl) {
      for (int l : c) {
        if (rename[Math.abs(l)] == 0) {
          rename[Math.abs(l)] = ++k;
        }
      }
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
    permute(perm, 0, lits, best);
    int[][] out = new int[best[0] == null ? 0 : best[0].length][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new int[best[0][i].length];
      for (int j = 0; j < out[i].length; j++) {
        int code = best[0][i][j];
        out[i][j] = (code % 2 == 1 ? -1 : 1) * (code / 2 + 1);
      }
    }
    return Cnf.of(k, out);
  }

  /** Whether {@code a} and {@code b} are isomorphic. */
  public static boolean isomorphic(Cnf a, Cnf b) {
    return canonical(a).equals(canonical(b));
  }

  private static void permute(int[] perm, int at, int[][] lits, int[][][] best) {
    if (at == perm.length) {
      for (int mask = 0; mask < (1 << perm.length); mask++) {
        int[][] img = image(lits, perm, mask);
        if (best[0] == null || compare(img, best[0]) < 0) {
          best[0] = img;
        }
      }
      return;
    }
    for (int i = at; i < perm.length; i++) {
      swap(perm, at, i);
      permute(perm, at + 1, lits, best);
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
