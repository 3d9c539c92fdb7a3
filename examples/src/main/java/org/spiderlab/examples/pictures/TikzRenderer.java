package org.spiderlab.examples.pictures;

import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * The TikZ picture, as the thesis' figures were made: a LaTeX document (class {@code article},
 * page sized to the picture with {@code geometry}) holding one {@code tikzpicture} with the same
 * content as the SVG picture ({@link Sheet}: one unit is one SVG pixel, 0.025 cm). It needs only
 * LaTeX, {@code geometry} and TikZ (Debian: {@code texlive-latex-base} and {@code
 * texlive-pictures}); the colour definitions and the {@code tikzpicture} can be copied into a
 * paper. Each pile's column starts with a comment {@code % pile P (role), cards A..B}; each card
 * is one {@code \filldraw} and one {@code \node}.
 */
public final class TikzRenderer implements Renderer {
  /** Centimetres per SVG pixel. */
  static final double CM_PER_UNIT = 0.025;
  /** The largest page side TeX and PDF viewers take, in centimetres (PDF: 200 inches). */
  static final double MAX_CM = 500;

  @Override
  public String extension() {
    return "tex";
  }

  @Override
  public Optional<String> refuse(Picture picture) {
    Sheet sheet = new Sheet(picture);
    double w = sheet.width * CM_PER_UNIT;
    double h = sheet.height * CM_PER_UNIT;
    if (w > MAX_CM || h > MAX_CM) {
      return Optional.of(String.format(java.util.Locale.ROOT, "the TikZ picture would be %.0f x"
          + " %.0f cm, more than the %.0f cm a TeX page can take; draw fewer columns per row"
          + " (--columns), fold long piles (--fold N), or draw SVG", w, h, MAX_CM));
    }
    return Optional.empty();
  }

  @Override
  public void render(Picture picture, OutputStream stream) {
    Sheet sheet = new Sheet(picture);
    TextSink out = new TextSink(stream);
    Annotation ann = picture.annotation();
    List<AreaStyle> styles = ann.styles();
    out.text("% ").text(oneLine(sheet.lines.get(0))).text("\n% Drawn by spiderlab draw;")
        .text(" compile with pdflatex (needs LaTeX, geometry and TikZ).\n")
        .text("\\documentclass{article}\n\\usepackage[paperwidth=")
        .hundredths(Math.round(sheet.width * CM_PER_UNIT * 100) + 10)
        .text("cm,paperheight=").hundredths(Math.round(sheet.height * CM_PER_UNIT * 100) + 10)
        .text("cm,margin=0cm]{geometry}\n\\usepackage{tikz}\n\\usetikzlibrary{patterns}\n")
        .text("\\pagestyle{empty}\n\\setlength{\\parindent}{0pt}\n");
    out.text("% the areas' colours (legend)\n");
    for (int s = 0; s < styles.size(); s++) {
      out.text("\\definecolor{s").num(s).text("}{HTML}{").text(styles.get(s).fill().substring(1))
          .text("} % ").text(oneLine(styles.get(s).legend())).ch('\n');
    }
    out.text("\\begin{document}\n% ---- the picture: copy from here, with the colours above\n")
        .text("\\begin{tikzpicture}[x=0.025cm,y=-0.025cm,\n")
        .text("  card/.style={draw=black!65,line width=0.3pt,rounded corners=1pt},\n")
        .text("  down/.style={pattern=north east lines,pattern color=black!45},\n")
        .text("  lbl/.style={anchor=base west,inner sep=0pt,font=\\scriptsize},\n")
        .text("  pl/.style={anchor=base west,inner sep=0pt,font=\\tiny,text=black!75},\n")
        .text("  hl/.style={draw=red!80!black,line width=1.2pt,rounded corners=1pt}]\n");
    out.text("\\path (0,0) rectangle (").num(sheet.width).ch(',').num(sheet.height).text(");\n");
    long y = Sheet.MARGIN + 14;
    out.text("\\node[anchor=base west,inner sep=0pt,font=\\normalsize\\bfseries] at (")
        .num(Sheet.MARGIN).ch(',').num(y).text(") {").text(Markup.tex(sheet.lines.get(0)))
        .text("};\n");
    y += Sheet.TITLE - 14 + 12;
    for (int i = 1; i < sheet.lines.size(); i++, y += Sheet.LINE) {
      out.text("\\node[anchor=base west,inner sep=0pt,font=\\footnotesize] at (")
          .num(Sheet.MARGIN).ch(',').num(y).text(") {").text(Markup.tex(sheet.lines.get(i)))
          .text("};\n");
    }
    long ly = sheet.legendTop;
    for (int s = 0; s < styles.size(); s++, ly += Sheet.LINE) {
      out.text("\\filldraw[card,fill=s").num(s).text("] (").num(Sheet.MARGIN).ch(',').num(ly)
          .text(") rectangle +(12,12); \\node[anchor=base west,inner sep=0pt,font=\\footnotesize]")
          .text(" at (").num(Sheet.MARGIN + 18).ch(',').num(ly + 10).text(") {")
          .text(Markup.tex(styles.get(s).legend())).text("};\n");
    }
    sheet.forEachColumn((pile, from, count, x, top) -> column(sheet, ann, pile, from, count, x,
        top, out));
    stock(sheet, out);
    out.text("\\end{tikzpicture}\n% ---- to here\n\\end{document}\n");
    out.flush();
  }

