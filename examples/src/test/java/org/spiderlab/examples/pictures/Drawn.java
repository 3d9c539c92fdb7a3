package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import org.spiderlab.core.Board;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.reductions.cnf.Cnf;
import org.spiderlab.reductions.threesat.Layout;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.ThreeSatToSpider;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What a picture shows, read back for the tests: one drawn card (pile, index in the pile, label,
 * style), and helpers that render pictures and parse them as XML.
 */
final class Drawn {
  private Drawn() {}

  /** The thesis' worked example (4.2.1), reduced. */
  static final Cnf THESIS = Cnf.parse("1 2 3, -1 2 3, -1 -2 -3");

  static ReducedInstance thesis() {
    return ThreeSatToSpider.INSTANCE.reduce(THESIS);
  }

  /** A card as drawn: 0-based pile and index, its label and its style (-1 if not read). */
  record Card(int pile, int index, String label, int style) {}

  static byte[] render(Renderer r, Picture p) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    r.render(p, out);
    return out.toByteArray();
  }

  static Document xml(byte[] bytes) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      return f.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
    } catch (Exception e) {
      throw new AssertionError("not well-formed XML: " + e, e);
    }
  }

  static List<Element> elements(Document d, String tag) {
    NodeList nl = d.getElementsByTagNameNS("*", tag);
    List<Element> out = new ArrayList<>();
    for (int i = 0; i < nl.getLength(); i++) {
      out.add((Element) nl.item(i));
    }
    return out;
  }

  /** The cards of every {@code <g class="pile">} column of an SVG picture, in document order. */
  static List<Card> svgCards(Document d) {
    List<Card> cards = new ArrayList<>();
    for (Element g : elements(d, "g")) {
      if (!g.getAttribute("class").startsWith("pile")) {
        continue;
      }
      int pile = Integer.parseInt(g.getAttribute("data-pile")) - 1;
      String first = g.getAttribute("data-first");
      int index = first.isEmpty() ? 0 : Integer.parseInt(first) - 1;
      int style = -1;
      for (Node n = g.getFirstChild(); n != null; n = n.getNextSibling()) {
        if (!(n instanceof Element e)) {
          continue;
        }
        if (e.getLocalName().equals("use")) {
          String href = e.getAttributeNS("http://www.w3.org/1999/xlink", "href");
          style = Integer.parseInt(href.substring(2));
          assertTrue(href.startsWith("#c") || href.startsWith("#d"), href);
        } else if (e.getLocalName().equals("text") && style >= 0) {
          cards.add(new Card(pile, index++, e.getTextContent(), style));
          style = -1;
        }
      }
    }
    return cards;
  }

  /** Fill colours of the SVG card shapes {@code #cS}, by style. */
  static Map<Integer, String> svgFills(Document d) {
    Map<Integer, String> fills = new HashMap<>();
    for (Element r : elements(d, "rect")) {
      String id = r.getAttribute("id");
      if (id.matches("c\\d+")) {
        fills.put(Integer.parseInt(id.substring(1)), r.getAttribute("fill"));
      }
    }
    return fills;
  }

  /** Asserts that {@code cards} are exactly the tableau of {@code g}: each card once, in order. */
  static void assertTableau(Game g, List<Card> cards) {
    Map<Integer, List<Card>> byPile = new HashMap<>();
    for (Card c : cards) {
      byPile.computeIfAbsent(c.pile(), k -> new ArrayList<>()).add(c);
    }
    assertEquals(g.tableauCardCount(), cards.size(), "cards drawn");
    for (int p = 0; p < g.pileCount(); p++) {
      List<Card> drawn = byPile.getOrDefault(p, List.of());
      assertEquals(g.pileSize(p), drawn.size(), "cards of pile " + (p + 1));
      for (int i = 0; i < drawn.size(); i++) {
        assertEquals(i, drawn.get(i).index(), "pile " + (p + 1) + " card order");
        assertEquals(CardFace.label(g.codeAt(p, i)), drawn.get(i).label(),
            "pile " + (p + 1) + " card " + (i + 1));
      }
    }
  }

  /**
   * The legend name a card of {@code rank} must have by the layout (read with {@link
   * Layout#areaAt}, independently of the annotation): the area's kind, the literal for literal
   * areas (own colours up to 8 variables, else the sign and the variable's parity).
   */
  static String expectedLegend(Layout lay, int rank) {
    Layout.Area a = lay.areaAt(rank);
    if (a == null) {
      return "buffer ranks";
    }
    String plural = lay.clauses() == 1 ? "" : "s";
    return switch (a.kind()) {
      case SELECTION -> "literal selection";
      case LITERAL -> {
        int lit = a.index();
        String sign = lit > 0 ? "v" : "¬v";
        yield lay.variables() <= 8 ? "literal " + sign + Math.abs(lit)
            : Math.abs(lit) % 2 == 1 ? "literal areas of " + sign + "1, " + sign + "3, " + sign
                + "5, ..." : "literal areas of " + sign + "2, " + sign + "4, " + sign + "6, ...";
      }
      case CLAUSE -> "clause area" + plural;
      case LOCK -> "lock area" + plural;
      case REST -> "rest";
      case END -> "end";
    };
  }

  /** Whether a legend text names the area {@code name}: {@code name} or {@code name: detail}. */
  static boolean names(String legend, String name) {
    return legend.equals(name) || legend.startsWith(name + ": ");
  }

  /** The legend texts of an SVG picture, by style. */
  static Map<Integer, String> svgLegend(Document d) {
    Map<Integer, String> legend = new HashMap<>();
    for (Element r : elements(d, "rect")) {
      if (r.getAttribute("class").equals("legend")) {
        Node text = r.getNextSibling();
        while (!(text instanceof Element)) {
          text = text.getNextSibling();
        }
        legend.put(Integer.parseInt(r.getAttribute("data-style")), text.getTextContent());
        assertNotNull(r.getAttribute("fill"));
      }
    }
    return legend;
  }

  /** The solver-free certificate of the thesis' example: the forward map of v1, v2, ¬v3. */
  static List<Move> thesisCertificate(ReducedInstance inst) {
    return ThreeSatToSpider.INSTANCE.forward(inst,
        org.spiderlab.reductions.cnf.Assignment.fromLiterals(3, 1, 2, -3));
  }

  /** The picture of a game with a certificate at {@code step}. */
  static Picture withCertificate(Game g, Annotation ann, List<Move> moves, int step,
      Arrangement arr) {
    Replay r = Replay.of(g, moves, ann, "test.moves");
    return new Picture(g, ann, Optional.of(r), step, arr);
  }

  /** The verifier's board after {@code k} moves. */
  static Board boardAfter(Game g, List<Move> moves, int k) {
    Board b = g.toBoard();
    for (int i = 0; i < k; i++) {
      b.apply(moves.get(i));
    }
    return b;
  }

  static List<Move> moves(String text) {
    return CertificateText.parse(text);
  }
}
