package org.spiderlab.examples.cli;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.examples.pictures.CardFace;

/**
 * Draws a game as the thesis' figures do (section 1.3 and the reduction figures of 4.2): one
 * column per pile, headed by its 1-based number, the bottom card in the first row and the
 * playable top card last; face-down cards in brackets; the stock below as one line per deal.
 *
 * <p>Truncation: at most {@code maxPiles} columns (the rest are counted), at most {@code
 * maxRows} rows per pile (a tall pile shows its bottom cards, a {@code ⋮ k} row and its top
 * cards, which are the ones that can move), at most {@code maxDeals} deals.
 */
public final class GameDrawing {
  private final boolean ascii;
  private final int maxPiles;
  private final int maxRows;
  private final int maxDeals;

  public GameDrawing(boolean ascii, int maxPiles, int maxRows, int maxDeals) {
    checkArgument(maxPiles >= 1, "--max-piles must be at least 1, got %s", maxPiles);
    checkArgument(maxRows >= 3, "--max-rows must be at least 3, got %s", maxRows);
    checkArgument(maxDeals >= 0, "--max-deals must be at least 0, got %s", maxDeals);
    this.ascii = ascii;
    this.maxPiles = maxPiles;
    this.maxRows = maxRows;
    this.maxDeals = maxDeals;
  }

  /** A card as drawn: {@code 7♠}, {@code [12♥]}, {@code 3:5} for suits above 4. */
  public String label(Card c) {
    String s = ascii ? c.label() : CardFace.label(c.rank(), c.suit());
    return c.faceDown() ? "[" + s + "]" : s;
  }

  /** The drawing, lines ending in {@code \n}. */
  public String draw(Game g) {
    StringBuilder sb = new StringBuilder();
    sb.append(g).append('\n');
    int shown = Math.min(g.pileCount(), maxPiles);
    List<List<String>> cols = new ArrayList<>();
    int width = 3;
    boolean cut = false;
    for (int i = 0; i < shown; i++) {
      List<String> col = new ArrayList<>();
      col.add(String.valueOf(i + 1));
      int size = g.pileSize(i);
      if (size == 0) {
        col.add("·");
      } else if (size <= maxRows) {
        for (int j = 0; j < size; j++) {
          col.add(label(g.card(i, j)));
        }
      } else {
        cut = true;
        int bottom = (maxRows - 1) / 2;
        int top = maxRows - 1 - bottom;
        for (int j = 0; j < bottom; j++) {
          col.add(label(g.card(i, j)));
        }
        col.add("⋮" + (size - bottom - top));
        for (int j = size - top; j < size; j++) {
          col.add(label(g.card(i, j)));
        }
      }
      for (String s : col) {
        width = Math.max(width, s.codePointCount(0, s.length()));
      }
      cols.add(col);
    }
    int rows = cols.stream().mapToInt(List::size).max().orElse(0);
    for (int r = 0; r < rows; r++) {
      StringBuilder line = new StringBuilder();
      for (List<String> col : cols) {
        String s = r < col.size() ? col.get(r) : "";
        line.append(pad(s, width + 1));
      }
      sb.append(line.toString().stripTrailing()).append('\n');
      if (r == 0) {
        sb.append("-".repeat(Math.max(0, cols.size() * (width + 1) - 1))).append('\n');
      }
    }
    if (g.pileCount() > shown) {
      sb.append("(truncated: ").append(g.pileCount() - shown).append(" more piles not drawn;")
          .append(" --max-piles to see more)\n");
    }
    if (cut) {
      sb.append("(truncated: piles taller than ").append(maxRows)
          .append(" rows show their bottom and top cards, ⋮k counts the cards left out;")
          .append(" --max-rows to see more)\n");
    }
    int deals = g.dealCount();
    if (deals == 0) {
      sb.append("stock: empty\n");
    } else {
      sb.append("stock: ").append(deals).append(deals == 1 ? " deal" : " deals").append(" of ")
          .append(g.pileCount()).append(g.pileCount() == 1 ? " card" : " cards")
          .append(" (first dealt first; card j goes onto pile j)\n");
      int listed = Math.min(deals, maxDeals);
      for (int d = 0; d < listed; d++) {
        StringBuilder line = new StringBuilder("  deal ").append(d + 1).append(':');
        List<Card> deal = g.deal(d);
        int cards = Math.min(deal.size(), maxPiles);
        for (int j = 0; j < cards; j++) {
          line.append(' ').append(label(deal.get(j)));
        }
        if (deal.size() > cards) {
          line.append(" … (").append(deal.size() - cards).append(" more)");
        }
        sb.append(line).append('\n');
      }
      if (deals > listed) {
        sb.append("  … ").append(deals - listed).append(" more deals not listed (--max-deals)\n");
      }
    }
    return sb.toString();
  }

  private static String pad(String s, int width) {
    int len = s.codePointCount(0, s.length());
    return s + " ".repeat(Math.max(0, width - len));
  }
}
