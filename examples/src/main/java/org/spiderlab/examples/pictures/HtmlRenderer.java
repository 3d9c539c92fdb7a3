package org.spiderlab.examples.pictures;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Board;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.verifier.Verdict;

/**
 * The HTML replay: one self-contained page (no network, no external script or font; polyglot
 * XHTML, so XML tools read it too) that shows the game with its areas coloured and plays a
 * certificate: step forward and back, play, jump to move K, the current move highlighted, the
 * verifier's verdict after the last move, and, for a reduced game, the assignment the backward
 * map has read so far.
 *
 * <p>What is embedded: the start position (the verifier's board), the legal moves as certificate
 * text, and after each move the sizes the verifier's board has for the piles it touched (a move:
 * source and target; a clear: source and runs cleared; a deal: deals left and pile 1). A small
 * script plays the moves and compares every move with those sizes, so the page carries
 * {@code O(cards + moves)} data instead of every position; the browser test checks the drawn
 * board against the verifier's board after every move.
 */
public final class HtmlRenderer implements Renderer {
  /** The most cards a page replays (the script redraws every card at each step). */
  public static final long MAX_CARDS = 20_000;

  @Override
  public String extension() {
    return "html";
  }

  @Override
  public Optional<String> refuse(Picture picture) {
    long cards = picture.game().cardCount();
    if (cards > MAX_CARDS) {
      return Optional.of("an HTML replay draws at most " + MAX_CARDS + " cards, this game has "
          + cards + "; draw SVG (.svg) instead");
    }
    return Optional.empty();
  }

  @Override
  public void render(Picture picture, OutputStream stream) {
    TextSink out = new TextSink(stream);
    Annotation ann = picture.annotation();
    Scene startScene = picture.replay().isPresent()
        ? new Picture(picture.game(), ann, picture.replay(), 0, picture.arrangement()).scene()
        : picture.scene();
    Sheet sheet = new Sheet(picture, startScene);
    List<AreaStyle> styles = ann.styles();
    out.text("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n")
        .text("<head>\n<meta charset=\"utf-8\"/>\n<title>").text(Markup.xml(sheet.lines.get(0)))
        .text("</title>\n<link rel=\"icon\" href=\"data:,\"/>\n<style>\n")
        .text(resource("replay.css"));
    for (int s = 0; s < styles.size(); s++) {
      out.text("svg .s").num(s).text("{fill:").text(styles.get(s).fill()).text("}\n");
    }
    out.text("</style>\n</head>\n<body>\n<h1>").text(Markup.xml(sheet.lines.get(0)))
        .text("</h1>\n");
    out.text("<p class=\"line\">game: ").text(Markup.xml(picture.game().toString()));
    picture.replay().ifPresent(r -> out.text("; certificate ").text(Markup.xml(r.name()))
        .text(": ").num(r.steps()).text(" moves the verifier found legal"));
    out.text("</p>\n");
    for (String line : sheet.lines) {
      if (line.startsWith("Each column") || line.startsWith("A pile of more")) {
        out.text("<p class=\"line\">").text(Markup.xml(line.replace("the last move's cards",
            "the cards the current move put down"))).text("</p>\n");
      }
    }
    out.text("<div id=\"legend\">");
    for (AreaStyle s : styles) {
      out.text("<span><span class=\"sw\" style=\"background:").text(s.fill())
          .text("\"></span>").text(Markup.xml(s.legend())).text("</span>");
    }
    out.text("</div>\n");
    boolean replay = picture.replay().isPresent();
    if (replay) {
      out.text("<div id=\"controls\"><button id=\"first\" title=\"start (Home)\">|&lt;</button>")
          .text("<button id=\"back\" title=\"one move back (left arrow)\">&lt;</button>")
          .text("<button id=\"play\">play</button>")
          .text("<button id=\"forward\" title=\"one move forward (right arrow)\">&gt;</button>")
          .text("<button id=\"last\" title=\"the end (End)\">&gt;|</button>")
          .text("<input id=\"slider\" type=\"range\" min=\"0\" max=\"0\" value=\"0\"/>")
          .text("<label>move <input id=\"jump\" type=\"number\" min=\"0\" value=\"0\"/></label>")
          .text("<button id=\"go\">go</button>")
          .text("<label>speed <select id=\"speed\"><option value=\"1\">1</option>")
          .text("<option value=\"2\" selected=\"selected\">2</option>")
          .text("<option value=\"5\">5</option>")
          .text("<option value=\"20\">20</option></select> moves/s</label></div>\n")
          .text("<div id=\"status\"></div>\n<div id=\"verdict\"></div>\n")
          .text("<div id=\"check\" class=\"check\"></div>\n");
    }
    out.text("<div id=\"main\">\n<div id=\"board\"></div>\n");
    if (replay) {
      out.text("<div id=\"side\">\n");
      if (picture.replay().get().progress().isPresent()) {
        out.text("<h2 id=\"heading\">")
            .text(Markup.xml(picture.replay().get().progress().get().heading()))
            .text("</h2>\n<div id=\"slots\"></div>\n<ol id=\"notes\"></ol>\n");
      }
      out.text("<h2>certificate ").text(Markup.xml(picture.replay().get().name()))
          .text("</h2>\n<ol id=\"moves\"></ol>\n</div>\n");
    }
    out.text("</div>\n<script type=\"application/json\" id=\"spiderlab-data\">");
    data(picture, startScene, sheet, out);
    out.text("</script>\n<script>//<![CDATA[\n").text(resource("replay.js"))
        .text("//]]></script>\n</body>\n</html>\n");
    out.flush();
  }

