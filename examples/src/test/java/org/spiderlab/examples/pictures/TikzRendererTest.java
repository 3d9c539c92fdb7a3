package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.GameText;
import org.spiderlab.reductions.threesat.ReducedInstance;

/**
 * The TikZ picture: every card once and in order, colours by the layout's areas, and the file
 * compiles with pdflatex to one page where LaTeX with TikZ is installed (skipped otherwise).
 */
class TikzRendererTest {
  private static final Pattern PILE = Pattern.compile("^% pile (\\d+)(?: \\(.*\\))?, cards"
      + " (\\d+)\\.\\.(\\d+)$");
  private static final Pattern CARD = Pattern.compile("^\\\\filldraw\\[card,fill=s(\\d+)\\] .*"
      + "\\\\node\\[lbl[^\\]]*\\] at \\([-\\d]+,[-\\d]+\\) \\{(.*)\\};$");
  private static final Pattern COLOUR = Pattern.compile("^\\\\definecolor\\{s(\\d+)\\}\\{HTML\\}"
      + "\\{([0-9A-F]{6})\\} % (.*)$");

  private final TikzRenderer tikz = new TikzRenderer();

  /** The tableau cards of a TikZ picture, read from its pile comments and card lines. */
  static List<Drawn.Card> cards(String tex) {
    List<Drawn.Card> out = new ArrayList<>();
    int pile = -1;
    int index = 0;
    boolean inStock = false;
    for (String line : tex.split("\n")) {
      Matcher pm = PILE.matcher(line);
      if (pm.matches()) {
        pile = Integer.parseInt(pm.group(1)) - 1;
        index = Integer.parseInt(pm.group(2)) - 1;
        continue;
      }
      if (line.equals("% stock")) {
        inStock = true;
      }
      Matcher cm = CARD.matcher(line);
      if (cm.matches() && !inStock) {
        out.add(new Drawn.Card(pile, index++, untex(cm.group(2)), Integer.parseInt(cm.group(1))));
      }
    }
    return out;
  }

  private static String untex(String s) {
    return s.replace("\\ensuremath{\\spadesuit}", "♠").replace("\\ensuremath{\\heartsuit}", "♥")
        .replace("\\ensuremath{\\clubsuit}", "♣").replace("\\ensuremath{\\diamondsuit}", "♦");
  }

  @Test
  void theThesisExampleHasEveryCardOnceColouredByItsArea() {
    ReducedInstance inst = Drawn.thesis();
    String tex = new String(Drawn.render(tikz, Picture.of(inst.game(),
        new ThreeSatAnnotation(inst))), StandardCharsets.UTF_8);
    List<Drawn.Card> cards = cards(tex);
    Drawn.assertTableau(inst.game(), cards);
    Map<Integer, String> legend = new HashMap<>();
    Map<Integer, String> fills = new HashMap<>();
    for (String line : tex.split("\n")) {
      Matcher m = COLOUR.matcher(line);
      if (m.matches()) {
        legend.put(Integer.parseInt(m.group(1)), m.group(3));
        fills.put(Integer.parseInt(m.group(1)), "#" + m.group(2));
      }
    }
    List<AreaStyle> styles = new ThreeSatAnnotation(inst).styles();
    assertEquals(styles.size(), fills.size());
    for (Drawn.Card c : cards) {
      int rank = CardCode.rank(inst.game().codeAt(c.pile(), c.index()));
      String name = Drawn.expectedLegend(inst.layout(), rank);
      assertTrue(Drawn.names(legend.get(c.style()), name), "rank " + rank + ": " + name);
      assertEquals(styles.get(c.style()).fill(), fills.get(c.style()));
    }
    assertTrue(tex.contains("% pile 23 (big stack), cards 1..64"));
    assertTrue(tex.contains("(thesis 4.2.1) of (v1 \\ensuremath{\\vee} v2"), "the title in TeX");
  }

  @Test
  void foldsFaceDownCardsAndTheStockMatchTheGame() throws IOException {
    Game g = GameText.read(Path.of("samples/two-suits.spider"));
    String tex = new String(Drawn.render(tikz, new Picture(g, Annotation.plain(g),
        Optional.empty(), 0, new Arrangement(3, 2))), StandardCharsets.UTF_8);
    Drawn.assertTableau(g, cards(tex));
    assertTrue(tex.contains("\\fill[down]"), "face-down cards are hatched");
    assertTrue(tex.contains("% deal 2"));
    assertTrue(tex.contains("is folded"));
  }

  @Test
  void refusesAPictureTooLargeForATexPage() {
    Game.Builder b = Game.builder(2000, 1);
    org.spiderlab.core.Card[] pile = new org.spiderlab.core.Card[2000];
    for (int i = 0; i < pile.length; i++) {
      pile[i] = org.spiderlab.core.Card.of(2000 - i, 1);
    }
    Game g = b.pile(pile).build();
    Picture unfolded = new Picture(g, Annotation.plain(g), Optional.empty(), 0,
        new Arrangement(32, 0));
    assertTrue(tikz.refuse(unfolded).orElseThrow().contains("more than the 500 cm"));
    Picture folded = new Picture(g, Annotation.plain(g), Optional.empty(), 0,
        new Arrangement(32, 100));
    assertEquals(Optional.empty(), tikz.refuse(folded));
  }

  static boolean texWithTikz() {
    try {
      Process p = new ProcessBuilder("kpsewhich", "tikz.sty").redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 && out.contains("tikz.sty")
          && new ProcessBuilder("pdflatex", "--version").start().waitFor() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  static void assertCompiles(Path dir, String name, byte[] tex) throws Exception {
    Files.write(dir.resolve(name + ".tex"), tex);
    Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error",
        name + ".tex").directory(dir.toFile()).redirectErrorStream(true).start();
    String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "pdflatex took over 2 minutes");
    assertEquals(0, p.exitValue(), log);
    assertTrue(log.contains("Output written on " + name + ".pdf (1 page"), log);
  }

  @Test
  void compilesWithPdflatex(@TempDir Path dir) throws Exception {
    assumeTrue(texWithTikz(), "pdflatex with TikZ is not installed, so the TikZ pictures are not"
        + " compiled (Debian: apt-get install -y texlive-latex-base texlive-pictures)");
    ReducedInstance inst = Drawn.thesis();
    ThreeSatAnnotation ann = new ThreeSatAnnotation(inst);
    List<Move> cert = Drawn.thesisCertificate(inst);
    assertCompiles(dir, "thesis", Drawn.render(tikz, Drawn.withCertificate(inst.game(), ann,
        cert, 30, Arrangement.DEFAULT)));
    Game g = GameText.read(Path.of("samples/two-suits.spider"));
    assertCompiles(dir, "twosuits", Drawn.render(tikz, new Picture(g, Annotation.plain(g),
        Optional.empty(), 0, new Arrangement(3, 2))));
  }
}
