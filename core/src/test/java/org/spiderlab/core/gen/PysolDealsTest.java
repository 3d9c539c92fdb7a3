package org.spiderlab.core.gen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spiderlab.core.Game;
import org.spiderlab.core.io.GameText;

/**
 * {@link PysolDeals} deals exactly what PySolFC deals: the layouts of {@code pysol-deals.txt},
 * dealt by PySolFC's own code, for 1, 2 and 4 suits and 75 numbers each (1..40 and 31990..32010
 * across the change of generator, and large numbers up to 2^63 - 1 for the Mersenne Twister).
 */
class PysolDealsTest {

  @Test
  void everyPinnedLayoutIsPySolFCs() throws IOException {
    List<String> lines = Files.readAllLines(Path.of("src", "test", "resources", "org",
        "spiderlab", "core", "gen", "pysol-deals.txt"));
    int checked = 0;
    for (int i = 0; i < lines.size(); i++) {
      if (!lines.get(i).startsWith("# pysol ")) {
        continue;
      }
      String[] w = lines.get(i).split(" ");
      int suits = Integer.parseInt(w[2]);
      long number = Long.parseLong(w[3]);
      List<String> block = new ArrayList<>();
      for (int k = i + 1; k < lines.size() && !lines.get(k).startsWith("#"); k++) {
        block.add(lines.get(k));
      }
      Game expected = GameText.parse(String.join("\n", block) + "\n");
      assertEquals(GameText.toText(expected), GameText.toText(PysolDeals.deal(suits, number)),
          suits + " suits, number " + number);
      checked++;
    }
    assertEquals(3 * 75, checked);
  }

  @Test
  void theTwisterIsPythons() {
    // CPython 3.11: random.Random(5489).random() and random.Random(2**40 + 3).random()
    assertEquals(0.7876110167997803, new PysolDeals.PythonRandom(5489).random(), 0);
    assertEquals(0.21978710637116716, new PysolDeals.PythonRandom((1L << 40) + 3).random(), 0);
    assertThrows(IllegalArgumentException.class, () -> PysolDeals.deal(4, 0));
    assertThrows(IllegalArgumentException.class, () -> PysolDeals.deal(3, 1));
  }

  /**
   * plspider's published listing of game 14934, the game it reports as appearing unwinnable
   * (tranzoa.net/alex/plspider.htm, "printout from showdeal.py"): the first five rows of the
   * layout, card by card from the left pile to the right, as far as the stored copy of the page
   * shows them (its sixth row and the stock are cut off there).
   */
  private static final String[] PLSPIDER_14934 = {
      "10S 2H 4S QD 3D 10D 9H AS JS JD",
      "3C 4H 3H QH 8C 10H 3D 4D 8H AH",
      "KS KC 10C 7C 8S 3S 7D 3S 6C 5C",
      "4C 3H 4D 7S 2S 3C 5C 8C QC 5S",
      "JH KH 2H QC JH 6H QS 2C KD KS"};

  @Test
  void game14934IsPlspidersListing() {
    String[] piles = GameText.toText(PysolDeals.deal(4, 14934)).lines()
        .filter(l -> l.startsWith("pile ")).toArray(String[]::new);
    assertEquals(10, piles.length);
    for (int row = 0; row < PLSPIDER_14934.length; row++) {
      String[] listed = PLSPIDER_14934[row].split(" ");
      for (int pile = 0; pile < 10; pile++) {
        String ours = piles[pile].substring(5).replace("[", "").replace("]", "")
            .split(" ")[row];
        String rank = listed[pile].substring(0, listed[pile].length() - 1);
        String n = switch (rank) {
          case "A" -> "1";
          case "J" -> "11";
          case "Q" -> "12";
          case "K" -> "13";
          default -> rank;
        };
        assertEquals(n + listed[pile].charAt(listed[pile].length() - 1), ours,
            "row " + (row + 1) + ", pile " + (pile + 1));
      }
    }
  }
}
