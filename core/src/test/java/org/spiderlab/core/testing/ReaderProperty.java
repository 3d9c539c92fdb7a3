package org.spiderlab.core.testing;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.spiderlab.core.io.InputFormatException;
import org.spiderlab.core.io.TextFiles;

/**
 * The property every reader is fuzzed against (shared with the other modules' fuzz tests through
 * the core test jar): any byte sequence gives either a value or an
 * {@link InputFormatException} naming the file and a line {@code >= 0} on one line of text; any
 * other exception is a failure. Memory is bounded by the input: the bytes the reading thread
 * allocates stay below {@link #BASE_BYTES} plus {@link #BYTES_PER_INPUT_BYTE} per input byte, and
 * the value's own size (cards, literals) below the input length.
 */
public final class ReaderProperty {
  /** Fixed allocation allowance: reader buffers, parser setup. */
  public static final long BASE_BYTES = 2L << 20;
  /** Allocation allowance per input byte. */
  public static final long BYTES_PER_INPUT_BYTE = 1024;

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private ReaderProperty() {}

  /** The bytes as a user's file would be read (as {@code TextFiles.open}: UTF-8, bad bytes U+FFFD). */
  public static Reader asFile(byte[] data) {
    return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(data),
        StandardCharsets.UTF_8));
  }

  /**
   * Reads {@code data} with {@code read} and checks the property; {@code size} measures the value
   * (it must not exceed the input length). Returns the value, or {@code null} after an input error.
   */
  public static <T> T check(byte[] data, String file, Function<Reader, T> read,
      ToLongFunction<T> size) {
    long before = THREADS.getCurrentThreadAllocatedBytes();
    T value = readOnce(data, file, read);
    long used = THREADS.getCurrentThreadAllocatedBytes() - before;
    long allowed = BASE_BYTES + BYTES_PER_INPUT_BYTE * data.length;
    if (used > allowed) {
      // the first use of a code path loads and initializes classes; measure once more
      before = THREADS.getCurrentThreadAllocatedBytes();
      readOnce(data, file, read);
      used = THREADS.getCurrentThreadAllocatedBytes() - before;
      if (used > allowed) {
        throw new AssertionError("reading " + data.length + " bytes allocated " + used
            + " bytes, more than " + allowed + ": " + describe(data));
      }
    }
    if (value != null && size.applyAsLong(value) > data.length) {
      throw new AssertionError("a value of size " + size.applyAsLong(value) + " from "
          + data.length + " bytes: " + describe(data));
    }
    return value;
  }

  private static <T> T readOnce(byte[] data, String file, Function<Reader, T> read) {
    try {
      return read.apply(asFile(data));
    } catch (InputFormatException e) {
      if (e.line() < 0 || !e.file().equals(file)) {
        throw new AssertionError("bad error location in '" + e.getMessage() + "' for "
            + describe(data));
      }
      if (e.getMessage().indexOf('\n') >= 0 || e.getMessage().indexOf('\r') >= 0) {
        throw new AssertionError("error message of more than one line: '" + e.getMessage()
            + "' for " + describe(data));
      }
      return null;
    }
  }

  /** The input for a failure message: its length and its first 200 characters, escaped. */
  public static String describe(byte[] data) {
    String s = new String(data, 0, Math.min(data.length, 200), StandardCharsets.ISO_8859_1);
    StringBuilder sb = new StringBuilder(data.length + " bytes \"");
    for (char c : s.toCharArray()) {
      if (c >= 32 && c < 127 && c != '"' && c != '\\') {
        sb.append(c);
      } else {
        sb.append(String.format("\\x%02x", (int) c));
      }
    }
    return sb.append(data.length > 200 ? "...\"" : "\"").toString();
  }
}
