package org.spiderlab.examples.pictures;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.CardCode;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.verifier.Verdict;

/**
 * Where everything of a static picture goes (SVG and TikZ share it, in SVG pixels with the y axis
 * pointing down): the text lines at the top (title, position, conventions, the backward map's
 * reading), the legend, the piles as columns in rows of at most {@link Arrangement#columns()}
 * columns (a pile is a column, its bottom card at the top and its playable top card last, each
 * card overlapping the one below it by all but a strip with its label, as in the thesis'
 * figures), and the stock deal by deal. Built in one pass over the pile sizes; the columns are
 * visited in a second pass, so a picture of millions of cards needs memory only per row.
 */
final class Sheet {
  static final int MARGIN = 16;
  static final int STEP = 15;
  static final int CARD_H = 50;
  static final int GAP = 6;
  static final int HEAD = 38;
  static final int ROW_GAP = 16;
  static final int LINE = 16;
  static final int TITLE = 22;
  static final int MINI_H = 18;
  static final int TEXT_X = 3;

  /** One column: cards {@code from .. from+count-1} of {@code pile} at {@code (x, y)}. */
  interface ColumnVisitor {
    void column(int pile, int from, int count, long x, long y);
  }

  final Picture picture;
  final Scene scene;
  final Game position;
  final Arrangement arrangement;
  final List<String> lines;
  final boolean anyDown;
  final boolean folded;
  final int cardW;
  final int pitch;
  final long legendTop;
  final long[] rowTop;
  final long stockTop;
  final int dealRows;
  final long width;
  final long height;

  Sheet(Picture picture) {
    this(picture, picture.scene());
  }

  Sheet(Picture picture, Scene scene) {
    this.picture = picture;
    this.scene = scene;
    this.position = scene.position();
    this.arrangement = picture.arrangement();
    int p = position.pileCount();
    boolean down = false;
    long columns = 0;
    for (int i = 0; i < p; i++) {
      int size = position.pileSize(i);
      columns += arrangement.columnsOf(size);
      for (int j = 0; j < size && !down; j++) {
        down = CardCode.isDown(position.codeAt(i, j));
      }
    }
    this.anyDown = down;
    this.folded = columns > p;
    int c = arrangement.columns();
    int rows = (int) ((columns + c - 1) / c);
    long[] rowHeight = new long[rows];
    long col = 0;
    for (int i = 0; i < p; i++) {
      int size = position.pileSize(i);
      int per = arrangement.cardsPerColumn(size);
      for (int from = 0; from < size || from == 0; from += per) {
        int count = Math.min(per, size - from);
        long h = HEAD + (count <= 1 ? CARD_H : (long) (count - 1) * STEP + CARD_H);
        int row = (int) (col / c);
        rowHeight[row] = Math.max(rowHeight[row], h);
        col++;
        if (size == 0) {
          break;
        }
      }
    }
    int chars = digits(position.maxRank()) + (position.suits() <= 4 ? 1
        : 1 + digits(position.suits())) + (anyDown ? 2 : 0);
    this.cardW = Math.max(40, 8 + 7 * chars);
    this.pitch = cardW + GAP;
    this.lines = lines(picture, scene, folded, anyDown);
    List<AreaStyle> styles = picture.annotation().styles();
    this.legendTop = MARGIN + TITLE + (long) (lines.size() - 1) * LINE + 8;
    long y = legendTop + (long) styles.size() * LINE + 10;
    this.rowTop = new long[rows];
    for (int r = 0; r < rows; r++) {
      rowTop[r] = y;
      y += rowHeight[r] + ROW_GAP;
    }
    this.stockTop = y;
    this.dealRows = (p + c - 1) / c;
    long stockHeight = LINE + (long) position.dealCount() * (LINE + dealRows * (MINI_H + 4L));
    this.height = stockTop + stockHeight + MARGIN;
    long textChars = 0;
    for (String s : lines) {
      textChars = Math.max(textChars, s.length());
    }
    for (AreaStyle s : styles) {
      textChars = Math.max(textChars, s.legend().length() + 4);
    }
    long board = Math.min(c, Math.max(columns, p > 0 ? 1 : 0)) * (long) pitch - GAP;
    this.width = 2L * MARGIN + Math.max(board, Math.max((long) (textChars * 6.6), 200));
  }

  static int digits(long v) {
    return Long.toString(v).length();
  }

  /** The column's left edge (the card rectangles') for column number {@code col}. */
  long columnX(long col) {
    return MARGIN + col % arrangement.columns() * pitch;
  }

  /** Visits every column in order: piles in order, a folded pile's columns in order. */
  void forEachColumn(ColumnVisitor v) {
    int c = arrangement.columns();
    long col = 0;
    for (int i = 0; i < position.pileCount(); i++) {
      int size = position.pileSize(i);
      int per = arrangement.cardsPerColumn(size);
      int from = 0;
      do {
        int count = Math.min(per, size - from);
        v.column(i, from, count, columnX(col), rowTop[(int) (col / c)]);
        col++;
        from += per;
      } while (from < size);
    }
  }

  /** The y of card {@code index} of a column (its top edge), relative to the row's top. */
  static long cardY(int indexInColumn) {
    return HEAD + (long) indexInColumn * STEP;
  }

  /** The text lines above the legend; the first is the title. */
  static List<String> lines(Picture picture, Scene scene, boolean folded, boolean anyDown) {
    List<String> out = new ArrayList<>();
    out.add(picture.annotation().title());
    Game g = picture.game();
    StringBuilder pos = new StringBuilder("game: ").append(g);
    if (picture.replay().isPresent()) {
      Replay r = picture.replay().get();
      pos.append("; certificate ").append(r.name()).append(": ");
      if (scene.step() == 0) {
        pos.append("the start (before move 1 of ").append(r.steps()).append(')');
      } else {
        pos.append("after move ").append(scene.step()).append(" of ").append(r.steps())
            .append(" (").append(scene.last().map(Move::toString).orElse("")).append(')');
      }
      out.add(pos.toString());
      out.add("verifier: " + r.verdict() + (r.verdict() instanceof Verdict.Invalid
          ? " (the moves before it are drawn)" : ""));
    } else {
      out.add(pos.toString());
    }
    Game now = scene.position();
    out.add("foundation: " + scene.cleared() + (scene.cleared() == 1 ? " run" : " runs")
        + " cleared; stock: " + (now.dealCount() == 0 ? "empty" : now.dealCount()
            + (now.dealCount() == 1 ? " deal" : " deals") + " left"));
    out.add("Each column is a pile, its bottom card at the top and its playable top card last"
        + (anyDown ? "; face-down cards are hatched and in brackets" : "")
        + (scene.last().isPresent() ? "; the last move's cards are outlined in red" : "") + ".");
    if (folded) {
      out.add("A pile of more than " + picture.arrangement().fold() + " cards is folded: it"
          + " continues in the next column, headed 'cont.' with its card numbers.");
    }
    picture.replay().flatMap(Replay::progress).ifPresent(pr -> {
      String[] values = pr.valuesAfter(scene.step());
      StringBuilder sb = new StringBuilder(pr.heading()).append(", after move ")
          .append(scene.step()).append(':');
      for (int i = 0; i < values.length && i < 40; i++) {
        sb.append(i == 0 ? " " : ", ").append(pr.slots().get(i)).append(" = ").append(values[i]);
      }
      out.add(sb.append(values.length > 40 ? ", ..." : "").toString());
    });
    return out;
  }
}
