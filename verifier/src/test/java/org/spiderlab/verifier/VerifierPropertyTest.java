package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.RandomWalk;
import org.spiderlab.core.gen.GameShrinks;
import org.spiderlab.core.io.CertificateText;

/**
 * Property tests of {@link Verifier} over {@link RandomGames} (several suits, decks, stock,
 * face-down cards, both rules): valid certificates verify (WON iff the final state is won),
 * corrupting one move gives INVALID at exactly that move or a legal alternative whose verdict is
 * the replay's, and the streamed file path reports the same verdict and the right line. Failures
 * are shrunk ({@link GameShrinks}) and reported with their seed.
 */
class VerifierPropertyTest {

  static final List<RandomGames> SPECS = List.of(
      new RandomGames(3, 1, 2, 3, 1, 40, Rule.SPIDER),
      new RandomGames(3, 2, 1, 3, 1, 50, Rule.SPIDER),
      new RandomGames(3, 2, 2, 4, 1, 30, Rule.HANOI),
      new RandomGames(2, 5, 1, 3, 1, 50, Rule.SPIDER),   // suits beyond 4
      new RandomGames(4, 1, 1, 2, 0, 0, Rule.HANOI),
      new RandomGames(6, 4, 2, 6, 3, 50, Rule.SPIDER));  // bigger, mostly NOT-WON

  static final int SEEDS = 30;

  /** The verdict as an independent replay on a Board computes it. */
  static String replay(Game g, List<Move> moves) {
    Board b = g.toBoard();
    for (int i = 0; i < moves.size(); i++) {
      String why = b.tryApply(moves.get(i));
      if (why != null) {
        return "INVALID at move " + (i + 1) + ": " + moves.get(i) + ": " + why;
      }
    }
    return b.isWon() ? "WON after " + moves.size() + (moves.size() == 1 ? " move" : " moves")
        : "NOT-WON after " + moves.size() + (moves.size() == 1 ? " move" : " moves") + ": "
            + b.describe();
  }

  /** The certificate with comments and blank lines, so that line numbers differ from indices. */
  static String noisyText(List<Move> moves, SplittableRandom rnd, long[] lineOfMove) {
    StringBuilder sb = new StringBuilder();
    long line = 1;
    for (int i = 0; i < moves.size(); i++) {
      while (rnd.nextInt(4) == 0) {
        sb.append(rnd.nextBoolean() ? "# note\n" : "\n");
        line++;
      }
      sb.append(moves.get(i)).append(rnd.nextBoolean() ? "  # move\n" : "\n");
      lineOfMove[i] = line++;
    }
    return sb.toString();
  }

  /** Null when every way of verifying agrees with the replay, else what went wrong. */
  static String check(Game g, List<Move> moves, long seed) {
    String expected = replay(g, moves);
    Verdict v = Verifier.verify(g, moves);
    if (!v.toString().equals(expected)) {
      return "list verdict " + v + ", replay " + expected;
    }
    long[] lines = new long[moves.size()];
    String text = noisyText(moves, new SplittableRandom(seed), lines);
    Verdict f = Verifier.verify(g, new StringReader(text), "c.moves");
    if (!f.toString().equals(expected)) {
      return "reader verdict " + f + ", replay " + expected;
    }
    if (f instanceof Verdict.Invalid inv && inv.line() != lines[(int) inv.index() - 1]) {
      return "INVALID on line " + inv.line() + ", but move " + inv.index() + " is on line "
          + lines[(int) inv.index() - 1];
    }
    return null;
  }

  private static void assertHolds(RandomGames spec, long seed, Game g, List<Move> moves) {
    String problem = check(g, moves, seed);
    if (problem != null) {
      GameShrinks.Counterexample cx = GameShrinks.shrink(seed, g, moves,
          (gg, mm) -> check(gg, mm, seed) != null);
      fail(spec.describe(seed) + ": " + problem + "\nshrunk: " + check(cx.game(), cx.moves(), seed)
          + "\n" + cx);
    }
  }

