package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.gen.KpatienceDeals;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.gen.StandardDeals;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.KpatiencePosition;
import org.spiderlab.core.io.KpatienceSave;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;

/**
 * SpiderLab's KPatience deals and savegames against the real program (docs/DEALS.md). A probe
 * preloaded into kpat (src/test/resources/kpat/layout-probe.c, built with the C compiler)
 * prints every card KPatience's solver reads; so the tests compare, card by card and face by
 * face, the layout kpat solves for {@code kpat --solve 17 --start N --end N} with SpiderLab's
 * deal N, and the layout kpat reads from an exported savegame ({@code kpat --solvegame FILE})
 * with the file. Runs with {@code -Pexternal} when kpat and a C compiler are installed, and
 * skips saying so otherwise; {@code -Dspiderlab.kpat.deals=N} sets how many deals per suit count
 * (10).
 */
@Tag("external")
class KpatienceExternalTest {
  static final String MISSING = "kpat is not installed (neither on PATH nor /usr/games/kpat); "
      + "install it with: sudo apt-get update && sudo apt-get install -y kpat";

  @TempDir static Path work;
  static KpatienceProgram kpat;
  static KpatienceProgram probed;

  @BeforeAll
  static void findKpatAndBuildTheProbe() throws IOException, InterruptedException {
    if (KpatienceProgram.locate().isEmpty()) {
      return;
    }
    kpat = KpatienceProgram.find(600).orElseThrow();
    Path source = work.resolve("layout-probe.c");
    try (InputStream in = KpatienceExternalTest.class.getResourceAsStream(
        "/kpat/layout-probe.c")) {
      Files.copy(in, source);
    }
    Path library = work.resolve("layout-probe.so");
    for (String cc : List.of("cc", "gcc")) {
      try {
        Process p = new ProcessBuilder(cc, "-shared", "-fPIC", "-o", library.toString(),
            source.toString(), "-ldl").redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
          probed = kpat.withEnvironment(Map.of("LD_PRELOAD", library.toString()));
          return;
        }
      } catch (IOException noCompiler) {
        // try the next name
      }
    }
  }

  @AfterAll
  static void removeKpatSettings() {
    if (kpat != null) {
      kpat.close();
    }
  }

  private static KpatienceProgram probed() {
    assumeTrue(kpat != null, MISSING);
    assumeTrue(probed != null, "no C compiler (cc or gcc) to build the layout probe");
    return probed;
  }

  /** The last 104 cards the probe saw: stack0..9 then redeals0..4, bottom to top. */
  static List<String> solvedLayout(KpatienceProgram.Output run) {
    List<String> seen = new ArrayList<>();
    for (String line : run.err()) {
      if (line.startsWith("AT ")) {
        String[] f = line.split(" ");
        long id = Long.parseLong(f[3]);
        Card c = Card.of((int) (id & 0xff), KpatiencePosition.spiderSuit((int) ((id >> 8) & 0xff)));
        seen.add(f[4].equals("1") ? c.label() : "[" + c.label() + "]");
      }
    }
    return seen.subList(Math.max(0, seen.size() - 104), seen.size());
  }

  /** A position's cards in the order kpat's solver reads them. */
  static List<String> layout(KpatiencePosition p) {
    List<String> out = new ArrayList<>();
    List<List<Card>> piles = new ArrayList<>(p.stacks());
    piles.addAll(p.redeals());
    for (List<Card> pile : piles) {
      for (Card c : pile) {
        out.add(c.faceDown() ? "[" + c.up().label() + "]" : c.label());
      }
    }
    return out;
  }

  static String answer(KpatienceProgram.Output run) {
    return run.out().stream().map(String::trim)
        .filter(l -> l.equals("won") || l.equals("lost") || l.equals("unknown")
            || l.matches("\\d+ (won|lost|unknown) \\(\\d+ ms\\)"))
        .map(l -> l.replaceAll("^\\d+ ", "").replaceAll(" \\(.*", ""))
        .findFirst().orElse("no answer: " + run.out());
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 4})
  void kpatSolvesExactlySpiderLabsDeal(int suits) throws IOException {
    KpatienceProgram k = probed();
    int deals = Integer.getInteger("spiderlab.kpat.deals", 10);
    Map<String, Integer> answers = new TreeMap<>();
    for (long n = 1; n <= deals; n++) {
      KpatienceProgram.Output run = k.runBoth(suits, List.of("--solve", "17", "--start",
          String.valueOf(n), "--end", String.valueOf(n)), true);
      assertEquals(layout(KpatienceDeals.position(suits, n)), solvedLayout(run),
          "suits " + suits + " deal " + n);
      answers.merge(answer(run), 1, Integer::sum);
    }
    Path report = Path.of("target", "kpat-deals-" + suits + ".txt");
    Files.createDirectories(report.getParent());
    Files.writeString(report, "suits " + suits + ", deals 1.." + deals
        + ": layout equal for every deal; kpat --solve answers " + answers + "\n");
  }

  /** Exported 4-suit games: kpat --solvegame reads exactly the file and answers as --solve. */
  @Test
  void solvegameReadsExportedFourSuitDeals() throws IOException {
    KpatienceProgram k = probed();
    int deals = Integer.getInteger("spiderlab.kpat.deals", 10);
    for (long n = 1; n <= deals; n++) {
      KpatiencePosition p = KpatienceDeals.position(4, n);
      Path file = work.resolve("deal-4-" + n + ".kpat");
      Files.writeString(file, KpatienceSave.toXml(p), StandardCharsets.UTF_8);
      KpatienceProgram.Output game = k.runBoth(4, List.of("--solvegame", file.toString()), true);
      assertEquals(layout(p), solvedLayout(game), "deal " + n);
      KpatienceProgram.Output solve = k.runBoth(4, List.of("--solve", "17", "--start",
          String.valueOf(n), "--end", String.valueOf(n)), true);
      assertEquals(answer(solve), answer(game), "deal " + n);
    }
  }

  /** Exported 4-suit positions in play and SpiderLab's random deals are read as written. */
  @Test
  void solvegameReadsExportedPositionsInPlay() throws IOException {
    KpatienceProgram k = probed();
    for (long seed = 1; seed <= 6; seed++) {
      Game deal = seed % 2 == 0 ? StandardDeals.random(4, seed) : KpatienceDeals.deal(4, seed);
      List<Move> walk = RandomWalk.walk(deal, seed, (int) (10 * seed), 100);
      Board b = deal.toBoard();
      walk.forEach(b::apply);
      KpatiencePosition p = KpatiencePosition.of(b.snapshot(4), 0);
      Path file = work.resolve("play-" + seed + ".kpat");
      Files.writeString(file, KpatienceSave.toXml(p), StandardCharsets.UTF_8);
      KpatienceProgram.Output run = k.runBoth(4, List.of("--solvegame", file.toString()), true);
      List<String> want = layout(p);
      List<String> seen = solvedLayout(run);
      assertEquals(want, seen.subList(Math.max(0, seen.size() - want.size()), seen.size()),
          "seed " + seed + " after " + walk.size() + " moves");
      assertTrue(List.of("won", "lost", "unknown").contains(answer(run)), answer(run));
    }
  }

  /** Two runs cleared short of a win, and a position without any move: both solvers agree. */
  @Test
  void clearedRunsAndVerdictsAgree() throws IOException {
    assumeTrue(kpat != null, MISSING);
    Game nearlyWon = GameText.parse("spider ranks=13 suits=4\n"
        + "pile 13D 12D 11D 10D 9D 8D 7D 6D 5D 4D 3D 2D\npile 1D\n"
        + "pile 13S 12S 11S 10S 9S 8S 7S 6S 5S 4S 3S\npile 2S 1S\n"
        + "pile\npile\npile\npile\npile\npile\n");
    Game stuck = GameText.parse("spider ranks=13 suits=4\n"
        + "pile [1D] [8D] 13D\npile [1S] [8S] 13S\npile [2D] [10D] 11D\npile [2S] [10S] 11S\n"
        + "pile [3D] [12D] 9D\npile [3S] [12S] 9S\npile [4D] 7D\npile [4S] 7S\n"
        + "pile [6D] 5D\npile [6S] 5S\n");
    assertEquals(SolverStatus.WINNABLE, Solver.solve(nearlyWon, SolverOptions.defaults())
        .status());
    assertEquals(SolverStatus.UNWINNABLE, Solver.solve(stuck, SolverOptions.defaults())
        .status());
    assertEquals(6, KpatiencePosition.of(nearlyWon, 0).legs().size());
    assertEquals("won", solvegame("nearly-won", nearlyWon));
    assertEquals("lost", solvegame("stuck", stuck));
  }

  private static String solvegame(String name, Game g) throws IOException {
    Path file = work.resolve(name + ".kpat");
    Files.writeString(file, KpatienceSave.toXml(KpatiencePosition.of(g, 0)));
    return kpat.solveGame(g.suits(), file).answer();
  }

  /**
   * KPatience 22.12.3's {@code --solvegame} reads a 1- or 2-suit Spider savegame with its 4-suit
   * deck (the file's options are lost on the way), so it drops most of the cards: documented
   * in docs/DEALS.md, checked here so that a KPatience that behaves otherwise is noticed.
   */
  @Test
  void solvegameOfKpatience2212ReadsOneSuitGamesWithTheFourSuitDeck() throws IOException {
    KpatienceProgram k = probed();
    Path file = work.resolve("deal-1-5.kpat");
    Files.writeString(file, KpatienceSave.toXml(KpatienceDeals.position(1, 5)));
    List<String> seen = solvedLayout(k.runBoth(1, List.of("--solvegame", file.toString()), true));
    assertNotEquals(104, seen.size(), "kpat --solvegame read all 104 cards of a 1-suit game: "
        + "the --solvegame defect of KPatience 22.12.3 is gone; update docs/DEALS.md");
  }
}
