package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.threesat.ReducedInstance;
import org.spiderlab.reductions.threesat.SelectionReading;
import org.spiderlab.reductions.threesat.WitnessMaps;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The HTML replay page without a browser: well-formed (polyglot XHTML), self-contained, and its
 * embedded data is the verifier's: start position, moves, per-move pile sizes, verdict, reading.
 * {@code BrowserReplayTest} plays it in Chromium.
 */
class HtmlRendererTest {
  private final HtmlRenderer html = new HtmlRenderer();

  static JsonNode data(Document d) throws Exception {
    for (Element e : Drawn.elements(d, "script")) {
      if (e.getAttribute("id").equals("spiderlab-data")) {
        return new ObjectMapper().readTree(e.getTextContent());
      }
    }
    throw new AssertionError("no data");
  }

  static void assertSelfContained(String page) {
    String withoutNamespaces = page.replace("xmlns=\"http://www.w3.org/1999/xhtml\"", "")
        .replace("\"http://www.w3.org/2000/svg\"", "");
    assertFalse(withoutNamespaces.contains("http:"), "no network address");
    assertFalse(withoutNamespaces.contains("https:"), "no network address");
    assertFalse(page.contains(" src="), "no external script or image");
    assertFalse(page.contains("@import") || page.contains("@font-face") || page.contains("url(h"),
        "no external style or font");
    assertTrue(page.contains("<link rel=\"icon\" href=\"data:,\"/>"), "no favicon request");
  }

  @Test
  void thePageCarriesTheVerifiersReplayOfTheThesisExample() throws Exception {
    ReducedInstance inst = Drawn.thesis();
    ThreeSatAnnotation ann = new ThreeSatAnnotation(inst);
    List<Move> cert = Drawn.thesisCertificate(inst);
    byte[] bytes = Drawn.render(html, Drawn.withCertificate(inst.game(), ann, cert, 5,
        Arrangement.DEFAULT));
    String page = new String(bytes, StandardCharsets.UTF_8);
    Document d = Drawn.xml(bytes);
    assertSelfContained(page);
    JsonNode data = data(d);
    assertEquals(5, data.get("start").asInt());
    assertEquals("WON after " + cert.size() + " moves", data.get("verdict").asText());
    assertEquals(cert.size(), data.get("moves").size());
    Board b = inst.game().toBoard();
    for (int k = 0; k < cert.size(); k++) {
      assertEquals(cert.get(k).toString(), data.get("moves").get(k).asText());
      b.apply(cert.get(k));
      JsonNode guard = data.get("guards").get(k);
      if (cert.get(k) instanceof Move.Transfer t) {
        assertEquals(b.pileSize(t.source()), guard.get(0).asInt());
        assertEquals(b.pileSize(t.target()), guard.get(1).asInt());
      } else if (cert.get(k) instanceof Move.Clear c) {
        assertEquals(b.pileSize(c.source()), guard.get(0).asInt());
        assertEquals(b.clearedRuns(), guard.get(1).asLong());
      }
    }
    Game start = inst.game().toBoard().snapshot(1);
    for (int p = 0; p < start.pileCount(); p++) {
      for (int i = 0; i < start.pileSize(p); i++) {
        Card c = start.card(p, i);
        assertEquals(HtmlRenderer.code(c, 1), data.get("piles").get(p).get(i).asLong());
      }
    }
    // the reading: v1, v2 and -v3 are selected in this order, then the reading ends
    JsonNode changes = data.get("progress").get("changes");
    SelectionReading reading = new SelectionReading(inst);
    List<String> expected = new ArrayList<>();
    for (Move m : cert) {
      boolean goesOn = reading.play(m);
      if (reading.lastSelected() != 0) {
        expected.add(reading.moves() + ":" + (Math.abs(reading.lastSelected()) - 1) + ":"
            + (reading.lastSelected() > 0));
      }
      if (!goesOn) {
        break;
      }
    }
    List<String> got = new ArrayList<>();
    for (JsonNode c : changes) {
      got.add(c.get(0).asLong() + ":" + c.get(1).asInt() + ":" + c.get(2).asText());
    }
    assertEquals(expected, got, "no variable is left unselected, so no change at the cutoff");
    assertEquals(3, expected.size());
    String lastNote = data.get("progress").get("notes").get(4).get(1).asText();
    assertEquals("assignment read: v1 v2 ¬v3 (a variable with no selected literal is false); it"
        + " satisfies the formula", lastNote);
    assertEquals(WitnessMaps.backward(inst, cert).toString(), reading.assignment().toString());
    assertTrue(page.contains("<h2 id=\"heading\">assignment read by the backward map"));
  }

  @Test
  void anInvalidCertificateIsReplayedUpToItsIllegalMove() throws Exception {
    Game g = GameText.read(Path.of("samples/small.spider"));
    List<Move> moves = Drawn.moves("m 1 1 3\nm 1 2 2\n");
    byte[] bytes = Drawn.render(html, Drawn.withCertificate(g, Annotation.plain(g), moves, 0,
        Arrangement.DEFAULT));
    JsonNode data = data(Drawn.xml(bytes));
    assertEquals(1, data.get("moves").size());
    assertEquals("invalid", data.get("verdictKind").asText());
    assertTrue(data.get("verdict").asText().startsWith("INVALID at move 2: m 1 2 2: "));
    assertTrue(data.get("progress").isNull());
  }

  @Test
  void aGameWithoutCertificateIsDrawnWithoutControls() throws Exception {
    Game g = GameText.read(Path.of("samples/two-suits.spider"));
    byte[] bytes = Drawn.render(html, Picture.of(g, Annotation.plain(g)));
    String page = new String(bytes, StandardCharsets.UTF_8);
    JsonNode data = data(Drawn.xml(bytes));
    assertFalse(data.get("replay").asBoolean());
    assertFalse(page.contains("id=\"controls\""));
    assertEquals(2, data.get("stock").size());
    assertEquals(HtmlRenderer.code(Card.down(6, 1), 2), data.get("piles").get(0).get(0).asLong(),
        "the file as it is: face-down cards stay face down without a certificate");
    assertSelfContained(page);
  }

  @Test
  void refusesGamesTooLargeToReplayInAPage() {
    Game.Builder b = Game.builder(20_001, 1);
    Card[] cards = new Card[20_001];
    for (int i = 0; i < cards.length; i++) {
      cards[i] = Card.of(20_001 - i, 1);
    }
    Game g = b.pile(cards).build();
    assertTrue(html.refuse(Picture.of(g, Annotation.plain(g))).orElseThrow()
        .contains("at most 20000 cards"));
    assertEquals(Optional.empty(), html.refuse(Picture.of(Drawn.thesis().game(),
        Annotation.plain(Drawn.thesis().game()))));
  }
}
