package org.spiderlab.verifier;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.Reader;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.spiderlab.core.Game;
import org.spiderlab.core.Move;
import org.spiderlab.core.io.CertificateText;
import org.spiderlab.core.io.GameText;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.testing.ReaderProperty;

/**
 * Fuzzes the certificate reader three ways: {@link CertificateText#read} (the property of {@link
 * ReaderProperty}: moves or a {@code FILE:LINE:} error); the same bytes fed one character at a
 * time, so that the reader's fast path never applies, must give the same moves or the same error;
 * and the streaming {@link Verifier#verify(Game, Reader, String)} on a three-pile game must give a
 * verdict whenever the moves parse, and the same error as the first malformed line otherwise
 * (when no illegal move stops it before that line).
 */
@Tag("fuzz")
class CertificateFuzzTest {
  private static final String FILE = "fuzz.moves";
  private static final Game GAME = GameText.parse("""
      spider ranks=5 suits=1
      pile 5S 4S [2S] 3S
      pile 1S
      pile
      """);

  @FuzzTest(maxDuration = "10m")
  void read(byte[] data) {
    List<Move> moves = ReaderProperty.check(data, FILE, r -> CertificateText.read(r, FILE),
        List::size);
    Object slow = outcome(() -> CertificateText.read(new OneCharReader(ReaderProperty.asFile(data)),
        FILE));
    assertEquals(moves != null ? moves : outcome(() -> CertificateText.read(
        ReaderProperty.asFile(data), FILE)), slow, () -> ReaderProperty.describe(data));
    Object verdict = outcome(() -> Verifier.verify(GAME, ReaderProperty.asFile(data), FILE));
    if (moves != null) {
      assertEquals(Verifier.verify(GAME, moves), verdict instanceof Verdict.Invalid i
          ? new Verdict.Invalid(i.index(), i.move(), i.reason(), 0) : verdict,
          () -> ReaderProperty.describe(data));
    } else if (verdict instanceof String error) {
      assertEquals(slow, error, () -> ReaderProperty.describe(data));
    }
  }

  /** The value, or the message of the input error. */
  private static Object outcome(java.util.function.Supplier<?> read) {
    try {
      return read.get();
    } catch (InputFormatException e) {
      return e.getMessage();
    }
  }

  /** Hands out one character per read call. */
  private static final class OneCharReader extends Reader {
    private final Reader in;

    OneCharReader(Reader in) {
      this.in = in;
    }

    @Override
    public int read(char[] buf, int off, int len) throws java.io.IOException {
      return len == 0 ? 0 : in.read(buf, off, 1);
    }

    @Override
    public void close() throws java.io.IOException {
      in.close();
    }
  }
}
