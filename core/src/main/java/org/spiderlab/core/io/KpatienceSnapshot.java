package org.spiderlab.core.io;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.spiderlab.core.Card;
import org.spiderlab.core.io.KpatienceSave.Parse;

/**
 * The snapshot kind of KPatience savegame ({@code <dealer>}, docs/FORMATS.md): every pile by its
 * index (1..5 the stock piles redeals0..4, 6..15 the tableau stack0..9, 16..23 the foundation
 * legs0..7), every card by suit code, rank ({@code value}) and face ({@code faceup}). Part of
 * {@link KpatienceSave}.
 */
final class KpatienceSnapshot {
  private KpatienceSnapshot() {}

  private record Raw(long suit, long rank, boolean faceUp, long line) {}

  static KpatiencePosition read(Parse p) throws XMLStreamException {
    XMLStreamReader x = p.x();
    long rootLine = p.line();
    long id = p.longAttr("id", Long.MIN_VALUE, Long.MAX_VALUE, true, 0);
    int suitsById = switch ((int) Math.max(Math.min(id, 1000), -1)) {
      case 14 -> 1;
      case 15 -> 2;
      case 16 -> 4;
      case 50 -> 3;
      case 17 -> 0;
      default -> throw p.error("dealer id " + id + " is not Spider (KPatience's Spider is id 17; "
          + "14, 15, 16 and 50 are its 1-, 2-, 4- and 3-suit ids)");
    };
    String options = p.attr("options");
    long number = p.longAttr("number", 0, 0xffffffffL, false, 0);
    Integer optionSuits = options == null || options.isBlank() ? null
        : KpatienceSave.suitsOption(p, options);
    List<List<Raw>> raw = new ArrayList<>();
    List<String> names = new ArrayList<>();
    Map<String, Long> lines = KpatienceSave.lines();
    while (KpatienceSave.nextStart(x)) {
      if (!x.getLocalName().equals("pile")) {
        throw p.error("expected <pile>, found <" + x.getLocalName() + ">");
      }
      long index = p.longAttr("index", Long.MIN_VALUE, Long.MAX_VALUE, true, 0);
      String name = name(index);
      if (name == null) {
        throw p.error("pile index " + index + " is not a Spider pile (1..5 stock, 6..15 "
            + "tableau, 16..23 foundation)");
      }
      if (lines.containsKey(name)) {
        throw p.error("pile index " + index + " (" + name + ") appears twice");
      }
      lines.put(name, p.line());
      List<Raw> cards = new ArrayList<>();
      while (KpatienceSave.nextStart(x)) {
        if (!x.getLocalName().equals("card")) {
          throw p.error("expected <card>, found <" + x.getLocalName() + ">");
        }
        long suit = p.longAttr("suit", Long.MIN_VALUE, Long.MAX_VALUE, true, 0);
        long rank = p.longAttr("value", Long.MIN_VALUE, Long.MAX_VALUE, true, 0);
        boolean up = p.longAttr("faceup", 0, 1, true, 0) == 1;
        cards.add(new Raw(suit, rank, up, p.line()));
        KpatienceSave.skip(x);
      }
      raw.add(cards);
      names.add(name);
    }
    long endLine = p.line();
    int suits;
    if (optionSuits != null) {
      suits = optionSuits;
    } else if (suitsById != 0) {
      suits = suitsById;
    } else {
      TreeSet<Long> distinct = new TreeSet<>();
      raw.forEach(pile -> pile.forEach(c -> distinct.add(c.suit())));
      suits = Math.max(1, Math.min(4, distinct.size()));
    }
    int[][] left = KpatiencePosition.deckCounts(suits);
    List<List<Card>> stacks = KpatienceSave.piles(KpatiencePosition.STACKS);
    List<List<Card>> redeals = KpatienceSave.piles(KpatiencePosition.REDEALS);
    List<List<Card>> legPiles = KpatienceSave.piles(KpatiencePosition.LEGS);
    for (int i = 0; i < raw.size(); i++) {
      List<Card> cards = new ArrayList<>();
      for (Raw r : raw.get(i)) {
        cards.add(KpatienceSave.card(p, r.line(), r.suit(), r.rank(), r.faceUp(), left, suits));
      }
      String name = names.get(i);
      int k = name.charAt(name.length() - 1) - '0';
      if (name.startsWith("stack")) {
        stacks.set(k, cards);
      } else if (name.startsWith("redeals")) {
        redeals.set(k, cards);
      } else {
        legPiles.set(k, cards);
      }
    }
    KpatienceSave.checkComplete(p, endLine, left, suits);
    List<Integer> legs = new ArrayList<>();
    for (int k = 0; k < KpatiencePosition.LEGS; k++) {
      List<Card> leg = legPiles.get(k);
      if (!leg.isEmpty()) {
        legs.add(KpatienceSave.legSuit(p, lines.getOrDefault("legs" + k, rootLine), "legs" + k,
            leg));
      }
    }
    return KpatienceSave.position(p, lines, suits, number, stacks, redeals, legs);
  }

  /** The pile name of a snapshot pile index, or null. */
  static String name(long index) {
    if (index >= 1 && index <= 5) {
      return "redeals" + (index - 1);
    }
    if (index >= 6 && index <= 15) {
      return "stack" + (index - 6);
    }
    if (index >= 16 && index <= 23) {
      return "legs" + (index - 16);
    }
    return null;
  }
}
