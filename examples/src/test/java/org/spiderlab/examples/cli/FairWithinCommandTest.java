package org.spiderlab.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.solver.Solver;
import org.spiderlab.core.solver.SolverOptions;

/**
 * {@code fair-within}: the bounded FAIR answer switches at the longest of the arrangements'
 * shortest wins (here 5 moves), agrees with {@code fair}, writes QDIMACS that {@code qbf} decides
 * the same way, gives an arrangement that breadth-first search cannot win within the horizon, and
 * refuses bad options with exit status 2.
 */
class FairWithinCommandTest {
  @TempDir Path dir;

  private Path template(String text) throws IOException {
    return CliRunner.write(dir, "t.spider", text);
  }

  @Test
  void theAnswerSwitchesAtTheLongestShortestWin() throws IOException {
    Path t = template("spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\npile\n");
    assertEquals("FAIR", CliRunner.run("fair", t.toString()).firstLine());
    var at = CliRunner.run("fair-within", t.toString(), "--horizon", "5");
    assertEquals(0, at.exit(), at.toString());
    assertEquals("EVERY ARRANGEMENT WITHIN 5 MOVES: FAIR", at.firstLine(), at.toString());
    Path arr = dir.resolve("a.spider");
    var below = CliRunner.run("fair-within", t.toString(), "--horizon", "4", "-o",
        arr.toString());
    assertEquals("SOME ARRANGEMENT NOT WITHIN 4 MOVES", below.firstLine(), below.toString());
    Game a = GameText.parse(Files.readString(arr));
    int shortest = Solver.solve(a, SolverOptions.builder().shortest(true).build()).certificate()
        .size();
    assertEquals(5, shortest, "the arrangement given needs 5 moves:\n" + below);
    for (String h : new String[] {"4", "5"}) {
      Path q = dir.resolve("f" + h + ".qdimacs");
      var w = CliRunner.run("fair-within", t.toString(), "--horizon", h, "--qdimacs",
          q.toString());
      assertEquals(0, w.exit(), w.toString());
      assertEquals(h.equals("5") ? "TRUE" : "FALSE", CliRunner.run("qbf", q.toString())
          .firstLine(), "qbf on the written formula, horizon " + h);
    }
  }

  @Test
  void anUnfairTemplateHasALostArrangement() throws IOException {
    Path t = template("spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\n");
    assertEquals("UNFAIR", CliRunner.run("fair", t.toString()).firstLine());
    var r = CliRunner.run("fair-within", t.toString(), "--horizon", "6");
    assertEquals("SOME ARRANGEMENT NOT WITHIN 6 MOVES", r.firstLine(), r.toString());
    assertTrue(r.out().contains("# arrangement without a win within 6 moves"), r.toString());
  }

  @Test
  void badOptionsAreRefused() throws IOException {
    Path t = template("spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\npile\n");
    var solver = CliRunner.run("fair-within", t.toString(), "--horizon", "4", "--solver", "z3");
    assertEquals(2, solver.exit(), solver.toString());
    assertTrue(solver.err().contains("--solver: expected cegar or depqbf"), solver.toString());
    var horizon = CliRunner.run("fair-within", t.toString(), "--horizon", "-1");
    assertEquals(2, horizon.exit(), horizon.toString());
    StringBuilder many = new StringBuilder("spider ranks=13 suits=1\n");
    for (int i = 0; i < 13; i++) {
      many.append("pile [").append(i + 1).append("S]\n");
    }
    Path big = CliRunner.write(dir, "big.spider", many.toString());
    var r = CliRunner.run("fair-within", big.toString(), "--horizon", "4");
    assertEquals(2, r.exit(), r.toString());
    assertTrue(r.err().contains(big + ":0: fair-within takes templates of at most 12 face-down"
        + " cards, this one has 13"), r.toString());
  }
}
