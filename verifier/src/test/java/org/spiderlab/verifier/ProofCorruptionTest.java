package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.spiderlab.verifier.ProofFixtures.check;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.verifier.ProofFixtures.Editable;

/**
 * A wrong proof never passes: corrupted proofs of every kind the format allows, each rejected
 * with its precise reason (the item and the words of the reason are asserted), and malformed
 * files rejected with their line. The fixture is the proof the solver writes for a small game
 * with a stock ({@link ProofFixtures#STOCK_FAMILY}), which has expanded items, deals, a clear,
 * dead ends of the stock and a split.
 */
class ProofCorruptionTest {

  static Game game;
  static String proof;

  @BeforeAll
  static void fixture() {
    game = ProofFixtures.STOCK_FAMILY.generate(ProofFixtures.STOCK_SEED);
    proof = ProofFixtures.proofOf(game, 100_000);
    assertTrue(proof != null && proof.contains(" x 1 . . .") && proof.contains(" c ")
        && proof.contains(" d\n"), "the fixture no longer has every kind of item:\n" + proof);
  }

  private static Editable edit() {
    return Editable.parse(proof);
  }

  /** One corruption: what is done, the proof text (and game), and words of the reason. */
  private record Case(String kind, Supplier<ProofVerdict> verdict, String reason) {}

  private static Case of(String kind, Supplier<String> text, String reason) {
    return new Case(kind, () -> check(game, text.get()), reason);
  }

  @Test
  void theFixtureIsValid() {
    ProofVerdict v = check(game, proof);
    assertEquals("PROOF VALID: unwinnable", v.toString());
    ProofVerdict.Valid ok = (ProofVerdict.Valid) v;
    assertTrue(ok.deadEnds() >= 10 && ok.fixpoints() >= 3, ok.toString());
  }

