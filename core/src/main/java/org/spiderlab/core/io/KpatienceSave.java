package org.spiderlab.core.io;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * KPatience's Spider savegames ({@code .kpat}, thesis section 3.8.1), read and written; the
 * format and the mapping are described in docs/FORMATS.md.
 *
 * <p>Two kinds are read. The snapshot kind ({@code <dealer id=".." options=".." number="..">}
 * with {@code <pile index=".."><card suit=".." value=".." faceup=".."/>}) lists every pile as it
 * is; KPatience writes it for its test cases and reads it with {@code kpat --solvegame FILE} and
 * File, Open. The history kind ({@code <kpat-game game-type="spider">} with {@code <state>}s of
 * {@code <move pile=".." position=".."><card id=".."/>}) is what KPatience's File, Save writes:
 * the position is the one after the state marked {@code current="true"} (after the last state
 * when none is marked), every move inserting its cards into the named pile at the position.
 * Either way the result is a {@link KpatiencePosition}; {@link #read(Path)} gives its {@link Game}
 * (cleared runs absent). Writing produces the snapshot kind, which both {@code kpat --solvegame}
 * and KPatience's File, Open accept.
 *
 * <p>Every problem is an {@link InputFormatException} with the XML parser's line: not XML, not a
 * Spider savegame, an unknown pile or card, a card more often than KPatience's deck has it, a
 * stock pile of other than 0 or 10 cards, a foundation pile that is not a whole run, cards
 * missing.
 */
public final class KpatienceSave {
  /** KPatience's id of its Spider game (its 1-, 2-, 4-suit and 3-suit ids are 14, 15, 16, 50). */
  public static final int SPIDER_ID = 17;
  /** The {@code game-type} of Spider in the history kind. */
  public static final String GAME_TYPE = "spider";

  private KpatienceSave() {}

  /** Reads the position of the savegame at {@code path}. */
  public static KpatiencePosition readPosition(Path path) {
    try (Reader r = TextFiles.open(path)) {
      return readPosition(r, path.toString());
    } catch (IOException | UncheckedIOException e) {
      throw TextFiles.cannotRead(path, e);
    }
  }

  /** Reads the game of the savegame at {@code path}: its current position. */
  public static Game read(Path path) {
    return readPosition(path).toGame();
  }

  /** Reads the game of a savegame from {@code reader}; {@code file} names it in errors. */
  public static Game read(Reader reader, String file) {
    return readPosition(reader, file).toGame();
  }

  /** Parses savegame text (tests and examples); errors name the file {@code <string>}. */
  public static Game parse(String xml) {
    return read(new StringReader(xml), "<string>");
  }

  /** Reads the position of a savegame from {@code reader}; {@code file} names it in errors. */
  public static KpatiencePosition readPosition(Reader reader, String file) {
    XMLInputFactory f = XMLInputFactory.newFactory();
    f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    XMLStreamReader x = null;
    try {
      x = f.createXMLStreamReader(reader);
      Parse p = new Parse(x, file);
      if (!nextStart(x)) {
        throw p.error("no XML element: not a KPatience savegame");
      }
      String root = x.getLocalName();
      if (root.equals("dealer")) {
        return KpatienceSnapshot.read(p);
      }
      if (root.equals("kpat-game")) {
        return KpatienceHistory.read(p);
      }
      throw p.error("root element <" + root
          + "> is not a KPatience savegame (<dealer> or <kpat-game>)");
    } catch (XMLStreamException e) {
      long line = e.getLocation() == null ? 0 : e.getLocation().getLineNumber();
      String msg = String.valueOf(e.getMessage());
      int at = msg.indexOf("Message: ");
      throw new InputFormatException(file, Math.max(line, 0),
          "not well-formed XML: " + (at >= 0 ? msg.substring(at + 9) : msg).trim());
    } finally {
      if (x != null) {
        try {
          x.close();
        } catch (XMLStreamException ignored) {
          // nothing to release beyond the reader, which the caller closes
        }
      }
    }
  }

  /** Moves to the next start element in the current element; false at its end. */
  static boolean nextStart(XMLStreamReader x) throws XMLStreamException {
    while (x.hasNext()) {
      int e = x.next();
      if (e == XMLStreamConstants.START_ELEMENT) {
        return true;
      }
      if (e == XMLStreamConstants.END_ELEMENT) {
        return false;
      }
    }
    return false;
  }

  /** Skips the rest of the current element, nested elements included. */
  static void skip(XMLStreamReader x) throws XMLStreamException {
    int depth = 1;
    while (depth > 0 && x.hasNext()) {
      int e = x.next();
      if (e == XMLStreamConstants.START_ELEMENT) {
        depth++;
      } else if (e == XMLStreamConstants.END_ELEMENT) {
        depth--;
      }
    }
  }

  /** The parser state shared by the two kinds: the reader, the file name, errors with lines. */
  record Parse(XMLStreamReader x, String file) {
    long line() {
      return Math.max(x.getLocation().getLineNumber(), 0);
    }

    InputFormatException error(String problem) {
      return new InputFormatException(file, line(), problem);
    }

    InputFormatException error(long line, String problem) {
      return new InputFormatException(file, line, problem);
    }

    String attr(String name) {
      return x.getAttributeValue(null, name);
    }

    long longAttr(String name, long min, long max, boolean required, long dflt) {
      String v = attr(name);
      if (v == null || (!required && v.isBlank())) {
        if (required) {
          throw error("<" + x.getLocalName() + "> has no " + name + " attribute");
        }
        return dflt;
      }
      long n;
      try {
        n = Long.parseLong(v.trim());
      } catch (NumberFormatException e) {
        throw error(name + "=\"" + v + "\" is not a number");
      }
      if (n < min || n > max) {
        throw error(name + "=\"" + v + "\" is outside " + min + ".." + max);
      }
      return n;
    }
  }

  /** The suit count of a suit option, or an error for options KPatience's Spider lacks. */
  static int suitsOption(Parse p, String value) {
    try {
      int s = Integer.parseInt(value.trim());
      if (s >= 1 && s <= 4) {
        return s;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw p.error("suit option \"" + value + "\" is not 1, 2, 3 or 4");
  }

  /** A card of the deck, or an error naming it. */
  static Card card(Parse p, long line, long kpatSuit, long rank, boolean faceUp, int[][] left,
      int suits) {
    int suit = KpatiencePosition.spiderSuit((int) kpatSuit);
    if (suit < 0 || rank < 1 || rank > KpatiencePosition.RANKS) {
      throw p.error(line, "unknown card: suit " + kpatSuit + ", rank " + rank
          + " (suits are 0..3, ranks 1..13)");
    }
    if (left[suit][(int) rank] <= 0) {
      int have = KpatiencePosition.deckCounts(suits)[suit][(int) rank];
      throw p.error(line, "KPatience's " + suits + "-suit deck has " + (have == 0 ? "no" : "only " + have)
          + " " + Card.label((int) rank, suit) + (have == 0 ? "" : ", this is one more"));
    }
    left[suit][(int) rank]--;
    Card c = Card.of((int) rank, suit);
    return faceUp ? c : c.hidden();
  }

  /** The cards of the deck not in the file, or an error naming some. */
  static void checkComplete(Parse p, long line, int[][] left, int suits) {
    List<String> missing = new ArrayList<>();
    int count = 0;
    for (int s = 1; s <= 4; s++) {
      for (int r = 1; r <= KpatiencePosition.RANKS; r++) {
        for (int k = 0; k < left[s][r]; k++) {
          count++;
          if (missing.size() < 5) {
            missing.add(Card.label(r, s));
          }
        }
      }
    }
    if (count > 0) {
      throw p.error(line, "the savegame holds " + (104 - count) + " of KPatience's 104 cards; "
          + "missing: " + String.join(" ", missing) + (count > 5 ? " ..." : ""));
    }
  }

  /** The suit of a foundation pile's run, or an error unless it is a whole run K..A. */
  static int legSuit(Parse p, long line, String name, List<Card> cards) {
    String problem = name + " holds " + cards.size()
        + " cards; a cleared run is king to ace of one suit, 13 cards";
    if (cards.size() != KpatiencePosition.RANKS) {
      throw p.error(line, problem);
    }
    int suit = cards.get(0).suit();
    for (int i = 0; i < cards.size(); i++) {
      Card c = cards.get(i);
      if (c.suit() != suit || c.rank() != KpatiencePosition.RANKS - i) {
        throw p.error(line, problem);
      }
    }
    return suit;
  }

  /** The position from parsed piles; stock piles of other than 0 or 10 cards are errors. */
  static KpatiencePosition position(Parse p, Map<String, Long> lines, int suits, long number,
      List<List<Card>> stacks, List<List<Card>> redeals, List<Integer> legs) {
    boolean dealt = true;
    for (int k = 0; k < KpatiencePosition.REDEALS; k++) {
      int n = redeals.get(k).size();
      long line = lines.getOrDefault("redeals" + k, p.line());
      if (n != 0 && n != KpatiencePosition.STACKS) {
        throw p.error(line, "stock pile redeals" + k + " holds " + n
            + " cards; a deal needs 10");
      }
      if (n == 0 && !dealt) {
        throw p.error(line, "stock pile redeals" + k + " is empty but an earlier one is not: "
            + "KPatience deals redeals0 to redeals4 in order");
      }
      dealt = n == 0;
    }
    return new KpatiencePosition(suits, number, stacks, redeals, legs);
  }

  /** Fresh empty piles. */
  static List<List<Card>> piles(int n) {
    List<List<Card>> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      out.add(new ArrayList<>());
    }
    return out;
  }

  /**
   * Writes {@code game} as a snapshot savegame with deal number {@code dealNumber} (0 when it has
   * none).
   *
   * @throws IllegalArgumentException when KPatience cannot represent the game (see {@link
   *     KpatiencePosition#of})
   */
  public static void write(Game game, long dealNumber, Writer out) {
    write(KpatiencePosition.of(game, dealNumber), out);
  }

  /** Writes {@code position} as a snapshot savegame, the way KPatience writes one. */
  public static void write(KpatiencePosition position, Writer out) {
    try {
      out.write(toXml(position));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The snapshot savegame text of {@code position}. */
  public static String toXml(KpatiencePosition position) {
    StringWriter w = new StringWriter();
    w.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE kpat>\n");
    int data = position.legs().size() * 10 + position.dealsDone();
    w.write(String.format(Locale.ROOT, "<dealer id=\"%d\" options=\"%d\" number=\"%d\" "
        + "moves=\"0\" started=\"0\" data=\"%d\">%n", SPIDER_ID, position.suits(),
        position.dealNumber(), data));
    for (int k = 0; k < KpatiencePosition.REDEALS; k++) {
      pile(w, 1 + k, 12 * (5 - k), position.redeals().get(k));
    }
    for (int k = 0; k < KpatiencePosition.STACKS; k++) {
      pile(w, 6 + k, 20, position.stacks().get(k));
    }
    for (int k = 0; k < KpatiencePosition.LEGS; k++) {
      List<Card> run = new ArrayList<>();
      if (k < position.legs().size()) {
        for (int r = KpatiencePosition.RANKS; r >= 1; r--) {
          run.add(Card.of(r, position.legs().get(k)));
        }
      }
      pile(w, 16 + k, 14 * k, run);
    }
    w.write("</dealer>\n");
    return w.toString().replace("\r\n", "\n");
  }

  private static void pile(StringWriter w, int index, int z, List<Card> cards) {
    if (cards.isEmpty()) {
      w.write(String.format(Locale.ROOT, "\t<pile index=\"%d\" z=\"%d\"/>\n", index, z));
      return;
    }
    w.write(String.format(Locale.ROOT, "\t<pile index=\"%d\" z=\"%d\">\n", index, z));
    for (int i = 0; i < cards.size(); i++) {
      Card c = cards.get(i);
      w.write(String.format(Locale.ROOT,
          "\t\t<card suit=\"%d\" value=\"%d\" faceup=\"%d\" z=\"%d\"/>\n",
          KpatiencePosition.kpatSuit(c.suit()), c.rank(), c.faceDown() ? 0 : 1, z + 1 + i));
    }
    w.write("\t</pile>\n");
  }

  /** A map from pile names to the lines that start them. */
  static Map<String, Long> lines() {
    return new TreeMap<>();
  }
}
