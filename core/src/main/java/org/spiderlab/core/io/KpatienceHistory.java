package org.spiderlab.core.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.spiderlab.core.Card;
import org.spiderlab.core.io.KpatienceSave.Parse;

/**
 * The history kind of KPatience savegame ({@code <kpat-game>}, thesis section 3.8.1,
 * docs/FORMATS.md): a list of states, each a list of moves that insert cards, named by their
 * KPatience ids, into a pile at a position (a card not yet placed is added, a placed one leaves
 * its pile). The position read is the one after the state marked {@code current="true"}, or after
 * the last state. Part of {@link KpatienceSave}.
 */
final class KpatienceHistory {
  private KpatienceHistory() {}

  static KpatiencePosition read(Parse p) throws XMLStreamException {
    XMLStreamReader x = p.x();
    String type = p.attr("game-type");
    if (!KpatienceSave.GAME_TYPE.equals(type)) {
      throw p.error("game-type \"" + type + "\" is not Spider (\"spider\")");
    }
    String options = p.attr("game-type-options");
    if (options == null) {
      throw p.error("<kpat-game> has no game-type-options attribute (the number of suits)");
    }
    int suits = KpatienceSave.suitsOption(p, options);
    long number = p.longAttr("deal-number", 0, 0xffffffffL, false, 0);
    Map<Long, Card> deck = deckIds(suits);
    Map<String, List<Long>> piles = new HashMap<>();
    for (int k = 0; k < KpatiencePosition.STACKS; k++) {
      piles.put("stack" + k, new ArrayList<>());
    }
    for (int k = 0; k < KpatiencePosition.REDEALS; k++) {
      piles.put("redeals" + k, new ArrayList<>());
    }
    for (int k = 0; k < KpatiencePosition.LEGS; k++) {
      piles.put("legs" + k, new ArrayList<>());
    }
    Map<Long, String> where = new HashMap<>();
    Map<Long, Boolean> faceUp = new HashMap<>();
    Map<String, List<Long>> current = null;
    Map<Long, Boolean> currentFaces = null;
    Map<String, Long> lines = KpatienceSave.lines();
    while (KpatienceSave.nextStart(x)) {
      if (!x.getLocalName().equals("state")) {
        throw p.error("expected <state>, found <" + x.getLocalName() + ">");
      }
      boolean isCurrent = "true".equals(p.attr("current"));
      while (KpatienceSave.nextStart(x)) {
        if (!x.getLocalName().equals("move")) {
          throw p.error("expected <move>, found <" + x.getLocalName() + ">");
        }
        String name = p.attr("pile");
        List<Long> target = name == null ? null : piles.get(name);
        if (target == null) {
          throw p.error("pile \"" + name + "\" is not a Spider pile (stack0..9, redeals0..4, "
              + "legs0..7)");
        }
        lines.put(name, p.line());
        long index = p.longAttr("position", 0, Integer.MAX_VALUE, true, 0);
        while (KpatienceSave.nextStart(x)) {
          if (!x.getLocalName().equals("card")) {
            throw p.error("expected <card>, found <" + x.getLocalName() + ">");
          }
          long id = p.longAttr("id", 0, Long.MAX_VALUE, true, 0);
          if (!deck.containsKey(id)) {
            throw p.error("card id " + id + " is not in KPatience's " + suits + "-suit deck");
          }
          String turn = p.attr("turn");
          if (turn != null && !turn.equals("face-up") && !turn.equals("face-down")) {
            throw p.error("turn=\"" + turn + "\" is neither face-up nor face-down");
          }
          String from = where.get(id);
          if (from != null) {
            piles.get(from).remove(Long.valueOf(id));
          }
          if (index > target.size()) {
            throw p.error("position " + index + " is past the end of " + name + " ("
                + target.size() + " cards)");
          }
          target.add((int) index, id);
          where.put(id, name);
          if (turn != null) {
            faceUp.put(id, turn.equals("face-up"));
          }
          index++;
          KpatienceSave.skip(x);
        }
      }
      if (isCurrent && current == null) {
        current = copy(piles);
        currentFaces = new HashMap<>(faceUp);
      }
    }
    long endLine = p.line();
    if (current == null) {
      current = piles;
      currentFaces = faceUp;
    }
    int[][] left = KpatiencePosition.deckCounts(suits);
    Map<String, List<Card>> cards = new HashMap<>();
    for (Map.Entry<String, List<Long>> e : current.entrySet()) {
      List<Card> out = new ArrayList<>();
      for (long id : e.getValue()) {
        Card c = deck.get(id);
        out.add(KpatienceSave.card(p, endLine, KpatiencePosition.kpatSuit(c.suit()), c.rank(),
            currentFaces.getOrDefault(id, false), left, suits));
      }
      cards.put(e.getKey(), out);
    }
    KpatienceSave.checkComplete(p, endLine, left, suits);
    List<List<Card>> stacks = new ArrayList<>();
    for (int k = 0; k < KpatiencePosition.STACKS; k++) {
      stacks.add(cards.get("stack" + k));
    }
    List<List<Card>> redeals = new ArrayList<>();
    for (int k = 0; k < KpatiencePosition.REDEALS; k++) {
      redeals.add(cards.get("redeals" + k));
    }
    List<Integer> legs = new ArrayList<>();
    for (int k = 0; k < KpatiencePosition.LEGS; k++) {
      List<Card> leg = cards.get("legs" + k);
      if (!leg.isEmpty()) {
        legs.add(KpatienceSave.legSuit(p, lines.getOrDefault("legs" + k, endLine), "legs" + k,
            leg));
      }
    }
    return KpatienceSave.position(p, lines, suits, number, stacks, redeals, legs);
  }

  /**
   * KPatience's card ids of the deck: card number n (0..103 in deck order) of suit code s and
   * rank r has id {@code n << 16 | s << 8 | r}.
   */
  static Map<Long, Card> deckIds(int suits) {
    Map<Long, Card> ids = new HashMap<>();
    List<Card> deck = KpatiencePosition.deck(suits);
    for (int n = 0; n < deck.size(); n++) {
      Card c = deck.get(n);
      long id = ((long) n << 16) | ((long) KpatiencePosition.kpatSuit(c.suit()) << 8) | c.rank();
      ids.put(id, c);
    }
    return ids;
  }

  private static Map<String, List<Long>> copy(Map<String, List<Long>> piles) {
    Map<String, List<Long>> out = new HashMap<>();
    piles.forEach((k, v) -> out.put(k, new ArrayList<>(v)));
    return out;
  }
}
