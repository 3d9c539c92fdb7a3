package org.spiderlab.core.decide;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.spiderlab.core.Card;
import org.spiderlab.core.Game;

/**
 * The FAIR evidence check of {@link EvidenceChecks#fair} (thesis 4.3): validity of every entry,
 * then the count of the arrangements the entries' classes hold against all arrangements.
 */
final class FairCheck {

  private final Game template;
  private final long maxSearch;
  /** The template's face-down cards (face-down form), sorted. */
  private final Card[] hidden;
  /** Per pile, its template column with every face-down card written as {@code ?}. */
  private final List<String> masked;
  private final List<String> problems = new ArrayList<>();

  FairCheck(Game template, long maxSearch) {
    this.template = template;
    this.maxSearch = maxSearch;
    this.hidden = hiddenCards(template);
    this.masked = masked(template);
  }

  private static Card[] hiddenCards(Game g) {
    List<Card> out = new ArrayList<>();
    for (List<Card> pile : g.piles()) {
      for (Card c : pile) {
        if (c.faceDown()) {
          out.add(c);
        }
      }
    }
    Card[] a = out.toArray(new Card[0]);
    Arrays.sort(a, FairCheck::compare);
    return a;
  }

  private static int compare(Card a, Card b) {
    return a.suit() != b.suit() ? Integer.compare(a.suit(), b.suit())
        : Integer.compare(a.rank(), b.rank());
  }

  private static List<String> masked(Game g) {
    List<String> out = new ArrayList<>();
    List<String> columns = PileColumns.of(g);
    for (int j = 0; j < g.pileCount(); j++) {
      out.add(columns.get(j).replaceAll("\\[[^\\]]*\\]", "?"));
    }
    return out;
  }

  EvidenceCheck check(FairEvidence evidence) {
    Set<String> classes = new HashSet<>();
    BigInteger covered = BigInteger.ZERO;
    int n = 0;
    for (FairEvidence.Entry e : evidence.entries()) {
      n++;
      String why = notAnArrangement(e.arrangement());
      if (why == null) {
        why = EvidenceChecks.whyNotWon(e.arrangement(), e.certificate());
      }
      if (why != null) {
        problem("entry " + n + ": " + why);
        continue;
      }
      List<String> columns = PileColumns.of(e.arrangement());
      if (classes.add(PileColumns.classKey(columns))) {
        covered = covered.add(orbitSize(columns));
      }
    }
    BigInteger total = total();
    String summary = n + " entries in " + classes.size() + " classes covering " + covered + " of "
        + total + " arrangements";
    if (problems.isEmpty() && covered.compareTo(total) < 0) {
      problem(missing(classes, total.subtract(covered)));
    } else if (covered.compareTo(total) > 0) {
      problem("the classes hold " + covered + " arrangements, more than the " + total
          + " there are (the check is wrong)");
    }
    return new EvidenceCheck(problems.isEmpty() ? EvidenceCheck.Status.VALID
        : EvidenceCheck.Status.INVALID, problems, summary);
  }

  private void problem(String p) {
    if (problems.size() < EvidenceChecks.MAX_PROBLEMS) {
      problems.add(p);
    }
  }

  /** Why {@code a} is not an arrangement of the template, or null. */
  String notAnArrangement(Game a) {
    Game t = template;
    if (a.maxRank() != t.maxRank() || a.suits() != t.suits() || a.rule() != t.rule()) {
      return "not an arrangement of the template: header " + a + " differs from " + t;
    }
    if (a.pileCount() != t.pileCount() || !a.deals().equals(t.deals())) {
      return "not an arrangement of the template: other piles or stock";
    }
    List<Card> down = new ArrayList<>();
    for (int j = 0; j < t.pileCount(); j++) {
      if (a.pileSize(j) != t.pileSize(j)) {
        return "not an arrangement of the template: pile " + (j + 1) + " holds "
            + a.pileSize(j) + " cards, the template " + t.pileSize(j);
      }
      for (int i = 0; i < t.pileSize(j); i++) {
        Card want = t.card(j, i);
        Card got = a.card(j, i);
        if (want.faceDown() ? !got.faceDown() : !want.equals(got)) {
          return "not an arrangement of the template: pile " + (j + 1) + " card " + (i + 1)
              + " is " + got + ", the template has " + (want.faceDown() ? "a face-down card"
              : want.toString());
        }
        if (got.faceDown()) {
          down.add(got);
        }
      }
    }
    Card[] d = down.toArray(new Card[0]);
    Arrays.sort(d, FairCheck::compare);
    if (!Arrays.equals(d, hidden)) {
      return "not an arrangement of the template: its face-down cards "
          + Arrays.toString(d) + " are not the template's " + Arrays.toString(hidden);
    }
    return null;
  }

