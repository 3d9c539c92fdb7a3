package org.spiderlab.core.decide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;

/**
 * {@link EvidenceChecks}: the deciders' evidence passes, and every kind of wrong evidence is
 * rejected with what is wrong: an arrangement that is not one, a certificate that does not win, a
 * missing class, a prefix that is illegal or too long, an end no entry covers.
 */
class EvidenceChecksTest {

  static final Game FOUR = GameText.parse(FairDeciderTest.FOUR_CLASSES);
  static final DeciderOptions ONE = DeciderOptions.defaults();

  private static FairEvidence fairEvidence(Game t) {
    return FairDecider.decide(t, ONE).evidence().orElseThrow();
  }

  private static List<Move> moves(String text) {
    return CertificateText.parse(text);
  }

  private static void assertInvalid(EvidenceCheck c, String expected) {
    assertEquals(EvidenceCheck.Status.INVALID, c.status(), c.toString());
    assertTrue(c.refutation().orElseThrow().contains(expected), c.toString());
  }

  @Test
  void fairEvidenceOfTheDeciderPasses() {
    EvidenceCheck c = EvidenceChecks.fair(FOUR, fairEvidence(FOUR));
    assertTrue(c.isValid(), c.toString());
    assertEquals("4 entries in 4 classes covering 6 of 6 arrangements", c.summary());
    FairEvidence all = FairDecider.decide(FOUR, ONE.toBuilder().pileSymmetry(false).build())
        .evidence().orElseThrow();
    assertEquals(6, all.entries().size());
    assertTrue(EvidenceChecks.fair(FOUR, all).isValid(), "one entry per arrangement is fine");
    List<FairEvidence.Entry> twice = new ArrayList<>(all.entries());
    twice.addAll(all.entries());
    assertTrue(EvidenceChecks.fair(FOUR, new FairEvidence(twice)).isValid(), "repeats are fine");
  }

