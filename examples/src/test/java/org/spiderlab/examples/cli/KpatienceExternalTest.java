package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.StandardDeals;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.KpatiencePosition;
import org.spiderlab.core.io.KpatienceSave;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverResult;
import org.spiderlab.core.solver.SolverStatus;

/**
 * SpiderLab's KPatience deals and savegames against the real program: {@code kpat --solvegame}
 * on the exported deal N answers as {@code kpat --solve 17 --start N --end N} does, and kpat
 * loads exported positions in play (cleared runs, part of the stock dealt) with answers that
 * agree with SpiderLab's. Runs with {@code -Pexternal} when kpat is installed (on PATH or as
 * /usr/games/kpat); {@code -Dspiderlab.kpat.deals=N} sets how many deals per suit count (30).
 * docs/DEALS.md has the figures.
 */
@Tag("external")
class KpatienceExternalTest {
  static final String MISSING = "kpat is not installed (neither on PATH nor /usr/games/kpat); "
      + "install it with: sudo apt-get update && sudo apt-get install -y kpat";

  @TempDir Path dir;

  private static KpatienceProgram kpat() {
    assumeTrue(KpatienceProgram.locate().isPresent(), MISSING);
    return KpatienceProgram.find(600).orElseThrow();
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 4})
  void exportedDealsAnswerAsKpatiencesNumberedDeals(int suits) throws IOException {
    KpatienceProgram kpat = kpat();
    int deals = Integer.getInteger("spiderlab.kpat.deals", 30);
    List<KpatienceProgram.Answer> byNumber = kpat.solve(suits, 1, deals);
    Map<String, Integer> counts = new TreeMap<>();
    List<String> rows = new ArrayList<>();
    for (KpatienceProgram.Answer a : byNumber) {
      Path file = dir.resolve("deal-" + suits + "-" + a.number() + ".kpat");
      Files.writeString(file, KpatienceSave.toXml(
          KpatienceDeals.position(suits, a.number())), StandardCharsets.UTF_8);
      KpatienceProgram.Answer b = kpat.solveGame(suits, file);
      assertEquals(a.answer(), b.answer(), "suits " + suits + " deal " + a.number()
          + ": kpat --solve says " + a.answer() + ", --solvegame on the export " + b.answer());
      counts.merge(a.answer(), 1, Integer::sum);
      rows.add(a.number() + "," + a.answer() + "," + a.millis() + "," + b.millis());
    }
    Path report = Path.of("target", "kpat-deals-" + suits + ".csv");
    Files.createDirectories(report.getParent());
    Files.writeString(report, "number,answer,solve_ms,solvegame_wall_ms\n"
        + String.join("\n", rows) + "\n# " + counts + "\n", StandardCharsets.UTF_8);
  }

  /** A position in play: a 1-suit deal after all but the last {@code left} winning moves. */
  static Game nearTheEnd(Game deal, List<Move> win, int left) {
    Board b = deal.toBoard();
    win.subList(0, win.size() - left).forEach(b::apply);
    return b.snapshot(deal.suits());
  }

  @Test
  void positionsInPlayAreLoadedAndAgreeWithSpiderLab() throws IOException {
    KpatienceProgram kpat = kpat();
    Game deal = KpatienceDeals.deal(1, 2);
    SolverResult r = Solver.solve(deal, SolverOptions.defaults());
    assertEquals(SolverStatus.WINNABLE, r.status());
    for (int left : new int[] {3, 20, 60, 200, 600}) {
      Game g = nearTheEnd(deal, r.certificate(), left);
      KpatiencePosition p = KpatiencePosition.of(g, 2);
      Path file = dir.resolve("near-" + left + ".kpat");
      Files.writeString(file, KpatienceSave.toXml(p), StandardCharsets.UTF_8);
      String answer = kpat.solveGame(1, file).answer();
      String where = left + " moves before the end (" + p.legs().size() + " runs cleared, "
          + p.dealsDone() + " deals done): kpat says " + answer;
      assertNotEquals("lost", answer, where);
      if (left <= 20) {
        assertEquals("won", answer, where);
      }
    }
  }

  @Test
  void aStuckPositionIsLostForBoth() throws IOException {
    KpatienceProgram kpat = kpat();
    // 1 suit, 6 runs cleared, no stock, tops K K J J 9 9 7 7 5 5: no move at all
    Game g = GameText.parse("spider ranks=13 suits=1\n"
        + "pile [1S] [8S] 13S\npile [1S] [8S] 13S\npile [2S] [10S] 11S\npile [2S] [10S] 11S\n"
        + "pile [3S] [12S] 9S\npile [3S] [12S] 9S\npile [4S] 7S\npile [4S] 7S\n"
        + "pile [6S] 5S\npile [6S] 5S\n");
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(g, SolverOptions.defaults()).status());
    Path file = dir.resolve("stuck.kpat");
    Files.writeString(file, KpatienceSave.toXml(KpatiencePosition.of(g, 0)));
    assertEquals("lost", kpat.solveGame(1, file).answer());
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 4})
  void exportedRandomDealsAreSolvedByKpatience(int suits) throws IOException {
    KpatienceProgram kpat = kpat();
    for (long seed = 1; seed <= 3; seed++) {
      Path file = dir.resolve("random-" + suits + "-" + seed + ".kpat");
      Game g = StandardDeals.random(suits, seed);
      Files.writeString(file, KpatienceSave.toXml(KpatiencePosition.of(g, 0)));
      assertEquals(g, KpatienceSave.read(file));
      String answer = kpat.solveGame(suits, file).answer();
      assertEquals(true, List.of("won", "lost", "unknown").contains(answer), answer);
    }
  }
}