  @TestFactory
  Stream<DynamicTest> everyCorruptionIsRejectedWithItsReason() {
    List<Case> cases = new ArrayList<>();
    cases.add(of("truncated: the end line removed",
        () -> proof.substring(0, proof.lastIndexOf("end ")), "without its 'end' line"));
    cases.add(of("truncated half way", () -> {
      String[] lines = proof.split("\n");
      return String.join("\n", java.util.Arrays.copyOf(lines, lines.length / 2)) + "\n";
    }, "without its 'end' line"));
    cases.add(of("the end line miscounts", () -> edit().text(edit().items.size()),
        "'end' line counts"));
    cases.add(of("a dead end dropped", () -> {
      Editable e = edit();
      e.dropSubtree(e.items.size() - 1);
      return e.text();
    }, "is not in the proof"));
    cases.add(of("an expanded position dropped with its subtree (a move pruned that was not"
        + " prunable)", () -> {
          Editable e = edit();
          e.dropSubtree(e.find(it -> it.move.equals("m 3 2 2")));
          return e.text();
        }, "is not in the proof"));
    cases.add(of("every position below the root dropped", () -> {
      Editable e = edit();
      e.items.subList(1, e.items.size()).clear();
      return e.text();
    }, "is not in the proof"));
    cases.add(of("an illegal move (a changed target)", () -> {
      Editable e = edit();
      e.items.get(1).move = "m 2 1 2";
      return e.text();
    }, "is illegal"));
    cases.add(of("a changed card count", () -> {
      Editable e = edit();
      e.items.get(1).move = "m 2 3 3";
      return e.text();
    }, "is illegal"));
    cases.add(of("a clear where none is possible", () -> {
      Editable e = edit();
      e.items.get(1).move = "c 1";
      return e.text();
    }, "is illegal"));
    cases.add(of("a false dead-end claim on an expanded position", () -> {
      Editable e = edit();
      e.items.get(e.find(it -> it.move.equals("m 3 2 2"))).dead = "";
      return e.text();
    }, "false dead end"));
    cases.add(of("the start claimed dead while the stock can be dealt", () -> {
      Editable e = edit();
      e.items.get(0).dead = "";
      return e.text();
    }, "the stock can still be dealt"));
    cases.add(splitUnderAStock());
    cases.add(of("a split that ends early", () -> proof.replace(" x 1 . . .", " x 1 . ."),
        "the split ends early"));
    cases.add(of("a split with words too many", () -> proof.replace(" x 1 . . .",
        " x 1 . . . ."), "words too many"));
    cases.add(of("a split on no rank of the game", () -> proof.replace(" x 1 . . .",
        " x 9 . . ."), "is no rank of the game"));
    cases.add(of("a rank split twice on one path", () -> proof.replace(" x 1 . . .",
        " x 1 1 . . . . . ."), "split twice"));
    cases.add(of("a split whose leaves do not refute", () -> proof.replace(" x 1 . . .",
        " x 4 . . . ."), "false dead end: leaf"));
    cases.add(of("the split replaced by the bare relaxation, which shows nothing there",
        () -> proof.replace(" x 1 . . .", " x"), "the relaxation"));
    cases.add(of("a parent changed (levels up)", () -> {
      Editable e = edit();
      e.items.get(2).parent = 0;
      return e.text();
    }, "is illegal"));
    cases.add(of("a jump above the root", () -> proof.replaceFirst("\n0 ", "\n7 "),
        "goes up 7 levels"));
    cases.add(of("another game's digest", () -> proof.replaceFirst("game [0-9a-f]+",
        "game " + "ab".repeat(32)), "another game"));
    cases.add(new Case("checked against a game with one card changed",
        () -> check(GameText.parse(GameText.toText(game).replaceFirst("4S", "4H")), proof),
        "another game"));
    cases.add(of("the goal weakened to 0 clears", () -> proof.replace("goal won",
        "goal clears 0"), "reached the goal"));
    cases.add(of("the goal changed to 1 clear, which the game allows", () -> proof.replace(
        "goal won", "goal clears 1"), "reached the goal"));
    cases.add(of("the goal changed to a run of height 2 on top", () -> proof.replace(
        "goal won", "goal run 2 top"), "reached the goal"));
    Game por = ProofFixtures.POR_FAMILY.generate(ProofFixtures.POR_SEED);
    String porProof = ProofFixtures.proofOf(por, 100_000);
    assertTrue(porProof != null && porProof.contains("\nroot p 2 3 4 5\n"), porProof);
    cases.add(new Case("a pile dropped from a stubborn set", () -> check(por,
        porProof.replace("root p 2 3 4 5", "root p 2 3 4")), "may go to a pile outside the set"));
    cases.add(new Case("a stubborn set open to runs from outside", () -> check(por,
        porProof.replace("root p 2 3 4 5", "root p 3 4 5")), "may come from outside the set"));
    cases.add(new Case("a stubborn set without a legal move inside", () -> check(por,
        porProof.replace("root p 2 3 4 5", "root p 2 3")), "no legal move lies inside"));
    cases.add(new Case("a partial-order claim dropped: every successor must follow", () ->
        check(por, porProof.replace("root p 2 3 4 5", "root")), "is not in the proof"));
    cases.add(of("a stubborn set claimed with a stock", () -> proof.replaceFirst("\nroot\n",
        "\nroot p 1 2\n"), "with a stock"));
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.kind(), () -> {
      ProofVerdict v = c.verdict().get();
      assertFalse(v.isValid(), c.kind() + ": accepted");
      assertTrue(v.toString().startsWith("PROOF INVALID at ITEM "), v.toString());
      assertTrue(v.toString().contains(c.reason()), c.kind() + ": " + v);
    }));
  }

  /**
   * A stock dead end given a split: the first game of the stock family whose proof has a dead
   * end with deals left.
   */
  private static Case splitUnderAStock() {
    for (long seed = 0; seed < 1_000; seed++) {
      Game g = ProofFixtures.STOCK_FAMILY.generate(seed);
      String p = ProofFixtures.proofOf(g, 100_000);
      if (p == null) {
        continue;
      }
      Editable e = Editable.parse(p);
      for (int i = 0; i < e.items.size(); i++) {
        if ("".equals(e.items.get(i).dead) && e.board(i, g).dealsLeft() > 0) {
          assertTrue(check(g, p).isValid());
          e.items.get(i).dead = "1 . . .";
          String text = e.text();
          return new Case("a split under a stock", () -> check(g, text), "takes no split");
        }
      }
    }
    throw new AssertionError("no dead end with a stock in the family");
  }

  @Test
  void aProofOfAWinnableGameFails() {
    Game won = GameText.parse("spider ranks=3 suits=1\npile 1S 3S\npile 2S\n");
    String partial = ProofFixtures.partialProofOf(won, 1_000);
    assertFalse(partial.contains("end "), partial);
    int items = partial.split("\n").length - 4;
    ProofVerdict v = check(won, partial + "end " + items + "\n");
    assertInstanceOf(ProofVerdict.Invalid.class, v);
    assertTrue(v.toString().contains("is not in the proof")
        || v.toString().contains("reached the goal"), v.toString());
    String digest = GameText.sha256(won);
    assertTrue(check(won, "spiderlab-proof 1\ngame " + digest + "\ngoal won\nroot x\nend 0\n")
        .toString().contains("false dead end"));
  }

  @Test
  void aDeadEndClaimNeedsTheSpiderRuleAndNoEmptyPile() {
    Game hanoi = GameText.parse("spider ranks=3 suits=1 rule=hanoi\npile 1S 3S\npile 2S\n");
    assertTrue(check(hanoi, header(hanoi) + "root x\nend 0\n").toString()
        .contains("under the hanoi rule"));
    Game empty = GameText.parse("spider ranks=3 suits=1\npile 1S 3S 2S\npile\n");
    assertTrue(check(empty, header(empty) + "root x\nend 0\n").toString()
        .contains("a pile is empty"));
    Game split = GameText.parse("spider ranks=3 suits=1\npile 1S 3S\npile 2S\n");
    assertTrue(check(split, header(split) + "root x 2 .\nend 0\n").toString()
        .contains("leaf [rank 2 only pile 2 card 1]"));
  }

  private static String header(Game g) {
    return "spiderlab-proof 1\ngame " + GameText.sha256(g) + "\ngoal won\n";
  }

  @Test
  void malformedProofsNameTheirLine() {
    String[][] bad = {
        {"", "0"},
        {"spiderlab-proof 2\n", "1"},
        {proof.replace("goal won", "goal lost"), "3"},
        {proof.replace("\nroot", "\nstart"), "4"},
        {proof.replaceFirst("\n0 m", "\n0 q"), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n0 m 2 one 3"), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n0 m 0 1 3"), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n0 m 2 1 3 y"), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n\n0 m 2 1 3"), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n0 m 2 1 3 "), "5"},
        {proof.replaceFirst("\n0 m 2 1 3", "\n-1 m 2 1 3"), "5"},
        {proof + "more\n", String.valueOf(proof.split("\n").length + 1)},
        {proof.replaceFirst("end [0-9]+", "end many"), String.valueOf(proof.split("\n").length)},
        {proof.replaceFirst("\nroot\n", "\nroot p\n"), "4"},
        {proof.replaceFirst("\nroot\n", "\nroot p 1 1\n"), "4"},
        {proof.replaceFirst("\nroot\n", "\nroot p 9\n"), "4"},
    };
    for (String[] b : bad) {
      InputFormatException e = assertThrows(InputFormatException.class,
          () -> check(game, b[0]), b[0]);
      assertEquals("proof:" + b[1], e.getMessage().substring(0, e.getMessage().indexOf(':',
          6)), e.getMessage());
    }
  }

  @Test
  void compressedProofsAreReadAndATruncatedOneIsAnError(@TempDir Path dir) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (GZIPOutputStream z = new GZIPOutputStream(bytes)) {
      z.write(proof.getBytes(StandardCharsets.UTF_8));
    }
    Path ok = dir.resolve("p.gz");
    Files.write(ok, bytes.toByteArray());
    assertTrue(ProofChecker.check(game, ok).isValid());
    Path cut = dir.resolve("cut.gz");
    byte[] all = bytes.toByteArray();
    Files.write(cut, java.util.Arrays.copyOf(all, all.length - 12));
    assertThrows(InputFormatException.class, () -> ProofChecker.check(game, cut));
  }
}
