package org.spiderlab.core.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spiderlab.core.Card;

/**
 * Writes the history kind of KPatience savegame for tests, the way KPatience's File, Save does:
 * a first state that places every card, then states of moves. Cards are named by KPatience ids,
 * identical cards taking the ids in deck order.
 */
final class KpatienceHistoryText {
  private KpatienceHistoryText() {}

  /** One move: cards inserted into a pile at a position, with an optional turn. */
  record Step(String from, String pile, int position, List<Card> cards, String turn) {}

  static String of(KpatiencePosition p) {
    return of(p, p.dealNumber(), List.of(), null);
  }

  /** The position as a first state, then {@code current} as the current state, then {@code undone}. */
  static String of(KpatiencePosition p, long number, List<Step> current, List<Step> undone) {
    Map<Card, List<Long>> free = new HashMap<>();
    KpatienceHistory.deckIds(p.suits()).entrySet().stream()
        .sorted(Map.Entry.comparingByKey())
        .forEach(e -> free.computeIfAbsent(e.getValue(), k -> new ArrayList<>()).add(e.getKey()));
    Map<String, List<Long>> placed = new HashMap<>();
    StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append("<kpat-game game-type=\"spider\" game-type-options=\"").append(p.suits())
        .append("\" deal-number=\"").append(number).append("\">\n");
    sb.append(" <state game-specific-state=\"0\"").append(current.isEmpty() ? " current=\"true\"" : "")
        .append(">\n");
    List<List<Card>> legs = new ArrayList<>();
    for (int suit : p.legs()) {
      List<Card> run = new ArrayList<>();
      for (int r = 13; r >= 1; r--) {
        run.add(Card.of(r, suit));
      }
      legs.add(run);
    }
    for (int k = 0; k < 10; k++) {
      place(sb, "stack" + k, p.stacks().get(k), free, placed);
    }
    for (int k = 0; k < 5; k++) {
      place(sb, "redeals" + k, p.redeals().get(k), free, placed);
    }
    for (int k = 0; k < legs.size(); k++) {
      place(sb, "legs" + k, legs.get(k), free, placed);
    }
    sb.append(" </state>\n");
    if (!current.isEmpty()) {
      steps(sb, current, placed, true);
    }
    if (undone != null) {
      steps(sb, undone, placed, false);
    }
    sb.append("</kpat-game>\n");
    return sb.toString();
  }

  private static void place(StringBuilder sb, String pile, List<Card> cards,
      Map<Card, List<Long>> free, Map<String, List<Long>> placed) {
    if (cards.isEmpty()) {
      return;
    }
    sb.append("  <move pile=\"").append(pile).append("\" position=\"0\">\n");
    List<Long> ids = new ArrayList<>();
    for (Card c : cards) {
      long id = free.get(c.up()).remove(0);
      ids.add(id);
      sb.append(String.format("   <card id=\"%07d\" suit=\"x\" rank=\"y\" turn=\"%s\"/>%n", id,
          c.faceDown() ? "face-down" : "face-up"));
    }
    sb.append("  </move>\n");
    placed.put(pile, ids);
  }

  private static void steps(StringBuilder sb, List<Step> steps, Map<String, List<Long>> placed,
      boolean current) {
    sb.append(" <state").append(current ? " current=\"true\"" : "").append(">\n");
    for (Step s : steps) {
      sb.append("  <move pile=\"").append(s.pile()).append("\" position=\"").append(s.position())
          .append("\">\n");
      for (Card c : s.cards()) {
        long id = find(placed.get(s.from()), c);
        placed.computeIfAbsent(s.pile(), k -> new ArrayList<>()).add(id);
        sb.append(String.format("   <card id=\"%07d\"%s/>%n", id,
            s.turn() == null ? "" : " turn=\"" + s.turn() + "\""));
      }
      sb.append("  </move>\n");
    }
    sb.append(" </state>\n");
  }

  /** The id of the top-most card equal to {@code c} (face ignored) in a pile's ids. */
  private static long find(List<Long> ids, Card c) {
    for (int i = ids.size() - 1; i >= 0; i--) {
      long id = ids.get(i);
      if (deckCard(id).equals(c.up())) {
        ids.remove(i);
        return id;
      }
    }
    throw new IllegalStateException("no placed card " + c);
  }

  private static Card deckCard(long id) {
    return Card.of((int) (id & 0xff), KpatiencePosition.spiderSuit((int) ((id >> 8) & 0xff)));
  }
}
