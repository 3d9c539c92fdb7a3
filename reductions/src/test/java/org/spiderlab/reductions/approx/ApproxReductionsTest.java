package org.spiderlab.reductions.approx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.RunReading;
import org.spiderlab.reductions.BackwardResult;
import org.spiderlab.reductions.cnf.Assignment;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.verifier.Verifier;

/**
 * The constructions of thesis 4.5 on seeded random formulas (widths 1 to 4, repeated literals,
 * no clauses): the game is the base game with the stated additions and within the size bound;
 * for every satisfying assignment the forward certificate reaches the predicted optimum (every
 * deck cleared, the run of height {@code n + ceil(n / rho)}), checked by the verifier, and the
 * backward map reads a satisfying assignment from it; certificates that fall short are rejected.
 */
class ApproxReductionsTest {

  static Stream<ApproxReduction<?>> reductions() {
    return Stream.of(DecksReduction.value(), DecksReduction.decks(3), DecksReduction.decks(5),
        RunHeightReduction.of(new Rho(1, 1), RunReading.TOP),
        RunHeightReduction.of(new Rho(1, 2), RunReading.TOP),
        RunHeightReduction.of(new Rho(2, 3), RunReading.ANY),
        RunHeightReduction.of(new Rho(1, 3), RunReading.TOP));
  }

