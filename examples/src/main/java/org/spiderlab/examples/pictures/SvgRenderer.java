package org.spiderlab.examples.pictures;

import java.io.OutputStream;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;

/**
 * The SVG picture (SVG 1.1, one file, no scripts): title, position, legend, every pile as a
 * column of cards with its label, the stock deal by deal. Written as a stream in one pass over
 * the cards, so a reduction of 100,000 variables (about 15 million cards) never builds a
 * document in memory. Each card is a {@code <use>} of its area's card shape (the fill is the
 * area's colour; a face-down card's shape is hatched) plus a {@code <text>} with its label; each
 * column is a {@code <g class="pile">} with {@code data-pile} (1-based), for the columns of a
 * folded pile {@code data-first} (the 1-based number of its first card), and a {@code <title>}
 * giving the pile's role.
 */
public final class SvgRenderer implements Renderer {
  static final String FONT = "DejaVu Sans, Verdana, Arial, sans-serif";

  // the fragments of a card, encoded once
  private static final byte[] USE_UP = TextSink.utf8("<use xlink:href=\"#c");
  private static final byte[] USE_DOWN = TextSink.utf8("<use xlink:href=\"#d");
  private static final byte[] Y = TextSink.utf8("\" y=\"");
  private static final byte[] TEXT = TextSink.utf8("\"/><text y=\"");
  private static final byte[] TEXT_RED = TextSink.utf8("\"/><text class=\"r\" y=\"");
  private static final byte[] OPEN = TextSink.utf8("\">");
  private static final byte[] CLOSE = TextSink.utf8("</text>\n");
  private static final byte[][] SYMBOLS = {TextSink.utf8(CardFace.symbol(1)),
      TextSink.utf8(CardFace.symbol(2)), TextSink.utf8(CardFace.symbol(3)),
      TextSink.utf8(CardFace.symbol(4))};

  @Override
  public String extension() {
    return "svg";
  }

