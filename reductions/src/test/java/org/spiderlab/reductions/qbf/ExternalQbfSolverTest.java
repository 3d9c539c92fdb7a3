package org.spiderlab.reductions.qbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.lab.qbf.RandomForallExists;

/**
 * Reading QDIMACS solver output, and DepQBF on a few formulas when it is installed (the full
 * comparison is {@code DepqbfComparisonTest}, profile {@code external}).
 */
class ExternalQbfSolverTest {
  static final String MISSING = "depqbf is not on PATH (Debian: apt-get install depqbf);"
      + " skipping the comparison with it";

  @Test
  void parsesQdimacsOutput() {
    assertEquals(new Pi2Answer.False(Assignment.ofValues(false, true)),
        ExternalQbfSolver.parse(List.of("s cnf 0 3 2", "V -1 0", "V 2 0"), 20, 2, "x"));
    // a universal variable left out of the certificate is false; other variables are ignored
    assertEquals(new Pi2Answer.False(Assignment.ofValues(false, true)),
        ExternalQbfSolver.parse(List.of("s cnf 0 3 2", "V 2 3 0"), 20, 2, "x"));
    assertEquals(new Pi2Answer.True(Optional.empty()),
        ExternalQbfSolver.parse(List.of("s cnf 1 3 2"), 10, 2, "x"));
    assertEquals(new Pi2Answer.True(Optional.empty()),
        ExternalQbfSolver.parse(List.of("SAT"), 10, 2, "x"));
    assertEquals(new Pi2Answer.False(Assignment.ofValues(false, false)),
        ExternalQbfSolver.parse(List.of("s cnf 0 3 2"), 20, 2, "x"));
    assertEquals(new Pi2Answer.False(Assignment.ofValues()),
        ExternalQbfSolver.parse(List.of("UNSAT"), 20, 0, "x"));
    assertEquals(new Pi2Answer.Unknown("x: no answer (exit status 0)"),
        ExternalQbfSolver.parse(List.of("s cnf -1 3 2"), 0, 2, "x"));
    assertEquals(new Pi2Answer.Unknown("x: 'V 1 y 0' is not a certificate line"),
        ExternalQbfSolver.parse(List.of("s cnf 0 3 2", "V 1 y 0"), 20, 2, "x"));
  }

  @Test
  void aMissingProgramIsUnknown() {
    Pi2Answer a = ExternalQbfSolver.of(List.of("/nonexistent/qbf-solver"), Duration.ofSeconds(5))
        .decide(Pi2DecidersTest.f(1, "1 2"));
    assertEquals("UNKNOWN", a.word(), a.toString());
  }

  @Test
  void depqbfAgreesOnAFewFormulas() {
    assumeTrue(ExternalQbfSolver.onPath("depqbf"), MISSING);
    ExternalQbfSolver depqbf = ExternalQbfSolver.depqbf(Duration.ofSeconds(60));
    RandomForallExists gen = new RandomForallExists(3, 8, 14);
    for (int i = 0; i < 10; i++) {
      ForallExists f = gen.generate(11, i);
      Pi2Answer theirs = depqbf.decide(f);
      String context = gen + " seed 11 #" + i + ": " + f;
      assertEquals(BruteForcePi2.isTrue(f) ? "TRUE" : "FALSE", theirs.word(), context);
      assertEquals(Optional.empty(), Pi2Witnesses.refute(f, theirs, Duration.ofSeconds(30)),
          context);
    }
  }
}