  private static String oneLine(String s) {
    return s.replace('\n', ' ');
  }

  private static void column(Sheet sheet, Annotation ann, int pile, int from, int count, long x,
      long top, TextSink out) {
    Game g = sheet.position;
    Scene scene = sheet.scene;
    String role = ann.pileRole(pile);
    out.text("% pile ").num(pile + 1).text(role.isEmpty() ? "" : " (" + oneLine(role) + ")")
        .text(", cards ").num(from + 1).text("..").num(from + count).ch('\n');
    long tx = x + Sheet.TEXT_X;
    out.text("\\node[anchor=base west,inner sep=0pt,font=\\scriptsize\\bfseries")
        .text(pile == scene.source() && from == 0 ? ",text=red!80!black" : "").text("] at (")
        .num(tx).ch(',').num(top + 12).text(") {").num(pile + 1).text("};\n");
    List<String> label = from == 0 ? ann.pileLabel(pile)
        : List.of("cont.", (from + 1) + "--" + (from + count));
    for (int i = 0; i < label.size() && i < 2; i++) {
      out.text("\\node[pl] at (").num(tx).ch(',').num(top + 24 + 10 * i).text(") {")
          .text(i == 1 && from > 0 ? label.get(i) : Markup.tex(label.get(i))).text("};\n");
    }
    if (count == 0) {
      out.text("\\draw[card,dashed,black!40] (").num(x).ch(',').num(top + Sheet.HEAD)
          .text(") rectangle +(").num(sheet.cardW).ch(',').num(Sheet.CARD_H).text(");\n");
    }
    for (int j = 0; j < count; j++) {
      Card c = g.card(pile, from + j);
      long cy = top + Sheet.cardY(j);
      card(out, c, ann.styleOf(c.rank()), x, cy, sheet.cardW, Sheet.CARD_H, 11);
    }
    int lo = Math.max(scene.movedFrom(pile), from);
    int hi = from + count;
    if (lo < hi) {
      long y0 = top + Sheet.cardY(lo - from);
      out.text("\\draw[hl] (").num(x).ch(',').num(y0).text(") rectangle +(").num(sheet.cardW)
          .ch(',').num(top + Sheet.cardY(hi - 1 - from) + Sheet.CARD_H - y0).text(");\n");
    }
  }

  private static void card(TextSink out, Card c, int style, long x, long y, int w, int h,
      int baseline) {
    out.text("\\filldraw[card,fill=s").num(style).text("] (").num(x).ch(',').num(y)
        .text(") rectangle +(").num(w).ch(',').num(h).text(");");
    if (c.faceDown()) {
      out.text(" \\fill[down] (").num(x).ch(',').num(y).text(") rectangle +(").num(w).ch(',')
          .num(h).text(");");
    }
    out.text(" \\node[lbl").text(CardFace.isRed(c.suit()) ? ",text=red!75!black" : "")
        .text("] at (").num(x + Sheet.TEXT_X).ch(',').num(y + baseline).text(") {")
        .text(c.faceDown() ? "[" : "").num(c.rank());
    String sym = CardFace.symbol(c.suit());
    out.text(sym != null ? Markup.tex(sym) : ":" + c.suit()).text(c.faceDown() ? "]" : "")
        .text("};\n");
  }

  private static void stock(Sheet sheet, TextSink out) {
    Game g = sheet.position;
    long y = sheet.stockTop + 12;
    int deals = g.dealCount();
    out.text("% stock\n\\node[anchor=base west,inner sep=0pt,font=\\footnotesize] at (")
        .num(Sheet.MARGIN).ch(',').num(y).text(") {").text(deals == 0 ? "stock: empty"
            : "stock: " + deals + (deals == 1 ? " deal" : " deals")
                + " (the first is dealt first; card j goes onto pile j)").text("};\n");
    int c = sheet.arrangement.columns();
    Annotation ann = sheet.picture.annotation();
    for (int d = 0; d < deals; d++) {
      y += Sheet.LINE;
      out.text("% deal ").num(d + 1).text("\n\\node[pl] at (").num(Sheet.MARGIN).ch(',').num(y)
          .text(") {deal ").num(d + 1).text("};\n");
      List<Card> deal = g.deal(d);
      for (int j = 0; j < deal.size(); j++) {
        Card card = deal.get(j);
        long top = y + 4 + (long) (j / c) * (Sheet.MINI_H + 4);
        card(out, card, ann.styleOf(card.rank()), sheet.columnX(j), top, sheet.cardW,
            Sheet.MINI_H, 13);
      }
      y += (long) sheet.dealRows * (Sheet.MINI_H + 4);
    }
  }
}
