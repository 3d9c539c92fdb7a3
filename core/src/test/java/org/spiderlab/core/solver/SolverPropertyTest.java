package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.RandomGames;

/**
 * Verdict comparisons on thousands of seeded random small games (stock, face-down cards, two
 * suits, hanoi): each pruning against the unpruned search, the solver against an independent
 * brute force, and shortest mode against the brute-force minimum. Every failure names the spec
 * and seed.
 */
class SolverPropertyTest {

  private static final int GAMES = 3000;
  private static final long BUDGET = 200_000;

  private static SolverOptions.Builder base() {
    return SolverOptions.builder().maxStates(BUDGET);
  }

  static void assertCertificateWins(Game g, List<Move> cert, String where) {
    Board b = g.toBoard();
    for (Move m : cert) {
      assertNull(b.tryApply(m), () -> where + ": illegal " + m);
    }
    assertTrue(b.isWon(), () -> where + ": certificate does not win");
  }

  /**
   * Solves {@code g} with options {@code a} and {@code b}: null when either answers UNKNOWN;
   * otherwise asserts that the verdicts are equal and that a WINNABLE certificate of {@code b}
   * wins, and returns both results.
   */
  static SolverResult[] solveBoth(Game g, SolverOptions a, SolverOptions b, String where) {
    SolverResult ra = Solver.solve(g, a);
    SolverResult rb = Solver.solve(g, b);
    if (ra.status() == SolverStatus.UNKNOWN || rb.status() == SolverStatus.UNKNOWN) {
      return null;
    }
    assertEquals(ra.status(), rb.status(), () -> where + ": verdicts differ");
    if (rb.status() == SolverStatus.WINNABLE) {
      assertCertificateWins(g, rb.certificate(), where);
    }
    return new SolverResult[] {ra, rb};
  }

  /** Compares the verdicts of {@code variant} with the unpruned search; returns decided games. */
  private static int compare(UnaryOperator<SolverOptions.Builder> variant, String name) {
    SolverOptions plain = base().unpruned().build();
    SolverOptions pruned = variant.apply(base().unpruned()).build();
    int decided = 0;
    int winnable = 0;
    for (long seed = 0; seed < GAMES; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      String where = name + " " + spec.describe(seed);
      SolverResult a = Solver.solve(g, plain);
      SolverResult b = Solver.solve(g, pruned);
      if (a.status() == SolverStatus.UNKNOWN || b.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      decided++;
      assertEquals(a.status(), b.status(), () -> where + ": verdict differs from unpruned");
      if (b.status() == SolverStatus.WINNABLE) {
        winnable++;
        assertCertificateWins(g, b.certificate(), where);
      }
    }
    assertTrue(decided > GAMES * 9 / 10, name + ": only " + decided + " games decided");
    assertTrue(winnable > GAMES / 20 && winnable < decided - GAMES / 20,
        name + ": too one-sided, " + winnable + " of " + decided + " winnable");
    return decided;
  }

  @Test
  void symmetryAgreesWithUnpruned() {
    compare(b -> b.symmetry(true), "symmetry");
  }

  @Test
  void sortedShortcutAgreesWithUnpruned() {
    compare(b -> b.sortedShortcut(true), "sortedShortcut");
  }

  @Test
  void everythingOnAgreesWithUnpruned() {
    compare(b -> b.symmetry(true).sortedShortcut(true),
        "all");
  }

  @Test
  void unorderedAgreesWithOrdered() {
    compare(b -> b.moveOrdering(false), "unordered");
  }

  @Test
  void agreesWithBruteForceAndShortestIsMinimal() {
    int winnable = 0;
    for (long seed = 0; seed < 1500; seed++) {
      RandomGames spec = RandomSpecs.tiny(seed);
      Game g = spec.generate(seed);
      String where = spec.describe(seed);
      int min = BruteForce.shortest(g, 2_000_000);
      SolverResult dfs = Solver.solve(g, SolverOptions.defaults());
      SolverResult bfs = Solver.solve(g, SolverOptions.builder().shortest(true).build());
      SolverStatus expected = min >= 0 ? SolverStatus.WINNABLE : SolverStatus.UNWINNABLE;
      assertEquals(expected, dfs.status(), () -> where + ": DFS verdict vs brute force");
      assertEquals(expected, bfs.status(), () -> where + ": BFS verdict vs brute force");
      if (min >= 0) {
        winnable++;
        assertEquals(min, bfs.certificate().size(), () -> where + ": shortest length");
        assertTrue(dfs.certificate().size() >= bfs.certificate().size(),
            () -> where + ": DFS certificate shorter than the shortest");
        assertCertificateWins(g, dfs.certificate(), where + " dfs");
        assertCertificateWins(g, bfs.certificate(), where + " bfs");
      }
    }
    assertTrue(winnable > 100 && winnable < 1400, "one-sided sample: " + winnable + " winnable");
  }

  @Test
  void shortestNeverLongerThanDfsOnSmallGames() {
    int compared = 0;
    for (long seed = 0; seed < 600; seed++) {
      RandomGames spec = RandomSpecs.small(seed);
      Game g = spec.generate(seed);
      String where = spec.describe(seed);
      SolverResult dfs = Solver.solve(g, base().build());
      SolverResult bfs = Solver.solve(g, base().shortest(true).build());
      if (dfs.status() == SolverStatus.UNKNOWN || bfs.status() == SolverStatus.UNKNOWN) {
        continue;
      }
      assertEquals(dfs.status(), bfs.status(), () -> where + ": DFS vs BFS verdict");
      if (bfs.status() == SolverStatus.WINNABLE) {
        compared++;
        assertTrue(bfs.certificate().size() <= dfs.certificate().size(),
            () -> where + ": shortest longer than DFS");
      }
    }
    assertTrue(compared > 30, "only " + compared + " winnable games compared");
  }
}