  @TestFactory
  Stream<DynamicTest> randomWalksVerify() {
    return SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
      int won = 0;
      for (long seed = 1; seed <= SEEDS; seed++) {
        Game g = spec.generate(seed);
        List<Move> walk = RandomWalk.walk(g, seed, 150, 80);
        Verdict v = Verifier.verify(g, walk);
        assertTrue(!(v instanceof Verdict.Invalid), spec.describe(seed) + ": " + v);
        assertHolds(spec, seed, g, walk);
        List<Move> win = TinyWins.find(g, 3000);
        if (win != null) {
          won++;
          assertEquals("WON after " + win.size() + (win.size() == 1 ? " move" : " moves"),
              Verifier.verify(g, win).toString(), spec.describe(seed));
          assertHolds(spec, seed, g, win);
          if (!win.isEmpty()) { // a proper prefix of a winning certificate is NOT-WON
            Verdict prefix = Verifier.verify(g, win.subList(0, win.size() - 1));
            assertTrue(prefix instanceof Verdict.NotWon, spec.describe(seed) + ": " + prefix);
          }
        }
      }
      if (spec.maxRank() <= 3) {
        assertTrue(won > 0, spec + ": no seed gave a won certificate; the test would be weak");
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> corruptingOneMoveIsCaughtAtThatMove() {
    return SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
      for (long seed = 1; seed <= SEEDS; seed++) {
        Game g = spec.generate(seed);
        List<Move> valid = TinyWins.find(g, 3000);
        if (valid == null || valid.isEmpty()) {
          valid = RandomWalk.walk(g, seed, 60, 80);
        }
        if (valid.isEmpty()) {
          continue;
        }
        SplittableRandom rnd = new SplittableRandom(seed * 31 + 7);
        for (int trial = 0; trial < 5; trial++) {
          int k = rnd.nextInt(valid.size());
          Move bad = randomMove(rnd, g.pileCount(), valid.get(k));
          List<Move> corrupted = new ArrayList<>(valid);
          corrupted.set(k, bad);
          Board before = g.toBoard();
          for (int i = 0; i < k; i++) {
            before.apply(valid.get(i));
          }
          String why = before.whyIllegal(bad);
          Verdict v = Verifier.verify(g, corrupted);
          String where = spec.describe(seed) + " move " + (k + 1) + " -> " + bad + ": ";
          if (why != null) {
            assertEquals(new Verdict.Invalid(k + 1, bad, why, 0), v, where);
          } else {
            // a legal alternative: the verdict is whatever the replay gives
            assertEquals(replay(g, corrupted), v.toString(), where);
          }
          assertHolds(spec, seed, g, corrupted);
        }
      }
    }));
  }

  /** A move different from {@code avoid}: small numbers, sometimes one pile beyond the game. */
  static Move randomMove(SplittableRandom rnd, int piles, Move avoid) {
    while (true) {
      int s = rnd.nextInt(piles + 1);
      int d = rnd.nextInt(piles + 1);
      Move m = switch (rnd.nextInt(4)) {
        case 0 -> Move.deal();
        case 1 -> Move.clear(s);
        default -> s == d ? Move.clear(s) : Move.transfer(s, 1 + rnd.nextInt(4), d);
      };
      if (!m.equals(avoid)) {
        return m;
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> certificateTextRoundTripPreservesTheVerdict() {
    return SPECS.stream().map(spec -> DynamicTest.dynamicTest(spec.toString(), () -> {
      for (long seed = 1; seed <= 10; seed++) {
        Game g = spec.generate(seed);
        List<Move> walk = RandomWalk.walk(g, seed, 100, 80);
        String text = CertificateText.toText(walk);
        assertEquals(walk, CertificateText.parse(text), spec.describe(seed));
        // a random walk is legal throughout, so the verdicts are equal records (no line numbers)
        assertEquals(Verifier.verify(g, walk), Verifier.verify(g, new StringReader(text), "x"),
            spec.describe(seed));
      }
    }));
  }
}
