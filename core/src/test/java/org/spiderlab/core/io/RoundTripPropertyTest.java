package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.Rule;
import org.spiderlab.core.gen.RandomGames;
import org.spiderlab.core.gen.RandomWalk;

/** Lossless round trips of the game text, JSON and certificate formats (docs/FORMATS.md) on random data. */
class RoundTripPropertyTest {

  static final List<RandomGames> SPECS = List.of(
      new RandomGames(13, 4, 2, 10, 5, 60, Rule.SPIDER),
      new RandomGames(3, 9, 1, 4, 2, 50, Rule.HANOI),   // suits beyond 4: 3:9
      new RandomGames(1000, 1, 1, 7, 3, 30, Rule.SPIDER),
      new RandomGames(2, 1, 1, 9, 0, 0, Rule.HANOI));   // empty piles

  static Stream<Arguments> cases() {
    return SPECS.stream().flatMap(spec -> LongStream.rangeClosed(1, 15)
        .mapToObj(seed -> Arguments.of(spec, seed)));
  }

  @ParameterizedTest(name = "{0} seed={1}")
  @MethodSource("cases")
  void textRoundTrip(RandomGames spec, long seed) {
    Game g = spec.generate(seed);
    String text = GameText.toText(g);
    assertEquals(g, GameText.parse(text), spec.describe(seed) + "\n" + text);
    assertEquals(text, GameText.toText(GameText.parse(text)), spec.describe(seed));
  }

  @ParameterizedTest(name = "{0} seed={1}")
  @MethodSource("cases")
  void jsonRoundTrip(RandomGames spec, long seed) {
    Game g = spec.generate(seed);
    String json = GameJson.toJson(g);
    assertEquals(g, GameJson.parse(json), spec.describe(seed) + "\n" + json);
    assertEquals(json, GameJson.toJson(GameJson.parse(json)), spec.describe(seed));
    assertEquals(g, GameText.parse(GameText.toText(GameJson.parse(json))), spec.describe(seed));
  }

  @ParameterizedTest(name = "{0} seed={1}")
  @MethodSource("cases")
  void certificateRoundTrip(RandomGames spec, long seed) {
    Game g = spec.generate(seed);
    List<Move> moves = new ArrayList<>(RandomWalk.walk(g, seed, 300, 50));
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < 50; i++) { // arbitrary moves too, with big numbers
      int p = 1 + rnd.nextInt(1_000_000_000);
      moves.add(switch (rnd.nextInt(3)) {
        case 0 -> Move.deal();
        case 1 -> Move.clear(p - 1);
        default -> Move.transfer(p - 1, 1 + rnd.nextInt(1_000_000_000), p == 1 ? 1 : 0);
      });
    }
    String text = CertificateText.toText(moves);
    assertEquals(moves, CertificateText.parse(text), spec.describe(seed));
    // comments, blank lines, tabs and CRLF change nothing
    String noisy = "# certificate\r\n\r\n" + text.replace("\n", "\t# note\r\n\n");
    assertEquals(moves, CertificateText.parse(noisy), spec.describe(seed));
  }

  @Test
  void jsonThesisFormWithFlatStockLettersAndIds() {
    Game g = GameJson.parse("""
        {"ranks": 3, "suits": 2, "rule": "hanoi",
         "piles": [[{"suit": "S", "rank": 3, "face_down": true, "id": "a"},
                    {"suit": 2, "rank": 1, "face_down": false, "id": null}], []],
         "stock": [{"suit": 1, "rank": 2, "id": 7}, {"suit": "H", "rank": 2}]}
        """);
    assertEquals(GameText.parse("""
        spider ranks=3 suits=2 rule=hanoi
        pile [3S] 1H
        pile
        stock 2S 2H
        """), g);
  }

  @Test
  void jsonStockMayComeBeforePiles() {
    assertEquals(GameText.parse("spider ranks=3 suits=1\npile 3S\npile\nstock 1S 2S\n"),
        GameJson.parse("{\"ranks\": 3, \"suits\": 1, \"stock\": [[{\"rank\": 1, \"suit\": 1}, "
            + "{\"rank\": 2, \"suit\": 1}]], \"piles\": [[{\"rank\": 3, \"suit\": 1}], []]}"));
  }
}
