package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.cnf.DimacsReader;
import org.spiderlab.reductions.cnf.WidthNormalization;
import org.spiderlab.reductions.sat.SatResult;
import org.spiderlab.reductions.sat.SatSolver;

/**
 * The solver's dead-end test on 3-SAT-reduced instances (thesis 4.2): after the literals of
 * {@code v1..vk} have been selected onto the chain, the position is a dead end exactly when no
 * assignment of the other variables satisfies the formula (the first stage alone sees the
 * falsified clauses, the split of {@code HostContention} the rest), and no prefix of a winning
 * certificate is ever called a dead end. Tiny unsatisfiable instances are pinned state counts.
 */
class DeadEndsReducedTest {

  /** Selects {@code lits[0..k)} (literal of v1, v2, ...): two moves each onto the chain. */
  private static Board select(ReducedInstance r, int[] lits, int k) {
    Board b = r.game().toBoard();
    Layout l = r.layout();
    for (int i = 0; i < k; i++) {
      Move m = Move.transfer(l.literalPile(lits[i]), 1, l.initialSelectionPile());
      b.apply(m);
      b.apply(m);
    }
    return b;
  }

  private static boolean falsifiedBy(Cnf f, int[] lits, int k) {
    for (int c = 0; c < f.clauseCount(); c++) {
      boolean allFalse = true;
      for (int pos = 0; pos < f.width(c) && allFalse; pos++) {
        int lit = f.literal(c, pos);
        int v = Math.abs(lit);
        allFalse = v <= k && lits[v - 1] == -lit;
      }
      if (allFalse) {
        return true;
      }
    }
    return false;
  }

  /** Whether some assignment that agrees with {@code lits[0..k)} satisfies {@code f}. */
  private static boolean extendable(Cnf f, int[] lits, int k, int vars) {
    for (long bits = 0; bits < (1L << vars); bits++) {
      int[] full = new int[vars];
      boolean agrees = true;
      for (int v = 1; v <= vars; v++) {
        full[v - 1] = ((bits >>> (v - 1)) & 1) != 0 ? v : -v;
        agrees &= v > k || full[v - 1] == lits[v - 1];
      }
      if (agrees && !falsifiedBy(f, full, vars)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void deadExactlyWhenTheSelectedLiteralsCannotBeExtended() {
    SplittableRandom rnd = new SplittableRandom(4242);
    int dead = 0;
    int live = 0;
    int beyondForwardChecking = 0;
    for (int t = 0; t < 60; t++) {
      int vars = 2 + rnd.nextInt(3);
      int clauses = 2 + rnd.nextInt(3 * vars);
      StringBuilder text = new StringBuilder("p cnf " + vars + " " + clauses + "\n");
      for (int c = 0; c < clauses; c++) {
        int width = 1 + rnd.nextInt(3);
        for (int i = 0; i < width; i++) {
          int v = 1 + rnd.nextInt(vars);
          text.append(rnd.nextBoolean() ? v : -v).append(' ');
        }
        text.append("0\n");
      }
      Cnf f = WidthNormalization.of(DimacsReader.parse(text.toString(), "t" + t + ".cnf"))
          .normalized();
      ReducedInstance r = ThreeSatToSpider.construct(f);
      for (long bits = 0; bits < (1L << vars); bits++) {
        int[] lits = new int[vars];
        for (int v = 1; v <= vars; v++) {
          lits[v - 1] = ((bits >>> (v - 1)) & 1) != 0 ? v : -v;
        }
        for (int k = 0; k <= vars; k++) {
          Board b = select(r, lits, k);
          boolean expected = !extendable(f, lits, k, vars);
          beyondForwardChecking += expected && !falsifiedBy(f, lits, k) ? 1 : 0;
          String where = "formula " + t + ":\n" + text + "selected " + k + " of "
              + java.util.Arrays.toString(lits);
          assertEquals(expected, Solver.isDeadEnd(b.snapshot(1)), where);
          if (expected) {
            dead++;
          } else {
            live++;
          }
        }
      }
    }
    org.junit.jupiter.api.Assertions.assertTrue(
        dead > 500 && live > 500 && beyondForwardChecking > 100,
        dead + " dead / " + live + " live, " + beyondForwardChecking + " without a falsified clause");
  }

  @Test
  void noPrefixOfAForwardCertificateIsADeadEnd() throws IOException {
    List<Path> files = SatlibForwardTest.files("uf20-91").subList(0, 5);
    for (Path p : files) {
      Cnf f = DimacsReader.read(p);
      SatResult.Satisfiable s = assertInstanceOf(SatResult.Satisfiable.class, SatSolver.solve(f));
      ReducedInstance r = ThreeSatToSpider.construct(f);
      List<Move> cert = WitnessMaps.forward(r, s.model());
      Board b = r.game().toBoard();
      // every 7th prefix and the whole selection phase (each check builds a 3,162-card game)
      for (int i = 0; i < cert.size(); i++) {
        if (i < 60 || i % 7 == 0) {
          Game here = b.snapshot(1);
          int at = i;
          assertFalse(Solver.isDeadEnd(here), () -> p + ": prefix of " + at + " moves");
        }
        b.apply(cert.get(i));
      }
    }
  }

  @Test
  void tinyUnsatisfiableInstancesArePrunedAtTheStart() {
    String[] formulas = {"p cnf 1 2\n1 0\n-1 0\n", "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"};
    // stored states: dead-end test only, and with the partial-order reduction too (full search:
    // 177 and 31,539, pinned in PartialOrderReducedTest); the split refutes the start position
    // (before it: 3 and 187, 3 and 19)
    long[] deadOnly = {1, 1};
    long[] both = {1, 1};
    for (int i = 0; i < formulas.length; i++) {
      Game g = ThreeSatToSpider.construct(WidthNormalization.of(
          DimacsReader.parse(formulas[i], "t.cnf")).normalized()).game();
      SolverResult a = Solver.solve(g, SolverOptions.builder()
          .strategy(SearchStrategy.DFS).partialOrder(false)
          .runExchange(false).build());
      SolverResult b = Solver.solve(g, SolverOptions.builder()
          .strategy(SearchStrategy.DFS).runExchange(false).build());
      SolverResult c = Solver.solve(g, SolverOptions.builder()
          .strategy(SearchStrategy.DFS).build()); // run exchange, no reduction
      assertEquals(SolverStatus.UNWINNABLE, a.status());
      assertEquals(SolverStatus.UNWINNABLE, b.status());
      assertEquals(SolverStatus.UNWINNABLE, c.status());
      assertEquals(deadOnly[i], a.statistics().storedStates(), formulas[i]);
      assertEquals(both[i], b.statistics().storedStates(), formulas[i]);
      org.junit.jupiter.api.Assertions.assertTrue(
          c.statistics().storedStates() <= a.statistics().storedStates(), formulas[i]);
    }
  }
}
