package org.spiderlab.core.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;

/**
 * {@link EasyDecider} (thesis 4.4) against the reference (every maximal move sequence enumerated
 * without deduplication, every end solved by an independent breadth-first search), on hand-made
 * games with known answers, with and without the pile symmetry, on one thread and on three, and at
 * its limits.
 */
class EasyDeciderTest {

  static final DeciderOptions ONE = DeciderOptions.defaults();

  @TestFactory
  Stream<DynamicTest> verdictsMatchTheReference() {
    return LongStream.range(0, 160).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> check(Reference.game(seed), (int) (seed % 4), Reference.describeGame(seed))));
  }

  /** Checks {@code g} for {@code k}, or for a smaller k when it has too many sequences. */
  private static void check(Game g, int maxK, String where) {
    int k = maxK;
    List<List<Move>> sequences;
    while ((sequences = Reference.maximalSequences(g, k, 400)) == null) {
      k--;
    }
    String at = where + " k=" + k;
    Reference ref = new Reference();
    boolean easy = sequences.stream().allMatch(s -> ref.winnable(Reference.after(g, s)));
    EasyResult r = EasyDecider.decide(g, k, ONE);
    assertEquals(easy ? EasyStatus.EASY : EasyStatus.NOT_EASY, r.status(), at);
    EasyResult plain = EasyDecider.decide(g, k, ONE.toBuilder().pileSymmetry(false).build());
    assertEquals(r.status(), plain.status(), at + ": without symmetry");
    if (easy) {
      BigInteger count = BigInteger.valueOf(sequences.size());
      assertEquals(count, r.statistics().sequences(), at + ": sequences counted");
      assertEquals(count, plain.statistics().sequences(), at + ": sequences counted, exact");
      Set<Game> ends = new HashSet<>();
      sequences.forEach(s -> ends.add(Reference.after(g, s)));
      assertEquals(ends.size(), plain.statistics().ends(), at + ": distinct ends");
      assertTrue(r.statistics().ends() <= plain.statistics().ends(), at);
      EvidenceCheck c = EvidenceChecks.easy(g, r.evidence().orElseThrow());
      assertTrue(c.isValid(), at + ": " + c);
      assertTrue(EvidenceChecks.easy(g, plain.evidence().orElseThrow()).isValid(), at);
    } else {
      List<Move> prefix = r.losing().orElseThrow().prefix();
      assertTrue(sequences.contains(prefix), at + ": not a maximal legal sequence: " + prefix);
      assertFalse(ref.winnable(Reference.after(g, prefix)), at + ": the losing prefix wins");
      assertEquals(Reference.after(g, prefix), r.losing().get().position(), at);
      assertEquals(SolverStatus.UNWINNABLE, r.losing().get().result().status(), at);
    }
  }

  private static Game game(String text) {
    return GameText.parse(text);
  }

  private static List<Move> moves(String text) {
    return CertificateText.parse(text);
  }

  @Test
  void clearingFirstCanLoseAGameThatIsWinnable() {
    // the solver's eager-clearing counterexample: winnable, but after c 1 the empty pile forbids
    // the deal for ever
    Game g = game("spider ranks=3 suits=1\npile 3S 2S 1S\npile 2S\nstock 1S 3S\n");
    EasyResult zero = EasyDecider.decide(g, 0, ONE);
    assertEquals(EasyStatus.EASY, zero.status(), "0-easy is winnable");
    assertEquals(1, zero.evidence().orElseThrow().entries().size());
    EasyResult one = EasyDecider.decide(g, 1, ONE);
    assertEquals(EasyStatus.NOT_EASY, one.status());
    assertEquals(moves("c 1"), one.losing().orElseThrow().prefix());
    assertEquals("NOT-EASY", one.status().word());
  }

  @Test
  void aWonPositionBeforeKMovesCounts() {
    // the only sequence is c 1, after which the game is won and no move is left
    Game g = game("spider ranks=2 suits=1\npile 2S 1S\n");
    for (int k = 0; k <= 4; k++) {
      EasyResult r = EasyDecider.decide(g, k, ONE);
      assertEquals(EasyStatus.EASY, r.status(), "k=" + k);
      assertTrue(EvidenceChecks.easy(g, r.evidence().orElseThrow()).isValid(), "k=" + k);
    }
    EasyEvidence e = EasyDecider.decide(g, 3, ONE).evidence().orElseThrow();
    assertEquals(List.of(new EasyEvidence.Entry(moves("c 1"), List.of())), e.entries());
    assertEquals(BigInteger.ONE, EasyDecider.decide(g, 3, ONE).statistics().sequences());
  }

  @Test
  void aGameWithoutALegalMoveIsNotEasyForAnyK() {
    // no k-move sequence exists; the empty sequence is stuck in a lost position (thesis 4.4.1,
    // "u_1 encodes exactly k moves", with a malformed u_1 accepted, would call this game k-easy)
    Game g = game("spider ranks=2 suits=1\npile 1S 2S\n");
    for (int k = 0; k <= 3; k++) {
      EasyResult r = EasyDecider.decide(g, k, ONE);
      assertEquals(EasyStatus.NOT_EASY, r.status(), "k=" + k);
      assertEquals(List.of(), r.losing().orElseThrow().prefix());
    }
  }

  @Test
  void zeroEasyIsWinnability() {
    for (long seed = 0; seed < 150; seed++) {
      Game g = Reference.game(seed);
      SolverStatus s = Solver.solve(g).status();
      EasyStatus e = EasyDecider.decide(g, 0, ONE).status();
      assertEquals(s == SolverStatus.WINNABLE, e == EasyStatus.EASY,
          Reference.describeGame(seed));
    }
  }

  @Test
  void threadsGiveTheSameVerdictAndTheSameLosingPrefix() {
    DeciderOptions three = ONE.toBuilder().threads(3).build();
    int notEasy = 0;
    for (long seed = 0; seed < 100; seed++) {
      Game g = Reference.game(seed);
      int k = 1 + (int) (seed % 3);
      String where = Reference.describeGame(seed) + " k=" + k;
      EasyResult a = EasyDecider.decide(g, k, ONE);
      EasyResult b = EasyDecider.decide(g, k, three);
      assertEquals(a.status(), b.status(), where);
      assertEquals(a.losing().map(EasyResult.Losing::prefix),
          b.losing().map(EasyResult.Losing::prefix), where + ": the first losing prefix");
      if (a.status() == EasyStatus.EASY) {
        assertEquals(a.evidence(), b.evidence(), where + ": evidence in enumeration order");
      } else {
        notEasy++;
      }
    }
    assertTrue(notEasy > 10 && notEasy < 90, "one-sided: " + notEasy + " not easy");
  }

  @Test
  void limitsGiveUnknown() {
    // winnable from everywhere within two moves: 1S to the free pile, or onto 2S, and back
    Game g = game("spider ranks=2 suits=1\npile 2S\npile 1S\npile\n");
    EasyResult full = EasyDecider.decide(g, 2, ONE);
    assertEquals(EasyStatus.EASY, full.status(), full.toString());
    EasyResult r = EasyDecider.decide(g, 2, ONE.toBuilder().maxPositions(2).build());
    assertEquals(EasyStatus.UNKNOWN, r.status());
    assertEquals("max-positions 2", r.limit().orElseThrow().toString());
    // the ends of this game need a search of more than one state to be won
    Game deeper = game("spider ranks=3 suits=1\npile 1S 3S\npile 2S\npile\n");
    assertEquals(EasyStatus.EASY, EasyDecider.decide(deeper, 1, ONE).status());
    r = EasyDecider.decide(deeper, 1, ONE.toBuilder()
        .solver(SolverOptions.builder().maxStates(1).unpruned().build()).build());
    assertEquals(EasyStatus.UNKNOWN, r.status());
    assertEquals(DeciderLimit.Kind.SOLVER, r.limit().orElseThrow().kind());
    r = EasyDecider.decide(g, 2, ONE.toBuilder().maxMemoryBytes(100).build());
    assertEquals(DeciderLimit.Kind.MAX_MEMORY, r.limit().orElseThrow().kind());
    r = EasyDecider.decide(g, 2, ONE.toBuilder().listener(new DeciderListener() {
      @Override
      public boolean shouldStop() {
        return true;
      }
    }).build());
    assertEquals(DeciderLimit.Kind.CANCELLED, r.limit().orElseThrow().kind());
  }

  @Test
  void theSeededGamesExerciseBothAnswersAndTheSymmetry() {
    int easy = 0;
    int merged = 0;
    for (long seed = 0; seed < 160; seed++) {
      Game g = Reference.game(seed);
      int k = (int) (seed % 4);
      EasyResult r = EasyDecider.decide(g, k, ONE);
      EasyResult plain = EasyDecider.decide(g, k, ONE.toBuilder().pileSymmetry(false).build());
      if (r.status() == EasyStatus.EASY) {
        easy++;
        merged += r.statistics().positions() < plain.statistics().positions() ? 1 : 0;
      }
    }
    assertTrue(easy > 20 && easy < 140, "one-sided: " + easy + " easy of 160");
    assertTrue(merged > 20, "the symmetry merged positions in only " + merged + " games");
  }
}
