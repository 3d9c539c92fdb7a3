package org.spiderlab.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.spiderlab.core.Move;

/**
 * {@link MoveReader} parses the same moves, lines and errors whether a line goes through its fast
 * path (whole line in the buffer) or its general scanner (comments, blanks, lines split across
 * reads): certificates of more than one buffer, read whole or in random small chunks.
 */
class MoveReaderTest {

  /** A reader that returns at most a few characters per call. */
  static final class Chunked extends Reader {
    private final String text;
    private final SplittableRandom rnd;
    private int pos;

    Chunked(String text, long seed) {
      this.text = text;
      this.rnd = new SplittableRandom(seed);
    }

    @Override
    public int read(char[] cbuf, int off, int len) {
      if (pos == text.length()) {
        return -1;
      }
      int n = Math.min(Math.min(len, 1 + rnd.nextInt(rnd.nextBoolean() ? 9 : 100_000)),
          text.length() - pos);
      text.getChars(pos, pos + n, cbuf, off);
      pos += n;
      return n;
    }

    @Override
    public void close() {}
  }

  static LongStream seeds() {
    return LongStream.rangeClosed(1, 12);
  }

  private static String blank(SplittableRandom rnd) {
    return switch (rnd.nextInt(6)) {
      case 0 -> "  ";
      case 1 -> "\t";
      default -> " ";
    };
  }

  @ParameterizedTest(name = "seed={0}")
  @MethodSource("seeds")
  void fastPathAndGeneralScannerAgree(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Move> moves = new ArrayList<>();
    List<Long> lines = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    long line = 1;
    while (sb.length() < 300_000) {
      int r = rnd.nextInt(20);
      if (r == 0) {
        sb.append("# comment m 1 2 3\n");
        line++;
        continue;
      }
      if (r == 1) {
        sb.append(rnd.nextBoolean() ? "\n" : "\r\n");
        line++;
        continue;
      }
      Move m = switch (rnd.nextInt(3)) {
        case 0 -> Move.deal();
        case 1 -> Move.clear(rnd.nextInt(rnd.nextBoolean() ? 10 : 1_000_000_000));
        default -> Move.transfer(rnd.nextInt(12), 1 + rnd.nextInt(30), 12 + rnd.nextInt(5));
      };
      String text = m.toString().replace(" ", blank(rnd));
      if (rnd.nextInt(8) == 0) {
        text = blank(rnd) + text;
      }
      if (rnd.nextInt(8) == 0) {
        text += blank(rnd);
      }
      if (rnd.nextInt(10) == 0) {
        text += "# why";
      }
      sb.append(text).append(rnd.nextInt(5) == 0 ? "\r\n" : "\n");
      moves.add(m);
      lines.add(line++);
    }
    String all = sb.toString();
    for (Reader in : List.of(new StringReader(all), new Chunked(all, seed))) {
      MoveReader r = new MoveReader(in, "f.moves");
      for (int i = 0; i < moves.size(); i++) {
        assertEquals(moves.get(i), r.next(), "seed " + seed + " move " + (i + 1));
        assertEquals(lines.get(i), r.line(), "seed " + seed + " line of move " + (i + 1));
      }
      assertNull(r.next(), "seed " + seed);
      assertEquals(moves.size(), r.movesRead());
    }
    // an error after all of it names the right line, in both readers
    String bad = all + "m 1 1 x\n";
    for (Reader in : List.of(new StringReader(bad), new Chunked(bad, seed))) {
      MoveReader r = new MoveReader(in, "f.moves");
      InputFormatException e = assertThrows(InputFormatException.class, () -> {
        while (r.next() != null) {
          // read on
        }
      });
      assertEquals("f.moves:" + line + ": 'm' needs DST as a number (m SRC H DST), found 'x'",
          e.getMessage(), "seed " + seed);
    }
  }

  @ParameterizedTest(name = "seed={0}")
  @MethodSource("seeds")
  void lastLineWithoutNewline(long seed) {
    String text = "m 1 2 3\n".repeat(10_000 + (int) seed * 997) + "c 7";
    MoveReader r = new MoveReader(new Chunked(text, seed), "f");
    Move m;
    Move last = null;
    while ((m = r.next()) != null) {
      last = m;
    }
    assertEquals(Move.clear(6), last);
    assertEquals(10_001 + seed * 997, r.movesRead());
    assertEquals(10_001 + seed * 997, r.line());
  }
}
