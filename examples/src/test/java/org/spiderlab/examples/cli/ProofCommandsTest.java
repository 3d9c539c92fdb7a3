package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --proof} on every command whose NO answer rests on an exhausted search, and
 * {@code check-proof}: each proof written is accepted by {@code check-proof} on the game it names,
 * a corrupted one is rejected at its item with exit 0, a malformed one is an error with its line
 * and exit 2, and no file is left when there is nothing to prove.
 */
class ProofCommandsTest {

  @TempDir Path dir;

  private Path reduce(String formula, String... to) {
    Path g = dir.resolve("g" + System.nanoTime() + ".spider");
    String[] args = new String[to.length + 4];
    args[0] = "reduce";
    args[1] = formula;
    System.arraycopy(to, 0, args, 2, to.length);
    args[to.length + 2] = "-o";
    args[to.length + 3] = g.toString();
    assertEquals(0, CliRunner.run(args).exit());
    return g;
  }

  private static void assertChecks(Path game, Path proof, String claim) {
    var c = CliRunner.run("check-proof", game.toString(), proof.toString());
    assertEquals(0, c.exit(), c.toString());
    assertEquals("PROOF VALID: " + claim, c.firstLine(), c.toString());
  }

  @Test
  void solveWritesAProofThatChecksAndACorruptedOneFails() throws IOException {
    Path game = reduce("samples/unsat-2.cnf");
    Path proof = dir.resolve("p.proof");
    var r = CliRunner.run("solve", game.toString(), "--proof", proof.toString());
    assertEquals("UNWINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("proof file: wrote " + proof + " (1 items")
        && r.out().contains("check-proof: PROOF VALID: unwinnable"), r.toString());
    assertChecks(game, proof, "unwinnable");
    String text = Files.readString(proof);
    Path bad = CliRunner.write(dir, "bad.proof", text.replaceFirst("root x[^\\n]*", "root"));
    var c = CliRunner.run("check-proof", game.toString(), bad.toString());
    assertEquals(0, c.exit(), c.toString());
    assertTrue(c.firstLine().startsWith("PROOF INVALID at ITEM 0: the position after "),
        c.toString());
    Path broken = CliRunner.write(dir, "broken.proof", text.replace("goal won", "goal"));
    var m = CliRunner.run("check-proof", game.toString(), broken.toString());
    assertEquals(2, m.exit(), m.toString());
    assertTrue(m.err().startsWith(broken + ":3: expected 'goal won'"), m.toString());
    Path gz = dir.resolve("p.proof.gz");
    var z = CliRunner.run("solve", game.toString(), "--proof", gz.toString());
    assertTrue(z.out().contains("compressed"), z.toString());
    assertChecks(game, gz, "unwinnable");
    var other = CliRunner.run("check-proof", "samples/small.spider", proof.toString());
    assertTrue(other.firstLine().startsWith("PROOF INVALID at ITEM 0: the proof is about "
        + "another game"), other.toString());
  }

  @Test
  void nothingIsWrittenForAWinnableGameOrOntoTheInput() throws IOException {
    Path proof = dir.resolve("none.proof");
    var r = CliRunner.run("solve", "samples/small.spider", "--proof", proof.toString());
    assertEquals("WINNABLE", r.firstLine(), r.toString());
    assertTrue(r.out().contains("proof file: none written (WINNABLE)"), r.toString());
    assertFalse(Files.exists(proof));
    Path copy = CliRunner.write(dir, "copy.spider", Files.readString(Path.of(
        "samples/small.spider")));
    var onto = CliRunner.run("solve", copy.toString(), "--proof", copy.toString());
    assertEquals(2, onto.exit(), onto.toString());
  }

  @Test
  void theLabCommandsWriteProofsOfTheirNoAnswers() {
    Path unsat = dir.resolve("c.proof");
    var c = CliRunner.run("crosscheck", "samples/unsat-2.cnf", "--proof", unsat.toString());
    assertEquals("AGREE UNSAT UNWINNABLE", c.firstLine(), c.toString());
    assertChecks(reduce("samples/unsat-2.cnf"), unsat, "unwinnable");
    Path val = dir.resolve("v.proof");
    var v = CliRunner.run("crosscheck", "samples/unsat-2.cnf", "--to", "val", "--proof",
        val.toString());
    assertEquals("AGREE UNSAT VAL=0", v.firstLine(), v.toString());
    assertChecks(reduce("samples/unsat-2.cnf", "--to", "val"), val,
        "no position with 1 run cleared is reachable");
    for (String to : new String[] {"fair", "k-easy"}) {
      Path p = dir.resolve(to + ".proof");
      var q = CliRunner.run("crosscheck", "samples/pi2-false.qdimacs", "--to", to, "--proof",
          p.toString());
      assertTrue(q.firstLine().startsWith("AGREE FALSE"), q.toString());
      assertTrue(q.out().contains("check-proof: PROOF VALID"), q.toString());
      var k = CliRunner.run("check-proof", reduce("samples/pi2-false.qdimacs", "--to", to)
          .toString(), p.toString());
      assertTrue(k.firstLine().contains(to.equals("fair") ? "the game is not fair"
          : "the game is not k-easy for any k >= 2"), k.toString());
    }
    var sat = CliRunner.run("crosscheck", "samples/thesis-4.2.1.cnf", "--proof",
        dir.resolve("sat.proof").toString());
    assertTrue(sat.out().contains("proof file: none written (WINNABLE)"), sat.toString());
  }

  @Test
  void theDecidersAndOptimisersWriteProofs() {
    Path fairGame = reduce("samples/pi2-false.qdimacs", "--to", "fair");
    Path fair = dir.resolve("f.proof");
    var f = CliRunner.run("fair", fairGame.toString(), "--proof", fair.toString());
    assertEquals("UNFAIR", f.firstLine(), f.toString());
    assertChecks(fairGame, fair, "unwinnable, in this arrangement of its face-down cards: the "
        + "game is not fair");
    Path easyGame = reduce("samples/pi2-false.qdimacs", "--to", "k-easy");
    Path easy = dir.resolve("e.proof");
    var e = CliRunner.run("easy", easyGame.toString(), "--k", "2", "--proof", easy.toString());
    assertEquals("NOT-EASY", e.firstLine(), e.toString());
    assertChecks(easyGame, easy, "unwinnable, after the prefix of 2 moves: the game is not "
        + "k-easy for any k >= 2");
    Path game = reduce("samples/unsat-2.cnf");
    Path value = dir.resolve("val.proof");
    var v = CliRunner.run("value", game.toString(), "--proof", value.toString());
    assertEquals("OPTIMAL VAL=0", v.firstLine(), v.toString());
    assertChecks(game, value, "no position with 1 run cleared is reachable");
    Path run = dir.resolve("run.proof");
    var m = CliRunner.run("max-run", game.toString(), "--proof", run.toString());
    assertTrue(m.firstLine().startsWith("OPTIMAL MAX-RUN="), m.toString());
    assertTrue(m.out().contains("check-proof: PROOF VALID"), m.toString());
  }

  @Test
  void aCampaignKeepsOneProofPerNoAnswer() throws IOException {
    Path proofs = dir.resolve("proofs");
    var c = CliRunner.run("campaign", "--exhaustive", "--max-vars", "2", "--max-clauses", "4",
        "--out", dir.resolve("camp").toString(), "--proof", proofs.toString());
    assertEquals(0, c.exit(), c.toString());
    String index = Files.readString(proofs.resolve("index.tsv"));
    long unsat = index.lines().count();
    assertTrue(unsat > 0 && c.out().contains("proofs: " + unsat + " written"), c.toString());
    String first = index.lines().findFirst().orElseThrow();
    Path file = proofs.resolve(first.substring(0, first.indexOf('\t')));
    assertTrue(Files.size(file) > 0);
    Path val = dir.resolve("val-proofs");
    var v = CliRunner.run("campaign", "--exhaustive", "--max-vars", "2", "--max-clauses", "4",
        "--to", "val", "--out", dir.resolve("val").toString(), "--proof", val.toString());
    assertTrue(v.out().contains("proofs: " + unsat + " written"), v.toString());
    Path fair = dir.resolve("fair-proofs");
    var f = CliRunner.run("campaign", "--to", "fair", "--exhaustive", "--max-vars", "3",
        "--max-clauses", "2", "--out", dir.resolve("fair").toString(), "--proof",
        fair.toString());
    assertEquals(0, f.exit(), f.toString());
    long unfair = Files.readString(fair.resolve("index.tsv")).lines().count();
    assertTrue(unfair > 0 && f.out().contains("proofs: " + unfair + " written"), f.toString());
    var again = CliRunner.run("campaign", "--to", "fair", "--exhaustive", "--max-vars", "3",
        "--max-clauses", "2", "--out", dir.resolve("fair").toString(), "--proof",
        fair.toString());
    assertTrue(again.out().contains("proofs: 0 written to " + fair + ", " + unfair
        + " there already"), again.toString());
  }
}
