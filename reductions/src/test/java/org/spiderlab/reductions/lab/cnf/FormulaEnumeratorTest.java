package org.spiderlab.reductions.lab.cnf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;

public class FormulaEnumeratorTest {

  static final List<FormulaClass> TINY = List.of(
      FormulaClass.of(1, 2, 1),
      FormulaClass.of(2, 2, 2),
      FormulaClass.of(2, 3, 2),
      FormulaClass.of(2, 4, 2),
      FormulaClass.of(3, 2, 3),
      FormulaClass.of(3, 3, 2),
      FormulaClass.of(3, 3, 3),
      new FormulaClass(2, 3, 2, true, false),
      new FormulaClass(2, 3, 2, false, true),
      new FormulaClass(2, 3, 2, true, true),
      new FormulaClass(3, 2, 3, true, true));

  @Test
  void clauseUniverseSizes() {
    // 3 variables, width <= 3, no tautologies: 3*2 + 3*4 + 1*8
    assertEquals(26, FormulaEnumerator.clauseUniverse(3, 3, false).size());
    // with tautologies: all non-empty literal sets of size <= 3 of 6 literals
    assertEquals(6 + 15 + 20, FormulaEnumerator.clauseUniverse(3, 3, true).size());
    assertEquals(4, FormulaEnumerator.clauseUniverse(2, 1, false).size());
  }

  @Test
  void knownSmallCounts() {
    // one variable, width 1, up to 2 clauses: (x); (x)&(!x)
    assertEquals(List.of("1", "1, -1"),
        FormulaEnumerator.enumerate(FormulaClass.of(1, 2, 1)).stream().map(Cnf::toString)
            .toList());
    // two variables, one clause of width <= 2: (x), (x|y), (x|!y) ~ (x|y)
    assertEquals(2, FormulaEnumerator.enumerate(FormulaClass.of(2, 1, 2)).size());
  }

