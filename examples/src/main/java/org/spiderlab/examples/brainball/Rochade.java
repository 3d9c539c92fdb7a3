package org.spiderlab.examples.brainball;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A Rochade: a word over the alphabet R = {/, D, -6, ..., 6} (section 2.1), applied letter by
 * letter from left to right (w(sr) := w_r(w(s))). Its length is the number of flips "/" in it
 * (section 3.4: l(r) := #{i | r[i] = /}); shifts and turning over are free.
 *
 * <p>Text: the paper's notation, e.g. {@code -6/-1/2/-2/-1/-1/2/4/-5/-4/4/-6/-5/2D}. Every
 * shift letter is one digit 0..6 with an optional minus sign, so {@code -33} reads as -3 then 3,
 * as in section 5.3; white space is ignored.
 *
 * @param moves the letters, in the order they are applied
 */
public record Rochade(List<Move> moves) {
  /** Copies the letters. */
  public Rochade {
    moves = List.copyOf(moves);
  }

  /**
   * Reads the paper's notation (see the class comment).
   *
   * @param text e.g. {@code /-2/2/-2/2/-2/2}
   * @return the Rochade
   * @throws IllegalArgumentException at a character that is not a letter of R
   */
  public static Rochade parse(String text) {
    List<Move> ms = new ArrayList<>();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        continue;
      }
      if (c == '/') {
        ms.add(Move.FLIP);
      } else if (c == 'D') {
        ms.add(Move.TURN);
      } else if (c >= '0' && c <= '6') {
        ms.add(new Move.Shift(c - '0'));
      } else if (c == '-' && i + 1 < text.length() && text.charAt(i + 1) >= '0'
          && text.charAt(i + 1) <= '6') {
        ms.add(new Move.Shift('0' - text.charAt(++i)));
      } else {
        throw new IllegalArgumentException("'" + c + "' at " + (i + 1) + " of '" + text
            + "' is not a letter of a Rochade (/, D, -6..6)");
      }
    }
    return new Rochade(ms);
  }

  /**
   * l(r) of section 3.4: the number of flips.
   *
   * @return the length
   */
  public int length() {
    int n = 0;
    for (Move m : moves) {
      if (m instanceof Move.Flip) {
        n++;
      }
    }
    return n;
  }

  /**
   * The effect w(r) of section 2.1 on a position.
   *
   * @param p the position before
   * @return the position after all letters
   */
  public Position apply(Position p) {
    Position q = p;
    for (Move m : moves) {
      q = m.apply(q);
    }
    return q;
  }

  /**
   * The inverse Rochade (section 2.1): the letters in reverse order, each inverted.
   *
   * @return r^{-1}
   */
  public Rochade inverse() {
    List<Move> ms = new ArrayList<>();
    for (Move m : moves) {
      ms.add(m.inverse());
    }
    Collections.reverse(ms);
    return new Rochade(ms);
  }

  /**
   * Whether the Rochade is in standard form (section 2.2): at most one "D", as the last letter,
   * and otherwise flips and shifts alternating.
   *
   * @return true in standard form
   */
  public boolean isStandardForm() {
    Move last = null;
    for (int i = 0; i < moves.size(); i++) {
      Move m = moves.get(i);
      if (m instanceof Move.Turn && i != moves.size() - 1) {
        return false;
      }
      if (last != null && !(m instanceof Move.Turn) && last.getClass() == m.getClass()) {
        return false;
      }
      last = m;
    }
    return true;
  }

  /** The paper's notation; the empty Rochade λ is the empty string. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (Move m : moves) {
      sb.append(m.symbol());
    }
    return sb.toString();
  }
}
