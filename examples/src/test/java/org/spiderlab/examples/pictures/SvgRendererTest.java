package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** The SVG picture: well-formed, every card once and in order, colours by the layout's areas. */
class SvgRendererTest {
  private final SvgRenderer svg = new SvgRenderer();

  /** Checks every card's colour against the layout; returns the number of cards checked. */
  static int assertColoursMatchTheLayout(Game g, Layout lay, Document d) {
    Map<Integer, String> fills = Drawn.svgFills(d);
    Map<Integer, String> legend = Drawn.svgLegend(d);
    Map<Integer, String> legendFills = new java.util.HashMap<>();
    for (Element r : Drawn.elements(d, "rect")) {
      if (r.getAttribute("class").equals("legend")) {
        legendFills.put(Integer.parseInt(r.getAttribute("data-style")), r.getAttribute("fill"));
      }
    }
    int n = 0;
    for (Drawn.Card c : Drawn.svgCards(d)) {
      int rank = CardCode.rank(g.codeAt(c.pile(), c.index()));
      String name = Drawn.expectedLegend(lay, rank);
      String text = legend.get(c.style());
      assertTrue(Drawn.names(text, name), "rank " + rank + " is in '" + name + "', drawn as '"
          + text + "'");
      assertEquals(legendFills.get(c.style()), fills.get(c.style()), "legend and card fill");
      n++;
    }
    return n;
  }

  @Test
  void theThesisExampleIsDrawnWholeWithColoursByArea() {
    ReducedInstance inst = Drawn.thesis();
    Picture p = Picture.of(inst.game(), new ThreeSatAnnotation(inst));
    byte[] bytes = Drawn.render(svg, p);
    Document d = Drawn.xml(bytes);
    Drawn.assertTableau(inst.game(), Drawn.svgCards(d));
    assertEquals(142, assertColoursMatchTheLayout(inst.game(), inst.layout(), d));
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertTrue(text.contains("<title>pile 23: big stack</title>"), "pile roles");
    assertTrue(text.contains(">sel</text><text class=\"l\" y=\"34\">¬v1</text>"), "labels");
    assertTrue(text.contains("literal ¬v2: ranks 25..27"), "legend");
    assertFalse(text.contains("folded"), "the 64-card big stack is not folded by default");
    assertFalse(text.contains("data-first"), "no pile is folded");
    // the 27 piles fit in one row, so the picture is one row of columns
    assertEquals(1, Drawn.elements(d, "g").stream().filter(g -> g.getAttribute("class")
        .startsWith("pile")).map(g -> g.getAttribute("transform").replaceAll(".*,", ""))
        .distinct().count());
  }

  @Test
  void longPilesAreFoldedAndEveryCardIsStillDrawnOnce() {
    ReducedInstance inst = Drawn.thesis();
    Picture p = new Picture(inst.game(), new ThreeSatAnnotation(inst), Optional.empty(), 0,
        new Arrangement(10, 7));
    byte[] bytes = Drawn.render(svg, p);
    Document d = Drawn.xml(bytes);
    Drawn.assertTableau(inst.game(), Drawn.svgCards(d));
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertTrue(text.contains("A pile of more than 7 cards is folded"), "the rule is stated");
    assertTrue(text.contains(">cont.</text>"));
    assertTrue(text.contains("data-pile=\"23\" data-first=\"64\""), "64 = 9 * 7 + 1");
  }

  @Test
  void faceDownCardsSuitsAndTheStock() throws Exception {
    Game g = GameText.read(Path.of("samples/two-suits.spider"));
    byte[] bytes = Drawn.render(svg, Picture.of(g, Annotation.plain(g)));
    Document d = Drawn.xml(bytes);
    Drawn.assertTableau(g, Drawn.svgCards(d));
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertTrue(text.contains("<use xlink:href=\"#d0\" y=\"38\"/><text y=\"49\">[6♠]</text>"),
        "a face-down card is hatched and in brackets");
    assertTrue(text.contains("<text class=\"r\" y=\"64\">[2♥]</text>"), "hearts are red");
    assertTrue(text.contains("face-down cards are hatched"));
    List<Element> deals = Drawn.elements(d, "g").stream()
        .filter(e -> e.getAttribute("class").equals("deal")).toList();
    assertEquals(2, deals.size());
    assertEquals("deal11♠2♥4♠6♥", deals.get(0).getTextContent().replaceAll("\\s", ""));
    assertTrue(text.contains("stock: 2 deals"));
  }

