package org.spiderlab.reductions.lab.qbf;

import static com.google.common.base.Preconditions.checkNotNull;

import org.spiderlab.reductions.lab.cnf.Isomorphism;
import org.spiderlab.reductions.qbf.ForallExists;

/**
 * Canonical forms of forall-exists formulas up to isomorphism: renaming universal variables
 * among themselves and existential ones among themselves, negating any variable, reordering
 * clauses and literals. Isomorphic formulas are equally true, and their reductions (thesis 4.3,
 * 4.4) are built from the same gadgets up to renaming, so a campaign needs one per class.
 * Variables that occur in no clause are dropped (they change no answer); the canonical form's
 * universal variables are {@code 1..t'}, its occurring universal ones. The method is {@link
 * Isomorphism#canonicalSplit} (brute force over the {@code t'! (k-t')! 2^k} isomorphisms, at
 * most {@link Isomorphism#MAX_VARS} occurring variables).
 */
public final class QbfIsomorphism {
  private QbfIsomorphism() {}

  /** The canonical representative of {@code f}'s class. */
  public static ForallExists canonical(ForallExists f) {
    checkNotNull(f, "formula");
    Isomorphism.Split s = Isomorphism.canonicalSplit(f.matrix(), f.universals());
    return new ForallExists(s.first(), s.formula());
  }

  /** Whether {@code a} and {@code b} are isomorphic. */
  public static boolean isomorphic(ForallExists a, ForallExists b) {
    return canonical(a).equals(canonical(b));
  }
}