  /** All arrangements: {@code h!} over the factorials of the counts of identical cards. */
  private BigInteger total() {
    List<Integer> same = new ArrayList<>();
    int i = 0;
    while (i < hidden.length) {
      int m = 1;
      while (i + m < hidden.length && hidden[i + m].equals(hidden[i])) {
        m++;
      }
      same.add(m);
      i += m;
    }
    return Multinomials.of(same);
  }

  /** The size of the class of an arrangement with these columns (orbit-stabilizer). */
  private BigInteger orbitSize(List<String> columns) {
    // prod over blocks b! / prod over identical columns m!: identical columns lie in one block
    // (same column, same masked column), so it is a product of one multinomial per block
    Map<String, Map<String, Integer>> blocks = new HashMap<>();
    for (int j = 0; j < columns.size(); j++) {
      blocks.computeIfAbsent(masked.get(j), x -> new HashMap<>())
          .merge(columns.get(j), 1, Integer::sum);
    }
    BigInteger size = BigInteger.ONE;
    for (Map<String, Integer> sameCards : blocks.values()) {
      size = size.multiply(Multinomials.of(sameCards.values()));
    }
    return size;
  }

  /** Names an arrangement of no entry's class, walking the permutations of the hidden cards. */
  private String missing(Set<String> classes, BigInteger count) {
    Card[] perm = hidden.clone();
    for (long walked = 0; walked < maxSearch; walked++) {
      Game g = place(perm);
      if (!classes.contains(PileColumns.classKey(PileColumns.of(g)))) {
        return "no entry for the class of the arrangement with face-down cards "
            + faceDownByPile(g) + " (" + count + " arrangements missing)";
      }
      if (!nextPermutation(perm)) {
        break;
      }
    }
    return count + " arrangements are in no entry's class";
  }

  private Game place(Card[] perm) {
    Game.Builder b = Game.builder(template.maxRank(), template.suits()).rule(template.rule());
    int q = 0;
    for (List<Card> pile : template.piles()) {
      List<Card> cards = new ArrayList<>(pile);
      for (int i = 0; i < cards.size(); i++) {
        if (cards.get(i).faceDown()) {
          cards.set(i, perm[q++]);
        }
      }
      b.pile(cards);
    }
    template.deals().forEach(b::deal);
    return b.build();
  }

  /** {@code pile 1: [3S] [1S]; pile 2: [2S]} (piles without face-down cards left out). */
  static String faceDownByPile(Game g) {
    List<String> parts = new ArrayList<>();
    for (int j = 0; j < g.pileCount(); j++) {
      StringBuilder sb = new StringBuilder();
      for (Card c : g.pile(j)) {
        if (c.faceDown()) {
          sb.append(' ').append(c);
        }
      }
      if (sb.length() > 0) {
        parts.add("pile " + (j + 1) + ":" + sb);
      }
    }
    return String.join("; ", parts);
  }

  /** The next permutation in lexicographic order (multisets: no repeats); false after the last. */
  private static boolean nextPermutation(Card[] a) {
    int i = a.length - 2;
    while (i >= 0 && compare(a[i], a[i + 1]) >= 0) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    int j = a.length - 1;
    while (compare(a[j], a[i]) <= 0) {
      j--;
    }
    Card t = a[i];
    a[i] = a[j];
    a[j] = t;
    for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
      t = a[l];
      a[l] = a[r];
      a[r] = t;
    }
    return true;
  }
}
