package org.spiderlab.reductions.threesat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout.AreaKind;
import org.spiderlab.reductions.threesat.Layout.PileKind;

/**
 * The layout of thesis 4.2.1 as {@link Layout} describes it: the gadget of every pile and its
 * cards in the built game, the readable names of piles and areas, and clear errors for literals,
 * variables, ranks and occurrences that the formula does not have.
 */
class LayoutTest {
  /** Formulas with no variables, no clauses, repeated and negated literals. */
  static final List<Cnf> FORMULAS = List.of(Cnf.of(0), Cnf.of(1), WorkedExampleTest.EXAMPLE,
      Cnf.parse("1 -2 3, -1 2 2, 3 3 -2"), Cnf.of(4, new int[] {-4, -4, -4}));

  static List<Integer> ranks(Game g, int pile) {
    return WorkedExampleTest.ranks(g, pile);
  }

  /**
   * Piles in the order of 4.2.1: the initial selection card, the {@code 2i} literal selection
   * piles {@code v1, -v1, ...}, five piles per clause, the big stack, the rest stack, the lone rest
   * card and the two end cards; each holds the cards its gadget is made of.
   */
  @Test
  void everyPileHasItsGadgetsKindAndCards() {
    for (Cnf f : FORMULAS) {
      ReducedInstance r = ThreeSatToSpider.construct(f);
      Layout lay = r.layout();
      Game g = r.game();
      int i = f.variables();
      int k = f.clauseCount();
      String what = f.toString();
      assertEquals(2 * i + 5 * k + 6, lay.pileCount(), what);
      assertEquals(lay.pileCount(), g.pileCount(), what);
      int n = lay.maxRank();
      assertEquals(n, lay.endRank(), what);
      for (int p = 0; p < lay.pileCount(); p++) {
        String at = what + " pile " + p;
        PileKind expected = p == 0 ? PileKind.INITIAL_SELECTION
            : p <= 2 * i ? PileKind.LITERAL_SELECTION
            : p <= 2 * i + 5 * k ? PileKind.CLAUSE
            : List.of(PileKind.BIG_STACK, PileKind.REST_STACK, PileKind.REST_CARD, PileKind.END,
                PileKind.END).get(p - 2 * i - 5 * k - 1);
        assertEquals(expected, lay.pileKind(p), at);
        List<Integer> cards = ranks(g, p);
        switch (expected) {
          case INITIAL_SELECTION -> assertEquals(List.of(2 * i + 1), cards, at);
          case LITERAL_SELECTION -> {
            int lit = Layout.literalOf(p - 1);
            int a = lay.selectionLow(Math.abs(lit));
            assertEquals(List.of(lay.literalTop(lit), a, a + 1), cards, at);
            assertEquals(p, lay.literalPile(lit), at);
          }
          case CLAUSE -> {
            int j = (p - 1 - 2 * i) / 5;
            int slot = (p - 1 - 2 * i) % 5;
            int c = lay.clauseLow(j);
            int bigL = lay.lockLow(j) + 1;
            List<Integer> gadget = slot < 3
                ? List.of(slot < 2 ? c + 1 : c + 5, lay.occurrencePairLow(j, slot),
                    lay.occurrencePairLow(j, slot) + 1)
                : List.of(bigL, slot == 3 ? c : c + 4);
            assertEquals(gadget, cards, at);
            assertEquals(p, lay.clausePile(j, slot), at);
          }
          case BIG_STACK -> {
            assertEquals(lay.bigStackPile(), p, at);
            assertEquals(k > 0 ? lay.lockLow(0) : n - 1, cards.get(cards.size() - 1), at);
          }
          case REST_STACK -> {
            assertEquals(lay.restStackPile(), p, at);
            assertEquals(lay.restRank(), cards.get(cards.size() - 1), at);
          }
          case REST_CARD -> {
            assertEquals(lay.restCardPile(), p, at);
            assertEquals(List.of(lay.restRank()), cards, at);
          }
          case END -> assertEquals(List.of(n), cards, at);
          default -> throw new AssertionError(at);
        }
      }
      assertEquals(List.of(lay.endPile(0), lay.endPile(1)),
          List.of(lay.pileCount() - 2, lay.pileCount() - 1), what);
      assertThrows(IndexOutOfBoundsException.class, () -> lay.pileKind(lay.pileCount()), what);
      assertThrows(IndexOutOfBoundsException.class, () -> lay.pileKind(-1), what);
    }
  }

