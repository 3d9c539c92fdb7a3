package org.spiderlab.reductions.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.SearchStrategy;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/**
 * {@link Shortener} on seeded games whose certificates are made long on purpose (depth-first
 * certificates with loops of a move and its way back inserted): the result wins, is never
 * longer, never shorter than the solver's shortest win, and reaches it on most games; the
 * SAT windows alone (no neighbourhood search) keep every certificate winning.
 */
class ShortenerTest {

  /** {@code cert} with a move and its way back inserted before every fourth move, where one exists. */
  static List<Move> padded(Game g, List<Move> cert) {
    Board b = g.toBoard();
    List<Move> out = new ArrayList<>();
    for (int i = 0; i < cert.size(); i++) {
      if (i % 4 == 0) {
        for (Move m : b.legalMoves()) {
          if (m instanceof Move.Transfer t && b.pileSize(t.target()) > 0) {
            Board c = b.copy();
            c.apply(m);
            Move back = Move.transfer(t.target(), t.count(), t.source());
            if (c.tryApply(back) == null
                && GameText.toText(c.snapshot(g.suits())).equals(
                    GameText.toText(b.snapshot(g.suits())))) {
              out.add(m);
              out.add(back);
              break;
            }
          }
        }
      }
      out.add(cert.get(i));
      b.apply(cert.get(i));
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> shortenedCertificatesWinAndReachTheShortestLength() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] optimal = {0, 0};
    int[] windows = {0};
    for (RandomGames spec : SatPlannerTest.specs()) {
      for (long seed = 1; seed <= 5; seed++) {
        long sd = seed;
        tests.add(DynamicTest.dynamicTest(spec.describe(sd), () -> {
          Game g = spec.generate(sd);
          SolverResult dfs = Solver.solve(g, SolverOptions.builder()
              .strategy(SearchStrategy.DFS).build());
          if (dfs.status() != SolverStatus.WINNABLE) {
            return;
          }
          List<Move> cert = padded(g, dfs.certificate());
          int shortest = Solver.solve(g, SolverOptions.builder().shortest(true).build())
              .certificate().size();
          Shortener.Result r = Shortener.shorten(g, cert, Shortener.Options.of(
              Duration.ofSeconds(20)));
          String where = spec.describe(sd) + ": " + cert.size() + " -> " + r.certificate().size()
              + ", shortest " + shortest;
          assertTrue(Verifier.verify(g, r.certificate()) instanceof Verdict.Won, where);
          assertTrue(r.certificate().size() <= cert.size(), where);
          assertTrue(r.certificate().size() >= shortest, where);
          assertTrue(r.afterLoops() <= dfs.certificate().size(), where);
          Shortener.Result w = Shortener.shorten(g, cert, Shortener.Options.of(
              Duration.ofSeconds(20)), false);
          assertTrue(Verifier.verify(g, w.certificate()) instanceof Verdict.Won, where);
          assertTrue(w.certificate().size() <= w.afterLoops()
              && w.certificate().size() >= shortest, where + ", windows " + w.certificate().size());
          windows[0] += w.shortened();
          optimal[0]++;
          optimal[1] += r.certificate().size() == shortest ? 1 : 0;
        }));
      }
    }
    tests.add(DynamicTest.dynamicTest("most reach the shortest length", () ->
        assertTrue(optimal[1] * 10 >= optimal[0] * 8 && windows[0] >= 10,
            optimal[1] + " of " + optimal[0] + "; windows shortened " + windows[0])));
    return tests.stream();
  }

  @Test
  void theTailOfADealsCertificateIsReplacedByAShortestWin() {
    Game g = KpatienceDeals.deal(1, 1);
    List<Move> cert = Solver.solve(g, SolverOptions.builder().strategy(SearchStrategy.AUTO)
        .build()).certificate();
    int[] tail = new int[1];
    List<Move> out = Shortener.optimalTail(g, cert, System.nanoTime() + 3_000_000_000L, tail);
    assertTrue(Verifier.verify(g, out) instanceof Verdict.Won);
    assertTrue(tail[0] > 0 && out.size() < cert.size(),
        cert.size() + " -> " + out.size() + ", tail " + tail[0]);
    // the tail is a shortest win of the position before it: the bound-guided search agrees
    Board b = g.toBoard();
    for (Move m : out.subList(0, out.size() - tail[0])) {
      b.apply(m);
    }
    Game from = b.snapshot(g.suits());
    assertEquals(tail[0], Solver.solve(from, SolverOptions.builder().shortest(true).build())
        .certificate().size());
    assertTrue(Solver.movesLowerBound(from) <= tail[0]);
  }

  @Test
  void aWholeSmallCertificateBecomesAShortestWin() {
    Game g = RandomGames.oneSuit(5, 1, 4).generate(2);
    List<Move> cert = padded(g, Solver.solve(g, SolverOptions.builder()
        .strategy(SearchStrategy.DFS).build()).certificate());
    int shortest = Solver.solve(g, SolverOptions.builder().shortest(true).build())
        .certificate().size();
    int[] tail = new int[1];
    List<Move> out = Shortener.optimalTail(g, cert, System.nanoTime() + 5_000_000_000L, tail);
    assertEquals(shortest, out.size(), cert.size() + " moves padded");
    assertEquals(shortest, tail[0]);
  }

  @Test
  void aLoopIsCut() {
    Game g = RandomGames.oneSuit(5, 1, 4).generate(2);
    List<Move> cert = Solver.solve(g, SolverOptions.builder().shortest(true).build())
        .certificate();
    List<Move> padded = padded(g, cert);
    assertTrue(padded.size() > cert.size());
    assertEquals(cert, Shortener.withoutLoops(g, padded));
  }

  @Test
  void aCertificateThatDoesNotWinIsRefused() {
    Game g = RandomGames.oneSuit(5, 1, 4).generate(2);
    assertThrows(IllegalArgumentException.class,
        () -> Shortener.shorten(g, List.of(), Shortener.Options.of(Duration.ofSeconds(1))));
  }
}