  @Test
  void aPositionOfACertificateIsTheVerifiersBoardWithTheLastMoveOutlined() {
    ReducedInstance inst = Drawn.thesis();
    ThreeSatAnnotation ann = new ThreeSatAnnotation(inst);
    List<Move> cert = Drawn.thesisCertificate(inst);
    for (int k : new int[] {0, 1, 2, 17, cert.size() - 1, cert.size()}) {
      Picture p = Drawn.withCertificate(inst.game(), ann, cert, k, Arrangement.DEFAULT);
      byte[] bytes = Drawn.render(svg, p);
      Document d = Drawn.xml(bytes);
      Board b = Drawn.boardAfter(inst.game(), cert, k);
      Drawn.assertTableau(b.snapshot(1), Drawn.svgCards(d));
      String text = new String(bytes, StandardCharsets.UTF_8);
      assertEquals(k == 0 || cert.get(k - 1) instanceof Move.Clear ? 0 : 1,
          Drawn.elements(d, "rect").stream().filter(r -> r.getAttribute("class").equals("hl"))
              .count(), "move " + k);
      assertTrue(text.contains(k == 0 ? "the start (before move 1 of " + cert.size() + ")"
          : "after move " + k + " of " + cert.size() + " (" + cert.get(k - 1) + ")"), text);
      assertTrue(text.contains("verifier: WON after " + cert.size() + " moves"));
      assertTrue(text.contains("foundation: " + b.clearedRuns() + " run"));
    }
    Picture p = Drawn.withCertificate(inst.game(), ann, cert, 3, Arrangement.DEFAULT);
    String text = new String(Drawn.render(svg, p), StandardCharsets.UTF_8);
    assertTrue(text.contains("after move 3: v1 = true, v2 = ?, v3 = ?"), "the reading so far");
  }

  @Test
  void manyVariablesAlternateFourLiteralColoursThatMatchTheLayout() {
    Random rnd = new Random(7);
    Cnf.Builder b = Cnf.builder(12);
    for (int c = 0; c < 20; c++) {
      b.clause((1 + rnd.nextInt(12)) * (rnd.nextBoolean() ? 1 : -1),
          (1 + rnd.nextInt(12)) * (rnd.nextBoolean() ? 1 : -1),
          (1 + rnd.nextInt(12)) * (rnd.nextBoolean() ? 1 : -1));
    }
    ReducedInstance inst = ThreeSatToSpider.INSTANCE.reduce(b.build());
    ThreeSatAnnotation ann = new ThreeSatAnnotation(inst);
    Document d = Drawn.xml(Drawn.render(svg, Picture.of(inst.game(), ann)));
    Drawn.assertTableau(inst.game(), Drawn.svgCards(d));
    assertEquals(inst.game().tableauCardCount(),
        assertColoursMatchTheLayout(inst.game(), inst.layout(), d));
    List<Layout.Area> areas = inst.layout().areas();
    for (int i = 1; i < areas.size(); i++) {
      if (areas.get(i).kind() == Layout.AreaKind.LITERAL
          && areas.get(i - 1).kind() == Layout.AreaKind.LITERAL) {
        assertNotEquals(ann.style(areas.get(i - 1)), ann.style(areas.get(i)),
            "neighbouring literal areas " + areas.get(i - 1) + ", " + areas.get(i));
      }
    }
  }

  @Test
  void emptyPilesAndHighSuitsAreDrawn() {
    Game g = GameText.parse("spider ranks=3 suits=6\npile 3:5 [2:6] 1:6\npile\npile 1S\n");
    byte[] bytes = Drawn.render(svg, Picture.of(g, Annotation.plain(g)));
    Document d = Drawn.xml(bytes);
    Drawn.assertTableau(g, Drawn.svgCards(d));
    String text = new String(bytes, StandardCharsets.UTF_8);
    assertTrue(text.contains("<rect class=\"e\""), "an empty pile's place");
    assertTrue(text.contains(">[2:6]</text>"));
  }
}
