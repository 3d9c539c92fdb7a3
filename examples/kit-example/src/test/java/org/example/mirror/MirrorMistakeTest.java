package org.example.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Move;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.GameQuestion;
import org.spiderlab.reductions.Reduction;
import org.spiderlab.reductions.SizeBound;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.lab.cnf.FormulaClass;
import org.spiderlab.reductions.testkit.Check;
import org.spiderlab.reductions.testkit.CnfChecks;
import org.spiderlab.reductions.testkit.Counterexample;
import org.spiderlab.reductions.testkit.ReductionChecks;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;

/**
 * The test kit catches the mistake docs/TESTKIT.md shows: {@link MirrorReduction} with a backward
 * map that forgets to mirror the assignment back fails {@link Check#BACKWARD_MAP}, shrunk to one
 * variable.
 */
class MirrorMistakeTest {

  /** {@link MirrorReduction}, but the backward map hands on the mirror image's assignment. */
  static final Reduction<Cnf, Assignment, MirrorReduction.Mirrored, List<Move>> FORGETFUL =
      new Reduction<>() {
        final MirrorReduction right = MirrorReduction.INSTANCE;

        @Override
        public String name() {
          return "mirror image, backward map not mirrored";
        }

        @Override
        public GameQuestion<List<Move>> question() {
          return right.question();
        }

        @Override
        public MirrorReduction.Mirrored reduce(Cnf formula) {
          return right.reduce(formula);
        }

        @Override
        public List<Move> forward(MirrorReduction.Mirrored instance, Assignment model) {
          return right.forward(instance, model);
        }

        @Override
        public BackwardResult<Assignment> backward(MirrorReduction.Mirrored instance,
            List<Move> certificate) {
          return ThreeSatToSpider.INSTANCE.backward(instance.inner(), certificate);
        }

        @Override
        public SizeBound sizeBound(Cnf formula) {
          return right.sizeBound(formula);
        }
      };

  @Test
  void theKitFindsTheUnmirroredWitnessAndShrinksIt() {
    ReductionChecks.Result r = CnfChecks.of(FORGETFUL)
        .exhaustive(CnfChecks.upToIsomorphism(FormulaClass.of(3, 3, 3))).run();
    Counterexample cx = r.counterexample().orElseThrow(() -> new AssertionError(r.toString()));
    assertEquals(Check.BACKWARD_MAP, cx.check(), cx.message());
    assertTrue(cx.shrinking().startsWith("1-minimal"), cx.message());
    assertEquals(1, DimacsReader.parse(cx.shrunkFile(), "shrunk").variables(), cx.message());
    assertTrue(cx.message().contains("maps back to no witness: the assignment -1 falsifies"),
        cx.message());
  }
}
