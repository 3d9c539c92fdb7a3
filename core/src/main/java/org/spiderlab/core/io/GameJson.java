package org.spiderlab.core.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;
import org.spiderlab.core.Rule;

/**
 * Reader and writer of the JSON game format (docs/FORMATS.md "Game JSON format", after thesis 3.8.2):
 *
 * <pre>
 * {"ranks": 7, "suits": 1, "rule": "spider",
 *  "piles": [[{"suit": 1, "rank": 7, "face_down": false, "id": 0}, ...], ...],
 *  "stock": [[{"suit": 1, "rank": 1, "face_down": false, "id": 9}, ...], ...]}
 * </pre>
 *
 * <p>Cards keep the thesis' keys {@code suit}, {@code rank}, {@code face_down} and {@code id}.
 * {@code suit} is written as a number (1 = spades) and read as a number or a letter {@code S H C
 * D}. {@code id} is written as the card's running number (tableau bottom to top, then the stock)
 * and accepted but not kept on reading: the model treats identical cards as indistinguishable,
 * so text -> JSON -> text is lossless and JSON -> text -> JSON renumbers ids. {@code stock} is a
 * list of deals; a flat list of cards (the thesis' form) is also read, split into deals of one card
 * per pile. {@code ranks} and {@code suits} must come before {@code piles} and {@code stock}
 * (the writer puts them first), so that cards are checked as they are read. Errors name the file
 * and the line.
 */
public final class GameJson {
  /** Duplicate keys are an error (a second "piles" would silently replace the first). */
  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

  private GameJson() {}

