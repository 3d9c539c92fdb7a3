package org.spiderlab.core.io;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * Reader and writer of the game text format ({@code .spider}, docs/FORMATS.md "Game text format").
 *
 * <pre>
 * spider ranks=7 suits=1 [rule=hanoi]
 * pile 7S
 * pile 13S [12S] 4H
 * pile
 * stock 1S 2S 3S 4S
 * </pre>
 *
 * <p>Decisions (docs/FORMATS.md states them): the header line is required and comes first, with both
 * {@code ranks=} and {@code suits=}; all {@code pile} lines come before the {@code stock} lines;
 * suit letters are upper case; stock cards cannot be face down. Every violation is an {@link
 * InputFormatException} naming the file and line.
 */
public final class GameText {

  /** The largest number of suits a file may declare. */
  public static final int MAX_SUITS = 1_000_000;

  private GameText() {}

  /** Reads a game from {@code path}; the file name in errors is {@code path} as given. */
  public static Game read(Path path) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /** Reads a game from text; {@code file} names the source in error messages. */
  public static Game read(Reader reader, String file) {
    BufferedReader in = new BufferedReader(TextFiles.checked(reader, file), 1 << 16);
    Game.Builder builder = null;
    int maxRank = 0;
    int suits = 0;
    boolean stockSeen = false;
    int lineNo = 0;
    String line;
    try {
      while ((line = in.readLine()) != null) {
        lineNo++;
        int hash = line.indexOf('#');
        if (hash >= 0) {
          line = line.substring(0, hash);
        }
        String[] tok = line.trim().split("\\s+");
        if (tok.length == 0 || tok[0].isEmpty()) {
          continue;
        }
        final int ln = lineNo;
        switch (tok[0]) {
          case "spider" -> {
            if (builder != null) {
              throw new InputFormatException(file, ln, "a second header line");
            }
            long[] header = parseHeader(tok, file, ln);
            maxRank = (int) header[0];
            suits = (int) header[1];
            builder = Game.builder(maxRank, suits).rule(header[2] == 1 ? Rule.HANOI : Rule.SPIDER);
          }
          case "pile" -> {
            requireHeader(builder, file, ln);
            if (stockSeen) {
              throw new InputFormatException(file, ln, "a pile after the stock; list all piles first");
            }
            builder.pile(cards(tok, maxRank, suits, true, file, ln));
          }
          case "stock" -> {
            requireHeader(builder, file, ln);
            stockSeen = true;
            List<Card> deal = cards(tok, maxRank, suits, false, file, ln);
            if (deal.size() != builder.pileCount()) {
              throw new InputFormatException(file, ln, "a deal of " + deal.size()
                  + (deal.size() == 1 ? " card" : " cards") + ", but the game has "
                  + builder.pileCount() + " piles (one card per pile)");
            }
            builder.deal(deal);
          }
          default -> throw new InputFormatException(file, ln, "unknown keyword '" + tok[0]
              + "' (expected spider, pile or stock)");
        }
      }
    } catch (IOException e) {
      throw new InputFormatException(file, lineNo, "cannot read: " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(file, lineNo, e.getMessage());
    }
    if (builder == null) {
      throw new InputFormatException(file, Math.max(1, lineNo),
          "no header line 'spider ranks=N suits=F'");
    }
    if (builder.pileCount() == 0) {
      throw new InputFormatException(file, Math.max(1, lineNo), "the game has no pile");
    }
    try {
      return builder.build();
    } catch (IllegalArgumentException e) {
      throw new InputFormatException(file, lineNo, e.getMessage());
    }
  }

  private static void requireHeader(Game.Builder b, String file, int ln) {
    if (b == null) {
      throw new InputFormatException(file, ln,
          "piles and stock must follow a header line 'spider ranks=N suits=F'");
    }
  }

  /** ranks, suits, rule (0 spider, 1 hanoi). */
  private static long[] parseHeader(String[] tok, String file, int ln) {
    long ranks = -1;
    long suits = -1;
    long rule = 0;
    java.util.Set<String> seen = new java.util.HashSet<>();
    String ranksText = "";
    String suitsText = "";
    for (int i = 1; i < tok.length; i++) {
      String t = tok[i];
      int eq = t.indexOf('=');
      if (eq < 0) {
        throw new InputFormatException(file, ln, "bad header field '" + t + "' (expected key=value)");
      }
      String key = t.substring(0, eq);
      String value = t.substring(eq + 1);
      if (!seen.add(key)) {
        throw new InputFormatException(file, ln, "header field '" + key + "' given twice");
      }
      switch (key) {
        case "ranks" -> {
          ranks = number(value, "ranks", file, ln);
          ranksText = value;
        }
        case "suits" -> {
          suits = number(value, "suits", file, ln);
          suitsText = value;
        }
        case "rule" -> {
          if (value.equals("hanoi")) {
            rule = 1;
          } else if (value.equals("spider")) {
            rule = 0;
          } else {
            throw new InputFormatException(file, ln, "unknown rule '" + value
                + "' (expected spider or hanoi)");
          }
        }
        default -> throw new InputFormatException(file, ln, "unknown header field '" + key
            + "' (expected ranks, suits or rule)");
      }
    }
    if (ranks < 0) {
      throw new InputFormatException(file, ln, "the header lacks ranks=N");
    }
    if (suits < 0) {
      throw new InputFormatException(file, ln, "the header lacks suits=F");
    }
    if (ranks < 1 || ranks > Game.MAX_RANK) {
      throw new InputFormatException(file, ln, "ranks=" + ranksText + " is outside 1.." + Game.MAX_RANK);
    }
    if (suits < 1 || suits > MAX_SUITS) {
      throw new InputFormatException(file, ln, "suits=" + suitsText + " is outside 1.." + MAX_SUITS);
    }
    return new long[] {ranks, suits, rule};
  }

  private static long number(String v, String key, String file, int ln) {
    if (v.isEmpty() || !v.chars().allMatch(CardText::isAsciiDigit)) {
      throw new InputFormatException(file, ln, key + "='" + v + "' is not a whole number");
    }
    return CardText.parseBounded(v);
  }

  private static List<Card> cards(String[] tok, int maxRank, int suits, boolean allowDown,
      String file, int ln) {
    List<Card> out = new ArrayList<>(tok.length - 1);
    for (int i = 1; i < tok.length; i++) {
      Object c = CardText.parse(tok[i], maxRank, suits, allowDown);
      if (c instanceof String problem) {
        throw new InputFormatException(file, ln, problem);
      }
      out.add((Card) c);
    }
    return out;
  }

  /** Writes {@code game} in the text format. */
  public static void write(Game game, Writer out) {
    try {
      out.write("spider ranks=" + game.maxRank() + " suits=" + game.suits()
          + (game.rule() == Rule.SPIDER ? "" : " rule=" + game.rule().keyword()) + "\n");
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < game.pileCount(); i++) {
        sb.setLength(0);
        sb.append("pile");
        for (Card c : game.pile(i)) {
          sb.append(' ').append(c);
        }
        out.write(sb.append('\n').toString());
      }
      for (int d = 0; d < game.dealCount(); d++) {
        sb.setLength(0);
        sb.append("stock");
        for (Card c : game.deal(d)) {
          sb.append(' ').append(c.label());
        }
        out.write(sb.append('\n').toString());
      }
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text format of {@code game}. */
  public static String toText(Game game) {
    java.io.StringWriter w = new java.io.StringWriter();
    write(game, w);
    return w.toString();
  }

  /**
   * The SHA-256 of {@code game}'s text form in hexadecimal: the name by which a proof of
   * unwinnability refers to its game (docs/FORMATS.md, "Proofs").
   */
  public static String sha256(Game game) {
    try {
      return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
          .digest(toText(game).getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java platform", e);
    }
  }

  /** Parses a game from a string (file name {@code <string>} in errors). */
  public static Game parse(String text) {
    return read(new java.io.StringReader(text), "<string>");
  }
}
