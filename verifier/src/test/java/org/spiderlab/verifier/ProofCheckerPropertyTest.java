package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;
import org.spiderlab.core.RunReading;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.solver.Goal;
import org.spiderlab.core.solver.ProofSearch;
import org.spiderlab.core.solver.SolverOptions;
import org.spiderlab.core.solver.SolverStatus;
import org.spiderlab.verifier.ProofFixtures.Editable;

/**
 * The proofs the solver's proof-writing search makes for seeded small games of every kind
 * (several suits and decks, stocks, face-down cards) are all accepted; dropping any one position
 * of a small proof is always caught; and the checker depends on no code of the solver.
 */
class ProofCheckerPropertyTest {

  static final List<RandomGames> FAMILIES = List.of(
      RandomGames.oneSuit(4, 2, 4),
      new RandomGames(4, 2, 1, 4, 0, 0, Rule.SPIDER),
      new RandomGames(4, 2, 2, 3, 2, 0, Rule.SPIDER),
      RandomGames.oneSuit(5, 2, 5).withFaceDown(30),
      new RandomGames(3, 2, 2, 4, 1, 20, Rule.SPIDER),
      new RandomGames(6, 2, 2, 6, 0, 20, Rule.SPIDER),
      RandomGames.oneSuit(7, 2, 4),
      new RandomGames(3, 1, 2, 3, 1, 0, Rule.HANOI));

  @Test
  void everyProofOfTheSolverIsAcceptedAndEveryDroppedPositionIsCaught() {
    int proofs = 0;
    long deadEnds = 0;
    int dropped = 0;
    for (RandomGames family : FAMILIES) {
      for (long seed = 0; seed < 250; seed++) {
        Game g = family.generate(seed);
        String proof = ProofFixtures.proofOf(g, 50_000);
        if (proof == null) {
          continue;
        }
        ProofVerdict v = ProofFixtures.check(g, proof);
        assertTrue(v.isValid(), family.describe(seed) + ": " + v + "\n" + proof);
        proofs++;
        deadEnds += ((ProofVerdict.Valid) v).deadEnds();
        Editable e = Editable.parse(proof);
        if (e.items.size() > 40) {
          continue;
        }
        for (int k = 1; k < e.items.size(); k++) {
          if (!e.isLeaf(k)) {
            continue;
          }
          Editable cut = Editable.parse(proof);
          cut.dropSubtree(k);
          ProofVerdict w = ProofFixtures.check(g, cut.text());
          assertFalse(w.isValid(), family.describe(seed) + ": item " + k + " dropped");
          assertTrue(w.toString().contains("is not in the proof"), w.toString());
          dropped++;
        }
      }
    }
    assertTrue(proofs >= 300 && deadEnds >= 1_000 && dropped >= 500, "proofs " + proofs
        + ", dead ends " + deadEnds + ", positions dropped " + dropped);
  }

  /**
   * The goals of thesis 4.5 too: the proofs that a number of clears or a run height is out of
   * reach, with their dead ends and partial-order claims, are all accepted.
   */
  @Test
  void proofsForTheGoalsOfThesis45AreAccepted() throws IOException {
    List<RandomGames> families = List.of(RandomGames.oneSuit(5, 2, 5),
        new RandomGames(4, 2, 2, 5, 0, 0, Rule.SPIDER), RandomGames.oneSuit(6, 3, 6),
        new RandomGames(6, 2, 2, 6, 0, 20, Rule.SPIDER));
    List<Goal> goals = List.of(Goal.clears(1), Goal.clears(2), Goal.run(3, RunReading.TOP),
        Goal.run(3, RunReading.ANY), Goal.run(4, RunReading.ANY));
    int proofs = 0;
    long reduced = 0;
    for (RandomGames family : families) {
      for (Goal goal : goals) {
        for (long seed = 0; seed < 100; seed++) {
          Game g = family.generate(seed);
          StringBuilder sb = new StringBuilder();
          ProofSearch.Outcome o = ProofSearch.solve(g, SolverOptions.builder().maxStates(50_000)
              .goal(goal).build(), sb);
          if (o.result().status() != SolverStatus.UNWINNABLE) {
            continue;
          }
          ProofVerdict v = ProofFixtures.check(g, sb.toString());
          assertTrue(v.isValid(), family.describe(seed) + ", " + goal + ": " + v);
          proofs++;
          reduced += ((ProofVerdict.Valid) v).reduced();
        }
      }
    }
    assertTrue(proofs >= 120 && reduced >= 30, proofs + " proofs, " + reduced
        + " partial-order claims");
  }

  @Test
  void theCheckerUsesNoCodeOfTheSolver() throws IOException {
    try (Stream<Path> files = Files.list(Path.of("src", "main", "java", "org", "spiderlab",
        "verifier"))) {
      List<Path> sources = files.filter(p -> p.toString().endsWith(".java")).toList();
      assertTrue(sources.size() >= 8, sources.toString());
      for (Path p : sources) {
        String text = Files.readString(p);
        assertFalse(text.contains("org.spiderlab.core.solver")
            || text.contains("org.spiderlab.core.decide"), p + " uses the solver");
      }
    }
  }
}
