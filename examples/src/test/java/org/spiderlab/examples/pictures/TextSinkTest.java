package org.spiderlab.examples.pictures;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link TextSink} writes what {@link String#getBytes} and {@link Long#toString} write. */
class TextSinkTest {

  @Test
  void textIsUtf8AsTheJdkEncodesIt() {
    Random rnd = new Random(3);
    String[] samples = {"", "a", "¬v1 ∨ ♠", "\uD83C\uDCA1 ace", "lone \uD800 high",
        "lone \uDC00 low", "end \uD800"};
    for (int round = 0; round < 2000; round++) {
      String s;
      if (round < samples.length) {
        s = samples[round];
      } else {
        StringBuilder sb = new StringBuilder();
        for (int i = rnd.nextInt(200_000 / 100); i > 0; i--) {
          sb.append((char) (rnd.nextBoolean() ? rnd.nextInt(0x80) : rnd.nextInt(0x10000)));
        }
        s = sb.toString();
      }
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      TextSink sink = new TextSink(out);
      sink.text(s).flush();
      assertArrayEquals(s.getBytes(StandardCharsets.UTF_8), out.toByteArray(), "sample " + round);
    }
  }

  @Test
  void numbersAndHundredths() {
    long[] values = {0, 7, -7, 10, 2_147_483_647L, 2_147_483_648L, -2_147_483_649L,
        Long.MAX_VALUE, Long.MIN_VALUE, 7_416_005};
    StringBuilder expected = new StringBuilder();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TextSink sink = new TextSink(out);
    for (long v : values) {
      sink.num(v).ch(' ');
      expected.append(v).append(' ');
    }
    sink.hundredths(1234).ch(' ').hundredths(5).ch(' ').hundredths(-250).flush();
    expected.append("12.34 0.05 -2.50");
    assertEquals(expected.toString(), out.toString(StandardCharsets.UTF_8));
  }
}
