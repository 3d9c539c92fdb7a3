package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.special.SortedGames;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.verifier.Verdict;
import org.spiderlab.verifier.Verifier;

/** Forward and backward witness maps of thesis 4.2.3 on seeded random formulas. */
class WitnessMapsTest {

  static Cnf random(Random rnd, int vars, int clauses) {
    return LockExplorerTest.random(rnd, vars, clauses);
  }

  /**
   * Reorders a winning certificate by swapping neighbouring moves wherever both orders are legal
   * and reach the same position (independent moves), in several random passes.
   */
  static List<Move> permuteIndependent(Game g, List<Move> moves, Random rnd, int passes) {
    List<Move> out = new ArrayList<>(moves);
    for (int pass = 0; pass < passes; pass++) {
      Board b = g.toBoard();
      for (int t = 0; t < out.size(); t++) {
        if (t + 1 < out.size() && rnd.nextBoolean()) {
          Board x = b.copy();
          Board y = b.copy();
          if (x.tryApply(out.get(t)) == null && x.tryApply(out.get(t + 1)) == null
              && y.tryApply(out.get(t + 1)) == null && y.tryApply(out.get(t)) == null
              && LockExplorer.key(x, 0).equals(LockExplorer.key(y, 0))) {
            Move m = out.get(t);
            out.set(t, out.get(t + 1));
            out.set(t + 1, m);
          }
        }
        b.apply(out.get(t));
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everySatisfyingAssignmentOfRandomFormulas() {
    return IntStream.range(0, 60).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random rnd = new Random(seed);
      int vars = 1 + rnd.nextInt(6);
      Cnf f = random(rnd, vars, rnd.nextInt(14));
      ReducedInstance r = ThreeSatToSpider.construct(f);
      for (long bits = 0; bits < 1L << vars; bits++) {
        Assignment a = Assignment.ofBits(vars, bits);
        String what = "seed " + seed + " " + f + " assignment " + a;
        if (!f.evaluate(a)) {
          assertThrows(IllegalArgumentException.class, () -> WitnessMaps.forward(r, a), what);
          continue;
        }
        List<Move> cert = WitnessMaps.forward(r, a);
        Verdict v = Verifier.verify(r.game(), cert);
        assertTrue(v.isWon(), what + ": " + v);
        assertEquals(a, WitnessMaps.backward(r, cert), what);
        if (bits % 3 == 0) {
          List<Move> head = WitnessMaps.forwardUntilSorted(r, a);
          Board b = r.game().toBoard();
          head.forEach(b::apply);
          assertTrue(SortedGames.isSorted(b), what + ": not sorted after phase H");
          List<Move> all = new ArrayList<>(head);
          all.addAll(SortedGames.complete(b));
          assertTrue(Verifier.verify(r.game(), all).isWon(), what);
          assertEquals(a, WitnessMaps.backward(r, all), what);
        }
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> backwardOnReorderedCertificates() {
    return IntStream.range(0, 25).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random rnd = new Random(100 + seed);
      int vars = 2 + rnd.nextInt(4);
      Cnf f = random(rnd, vars, 1 + rnd.nextInt(8));
      ReducedInstance r = ThreeSatToSpider.construct(f);
      for (long bits = 0; bits < 1L << vars; bits++) {
        Assignment a = Assignment.ofBits(vars, bits);
        if (!f.evaluate(a)) {
          continue;
        }
        String what = "seed " + (100 + seed) + " " + f + " assignment " + a;
        List<Move> cert = WitnessMaps.forward(r, a);
        List<Move> perm = permuteIndependent(r.game(), cert, rnd, 4);
        assertTrue(Verifier.verify(r.game(), perm).isWon(), what);
        Assignment back = WitnessMaps.backward(r, perm);
        assertTrue(f.evaluate(back), what);
        assertEquals(a, back, what);
        if (!perm.equals(cert)) {
          return; // one reordered certificate per formula is enough
        }
      }
    }));
  }

  @Test
  void reorderingReallyReorders() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.ofValues(true, true, false);
    List<Move> cert = WitnessMaps.forward(r, a);
    List<Move> perm = permuteIndependent(r.game(), cert, new Random(7), 4);
    int differ = 0;
    for (int t = 0; t < cert.size(); t++) {
      differ += cert.get(t).equals(perm.get(t)) ? 0 : 1;
    }
    assertTrue(differ > cert.size() / 10, differ + " of " + cert.size() + " moves moved");
    assertEquals(a, WitnessMaps.backward(r, perm));
  }

  /**
   * A winning certificate that uncovers the second initial selection card before any pile is
   * empty (possible when every clause is freed through both lock piles) and then selects the
   * other literal too: both selection piles of v1 are unstacked before the first free cell. The
   * backward map must stop reading when the second initial card is uncovered.
   */
  @Test
  void backwardStopsReadingWhenTheSecondInitialCardIsUncovered() {
    Cnf f = Cnf.of(1, new int[] {1, 1, 1});
    ReducedInstance r = ThreeSatToSpider.construct(f);
    Layout lay = r.layout();
    Board b = r.game().toBoard();
    List<Move> cert = new ArrayList<>();
    java.util.function.Consumer<Move> play = m -> {
      b.apply(m);
      cert.add(m);
    };
    int sel = lay.literalPile(1);
    play.accept(Move.transfer(sel, 1, 0));
    play.accept(Move.transfer(sel, 1, 0));
    for (int s = 2; s >= 0; s--) { // pairs of v1, highest first (clause position s owns pair s)
      play.accept(Move.transfer(lay.clausePile(0, s), 1, sel));
      play.accept(Move.transfer(lay.clausePile(0, s), 1, sel));
    }
    play.accept(Move.transfer(lay.clausePile(0, 3), 1, lay.clausePile(0, 0))); // c onto c+1
    play.accept(Move.transfer(lay.clausePile(0, 4), 1, lay.clausePile(0, 2))); // c+4 onto c+5
    int big = lay.bigStackPile();
    play.accept(Move.transfer(big, 1, lay.clausePile(0, 3))); // the lock
    play.accept(Move.transfer(big, 1, lay.endPile(0))); // n-1
    play.accept(Move.transfer(big, 1, lay.endPile(1))); // n-1
    play.accept(Move.transfer(big, 1, lay.restStackPile())); // n-3 onto the rest stack's rest card
    play.accept(Move.transfer(big, 1, lay.restCardPile())); // n-3 onto the lone rest card
    play.accept(Move.transfer(big, 1, lay.clausePile(0, 4))); // second l onto the second L
    assertEquals(lay.initialSelectionRank(), CardCode.rank(b.codeAt(big, b.pileSize(big) - 1)));
    for (int p = 0; p < b.pileCount(); p++) {
      assertTrue(b.pileSize(p) > 0, "no pile is empty yet");
    }
    int other = lay.literalPile(-1);
    play.accept(Move.transfer(other, 1, big)); // the other literal selected as well
    play.accept(Move.transfer(other, 1, big));
    assertEquals(1, b.pileSize(other));
    play.accept(Move.transfer(lay.restCardPile(), 2, lay.endPile(0))); // first free cell
    play.accept(Move.transfer(lay.restStackPile(), 2, lay.endPile(1)));
    play.accept(Move.transfer(lay.clausePile(0, 3), 2, lay.endPile(0)));
    play.accept(Move.transfer(lay.clausePile(0, 4), 2, lay.endPile(1)));
    assertTrue(SortedGames.isSorted(b));
    cert.addAll(SortedGames.complete(b));
    assertTrue(Verifier.verify(r.game(), cert).isWon());
    assertEquals(Assignment.ofValues(true), WitnessMaps.backward(r, cert));
  }

  @Test
  void backwardRejectsCertificatesThatDoNotWin() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    List<Move> cert = WitnessMaps.forward(r, Assignment.ofValues(false, true, false));
    CertificateRejectedException e = assertThrows(CertificateRejectedException.class,
        () -> WitnessMaps.backward(r, cert.subList(0, cert.size() - 1)));
    assertInstanceOf(Verdict.NotWon.class, e.verdict());
    List<Move> bad = new ArrayList<>(cert);
    bad.set(3, Move.transfer(r.layout().clausePile(0, 3), 1, r.layout().initialSelectionPile()));
    e = assertThrows(CertificateRejectedException.class, () -> WitnessMaps.backward(r, bad));
    assertInstanceOf(Verdict.Invalid.class, e.verdict());
    assertTrue(e.getMessage().contains("INVALID at move"), e.getMessage());
  }