  /** Seeded random formulas: 0 to 4 variables (0 only without clauses), widths 1 to 4. */
  static Cnf formula(long seed) {
    Random rnd = new Random(seed);
    int vars = rnd.nextInt(5);
    int clauses = vars == 0 ? 0 : rnd.nextInt(7);
    Cnf.Builder b = Cnf.builder(vars);
    for (int j = 0; j < clauses; j++) {
      int[] c = new int[1 + rnd.nextInt(4)];
      for (int p = 0; p < c.length; p++) {
        c[p] = (rnd.nextInt(vars) + 1) * (rnd.nextBoolean() ? 1 : -1);
      }
      b.clause(c);
    }
    return b.build();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("reductions")
  <I extends ApproxInstance> void forwardReachesThePredictionAndMapsBack(
      ApproxReduction<I> red) {
    int satisfiable = 0;
    int certificates = 0;
    for (long seed = 0; seed < 80; seed++) {
      Cnf f = formula(seed);
      I inst = red.reduce(f);
      String where = red.name() + " seed " + seed + " " + f;
      Game g = inst.game();
      assertTrue(red.sizeBound(f).admits(g), where + ": " + red.sizeBound(f).violation(g));
      assertExtends(inst, where);
      boolean sat = false;
      for (long bits = 0; bits < 1L << f.variables(); bits++) {
        Assignment a = Assignment.ofBits(f.variables(), bits);
        if (!f.evaluate(a)) {
          continue;
        }
        sat = true;
        if (bits % 3 != 0 && certificates > 40) {
          continue; // every assignment of the first formulas, a third of them later
        }
        certificates++;
        List<Move> cert = red.forward(inst, a);
        assertEquals(Optional.empty(), red.question().refute(g, cert), where + " " + a);
        Prediction p = red.prediction(inst, true);
        int reached = red.question().reached(g, cert).orElseThrow();
        assertTrue(p.admits(reached), where + " " + a + ": reaches " + reached + ", " + p);
        assertEquals(red.question().objective().countingBound(g), reached, where);
        BackwardResult<Assignment> back = red.backward(inst, cert);
        Assignment read = back.witnessIfAny().orElseThrow(() -> new AssertionError(where + " "
            + a + ": " + back));
        assertTrue(f.evaluate(read), where + ": read " + read);
      }
      satisfiable += sat ? 1 : 0;
    }
    assertTrue(satisfiable > 20 && satisfiable < 75, "one-sided: " + satisfiable);
  }

  /** The game keeps every base pile on top and adds exactly the construction's cards below. */
  static void assertExtends(ApproxInstance inst, String where) {
    ReducedInstance base = inst.base();
    Game b = base.game();
    Game g = inst.game();
    assertEquals(b.pileCount(), g.pileCount(), where);
    assertEquals(b.dealCount(), g.dealCount(), where);
    int big = base.layout().bigStackPile();
    int rest = base.layout().restStackPile();
    for (int j = 0; j < b.pileCount(); j++) {
      List<Card> top = g.pile(j).subList(g.pileSize(j) - b.pileSize(j), g.pileSize(j));
      assertEquals(b.pile(j), top, where + ": pile " + (j + 1));
      List<Integer> under = new ArrayList<>();
      for (Card c : g.pile(j).subList(0, g.pileSize(j) - b.pileSize(j))) {
        assertEquals(1, c.suit(), where);
        assertTrue(!c.faceDown(), where);
        under.add(c.rank());
      }
      List<Integer> expected = new ArrayList<>();
      int n = b.maxRank();
      if (inst instanceof DecksInstance d && j == big) {
        for (int k = 2; k < d.decks(); k++) {
          for (int r = n; r >= 1; r--) {
            expected.add(r);
          }
        }
      } else if (inst instanceof RunHeightInstance h && (j == big || j == rest)) {
        for (int r = n + 1; r <= g.maxRank(); r++) {
          expected.add(r);
        }
      }
      assertEquals(expected, under, where + ": cards under pile " + (j + 1));
    }
  }

  @Test
  void certificatesThatFallShortAreRejected() {
    Cnf f = Cnf.of(2, new int[] {1, 2, -1});
    for (ApproxReduction<?> red : reductions().toList()) {
      rejects(red, f);
    }
  }

  private static <I extends ApproxInstance> void rejects(ApproxReduction<I> red, Cnf f) {
    I inst = red.reduce(f);
    BackwardResult<Assignment> none = red.backward(inst, List.of());
    assertInstanceOf(BackwardResult.Rejected.class, none, red.name());
    assertEquals(BackwardResult.Reason.NOT_WON, ((BackwardResult.Rejected<Assignment>) none)
        .reason(), red.name());
    assertTrue(((BackwardResult.Rejected<Assignment>) none).message().startsWith(
        "the certificate reaches "), none.toString());
    List<Move> illegal = List.of(Move.clear(0));
    assertTrue(red.question().refute(inst.game(), illegal).orElseThrow()
        .startsWith("the certificate is illegal: INVALID at move 1"), red.name());
    // the forward certificate cut before the threshold is reached falls short as well
    List<Move> cert = red.forward(inst, Assignment.ofBits(2, 1));
    List<Move> prefix = cert.subList(0, 2); // two selection moves: the locks are still on
    assertTrue(red.question().refute(inst.game(), prefix).isPresent(), red.name());
    assertTrue(Verifier.verify(inst.game(), prefix).movesPlayed() == prefix.size());
  }

  @Test
  void parametersAndSizes() {
    assertThrows(IllegalArgumentException.class, () -> DecksReduction.decks(1));
    assertThrows(IllegalArgumentException.class, () -> Rho.parse("3/2"));
    assertThrows(IllegalArgumentException.class, () -> Rho.parse("0/2"));
    assertThrows(IllegalArgumentException.class, () -> Rho.parse("a/b"));
    assertEquals(new Rho(1, 1), Rho.parse("1"));
    Rho third = Rho.parse(" 2 / 3 ");
    assertEquals(new Rho(2, 3), third);
    for (long n = 1; n < 500; n++) {
      assertEquals(n, third.baseRank(n + third.addedRanks(n)), "n = " + n);
    }
    assertEquals(107, new Rho(2, 3).addedRanks(71)); // ceil(71 * 3 / 2)
    Cnf example = Cnf.of(3, new int[] {1, 2, 3}, new int[] {-1, 2, 3}, new int[] {-1, -2, -3});
    RunHeightInstance h = RunHeightReduction.of(new Rho(1, 2), RunReading.TOP).reduce(example);
    assertEquals(71, h.baseRank());
    assertEquals(71 + 142, h.game().maxRank());
    assertEquals(71, h.base().game().maxRank());
    assertEquals(71, RunHeightReduction.of(new Rho(1, 2), RunReading.TOP).question()
        .threshold(h.game()));
    DecksInstance d = DecksReduction.decks(4).reduce(example);
    assertEquals(4L * 71, d.game().cardCount());
    assertEquals("VAL=4", DecksReduction.decks(4).prediction(d, true).toString());
    assertEquals("MAX-RUN<=70", RunHeightReduction.of(new Rho(1, 2), RunReading.TOP)
        .prediction(h, false).toString());
  }
}