  @Override
  public void render(Picture picture, OutputStream stream) {
    Sheet sheet = new Sheet(picture);
    TextSink out = new TextSink(stream);
    Annotation ann = picture.annotation();
    List<AreaStyle> styles = ann.styles();
    out.text("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .text("<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        .text("xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"")
        .num(sheet.width).text("\" height=\"").num(sheet.height).text("\" viewBox=\"0 0 ")
        .num(sheet.width).ch(' ').num(sheet.height).text("\" font-family=\"").text(FONT)
        .text("\" font-size=\"10\">\n<title>").text(Markup.xml(sheet.lines.get(0)))
        .text("</title>\n<desc>");
    for (int i = 1; i < sheet.lines.size(); i++) {
      out.text(Markup.xml(sheet.lines.get(i))).ch('\n');
    }
    out.text("</desc>\n<style>.t{font-size:14px;font-weight:bold}.n{font-weight:bold}")
        .text(".l{font-size:9px;fill:#444}.r{fill:#C62828}.src .n{fill:#D50000}")
        .text(".hl{fill:none;stroke:#D50000;stroke-width:2}")
        .text(".e{fill:none;stroke:#999;stroke-dasharray:3 2}</style>\n<defs>\n")
        .text("<pattern id=\"hatch\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\"")
        .text(" patternTransform=\"rotate(45)\"><rect width=\"1.6\" height=\"5\"")
        .text(" fill=\"#000\" fill-opacity=\"0.3\"/></pattern>\n");
    for (int s = 0; s < styles.size(); s++) {
      out.text("<rect id=\"c").num(s).text("\" x=\"-").num(Sheet.TEXT_X).text("\" width=\"")
          .num(sheet.cardW).text("\" height=\"").num(Sheet.CARD_H).text("\" rx=\"3\" fill=\"")
          .text(styles.get(s).fill()).text("\" stroke=\"#555\" stroke-width=\"0.8\"/>\n");
      out.text("<g id=\"d").num(s).text("\"><use xlink:href=\"#c").num(s)
          .text("\"/><rect x=\"-").num(Sheet.TEXT_X).text("\" width=\"").num(sheet.cardW)
          .text("\" height=\"").num(Sheet.CARD_H)
          .text("\" rx=\"3\" fill=\"url(#hatch)\"/></g>\n");
    }
    out.text("</defs>\n<rect width=\"100%\" height=\"100%\" fill=\"#FFFFFF\"/>\n");
    head(sheet, styles, out);
    sheet.forEachColumn((pile, from, count, x, y) -> column(sheet, ann, pile, from, count, x, y,
        out));
    stock(sheet, out);
    out.text("</svg>\n");
    out.flush();
  }

  private static void head(Sheet sheet, List<AreaStyle> styles, TextSink out) {
    long y = Sheet.MARGIN + 14;
    out.text("<g class=\"head\">\n<text class=\"t\" x=\"").num(Sheet.MARGIN).text("\" y=\"")
        .num(y).text("\">").text(Markup.xml(sheet.lines.get(0))).text("</text>\n");
    y += Sheet.TITLE - 14 + 12;
    for (int i = 1; i < sheet.lines.size(); i++, y += Sheet.LINE) {
      out.text("<text x=\"").num(Sheet.MARGIN).text("\" y=\"").num(y).text("\" font-size=\"11\">")
          .text(Markup.xml(sheet.lines.get(i))).text("</text>\n");
    }
    long ly = sheet.legendTop;
    for (int s = 0; s < styles.size(); s++, ly += Sheet.LINE) {
      out.text("<rect class=\"legend\" data-style=\"").num(s).text("\" x=\"").num(Sheet.MARGIN)
          .text("\" y=\"").num(ly).text("\" width=\"12\" height=\"12\" fill=\"")
          .text(styles.get(s).fill()).text("\" stroke=\"#555\" stroke-width=\"0.8\"/><text x=\"")
          .num(Sheet.MARGIN + 18).text("\" y=\"").num(ly + 10).text("\" font-size=\"11\">")
          .text(Markup.xml(styles.get(s).legend())).text("</text>\n");
    }
    out.text("</g>\n");
  }

  private static void column(Sheet sheet, Annotation ann, int pile, int from, int count, long x,
      long y, TextSink out) {
    Scene scene = sheet.scene;
    Game g = sheet.position;
    out.text("<g class=\"pile").text(pile == scene.source() && from == 0 ? " src" : "")
        .text("\" data-pile=\"").num(pile + 1);
    if (from > 0 || count < g.pileSize(pile)) {
      out.text("\" data-first=\"").num(from + 1);
    }
    out.text("\" transform=\"translate(").num(x + Sheet.TEXT_X).ch(',').num(y).text(")\"><title>")
        .text("pile ").num(pile + 1);
    String role = ann.pileRole(pile);
    if (!role.isEmpty()) {
      out.text(": ").text(Markup.xml(role));
    }
    if (from > 0 || count < g.pileSize(pile)) {
      out.text(", cards ").num(from + 1).text("..").num(from + count);
    }
    out.text("</title><text class=\"n\" y=\"12\">").num(pile + 1).text("</text>");
    List<String> label = from == 0 ? ann.pileLabel(pile)
        : List.of("cont.", (from + 1) + "-" + (from + count));
    for (int i = 0; i < label.size() && i < 2; i++) {
      out.text("<text class=\"l\" y=\"").num(24 + 10 * i).text("\">")
          .text(Markup.xml(label.get(i))).text("</text>");
    }
    out.ch('\n');
    if (count == 0) {
      out.text("<rect class=\"e\" x=\"-").num(Sheet.TEXT_X).text("\" y=\"").num(Sheet.HEAD)
          .text("\" width=\"").num(sheet.cardW).text("\" height=\"").num(Sheet.CARD_H)
          .text("\" rx=\"3\"/>\n");
    }
    for (int j = 0; j < count; j++) {
      long code = g.codeAt(pile, from + j);
      int rank = CardCode.rank(code);
      int suit = CardCode.suit(code);
      boolean down = CardCode.isDown(code);
      long cy = Sheet.cardY(j);
      out.bytes(down ? USE_DOWN : USE_UP).num(ann.styleOf(rank)).bytes(Y).num(cy)
          .bytes(CardFace.isRed(suit) ? TEXT_RED : TEXT).num(cy + 11).bytes(OPEN);
      label(rank, suit, down, out).bytes(CLOSE);
    }
    int moved = scene.movedFrom(pile);
    int lo = Math.max(moved, from);
    int hi = from + count;
    if (lo < hi) {
      long top = Sheet.cardY(lo - from);
      out.text("<rect class=\"hl\" x=\"-").num(Sheet.TEXT_X).text("\" y=\"").num(top)
          .text("\" width=\"").num(sheet.cardW).text("\" height=\"")
          .num(Sheet.cardY(hi - 1 - from) + Sheet.CARD_H - top).text("\" rx=\"3\"/>\n");
    }
    out.text("</g>\n");
  }

  private static TextSink label(int rank, int suit, boolean down, TextSink out) {
    if (down) {
      out.ch('[');
    }
    out.num(rank);
    if (suit <= SYMBOLS.length) {
      out.bytes(SYMBOLS[suit - 1]);
    } else {
      out.ch(':').num(suit);
    }
    return down ? out.ch(']') : out;
  }

  private static void stock(Sheet sheet, TextSink out) {
    Game g = sheet.position;
    long y = sheet.stockTop + 12;
    out.text("<g class=\"stock\">\n<text x=\"").num(Sheet.MARGIN).text("\" y=\"").num(y)
        .text("\" font-size=\"11\">");
    int deals = g.dealCount();
    if (deals == 0) {
      out.text("stock: empty</text>\n</g>\n");
      return;
    }
    out.text("stock: ").num(deals).text(deals == 1 ? " deal" : " deals")
        .text(" (the first is dealt first; card j goes onto pile j)</text>\n");
    int c = sheet.arrangement.columns();
    Annotation ann = sheet.picture.annotation();
    for (int d = 0; d < deals; d++) {
      y += Sheet.LINE;
      out.text("<g class=\"deal\" data-deal=\"").num(d + 1).text("\"><text x=\"")
          .num(Sheet.MARGIN).text("\" y=\"").num(y).text("\" font-size=\"10\">deal ").num(d + 1)
          .text("</text>\n");
      List<Card> deal = g.deal(d);
      for (int j = 0; j < deal.size(); j++) {
        Card card = deal.get(j);
        long x = sheet.columnX(j);
        long top = y + 4 + (long) (j / c) * (Sheet.MINI_H + 4);
        out.text("<rect x=\"").num(x).text("\" y=\"").num(top).text("\" width=\"")
            .num(sheet.cardW).text("\" height=\"").num(Sheet.MINI_H).text("\" rx=\"3\" fill=\"")
            .text(ann.styles().get(ann.styleOf(card.rank())).fill())
            .text("\" stroke=\"#555\" stroke-width=\"0.8\"/><text")
            .text(CardFace.isRed(card.suit()) ? " class=\"r\"" : "").text(" x=\"")
            .num(x + Sheet.TEXT_X).text("\" y=\"").num(top + 13).text("\">");
        label(card.rank(), card.suit(), card.faceDown(), out).text("</text>\n");
      }
      y += (long) sheet.dealRows * (Sheet.MINI_H + 4);
      out.text("</g>\n");
    }
    out.text("</g>\n");
  }
}