  @Test
  void backwardFromCertificateFile(@TempDir Path dir) throws Exception {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.ofValues(false, true, true);
    Path file = dir.resolve("example.moves");
    Files.writeString(file, CertificateText.toText(WitnessMaps.forward(r, a)));
    assertEquals(a, WitnessMaps.backward(r, file));
    Files.writeString(file, "m 1 1 2\n");
    CertificateRejectedException e = assertThrows(CertificateRejectedException.class,
        () -> WitnessMaps.backward(r, file));
    assertInstanceOf(Verdict.Invalid.class, e.verdict());
    Files.writeString(file, "x\n");
    assertThrows(InputFormatException.class, () -> WitnessMaps.backward(r, file));
  }

  @Test
  void noClausesAndRepeatedLiterals() {
    Cnf empty = Cnf.of(2);
    ReducedInstance r = ThreeSatToSpider.construct(empty);
    for (long bits = 0; bits < 4; bits++) {
      Assignment a = Assignment.ofBits(2, bits);
      List<Move> cert = WitnessMaps.forward(r, a);
      assertTrue(Verifier.verify(r.game(), cert).isWon(), a.toString());
      assertEquals(a, WitnessMaps.backward(r, cert));
    }
    // (a|a|a): one literal owning three occurrence pairs in one clause
    Cnf rep = Cnf.of(1, new int[] {1, 1, 1});
    ReducedInstance rr = ThreeSatToSpider.construct(rep);
    assertEquals(3, rr.layout().occurrences(1));
    assertEquals(7, rr.layout().areaAt(rr.layout().literalLow(1)).size());
    List<Move> cert = WitnessMaps.forward(rr, Assignment.ofValues(true));
    assertTrue(Verifier.verify(rr.game(), cert).isWon());
    assertEquals(Assignment.ofValues(true), WitnessMaps.backward(rr, cert));
  }