  /** The page's data: JSON with {@code <}, {@code >} and {@code &} escaped. */
  private static void data(Picture picture, Scene start, Sheet sheet, TextSink out) {
    Game g = start.position();
    Annotation ann = picture.annotation();
    int suits = g.suits();
    out.text("{\"suits\":").num(suits).text(",\"maxRank\":").num(g.maxRank()).text(",\"piles\":[");
    for (int p = 0; p < g.pileCount(); p++) {
      out.text(p > 0 ? ",[" : "[");
      for (int j = 0; j < g.pileSize(p); j++) {
        if (j > 0) {
          out.ch(',');
        }
        out.num(code(g.card(p, j), suits));
      }
      out.ch(']');
    }
    out.text("],\"stock\":[");
    for (int d = 0; d < g.dealCount(); d++) {
      out.text(d > 0 ? ",[" : "[");
      for (int j = 0; j < g.pileCount(); j++) {
        out.text(j > 0 ? "," : "").num(code(g.deal(d).get(j), suits));
      }
      out.ch(']');
    }
    out.text("],\"rankStyles\":[");
    int prev = -1;
    boolean first = true;
    for (int r = 1; r <= g.maxRank(); r++) {
      int s = ann.styleOf(r);
      if (s != prev) {
        out.text(first ? "[" : ",[").num(r).ch(',').num(s).ch(']');
        first = false;
        prev = s;
      }
    }
    out.text("],\"labels\":[");
    for (int p = 0; p < g.pileCount(); p++) {
      out.text(p > 0 ? ",[" : "[");
      List<String> l = ann.pileLabel(p);
      for (int i = 0; i < l.size() && i < 2; i++) {
        out.text(i > 0 ? "," : "").text(Markup.json(l.get(i)));
      }
      out.ch(']');
    }
    out.text("],\"roles\":[");
    for (int p = 0; p < g.pileCount(); p++) {
      out.text(p > 0 ? "," : "").text(Markup.json(ann.pileRole(p)));
    }
    out.text("],\"geometry\":{\"cardW\":").num(sheet.cardW).text(",\"cardH\":")
        .num(Sheet.CARD_H).text(",\"step\":").num(Sheet.STEP).text(",\"gap\":").num(Sheet.GAP)
        .text(",\"head\":").num(Sheet.HEAD).text(",\"margin\":").num(Sheet.MARGIN)
        .text(",\"rowGap\":").num(Sheet.ROW_GAP).text(",\"columns\":")
        .num(picture.arrangement().columns()).text(",\"fold\":").num(picture.arrangement().fold())
        .text("},\"replay\":").text(picture.replay().isPresent() ? "true" : "false");
    if (picture.replay().isPresent()) {
      moves(picture, out);
    }
    out.text("}");
  }

  private static void moves(Picture picture, TextSink out) {
    Replay r = picture.replay().get();
    out.text(",\"start\":").num(picture.step()).text(",\"moves\":[");
    for (int k = 0; k < r.steps(); k++) {
      out.text(k > 0 ? ",\"" : "\"").text(r.moves().get(k).toString()).ch('"');
    }
    out.text("],\"guards\":[");
    Board b = picture.game().toBoard();
    for (int k = 0; k < r.steps(); k++) {
      Move m = r.moves().get(k);
      b.apply(m);
      long[] guard = m instanceof Move.Transfer t
          ? new long[] {b.pileSize(t.source()), b.pileSize(t.target())}
          : m instanceof Move.Clear c ? new long[] {b.pileSize(c.source()), b.clearedRuns()}
          : new long[] {b.dealsLeft(), b.pileSize(0)};
      out.text(k > 0 ? ",[" : "[").num(guard[0]).ch(',').num(guard[1]).ch(']');
    }
    Verdict v = r.verdict();
    out.text("],\"verdict\":").text(Markup.json(v.toString())).text(",\"verdictKind\":\"")
        .text(v.isWon() ? "won" : v instanceof Verdict.Invalid ? "invalid" : "not-won")
        .text("\",\"progress\":");
    if (r.progress().isEmpty()) {
      out.text("null");
      return;
    }
    Progress p = r.progress().get();
    out.text("{\"heading\":").text(Markup.json(p.heading())).text(",\"initial\":")
        .text(Markup.json(p.initial())).text(",\"slots\":[");
    for (int i = 0; i < p.slots().size(); i++) {
      out.text(i > 0 ? "," : "").text(Markup.json(p.slots().get(i)));
    }
    out.text("],\"changes\":[");
    for (int i = 0; i < p.changes().size(); i++) {
      Progress.Change c = p.changes().get(i);
      out.text(i > 0 ? ",[" : "[").num(c.move()).ch(',').num(c.slot()).ch(',')
          .text(Markup.json(c.value())).ch(']');
    }
    out.text("],\"notes\":[");
    for (int i = 0; i < p.notes().size(); i++) {
      Progress.Note n = p.notes().get(i);
      out.text(i > 0 ? ",[" : "[").num(n.move()).ch(',').text(Markup.json(n.text())).ch(']');
    }
    out.text("]}");
  }

  /** The page's card number: {@code ((rank * suits) + suit - 1) * 2 + faceDown}. */
  static long code(Card c, int suits) {
    return ((long) c.rank() * suits + c.suit() - 1) * 2 + (c.faceDown() ? 1 : 0);
  }

  private static String resource(String name) {
    try (InputStream in = HtmlRenderer.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