  /** The enumerator against canonicalizing every clause (multi)set of the class. */
  @TestFactory
  Stream<DynamicTest> matchesBruteForce() {
    return TINY.stream().map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
      Set<Cnf> brute = bruteForce(cls);
      List<Cnf> listed = FormulaEnumerator.enumerate(cls);
      assertEquals(listed.size(), new HashSet<>(listed).size(), "no duplicates: " + cls);
      assertEquals(brute, new HashSet<>(listed), cls.toString());
    }));
  }

  /** Class counts per clause count against Burnside's lemma (independent of canonical forms). */
  @TestFactory
  Stream<DynamicTest> matchesBurnside() {
    return TINY.stream().filter(c -> !c.repeatedClauses())
        .map(cls -> DynamicTest.dynamicTest(cls.toString(), () -> {
          List<Cnf> listed = FormulaEnumerator.enumerate(cls);
          for (int k = 1; k <= cls.maxClauses(); k++) {
            final int kk = k;
            long count = listed.stream().filter(f -> f.clauseCount() == kk).count();
            assertEquals(burnside(cls, 0, k), count, cls + ", " + k + " clauses");
          }
        }));
  }

  @Test
  void theExhaustiveDefaultClassIsSmallAndHasUnsat() {
    List<Cnf> all = FormulaEnumerator.enumerate(FormulaClass.of(3, 4, 3));
    long unsat = all.stream().filter(f -> !bruteSat(f)).count();
    assertTrue(all.size() > 100 && all.size() < 5_000, "classes: " + all.size());
    assertTrue(unsat > 0, "the class contains unsatisfiable formulas");
    assertTrue(all.contains(Isomorphism.canonical(Cnf.parse("1 2 3, -1 2 3, -1 -2 -3"))));
    // the pinned class of the command line's default campaign
    assertEquals(503, all.size());
    assertEquals(63, unsat);
  }

  @TestFactory
  Stream<DynamicTest> canonicalIsInvariant() {
    long seed = 20261121L;
    SplittableRandom rnd = new SplittableRandom(seed);
    List<DynamicTest> tests = new ArrayList<>();
    for (int t = 0; t < 200; t++) {
      Cnf f = new RandomFormulas(4, 1 + rnd.nextInt(6), 1 + rnd.nextInt(3))
          .generate(seed, t);
      Cnf g = randomImage(f, rnd);
      final int tt = t;
      tests.add(DynamicTest.dynamicTest("seed " + seed + " #" + t, () -> {
        assertEquals(Isomorphism.canonical(f), Isomorphism.canonical(g),
            "seed " + seed + " #" + tt + ": " + f + " vs " + g);
        assertEquals(Isomorphism.canonical(f), Isomorphism.canonical(Isomorphism.canonical(f)));
        assertEquals(bruteSat(f), bruteSat(Isomorphism.canonical(f)), "seed " + seed);
      }));
    }
    return tests.stream();
  }

  @Test
  void canonicalSeparatesNonIsomorphic() {
    assertFalse(Isomorphism.isomorphic(Cnf.parse("1 2, -1 -2"), Cnf.parse("1 2, -1 2")));
    assertTrue(Isomorphism.isomorphic(Cnf.parse("1 2, -1 -2"), Cnf.parse("-2 1, 2 -1")));
  }

  // ---- helpers ----

  static Cnf randomImage(Cnf f, SplittableRandom rnd) {
    return randomImage(f, 0, rnd);
  }

  /**
   * A random image of {@code f} under a signed permutation that maps {@code 1..split} among
   * themselves (any signed permutation for {@code split = 0}), with clauses and literals
   * reordered.
   */
  public static Cnf randomImage(Cnf f, int split, SplittableRandom rnd) {
    int n = f.variables();
    List<Integer> first = new ArrayList<>();
    List<Integer> rest = new ArrayList<>();
    for (int i = 1; i <= n; i++) {
      (i <= split ? first : rest).add(i);
    }
    if (!first.isEmpty()) {
      java.util.Collections.shuffle(first, new java.util.Random(rnd.nextLong()));
    }
    java.util.Collections.shuffle(rest, new java.util.Random(rnd.nextLong()));
    List<Integer> perm = new ArrayList<>(first);
    perm.addAll(rest);
    boolean[] flip = new boolean[n + 1];
    for (int i = 1; i <= n; i++) {
      flip[i] = rnd.nextBoolean();
    }
    List<int[]> cl = new ArrayList<>();
    for (int[] c : f.clauses()) {
      int[] d = new int[c.length];
      for (int i = 0; i < c.length; i++) {
        int v = Math.abs(c[i]);
        int s = (c[i] > 0) ^ flip[v] ? 1 : -1;
        d[c.length - 1 - i] = s * perm.get(v - 1);
      }
      cl.add(d);
    }
    java.util.Collections.shuffle(cl, new java.util.Random(rnd.nextLong()));
    return Cnf.of(n, cl.toArray(new int[0][]));
  }


  /** Whether {@code f} is satisfiable, by trying every assignment. */
  public static boolean bruteSat(Cnf f) {
    for (long m = 0; m < (1L << f.variables()); m++) {
      if (f.evaluate(Assignment.ofBits(f.variables(), m))) {
        return true;
      }
    }
    return false;
  }

  /** Canonical forms of every clause set (or multiset) of the class, by brute force. */
  static Set<Cnf> bruteForce(FormulaClass cls) {
    Set<Cnf> out = new HashSet<>();
    forEachClauseSet(cls, c -> out.add(Isomorphism.canonical(Cnf.of(cls.maxVars(), c))));
    return out;
  }

  /** Every non-empty clause set (or multiset) of the class's universe, by brute force. */
  public static void forEachClauseSet(FormulaClass cls, Consumer<int[][]> action) {
    List<int[]> u = FormulaEnumerator.clauseUniverse(cls.maxVars(), cls.maxWidth(),
        cls.tautologies());
    collect(u, cls, 0, new ArrayList<>(), action);
  }

  static void collect(List<int[]> u, FormulaClass cls, int from, List<int[]> chosen,
      Consumer<int[][]> action) {
    if (!chosen.isEmpty()) {
      action.accept(chosen.toArray(new int[0][]));
    }
    if (chosen.size() == cls.maxClauses()) {
      return;
    }
    for (int i = from; i < u.size(); i++) {
      chosen.add(u.get(i));
      collect(u, cls, cls.repeatedClauses() ? i : i + 1, chosen, action);
      chosen.remove(chosen.size() - 1);
    }
  }

  /**
   * Orbits of k-subsets of the clause universe under the signed permutations that map the
   * variables {@code 1..split} among themselves (all signed permutations for {@code split = 0}),
   * by Burnside's lemma.
   */
  public static long burnside(FormulaClass cls, int split, int k) {
    int n = cls.maxVars();
    List<int[]> u = FormulaEnumerator.clauseUniverse(n, cls.maxWidth(), cls.tautologies());
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < u.size(); i++) {
      index.put(key(u.get(i)), i);
    }
    List<int[]> perms = new ArrayList<>();
    permutations(new int[n], new boolean[n], 0, perms);
    long fixedSum = 0;
    long group = 0;
    perms.removeIf(p -> {
      for (int i = 0; i < n; i++) {
        if ((p[i] < split) != (i < split)) {
          return true;
        }
      }
      return false;
    });
    for (int[] p : perms) {
      for (int mask = 0; mask < (1 << n); mask++) {
        group++;
        int[] img = new int[u.size()];
        for (int i = 0; i < u.size(); i++) {
          int[] c = u.get(i).clone();
          for (int j = 0; j < c.length; j++) {
            int v = Math.abs(c[j]) - 1;
            int s = (c[j] > 0) ^ (((mask >> v) & 1) == 1) ? 1 : -1;
            c[j] = s * (p[v] + 1);
          }
          img[i] = index.get(key(c));
        }
        // cycle lengths, then the coefficient of x^k in prod (1 + x^len)
        boolean[] seen = new boolean[u.size()];
        long[] poly = new long[k + 1];
        poly[0] = 1;
        for (int i = 0; i < u.size(); i++) {
          if (seen[i]) {
            continue;
          }
          int len = 0;
          for (int j = i; !seen[j]; j = img[j]) {
            seen[j] = true;
            len++;
          }
          for (int d = k; d >= len; d--) {
            poly[d] += poly[d - len];
          }
        }
        fixedSum += poly[k];
      }
    }
    assertEquals(0, fixedSum % group, "Burnside sum divisible by the group order");
    return fixedSum / group;
  }

  static String key(int[] c) {
    int[] s = c.clone();
    Arrays.sort(s);
    return Arrays.toString(s);
  }

  static void permutations(int[] p, boolean[] used, int at, List<int[]> out) {
    if (at == p.length) {
      out.add(p.clone());
      return;
    }
    for (int i = 0; i < p.length; i++) {
      if (!used[i]) {
        used[i] = true;
        p[at] = i;
        permutations(p, used, at + 1, out);
        used[i] = false;
      }
    }
  }
}