  @Test
  void aMissingClassIsNamed() {
    List<FairEvidence.Entry> entries = new ArrayList<>(fairEvidence(FOUR).entries());
    FairEvidence.Entry dropped = entries.remove(1);
    EvidenceCheck c = EvidenceChecks.fair(FOUR, new FairEvidence(entries));
    assertInvalid(c, "no entry for the class of the arrangement with face-down cards ");
    assertTrue(c.refutation().get().contains(FairCheck.faceDownByPile(dropped.arrangement())),
        "the first missing arrangement is the dropped one: " + c);
    c = EvidenceChecks.fair(FOUR, new FairEvidence(entries), 0);
    assertInvalid(c, "arrangements are in no entry's class");
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(List.of())), "no entry");
  }

  @Test
  void everyEntryOfRandomFairEvidenceIsNeeded() {
    int checked = 0;
    for (long seed = 0; seed < 120 && checked < 25; seed++) {
      Game t = Reference.template(seed);
      FairResult r = FairDecider.decide(t, ONE);
      if (r.status() != FairStatus.FAIR || r.evidence().get().entries().size() < 2) {
        continue;
      }
      checked++;
      List<FairEvidence.Entry> entries = r.evidence().get().entries();
      for (int i = 0; i < entries.size(); i++) {
        List<FairEvidence.Entry> less = new ArrayList<>(entries);
        less.remove(i);
        EvidenceCheck c = EvidenceChecks.fair(t, new FairEvidence(less));
        assertEquals(EvidenceCheck.Status.INVALID, c.status(),
            Reference.describe(seed) + " without entry " + i);
      }
    }
    assertTrue(checked >= 10, "too few fair templates with several classes: " + checked);
  }

  @Test
  void wrongArrangementsAndCertificatesAreRejected() {
    FairEvidence.Entry first = fairEvidence(FOUR).entries().get(0);
    List<FairEvidence.Entry> rest = fairEvidence(FOUR).entries().subList(1, 4);
    List<FairEvidence.Entry> e = new ArrayList<>(rest);
    e.add(new FairEvidence.Entry(first.arrangement(), moves("m 1 1 3")));
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(e)),
        "entry 4: the certificate does not win: ");
    e.set(3, new FairEvidence.Entry(first.arrangement(), moves("m 1 1 1")));
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(e)),
        "entry 4: the certificate's move 1 (m 1 1 1) is illegal: source and target are both");
    Game faceUp = GameText.parse("spider ranks=2 suits=1\npile 2S 1S\npile [2S] [1S]\npile\n");
    e.set(3, new FairEvidence.Entry(faceUp, moves("c 1")));
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(e)),
        "entry 4: not an arrangement of the template: pile 1 card 1 is 2S, the template has a "
            + "face-down card");
    Game otherCards = GameText.parse(
        "spider ranks=2 suits=1\npile [2S] [1S]\npile [1S] [1S]\npile\n");
    e.set(3, new FairEvidence.Entry(otherCards, first.certificate()));
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(e)),
        "are not the template's");
    Game moreStock = GameText.parse(
        "spider ranks=2 suits=1\npile [2S] [1S]\npile [2S] [1S]\npile\nstock 1S 1S 1S\n");
    e.set(3, new FairEvidence.Entry(moreStock, first.certificate()));
    assertInvalid(EvidenceChecks.fair(FOUR, new FairEvidence(e)), "other piles or stock");
  }

  /** Two free cells: moving 1S or 2S to either gives ends equal up to renaming the piles. */
  static final Game FREE_CELLS =
      GameText.parse("spider ranks=2 suits=1\npile 2S\npile 1S\npile\npile\n");

  @Test
  void easyEvidenceCoversSymmetricEndsByRenamedCertificates() {
    EasyResult r = EasyDecider.decide(FREE_CELLS, 1, ONE);
    assertEquals(EasyStatus.EASY, r.status());
    EasyResult exact = EasyDecider.decide(FREE_CELLS, 1,
        ONE.toBuilder().pileSymmetry(false).build());
    assertTrue(r.evidence().get().entries().size() < exact.evidence().get().entries().size(),
        r.statistics() + " / " + exact.statistics());
    for (EasyResult x : List.of(r, exact)) {
      EvidenceCheck c = EvidenceChecks.easy(FREE_CELLS, x.evidence().orElseThrow());
      assertTrue(c.isValid(), c.toString());
    }
  }

  @Test
  void wrongEasyEvidenceIsRejected() {
    EasyEvidence ev = EasyDecider.decide(FREE_CELLS, 2, ONE).evidence().orElseThrow();
    assertTrue(EvidenceChecks.easy(FREE_CELLS, ev).isValid());
    List<EasyEvidence.Entry> less = new ArrayList<>(ev.entries());
    less.remove(less.size() - 1);
    assertInvalid(EvidenceChecks.easy(FREE_CELLS, new EasyEvidence(2, less)),
        "no entry covers the end of the prefix ");
    List<EasyEvidence.Entry> bad = new ArrayList<>(ev.entries());
    bad.add(new EasyEvidence.Entry(moves("m 1 1 3\nm 3 1 4\nm 4 1 3"), moves("m 2 1 3\nc 3")));
    assertInvalid(EvidenceChecks.easy(FREE_CELLS, new EasyEvidence(2, bad)),
        "the prefix has 3 moves, more than k = 2");
    bad.set(bad.size() - 1, new EasyEvidence.Entry(moves("m 2 1 1\nm 2 1 1"), List.of()));
    assertInvalid(EvidenceChecks.easy(FREE_CELLS, new EasyEvidence(2, bad)),
        "the prefix's move 2 (m 2 1 1) is illegal: pile 2 is empty");
    bad.set(bad.size() - 1, new EasyEvidence.Entry(moves("m 2 1 1"), moves("m 1 1 2")));
    assertInvalid(EvidenceChecks.easy(FREE_CELLS, new EasyEvidence(2, bad)),
        "the certificate does not win: ");
    EvidenceCheck stopped = EvidenceChecks.easy(FREE_CELLS, ev, 3);
    assertEquals(EvidenceCheck.Status.INCOMPLETE, stopped.status(), stopped.toString());
    assertEquals("the check stopped after 3 positions", stopped.refutation().orElseThrow());
  }
}
