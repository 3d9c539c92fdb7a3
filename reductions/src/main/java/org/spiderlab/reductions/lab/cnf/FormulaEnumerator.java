package org.spiderlab.reductions.lab.cnf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.spiderlab.reductions.cnf.Cnf;

/**
 * Enumerates a {@link FormulaClass} up to isomorphism ({@link Isomorphism}): one canonical
 * representative per class, with one clause, then two, ... up to {@code maxClauses}.
 *
 * <p>Method: level by level. Level 1 is the canonical forms of the single clauses; level {@code
 * j + 1} is the canonical forms of {@code R + c} for every representative {@code R} of level
 * {@code j} and every clause {@code c} of the class's clause universe. This is complete: any
 * formula {@code F} with {@code j + 1} clauses minus one clause {@code c} is mapped by some
 * signed permutation {@code g} onto a representative {@code R} of level {@code j} (induction), so
 * {@code g(F) = R + g(c)} is generated and has {@code F}'s canonical form. Tests compare the
 * counts with canonicalizing every clause set and with Burnside's lemma.
 */
public final class FormulaEnumerator {
  private FormulaEnumerator() {}

  /**
   * Every clause of at most {@code maxWidth} literals over variables {@code 1..vars}: literal sets
   * (no repeated literal), without {@code v, !v} pairs unless {@code tautologies}. Literals within
   * a clause are ordered {@code 1, -1, 2, -2, ...}.
   */
  public static List<int[]> clauseUniverse(int vars, int maxWidth, boolean tautologies) {
    List<int[]> out = new ArrayList<>();
    int lits = 2 * vars;
    for (int width = 1; width <= maxWidth; width++) {
      int[] idx = new int[width];
      for (int i = 0; i < width; i++) {
        idx[i] = i;
      }
      while (width <= lits) {
        boolean ok = true;
        if (!tautologies) {
          for (int i = 1; i < width; i++) {
            if (idx[i] / 2 == idx[i - 1] / 2) {
              ok = false;
              break;
            }
          }
        }
        if (ok) {
          int[] c = new int[width];
          for (int i = 0; i < width; i++) {
            c[i] = (idx[i] % 2 == 1 ? -1 : 1) * (idx[i] / 2 + 1);
          }
          out.add(c);
        }
        int i = width - 1;
        while (i >= 0 && idx[i] == lits - width + i) {
          i--;
        }
        if (i < 0) {
          break;
        }
        idx[i]++;
        for (int j = i + 1; j < width; j++) {
          idx[j] = idx[j - 1] + 1;
        }
      }
    }
    return out;
  }

  /** One canonical representative per isomorphism class of {@code cls}, fewer clauses first. */
  public static List<Cnf> enumerate(FormulaClass cls) {
    List<int[]> universe = clauseUniverse(cls.maxVars(), cls.maxWidth(), cls.tautologies());
    return grow(universe, cls.maxClauses(), cls.repeatedClauses(),
        clauses -> Isomorphism.canonical(Cnf.of(cls.maxVars(), clauses)), Cnf::clauses);
  }

  /**
   * The level-by-level method of this class, for any canonical form: level 1 is the canonical
   * forms of the single clauses of {@code universe}, level {@code j + 1} the canonical forms of
   * {@code R + c} for every representative {@code R} of level {@code j} and every clause {@code
   * c} of the universe (not already in {@code R} unless {@code repeatedClauses}). Complete when
   * the universe is closed under the isomorphisms and every representative's {@code clausesOf}
   * lies in the universe's numbering (the class Javadoc's argument). {@code lab.qbf} uses it with
   * the forall-exists canonical form.
   *
   * @param canonical the canonical form of a clause set over the universe's variables
   * @param clausesOf a representative's clauses, in the universe's numbering
   */
  public static <F> List<F> grow(List<int[]> universe, int maxClauses, boolean repeatedClauses,
      Function<int[][], F> canonical, Function<F, int[][]> clausesOf) {
    List<F> all = new ArrayList<>();
    Set<F> level = new LinkedHashSet<>();
    for (int[] c : universe) {
      level.add(canonical.apply(new int[][] {c}));
    }
    all.addAll(level);
    for (int j = 2; j <= maxClauses; j++) {
      Set<F> next = new LinkedHashSet<>();
      for (F r : level) {
        int[][] rc = clausesOf.apply(r);
        for (int[] c : universe) {
          if (!repeatedClauses && contains(rc, c)) {
            continue;
          }
          int[][] grown = Arrays.copyOf(rc, rc.length + 1);
          grown[rc.length] = c;
          next.add(canonical.apply(grown));
        }
      }
      all.addAll(next);
      level = next;
    }
    return all;
  }

  private static boolean contains(int[][] clauses, int[] c) {
    int[] key = sorted(c);
    for (int[] d : clauses) {
      if (Arrays.equals(sorted(d), key)) {
        return true;
      }
    }
    return false;
  }

  private static int[] sorted(int[] c) {
    int[] s = c.clone();
    Arrays.sort(s);
    return s;
  }
}
