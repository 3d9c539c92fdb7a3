package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.lab.cnf.FormulaEnumerator;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * Enumerates the forall-exists formulas (thesis 4.3, 4.4) whose matrix lies in a {@link
 * FormulaClass} (at most {@code maxVars} variables, one to {@code maxClauses} clauses of width at
 * most {@code maxWidth}; clause sets, no tautologies unless allowed) and in which at least one
 * universal variable occurs, one canonical representative ({@link QbfIsomorphism}) per class,
 * fewer clauses first.
 *
 * <p>Method: for each number {@code T = 1..maxVars} of universal variables, level by level as
 * {@link FormulaEnumerator} does over the clause universe of {@code maxVars} variables, of which
 * {@code 1..T} are universal ({@link #enumerate(FormulaClass, int)}); the union over {@code T},
 * without the classes in which no universal variable occurs. Complete: a formula with {@code j +
 * 1} clauses over {@code T} universal and {@code maxVars - T} existential variables, minus one
 * clause {@code c}, is mapped by a block-preserving signed permutation {@code g} onto a
 * representative {@code R} of level {@code j} (induction; the universe is closed under {@code
 * g}), so {@code R + g(c)} is generated; and every class with {@code t'} occurring universal and
 * {@code e'} occurring existential variables, {@code t' + e' <= maxVars}, has a member over
 * {@code T = t'}. Tests compare with canonicalizing every clause set and with Burnside's lemma.
 */
public final class QbfEnumerator {
  private QbfEnumerator() {}

  /** One representative per class of {@code cls} with a universal variable, fewer clauses first. */
  public static List<ForallExists> enumerate(FormulaClass cls) {
    checkNotNull(cls, "cls");
    List<List<ForallExists>> byT = new ArrayList<>();
    for (int t = 1; t <= cls.maxVars(); t++) {
      byT.add(enumerate(cls, t));
    }
    Set<ForallExists> out = new LinkedHashSet<>();
    for (int k = 1; k <= cls.maxClauses(); k++) {
      for (List<ForallExists> list : byT) {
        for (ForallExists f : list) {
          if (f.universals() >= 1 && f.matrix().clauseCount() == k) {
            out.add(f);
          }
        }
      }
    }
    return new ArrayList<>(out);
  }

  /**
   * The canonical forms of all formulas over {@code universals} universal and {@code maxVars -
   * universals} existential variables whose matrix lies in {@code cls}, also those in which no
   * universal variable occurs; one per class, fewer clauses first.
   */
  public static List<ForallExists> enumerate(FormulaClass cls, int universals) {
    checkNotNull(cls, "cls");
    checkArgument(universals >= 0 && universals <= cls.maxVars(),
        "universals must be in 0..%s, got %s", cls.maxVars(), universals);
    int n = cls.maxVars();
    return FormulaEnumerator.grow(
        FormulaEnumerator.clauseUniverse(n, cls.maxWidth(), cls.tautologies()),
        cls.maxClauses(), cls.repeatedClauses(),
        clauses -> QbfIsomorphism.canonical(new ForallExists(universals, Cnf.of(n, clauses))),
        r -> embed(r, universals));
  }

  /** The clauses of {@code r} with its existential variables moved above {@code universals}. */
  private static int[][] embed(ForallExists r, int universals) {
    int shift = universals - r.universals();
    int[][] c = r.matrix().clauses();
    for (int[] clause : c) {
      for (int i = 0; i < clause.length; i++) {
        if (Math.abs(clause[i]) > r.universals()) {
          clause[i] += Integer.signum(clause[i]) * shift;
        }
      }
    }
    return c;
  }
}
