package org.spiderlab.reductions.sat;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.testing.ProjectFiles;

class SatSolverTest {
  static final Path SATLIB = ProjectFiles.satlib();

  @Test
  void satlibAnswers() {
    SatResult r = SatSolver.solve(DimacsReader.read(SATLIB.resolve("uf50-218/uf50-01.cnf")));
    SatResult.Satisfiable s = assertInstanceOf(SatResult.Satisfiable.class, r);
    assertTrue(s.model().variables() == 50);
    assertInstanceOf(SatResult.Unsatisfiable.class,
        SatSolver.solve(DimacsReader.read(SATLIB.resolve("uuf50-218/uuf50-01.cnf"))));
  }

  /** The effort counts: the eight clauses over three variables need conflicts, a contradiction none. */
  @Test
  void searchReportsSat4jsEffort() {
    StringBuilder eight = new StringBuilder();
    for (int m = 0; m < 8; m++) {
      eight.append(m == 0 ? "" : ", ").append((m & 1) == 0 ? 1 : -1).append(' ')
          .append((m & 2) == 0 ? 2 : -2).append(' ').append((m & 4) == 0 ? 3 : -3);
    }
    SatSolver.Search s = SatSolver.search(Cnf.parse(eight.toString()), java.time.Duration.ofSeconds(10));
    assertInstanceOf(SatResult.Unsatisfiable.class, s.result());
    org.junit.jupiter.api.Assertions.assertTrue(s.conflicts() >= 1 && s.decisions() >= 1, s.toString());
    SatSolver.Search none = SatSolver.search(Cnf.of(1, new int[] {1}, new int[] {-1}),
        java.time.Duration.ofSeconds(10));
    assertInstanceOf(SatResult.Unsatisfiable.class, none.result());
    org.junit.jupiter.api.Assertions.assertEquals(0, none.conflicts(), none.toString());
  }

  @Test
  void contradictionWhileAddingClauses() {
    assertInstanceOf(SatResult.Unsatisfiable.class,
        SatSolver.solve(Cnf.of(1, new int[] {1}, new int[] {-1})));
    assertInstanceOf(SatResult.Satisfiable.class, SatSolver.solve(Cnf.of(3)));
  }

  /** Pigeonhole 11 into 10: hard for resolution, so 1 ms is not enough. */
  @Test
  void timeoutIsUnknown() {
    int pigeons = 11;
    int holes = 10;
    Cnf.Builder b = Cnf.builder(pigeons * holes);
    for (int p = 0; p < pigeons; p++) {
      int[] c = new int[holes];
      for (int h = 0; h < holes; h++) {
        c[h] = p * holes + h + 1;
      }
      b.clause(c);
    }
    for (int h = 0; h < holes; h++) {
      for (int p = 0; p < pigeons; p++) {
        for (int q = p + 1; q < pigeons; q++) {
          b.clause(-(p * holes + h + 1), -(q * holes + h + 1));
        }
      }
    }
    assertInstanceOf(SatResult.Unknown.class, SatSolver.solve(b.build(), Duration.ofMillis(1)));
  }
}
