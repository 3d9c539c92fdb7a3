package org.spiderlab.reductions.testkit.mutants;

import static com.google.common.base.Preconditions.checkNotNull;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;

/**
 * A plausible wrong variant of the thesis-4.2.1 construction: one small, named change of the kind
 * an implementer makes (an off-by-one buffer, a pile in the wrong order, a clause read wrongly),
 * for measuring how well the test kit catches wrong reductions.
 *
 * @param name a short name, e.g. {@code lock-pair-reversed}
 * @param change what the change is, in one sentence
 * @param lemma whether Lemma 4.2.2 still holds for the mutated construction
 * @param why the argument for {@code lemma} (for HOLDS: why the change is harmless)
 * @param formula how the construction misreads the width-3 formula, if it does
 * @param edit how it edits the game built from the formula it read
 */
record Mutant(String name, String change, Lemma lemma, String why,
    Optional<UnaryOperator<Cnf>> formula, Edit edit) {

  /** Whether the mutated construction is still a correct reduction (satisfiable iff winnable). */
  enum Lemma {
    /** Some formula is satisfiable but its game is lost, or unsatisfiable but its game is won. */
    BREAKS,
    /** Still satisfiable iff winnable (only the witness maps may no longer fit). */
    HOLDS
  }

  /** An edit of a reduced game, located through its layout. */
  @FunctionalInterface
  interface Edit {
    void apply(Sketch game, Layout layout);
  }

  Mutant {
    checkNotNull(name, "name");
    checkNotNull(change, "change");
    checkNotNull(lemma, "lemma");
    checkNotNull(why, "why");
    checkNotNull(formula, "formula");
    checkNotNull(edit, "edit");
  }

  /** A mutant that edits the game. */
  static Mutant game(String name, String change, Lemma lemma, String why, Edit edit) {
    return new Mutant(name, change, lemma, why, Optional.empty(), edit);
  }

  /** A mutant that misreads the width-3 formula and builds the rest correctly. */
  static Mutant formula(String name, String change, Lemma lemma, String why,
      UnaryOperator<Cnf> read) {
    return new Mutant(name, change, lemma, why, Optional.of(read), (g, l) -> { });
  }

  /** The mutated reduction, with the project's witness maps and size bound. */
  Reduction<Cnf, Assignment, MutantReduction.Instance, List<Move>> reduction() {
    return new MutantReduction(this);
  }

  @Override
  public String toString() {
    return name;
  }
}