  @TestFactory
  Stream<DynamicTest> sizeFormula() {
    return IntStream.range(0, 30).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random rnd = new Random(300 + seed);
      int vars = 1 + rnd.nextInt(20);
      Cnf f = random(rnd, vars, rnd.nextInt(40));
      ReducedInstance r = ThreeSatToSpider.construct(f);
      int i = f.variables();
      int k = f.clauseCount();
      long o = f.occurrences();
      Game g = r.game();
      String what = "seed " + (300 + seed) + " " + f;
      assertEquals(6L * i + 2 * o + 10L * k + 5, g.maxRank(), what);
      assertEquals(6L * i + 16L * k + 5, g.maxRank(), what);
      assertEquals(2 * i + 5 * k + 6, g.pileCount(), what);
      assertEquals(r.layout().pileCount(), g.pileCount(), what);
      assertEquals(0, g.dealCount());
      int[] count = new int[g.maxRank() + 1];
      for (List<Card> pile : g.piles()) {
        for (Card c : pile) {
          assertEquals(1, c.suit());
          assertTrue(!c.faceDown());
          count[c.rank()]++;
        }
      }
      for (int rank = 1; rank <= g.maxRank(); rank++) {
        assertEquals(2, count[rank], what + ": rank " + rank);
      }
      // every rank is in exactly one area or a buffer, areas in order with one buffer between
      List<Layout.Area> areas = r.layout().areas();
      assertEquals(1, areas.get(0).low());
      for (int t = 1; t < areas.size(); t++) {
        assertEquals(areas.get(t - 1).high() + 2, areas.get(t).low(), what);
      }
      assertEquals(g.maxRank(), areas.get(areas.size() - 1).high());
      assertEquals(2 * i + 2 * k + 3, areas.size());
    }));
  }

  /**
   * The forward map takes only a model of the 3-CNF: another assignment is refused naming the
   * first clause it falsifies (1-based), one of another size naming both sizes.
   */
  @Test
  void anAssignmentThatIsNoModelIsRefusedNamingTheClause() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    // (v1 v2 v3) (-v1 v2 v3) (-v1 -v2 -v3)
    for (Object[] t : new Object[][] {{Assignment.ofValues(false, false, false), 1},
        {Assignment.ofValues(true, false, false), 2}, {Assignment.ofValues(true, true, true), 3}}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> WitnessMaps.forward(r, (Assignment) t[0]), t[0].toString());
      assertEquals("the assignment falsifies clause " + t[1], e.getMessage());
      e = assertThrows(IllegalArgumentException.class,
          () -> WitnessMaps.forwardUntilSorted(r, (Assignment) t[0]), t[0].toString());
      assertEquals("the assignment falsifies clause " + t[1], e.getMessage());
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> WitnessMaps.forward(r, Assignment.ofValues(true, true)));
    assertEquals("the assignment has 2 variables, the formula 3", e.getMessage());
  }

  /**
   * The phase ends of the forward play for 4.3 and 4.4 lie in order within the play: the
   * selection ends first (two moves per variable), the locks are lifted after it.
   */
  @Test
  void forwardPhaseEndsLieInOrderWithinThePlay() {
    ReducedInstance r = ThreeSatToSpider.construct(WorkedExampleTest.EXAMPLE);
    Assignment a = Assignment.fromLiterals(3, 1, 2, -3);
    WitnessMaps.ForwardPhases p = WitnessMaps.forwardPhases(r, a);
    assertEquals(WitnessMaps.forwardUntilSorted(r, a), p.untilSorted());
    assertEquals(6, p.selectionEnd());
    assertTrue(p.locksLiftedEnd() > p.selectionEnd() && p.locksLiftedEnd() < p.untilSorted().size());
    List<Move> three = p.untilSorted().subList(0, 3);
    for (int[] ok : new int[][] {{0, 0}, {0, 3}, {3, 3}, {1, 2}}) {
      assertEquals(ok[1], new WitnessMaps.ForwardPhases(three, ok[0], ok[1]).locksLiftedEnd());
    }
    for (int[] bad : new int[][] {{-1, 0}, {2, 1}, {0, 4}}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> new WitnessMaps.ForwardPhases(three, bad[0], bad[1]), bad[0] + " " + bad[1]);
      assertEquals("bad phase ends", e.getMessage());
    }
    assertThrows(UnsupportedOperationException.class, () -> p.untilSorted().add(three.get(0)));
  }
}
