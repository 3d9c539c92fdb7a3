package org.spiderlab.examples.mini;

import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.io.InputFormatException;

/**
 * The text format of {@link MiniGame}: a header {@code mini colours=C cards=N}, then one line
 * {@code slot CARD...} per slot, bottom to top, a card being its value and colour letter ({@code
 * 0B}, {@code 2R}; letters {@value MiniGame#COLOURS}); {@code #} starts a comment. Errors are
 * {@link InputFormatException}s naming the file and line.
 */
public final class MiniText {
  private MiniText() {}

  public static MiniGame parse(String text, String file) {
    String[] lines = text.split("\n", -1);
    int colours = -1;
    int cards = -1;
    List<int[]> slots = new ArrayList<>();
    int headerLine = 0;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      int hash = line.indexOf('#');
      String t = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (t.isEmpty()) {
        continue;
      }
      String[] w = t.split("\\s+");
      if (colours < 0) {
        if (w.length != 3 || !w[0].equals("mini") || !w[1].matches("colours=\\d{1,2}")
            || !w[2].matches("cards=\\d{1,2}")) {
          throw new InputFormatException(file, i + 1, "expected 'mini colours=C cards=N'");
        }
        colours = Integer.parseInt(w[1].substring(8));
        cards = Integer.parseInt(w[2].substring(6));
        if (colours < 1 || colours > MiniGame.COLOURS.length() || cards < 1 || cards > 64) {
          throw new InputFormatException(file, i + 1, "1.." + MiniGame.COLOURS.length()
              + " colours and 1..64 cards per colour");
        }
        headerLine = i + 1;
        continue;
      }
      if (!w[0].equals("slot")) {
        throw new InputFormatException(file, i + 1, "expected 'slot CARD...'");
      }
      int[] s = new int[w.length - 1];
      for (int j = 1; j < w.length; j++) {
        String c = w[j];
        int colour = c.isEmpty() ? -1 : MiniGame.COLOURS.indexOf(c.charAt(c.length() - 1));
        String v = c.substring(0, Math.max(0, c.length() - 1));
        if (colour < 0 || colour >= colours || !v.matches("\\d{1,2}")
            || Integer.parseInt(v) >= cards) {
          throw new InputFormatException(file, i + 1, "'" + c + "' is not a card of this game"
              + " (value 0.." + (cards - 1) + " and a colour letter of "
              + MiniGame.COLOURS.substring(0, colours) + ")");
        }
        s[j - 1] = colour * cards + Integer.parseInt(v);
      }
      slots.add(s);
      if (slots.size() > 16) {
        throw new InputFormatException(file, i + 1, "at most 16 slots");
      }
    }
    if (colours < 0) {
      throw new InputFormatException(file, 1, "expected 'mini colours=C cards=N'");
    }
    if (slots.isEmpty()) {
      throw new InputFormatException(file, headerLine, "no slot");
    }
    try {
      return new MiniGame(colours, cards, slots);
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(file, headerLine, e.getMessage());
    }
  }
}