  /** Readable names of piles and areas, as the forward map's errors and the CLI show them. */
  @Test
  void pilesAndAreasHaveReadableNames() {
    ReducedInstance r = ThreeSatToSpider.construct(Cnf.parse("1 -2 3, -1 2 2"));
    Layout lay = r.layout();
    assertEquals("initial selection card", lay.pileRole(0));
    assertEquals("selection pile of v1", lay.pileRole(lay.literalPile(1)));
    assertEquals("selection pile of -v3", lay.pileRole(lay.literalPile(-3)));
    assertEquals("clause 1, pile 2 (literal -v2)", lay.pileRole(lay.clausePile(0, 1)));
    assertEquals("clause 2, pile 3 (literal v2)", lay.pileRole(lay.clausePile(1, 2)));
    assertEquals("clause 2, pile 4 (lock, freed via piles 1-2)", lay.pileRole(lay.clausePile(1, 3)));
    assertEquals("clause 1, pile 5 (lock, freed via pile 3)", lay.pileRole(lay.clausePile(0, 4)));
    assertEquals("big stack", lay.pileRole(lay.bigStackPile()));
    assertEquals("rest stack", lay.pileRole(lay.restStackPile()));
    assertEquals("lone rest card", lay.pileRole(lay.restCardPile()));
    assertEquals("end card 1", lay.pileRole(lay.endPile(0)));
    assertEquals("end card 2", lay.pileRole(lay.endPile(1)));
    // 3 variables, 6 occurrences, 2 clauses: n = 18 + 12 + 20 + 5
    assertEquals("Layout[3 variables, 2 clauses, maxRank 55, 22 piles]", lay.toString());
    List<String> areas = lay.areas().stream().map(Layout.Area::toString).toList();
    // selection 1..7, buffer 8; v1 occurs once: 9..11, buffer 12; -v1 once: 13..15 ...
    assertEquals(List.of("literal selection: ranks 1..7", "literal v1: ranks 9..11",
        "literal -v1: ranks 13..15", "literal v2: ranks 17..21", "literal -v2: ranks 23..25",
        "literal v3: ranks 27..29", "literal -v3: rank 31", "clause 1: ranks 33..38",
        "clause 2: ranks 40..45", "lock of clause 1: ranks 47..48",
        "lock of clause 2: ranks 50..51", "rest: rank 53", "end: rank 55"), areas);
    assertEquals(1, lay.occurrences(1));
    assertEquals(2, lay.occurrences(2));
    assertEquals(0, lay.occurrences(-3));
  }

  /** Every rank lies in exactly one area or is a buffer between two neighbouring areas. */
  @Test
  void everyRankIsInItsAreaOrABuffer() {
    for (Cnf f : FORMULAS) {
      Layout lay = ThreeSatToSpider.construct(f).layout();
      List<Layout.Area> areas = lay.areas();
      assertEquals(AreaKind.SELECTION, areas.get(0).kind());
      assertEquals(AreaKind.END, areas.get(areas.size() - 1).kind());
      int next = 1;
      for (Layout.Area a : areas) {
        String what = f + " " + a;
        assertEquals(next, a.low(), what + ": one buffer rank after the previous area");
        for (int rank = a.low(); rank <= a.high(); rank++) {
          assertEquals(a, lay.areaAt(rank), what + " rank " + rank);
          assertFalse(lay.isBuffer(rank), what);
        }
        if (a.high() < lay.maxRank()) {
          assertNull(lay.areaAt(a.high() + 1), what);
          assertTrue(lay.isBuffer(a.high() + 1), what);
        }
        next = a.high() + 2;
      }
      int n = lay.maxRank();
      assertThrows(IllegalArgumentException.class, () -> lay.areaAt(0), f.toString());
      assertThrows(IllegalArgumentException.class, () -> lay.areaAt(n + 1), f.toString());
    }
  }

  /** Literals, variables and occurrences the formula does not have are refused clearly. */
  @Test
  void unknownLiteralsVariablesAndOccurrencesAreRefused() {
    for (Cnf f : FORMULAS) {
      Layout lay = ThreeSatToSpider.construct(f).layout();
      int i = f.variables();
      String what = f.toString();
      for (int lit : new int[] {0, i + 1, -(i + 1), Integer.MIN_VALUE}) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> lay.literalTop(lit), what + " literal " + lit);
        assertEquals("literal " + lit + " is not one of the variables 1.." + i, e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> lay.literalLow(lit), what);
        assertThrows(IllegalArgumentException.class, () -> lay.literalPile(lit), what);
        assertThrows(IllegalArgumentException.class, () -> lay.occurrences(lit), what);
      }
      for (int v : new int[] {0, i + 1, -1}) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> lay.selectionLow(v), what + " variable " + v);
        assertEquals("variable " + v + " outside 1.." + i, e.getMessage());
      }
      for (int x = 1; x <= i; x++) {
        assertEquals(2 * (i - x) + 1, lay.selectionLow(x), what + " v" + x);
        for (int lit : new int[] {x, -x}) {
          int m = lay.occurrences(lit);
          for (int s = 0; s < m; s++) {
            int j = lay.occurrenceClause(lit, s);
            int p = lay.occurrencePosition(lit, s);
            assertEquals(lit, lay.clauseLiteral(j, p), what + " " + lit + " #" + s);
            assertEquals(lay.literalLow(lit) + 2 * s, lay.occurrencePairLow(j, p), what);
          }
          for (int s : new int[] {m, -1}) {
            String at = what + " literal " + lit + " occurrence " + s;
            IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> lay.occurrenceClause(lit, s), at);
            assertTrue(e.getMessage().startsWith("occurrence"), at + ": " + e.getMessage());
            e = assertThrows(IndexOutOfBoundsException.class,
                () -> lay.occurrencePosition(lit, s), at);
            assertTrue(e.getMessage().startsWith("occurrence"), at + ": " + e.getMessage());
          }
        }
      }
    }
  }
}