  /** Reads a game from the JSON file at {@code path}. */
  public static Game read(Path path) {
    try (Reader r = TextFiles.open(path)) {
      return read(r, path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /** Parses a game from a JSON string. */
  public static Game parse(String json) {
    return read(new StringReader(json), "<string>");
  }

  /** Reads a game; {@code file} names the source in error messages. */
  public static Game read(Reader reader, String file) {
    JsonParser p = null;
    try {
      p = FACTORY.createParser(TextFiles.checked(reader, file));
      return new Parse(p, file).game();
    } catch (JsonParseException e) {
      throw new InputFormatException(file, e.getLocation().getLineNr(),
          "malformed JSON: " + SOURCE.matcher(e.getOriginalMessage()).replaceAll("line $1, column $2"));
    } catch (StreamConstraintsException e) {
      throw new InputFormatException(file, p.currentLocation().getLineNr(),
          "a number or string is too long for a game file (" + e.getOriginalMessage()
              .replaceAll(", from `[^`]*`", "") + ")");
    } catch (IOException e) {
      throw new InputFormatException(file, 0, "cannot read: " + e.getMessage());
    } finally {
      if (p != null) {
        try {
          p.close();
        } catch (IOException e) {
          // reading is over; nothing to report
        }
      }
    }
  }

  /** Jackson's location text inside messages, e.g. {@code [Source: ...; line: 3, column: 12]}. */
  private static final java.util.regex.Pattern SOURCE =
      java.util.regex.Pattern.compile("\\[Source: [^;]*; line: (\\d+), column: (\\d+)\\]");

  private static final class Parse {
    final JsonParser p;
    final String file;
    long ranks = -1;
    long suits = -1;
    Rule rule = Rule.SPIDER;
    List<List<Card>> piles;
    List<List<Card>> stock;
    List<Card> flatStock;
    long stockLine;
    List<Long> dealLines = new ArrayList<>();

    Parse(JsonParser p, String file) {
      this.p = p;
      this.file = file;
    }

    /**
     * A string of the user's file for an error message: quoted, control characters escaped as in
     * JSON, at most 40 characters, so that the message stays one short line.
     */
    static String shown(String text) {
      StringBuilder sb = new StringBuilder("'");
      for (int i = 0; i < text.length() && i < 40; i++) {
        char c = text.charAt(i);
        switch (c) {
          case '\n' -> sb.append("\\n");
          case '\r' -> sb.append("\\r");
          case '\t' -> sb.append("\\t");
          default -> {
            if (c < 0x20 || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029) {
              sb.append(String.format("\\u%04x", (int) c));
            } else {
              sb.append(c);
            }
          }
        }
      }
      return sb.append(text.length() > 40 ? "...'" : "'").toString();
    }

    InputFormatException error(String what) {
      return new InputFormatException(file, p.currentLocation().getLineNr(), what);
    }

    void expect(JsonToken t, JsonToken wanted, String what) {
      if (t != wanted) {
        throw error("expected " + what + ", found " + (t == null ? "end of file" : t.asString() == null ? t.name() : "'" + t.asString() + "'"));
      }
    }

    Game game() throws IOException {
      expect(p.nextToken(), JsonToken.START_OBJECT, "a JSON object");
      JsonToken t;
      List<List<Card>> pileCards = null;
      while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        t = p.nextToken();
        switch (key) {
          case "ranks" -> ranks = wholeNumber(t, "ranks", 1, Game.MAX_RANK);
          case "suits" -> suits = wholeNumber(t, "suits", 1, GameText.MAX_SUITS);
          case "rule" -> {
            expect(t, JsonToken.VALUE_STRING, "\"spider\" or \"hanoi\" for rule");
            String v = p.getText();
            if (v.equals("spider")) {
              rule = Rule.SPIDER;
            } else if (v.equals("hanoi")) {
              rule = Rule.HANOI;
            } else {
              throw error("unknown rule " + shown(v) + " (expected spider or hanoi)");
            }
          }
          case "piles" -> pileCards = listOfLists(t, "piles", true);
          case "stock" -> readStock(t);
          default -> throw error("unknown key " + shown(key) + " (expected ranks, suits, rule, piles, stock)");
        }
      }
      expect(t, JsonToken.END_OBJECT, "a key or '}'");
      if (p.nextToken() != null) {
        throw error("content after the game object");
      }
      if (ranks < 0) {
        throw error("the key \"ranks\" is missing");
      }
      if (suits < 0) {
        throw error("the key \"suits\" is missing");
      }
      if (pileCards == null) {
        throw error("the key \"piles\" is missing");
      }
      if (pileCards.isEmpty()) {
        throw error("the game has no pile");
      }
      Game.Builder b = Game.builder((int) ranks, (int) suits).rule(rule);
      try {
        for (List<Card> pile : pileCards) {
          b.pile(pile);
        }
        int width = pileCards.size();
        if (flatStock != null) {
          if (flatStock.size() % width != 0) {
            throw new InputFormatException(file, stockLine, "the stock has " + flatStock.size()
                + " cards, not a multiple of the " + width + " piles");
          }
          for (int i = 0; i < flatStock.size(); i += width) {
            b.deal(flatStock.subList(i, i + width));
          }
        } else if (stock != null) {
          for (int d = 0; d < stock.size(); d++) {
            if (stock.get(d).size() != width) {
              int k = stock.get(d).size();
              throw new InputFormatException(file, dealLines.get(d), "deal " + (d + 1) + " has "
                  + k + (k == 1 ? " card" : " cards") + ", but the game has " + width + " piles");
            }
            b.deal(stock.get(d));
          }
        }
        return b.build();
      } catch (IllegalArgumentException e) {
        throw error(e.getMessage());
      }
    }

    long wholeNumber(JsonToken t, String what, long min, long max) throws IOException {
      if (t != JsonToken.VALUE_NUMBER_INT) {
        throw error(what + " must be a whole number");
      }
      if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER || p.getLongValue() < min
          || p.getLongValue() > max) {
        throw error(what + " = " + p.getText() + " is outside " + min + ".." + max);
      }
      return p.getLongValue();
    }

    void readStock(JsonToken t) throws IOException {
      stockLine = p.currentLocation().getLineNr();
      expect(t, JsonToken.START_ARRAY, "an array for stock");
      List<List<Card>> deals = new ArrayList<>();
      List<Card> flat = new ArrayList<>();
      while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
        if (t == JsonToken.START_ARRAY) {
          if (!flat.isEmpty()) {
            throw error("stock mixes deals (arrays) and single cards");
          }
          dealLines.add((long) p.currentLocation().getLineNr());
          deals.add(cards(false));
        } else if (t == JsonToken.START_OBJECT) {
          if (!deals.isEmpty()) {
            throw error("stock mixes deals (arrays) and single cards");
          }
          flat.add(card(false));
        } else {
          throw error("expected a deal or a card in stock");
        }
      }
      if (!flat.isEmpty()) {
        flatStock = flat;
      } else {
        stock = deals;
      }
    }

    List<List<Card>> listOfLists(JsonToken t, String what, boolean allowDown) throws IOException {
      expect(t, JsonToken.START_ARRAY, "an array for " + what);
      List<List<Card>> out = new ArrayList<>();
      while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
        expect(t, JsonToken.START_ARRAY, "an array of cards in " + what);
        out.add(cards(allowDown));
      }
      return out;
    }

