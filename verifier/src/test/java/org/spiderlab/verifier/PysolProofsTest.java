package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.gen.PysolDeals;

/**
 * The proofs of the two PySolFC four-suit games that are unwinnable (docs/DEALS.md, "Two games
 * proven unwinnable"), written by the proof-writing search and accepted by the checker: game
 * 1748 is one dead-end claim at its start (the relaxation with the stock's cards), game 14934
 * (plspider: "appears unwinnable") a search whose every position after the third deal is one.
 * A changed proof changes the counts pinned here.
 */
class PysolProofsTest {

  @Test
  void game1748IsOneClaimAtItsStart() {
    Game g = PysolDeals.deal(4, 1748);
    String proof = ProofFixtures.proofOf(g, 1_000);
    assertNotNull(proof, "not proven unwinnable");
    assertTrue(proof.contains("\nroot x\nend 0"), proof);
    ProofVerdict v = ProofFixtures.check(g, proof);
    assertTrue(v.isValid(), v.toString());
  }

  @Test
  void game14934IsProvenByItsThirdDeal() {
    Game g = PysolDeals.deal(4, 14934);
    String proof = ProofFixtures.proofOf(g, 1_000_000);
    assertNotNull(proof, "not proven unwinnable");
    ProofVerdict.Valid v = (ProofVerdict.Valid) ProofFixtures.check(g, proof);
    assertEquals(101_519, v.items(), v.toString());
    assertEquals(50_709, v.deadEnds(), v.toString());
    assertEquals(50_709, v.fixpoints(), v.toString());
  }
}
