package org.spiderlab.core.solver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.spiderlab.core.io.GameText;

/**
 * The indexed {@link MoveGenerator#generate} against the all-pairs scan
 * {@link MoveGenerator#generateReference}: the same moves in the same order, with and without
 * symmetry and ordering, at every step of seeded random walks ({@link PositionWalks}); and the
 * deal's place in the order.
 */
class MoveGeneratorTest {

  @TestFactory
  Stream<DynamicTest> indexedEqualsReference() {
    return LongStream.range(0, 300).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> PositionWalks.walk(seed, (s, r, where) -> {
          MoveGenerator gen = new MoveGenerator(s.pileCount());
          boolean sym = r.nextBoolean();
          boolean ord = r.nextInt(4) != 0;
          int cnt = gen.generate(s, sym, ord);
          long[] fast = Arrays.copyOf(gen.moves(), cnt);
          int cntRef = gen.generateReference(s, sym, ord);
          long[] ref = Arrays.copyOf(gen.moves(), cntRef);
          assertArrayEquals(ref, fast, "moves; " + where);
        })));
  }

  /**
   * The deal's place: first below two tableau cards per pile, or below two and a half with every
   * card face up; otherwise last. Four piles, so the deal comes first below 8, respectively 10,
   * tableau cards.
   */
  @ParameterizedTest(name = "{0}: deal {1}")
  @CsvSource({
      "3S 2S|3S 2S|3S 2S|3S, first", // 7 cards
      "3S 2S 3S|3S 2S|3S 2S|3S 2S, first", // 9 cards, all face up
      "3S 2S 3S|3S 2S 3S|3S 2S|3S 2S, last", // 10 cards
      "[2S] 2S 3S|3S 2S|3S 2S|3S 2S, last", // 9 cards, one face down
      "[2S] 2S 3S|3S 2S|3S|3S, first", // 7 cards, one face down
  })
  void dealPlace(String piles, String expected) {
    StringBuilder text = new StringBuilder("spider ranks=3 suits=1\n");
    for (String pile : piles.split("\\|")) {
      text.append("pile ").append(pile).append('\n');
    }
    text.append("stock 1S 1S 1S 1S\nstock 1S 1S 1S 1S\n");
    Position s = Position.start(GameText.parse(text.toString()));
    MoveGenerator gen = new MoveGenerator(s.pileCount());
    int cnt = gen.generate(s, true, true);
    long[] moves = gen.moves();
    String place = moves[0] == PackedMove.DEAL_MOVE ? "first"
        : moves[cnt - 1] == PackedMove.DEAL_MOVE ? "last" : "elsewhere";
    assertEquals(expected, place, piles + ", " + s.tableau + " tableau cards, " + cnt + " moves");
    int cntRef = gen.generateReference(s, true, true);
    assertEquals(place, gen.moves()[0] == PackedMove.DEAL_MOVE ? "first"
        : gen.moves()[cntRef - 1] == PackedMove.DEAL_MOVE ? "last" : "elsewhere", "reference");
  }
}