    List<Card> cards(boolean allowDown) throws IOException {
      List<Card> out = new ArrayList<>();
      JsonToken t;
      while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
        expect(t, JsonToken.START_OBJECT, "a card object");
        out.add(card(allowDown));
      }
      return out;
    }

    Card card(boolean allowDown) throws IOException {
      if (ranks < 0 || suits < 0) {
        throw error("\"ranks\" and \"suits\" must come before the cards");
      }
      long rank = -1;
      long suit = -1;
      boolean down = false;
      JsonToken t;
      while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        t = p.nextToken();
        switch (key) {
          case "rank" -> rank = wholeNumber(t, "rank", 1, ranks);
          case "suit" -> {
            if (t == JsonToken.VALUE_STRING && p.getText().length() == 1
                && Card.SUIT_LETTERS.contains(p.getText())) {
              suit = Card.SUIT_LETTERS.indexOf(p.getText()) + 1;
              if (suit > suits) {
                throw error("suit " + p.getText() + " is outside 1.." + suits);
              }
            } else if (t == JsonToken.VALUE_STRING) {
              throw error("unknown suit " + shown(p.getText()) + " (S, H, C, D or a number)");
            } else {
              suit = wholeNumber(t, "suit", 1, suits);
            }
          }
          case "face_down" -> {
            if (t != JsonToken.VALUE_TRUE && t != JsonToken.VALUE_FALSE) {
              throw error("face_down must be true or false");
            }
            down = t == JsonToken.VALUE_TRUE;
          }
          case "id" -> {
            if (t != JsonToken.VALUE_NUMBER_INT && t != JsonToken.VALUE_STRING
                && t != JsonToken.VALUE_NULL) {
              throw error("id must be a number, a string or null");
            }
          }
          default -> throw error("unknown card key " + shown(key) + " (expected suit, rank, face_down, id)");
        }
      }
      expect(t, JsonToken.END_OBJECT, "'}' closing the card");
      if (rank < 0) {
        throw error("a card without \"rank\"");
      }
      if (suit < 0) {
        throw error("a card without \"suit\"");
      }
      if (down && !allowDown) {
        throw error("a stock card cannot be face down");
      }
      return new Card((int) rank, (int) suit, down);
    }
  }

  /** Writes {@code game} as JSON, one pile or deal per line. */
  public static void write(Game game, Writer out) {
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      g.writeStartObject();
      g.writeNumberField("ranks", game.maxRank());
      g.writeNumberField("suits", game.suits());
      g.writeStringField("rule", game.rule().keyword());
      long id = 0;
      g.writeFieldName("piles");
      g.writeStartArray();
      for (int i = 0; i < game.pileCount(); i++) {
        g.writeRaw("\n  ");
        id = writeCards(g, game.pile(i), id);
      }
      g.writeEndArray();
      g.writeFieldName("stock");
      g.writeStartArray();
      for (int d = 0; d < game.dealCount(); d++) {
        g.writeRaw("\n  ");
        id = writeCards(g, game.deal(d), id);
      }
      g.writeEndArray();
      g.writeEndObject();
      g.writeRaw("\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static long writeCards(JsonGenerator g, List<Card> cards, long id) throws IOException {
    g.writeStartArray();
    for (Card c : cards) {
      g.writeStartObject();
      g.writeNumberField("suit", c.suit());
      g.writeNumberField("rank", c.rank());
      g.writeBooleanField("face_down", c.faceDown());
      g.writeNumberField("id", id++);
      g.writeEndObject();
    }
    g.writeEndArray();
    return id;
  }

  /** The JSON text of {@code game}. */
  public static String toJson(Game game) {
    StringWriter w = new StringWriter();
    write(game, w);
    return w.toString();
  }
}
